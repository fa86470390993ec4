// The user-facing scenarios, in the sidecar, against the real host (built-in
// planner and summarizer unless a test sets LAIKA_MODEL). Screenshots of
// each sidecar state go to e2e/artifacts/.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot, hostHello, BROWSERS } from '../lib/harness.mjs';

// Every scenario runs once per browser (BROWSERS): the describe below
// closes at the end of the file. Its body is not indented, to keep merges
// with the many hands in this file small.
for (const browser of BROWSERS) describe(`[${browser}] scenarios`, () => {
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

const needs = (...types) => (t) => {
  const missing = types.filter((x) => !caps.includes(x));
  if (missing.length) t.skip('host lacks ' + missing.join(', '));
  return missing.length === 0;
};

test('sidecar idle state shows the built-in mode notice', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#status-title').waitFor();
  assert.equal(await sc.locator('#status-title').textContent(), 'No model — using built-in mode');
  assert.equal(await sc.locator('body').getAttribute('data-state'), 'idle');
  await shoot(page, '01-idle');
  await page.close();
});

test('scenario 1: summarize an article; the summary streams into the sidecar', async (t) => {
  if (!needs('summary.start', 'summary.poll')(t)) return;
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#summarize').click();
  const summary = sc.locator('[data-testid=summary]');
  await summary.waitFor();
  await sc.locator('[data-testid=summary][data-chunks]').waitFor({ timeout: 30000 });
  await shoot(page, '02-streaming-summary');
  await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
  const text = await summary.textContent();
  assert.match(text, /tid|turbine|Orkney|178/i, text);
  assert.equal(await sc.locator('.error:not([hidden])').count(), 0, await sc.locator('body').innerText());
  // Rendered Markdown never carries page markup that could run.
  assert.equal(await summary.locator('script,img,iframe').count(), 0);
  await shoot(page, '03-summary-done');
  // A citation chip scrolls to its quote and highlights it in the page.
  const chip = sc.locator('.chip').nth(4);
  const quote = await chip.getAttribute('title');
  await chip.click();
  await page.waitForFunction(() => CSS.highlights.has('laika-citation'));
  const hl = await page.evaluate(() => { const [r] = CSS.highlights.get('laika-citation'); return r.toString(); });
  assert.equal(hl.replace(/\s+/g, ' ').toLowerCase(), quote.replace(/\s+/g, ' ').toLowerCase());
  await page.close();
});

test('scenario 1b: the goal "summarize this page" plans, then streams the summary', async (t) => {
  if (!needs('plan', 'summary.start')(t)) return;
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await runGoal(sc, 'Summarize this page');
  await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
  assert.match(await sc.locator('[data-testid=summary]').innerText(), /Orkney|tid/i);
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  assert.equal(await sc.locator('.error:not([hidden])').count(), 0);
  await page.close();
});

// approve waits until the Approve button is armed (it ignores clicks for
// 400 ms after it appears) and clicks it.
async function approve(sc) {
  const btn = sc.locator('.approval button[data-action=approve]');
  await btn.waitFor({ timeout: 30000 });
  await new Promise((r) => setTimeout(r, 600));
  await btn.click();
}

// runGoal types goal into the sidecar and presses Run.
async function runGoal(sc, goal) {
  await sc.locator('#goal').fill(goal);
  await sc.locator('#run').click();
}

test('scenario 2: find a button and click it after approval', async (t) => {
  if (!needs('plan', 'approval')(t)) return;
  const page = await b.context.newPage();
  await page.goto(site.url('button.html'));
  const sc = await openSidecar(b, page);
  await runGoal(sc, 'click Subscribe to the weekly digest');
  await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
  assert.equal(await page.textContent('#result'), 'Not subscribed.', 'nothing runs before approval');
  const card = await sc.locator('.approval').innerText();
  assert.match(card, /browser\.click/);
  assert.match(card, /Subscribe to the weekly digest/, 'the card names the target: ' + card);
  await shoot(page, '04-approval');
  await approve(sc);
  await page.waitForFunction(() => document.getElementById('result').textContent === 'Subscribed: weekly digest.', null, { timeout: 15000 });
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  assert.equal(await sc.locator('.call .result[data-status=ok]').count(), 1);
  await shoot(page, '05-clicked');
  await page.close();
});

test('scenario 2b: a denied click does not run', async (t) => {
  if (!needs('plan', 'approval')(t)) return;
  const page = await b.context.newPage();
  await page.goto(site.url('button.html'));
  const sc = await openSidecar(b, page);
  await runGoal(sc, 'click Subscribe to the weekly digest');
  await sc.locator('.approval button[data-action=deny]').click({ timeout: 30000 });
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  assert.equal(await page.textContent('#result'), 'Not subscribed.');
  assert.equal(await sc.locator('.call .result[data-status=denied]').count(), 1);
  await page.close();
});

// The clickjacking and framing tests that lived here are gone with the
// in-page iframe: the panel is in the browser's side panel, and
// sidepanel.test.mjs shows no page can load or frame it.

test('autodrive on an allowed site: a click runs without asking and the run continues after the link navigates', async (t) => {
  if (!needs('plan', 'approval')(t)) return;
  const w = await b.currentWorker();
  await w.evaluate((o) => chrome.storage.local.set({ settings: { mode: 'autodrive', originRules: [{ origin: o, rule: 'allow' }] } }), new URL(site.url('')).origin);
  const page = await b.context.newPage();
  await page.goto(site.url('nav.html'));
  const sc = await openSidecar(b, page);
  await runGoal(sc, 'click Go to page two');
  await page.waitForURL(site.url('page2.html'), { timeout: 15000 });
  // The side panel stays open across the navigation and finishes the run.
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 60000 });
  const log = await sc.locator('#steps').innerText();
  assert.match(log, /Step 1[\s\S]*browser\.click\s*allow/, log);
  assert.match(log, /Done/);
  assert.equal(await sc.locator('.call[data-name="browser.click"] .result[data-status=ok]').count(), 1);
  await w.evaluate(() => chrome.storage.local.remove('settings'));
  await page.close();
});

