// background.js: Laika's service worker (an event page on Firefox). It owns
// the native port to laika-host, proxies the UI's host requests, and runs
// tools — but only calls the host marked executable in a plan or approval
// reply it saw pass through here. It keeps nothing in globals that must
// outlive the worker: executable calls live in chrome.storage.session, and
// every listener is registered synchronously at top level so a restarted
// worker receives the event that woke it.
'use strict';

if (typeof importScripts === 'function') {
  importScripts('generated/secrets.js', 'lib/url.js', 'lib/native.js', 'lib/tabtools.js');
}

// The generated lists load first: content scripts read LaikaSecrets and
// LaikaPatterns (written from Go by genregistry) when they load.
const CONTENT_FILES = ['vendor/Readability.js', 'generated/secrets.js', 'generated/patterns.js', 'lib/url.js', 'content/heuristics.js', 'content/handles.js', 'content/formula.js', 'content/unseen.js', 'content/walk.js', 'content/ld.js', 'content/semantics.js', 'content/extract.js', 'content/signals.js', 'content/author.js', 'content/thread.js', 'content/accepted.js', 'content/product.js', 'content/article.js', 'content/listing.js', 'content/noscript.js', 'content/weights.js', 'content/cards.js', 'content/documents.js', 'content/observe.js', 'content/actions.js', 'content/main.js'];
// Where each tool runs comes from generated/registry.json (written by the
// host's genregistry from the Go tool registry); these are the fallback
// when it cannot be read.
const FALLBACK_RUNS = { 'browser.observe_dom': 'content', 'browser.get_selection_links': 'content', 'browser.click': 'content', 'browser.type': 'content', 'browser.select': 'content', 'browser.scroll': 'content', 'browser.open_tab': 'background', 'browser.navigate': 'background', 'browser.back': 'background', 'browser.forward': 'background', 'browser.refresh': 'background', search: 'background' };

let registryPromise = null;
function registry() {
  if (!registryPromise) {
    registryPromise = fetch(chrome.runtime.getURL('generated/registry.json'))
      .then((r) => r.json())
      .catch(() => null);
  }
  return registryPromise;
}

// runsIn returns "content", "background", "host" or "" (unknown tool).
async function runsIn(name) {
  const reg = await registry();
  if (reg && Array.isArray(reg.tools)) {
    const t = reg.tools.find((x) => x.name === name);
    return t ? t.runs : '';
  }
  return FALLBACK_RUNS[name] || '';
}

// EXECUTABLE_TTL_MS is how long an executable call may wait to be run.
const EXECUTABLE_TTL_MS = 10 * 60 * 1000;
const DEFAULT_SETTINGS = { mode: 'assist', backend: 'builtin', endpoint: '', model: '', searchEngine: 'duckduckgo', searchTemplate: '', originRules: [] };

// The connection is rebuilt by a new worker; its status is mirrored to
// storage.session so UI pages can read it without waking anything.
const host = new LaikaNative.HostConnection((status) => {
  chrome.storage.session.set({ hostStatus: { ...status, at: Date.now() } }).catch(() => {});
});

async function settings() {
  const { settings: s } = await chrome.storage.local.get('settings');
  return { ...DEFAULT_SETTINGS, ...(s || {}) };
}

// rememberExecutable records the calls a plan or approval reply marked
// executable. Only these may run, once each.
async function rememberExecutable(calls, runId) {
  const add = {};
  for (const c of calls || []) {
    if (c && c.executable === true && typeof c.id === 'string' && typeof c.name === 'string') {
      add[c.id] = { name: c.name, arguments: c.arguments || {}, runId: runId || '' };
    }
  }
  if (!Object.keys(add).length) return;
  const { executable = {} } = await chrome.storage.session.get('executable');
  const now = Date.now();
  for (const id of Object.keys(add)) add[id].at = now;
  const all = { ...executable, ...add };
  // Calls nobody ran (a closed panel, a stopped run) expire, so the map
  // stays small and an old approval cannot be replayed much later.
  for (const [id, c] of Object.entries(all)) if (!(now - (c.at || 0) < EXECUTABLE_TTL_MS)) delete all[id];
  await chrome.storage.session.set({ executable: all });
}

