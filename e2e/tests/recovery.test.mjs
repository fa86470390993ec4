// Scenario 6: the background is stopped in the middle of a run (Chromium's
// service worker as Chrome does after 30 s idle; Firefox's event page as its
// idle timeout and about:debugging do) and the run recovers; and the host
// process dies mid-run and the run recovers on a new one. Every test runs
// in every browser of BROWSERS.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot, stopWorker, killHost, hostPids, hostHello, BROWSERS } from '../lib/harness.mjs';

// The describe closes after scenario 6b; its body is not indented, to keep
// merges small.
for (const browser of BROWSERS) describe(`[${browser}] background stopped mid-run`, () => {
let b, site, caps;
before(async () => {
  site = await serveFixtures();
  b = await launch({ browser });
  caps = (await hostHello(b)).capabilities;
});
after(async () => {
  await b.close();
  await site.close();
});

test('scenario 6: background stopped while an approval waits; the run recovers and finishes', async (t) => {
  if (!['plan', 'approval'].every((x) => caps.includes(x))) return t.skip('host lacks plan/approval');
  const page = await b.context.newPage();
  await page.goto(site.url('button.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#goal').fill('click Subscribe to the weekly digest');
  await sc.locator('#run').click();
  await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
  const before = await (await b.currentWorker()).evaluate(() => (self.__generation = 'old'));
  assert.equal(before, 'old');
  await stopWorker(b);
  await new Promise((r) => setTimeout(r, 600)); // Approve arms after 400 ms
  await sc.locator('.approval button[data-action=approve]').click();
  // The host that knew the run died with the worker's port; the sidecar
  // plans again and asks again. Nothing ran without a fresh approval.
  await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
  assert.equal(await page.textContent('#result'), 'Not subscribed.');
  assert.match(await sc.locator('#steps').innerText(), /restarted/i);
  await shoot(page, '08-recovered-after-worker-stop');
  await new Promise((r) => setTimeout(r, 600));
  await sc.locator('.approval button[data-action=approve]').click();
  await page.waitForFunction(() => document.getElementById('result').textContent === 'Subscribed: weekly digest.', null, { timeout: 15000 });
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  const w = await b.currentWorker();
  assert.equal(await w.evaluate(() => self.__generation), undefined, 'a new worker instance served the rest of the run');
  await page.close();
});

test('scenario 6b: background stopped right after a summary starts; the summary completes', async (t) => {
  if (!['summary.start', 'summary.poll'].every((x) => caps.includes(x))) return t.skip('host lacks summary');
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#summarize').click();
  await sc.locator('[data-testid=summary]').waitFor();
  await stopWorker(b);
  await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
  const text = await sc.locator('[data-testid=summary]').innerText();
  assert.match(text, /Orkney|tid/i);
  assert.equal(await sc.locator('.error:not([hidden])').count(), 0, await sc.locator('body').innerText());
  await page.close();
});

}); // describe per browser

// A host that crashes (SIGKILL, no goodbye) mid-run: the extension sees the
// port drop, starts a new host, and the run goes on without running
// anything the new host did not approve.
for (const browser of BROWSERS) {
  describe(`[${browser}] host restart mid-run`, () => {
    let b, site, caps;
    before(async () => {
      site = await serveFixtures();
      b = await launch({ browser });
      caps = (await hostHello(b)).capabilities;
    });
    after(async () => {
      await b.close();
      await site.close();
    });

    test('scenario 6c: the host dies while an approval waits; a new host asks again, then the click runs', async (t) => {
      if (!['plan', 'approval'].every((x) => caps.includes(x))) return t.skip('host lacks plan/approval');
      const page = await b.context.newPage();
      await page.goto(site.url('button.html'));
      const sc = await openSidecar(b, page);
      await sc.locator('#goal').fill('click Subscribe to the weekly digest');
      await sc.locator('#run').click();
      await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
      const old = hostPids(b);
      assert.ok(killHost(b) >= 1, 'a host was running');
      await new Promise((r) => setTimeout(r, 600)); // Approve arms after 400 ms
      await sc.locator('.approval button[data-action=approve]').click();
      // The new host never saw the run: the panel plans again and asks again.
      await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
      assert.equal(await page.textContent('#result'), 'Not subscribed.', 'nothing ran on the old approval');
      await shoot(page, '08b-recovered-after-host-crash');
      await new Promise((r) => setTimeout(r, 600));
      await sc.locator('.approval button[data-action=approve]').click();
      await page.waitForFunction(() => document.getElementById('result').textContent === 'Subscribed: weekly digest.', null, { timeout: 15000 });
      await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
      const now = hostPids(b);
      assert.ok(now.length >= 1 && now.every((p) => !old.includes(p)), `a new host served the rest (old ${old}, now ${now})`);
      await page.close();
    });

    test('scenario 6d: the host dies right after a summary starts; the summary completes on a new host', async (t) => {
      if (!['summary.start', 'summary.poll'].every((x) => caps.includes(x))) return t.skip('host lacks summary');
      const page = await b.context.newPage();
      await page.goto(site.url('article.html'));
      const sc = await openSidecar(b, page);
      await sc.locator('#summarize').click();
      // No wait: the built-in summarizer finishes in well under a second,
      // so the host dies while summary.start/poll are in flight.
      const killed = killHost(b);
      const doneAtKill = await sc.locator('[data-testid=summary][data-done="1"]').count();
      console.log(`# ${browser}: host killed (${killed}) with the summary ${doneAtKill ? 'already done' : 'still streaming'}`);
      assert.ok(killed >= 1, 'a host was running');
      await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
      const text = await sc.locator('[data-testid=summary]').innerText();
      assert.match(text, /Orkney|tid/i);
      assert.equal(await sc.locator('.error:not([hidden])').count(), 0, await sc.locator('body').innerText());
      await page.close();
    });
  });
}
