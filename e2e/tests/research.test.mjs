// The research workflow in real Chromium with the real laika-host and
// SQLite: collect sources (selected links, search results, open tabs),
// ask across them with citations, make comparison / timeline / brief
// artifacts, open them, follow a citation back, export. Built-in (no
// model) first, then with replayed model outputs. Screenshots of each
// state land in e2e/artifacts/research-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { writeFileSync, rmSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { launch, serveFixtures, shoot, tabIdOf, openSidecar, EXTENSION_ID, FIXTURES } from '../lib/harness.mjs';
import { newCollection, waitCollected, ask, transform } from '../lib/research-panel.mjs';

const BIG = join(FIXTURES, 'research', 'big.html');
let site;
before(async () => {
  site = await serveFixtures();
  // Over the fetcher's 5 MiB cap; written here so the repo stays small.
  writeFileSync(BIG, '<!doctype html><title>Big</title><p>' + 'big page '.repeat(700000) + '</p>');
});
after(async () => {
  rmSync(BIG, { force: true });
  await site.close();
});

const R = (p) => site.url('research/' + p);

// panelFor opens the sidecar for page's tab with the Research pane open:
// the side-panel page (ui/sidecar.html?tabId=N) at a narrow width, or, where
// the panel still lives in the page, the in-page sidecar frame. It returns
// the frame or page to drive (ui) and the page to photograph (shot).
async function panelFor(b, page) {
  const tabId = await tabIdOf(b, page);
  const panel = await b.context.newPage();
  await panel.setViewportSize({ width: 380, height: 1000 });
  await panel.goto(`chrome-extension://${EXTENSION_ID}/ui/sidecar.html?tabId=${tabId}&research=1`);
  // The sidecar says whether it accepted to run here (ready) or not.
  await panel.waitForFunction(() => document.body.dataset.refused === '1' || document.body.dataset.ready === '1', null, { timeout: 15000 });
  if (await panel.evaluate(() => document.body.dataset.refused === '1')) {
    await panel.close();
    await openSidecar(b, page);
    const frame = page.frames().find((f) => f.url().includes('/ui/sidecar.html'));
    await frame.waitForFunction(() => !!globalThis.LaikaResearch);
    await frame.evaluate(() => LaikaResearch.toggle(true));
    await frame.locator('#research-pane:not([hidden]) #rs-collection').waitFor({ timeout: 15000 });
    return { ui: frame, shot: page };
  }
  await panel.locator('#research-pane:not([hidden]) #rs-collection').waitFor({ timeout: 15000 });
  return { ui: panel, shot: panel };
}

async function host(panel, type, payload) {
  return panel.evaluate(([t, p]) => LaikaBG.host(t, p).then((r) => ({ ok: true, r }), (e) => ({ ok: false, code: e.code, message: e.message })), [type, payload]);
}

