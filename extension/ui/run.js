// run.js: one agent run, driven from the sidecar. Observe, plan, show each
// call, ask the person about "ask" calls, let the background execute only
// what the host marked executable, report results, repeat until done. The
// UI is a set of callbacks (see sidecar.js), so this file touches no DOM.
// Defines globalThis.LaikaRun.
(function (root) {
  'use strict';
  const { host, send, cancel } = root.LaikaBG;
  const t = (k, subs) => (root.LaikaI18n ? root.LaikaI18n.t(k, subs) : k);

  const MAX_STEPS = 12;
  const OBSERVE_OPTIONS = { maxChars: 12000, maxElements: 160 };
  // READ_OPTIONS: a summary reads the whole main text, not the planning
  // budget (content/heuristics.js caps it at a million characters).
  const READ_OPTIONS = { ...OBSERVE_OPTIONS, maxPrimaryChars: 1000000 };
  const POLL_WAIT_MS = 500;
  // How long a panel reloaded by a navigation waits for the result of the
  // call that navigated (navigation tools wait up to 15 s for the load).
  const RESULT_WAIT_MS = 20000;

  // hostResult is how a host-run call's outcome (status ok/error/denied,
  // result.text) is shown.
  function hostResult(call) {
    const text = call.result && typeof call.result.text === 'string' ? call.result.text : '';
    return { status: call.status === 'ok' ? 'ok' : call.status === 'denied' ? 'denied' : 'error', error: call.error || call.reason, text };
  }

  class Run {
    constructor({ tabId, goal, mode, settings, ui, conversationId, temporary }) {
      this.tabId = tabId;
      // conversationId makes this run a follow-up turn; without one the
      // tab's current conversation (kept by the last run) continues.
      this.conversationId = conversationId || '';
      this.settings = settings || null;
      this.goal = goal;
      this.mode = mode || 'assist';
      this.ui = ui;
      this.runId = '';
      this.stopped = false;
      // temporary: the sidecar's temporary mode; the host keeps no model
      // text for the run (plan/summary.start "temporary").
      this.temporary = !!temporary;
      // cancelKey names this run's host requests in flight (a plan waiting
      // on the model, an approved host-run call) so Stop can cancel them.
      this.cancelKey = 'run-' + tabId + '-' + Math.random().toString(36).slice(2);
      this.history = [];
      this.onRetry = (n) => ui.notice(t('reconnecting', n));
    }

    // stop ends the run: the host's summary job is cancelled at once (not
    // at the next poll) and the saved state says stopped.
    stop() {
      this.stopped = true;
      cancel(this.cancelKey).catch(() => {});
      if (this.jobId) host('summary.cancel', { jobId: this.jobId }).catch(() => {});
      this.save({ status: 'stopped' }).catch(() => {});
    }

    // busy shows a working indicator while fn runs.
    async busy(show, fn) {
      const done = show ? show() : null;
      try {
        return await fn();
      } finally {
        if (done) done();
      }
    }

    async observe() {
      const r = await send({ type: 'laika.observe', tabId: this.tabId, options: OBSERVE_OPTIONS }, this.onRetry);
      if (r.status !== 'ok') throw { code: r.error, message: r.message };
      return r.observation;
    }

    // plan sends one plan request. A host restarted under us (the worker
    // or host process died) no longer knows runId: start the run afresh
    // with the same goal rather than fail.
    async plan(observation, toolResults) {
      const tabs = (await send({ type: 'laika.tabs', tabId: this.tabId })).tabs || [];
      const payload = { goal: this.goal, mode: this.mode, observation, tabs };
      if (this.settings) payload.settings = this.settings;
      if (this.temporary) payload.temporary = true;
      if (this.runId) payload.runId = this.runId;
      else if (this.conversationId) payload.conversationId = this.conversationId;
      if (!this.runId) {
        // The research collection open in the panel is context for the run
        // (questions answered from its sources, "compare these sources").
        const local = chrome.storage.local;
        const active = local && (await local.get('research.active'))['research.active'];
        if (active) payload.collectionId = active;
      }
      if (toolResults.length) payload.toolResults = toolResults;
      try {
        return await this.busy(this.ui.planning, () => host('plan', payload, this.onRetry, this.cancelKey));
      } catch (e) {
        if (this.stopped) return null; // Stop cancelled the plan in flight
        if (this.runId && (e.code === 'not_found' || e.code === 'invalid_arguments')) {
          this.ui.notice(t('restartedContinuing'));
          delete payload.runId;
          delete payload.toolResults;
          this.runId = '';
          return host('plan', payload, this.onRetry, this.cancelKey);
        }
        throw e;
      }
    }

    // save records where the run is, in chrome.storage.session, so a
    // sidecar reloaded by a navigation (the page, and the panel with it, is
    // replaced) can pick the run up.
    async save(extra) {
      const key = 'run:' + this.tabId;
      const { [key]: prev = {} } = await chrome.storage.session.get(key);
      await chrome.storage.session.set({ [key]: { ...prev, goal: this.goal, mode: this.mode, settings: this.settings, runId: this.runId, temporary: this.temporary, ...extra } });
    }

    // pendingResults reads what the background recorded for calls that ran
    // while the previous panel was going away.
    //
    // The new panel can load before the background has written the result
    // (it waits for the page to finish loading first), so wait for it.
    async pendingResults(pending) {
      const key = 'results:' + this.tabId;
      const ids = pending || [];
      const read = async () => (await chrome.storage.session.get(key))[key] || {};
      let results = await read();
      const deadline = Date.now() + RESULT_WAIT_MS;
      while (ids.some((id) => !results[id]) && Date.now() < deadline) {
        await new Promise((res) => setTimeout(res, 100));
        results = await read();
      }
      const out = [];
      for (const id of ids) {
        const r = results[id];
        if (!r) {
          out.push({ callId: id, status: 'error', error: 'timeout', message: 'no result arrived after the page changed' }); // for the host, not shown (i18n-exempt)
          continue;
        }
        const x = { callId: id, status: r.status === 'ok' ? 'ok' : 'error' };
        if (r.status !== 'ok') x.error = r.error || 'internal';
        out.push(x);
      }
      await chrome.storage.session.remove(key);
      return out;
    }

    // start runs the loop; resume is a saved run state to continue.
    async start(resume) {
      let toolResults = [];
      let step = 1;
      if (resume) {
        this.runId = resume.runId || '';
        step = (resume.step || 0) + 1;
        toolResults = await this.pendingResults(resume.pending);
        this.history = resume.history || [];
        for (const h of this.history) this.ui.notice(t('stepN', h.step) + ': ' + h.summary + (h.calls.length ? ' — ' + h.calls.join(', ') : ''));
        this.ui.notice(t('continuingRun'));
      }
      if (!this.conversationId && !this.runId) this.conversationId = await currentConversation(this.tabId);
      await this.save({ status: 'running', step: step - 1, pending: [] });
      for (; step <= MAX_STEPS && !this.stopped; step++) {
        // An observe_dom call's own observation (maybe zoomed with
        // rootHandleId) is what the planner asked to see next.
        const observation = this.nextObservation || (await this.observe());
        this.nextObservation = null;
        let reply;
        try {
          reply = await this.plan(observation, toolResults);
        } catch (e) {
          if (this.stopped) return;
          if (!resume || !toolResults.length) throw e;
          // The earlier panel may already have reported these results.
          reply = await this.plan(observation, []);
        }
        resume = null;
        if (this.stopped) return;
        this.runId = reply.runId || this.runId;
        if (reply.conversationId && step === 1) {
          this.conversationId = reply.conversationId;
          await setConversation(this.tabId, this.conversationId);
        }
        // Saved before any call runs: a call may replace this page.
        this.history.push({ step, summary: reply.summary || '', calls: (reply.tool_calls || []).map((c) => c.name + ' (' + c.decision + ')') });
        await this.save({ step, pending: [], history: this.history.slice(-20) });
        const view = this.ui.step(step, reply);
        toolResults = [];
        for (const call of reply.tool_calls || []) {
          if (this.stopped) return;
          const res = await this.handleCall(view, call, observation, step);
          if (res && res.restart) {
            toolResults = [];
            reply.done = false;
            reply.next = '';
            break;
          }
          if (res) toolResults.push(res);
        }
        if (reply.next === 'summary.start' && !this.stopped) {
          const s = await this.summarize({ summary: () => this.ui.summary(view) }, observation);
          if (s.status !== 'ok' && !this.stopped) this.ui.notice(t('summaryNotFinished', s.error));
        }
        if (this.stopped) return;
        if (!this.runId) continue; // restarted: plan afresh
        if (reply.done || !(reply.tool_calls || []).length) {
          await this.save({ status: 'done' });
          this.ui.finished(reply.stopReason || 'done');
          return;
        }
      }
      await this.save({ status: 'done' });
      if (!this.stopped) this.ui.finished('step_budget');
    }

    // handleCall shows one call and runs it if the host allows it or the
    // person approves it; it returns the tool result for the next plan.
    async handleCall(view, call, observation, step) {
      const cv = this.ui.call(view, call);
      if (call.runs === 'host' && !(call.decision === 'ask' && call.executable !== true)) {
        // Host-run app tools the gate allowed (or denied) already ran (or
        // were refused) inside the host.
        cv.result(hostResult(call));
        return null;
      }
      if (call.decision === 'deny') {
        cv.result({ status: 'denied', error: call.reason });
        return null; // the host decided; it expects no result for it
      }
      let exec = call;
      if (call.executable !== true) {
        if (call.decision !== 'ask') {
          cv.result({ status: 'denied', error: t('notExecutable') });
          return null;
        }
        const choice = await cv.ask();
        let r;
        try {
          const show = choice === 'approve' && call.runs === 'host' && this.ui.busy ? () => this.ui.busy(call.name) : null;
          r = await this.busy(show, () => host('approval', { runId: this.runId, callId: call.id, decision: choice }, this.onRetry, this.cancelKey));
        } catch (e) {
          if (this.stopped) return null;
          // A host restarted while we waited for the person (the worker
          // was stopped, the browser slept) has forgotten the run: plan
          // again from the current page; the call is proposed afresh.
          if (e.code !== 'not_found') throw e;
          cv.result({ status: 'denied', error: t('restartedBeforeAnswer') });
          this.ui.notice(t('restartedReplanning'));
          this.runId = '';
          return { restart: true };
        }
        exec = r.tool_call || {};
        if (choice !== 'approve' || exec.executable !== true) {
          cv.result({ status: 'denied', error: choice === 'approve' ? t('hostRefused') : t('youDenied') });
          return null; // the approval message told the host
        }
        if (call.runs === 'host') {
          // An approved host-run call has already run inside the host; its
          // outcome is in the approval reply and the host expects no result.
          cv.result(hostResult(exec));
          return null;
        }
      }
      const binding = { documentId: observation.documentId, navigationGeneration: observation.navigationGeneration };
      await this.save({ step, pending: [call.id] }); // survives this panel if the call navigates
      const r = await this.busy(this.ui.busy ? () => this.ui.busy(call.name) : null, () => send({ type: 'laika.tool', callId: call.id, tabId: this.tabId, binding }, this.onRetry));
      if (r.tabId >= 0 && (call.name === 'browser.open_tab' || call.name === 'search')) {
        this.tabId = r.tabId;
        if (this.conversationId) await setConversation(this.tabId, this.conversationId); // the conversation follows the run
      }
      cv.result(r);
      const out = { callId: call.id, status: r.status === 'ok' ? 'ok' : 'error' };
      if (r.status !== 'ok') {
        out.error = r.error || 'internal';
        if (r.message) out.message = String(r.message).slice(0, 500);
      } else if (call.name === 'browser.observe_dom' && r.observation) {
        this.nextObservation = r.observation;
      } else if (r.links) {
        out.result = { links: r.links }; // browser.get_selection_links
      }
      return out;
    }

    // readingObservation re-observes the page with the whole main text for
    // a summary; if that fails, the planning observation (whose primary
    // says it was cut) is summarized and the summary says so.
    async readingObservation(observation) {
      try {
        const r = await send({ type: 'laika.observe', tabId: this.tabId, options: READ_OPTIONS }, this.onRetry);
        if (r.status === 'ok' && r.observation) return r.observation;
      } catch {
        // fall through
      }
      return observation;
    }

    // summarize streams a summary into the call's view, append-only. If the
    // host restarts mid-stream the job is started again and only text past
    // what is already shown is appended.
    async summarize(cv, observation) {
      const sv = cv.summary();
      let shown = 0;
      for (let attempt = 0; attempt < 3 && !this.stopped; attempt++) {
        let job;
        try {
          const payload = { observation: await this.readingObservation(observation), goal: this.goal };
          if (this.runId) payload.runId = this.runId;
          if (this.temporary) payload.temporary = true;
          job = await host('summary.start', payload, this.onRetry);
          this.jobId = job.jobId;
          if (sv.job) sv.job(job.jobId);
        } catch (e) {
          sv.fail(e.code, e.message);
          return { status: 'error', error: e.code };
        }
        let cursor = 0;
        let got = 0;
        try {
          for (;;) {
            if (this.stopped) {
              host('summary.cancel', { jobId: job.jobId }).catch(() => {});
              return { status: 'error', error: 'cancelled' };
            }
            const p = await host('summary.poll', { jobId: job.jobId, cursor, waitMs: POLL_WAIT_MS }, this.onRetry);
            const text = p.text || '';
            const fresh = got + text.length > shown ? text.slice(Math.max(0, shown - got)) : '';
            got += text.length;
            if (fresh) {
              sv.append(fresh, p.format || 'markdown');
              shown += fresh.length;
            }
            cursor = p.cursor !== undefined ? p.cursor : cursor + text.length;
            if (p.citations && p.citations.length) sv.citations(p.citations);
            if (p.progress && sv.progress) sv.progress(p.progress);
            if (p.done) {
              this.jobId = '';
              const failed = p.status && p.status !== 'done' && p.status !== 'ok' && p.status !== 'completed';
              sv.done(failed ? p.error || p.status : null);
              return failed ? { status: 'error', error: (p.error && p.error.code) || p.error || p.status } : { status: 'ok' };
            }
          }
        } catch (e) {
          if (e.code !== 'not_found' && !root.LaikaBG.TRANSIENT.has(e.code)) {
            sv.fail(e.code, e.message);
            return { status: 'error', error: e.code };
          }
          this.ui.notice(t('summaryResuming'));
        }
      }
      sv.fail('cancelled', t('summaryNotResumed'));
      return { status: 'error', error: 'cancelled' };
    }
  }

  // A tab's current conversation, in chrome.storage.session: follow-up
  // goals typed in the panel continue it until newConversation.
  async function currentConversation(tabId) {
    const key = 'conv:' + tabId;
    return (await chrome.storage.session.get(key))[key] || '';
  }
  async function setConversation(tabId, id) {
    await chrome.storage.session.set({ ['conv:' + tabId]: id });
  }
  async function newConversation(tabId) {
    await chrome.storage.session.remove('conv:' + tabId);
  }

  root.LaikaRun = { Run, OBSERVE_OPTIONS, currentConversation, newConversation };
})(globalThis);