test('a host-run tool (calculate) shows its result and runs nothing in the page', async (t) => {
  if (!needs('plan')(t)) return;
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await runGoal(sc, 'calculate 178 * 1.5');
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  const res = sc.locator('.call[data-name="app.calculate"] .result');
  assert.equal(await res.getAttribute('data-status'), 'ok');
  assert.match(await res.innerText(), /267/);
  await page.close();
});

test('scenario 4: a navigation asks first, then the run continues on the new page', async (t) => {
  if (!needs('plan', 'approval')(t)) return;
  const page = await b.context.newPage();
  await page.goto(site.url('nav.html'));
  const sc = await openSidecar(b, page);
  const target = site.url('page2.html');
  await runGoal(sc, 'go to ' + target);
  await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
  assert.match(await sc.locator('.approval').innerText(), /page2\.html/);
  assert.ok(page.url().endsWith('nav.html'), 'no navigation before approval');
  await shoot(page, '06-navigation-approval');
  await approve(sc);
  await page.waitForURL(target, { timeout: 15000 });
  // The side panel stays open across the navigation; the content scripts
  // are injected into the new page and the run finishes there.
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 60000 });
  const log = await sc.locator('#steps').innerText();
  assert.match(log, /Done/i, log);
  // The answer quotes page two: the run observed the page it navigated to.
  assert.match(log, /second page of the fixture site/, 're-observed after the navigation: ' + log);
  assert.equal(await sc.locator('.call[data-name="browser.navigate"] .result[data-status=ok]').count(), 1, log);
  await shoot(page, '07-after-navigation');
  await page.close();
});
}); // describe per browser