async function takeExecutable(callId) {
  const { executable = {} } = await chrome.storage.session.get('executable');
  const call = executable[callId];
  if (!call || !(Date.now() - (call.at || 0) < EXECUTABLE_TTL_MS)) return null;
  delete executable[callId];
  await chrome.storage.session.set({ executable });
  return call;
}

// hostRequest sends one host message for a UI page; cancelKey (optional,
// chosen by the page) lets a later laika.cancel stop it.
async function hostRequest(type, payload, cancelKey) {
  const reply = await host.request(type, payload, typeof cancelKey === 'string' && cancelKey ? cancelKey : undefined);
  if (type === 'plan') await rememberExecutable((reply.tool_calls || []).filter((c) => c.runs !== 'host'), reply.runId);
  if (type === 'approval') {
    // The reply carries the call as the host now sees it; executable is
    // true only for an approved ask.
    await rememberExecutable([reply.tool_call], payload.runId);
  }
  return reply;
}

// ensureContent puts Laika's content scripts into tabId's top frame
// unless they already answer there. Nothing is on any page before this:
// no manifest content_scripts. It runs when the panel opens for a tab,
// before every message to a page (a run needs it), and after a navigation
// while a run is active. Idempotent: a ping first, and main.js ignores a
// second injection into the same document.
async function ensureContent(tabId) {
  try {
    const r = await chrome.tabs.sendMessage(tabId, { type: 'laika.ping' }, { frameId: 0 });
    if (r && r.status === 'ok') return false;
  } catch {
    /* nothing there yet */
  }
  await chrome.scripting.executeScript({ target: { tabId, frameIds: [0] }, files: CONTENT_FILES });
  return true;
}

// sendToTab messages the top frame's content script, injecting it first.
async function sendToTab(tabId, msg) {
  await ensureContent(tabId);
  return chrome.tabs.sendMessage(tabId, msg, { frameId: 0 });
}

// SETTLE_MS: how long after a page action (a click, a submit) a navigation
// it causes is waited for, so the next observation reads the new page and
// not the old one as it unloads.
const SETTLE_MS = 600;

function settleAfterAction(tabId) {
  return new Promise((resolve) => {
    let loading = false;
    const finish = () => {
      chrome.tabs.onUpdated.removeListener(onUpdated);
      clearTimeout(timer);
      resolve();
    };
    const onUpdated = (id, info) => {
      if (id !== tabId) return;
      if (info.status === 'loading' && !loading) {
        loading = true;
        clearTimeout(timer);
        timer = setTimeout(finish, LaikaTabTools.LOAD_TIMEOUT_MS);
      } else if (info.status === 'complete' && loading) finish();
    };
    let timer = setTimeout(finish, SETTLE_MS);
    chrome.tabs.onUpdated.addListener(onUpdated);
  });
}

async function observe(tabId, options) {
  if (tabId == null || tabId < 0) return { status: 'error', error: 'no_active_tab', message: 'no tab to observe' };
  try {
    return await sendToTab(tabId, { type: 'laika.observe', options: options || {} });
  } catch (e) {
    return { status: 'error', error: 'no_context', message: unreadableWhy(String(e.message || e)) };
  }
}

// unreadableWhy says why a page took no content script. The browser's own
// pages refuse every extension: Firefox's PDF and JSON viewers ("Missing
// host permission for the tab"), chrome:// pages, the extension stores.
function unreadableWhy(err) {
  if (/host permission|cannot access|cannot be scripted|chrome:\/\/|about:|moz-extension|chrome-extension/i.test(err)) {
    return 'cannot read this page: the browser shows it itself (its PDF or JSON viewer, a settings or store page), and no extension may read those (' + err + ')';
  }
  return 'cannot read this page: ' + err;
}

