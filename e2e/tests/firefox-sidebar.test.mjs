// Firefox only (its sidebar_action has no Chromium counterpart; Chromium's
// side panel is covered by sidepanel.test.mjs): the toolbar button, pressed
// in the real browser window, opens Firefox's sidebar with the panel for
// that tab, and the panel in the sidebar works against the real host.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, serveFixtures, tabIdOf, BROWSERS, ARTIFACTS } from '../lib/harness.mjs';

const skip = BROWSERS.includes('firefox') ? false : 'LAIKA_E2E_BROWSERS leaves Firefox out';

test('[firefox] the toolbar button opens the sidebar with this tab\'s panel, which summarizes the page', { skip }, async () => {
  const site = await serveFixtures();
  const b = await launch({ browser: 'firefox' });
  try {
    const page = await b.context.newPage();
    await page.goto(site.url('article.html'));
    await page.bringToFront();
    const tabId = await tabIdOf(b, page);
    // The click as Firefox delivers it: browserAction.triggerAction runs
    // action.onClicked as user input, so sidebarAction.open() is allowed.
    const opened = JSON.parse(await b.chromeEval(`(async () => {
      const { ExtensionParent } = ChromeUtils.importESModule('resource://gre/modules/ExtensionParent.sys.mjs');
      const ext = WebExtensionPolicy.getByID('laika@laika.dev').extension;
      ExtensionParent.apiManager.global.browserActionFor(ext).triggerAction(window);
      const sc = window.SidebarController || window.SidebarUI;
      for (let i = 0; i < 150; i++) {
        await new Promise((r) => setTimeout(r, 100));
        const inner = sc.browser && sc.browser.contentDocument && sc.browser.contentDocument.getElementById('webext-panels-browser');
        if (sc.isOpen && inner && inner.currentURI && inner.currentURI.spec.includes('sidecar.html')) return JSON.stringify({ id: sc.currentID, url: inner.currentURI.spec });
      }
      return JSON.stringify({ open: sc.isOpen, id: sc.currentID });
    })()`));
    assert.equal(opened.id, 'laika_laika_dev-sidebar-action', JSON.stringify(opened));
    assert.ok(opened.url.endsWith('/ui/sidecar.html?tabId=' + tabId), opened.url);
    // Drive the panel inside the sidebar (an extension view of the add-on).
    const inSidebar = (fn) => b.worker.evaluate(`async () => {
      const [v] = browser.extension.getViews({ type: 'sidebar' });
      if (!v) return { error: 'no sidebar view' };
      return (${fn})(v.document);
    }`);
    for (let i = 0; ; i++) {
      const r = await inSidebar((d) => ({ ready: d.body.dataset.ready, title: d.getElementById('status-title') && d.getElementById('status-title').textContent }));
      if (r.ready === '1') {
        assert.equal(r.title, 'No model — using built-in mode');
        break;
      }
      if (i > 150) assert.fail('the sidebar panel never got ready: ' + JSON.stringify(r));
      await new Promise((res) => setTimeout(res, 100));
    }
    await inSidebar((d) => { d.getElementById('summarize').click(); return true; });
    let text = '';
    for (let i = 0; i < 600 && !text; i++) {
      text = await inSidebar((d) => { const s = d.querySelector('[data-testid=summary][data-done="1"]'); return s ? s.textContent : ''; });
      if (!text) await new Promise((res) => setTimeout(res, 100));
    }
    assert.match(text, /Orkney|tid/i, 'the summary streamed into the sidebar: ' + text.slice(0, 200));
    // The window as the user sees it: the tab and the sidebar beside it,
    // drawn from the browser window (BiDi screenshots cover tabs only).
    const png = await b.chromeEval(`(async () => {
      const sc = window.SidebarController || window.SidebarUI;
      const side = sc.browser.contentDocument.getElementById('webext-panels-browser');
      const tab = gBrowser.selectedBrowser;
      const [a, c] = await Promise.all([tab, side].map((x) => x.browsingContext.currentWindowGlobal.drawSnapshot(null, 1, 'white')));
      const cv = document.createElementNS('http://www.w3.org/1999/xhtml', 'canvas');
      cv.width = a.width + c.width + 1;
      cv.height = Math.max(a.height, c.height);
      const g = cv.getContext('2d');
      g.fillStyle = '#888';
      g.fillRect(0, 0, cv.width, cv.height);
      g.drawImage(a, 0, 0);
      g.drawImage(c, a.width + 1, 0);
      return cv.toDataURL('image/png').split(',')[1];
    })()`);
    mkdirSync(join(ARTIFACTS, 'firefox'), { recursive: true });
    writeFileSync(join(ARTIFACTS, 'firefox', '20-real-sidebar-summary.png'), Buffer.from(png, 'base64'));
  } finally {
    await b.close();
    await site.close();
  }
});