test('thread → selected links → ask how they differ → comparison + timeline → follow a citation (built-in)', async () => {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(R('thread.html'));
    const p = await panelFor(b, page);
    const panel = p.ui;
    await newCollection(panel, 'Harbor Bridge');
    await shoot(p.shot, 'research-01-empty-collection');

    // The user selects the thread's outbound links.
    await page.evaluate(() => {
      const r = document.createRange();
      r.selectNodeContents(document.getElementById('links'));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
    });
    await panel.click('#rs-add-selection');
    await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor();
    assert.equal(await panel.locator('#rs-confirm li').count(), 4, 'the four outbound links are listed before fetching');
    await shoot(p.shot, 'research-02-confirm-links');
    await panel.click('#rs-confirm-go');
    await waitCollected(panel, 4);
    assert.equal(await panel.locator('#rs-sources li[data-status=captured]').count(), 4);
    await shoot(p.shot, 'research-03-collected');

    const li = await ask(panel, 'How do these sources differ? Cite each claim.');
    const text = await li.innerText();
    for (const want of ['Where they disagree', '1,800 workers', '1,500 workers', 'rise to $4', 'increase to $5']) assert.ok(text.includes(want), 'answer mentions ' + want + ':\n' + text);
    const links = await li.locator('a[href*="#:~:text="]').count();
    assert.ok(links >= 8, 'each claim is cited with a text-fragment link (' + links + ')');
    assert.equal(await li.getAttribute('data-supported'), 'true');
    await shoot(p.shot, 'research-04-answer-differ');

    // A follow-up in the same conversation.
    const f = await ask(panel, 'What about the tolls?');
    assert.match(await f.innerText(), /\$3/);

    const cmp = await transform(b, panel, 'comparison');
    assert.match(await cmp.locator('#title').innerText(), /Comparison/);
    assert.ok(await cmp.locator('#body table tr').count() >= 5, 'a row per source');
    // The header's buttons are in the page's font, and Delete does not
    // look like one more export.
    const look = await cmp.evaluate(() => ['export-md', 'delete'].map((id) => { const c = getComputedStyle(document.getElementById(id)); return { font: c.fontFamily, color: c.color }; }).concat([{ font: getComputedStyle(document.body).fontFamily }]));
    assert.equal(look[0].font, look[2].font, 'buttons use the page font');
    assert.notEqual(look[1].color, look[0].color, 'Delete is set apart');
    await shoot(cmp, 'research-05-comparison');
    const tl = await transform(b, panel, 'timeline');
    const tlText = await tl.locator('#body').innerText();
    assert.ok(tlText.indexOf('2023-03') < tlText.indexOf('2025-03-14') && tlText.indexOf('2025-03-14') < tlText.indexOf('2026-01-01'), 'events in date order');
    await shoot(tl, 'research-06-timeline');

    // Follow a citation back to its source: it opens at the quote.
    const first = tl.locator('#citations a[href^="http"]').first();
    const href = await first.getAttribute('href');
    assert.match(href, /#:~:text=/);
    const opened = b.context.waitForEvent('page');
    await first.click();
    const src = await opened;
    await src.waitForLoadState();
    assert.ok(src.url().startsWith(site.url('research/')), src.url());
    await shoot(src, 'research-07-citation-source');

    await p.shot.bringToFront();
    await panel.waitForFunction(() => document.querySelectorAll('#rs-artifacts li.rs-artifact').length === 2);
    await shoot(p.shot, 'research-08-artifacts-list');

    // History lists the collection's chat; opening it shows the Research
    // pane on that collection with its turns (follow-ups ask it again).
    await panel.evaluate(() => LaikaResearch.toggle(false));
    await panel.locator('#research-pane').waitFor({ state: 'hidden' });
    await panel.click('#history');
    const conv = panel.locator('#conv-list li[data-conversation^="chat_col_"]');
    await conv.first().waitFor({ timeout: 15000 });
    assert.match(await conv.first().innerText(), /Research: Harbor Bridge/);
    // A listed conversation and no runs: no "No runs yet." above it and no
    // empty Runs heading under it.
    assert.equal(await panel.locator('#history-state').innerText(), '');
    assert.equal(await panel.locator('#runs-head').isVisible(), false, 'no Runs heading over an empty list');
    await shoot(p.shot, 'research-08b-history-lists-chat');
    await conv.first().locator('button').first().click();
    await panel.locator('#research-pane:not([hidden])').waitFor();
    assert.ok(await panel.locator('#history-pane').isHidden(), 'History closes');
    assert.match(await panel.locator('#rs-collection option:checked').innerText(), /^Harbor Bridge/);
    assert.equal(await panel.locator('#rs-chat li.assistant').count(), 2, 'both answers are back');
    assert.match(await panel.locator('#rs-chat li.user').first().innerText(), /How do these sources differ/);
    await shoot(p.shot, 'research-08c-history-reopened');
  } finally {
    await b.close();
  }
});

test('search results → collect the top results → brief → export Markdown and CSV (built-in)', async () => {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(R('search.html'));
    const p = await panelFor(b, page);
    const panel = p.ui;
    await newCollection(panel, 'Bridge search');
    await panel.selectOption('#rs-topn', '5');
    await panel.click('#rs-add-results');
    await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor();
    assert.equal(await panel.locator('#rs-confirm li').count(), 5);
    await panel.click('#rs-confirm-go');
    await waitCollected(panel, 5);
    assert.equal(await panel.locator('#rs-sources li[data-status=captured]').count(), 4);
    assert.equal(await panel.locator('#rs-sources li[data-status=blocked][data-error=login_required]').count(), 1, 'the subscriber page is behind a login');
    assert.match(await panel.locator('#rs-sources li[data-status=blocked] .rs-badge').innerText(), /behind a login/);
    await shoot(p.shot, 'research-09-search-collected');

    const brief = await transform(b, panel, 'brief');
    const body = await brief.locator('#body').innerText();
    for (const want of ['Key takeaways', 'Where the sources disagree', 'What to verify', 'Not read (login_required)']) assert.ok(body.includes(want), want);
    await shoot(brief, 'research-10-brief');

    for (const [fmt, check] of [['md', (s) => s.startsWith('# Brief: Bridge search') && s.includes('## Where the sources disagree')], ['csv', (s) => s.startsWith('section,statement,source,url') && s.includes('disagreement,')]]) {
      const dl = brief.waitForEvent('download');
      await brief.click('#export-' + fmt);
      const d = await dl;
      const dir = mkdtempSync(join(tmpdir(), 'laika-dl-'));
      const path = join(dir, d.suggestedFilename());
      await d.saveAs(path);
      const content = readFileSync(path, 'utf8');
      assert.ok(d.suggestedFilename().endsWith('.' + fmt), d.suggestedFilename());
      assert.ok(check(content), fmt + ' export:\n' + content.slice(0, 400));
      rmSync(dir, { recursive: true, force: true });
    }
  } finally {
    await b.close();
  }
});

