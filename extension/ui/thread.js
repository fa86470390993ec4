// thread.js: the conversation view. Turns (the person's goals), steps,
// calls, approval cards, streamed answers and notices go into one
// scrolling list, #steps, in order. run.js drives it through the object
// create() returns; nothing here talks to the background except through
// the callbacks passed in.
//
// Screen readers: the list is a log (new entries are announced politely);
// a streaming answer is aria-busy until it is complete, so it is read once
// rather than chunk by chunk; an approval card is a labelled dialog; the
// working indicator is a status. Text from the page or the model is set
// with textContent, or through LaikaRender (marked + DOMPurify).
// Defines globalThis.LaikaThread.
(function (root) {
  'use strict';
  const t = (k, s) => root.LaikaI18n.t(k, s);

  // Friendly names for the host's preview fields; others show as-is.
  const PREVIEW_KEYS = { target: 'previewTarget', label: 'previewTarget', element: 'previewTarget', url: 'previewUrl', text: 'previewText', value: 'previewValue', query: 'previewQuery', data: 'previewData', egress: 'previewData', origin: 'previewSite', summary: 'previewWhat', action: 'previewWhat' };

  let seq = 0;

  // create(doc, opts) returns the run UI. opts: list (the #steps element),
  // onCite(quote) for a citation chip, intent (a LaikaKeys.FocusIntent),
  // onError(text) to show a refusal message, onState(state).
  function create(doc, opts) {
    const list = opts.list;
    const body = doc.body;
    const setState = (s) => {
      body.dataset.state = s;
      if (opts.onState) opts.onState(s);
    };

    function el(tag, cls, text) {
      const e = doc.createElement(tag);
      if (cls) e.className = cls;
      if (text !== undefined) e.textContent = text;
      return e;
    }

    function add(li) {
      list.append(li);
      if (li.scrollIntoView) li.scrollIntoView({ block: 'end' });
      return li;
    }

    function previewList(call) {
      if (typeof call.preview === 'string' && call.preview) return el('p', 'preview', call.preview);
      const dl = el('dl');
      const src = call.preview && typeof call.preview === 'object' ? call.preview : call.arguments || {};
      for (const [k, v] of Object.entries(src)) {
        if (v === null || v === undefined || v === '') continue;
        dl.append(el('dt', '', PREVIEW_KEYS[k] ? t(PREVIEW_KEYS[k]) : k), el('dd', '', typeof v === 'string' ? v : JSON.stringify(v)));
      }
      return dl;
    }

    // addChips shows citations as chips; a click scrolls the page to the
    // quote and highlights it.
    function addChips(chips, cites, seen) {
      for (const c of cites) {
        const q = (c && c.quote) || '';
        if (!q || seen.has(q)) continue;
        seen.add(q);
        // A quote that is a quotation whole ("“What is the budget?”") is
        // shown in one pair of marks, not two (summary/quoted.go).
        const inner = q.length > 2 && /^[“"„«‘「『]/.test(q) && /[”"“»’」』]$/.test(q) ? q.slice(1, -1) : q;
        const chip = el('button', 'chip', '“' + (inner.length > 60 ? inner.slice(0, 57) + '…' : inner) + '”');
        chip.type = 'button';
        chip.title = q;
        chip.setAttribute('aria-label', t('citeLabel', q));
        chip.addEventListener('click', () => opts.onCite && opts.onCite(q));
        chips.append(chip);
      }
    }

    // summaryView is one streamed answer. The text is kept as Markdown and
    // re-rendered whole on each append (marked is fast at these sizes).
    function summaryView(container) {
      const box = el('div', 'summary markdown streaming');
      box.dataset.testid = 'summary';
      box.setAttribute('aria-live', 'polite');
      box.setAttribute('aria-busy', 'true');
      const progress = el('div', 'progress');
      progress.setAttribute('role', 'status');
      progress.hidden = true;
      const chips = el('div', 'chips');
      container.append(progress, box, chips);
      let md = '';
      let format = 'markdown';
      const seen = new Set();
      setState('streaming');
      const finish = () => {
        box.classList.remove('streaming');
        box.setAttribute('aria-busy', 'false');
        box.dataset.done = '1';
        progress.hidden = true;
      };
      return {
        append(text, fmt) {
          md += text;
          box.dataset.chunks = String(Number(box.dataset.chunks || 0) + 1);
          format = fmt || format;
          root.LaikaRender.setMarkdown(box, md, format);
          progress.hidden = true;
        },
        // progress: summary.poll's {phase, done, total} while a long page
        // is read in parts.
        progress(p) {
          // Only the reading of a page in parts is worth a line; once the
          // answer streams, the text itself is the progress.
          if (!p || !(p.total > 1) || md) {
            progress.hidden = true;
            return;
          }
          progress.hidden = false;
          progress.textContent = t('summaryProgress', [p.done || 0, p.total]);
          box.dataset.progress = (p.done || 0) + '/' + p.total;
        },
        citations(cites) {
          addChips(chips, cites, seen);
        },
        job(id) {
          box.dataset.job = id; // the host's summary job, for tests and bug reports
        },
        text: () => md,
        done(error) {
          finish();
          if (error) box.after(el('p', 'error', t('summaryFailed', typeof error === 'string' ? error : error.code || JSON.stringify(error))));
          setState('idle');
        },
        fail(code, message) {
          finish();
          box.after(el('p', 'error', t('summaryFailed', code + (message ? ' — ' + message : ''))));
        },
      };
    }

    // working shows "label… 12 s" until stop() is called; one at a time.
    let workingStop = null;
    function working(label) {
      if (workingStop) workingStop();
      const li = el('li', 'working');
      li.setAttribute('role', 'status');
      li.dataset.testid = 'working';
      const text = el('span', 'label', label);
      const secs = el('span', 'elapsed', '');
      li.append(el('span', 'spinner'), text, secs);
      add(li);
      const started = Date.now();
      const tick = () => {
        const s = Math.floor((Date.now() - started) / 1000);
        secs.textContent = s > 0 ? ' ' + t('elapsedSeconds', s) : '';
        li.dataset.elapsed = String(s);
      };
      tick();
      const timer = setInterval(tick, 1000);
      const stop = () => {
        clearInterval(timer);
        li.remove();
        if (workingStop === stop) workingStop = null;
      };
      workingStop = stop;
      return stop;
    }

    const ui = {
      // turn adds the person's goal to the thread.
      turn(goal) {
        const li = el('li', 'turn user');
        li.append(el('span', 'who visually-hidden', t('youSaid')), el('p', '', goal));
        return add(li);
      },
      planning() {
        setState('planning');
        return working(t('planning'));
      },
      working,
      step(n, reply) {
        const li = el('li', 'step');
        li.dataset.step = String(n);
        li.append(el('div', 'step-title', t('stepN', n)));
        const md = (reply.assistant && reply.assistant.markdown) || '';
        // The summary is often the answer's first line: show it once.
        if (reply.summary && !md.trim().startsWith(reply.summary.trim())) {
          const s = el('div', 'summary-line markdown');
          root.LaikaRender.setMarkdown(s, reply.summary, reply.summaryFormat || 'plain');
          li.append(s);
        }
        if (md) {
          const a = el('div', 'assistant markdown');
          root.LaikaRender.setMarkdown(a, md, 'markdown');
          li.append(a);
        }
        if (reply.assistant && reply.assistant.citations && reply.assistant.citations.length) {
          const chips = el('div', 'chips');
          li.append(chips);
          addChips(chips, reply.assistant.citations, new Set());
        }
        setState('running');
        return add(li);
      },
      call(stepEl, call) {
        const box = el('div', 'call');
        box.dataset.call = call.id;
        box.dataset.name = call.name;
        const head = el('div');
        head.append(el('span', 'name', call.name), el('span', 'badge ' + call.decision, call.decision));
        box.append(head);
        if (call.reason) {
          const why = el('div', 'reason', root.LaikaApproval.reason(call.reason));
          why.dataset.reason = call.reason;
          why.title = call.reason;
          box.append(why);
        }
        stepEl.append(box);
        return {
          // ask shows the approval card. It is a dialog for screen
          // readers, announced when it appears; focus stays where the
          // person left it (Approve never takes it).
          ask() {
            const id = 'q' + ++seq;
            box.classList.add('approval');
            box.setAttribute('role', 'dialog');
            box.setAttribute('aria-modal', 'false');
            box.setAttribute('aria-labelledby', id);
            const q = el('div', 'question', t('approveQuestion'));
            q.id = id;
            const alert = el('div', 'visually-hidden');
            alert.setAttribute('role', 'alert');
            box.append(q, previewList(call), alert);
            const row = el('div', 'row');
            const yes = el('button', '', t('approve'));
            const no = el('button', 'deny', t('deny'));
            yes.type = no.type = 'button';
            yes.dataset.action = 'approve';
            no.dataset.action = 'deny';
            row.append(yes, no);
            box.append(row);
            // The step scrolled into view when it was added, before this
            // card grew under it: in a short panel Approve and Deny were
            // left below the fold.
            if (row.scrollIntoView) row.scrollIntoView({ block: 'nearest' });
            setState('approval');
            // Announce after the card is in the tree.
            setTimeout(() => (alert.textContent = t('approveAnnounce', call.preview && typeof call.preview === 'string' ? call.preview : call.name)), 50);
            return new Promise((resolve) => {
              const guard = root.LaikaApproval.approvalGuard(yes, opts.intent);
              const pick = (d) => {
                yes.disabled = no.disabled = true;
                box.classList.remove('approval');
                box.removeAttribute('role');
                box.dataset.answer = d;
                setState('running');
                resolve(d);
              };
              box.cancel = () => pick('deny');
              yes.addEventListener('click', (ev) => {
                const why = guard.refuse(ev);
                if (why) {
                  if (opts.onError) opts.onError(why);
                  return;
                }
                if (opts.onError) opts.onError('');
                pick('approve');
              });
              no.addEventListener('click', () => pick('deny'));
            });
          },
          summary() {
            return summaryView(box);
          },
          result(r) {
            const ok = r.status === 'ok';
            const b = el('div', 'result');
            b.dataset.status = ok ? 'ok' : r.status === 'denied' ? 'denied' : 'error';
            b.dataset.error = r.error || '';
            b.append(el('span', 'badge ' + b.dataset.status, ok ? t('resultDone') : r.status === 'denied' ? t('resultNotRun') : t('resultRefused', r.error || 'error')));
            if (ok && r.text) b.append(el('span', 'detail', ' ' + r.text)); // a host tool's result, as text
            if (!ok && r.message) b.append(el('span', 'detail', ' ' + r.message));
            else if (!ok && r.error && r.status === 'denied') b.append(el('span', 'detail', ' ' + (root.LaikaApproval.REASON_CODES.includes(r.error) ? t('blockedByPolicy') : r.error)));
            box.append(b);
            if (!ok && r.status !== 'denied') setState('refusal');
          },
        };
      },
      summary(stepEl) {
        return summaryView(stepEl);
      },
      notice(text) {
        return add(el('li', 'step notice', text));
      },
      // answer adds a standalone answer block (Summarize page) and returns
      // its element.
      answer(title) {
        const li = el('li', 'step answer');
        li.append(el('div', 'step-title', title));
        return add(li);
      },
      finished(reason) {
        if (workingStop) workingStop();
        body.dataset.run = 'finished';
        const done = reason === 'done' || reason === 'answered';
        const li = add(el('li', 'step done', done ? t('done') : stopSentence(reason)));
        li.dataset.stop = reason; // the code, for tests and the history
        if (body.dataset.state !== 'refusal') setState('idle');
        if (opts.onFinished) opts.onFinished(reason);
      },
      // pendingApprovals are the cards still waiting (Stop denies them).
      pendingApprovals() {
        return [...list.querySelectorAll('.approval')];
      },
    };
    return ui;
  }

  const stopSentence = (reason) => root.LaikaI18n.stopSentence(reason);

  root.LaikaThread = { create, stopSentence };
})(globalThis);
