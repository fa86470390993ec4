// The options page and the popup fallback.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot, EXTENSION_ID } from '../lib/harness.mjs';

let b, site;
before(async () => {
  site = await serveFixtures();
  b = await launch();
});
after(async () => {
  await b.close();
  await site.close();
});

test('options: mode, engine and per-site rules are saved; the sidecar shows the mode', async () => {
  const opts = await b.context.newPage();
  await opts.goto(`chrome-extension://${EXTENSION_ID}/ui/options.html`);
  await opts.locator('#where').filter({ hasText: /stored/ }).waitFor();
  await opts.check('input[name=mode][value=autodrive]');
  await opts.selectOption('#searchEngine', 'brave');
  await opts.fill('#rules', 'https://docs.example allow\nhttps://bank.example deny\nnot-a-site allow\nhttps://x.example maybe');
  await opts.click('button[type=submit]');
  await opts.locator('#saved').filter({ hasText: 'Saved' }).waitFor();
  assert.match(await opts.textContent('#saved'), /Ignored lines: not-a-site allow; https:\/\/x\.example maybe/);
  const s = await opts.evaluate(async () => (await chrome.storage.local.get('settings')).settings);
  assert.equal(s.mode, 'autodrive');
  assert.equal(s.searchEngine, 'brave');
  assert.deepEqual(s.originRules, [{ origin: 'https://docs.example', rule: 'allow' }, { origin: 'https://bank.example', rule: 'deny' }]);
  // The legend heads its section; a radio choice is plain text under it.
  const weights = await opts.evaluate(() => [getComputedStyle(document.querySelector('legend')).fontWeight, getComputedStyle(document.querySelector('input[name=mode]').parentElement).fontWeight]);
  assert.deepEqual(weights, ['600', '400']);
  await shoot(opts, '12-options');
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  assert.equal(await sc.locator('#mode').textContent(), 'autodrive');
  await opts.evaluate(() => chrome.storage.local.remove('settings'));
  await page.close();
  await opts.close();
});

test('[chromium only: the popup is the fallback for chrome.sidePanel, which Firefox lacks] where a side panel cannot open, Laika opens as the toolbar popup', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const w = await b.currentWorker();
  // Called without a user gesture, chrome.sidePanel.open refuses: the
  // same path as a browser without a side panel.
  const r = await w.evaluate(async (u) => {
    const t = (await chrome.tabs.query({})).find((x) => x.url === u);
    return self.laikaOpenSidecar(t);
  }, page.url());
  assert.equal(r.popup, true, JSON.stringify(r));
  // The popup is an extension context of its own; find it and wait until
  // the panel has loaded in it.
  const ctx = await w.evaluate(async () => {
    for (let i = 0; i < 50; i++) {
      const c = await chrome.runtime.getContexts({ contextTypes: ['POPUP', 'TAB'] });
      const s = c.find((x) => x.documentUrl && x.documentUrl.includes('ui/sidecar.html?popup=1'));
      if (s) return s;
      await new Promise((res) => setTimeout(res, 100));
    }
    return null;
  });
  assert.ok(ctx, 'a sidecar popup context exists');
  assert.match(ctx.documentUrl, /ui\/sidecar\.html\?popup=1&tabId=\d+/);
  // The fallback does not stick: the next toolbar click reaches
  // action.onClicked (and tries the side panel again) because no popup is
  // left set on the tab.
  const left = await w.evaluate(async (u) => {
    const t = (await chrome.tabs.query({})).find((x) => x.url === u);
    return chrome.action.getPopup({ tabId: t.id });
  }, page.url());
  assert.equal(left, '', 'no popup left set after the fallback');
  await page.close();
});

test('options: per-site rules go to the host when it stores them', async (t) => {
  const caps = (await (await b.currentWorker()).evaluate(() => host.connect())).capabilities;
  if (!caps.includes('origins.put')) return t.skip('host lacks origins.*');
  const opts = await b.context.newPage();
  await opts.goto(`chrome-extension://${EXTENSION_ID}/ui/options.html`);
  await opts.locator('#where').filter({ hasText: /laika-host/ }).waitFor();
  const list = () => opts.evaluate(async () => (await chrome.runtime.sendMessage({ type: 'laika.host', hostType: 'origins.list', payload: {} })).payload.rules.map((r) => [r.origin, r.autodrive]));
  await opts.fill('#rules', 'https://docs.example allow\nhttps://bank.example deny\nhttps://news.example ask');
  await opts.click('button[type=submit]');
  await opts.locator('#saved').filter({ hasText: 'Saved' }).waitFor();
  assert.deepEqual((await list()).sort(), [['https://bank.example', 'blocked'], ['https://docs.example', 'allowed']]);
  await opts.fill('#rules', 'https://docs.example deny');
  await opts.click('button[type=submit]');
  await opts.locator('#saved').filter({ hasText: /^Saved\.$/ }).waitFor();
  assert.deepEqual(await list(), [['https://docs.example', 'blocked']]);
  await opts.reload();
  await opts.locator('#where').filter({ hasText: /laika-host/ }).waitFor();
  assert.equal(await opts.inputValue('#rules'), 'https://docs.example deny');
  await opts.close();
});

test('options: the model backend is saved by the host, which restarts to apply it', async () => {
  // No LAIKA_MODEL in the host's environment, so config.json decides.
  const mb = await launch({ env: { LAIKA_MODEL: '' } });
  try {
    const opts = await mb.context.newPage();
    await opts.goto(`chrome-extension://${EXTENSION_ID}/ui/options.html`);
    await opts.locator('#where').filter({ hasText: /stored/ }).waitFor();
    assert.equal(await opts.inputValue('#backend'), 'builtin');
    await opts.selectOption('#backend', 'ollama');
    await opts.fill('#model', 'laika-tiny');
    await opts.fill('#endpoint', 'http://127.0.0.1:1');
    await opts.click('button[type=submit]');
    await opts.locator('#saved').filter({ hasText: /Laika now uses/ }).waitFor();
    assert.match(await opts.textContent('#saved'), /Laika now uses ollama laika-tiny — not reachable/);
    const hello = await (await mb.currentWorker()).evaluate(() => host.connect());
    assert.equal(hello.model.backend, 'ollama');
    assert.equal(hello.model.model, 'laika-tiny');
    assert.equal(hello.model.code, 'model_unavailable');
    // The form shows what the host saved, after a reload too.
    await opts.reload();
    await opts.locator('#where').filter({ hasText: /stored/ }).waitFor();
    assert.equal(await opts.inputValue('#backend'), 'ollama');
    assert.equal(await opts.inputValue('#model'), 'laika-tiny');
    // A remote server is named as where page content goes.
    await opts.selectOption('#backend', 'openai');
    await opts.fill('#endpoint', 'https://api.example.com/v1');
    await opts.fill('#model', 'some-model');
    await opts.click('button[type=submit]');
    await opts.locator('#saved').filter({ hasText: /Laika now uses/ }).waitFor();
    assert.match(await opts.textContent('#saved'), /will be sent to that server/);
    await opts.selectOption('#backend', 'builtin');
    await opts.click('button[type=submit]');
    await opts.locator('#saved').filter({ hasText: /built-in planner/ }).waitFor();
    await opts.close();
  } finally {
    await mb.close();
  }
});

