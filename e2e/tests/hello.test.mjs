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

test('the sidecar says the host is not installed and gives the install command', async () => {
  const site = await serveFixtures();
  const b = await launch({ installHost: false });
  try {
    const page = await b.context.newPage();
    await page.goto(site.url('article.html'));
    const sc = await openSidecar(b, page);
    await sc.locator('#status-title').waitFor();
    assert.equal(await sc.locator('#status-title').textContent(), 'Laika host not installed');
    assert.equal(await sc.locator('#status-command').textContent(), `laika-host install --browser chromium --extension-id ${EXTENSION_ID}`);
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
