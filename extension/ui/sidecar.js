// sidecar.js: the panel page, shown in the browser's side panel for one
// tab (chrome.sidePanel per-tab options put ?tabId=N in its path) or, where
// a side panel cannot open, in the toolbar popup (?popup=1). It wires the
// goal box, the conversation thread (thread.js), the history and model
// panes and the keyboard, and shows the connection state. The panel is not
// web-accessible: no page can load or frame it.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const { t, localize } = LaikaI18n;
  const params = new URLSearchParams(location.search);
  const isPopup = params.get('popup') === '1';
  let tabId = Number(params.get('tabId'));
  let current = null;
  let hello = null;

  localize(document);
  // In Firefox's sidebar, Firefox draws its own header above the panel: the
  // add-on's title and a close button. The panel's own title and close
  // would repeat them and push its tools onto a second row of a narrow
  // sidebar, so sidecar.css hides them there.
  // (sidebarAction is Firefox's alone; Chromium, which has a browser global
  // too, refuses the 'sidebar' view type.)
  if (!isPopup && globalThis.browser && browser.sidebarAction && browser.extension.getViews({ type: 'sidebar' }).includes(window)) {
    document.documentElement.dataset.surface = 'sidebar';
  }
  $('steps').dataset.empty = t('threadEmpty');
  const intent = new LaikaKeys.FocusIntent(document);

  function showStatus(kind, title, detail, command) {
    const s = $('status');
    s.hidden = false;
    s.className = 'status ' + kind;
    // The detail stays one hover away when the notice shrinks (sidecar.css).
    s.title = detail || '';
    $('status-title').textContent = title;
    $('status-detail').textContent = detail || '';
    const c = $('status-command');
    c.hidden = !command;
    // One box per word: a narrow panel wraps the command between its
    // words, never after a hyphen ("-- / extension-id"); copying still
    // gives the command with its spaces.
    c.replaceChildren();
    (command || '').split(' ').forEach((w, i) => {
      if (i) c.append(' ');
      const span = document.createElement('span');
      span.textContent = w;
      c.append(span);
    });
    if (kind === 'bad') document.body.dataset.state = 'error';
  }

  function setError(msg) {
    const e = $('error');
    e.hidden = !msg;
    e.textContent = msg || '';
    if (msg) document.body.dataset.state = 'error';
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
      showStatus('bad', t('statusNotResponding'), r.message || r.error);
      document.body.dataset.host = 'error';
      return;
    }
    const st = r.host || {};
    hello = r.hello;
    document.body.dataset.host = st.state || 'unknown';
    if (st.state === 'host_missing' || st.code === 'host_not_installed') {
      const browser = browserName();
      const idArg = browser === 'firefox' ? 'laika@laika.dev' : id;
      showStatus('bad', t('statusHostMissing'), t('statusHostMissingDetail'), 'laika-host install --browser ' + browser + ' --extension-id ' + idArg);
      return;
    }
    if (st.state !== 'connected' || !r.hello) {
      showStatus('bad', t('statusUnreachable'), (st.code ? st.code + ': ' : '') + (st.message || t('statusNoAnswer')));
      return;
    }
    const reg = await fetch(chrome.runtime.getURL('generated/registry.json')).then((x) => x.json()).catch(() => null);
    if (reg && reg.protocolVersion !== r.hello.protocolVersion) {
      showStatus('bad', t('statusMismatch'), t('statusMismatchDetail', [r.hello.protocolVersion, reg.protocolVersion]));
      return;
    }
    const m = r.hello.model || {};
    if (m.backend === 'builtin' || !m.backend) {
      showStatus('warn', t('statusBuiltin'), m.detail || t('statusBuiltinDetail'));
    } else if (!m.reachable) {
      showStatus('warn', t('statusModelUnreachable'), (m.code ? m.code + ': ' : '') + (m.detail || m.backend));
    } else {
      $('status').hidden = true;
    }
    document.body.dataset.model = m.backend || 'builtin';
    $('model').textContent = m.backend && m.backend !== 'builtin' ? m.model || m.backend : t('modelBuiltinShort');
  }

  // Answers get Copy and Export buttons (the Markdown as shown).
  function answerActions(container, getText, title) {
    const row = document.createElement('div');
    row.className = 'actions';
    const copy = document.createElement('button');
    copy.type = 'button';
    copy.className = 'secondary small';
    copy.textContent = t('copy');
    copy.dataset.action = 'copy';
    copy.addEventListener('click', async () => {
      try {
        await navigator.clipboard.writeText(getText());
        copy.textContent = t('copied');
      } catch {
        copy.textContent = t('copyFailed');
      }
    });
    const exp = document.createElement('button');
    exp.type = 'button';
    exp.className = 'secondary small';
    exp.textContent = t('exportMarkdown');
    exp.dataset.action = 'export';
    exp.addEventListener('click', () => LaikaHistory.download(LaikaHistory.fileName(title), '# ' + title + '\n\n' + getText() + '\n'));
    row.append(copy, exp);
    container.append(row);
  }

  const ui = LaikaThread.create(document, {
    list: $('steps'),
    intent,
    onError: setError,
    onCite: (quote) => LaikaBG.send({ type: 'laika.highlight', tabId, quote }),
    onFinished: () => finishRun(),
  });
  // A streamed answer gets its Copy/Export row when it is complete.
  const baseSummary = ui.summary;
  const wrapSummary = (sv, container, title) => {
    const done = sv.done;
    sv.done = (e) => {
      done(e);
      if (!e && sv.text()) answerActions(container, sv.text, title);
    };
    return sv;
  };
  ui.summary = (stepEl) => wrapSummary(baseSummary(stepEl), stepEl, current ? current.goal : t('summaryTitle'));
  ui.busy = (name) => ui.working(t('runningCall', name));

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

  function busyUI(on) {
    document.body.dataset.run = on ? 'running' : 'finished';
    $('run').disabled = $('summarize').disabled = on;
    $('stop').hidden = !on;
  }

  // finishRun: in temporary mode the run's records are deleted as soon as
  // it ends; only the audit trail keeps a line that it happened.
  async function finishRun() {
    busyUI(false);
    const run = current;
    if (run && run.runId && $('temporary').checked) {
      try {
        await LaikaBG.host('history.delete', { runId: run.runId });
        document.body.dataset.forgot = run.runId;
      } catch (e) {
        // not_found: the host forgot the finished temporary run itself.
        if (e.code === 'not_found') document.body.dataset.forgot = run.runId;
        else setError(t('temporaryFailed', e.code || String(e)));
      }
    }
  }

  async function start(goal) {
    setError('');
    busyUI(true);
    document.body.dataset.state = 'running';
    ui.turn(goal);
    current = new LaikaRun.Run({ tabId, goal, mode: await mode(), settings: await policySettings(), ui, conversationId: await LaikaRun.currentConversation(tabId), temporary: $('temporary').checked });
    try {
      await current.start();
    } catch (e) {
      setError((e && e.code ? e.code + ': ' : '') + ((e && e.message) || String(e)));
      ui.finished('error');
      refreshStatus();
    }
  }

  async function resume(saved) {
    busyUI(true);
    document.body.dataset.state = 'running';
    ui.turn(saved.goal);
    current = new LaikaRun.Run({ tabId, goal: saved.goal, mode: saved.mode, settings: saved.settings, ui, temporary: saved.temporary });
    try {
      await current.start(saved);
    } catch (e) {
      setError((e && e.code ? e.code + ': ' : '') + ((e && e.message) || String(e)));
      ui.finished('error');
    }
  }

  // summarizeOnly streams a summary of the page without planning; Stop
  // cancels the host's job.
  async function summarizeOnly() {
    setError('');
    busyUI(true);
    const goal = $('goal').value.trim() || t('summarizeGoal');
    ui.turn(t('summarize'));
    const run = new LaikaRun.Run({ tabId, goal, ui, temporary: $('temporary').checked });
    run.summaryOnly = true;
    current = run;
    try {
      const observation = await run.busy(() => ui.working(t('readingPage')), () => run.observe());
      const li = ui.answer(t('summaryTitle'));
      const r = await run.summarize({ summary: () => wrapSummary(baseSummary(li), li, t('summaryTitle')) }, observation);
      if (run.stopped) ui.notice(t('stoppedByYou'));
      else if (r.status !== 'ok' && r.error) document.body.dataset.state = 'error';
    } catch (e) {
      setError((e && e.code ? e.code + ': ' : '') + ((e && e.message) || String(e)));
    }
    busyUI(false);
    if (document.body.dataset.state !== 'error') document.body.dataset.state = 'idle';
  }

  function stop() {
    if (!current || current.stopped || document.body.dataset.run !== 'running') return;
    current.stop();
    for (const card of ui.pendingApprovals()) if (card.cancel) card.cancel();
    if (!current.summaryOnly) ui.finished('stopped_by_user'); // _locales stop_stopped_by_user
  }

  function send() {
    const g = $('goal').value.trim();
    if (!g || document.body.dataset.run === 'running') return;
    $('goal').value = '';
    start(g);
  }

  $('goal-form').addEventListener('submit', (ev) => {
    ev.preventDefault();
    send();
  });
  $('goal').addEventListener('keydown', (ev) => {
    const what = LaikaKeys.goalKey(ev);
    if (what === 'send') {
      ev.preventDefault();
      send();
    } else if (what === 'stop') {
      ev.preventDefault();
      stop();
    }
  });
  document.addEventListener('keydown', (ev) => {
    if (LaikaKeys.panelKey(ev) !== 'stop') return;
    if (!$('models-pane').hidden || !$('history-pane').hidden) {
      $('models-pane').hidden = $('history-pane').hidden = true;
      return;
    }
    stop();
  });
  $('summarize').addEventListener('click', summarizeOnly);
  $('stop').addEventListener('click', stop);
  $('options').addEventListener('click', () => chrome.runtime.openOptionsPage());
  // New chat: the next goal starts a new conversation and the thread is
  // cleared (what was said stays in history).
  $('new-chat').addEventListener('click', async () => {
    if (document.body.dataset.run === 'running') return;
    await LaikaRun.newConversation(tabId);
    $('steps').textContent = '';
    setError('');
    document.body.dataset.conversation = '';
    $('goal').focus();
  });
  $('close').addEventListener('click', () => {
    if (!isPopup) LaikaBG.send({ type: 'laika.sidecar.close', tabId });
    // Firefox's sidebar ignores window.close(); sidebarAction.close() needs
    // this click's user gesture, so it is called here, not in the background.
    if (!isPopup && globalThis.browser && browser.sidebarAction) browser.sidebarAction.close().catch(() => {});
    window.close();
  });
  chrome.storage.local.get('temporary').then(({ temporary }) => ($('temporary').checked = !!temporary));
  $('temporary').addEventListener('change', () => chrome.storage.local.set({ temporary: $('temporary').checked }));

  // One pane at a time: history, the model picker and research's pane
  // (research.js toggles its own) each take the top of the panel, and two
  // at once pushed the thread and the composer out of view. Whichever
  // opens last stays; the others close.
  const PANES = { 'history-pane': 'history', 'models-pane': 'model', 'research-pane': 'research' };
  function onlyPane(open) {
    for (const [id, button] of Object.entries(PANES)) {
      const pane = $(id);
      if (id === open || !pane || pane.hidden) continue;
      pane.hidden = true;
      if ($(button)) $(button).setAttribute('aria-expanded', 'false');
      if (id === 'research-pane') document.body.dataset.research = 'closed';
    }
  }
  new MutationObserver((records) => {
    for (const r of records) if (r.target.id in PANES && !r.target.hidden) onlyPane(r.target.id);
  }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['hidden'] });

  // A tool button another script puts into the header (research.js adds
  // its own) joins the icon group, before History, so the group wraps as
  // one on a narrow panel.
  const tools = document.querySelector('header .tools');
  const adopt = () => {
    for (const b of [...document.querySelectorAll('header > button.icon')]) tools.insertBefore(b, $('history'));
  };
  new MutationObserver(adopt).observe(document.querySelector('header'), { childList: true });
  adopt();

  LaikaHistory.wire({
    $,
    ui,
    setError,
    onOpen: () => onlyPane('history-pane'),
    // Reopening a conversation makes the next goal a follow-up of it.
    onConversation: async (id) => {
      await chrome.storage.session.set({ ['conv:' + tabId]: id });
      document.body.dataset.conversation = id;
    },
  });
  LaikaModels.wire({ $, setError, hello: () => hello, onChange: refreshStatus, onOpen: () => onlyPane('models-pane') });

  (async () => {
    if (!(tabId >= 0)) {
      const [tb] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
      tabId = tb ? tb.id : -1;
    }
    document.body.dataset.tab = String(tabId);
    $('mode').textContent = t('mode_' + (await mode()));
    document.body.dataset.state = 'idle';
    // The page gets Laika's content scripts now that the person opened
    // Laika for it (nothing runs on pages before that).
    LaikaBG.send({ type: 'laika.panelOpened', tabId });
    await refreshStatus();
    document.body.dataset.ready = '1';
    // A run that was going when this panel closed continues here.
    const key = 'run:' + tabId;
    const { [key]: saved } = await chrome.storage.session.get(key);
    if (saved && saved.status === 'running' && !isPopup) resume(saved);
  })();
})();