test('product pages in open tabs → comparison with shipping, tax and totals by app.calculate (built-in)', async () => {
  const b = await launch();
  try {
    const pages = [];
    for (const p of ['alpine-shell.html', 'summit-down.html', 'trail-rain.html', 'coastal-windbreaker.html', 'storm-pro.html']) {
      const pg = await b.context.newPage();
      await pg.goto(R(p));
      pages.push(pg);
    }
    const list = await b.context.newPage();
    await list.goto(R('products.html'));
    const p = await panelFor(b, list);
    const panel = p.ui;
    await newCollection(panel, 'Rain jackets');
    await panel.click('#rs-add-tabs');
    await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor();
    // While the pick waits on the user, the other actions are disabled
    // (not just dimmed: a click on them would be lost).
    assert.ok(await panel.locator('#rs-add-tab').isDisabled(), 'other actions are disabled while one runs');
    assert.ok(await panel.locator('#rs-confirm-go').isEnabled(), 'the pick itself stays live');
    // Keep only the product tabs (the list page itself is unchecked).
    const rows = panel.locator('#rs-confirm li');
    for (let i = 0; i < (await rows.count()); i++) {
      const t = await rows.nth(i).innerText();
      const cb = rows.nth(i).locator('input[type=checkbox]');
      if (/Rain jackets — compare|about:blank/.test(t)) await cb.uncheck();
    }
    assert.equal(await panel.locator('#rs-confirm-go').innerText(), 'Collect 5', 'the button counts the ticked tabs');
    await shoot(p.shot, 'research-11-pick-tabs');
    await panel.click('#rs-confirm-go');
    await waitCollected(panel, 5);
    assert.equal(await panel.locator('#rs-sources li[data-status=captured]').count(), 5);
    const cmp = await transform(b, panel, 'comparison');
    const body = await cmp.locator('#body').innerText();
    for (const want of ['Shipping', 'Tax', 'Total', '$74.28', '$204.59', '$283.11', '$116.15', '$356.14', 'Lowest total', 'app.calculate']) assert.ok(body.includes(want), 'comparison shows ' + want);
    await shoot(cmp, 'research-12-product-comparison');
    for (const p of pages) await p.close();
  } finally {
    await b.close();
  }
});

test('bad input: failed, non-HTML, too large and login sources; empty collection; unknown ids; no support', async () => {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(R('thread.html'));
    const p = await panelFor(b, page);
    const panel = p.ui;
    await newCollection(panel, 'Empty one');
    // Ask in an empty collection: a clear code, nothing lost.
    await panel.fill('#rs-question', 'Anything?');
    await panel.click('#rs-ask');
    await panel.locator('#rs-error:not([hidden])').waitFor();
    assert.equal(await panel.locator('#rs-error').getAttribute('data-code'), 'empty_collection');
    await shoot(p.shot, 'research-13-empty-collection');

    const c = await host(panel, 'collection.new', { title: 'Bad sources' });
    const add = await host(panel, 'collection.add', { collectionId: c.r.id, sources: [
      { url: R('harbor-ledger.html') }, { url: R('missing.html') }, { url: R('report.pdf') }, { url: R('big.html') }, { url: R('login-wall.html') }] });
    assert.ok(add.ok, JSON.stringify(add));
    let d;
    for (let i = 0; i < 100; i++) {
      d = (await host(panel, 'collection.get', { collectionId: c.r.id })).r;
      if (d.sources.every((s) => s.status !== 'pending')) break;
      await new Promise((r) => setTimeout(r, 200));
    }
    assert.deepEqual(d.sources.map((s) => s.status + ':' + (s.error || '')), ['captured:', 'failed:fetch_failed', 'failed:unsupported_content', 'failed:too_large', 'blocked:login_required']);
    await panel.evaluate(() => LaikaResearch.refresh());
    await panel.selectOption('#rs-collection', c.r.id);
    await waitCollected(panel, 5);
    // The pane has more room than content here: the question box sits at
    // its bottom, with no empty band under it.
    const band = await panel.evaluate(() => document.getElementById('research-pane').getBoundingClientRect().bottom - document.getElementById('rs-ask-form').getBoundingClientRect().bottom);
    assert.ok(band <= 2, 'no empty band under the question box: ' + band + ' px');
    await shoot(p.shot, 'research-14-bad-sources');

    // The good source still answers; a question it cannot support says so.
    const li = await ask(panel, 'Who won the 1998 world cup final?');
    assert.equal(await li.getAttribute('data-supported'), 'false');
    assert.equal(await li.getAttribute('data-code'), 'no_evidence');
    await shoot(p.shot, 'research-15-no-support');

    for (const [type, payload, code] of [
      ['collection.get', { collectionId: 'col_0000000000000000' }, 'not_found'],
      ['collection.ask', { collectionId: 'col_0000000000000000', question: 'x' }, 'not_found'],
      ['artifact.get', { artifactId: 'art_0000000000000000' }, 'not_found'],
      ['artifact.export', { artifactId: 'art_0000000000000000', format: 'md' }, 'not_found'],
      ['collection.add', { collectionId: c.r.id, sources: [{ url: 'javascript:alert(1)' }] }, 'invalid_url'],
      ['collection.transform', { collectionId: c.r.id, type: 'poem' }, 'invalid_arguments'],
      ['collection.get', { collectionId: c.r.id, bogus: 1 }, 'invalid_arguments'],
    ]) {
      const r = await host(panel, type, payload);
      assert.equal(r.ok, false, type);
      assert.equal(r.code, code, type + ' ' + JSON.stringify(r));
    }
  } finally {
    await b.close();
  }
});

