// A collection capture in every browser of BROWSERS (research.test.mjs has
// the whole research workflow, in Chromium): the person selects a thread's
// links, confirms them in the Research pane, and the real host fetches and
// keeps each one in the collection.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, shoot, tabIdOf, hostHello, BROWSERS, EXTENSION_ID } from '../lib/harness.mjs';

// researchPanel opens the panel page for page's tab with the Research pane
// shown, the way research.test.mjs does in Chromium.
async function researchPanel(b, page) {
  const path = `ui/sidecar.html?tabId=${await tabIdOf(b, page)}&research=1`;
  let panel;
  if (b.browserName === 'firefox') panel = await b.openExtensionTab(path);
  else {
    panel = await b.context.newPage();
    await panel.goto(`chrome-extension://${EXTENSION_ID}/${path}`);
  }
  await panel.setViewportSize({ width: 380, height: 1000 });
  await panel.locator('#research-pane:not([hidden]) #rs-collection').waitFor({ timeout: 15000 });
  return panel;
}

for (const browser of BROWSERS) {
  test(`[${browser}] a collection capture: selected links are confirmed, then fetched by the host and kept`, async (t) => {
    const site = await serveFixtures();
    const b = await launch({ browser });
    try {
      const caps = (await hostHello(b)).capabilities;
      if (!caps.includes('collection.add')) return t.skip('host lacks collection.add');
      const page = await b.context.newPage();
      await page.goto(site.url('research/thread.html'));
      const panel = await researchPanel(b, page);
      await panel.locator('#rs-new').click();
      await panel.locator('#rs-new-title').fill('Harbor Bridge');
      await panel.locator('#rs-new-form button[type=submit]').click();
      await panel.waitForFunction((title) => {
        const s = document.getElementById('rs-collection');
        return !!s.options[s.selectedIndex] && s.options[s.selectedIndex].text.startsWith(title);
      }, 'Harbor Bridge', { timeout: 15000 });
      await page.evaluate(() => {
        const r = document.createRange();
        r.selectNodeContents(document.getElementById('links'));
        getSelection().removeAllRanges();
        getSelection().addRange(r);
      });
      await panel.locator('#rs-add-selection').click();
      await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor({ timeout: 30000 });
      assert.equal(await panel.locator('#rs-confirm li').count(), 4, 'the four outbound links are listed before anything is fetched');
      await panel.locator('#rs-confirm-go').click();
      await panel.waitForFunction((n) => document.querySelectorAll('#rs-sources li').length === n && document.getElementById('rs-progress').dataset.done === 'true', 4, { timeout: 60000 });
      assert.equal(await panel.locator('#rs-sources li[data-status=captured]').count(), 4, await panel.locator('#rs-sources').innerText());
      await shoot(panel, 'collect-captured');
    } finally {
      await b.close();
      await site.close();
    }
  });
}