// runTool executes an executable call by id. The name and arguments come
// from what the host sent, never from the UI's message.
async function runTool(callId, tabId, binding) {
  const call = await takeExecutable(callId);
  if (!call) return { callId, status: 'error', error: 'not_allowed', message: 'the host did not allow call ' + callId };
  let res;
  try {
    const runs = await runsIn(call.name);
    if (call.name === 'browser.observe_dom') res = await observe(tabId, call.arguments);
    else if (runs === 'content') {
      res = await sendToTab(tabId, { type: 'laika.act', name: call.name, arguments: call.arguments, ...(binding || {}) });
      if (res && res.status === 'ok' && call.name !== 'browser.get_selection_links') await settleAfterAction(tabId);
    } else if (runs === 'background' && LaikaTabTools.NAMES.includes(call.name)) res = await LaikaTabTools.run(call.name, call.arguments, tabId, await settings());
    else res = { status: 'error', error: 'unsupported_tool', message: call.name + ' does not run in the extension' };
  } catch (e) {
    res = { status: 'error', error: 'no_context', message: String(e.message || e) };
  }
  // The result is also kept for the tab, for a panel that was closed and
  // reopened while the call ran: it reports it to the host.
  const key = 'results:' + tabId;
  const { [key]: results = {} } = await chrome.storage.session.get(key);
  results[callId] = { status: res.status, error: res.error };
  await chrome.storage.session.set({ [key]: results });
  return { callId, name: call.name, ...res };
}

// panelPath is the side panel page for one tab.
const panelPath = (tabId) => 'ui/sidecar.html?tabId=' + tabId;

// openSidecar opens the side panel for tab (the toolbar button and the
// Alt+Shift+L shortcut, both a user gesture). The panel is enabled per tab,
// so other tabs do not show it; its path carries the tab id. Where a side
// panel cannot open (no chrome.sidePanel, or it refuses), the toolbar
// popup opens instead, or a small window.
async function openSidecar(tab) {
  const sidebar = !chrome.sidePanel && globalThis.browser && browser.sidebarAction;
  if (sidebar) {
    // Firefox: the sidebar. open() must be called in the click's task
    // (user gesture), so neither call is awaited before both are made.
    const set = sidebar.setPanel({ tabId: tab.id, panel: panelPath(tab.id) });
    const open = sidebar.open();
    try {
      await set;
      await open;
      return { status: 'ok', open: true, sidebar: true };
    } catch {
      /* the popup below */
    }
  }
  if (chrome.sidePanel && chrome.sidePanel.open) {
    try {
      // Both calls are made in this task, so open() still has the gesture.
      const set = chrome.sidePanel.setOptions({ tabId: tab.id, path: panelPath(tab.id), enabled: true });
      const open = chrome.sidePanel.open({ tabId: tab.id });
      await set;
      await open;
      return { status: 'ok', open: true, sidePanel: true };
    } catch {
      /* the popup below */
    }
  }
  const popup = 'ui/sidecar.html?popup=1&tabId=' + tab.id;
  // openPopup() opens the action's popup, so one is set for this call only
  // and cleared again: a popup left set would swallow every later click
  // (action.onClicked stops firing), and the side panel would never be
  // tried again on this tab.
  await chrome.action.setPopup({ tabId: tab.id, popup });
  try {
    await chrome.action.openPopup();
  } catch {
    await chrome.windows.create({ url: popup, type: 'popup', width: 420, height: 720 });
  } finally {
    await chrome.action.setPopup({ tabId: tab.id, popup: '' }).catch(() => {});
  }
  return { status: 'ok', open: true, popup: true };
}
self.laikaOpenSidecar = openSidecar; // for tests driving the worker over CDP
self.laikaToggleSidecar = openSidecar; // the old name, for older tests

// panelOptions sets tabId's side panel up without opening it (tests open
// the page themselves; a gesture-less call cannot open the panel).
async function panelOptions(tabId) {
  if (!chrome.sidePanel && globalThis.browser && browser.sidebarAction) {
    await browser.sidebarAction.setPanel({ tabId, panel: panelPath(tabId) });
    return { enabled: true, path: panelPath(tabId) };
  }
  await chrome.sidePanel.setOptions({ tabId, path: panelPath(tabId), enabled: true });
  return chrome.sidePanel.getOptions({ tabId });
}
self.laikaPanelOptions = panelOptions;

