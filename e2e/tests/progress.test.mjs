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
    // The tiny test model may finish a short plan in under three seconds,
    // before Esc arrives: then there was nothing to cancel, the
    // precondition failed, and the scenario runs again (twice at most).
    let started = null;
    let done = null;
    let stopAt = 0;
    const seen = new Set();
    for (let attempt = 1; attempt <= 3; attempt++) {
      await sc.locator('#goal').fill(goal);
      await sc.locator('#goal').press('Enter');
      await sc.locator('body[data-state=planning]').waitFor({ timeout: 30000 });
      // The model request is under way (the host logged it) and planning
      // has been shown for a while.
      started = null;
      for (let i = 0; i < 600 && !started; i++) {
        started = llmEvents(b.home).find((e) => e.event === 'llm_request' && e.purpose === 'plan' && !seen.has(e.request_id));
        if (!started) await sleep(100);
      }
      assert.ok(started, 'the plan reached the model');
      seen.add(started.request_id);
      await sc.locator('[data-testid=working][data-elapsed="1"]').waitFor({ timeout: 30000 });
      assert.match(await sc.locator('[data-testid=working]').innerText(), /^Planning…\s+1 s$/);
      await shoot(page, '21-planning-ollama');
      stopAt = Date.now();
      await sc.locator('#goal').press('Escape');
      await sc.locator('body[data-run=finished]').waitFor({ timeout: 5000 });
      assert.equal(await sc.locator('#error').isHidden(), true, 'a stop is not an error');
      assert.equal(await sc.locator('[data-testid=working]').count(), 0, 'the planning indicator is gone');
      // The host ended the model call (cancelled, not completed) and
      // recorded the run as stopped, within seconds, not when the plan
      // would have finished.
      done = null;
      for (let i = 0; i < 100 && !done; i++) {
        done = llmEvents(b.home).find((e) => e.event === 'llm_complete' && e.request_id === started.request_id);
        if (!done) await sleep(100);
      }
      assert.ok(done, 'the model call ended');
      if (done.error_code !== 'cancelled' && Date.parse(done.ts) < stopAt) {
        t.diagnostic(`attempt ${attempt}: the model finished (${done.duration_ms} ms) before Esc; again`);
        continue;
      }
      break;
    }
    assert.equal(done.error_code, 'cancelled', JSON.stringify(done));
    // The host writes the run's end after the aborted call returns (the
    // log line above comes first), so a loaded machine may answer
    // history before that write: wait for it, seconds at most.
    const w = await b.currentWorker();
    let run = null;
    for (let i = 0; i < 50 && (!run || run.status === 'running'); i++) {
      if (i) await sleep(100);
      const runs = (await w.evaluate(() => host.request('history.runs', { limit: 5 }))).runs;
      run = runs.find((r) => r.id === started.run_id);
    }
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

// Capture progress: a collect of three links shows each source's state in
// the Research pane as the host works — captured, failed (a 404) and
// queued (a page the test server holds back) — and the count, then the
// held page arrives and the pane says so. The server is the test's own,
// so the slow source is slow for as long as the test needs.
test('a collection capture shows per-source progress: captured, failed, queued, then done', async () => {
  const { createServer } = await import('node:http');
  const article = (title) => `<!doctype html><html><head><title>${title}</title></head><body><main><h1>${title}</h1>` +
    '<p>The Harbor Bridge reopened to traffic after a two-year rebuild that cost 3.9 billion dollars, officials said on Friday.</p>'.repeat(6) + '</main></body></html>';
  let release;
  const held = new Promise((r) => (release = r));
  const server = createServer(async (req, res) => {
    const html = (s) => res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }) && res.end(s);
    if (req.url === '/links.html') return html('<!doctype html><title>Links</title><h1>Reading list</h1><div id="links"><a href="/ledger.html">Harbor Ledger</a> <a href="/gone.html">Gone</a> <a href="/slow.html">Slow Daily</a></div>');
    if (req.url === '/ledger.html') return html(article('Harbor Ledger'));
    if (req.url === '/slow.html') {
      await held;
      return html(article('Slow Daily'));
    }
    res.writeHead(404, { 'content-type': 'text/plain' });
    res.end('not found');
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${server.address().port}`;
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(base + '/links.html');
    const sc = await openSidecar(b, page);
    await sc.setViewportSize({ width: 400, height: 800 });
    await sc.locator('#research').click();
    await sc.locator('#rs-new').click();
    await sc.locator('#rs-new-title').fill('Bridge');
    await sc.locator('#rs-new-form button[type=submit]').click();
    await sc.waitForFunction(() => {
      const s = document.getElementById('rs-collection');
      return !!s.options[s.selectedIndex] && s.options[s.selectedIndex].text.startsWith('Bridge');
    }, null, { timeout: 15000 });
    await page.evaluate(() => {
      const r = document.createRange();
      r.selectNodeContents(document.getElementById('links'));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
    });
    await sc.locator('#rs-add-selection').click();
    await sc.locator('#rs-confirm:not([hidden]) li').first().waitFor({ timeout: 30000 });
    await sc.locator('#rs-confirm-go').click();
    // Mid-way: two sources settled, the held one still queued.
    const status = () => sc.evaluate(() => [...document.querySelectorAll('#rs-sources li')].map((li) => li.querySelector('.rs-name').textContent + '=' + li.dataset.status).sort());
    await sc.waitForFunction(() => document.querySelectorAll('#rs-sources li[data-status=pending]').length === 1 && document.querySelectorAll('#rs-sources li:not([data-status=pending])').length === 2, null, { timeout: 60000 });
    const mid = await status();
    assert.equal(mid.filter((s) => s.endsWith('=captured')).length, 1, mid.join(', '));
    assert.equal(mid.filter((s) => s.endsWith('=failed')).length, 1, mid.join(', '));
    assert.ok(mid.some((s) => /^Slow Daily=pending$|slow\.html=pending$/.test(s)), mid.join(', '));
    assert.match(await sc.locator('#rs-progress').innerText(), /2 of 3 done/);
    assert.match(await sc.locator('#rs-sources li[data-status=pending] .rs-badge').innerText(), /queued/);
    await shoot(page, '30-capture-progress');
    release();
    await sc.waitForFunction(() => document.getElementById('rs-progress').dataset.done === 'true', null, { timeout: 60000 });
    const end = await status();
    assert.equal(end.filter((s) => s.endsWith('=captured')).length, 2, end.join(', '));
    assert.match(await sc.locator('#rs-progress').innerText(), /2 of 3 sources captured/);
    await shoot(page, '30b-capture-done');
  } finally {
    release();
    await b.close();
    await new Promise((r) => server.close(r));
  }
});
