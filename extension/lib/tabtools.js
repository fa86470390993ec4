// tabtools.js: the tab tools the background runs (browser.open_tab,
// navigate, back, forward, refresh, search) and the tab list the planner
// sees. Every URL goes through LaikaURL.sanitizeURL first. Defines
// globalThis.LaikaTabTools.
(function (root) {
  'use strict';
  const { sanitizeURL, buildSearchURL, originOf } = root.LaikaURL;

  const LOAD_TIMEOUT_MS = 15000;
  const MAX_TITLE_CHARS = 120;

  function err(code, message) {
    return { status: 'error', error: code, message };
  }

  // waitForLoad resolves when tabId finishes loading (or after a timeout:
  // a slow page is still a page the host can observe).
  function waitForLoad(tabId) {
    return new Promise((resolve) => {
      let done = false;
      const finish = () => {
        if (done) return;
        done = true;
        chrome.tabs.onUpdated.removeListener(onUpdated);
        clearTimeout(timer);
        resolve();
      };
      const onUpdated = (id, info) => {
        if (id === tabId && info.status === 'complete') finish();
      };
      const timer = setTimeout(finish, LOAD_TIMEOUT_MS);
      chrome.tabs.onUpdated.addListener(onUpdated);
    });
  }

  async function withLoad(tabId, fn, failCode) {
    try {
      const loaded = waitForLoad(tabId);
      await fn();
      await loaded;
      return { status: 'ok' };
    } catch (e) {
      return err(failCode, String((e && e.message) || e));
    }
  }

  // run executes tool name on tabId; settings carries the search engine.
  async function run(name, args, tabId, settings) {
    args = args || {};
    if (name !== 'browser.open_tab' && name !== 'search' && (tabId == null || tabId < 0)) return err('no_target_tab', 'no tab to act on');
    switch (name) {
      case 'browser.open_tab': {
        const u = sanitizeURL(args.url);
        if (!u.ok) return err(u.error, u.message);
        try {
          const t = await chrome.tabs.create({ url: u.url, active: true, openerTabId: tabId >= 0 ? tabId : undefined });
          await waitForLoad(t.id);
          return { status: 'ok', tabId: t.id };
        } catch (e) {
          return err('open_tab_failed', String(e.message || e));
        }
      }
      case 'browser.navigate': {
        const u = sanitizeURL(args.url);
        if (!u.ok) return err(u.error, u.message);
        return withLoad(tabId, () => chrome.tabs.update(tabId, { url: u.url }), 'navigate_failed');
      }
      case 'browser.back':
        return withLoad(tabId, () => chrome.tabs.goBack(tabId), 'back_failed');
      case 'browser.forward':
        return withLoad(tabId, () => chrome.tabs.goForward(tabId), 'forward_failed');
      case 'browser.refresh':
        return withLoad(tabId, () => chrome.tabs.reload(tabId), 'refresh_failed');
      case 'search': {
        const s = buildSearchURL(args.query, args.engine || settings.searchEngine || '', settings.searchTemplate || '');
        if (!s.ok) return err(s.error, s.message);
        try {
          if (args.newTab === false && tabId >= 0) {
            const r = await withLoad(tabId, () => chrome.tabs.update(tabId, { url: s.url }), 'search_failed');
            return r;
          }
          const t = await chrome.tabs.create({ url: s.url, active: true, openerTabId: tabId >= 0 ? tabId : undefined });
          await waitForLoad(t.id);
          return { status: 'ok', tabId: t.id };
        } catch (e) {
          return err('search_failed', String(e.message || e));
        }
      }
      default:
        return err('unsupported_tool', 'the background does not run ' + name);
    }
  }

  // listTabs returns the tabs of tabId's window as title and origin only:
  // context for planning, never paths, queries or contents.
  async function listTabs(tabId) {
    try {
      let windowId;
      if (tabId >= 0) windowId = (await chrome.tabs.get(tabId)).windowId;
      const tabs = await chrome.tabs.query(windowId !== undefined ? { windowId } : { currentWindow: true });
      // The host's Tab has a url field; we put only the origin in it.
      return tabs.map((t) => {
        const x = { title: (t.title || '').slice(0, MAX_TITLE_CHARS), url: originOf(t.url || '') };
        if (t.active) x.active = true;
        return x;
      });
    } catch {
      return [];
    }
  }

  const NAMES = ['browser.open_tab', 'browser.navigate', 'browser.back', 'browser.forward', 'browser.refresh', 'search'];
  root.LaikaTabTools = { run, listTabs, waitForLoad, NAMES, LOAD_TIMEOUT_MS };
})(globalThis);