// fromExtensionPage: privileged messages come only from our own pages, never
// from content scripts, which share a process with hostile pages.
function fromExtensionPage(sender) {
  if (sender.id !== chrome.runtime.id || typeof sender.url !== 'string') return false;
  return sender.url.startsWith(chrome.runtime.getURL(''));
}

async function handle(msg, sender) {
  switch (msg.type) {
    case 'laika.status': {
      let hello = null;
      try {
        hello = await host.connect();
      } catch {
        /* status says why */
      }
      return { status: 'ok', host: host.status, hello, extensionId: chrome.runtime.id };
    }
    case 'laika.restartHost':
      try {
        return { status: 'ok', hello: await host.restart() };
      } catch (e) {
        return { status: 'error', error: (e && e.code) || 'internal', message: (e && e.message) || String(e) };
      }
    case 'laika.host':
      try {
        return { status: 'ok', payload: await hostRequest(msg.hostType, msg.payload || {}, msg.cancelKey) };
      } catch (e) {
        return { status: 'error', error: (e && e.code) || 'internal', message: (e && e.message) || String(e) };
      }
    case 'laika.cancel':
      // Stop: the host request sent with this cancelKey (a plan waiting on
      // the model) is cancelled in the host, not only ignored here.
      return { status: 'ok', cancelled: host.cancel(String(msg.cancelKey || '')) };
    case 'laika.observe':
      return observe(msg.tabId, msg.options);
    case 'laika.tool':
      return runTool(msg.callId, msg.tabId, msg.binding);
    case 'laika.tabs':
      return { status: 'ok', tabs: await LaikaTabTools.listTabs(msg.tabId) };
    case 'laika.highlight':
      try {
        return await sendToTab(msg.tabId, { type: 'laika.highlight', quote: msg.quote });
      } catch (e) {
        return { status: 'error', error: 'no_context', message: String(e.message || e) };
      }
    case 'laika.panelOpened':
      // The person opened Laika for this tab: now the page may get code.
      try {
        await ensureContent(msg.tabId);
        return { status: 'ok' };
      } catch (e) {
        return { status: 'error', error: 'no_context', message: String(e.message || e) };
      }
    case 'laika.sidecar.close':
      // Disabling the tab's panel closes it; the button opens it again.
      if (chrome.sidePanel && msg.tabId >= 0) await chrome.sidePanel.setOptions({ tabId: msg.tabId, enabled: false }).catch(() => {});
      return { status: 'ok' };
    default:
      return { status: 'error', error: 'unknown_type', message: 'unknown message ' + msg.type };
  }
}

chrome.runtime.onMessage.addListener((msg, sender, reply) => {
  if (!msg || typeof msg.type !== 'string' || !msg.type.startsWith('laika.')) return false;
  if (!fromExtensionPage(sender)) return false;
  handle(msg, sender).then(reply, (e) => reply({ status: 'error', error: 'internal', message: String((e && e.message) || e) }));
  return true;
});

// A page that navigated while a run is active (a link the run clicked, a
// form it submitted) gets the content scripts back for the run's next step.
chrome.tabs.onUpdated.addListener((tabId, info) => {
  if (info.status !== 'complete') return;
  chrome.storage.session.get('run:' + tabId).then(({ ['run:' + tabId]: run }) => {
    if (run && run.status === 'running') return ensureContent(tabId);
  }).catch(() => {});
});

chrome.tabs.onRemoved.addListener((tabId) => {
  chrome.storage.session.remove(['run:' + tabId, 'results:' + tabId]).catch(() => {});
});

chrome.action.onClicked.addListener((tab) => {
  openSidecar(tab).catch(() => {});
});

// The panel shows only on tabs it was opened for.
function panelDefaults() {
  if (chrome.sidePanel && chrome.sidePanel.setOptions) chrome.sidePanel.setOptions({ enabled: false }).catch(() => {});
}
panelDefaults();

chrome.runtime.onInstalled.addListener(() => {
  host.connect().catch(() => {});
});
chrome.runtime.onStartup.addListener(() => {
  host.connect().catch(() => {});
});
