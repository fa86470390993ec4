// A page that rewrites a control between observation and action: the gate
// allowed "Next page" in autodrive, the page then turns the link into a
// one-click purchase. The real content script refuses the click with
// stale_handle (its description was pinned when observed), nothing is
// bought, and on the next observation the gate asks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, inTab, OBSERVE_OPTIONS } from '../lib/harness.mjs';

let b, site;
before(async () => {
  site = await serveFixtures();
  b = await launch();
  await b.worker.evaluate(() => host.connect());
});
after(async () => {
  await b.close();
  await site.close();
});

async function gate(call, obs) {
  const w = await b.currentWorker();
  return w.evaluate((p) => host.request('policy.explain', p), {
    call, observation: obs, mode: 'autodrive', goal: 'show me the next page of results', autodriveOrigins: ['127.0.0.1'],
  });
}

test('a control rewritten after the gate allowed it is not clicked', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('provenance/swap.html'));
  const observe = async () => {
    const r = await inTab(b, page, { type: 'laika.observe', options: OBSERVE_OPTIONS });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    return r.observation;
  };
  const obs = await observe();
  const next = obs.elements.find((e) => e.label === 'Next page');
  assert.ok(next, JSON.stringify(obs.elements.map((e) => e.label)));
  const call = { name: 'browser.click', arguments: { handleId: next.handleId } };
  assert.equal((await gate(call, obs)).decision, 'allow', 'pagination runs without a prompt');

  await page.evaluate(() => window.swap());
  const act = await inTab(b, page, { type: 'laika.act', name: 'browser.click', arguments: { handleId: next.handleId }, documentId: obs.documentId, navigationGeneration: obs.navigationGeneration });
  assert.equal(act.status, 'error', JSON.stringify(act));
  assert.equal(act.error, 'stale_handle', JSON.stringify(act));
  assert.match(act.message, /label/);
  assert.equal(await page.evaluate(() => window.bought), 0, 'nothing was bought');

  const again = await observe();
  const buy = again.elements.find((e) => e.handleId === next.handleId);
  assert.ok(buy, 'same element, same handle in the same generation');
  assert.notEqual((await gate({ name: 'browser.click', arguments: { handleId: buy.handleId } }, again)).decision, 'allow', 'the rewritten control is decided anew');
  await page.close();
});
