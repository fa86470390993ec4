// The first, simplest end-to-end check: headless Chromium, and Firefox
// ESR, with the extension start the real laika-host through native
// messaging and the two exchange hello.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, serveFixtures, openSidecar, shoot, hostHello, hostState, BROWSERS, EXTENSION_DIR, EXTENSION_ID } from '../lib/harness.mjs';

for (const browser of BROWSERS) {
  test(`[${browser}] extension exchanges hello with the real host`, async () => {
    const b = await launch({ browser });
    try {
      const hello = await hostHello(b);
      const registry = JSON.parse(readFileSync(join(EXTENSION_DIR, 'generated', 'registry.json'), 'utf8'));
      assert.equal(hello.protocolVersion, registry.protocolVersion);
      assert.ok(hello.capabilities.includes('hello'), 'capabilities: ' + hello.capabilities);
      assert.match(hello.hostVersion, /\S/);
      assert.equal(hello.model.backend, 'builtin');
      assert.equal((await hostState(b)).state, 'connected');
    } finally {
      await b.close();
    }
  });

  test(`[${browser}] without the host installed the extension reports host_not_installed`, async () => {
    const b = await launch({ browser, installHost: false });
    try {
      const err = await hostHello(b).then(() => null, (e) => e);
      assert.equal(err && err.code, 'host_not_installed', JSON.stringify(err && err.message));
    } finally {
      await b.close();
    }
  });
}

for (const browser of BROWSERS)
test(`[${browser}] the sidecar says the host is not installed and gives the install command`, async () => {
  const site = await serveFixtures();
  const b = await launch({ browser, installHost: false });
  try {
    const page = await b.context.newPage();
    await page.goto(site.url('article.html'));
    const sc = await openSidecar(b, page);
    await sc.locator('#status-title').waitFor();
    assert.equal(await sc.locator('#status-title').textContent(), 'Laika host not installed');
    const cmd = browser === 'firefox' ? 'laika-host install --browser firefox --extension-id laika@laika.dev' : `laika-host install --browser chromium --extension-id ${EXTENSION_ID}`;
    assert.equal(await sc.locator('#status-command').textContent(), cmd);
    // The command wraps between its words, not inside one (it showed
    // "--e / xtension-id" at Firefox's sidebar width).
    for (const width of [300, 400]) {
      await sc.setViewportSize({ width, height: 800 });
      const split = await sc.evaluate(() => {
        const pre = document.getElementById('status-command');
        const out = [];
        // A monospace font: a word's own width is its length in characters.
        const chars = document.createRange();
        chars.selectNodeContents(pre);
        const cw = [...chars.getClientRects()].reduce((a, x) => a + x.width, 0) / pre.textContent.length;
        const line = pre.clientWidth - parseFloat(getComputedStyle(pre).paddingLeft) - parseFloat(getComputedStyle(pre).paddingRight);
        const walk = document.createTreeWalker(pre, NodeFilter.SHOW_TEXT);
        for (let t = walk.nextNode(); t; t = walk.nextNode()) {
          for (const m of t.data.matchAll(/\S+/g)) {
            const r = document.createRange();
            r.setStart(t, m.index);
            r.setEnd(t, m.index + m[0].length);
            if (new Set([...r.getClientRects()].map((x) => Math.round(x.top))).size > 1 && cw * m[0].length < line) out.push(m[0]);
          }
        }
        return out;
      });
      assert.deepEqual(split, [], 'words of the install command cut across lines at ' + width + ' px');
    }
    assert.equal(await sc.locator('#status-command').textContent(), cmd, 'the command copies whole');
    await sc.setViewportSize({ width: 400, height: 800 }); // the size shoot() draws
    // No host, no model to name: the header shows no empty pill.
    assert.equal(await sc.locator('#model').isVisible(), false, 'the model pill is hidden while it names nothing');
    // Running without a host fails visibly, not silently.
    await sc.locator('#goal').fill('summarize this page');
    await sc.locator('#run').click();
    await sc.locator('#error:not([hidden])').waitFor({ timeout: 15000 });
    assert.match(await sc.locator('#error').textContent(), /host_not_installed/);
    await shoot(page, '00-host-not-installed');
  } finally {
    await b.close();
    await site.close();
  }
});

// The 1 MiB cap on messages from the host is the browsers' (Chrome and
// Firefox both drop the port on a bigger one; Firefox says so, Chrome does
// not). The host takes big requests, answers an error it cannot echo in
// full with a null id, and never writes a frame over the cap, so the port
// survives and keeps serving. Driven over a port of the test's own, as the
// extension's would be.
for (const browser of BROWSERS) {
  test(`[${browser}] past 1 MiB: a 2 MiB request is served, an over-1 MiB reply becomes a small error, the port stays up`, async () => {
    const b = await launch({ browser });
    try {
      const r = await b.worker.evaluate(async () => {
        const port = chrome.runtime.connectNative('dev.laika.host');
        const got = [];
        let disconnected = null;
        port.onMessage.addListener((m) => got.push(m));
        port.onDisconnect.addListener((p) => {
          disconnected = (chrome.runtime.lastError && chrome.runtime.lastError.message) || (p.error && p.error.message) || 'disconnected';
        });
        const wait = async (n) => {
          for (let i = 0; i < 300 && got.length < n && !disconnected; i++) await new Promise((res) => setTimeout(res, 50));
        };
        port.postMessage({ id: 'big-in', type: 'summary.poll', payload: { summaryId: 'x'.repeat(2 * 1024 * 1024) } });
        await wait(1);
        port.postMessage({ id: 'y'.repeat(1100 * 1024), type: 'hello', payload: {} });
        await wait(2);
        port.postMessage({ id: 'after', type: 'hello', payload: {} });
        await wait(3);
        port.disconnect();
        return { got: got.map((m) => ({ id: typeof m.id === 'string' && m.id.length > 64 ? 'LONG' : m.id, status: m.status, code: m.error && m.error.code })), disconnected };
      });
      assert.equal(r.disconnected, null, 'the port stayed up: ' + JSON.stringify(r));
      assert.equal(r.got.length, 3, JSON.stringify(r));
      assert.equal(r.got[0].id, 'big-in');
      assert.equal(r.got[0].status, 'error', 'an unknown 2 MiB summary id is an error, answered: ' + JSON.stringify(r.got[0]));
      assert.deepEqual(r.got[1], { id: null, status: 'error', code: 'response_too_large' }, JSON.stringify(r.got[1]));
      assert.deepEqual([r.got[2].id, r.got[2].status], ['after', 'ok']);
    } finally {
      await b.close();
    }
  });
}
