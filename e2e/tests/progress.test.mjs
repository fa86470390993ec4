// Summary progress, and Stop of a summary or a plan, with a REAL model: Ollama serving the tiny
// model, a small context window (LAIKA_NUM_CTX) so a long page is read in
// parts. The panel shows "Reading part n of m" from summary.poll's
// progress, and Stop cancels the job in the host (its status becomes
// cancelled), not only in the panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, serveFixtures, openSidecar, shoot, startOllama } from '../lib/harness.mjs';

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test('a long summary shows its progress; Stop cancels the host job', async (t) => {
  const ollama = await startOllama();
  if (ollama.skip) return t.skip(ollama.skip);
  const site = await serveFixtures();
  const b = await launch({ env: { LAIKA_MODEL: 'ollama:' + ollama.model, OLLAMA_HOST: ollama.host, LAIKA_NUM_CTX: '512' } });
  try {
    const page = await b.context.newPage();
    await page.goto(site.url('long-article.html'));
    const sc = await openSidecar(b, page);
    await sc.locator('#summarize').click();
    const box = sc.locator('[data-testid=summary]');
    await sc.locator('[data-testid=summary][data-job]').waitFor({ timeout: 30000 });
    const progress = sc.locator('.progress:not([hidden])');
    await progress.waitFor({ timeout: 90000 });
    assert.match(await progress.innerText(), /^Reading the page in parts: \d+ of \d+ done…$/);
    assert.match(await box.getAttribute('data-progress'), /^\d+\/([2-9]|\d\d+)$/, 'the page is read in several parts');
    await shoot(page, '29-summary-progress');
    assert.equal(await box.getAttribute('data-done'), null, 'still running when stopped');
    const jobId = await box.getAttribute('data-job');
    await sc.locator('#stop').click();
    await sc.locator('body[data-run=finished]').waitFor({ timeout: 15000 });
    assert.equal(await sc.locator('#stop').isHidden(), true);
    // The host's job is cancelled (summary.cancel), not left running.
    const w = await b.currentWorker();
    let st = '';
    for (let i = 0; i < 50 && st !== 'cancelled'; i++) {
      st = (await w.evaluate((id) => host.request('summary.poll', { jobId: id, cursor: 0 }), jobId)).status;
      if (st !== 'cancelled') await new Promise((r) => setTimeout(r, 100));
    }
    assert.equal(st, 'cancelled');
  } finally {
    await b.close();
    await site.close();
    ollama.stop();
  }
});

// llmEvents reads the host's logs/llm.jsonl (real file, real host).
function llmEvents(home) {
  const f = join(home, 'logs', 'llm.jsonl');
  if (!existsSync(f)) return [];
  return readFileSync(f, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l));
}

// A plan on a small CPU model takes tens of seconds: the panel says
// "Planning… n s", and Esc (Stop) cancels the plan IN THE HOST
// (request.cancel): the model's HTTP request is aborted and the run is
// recorded as stopped, instead of the host planning on for nobody.
test('Stop while planning cancels the model call in the host', async (t) => {
  const ollama = await startOllama();
  if (ollama.skip) return t.skip(ollama.skip);
  const site = await serveFixtures();
  const b = await launch({ env: { LAIKA_MODEL: 'ollama:' + ollama.model, OLLAMA_HOST: ollama.host } });
  try {
    const page = await b.context.newPage();
    await page.goto(site.url('article.html'));
    const sc = await openSidecar(b, page);
    const goal = 'write a short poem about this article';
    await sc.locator('#goal').fill(goal);
    await sc.locator('#goal').press('Enter');
    await sc.locator('body[data-state=planning]').waitFor({ timeout: 30000 });
    // The model request is under way (the host logged it) and planning
    // has been shown for a while.
    let started = null;
    for (let i = 0; i < 600 && !started; i++) {
      started = llmEvents(b.home).find((e) => e.event === 'llm_request' && e.purpose === 'plan');
      if (!started) await sleep(100);
    }
    assert.ok(started, 'the plan reached the model');
    await sc.locator('[data-testid=working][data-elapsed="2"]').waitFor({ timeout: 30000 });
    assert.match(await sc.locator('[data-testid=working]').innerText(), /^Planning…\s+2 s$/);
    await shoot(page, '21-planning-ollama');
    const stopAt = Date.now();
    await sc.locator('#goal').press('Escape');
    await sc.locator('body[data-run=finished]').waitFor({ timeout: 5000 });
    assert.equal(await sc.locator('#error').isHidden(), true, 'a stop is not an error');
    assert.equal(await sc.locator('[data-testid=working]').count(), 0, 'the planning indicator is gone');
    // The host ended the model call (cancelled, not completed) and
    // recorded the run as stopped, within seconds, not when the plan
    // would have finished.
    let done = null;
    for (let i = 0; i < 100 && !done; i++) {
      done = llmEvents(b.home).find((e) => e.event === 'llm_complete' && e.request_id === started.request_id);
      if (!done) await sleep(100);
    }
    assert.ok(done, 'the model call ended');
    assert.equal(done.error_code, 'cancelled', JSON.stringify(done));
    const w = await b.currentWorker();
    const runs = (await w.evaluate(() => host.request('history.runs', { limit: 5 }))).runs;
    const run = runs.find((r) => r.id === started.run_id);
    assert.ok(run, 'the run is in history');
    assert.deepEqual([run.status, run.stopReason], ['done', 'cancelled']);
    t.diagnostic(`model call cancelled ${Date.now() - stopAt} ms after Esc (at most)`);
    await shoot(page, '21b-planning-stopped');
  } finally {
    await b.close();
    await site.close();
    ollama.stop();
  }
});
