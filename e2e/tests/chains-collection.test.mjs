// Follow-ups with the research collection open (real Chromium, real host,
// real SQLite): a conversation in the sidecar starts from the page, then a
// question only the collected sources answer is answered from them with a
// citation of the source, and "compare these sources" runs the research
// comparison (transform.run, through the gate) into a table — all in one
// conversation, with the collection picked in the Research pane.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot, inTab, OBSERVE_OPTIONS } from '../lib/harness.mjs';

let site;
before(async () => {
  site = await serveFixtures();
});
after(async () => {
  await site.close();
});

async function runGoal(sc, goal) {
  const before = await sc.locator('.step.done').count();
  await sc.locator('#goal').fill(goal);
  await sc.locator('#run').click();
  await sc.locator('.step.done').nth(before).waitFor({ timeout: 60000 });
}

async function lastAnswer(sc) {
  const a = sc.locator('.step .assistant');
  return a.nth((await a.count()) - 1).innerText();
}

async function host(sc, type, payload) {
  return sc.evaluate(([t, p]) => LaikaBG.host(t, p), [type, payload]);
}

test('builtin: follow-ups answer from the open research collection and compare its sources', async () => {
  const b = await launch();
  try {
    // The sources, captured from the DOM the way the panel's Collect does.
    const targets = [];
    const tmp = await b.context.newPage();
    for (const f of ['result-guide.html', 'redwood.html', 'result-safety.html']) {
      await tmp.goto(site.url('chains/' + f));
      const r = await inTab(b, tmp, { type: 'laika.observe', options: OBSERVE_OPTIONS });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      targets.push({ url: r.observation.url, title: r.observation.title, observation: r.observation });
    }
    await tmp.close();

    const page = await b.context.newPage();
    await page.goto(site.url('chains/news.html'));
    const sc = await openSidecar(b, page);
    const c = await host(sc, 'collection.new', { title: 'River cleanups' });
    await host(sc, 'collection.add', { collectionId: c.id, sources: targets });
    await sc.waitForFunction(async (id) => (await LaikaBG.host('collection.get', { collectionId: id })).sources.every((s) => s.status === 'captured'), c.id, { timeout: 30000, polling: 200 });

    // The user picks the collection in the Research pane, then closes it.
    await sc.evaluate(() => LaikaResearch.toggle(true));
    await sc.locator(`#rs-collection option[value="${c.id}"]`).waitFor({ state: 'attached', timeout: 15000 });
    await sc.selectOption('#rs-collection', c.id);
    await sc.waitForFunction(async (id) => (await chrome.storage.local.get('research.active'))['research.active'] === id, c.id);
    await sc.evaluate(() => LaikaResearch.toggle(false));

    await runGoal(sc, 'Tell me about the first headline');
    assert.match(await lastAnswer(sc), /Harbor Bridge/);

    await runGoal(sc, 'What protective gear should volunteers wear?');
    const gear = await lastAnswer(sc);
    assert.match(gear, /thick gloves and closed shoes/, gear);
    assert.match(gear, /River Safe|Safety checklist/, 'the source is named: ' + gear);
    const chip = sc.locator('.step .chips .chip').last();
    await chip.waitFor();
    await shoot(page, 'chains-07-collection-answer');

    await runGoal(sc, 'compare these sources');
    const table = await lastAnswer(sc);
    assert.match(table, /Redwood Times/, table);
    assert.match(table, /Safety checklist/, table);
    assert.ok((await sc.locator('.step .assistant table').count()) >= 1, 'the comparison renders as a table');
    const steps = await sc.locator('#steps').innerText();
    assert.equal(await sc.locator('.call[data-name="transform.run"] .result').last().getAttribute('data-status'), 'ok', steps);
    assert.equal(await sc.locator('.error:not([hidden])').count(), 0, steps);
    await shoot(page, 'chains-08-collection-compare');

    // All three turns are one conversation, stored.
    const convs = await host(sc, 'conversation.list', {});
    const mine = convs.conversations.find((x) => x.title === 'Tell me about the first headline');
    assert.ok(mine && mine.turns === 3, JSON.stringify(convs));
  } finally {
    await b.close();
  }
});