test('with replayed model outputs: the answer is LLMCP-packed, cited and checked; model FAQ', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'laika-replay-'));
  const replay = join(dir, 'replay.jsonl');
  const answer = (md, cites) => JSON.stringify({ assistant: { title: 'Answer', markdown: md, citations: cites.map((q) => ({ quote: q })) }, tool_calls: [] });
  writeFileSync(replay, [
    { purpose: 'answer', output: answer('The outlets disagree on the cost: **$4.2 billion** (Harbor Ledger, Coastal Times) against **$3.9 billion** (Metro Daily). They also disagree on the 2026 toll: $4 or $5.', ['cost $4.2 billion', 'The rebuild cost $3.9 billion', 'when they rise to $4', 'the increase to $5 on January 1, 2026']) },
    { purpose: 'answer', output: answer('The bridge cost $9.9 billion and was designed by Gustave Eiffel.', ['designed by Gustave Eiffel in 1889']) },
    { purpose: 'transform', output: answer('## When did the Harbor Bridge reopen?\n\nOn March 14, 2025, says the Harbor Ledger; Metro Daily says drivers crossed again on March 15.\n\n## What did it cost?\n\n$4.2 billion or $3.9 billion, depending on the outlet.', ['The Harbor Bridge reopened to traffic on March 14, 2025', 'Drivers crossed the Harbor Bridge again on Saturday, March 15, 2025', 'The rebuild cost $3.9 billion']) },
  ].map((l) => JSON.stringify(l)).join('\n') + '\n');
  const b = await launch({ env: { LAIKA_MODEL: 'replay:' + replay } });
  try {
    const page = await b.context.newPage();
    await page.goto(R('thread.html'));
    const p = await panelFor(b, page);
    const panel = p.ui;
    const c = await host(panel, 'collection.new', { title: 'Harbor Bridge (model)' });
    await host(panel, 'collection.add', { collectionId: c.r.id, sources: ['harbor-ledger.html', 'metro-daily.html', 'coastal-times.html', 'river-post.html'].map((p) => ({ url: R(p) })) });
    await panel.evaluate(() => LaikaResearch.refresh());
    await panel.selectOption('#rs-collection', c.r.id);
    await waitCollected(panel, 4);
    const li = await ask(panel, 'How do these sources differ? Cite each claim.');
    const meta = await li.locator('.rs-meta').innerText();
    assert.match(meta, /replay/);
    assert.doesNotMatch(meta, /not verified/);
    assert.match(meta, /4 citations/);
    await shoot(p.shot, 'research-16-model-answer');

    const bad = await ask(panel, 'Who designed it?');
    const badText = await bad.innerText();
    assert.match(badText, /Not supported by the sources|Could not verify/);
    assert.match(await bad.locator('.rs-meta').innerText(), /not verified/);
    await shoot(p.shot, 'research-17-model-unsupported');

    const faq = await transform(b, panel, 'faq');
    assert.match(await faq.locator('#body').innerText(), /When did the Harbor Bridge reopen/);
    assert.equal(await faq.locator('#citations li').count(), 3);
    await shoot(faq, 'research-18-model-faq');
  } finally {
    await b.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
