// Chained runs in the sidecar against the real host and real Chromium: a
// goal runs to its end over several gated steps (search → open a result →
// read → a cited answer; open a link → summarize it), a follow-up turn
// builds on the previous answer, and the same chains run with replayed
// model outputs in the formats small models write (Hermes <tool_call>,
// Pythonic calls, fenced JSON), including a model that loops (stopped,
// with the reason) and one whose output needs a repair. The search engine
// is a custom template pointing at the loopback fixture server.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { launch, serveFixtures, openSidecar, shoot, inTab, OBSERVE_OPTIONS } from '../lib/harness.mjs';

let site;
before(async () => {
  site = await serveFixtures();
});
after(async () => {
  await site.close();
});

const SEARCH_GOAL = 'search for river cleanup volunteers and summarize the top result';

async function useFixtureSearch(b) {
  const w = await b.currentWorker();
  await w.evaluate((tpl) => chrome.storage.local.set({ settings: { mode: 'assist', searchEngine: 'custom', searchTemplate: tpl } }), site.url('chains/search.html') + '?q={query}');
}

async function runGoal(sc, goal) {
  await sc.locator('#goal').fill(goal);
  await sc.locator('#run').click();
}

// settle approves every call the gate asks about until the run finishes;
// it returns how many approvals were asked for.
async function settle(sc, page, shotName) {
  let asked = 0;
  for (;;) {
    const approve = sc.locator('.approval button[data-action=approve]');
    const finished = sc.locator('body[data-run=finished]');
    await Promise.race([approve.waitFor({ timeout: 60000 }), finished.waitFor({ timeout: 60000 })]);
    if (await finished.count()) return asked;
    if (asked === 0 && shotName) await shoot(page, shotName);
    asked++;
    await new Promise((r) => setTimeout(r, 600)); // Approve arms after 400 ms
    await approve.click();
    await sc.locator('.approval').first().waitFor({ state: 'detached', timeout: 30000 }).catch(() => {});
  }
}

// lastAnswer is the text of the last step that carries an answer.
async function lastAnswer(sc) {
  const a = sc.locator('.step .assistant');
  const n = await a.count();
  return n ? a.nth(n - 1).innerText() : '';
}

test('builtin: search for X and summarize the top result runs to a cited summary of the result page, with approvals', async () => {
  const b = await launch();
  try {
    await useFixtureSearch(b);
    const page = await b.context.newPage();
    await page.goto(site.url('chains/news.html'));
    const sc = await openSidecar(b, page);
    await runGoal(sc, SEARCH_GOAL);
    const asked = await settle(sc, page, 'chains-01-search-approval');
    const steps = await sc.locator('#steps').innerText();
    assert.equal(asked, 2, 'the search and the click on the result ask in assist mode: ' + steps);
    const answer = await lastAnswer(sc);
    assert.match(answer, /How to organise a river cleanup/, steps);
    assert.match(answer, /volunteer per 20 metres|site is small enough/, answer);
    assert.ok((await sc.locator('.step .chips .chip').count()) >= 2, 'the summary carries citations');
    assert.match(steps, /Done\./, steps);
    assert.equal(await sc.locator('.error:not([hidden])').count(), 0, steps);
    const tabs = b.context.pages().map((p) => p.url());
    assert.ok(tabs.some((u) => u.endsWith('/chains/result-guide.html')), 'the top result was opened: ' + tabs.join(' '));
    await shoot(page, 'chains-02-search-summary');
  } finally {
    await b.close();
  }
});

test('builtin: open <link> and summarize it, then a follow-up turn saves that answer', async () => {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(site.url('chains/thread.html'));
    const sc = await openSidecar(b, page);
    await runGoal(sc, 'open the Redwood Times coverage and summarize it');
    const asked = await settle(sc, page);
    assert.equal(asked, 1, 'the click asks');
    await page.waitForURL(/redwood\.html$/, { timeout: 15000 });
    const answer = await lastAnswer(sc);
    assert.match(answer, /Volunteers haul two tonnes of trash/, answer);
    assert.ok((await sc.locator('.step .chips .chip').count()) >= 1);
    await shoot(page, 'chains-03-open-summary');

    // The follow-up: "save that" means the previous answer.
    await runGoal(sc, 'save that as Redwood notes');
    await settle(sc, page);
    const res = sc.locator('.call[data-name="artifact.save"] .result');
    assert.equal(await res.getAttribute('data-status'), 'ok', await sc.locator('#steps').innerText());
    // The artifact is in the store (one SQLite artifact store): find the
    // save call's result through the run's history, then read it back.
    const host = (t, p) => sc.evaluate(([t, p]) => LaikaBG.host(t, p), [t, p]);
    const runs = (await host('history.runs', {})).runs;
    const saveRun = runs.find((r) => r.goal === 'save that as Redwood notes');
    assert.ok(saveRun, 'the follow-up run is in the history');
    const calls = (await host('history.run', { runId: saveRun.id })).toolCalls;
    const call = calls.find((c) => c.name === 'artifact.save');
    assert.ok(call && call.result && call.result.id, 'the save call has its artifact: ' + JSON.stringify(calls));
    const saved = (await host('artifact.get', { artifactId: call.result.id })).markdown;
    assert.ok(saved.includes('Redwood notes'), 'the artifact is titled: ' + saved.slice(0, 200));
    assert.match(saved, /two tonnes/, 'it holds the previous answer: ' + saved.slice(0, 400));
    assert.match(saved, /open the Redwood Times coverage and summarize it/);
    await shoot(page, 'chains-04-follow-up');
  } finally {
    await b.close();
  }
});

