// sidecar.js: the sidecar panel (an iframe in the page, or the toolbar
// popup). Shows connection state, the goal box, the run's steps, approval
// prompts and streamed summaries. Text from the page or the model is set
// with textContent, or through LaikaRender (marked + DOMPurify).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const { REASONS } = LaikaApproval;
  const params = new URLSearchParams(location.search);
  const isPopup = params.get('popup') === '1';
  let tabId = Number(params.get('tabId'));
  let current = null;

  // Friendly names for the host's preview fields; others show as-is.
  const PREVIEW_LABELS = { target: 'Target', label: 'Target', element: 'Target', url: 'URL', text: 'Text to type', value: 'Value', query: 'Search for', data: 'Data that leaves', egress: 'Data that leaves', origin: 'Site', summary: 'What', action: 'What' };

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }

  function showStatus(kind, title, detail, command) {
    const s = $('status');
    s.hidden = false;
    s.className = 'status ' + kind;
    $('status-title').textContent = title;
    $('status-detail').textContent = detail || '';
    const c = $('status-command');
    c.hidden = !command;
    c.textContent = command || '';
    document.body.dataset.state = kind === 'bad' ? 'error' : document.body.dataset.state;
  }

  function browserName() {
    const brands = (navigator.userAgentData && navigator.userAgentData.brands) || [];
    const names = brands.map((b) => b.brand.toLowerCase()).join(' ');
    if (/edge/.test(names)) return 'edge';
    if (/brave/.test(names)) return 'brave';
    if (/google chrome/.test(names)) return 'chrome';
    if (/chromium/.test(names)) return 'chromium';
    if (/firefox/i.test(navigator.userAgent)) return 'firefox';
    return 'chrome';
  }

  async function refreshStatus() {
    const r = await LaikaBG.once({ type: 'laika.status' });
    const id = (r && r.extensionId) || chrome.runtime.id;
    if (r.status !== 'ok') {
      showStatus('bad', 'Laika is not responding', r.message || r.error);
      document.body.dataset.host = 'error';
      return;
    }
    const st = r.host || {};
    document.body.dataset.host = st.state || 'unknown';
    if (st.state === 'host_missing' || st.code === 'host_not_installed') {
      const browser = browserName();
      const idArg = browser === 'firefox' ? 'laika@laika.dev' : id;
      showStatus('bad', 'Laika host not installed', 'The extension needs the laika-host program on this computer. Install it, then run:', 'laika-host install --browser ' + browser + ' --extension-id ' + idArg);
      return;
    }
    if (st.state !== 'connected' || !r.hello) {
      showStatus('bad', 'Cannot reach laika-host', (st.code ? st.code + ': ' : '') + (st.message || 'the native host did not answer'));
      return;
    }
    const reg = await fetch(chrome.runtime.getURL('generated/registry.json')).then((x) => x.json()).catch(() => null);
    if (reg && reg.protocolVersion !== r.hello.protocolVersion) {
      showStatus('bad', 'Laika host and extension do not match', 'The host speaks protocol ' + r.hello.protocolVersion + ', this extension ' + reg.protocolVersion + '. Update both to the same release.');
      return;
    }
    const m = r.hello.model || {};
    if (m.backend === 'builtin' || !m.backend) {
      showStatus('warn', 'No model — using built-in mode', m.detail || 'Summaries and plans come from simple built-in rules until a local model is configured.');
    } else if (!m.reachable) {
      showStatus('warn', 'Model not reachable — using built-in mode', (m.code ? m.code + ': ' : '') + (m.detail || m.backend));
    } else {
      $('status').hidden = true;
    }
    document.body.dataset.model = m.backend || 'builtin';
  }

  function setError(msg) {
    const e = $('error');
    e.hidden = !msg;
    e.textContent = msg || '';
    if (msg) document.body.dataset.state = 'error';
  }

  // previewList shows what an "ask" call will do, from the host's preview
  // (falling back to the call's arguments).
  function previewList(call) {
    if (typeof call.preview === 'string' && call.preview) return el('p', 'preview', call.preview);
    const dl = el('dl');
    const src = call.preview && typeof call.preview === 'object' ? call.preview : call.arguments || {};
    for (const [k, v] of Object.entries(src)) {
      if (v === null || v === undefined || v === '') continue;
      dl.append(el('dt', '', PREVIEW_LABELS[k] || k), el('dd', '', typeof v === 'string' ? v : JSON.stringify(v)));
    }
    return dl;
  }

  // addChips shows citations as chips; a click scrolls the page to the
  // quote and highlights it.
  function addChips(chips, list, seen) {
    for (const c of list) {
      const q = (c && c.quote) || '';
      if (!q || seen.has(q)) continue;
      seen.add(q);
      const chip = el('button', 'chip', '“' + (q.length > 60 ? q.slice(0, 57) + '…' : q) + '”');
      chip.type = 'button';
      chip.title = q;
      chip.addEventListener('click', () => LaikaBG.send({ type: 'laika.highlight', tabId, quote: q }));
      chips.append(chip);
    }
  }

  function summaryView(container) {
    const box = el('div', 'summary markdown streaming');
    box.dataset.testid = 'summary';
    const chips = el('div', 'chips');
    container.append(box, chips);
    let md = '';
    let format = 'markdown';
    const seen = new Set();
    document.body.dataset.state = 'streaming';
    return {
      append(text, fmt) {
        md += text;
        box.dataset.chunks = String(Number(box.dataset.chunks || 0) + 1);
        format = fmt || format;
        LaikaRender.setMarkdown(box, md, format);
      },
      citations(list) {
        addChips(chips, list, seen);
      },
      done(error) {
        box.classList.remove('streaming');
        box.dataset.done = '1';
        if (error) box.after(el('p', 'error', 'Summary failed: ' + (typeof error === 'string' ? error : error.code || JSON.stringify(error))));
        document.body.dataset.state = 'idle';
      },
      fail(code, message) {
        box.classList.remove('streaming');
        box.dataset.done = '1';
        box.after(el('p', 'error', 'Summary failed: ' + code + (message ? ' — ' + message : '')));
      },
    };
  }

  // ui is what run.js drives.
  const ui = {
    step(n, reply) {
      const li = el('li', 'step');
      li.dataset.step = String(n);
      li.append(el('div', 'step-title', 'Step ' + n));
      const md = (reply.assistant && reply.assistant.markdown) || '';
      // The summary is often the answer's first line: show it once.
      if (reply.summary && !md.trim().startsWith(reply.summary.trim())) {
        const s = el('div', 'summary markdown');
        LaikaRender.setMarkdown(s, reply.summary, reply.summaryFormat || 'plain');
        li.append(s);
      }
      if (md) {
        const a = el('div', 'assistant markdown');
        LaikaRender.setMarkdown(a, md, 'markdown');
        li.append(a);
      }
      if (reply.assistant && reply.assistant.citations && reply.assistant.citations.length) {
        const chips = el('div', 'chips');
        li.append(chips);
        addChips(chips, reply.assistant.citations, new Set());
      }
      $('steps').append(li);
      li.scrollIntoView({ block: 'end' });
      return li;
    },
    call(stepEl, call) {
      const box = el('div', 'call');
      box.dataset.call = call.id;
      box.dataset.name = call.name;
      const head = el('div');
      head.append(el('span', 'name', call.name), el('span', 'badge ' + call.decision, call.decision));
      box.append(head);
      if (call.reason) {
        const why = el('div', 'reason', REASONS[call.reason] || call.reason);
        why.dataset.reason = call.reason;
        why.title = call.reason;
        box.append(why);
      }
      stepEl.append(box);
      return {
        ask() {
          box.classList.add('approval');
          box.append(el('div', 'question', 'Laika wants to do this. Allow it?'), previewList(call));
          const row = el('div', 'row');
          const yes = el('button', '', 'Approve');
          const no = el('button', 'deny', 'Deny');
          yes.type = no.type = 'button';
          yes.dataset.action = 'approve';
          no.dataset.action = 'deny';
          row.append(yes, no);
          box.append(row);
          document.body.dataset.state = 'approval';
          yes.focus();
          return new Promise((resolve) => {
            const pick = (d) => {
              yes.disabled = no.disabled = true;
              box.classList.remove('approval');
              document.body.dataset.state = 'running';
              resolve(d);
            };
            const guard = LaikaApproval.approvalGuard(yes, isPopup);
            yes.addEventListener('click', () => {
              const why = guard.refuse();
              if (why) {
                setError(why);
                return;
              }
              guard.stop();
              setError('');
              pick('approve');
            });
            no.addEventListener('click', () => {
              guard.stop();
              pick('deny');
            });
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
          b.append(el('span', 'badge ' + b.dataset.status, ok ? 'done' : r.status === 'denied' ? 'not run' : 'refused: ' + (r.error || 'error')));
          if (ok && r.text) b.append(el('span', 'detail', ' ' + r.text)); // a host tool's result, as text
          if (!ok && r.message) b.append(el('span', 'detail', ' ' + r.message));
          else if (!ok && r.error && r.status === 'denied') b.append(el('span', 'detail', ' ' + (REASONS[r.error] ? 'blocked by policy' : r.error)));
          box.append(b);
          if (!ok && r.status !== 'denied') document.body.dataset.state = 'refusal';
        },
      };
    },
    summary(stepEl) {
      return summaryView(stepEl);
    },
    notice(text) {
      const n = el('li', 'step notice', text);
      $('steps').append(n);
    },
    finished(reason) {
      document.body.dataset.run = 'finished';
      $('stop').hidden = true;
      $('run').disabled = $('summarize').disabled = false;
      const n = el('li', 'step done', reason === 'done' || reason === 'answered' ? 'Done.' : 'Stopped: ' + reason);
      $('steps').append(n);
      if (document.body.dataset.state !== 'refusal') document.body.dataset.state = 'idle';
    },
  };

  async function mode() {
    const { settings } = await chrome.storage.local.get('settings');
    return (settings && settings.mode) || 'assist';
  }

  // policySettings maps the options page's per-site rules to the plan
  // request's settings: allow = autodrive there, deny = blocked.
  async function policySettings() {
    const { settings = {} } = await chrome.storage.local.get('settings');
    const rules = settings.originRules || [];
    const out = {};
    const allow = rules.filter((r) => r.rule === 'allow').map((r) => r.origin);
    const deny = rules.filter((r) => r.rule === 'deny').map((r) => r.origin);
    if (allow.length) out.autodriveOrigins = allow;
    if (deny.length) out.blockedOrigins = deny;
    if (settings.searchEngine) out.searchEngine = settings.searchEngine;
    return Object.keys(out).length ? out : null;
  }

  async function start(goal) {
    setError('');
    $('steps').textContent = '';
    document.body.dataset.run = 'running';
    document.body.dataset.state = 'running';
    $('run').disabled = $('summarize').disabled = true;
    $('stop').hidden = false;
    current = new LaikaRun.Run({ tabId, goal, mode: await mode(), settings: await policySettings(), ui });
    try {
      await current.start();
    } catch (e) {
      setError((e && e.code ? e.code + ': ' : '') + ((e && e.message) || String(e)));
      ui.finished('error');
      refreshStatus();
    }
  }

  async function resume(saved) {
    document.body.dataset.run = 'running';
    document.body.dataset.state = 'running';
    $('run').disabled = $('summarize').disabled = true;
    $('stop').hidden = false;
    current = new LaikaRun.Run({ tabId, goal: saved.goal, mode: saved.mode, settings: saved.settings, ui });
    try {
      await current.start(saved);
    } catch (e) {
      setError((e && e.code ? e.code + ': ' : '') + ((e && e.message) || String(e)));
      ui.finished('error');
    }
  }

  // summarizeOnly streams a summary of the page without planning.
  async function summarizeOnly() {
    setError('');
    $('steps').textContent = '';
    $('run').disabled = $('summarize').disabled = true;
    const run = new LaikaRun.Run({ tabId, goal: $('goal').value.trim() || 'Summarize this page', ui });
    current = run;
    try {
      const observation = await run.observe();
      const li = el('li', 'step');
      li.append(el('div', 'step-title', 'Summary'));
      $('steps').append(li);
      const fake = { result() {}, summary: () => summaryView(li) };
      await run.summarize(fake, observation);
    } catch (e) {
      setError((e && e.code ? e.code + ': ' : '') + ((e && e.message) || String(e)));
    }
    $('run').disabled = $('summarize').disabled = false;
  }

  $('goal-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    const g = $('goal').value.trim();
    if (g) start(g);
  });
  $('summarize').addEventListener('click', summarizeOnly);
  $('stop').addEventListener('click', () => {
    if (current) current.stop();
    ui.finished('stopped by you');
  });
  $('options').addEventListener('click', () => chrome.runtime.openOptionsPage());
  $('close').addEventListener('click', () => {
    if (isPopup) window.close();
    else LaikaBG.send({ type: 'laika.sidecar.close', tabId });
  });

  // isGenuine checks that this panel is the one Laika put into its own tab:
  // sidecar.html is web-accessible, so any page could frame it, with any
  // tabId, to drive or resume a run or to stage a clickjack.
  async function isGenuine() {
    if (isPopup) return window.top === window; // a real popup is never framed
    const me = await chrome.tabs.getCurrent();
    const { sidecarOpen = {} } = await chrome.storage.session.get('sidecarOpen');
    return !!me && me.id === tabId && !!sidecarOpen[tabId] && window.parent === window.top;
  }

  (async () => {
    if (!(await isGenuine())) {
      document.body.textContent = 'Laika did not open this panel here.';
      document.body.dataset.refused = '1';
      return;
    }
    if (!(tabId >= 0)) {
      const [t] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      tabId = t ? t.id : -1;
    }
    $('mode').textContent = await mode();
    document.body.dataset.state = 'idle';
    await refreshStatus();
    document.body.dataset.ready = '1';
    // A run that was going when the page navigated continues here.
    const key = 'run:' + tabId;
    const { [key]: saved } = await chrome.storage.session.get(key);
    if (saved && saved.status === 'running' && !isPopup) {
      $('goal').value = saved.goal;
      resume(saved);
    }
  })();
})();
