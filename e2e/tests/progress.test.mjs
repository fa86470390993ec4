// Summary progress and Stop with a REAL model: Ollama serving the tiny
// model, a small context window (LAIKA_NUM_CTX) so a long page is read in
// parts. The panel shows "Reading part n of m" from summary.poll's
// progress, and Stop cancels the job in the host (its status becomes
// cancelled), not only in the panel.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot, startOllama } from '../lib/harness.mjs';

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