// --- The same chains with replayed model outputs. ---

function replayFile(entries) {
  const dir = mkdtempSync(join(tmpdir(), 'laika-replay-'));
  const f = join(dir, 'replay.jsonl');
  writeFileSync(f, entries.map((e) => JSON.stringify(e)).join('\n') + '\n');
  return f;
}

async function withModel(entries, fn) {
  const replay = replayFile(entries);
  const b = await launch({ env: { LAIKA_MODEL: 'replay:' + replay, LAIKA_LOG_FULL_LLM: '1' } });
  try {
    const hello = await b.worker.evaluate(() => host.connect());
    assert.equal(hello.model.backend, 'replay');
    return await fn(b);
  } finally {
    await b.close();
    rmSync(dirname(replay), { recursive: true, force: true });
  }
}

async function handlesFor(fixture) {
  const b = await launch();
  try {
    const page = await b.context.newPage();
    await page.goto(site.url(fixture));
    const r = await inTab(b, page, { type: 'laika.observe', options: OBSERVE_OPTIONS });
    return Object.fromEntries(r.observation.elements.map((e) => [e.label, e.handleId]));
  } finally {
    await b.close();
  }
}

const plan = (output) => ({ purpose: 'plan', output });
const repair = (output) => ({ purpose: 'repair', output });
const answer = (markdown, citations) => JSON.stringify({ assistant: { markdown, citations }, tool_calls: [] });

