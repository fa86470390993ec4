// The research workflow's three scenarios with a model: real Chromium, the
// real laika-host and its real Ollama client, talking to a loopback server
// that speaks Ollama's API (/api/show, /api/tags, streamed /api/chat) and
// replays recorded model outputs. Each recorded output is matched to the
// request that asks for it (the question, or the transform type), so the
// test also checks what the host packed into the request: an LLMCP
// web.answer with collection.index.v1 and collection.source.v1 documents.
// The model's citations are checked by the host against the sources: the
// grounded answer keeps them, the invented one is flagged, and a question
// the sources cannot answer says so. Screenshots: research-model-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { rmSync, mkdtempSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { launch, serveFixtures, shoot, tabIdOf, EXTENSION_ID } from '../lib/harness.mjs';
import { newCollection, waitCollected, ask, transform } from '../lib/research-panel.mjs';

const MODEL = 'replay-model:1b';
let site;
before(async () => {
  site = await serveFixtures();
});
after(async () => {
  await site.close();
});
const R = (p) => site.url('research/' + p);

// llmcp is a model output in the LLMCP response shape.
const llmcp = (md, quotes) => JSON.stringify({ assistant: { title: 'Answer', markdown: md, citations: quotes.map((q) => ({ quote: q })) }, tool_calls: [] });

// ollamaReplay serves recorded outputs over Ollama's wire protocol. A
// request takes the first unused recording whose `match` occurs in its
// messages (LLMCP JSON, as the model reads it); anything unmatched gets a
// 500 so a stray model call fails the test instead of passing silently.
async function ollamaReplay(recordings) {
  const used = new Set();
  const seen = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const json = (code, v) => {
        res.writeHead(code, { 'content-type': 'application/json' });
        res.end(JSON.stringify(v));
      };
      if (req.url === '/api/show') return json(200, { details: { family: 'replay', parameter_size: '1B' }, model_info: { 'general.architecture': 'replay', 'replay.context_length': 8192 } });
      if (req.url === '/api/tags') return json(200, { models: [{ name: MODEL, model: MODEL, size: 1 }] });
      if (req.url === '/api/version') return json(200, { version: '0.11.4' });
      if (req.url !== '/api/chat') return json(404, { error: 'not found' });
      const r = JSON.parse(body);
      const text = (r.messages || []).map((m) => m.content).join('\n');
      seen.push(text);
      const i = recordings.findIndex((x, k) => !used.has(k) && text.includes(x.match));
      if (i < 0) return json(500, { error: 'no recording for this request' });
      used.add(i);
      const out = recordings[i].output;
      res.writeHead(200, { 'content-type': 'application/x-ndjson' });
      const at = new Date().toISOString();
      // Three chunks, as a server streams them.
      const n = Math.ceil(out.length / 3);
      for (let k = 0; k < out.length; k += n) res.write(JSON.stringify({ model: MODEL, created_at: at, message: { role: 'assistant', content: out.slice(k, k + n) }, done: false }) + '\n');
      res.end(JSON.stringify({ model: MODEL, created_at: at, message: { role: 'assistant', content: '' }, done: true, done_reason: 'stop', prompt_eval_count: 100, eval_count: 50 }) + '\n');
    });
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return { host: '127.0.0.1:' + server.address().port, seen, used, close: () => new Promise((r) => server.close(r)) };
}

async function researchPanel(b, page) {
  const tabId = await tabIdOf(b, page);
  const panel = await b.context.newPage();
  await panel.setViewportSize({ width: 320, height: 900 }); // the narrowest side panel
  await panel.goto(`chrome-extension://${EXTENSION_ID}/ui/sidecar.html?tabId=${tabId}&research=1`);
  await panel.locator('#research-pane:not([hidden]) #rs-collection').waitFor({ timeout: 20000 });
  return panel;
}

async function download(page, fmt) {
  const dl = page.waitForEvent('download');
  await page.click('#export-' + fmt);
  const d = await dl;
  const dir = mkdtempSync(join(tmpdir(), 'laika-dl-'));
  const path = join(dir, d.suggestedFilename());
  await d.saveAs(path);
  const content = readFileSync(path, 'utf8');
  rmSync(dir, { recursive: true, force: true });
  return { name: d.suggestedFilename(), content };
}

