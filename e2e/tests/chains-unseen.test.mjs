// The built-in planner on pages it was not built on (e2e/fixtures/chains2),
// in real Chromium with the extension's own observation (not the host's Go
// extractor the goal table uses): a list question on a link aggregator, an
// open-then-ask chain, a question about a search result that needs its
// page, a sale-price superlative, a Spanish question, the price a
// product page declares, and a German shop's prices. Each answer is
// checked for the page's words and a citation; approvals are given where
// the gate asks.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot } from '../lib/harness.mjs';

let site;
before(async () => {
  site = await serveFixtures();
});
after(async () => {
  await site.close();
});

async function run(sc, goal) {
  const before = await sc.locator('.step.done').count();
  await sc.locator('#goal').fill(goal);
  await sc.locator('#run').click();
  let asked = 0;
  for (;;) {
    const approve = sc.locator('.approval button[data-action=approve]');
    const done = sc.locator('.step.done').nth(before);
    await Promise.race([approve.waitFor({ timeout: 60000 }), done.waitFor({ timeout: 60000 })]);
    if (await done.count()) break;
    asked++;
    await new Promise((r) => setTimeout(r, 600)); // Approve arms after 400 ms
    await approve.click();
    await sc.locator('.approval').first().waitFor({ state: 'detached', timeout: 30000 }).catch(() => {});
  }
  const a = sc.locator('.step .assistant');
  const answer = (await a.count()) ? await a.nth((await a.count()) - 1).innerText() : '';
  const stop = await sc.locator('.step.done').nth(before).getAttribute('data-stop');
  return { answer, stop, asked };
}

const cases = [
  { page: 'aggregator.html', goal: 'What are the top 3 stories?', want: [/SQLite as an application file format/, /split keyboard/, /tide clock/], asked: 0 },
  { page: 'aggregator.html', goal: 'open the third story and tell me how long the battery lasts', want: [/five years/], asked: 1, lands: /post-tides\.html$/ },
  { page: 'results.html', goal: 'Who wrote the second result?', want: [/Grace Obi/], asked: 1, lands: /hp-costs\.html$/ },
  { page: 'cameras.html', goal: "What's the price of the cheapest camera?", want: [/Piccolo Mini/, /\$449\.00/], asked: 0 },
  { page: 'es-articulo.html', goal: '¿Cuánto costó el proyecto?', want: [/210 millones/], asked: 0 },
  { page: 'cam-orion.html', goal: 'How much is it?', want: [/699\.00 USD/], asked: 0 },
  // A German shop's prices ("1.299,00 €", "89,90 €", one struck through
  // beside its sale price) and ratings ("4,8 / 5"): read as 1.299, 8990
  // and 8/5, the dearest grinder was the cheapest, the worst rated the
  // best, and the sum was no expression.
  { page: 'muehlen.html', goal: 'Which is the cheapest grinder?', want: [/Handmühle Classic/, /89,90 €/], asked: 0 },
  { page: 'muehlen.html', goal: 'Which is the most expensive grinder?', want: [/Barista Pro 64/, /1\.299,00 €/], asked: 0 },
  { page: 'muehlen.html', goal: 'Which is the best rated grinder?', want: [/Barista Pro 64/, /4,8\/5/], asked: 0 },
  { page: 'muehlen.html', goal: 'What is the total cost of all the grinders?', want: [/279,00 €/, /89,90 €/], sum: /€1299\.00 \+ €279\.00 \+ €89\.90 \+ €449\.00 = €2116\.90/, asked: 0 },
];

test('builtin on unseen pages: lists, open-then-ask, a question behind a result, sale prices, Spanish, a declared price', async () => {
  const b = await launch();
  try {
    let n = 0;
    for (const c of cases) {
      const page = await b.context.newPage();
      await page.goto(site.url('chains2/' + c.page));
      const sc = await openSidecar(b, page);
      const r = await run(sc, c.goal);
      const steps = await sc.locator('#steps').innerText();
      assert.equal(r.stop, 'answered', c.goal + ': ' + steps);
      for (const w of c.want) assert.match(r.answer, w, c.goal + ': ' + r.answer);
      assert.equal(r.asked, c.asked, c.goal + ': approvals');
      assert.ok((await sc.locator('.step .chips .chip').count()) >= 1, c.goal + ': cited');
      if (c.lands) assert.match(page.url(), c.lands, c.goal);
      if (c.sum) assert.match(await sc.locator('.call[data-name="app.calculate"] .result').last().innerText(), c.sum, c.goal + ': the sum app.calculate worked out');
      await shoot(page, `chains-unseen-${String(++n).padStart(2, '0')}`);
      await sc.close();
      await page.close();
    }
  } finally {
    await b.close();
  }
});