test('model (replayed): the search chain in Hermes and Pythonic calls, one reply repaired, then a follow-up with the conversation in context', async () => {
  const guide = site.url('chains/result-guide.html');
  const entries = [
    // Step 1: a Hermes tool call after a think block.
    plan('<think>The user wants a search first.</think>\n<tool_call>\n{"name": "search", "arguments": {"query": "river cleanup volunteers"}}\n</tool_call>'),
    // Step 2: an argument key the tool does not have: the host asks for a repair...
    plan(JSON.stringify({ assistant: { markdown: 'Opening the guide.' }, tool_calls: [{ name: 'browser.navigate', arguments: { href: guide } }] })),
    // ...and the repaired reply is a Pythonic call (LFM2 style).
    repair(`<|tool_call_start|>[browser.navigate(url="${guide}")]<|tool_call_end|>`),
    // Step 3: the answer, fenced, quoting the page.
    plan('```json\n' + answer('The guide says to aim for one volunteer per 20 metres of bank.', [{ doc_id: 'doc:web:summary', url: guide, quote: 'aim for one volunteer per 20 metres of bank' }]) + '\n```'),
    // Follow-up turn: the model saves the previous answer.
    plan(JSON.stringify({ assistant: { markdown: 'Saving it.' }, tool_calls: [{ name: 'artifact.save', arguments: { title: 'Cleanup tip', markdown: 'Aim for one volunteer per 20 metres of bank.' } }] })),
    plan(answer('Saved “Cleanup tip”.')),
  ];
  await withModel(entries, async (b) => {
    await useFixtureSearch(b);
    const page = await b.context.newPage();
    await page.goto(site.url('chains/news.html'));
    const sc = await openSidecar(b, page);
    await runGoal(sc, SEARCH_GOAL);
    const asked = await settle(sc, page);
    const steps = (await sc.locator('#steps').innerText()) + '\nerror: ' + (await sc.locator('#error').innerText());
    assert.equal(asked, 2, steps);
    assert.match(await lastAnswer(sc), /one volunteer per 20 metres/, steps);
    assert.ok(b.context.pages().some((p) => p.url() === guide), 'the repaired navigate ran');
    // Both steps asked and ran (as calls, or as notices in a panel that
    // reloaded with the page).
    assert.match(steps, /search(ask| \(ask\))/, steps);
    assert.match(steps, /browser\.navigate(ask| \(ask\))/, steps);
    await shoot(page, 'chains-05-model-search');

    await runGoal(sc, 'save that as a tip');
    await settle(sc, page);
    assert.equal(await sc.locator('.call[data-name="artifact.save"] .result').getAttribute('data-status'), 'ok');
    // The follow-up's prompt carried the conversation: the earlier goal and answer.
    const log = readFileSync(join(b.home, 'logs', 'llm.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const prompts = log.filter((e) => e.purpose === 'plan' && e.messages).map((e) => JSON.stringify(e.messages));
    const follow = prompts.find((p) => p.includes('save that as a tip'));
    assert.ok(follow, 'the follow-up plan prompt is logged');
    assert.match(follow, /doc:conversation/);
    assert.match(follow, /one volunteer per 20 metres/, 'the earlier answer is in context');
    assert.match(follow, /search for river cleanup volunteers/, 'the earlier goal is in context');
    // The chain's later prompts carried the run history.
    const third = prompts.find((p) => p.includes('result-guide.html') && p.includes('\\"history\\"'));
    assert.ok(third, 'a later step saw the calls already made');
  });
});

test('model (replayed): open <link> and summarize it with a click on a handle', async () => {
  const h = await handlesFor('chains/thread.html');
  assert.ok(h['Redwood Times coverage'], JSON.stringify(h));
  const redwood = site.url('chains/redwood.html');
  const entries = [
    plan(`[browser.click(handleId="${h['Redwood Times coverage']}")]`),
    plan(answer('About 60 volunteers collected more than two tonnes of trash in four hours.', [{ doc_id: 'doc:web:summary', url: redwood, quote: 'collecting more than two tonnes of trash in four hours' }])),
  ];
  await withModel(entries, async (b) => {
    const page = await b.context.newPage();
    await page.goto(site.url('chains/thread.html'));
    const sc = await openSidecar(b, page);
    await runGoal(sc, 'open the Redwood Times coverage and summarize it');
    assert.equal(await settle(sc, page), 1);
    await page.waitForURL(/redwood\.html$/, { timeout: 15000 });
    assert.match(await lastAnswer(sc), /two tonnes/);
    assert.ok((await sc.locator('.step .chips .chip').count()) >= 1);
  });
});

test('model (replayed): a model that keeps re-reading the page is stopped with a reason', async () => {
  const observe = (n) => plan(JSON.stringify({ assistant: { markdown: 'Let me look at the page again.' }, tool_calls: [{ name: 'browser.observe_dom', arguments: { maxChars: n } }] }));
  const entries = [observe(4000), observe(6000), observe(8000), observe(9000), observe(10000), observe(11000)];
  await withModel(entries, async (b) => {
    const page = await b.context.newPage();
    await page.goto(site.url('chains/longread.html'));
    const sc = await openSidecar(b, page);
    await runGoal(sc, 'what does the article say about groundwater?');
    await sc.locator('body[data-run=finished]').waitFor({ timeout: 60000 });
    const steps = await sc.locator('#steps').innerText();
    assert.match(steps, /Stopped: the model kept re-reading the page or repeating itself/, steps);
    assert.doesNotMatch(steps, /no_progress/, 'the panel shows words, not the stop code');
    assert.equal(await sc.locator('.step.done').last().getAttribute('data-stop'), 'no_progress');
    assert.match(steps, /kept asking to read the page again/, steps);
    assert.equal(await sc.locator('.call[data-name="browser.observe_dom"]').count() <= 3, true, steps);
    await shoot(page, 'chains-06-model-loop-stopped');
  });
});

test('model (replayed): a reply still invalid after two repairs: the built-in planner takes the step and says so', async () => {
  const bad = JSON.stringify({ tool_calls: [{ name: 'browser.scroll', arguments: { deltaY: 'a lot' } }] });
  const entries = [plan(bad), repair(bad), repair('I am not sure what to do.\n[browser.scroll(deltaY=')];
  await withModel(entries, async (b) => {
    const page = await b.context.newPage();
    await page.goto(site.url('chains/filing.html'));
    const sc = await openSidecar(b, page);
    await runGoal(sc, 'What company is this filing for?');
    await sc.locator('body[data-run=finished]').waitFor({ timeout: 60000 });
    const steps = await sc.locator('#steps').innerText();
    assert.match(steps, /could not be used after 2 repairs/, steps);
    assert.match(await lastAnswer(sc), /NORTHWIND ROBOTICS, INC\./, steps);
  });
});