const launchWith = (srv) => launch({ env: { LAIKA_MODEL: 'ollama:' + MODEL, OLLAMA_HOST: srv.host } });

test('model: thread → selected links → grounded cited answer, invented answer flagged, no-support says so → comparison + timeline → citation back', async () => {
  const srv = await ollamaReplay([
    { match: 'How do these sources differ', output: llmcp('The outlets disagree on the cost: **$4.2 billion** (Harbor Ledger) against **$3.9 billion** (Metro Daily). They also disagree on the 2026 toll: $4 or $5.', ['cost $4.2 billion', 'The rebuild cost $3.9 billion', 'when they rise to $4', 'the increase to $5 on January 1, 2026']) },
    { match: 'Who designed it', output: llmcp('The bridge was designed by Gustave Eiffel and cost $9.9 billion.', ['designed by Gustave Eiffel in 1889']) },
    { match: 'Who won the 1998 world cup', output: llmcp('The sources do not say who won the 1998 World Cup.', []) },
  ]);
  const b = await launchWith(srv);
  try {
    const page = await b.context.newPage();
    await page.goto(R('thread.html'));
    const panel = await researchPanel(b, page);
    await newCollection(panel, 'Harbor Bridge (model)');
    await page.evaluate(() => {
      const r = document.createRange();
      r.selectNodeContents(document.getElementById('links'));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
    });
    await panel.click('#rs-add-selection');
    await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor();
    await panel.click('#rs-confirm-go');
    await waitCollected(panel, 4);

    const li = await ask(panel, 'How do these sources differ? Cite each claim.');
    const meta = await li.locator('.rs-meta').innerText();
    assert.match(meta, new RegExp(MODEL.replace(/[.:]/g, '.')), 'answered by the model: ' + meta);
    assert.doesNotMatch(meta, /not verified/);
    assert.match(meta, /4 citations/);
    assert.equal(await li.getAttribute('data-supported'), 'true');
    assert.ok((await li.locator('a[href*="#:~:text="]').count()) >= 4, 'each model citation links to its quote');
    // What the host sent: an LLMCP web.answer packing the collection.
    const req = srv.seen[0];
    for (const want of ['web.answer', 'collection.index.v1', 'collection.source.v1', R('harbor-ledger.html'), R('river-post.html')]) assert.ok(req.includes(want), 'request carries ' + want);
    await shoot(panel, 'research-model-01-answer');

    // Citations that quote nothing in the sources: flagged, not passed on.
    const bad = await ask(panel, 'Who designed it?');
    assert.match(await bad.innerText(), /Not supported by the sources|Could not verify/);
    assert.match(await bad.locator('.rs-meta').innerText(), /not verified/);
    assert.ok(srv.seen[1].includes('How do these sources differ'), 'the follow-up request carries the earlier turn');
    await shoot(panel, 'research-model-02-invented-flagged');

    const none = await ask(panel, 'Who won the 1998 world cup final?');
    assert.equal(await none.getAttribute('data-supported'), 'false');
    assert.equal(await none.getAttribute('data-code'), 'no_evidence');
    assert.match(await none.innerText(), /Not supported by the sources/);
    await shoot(panel, 'research-model-03-no-support');

    // Tables and dates stay exact: built by code even with a model.
    const cmp = await transform(b, panel, 'comparison');
    assert.ok((await cmp.locator('#body table tr').count()) >= 5);
    assert.match(await cmp.locator('#meta, body').first().innerText(), /builtin|Comparison/);
    await shoot(cmp, 'research-model-04-comparison');
    const tl = await transform(b, panel, 'timeline');
    const first = tl.locator('#citations a[href^="http"]').first();
    assert.match(await first.getAttribute('href'), /#:~:text=/);
    const opened = b.context.waitForEvent('page');
    await first.click();
    const src = await opened;
    await src.waitForLoadState();
    assert.ok(src.url().startsWith(site.url('research/')), src.url());
    await shoot(src, 'research-model-05-citation-source');
    assert.equal(srv.used.size, 3, 'every recorded output was asked for');
  } finally {
    await b.close();
    await srv.close();
  }
});

test('model: search results → top results → model brief (disagreements checked by Laika) → export Markdown, CSV and HTML', async () => {
  const srv = await ollamaReplay([
    { match: '"type":"brief"', output: llmcp('## Key takeaways\n\n- The Harbor Bridge reopened in March 2025 after a two-year rebuild.\n- Outlets give different costs and different 2026 tolls.\n\n## What to verify\n\n- The final cost: $4.2 billion or $3.9 billion.', ['The Harbor Bridge reopened to traffic on March 14, 2025', 'The rebuild cost $3.9 billion']) },
  ]);
  const b = await launchWith(srv);
  try {
    const page = await b.context.newPage();
    await page.goto(R('search.html'));
    const panel = await researchPanel(b, page);
    await newCollection(panel, 'Bridge search (model)');
    await panel.selectOption('#rs-topn', '5');
    await panel.click('#rs-add-results');
    await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor();
    await panel.click('#rs-confirm-go');
    await waitCollected(panel, 5);
    assert.equal(await panel.locator('#rs-sources li[data-status=blocked][data-error=login_required]').count(), 1);

    const brief = await transform(b, panel, 'brief');
    const body = await brief.locator('#body').innerText();
    for (const want of ['Key takeaways', 'What to verify', 'Where the sources disagree (checked by Laika)']) assert.ok(body.includes(want), want + ':\n' + body);
    assert.ok((await brief.locator('#citations li').count()) >= 2, 'model citations verified and listed');
    assert.ok(srv.seen[0].includes('transform.run'), 'an LLMCP transform.run request');
    await shoot(brief, 'research-model-06-brief');

    const md = await download(brief, 'md');
    assert.ok(md.name.endsWith('.md') && md.content.startsWith('# Brief: Bridge search (model)') && md.content.includes('checked by Laika'), md.content.slice(0, 300));
    const csv = await download(brief, 'csv');
    assert.ok(csv.name.endsWith('.csv') && csv.content.split('\n').length > 5 && csv.content.includes('Key takeaways'), csv.content.slice(0, 300));
    // The standalone HTML: rendered Markdown, no script, a CSP that allows
    // none and no remote loads.
    const html = await download(brief, 'html');
    assert.ok(html.name.endsWith('.html'), html.name);
    for (const want of ["default-src 'none'", '<h2>Key takeaways</h2>', '<li>', 'href="http']) assert.ok(html.content.includes(want), 'html export has ' + want);
    assert.doesNotMatch(html.content, /<script|<img|javascript:/i);
  } finally {
    await b.close();
    await srv.close();
  }
});

test('model: product tabs → comparison totals by app.calculate, not by the model', async () => {
  // No recordings: with a model configured, the comparison must not ask it.
  const srv = await ollamaReplay([]);
  const b = await launchWith(srv);
  try {
    const pages = [];
    for (const p of ['alpine-shell.html', 'summit-down.html', 'trail-rain.html', 'coastal-windbreaker.html', 'storm-pro.html']) {
      const pg = await b.context.newPage();
      await pg.goto(R(p));
      pages.push(pg);
    }
    const list = await b.context.newPage();
    await list.goto(R('products.html'));
    const panel = await researchPanel(b, list);
    await newCollection(panel, 'Rain jackets (model)');
    await panel.click('#rs-add-tabs');
    await panel.locator('#rs-confirm:not([hidden]) li').first().waitFor();
    const rows = panel.locator('#rs-confirm li');
    for (let i = 0; i < (await rows.count()); i++) {
      if (/Rain jackets — compare|about:blank|Laika/.test(await rows.nth(i).innerText())) await rows.nth(i).locator('input[type=checkbox]').uncheck();
    }
    await panel.click('#rs-confirm-go');
    await waitCollected(panel, 5);
    const cmp = await transform(b, panel, 'comparison');
    const body = await cmp.locator('#body').innerText();
    for (const want of ['Shipping', 'Tax', 'Total', '$74.28', '$204.59', '$283.11', '$116.15', '$356.14', 'app.calculate']) assert.ok(body.includes(want), 'comparison shows ' + want);
    assert.equal(srv.seen.length, 0, 'no model call for the comparison');
    await shoot(cmp, 'research-model-07-product-comparison');
    for (const p of pages) await p.close();
  } finally {
    await b.close();
    await srv.close();
  }
});
