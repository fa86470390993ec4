// Golden observations: one folder per page under fixtures/observe/<case>/
// with source.html and expected.json. LAIKA_UPDATE=1 rewrites expected.json
// (read the diff before committing it).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, serveFixtures, inTab, FIXTURES } from '../lib/harness.mjs';

const DIR = join(FIXTURES, 'observe');
const UPDATE = process.env.LAIKA_UPDATE === '1';

let b, site, page;
before(async () => {
  site = await serveFixtures();
  b = await launch();
  page = await b.context.newPage();
});
after(async () => {
  await b.close();
  await site.close();
});

// normalize drops what changes from run to run: the port, the document id
// and the time.
function normalize(o, origin) {
  const s = JSON.stringify(o).split(origin).join('http://FIXTURE');
  const n = JSON.parse(s);
  n.documentId = 'DOC';
  n.observedAtMs = 0;
  return n;
}

for (const name of readdirSync(DIR).sort()) {
  test('observe ' + name, async () => {
    await page.goto(site.url(`observe/${name}/source.html`));
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const got = normalize(r.observation, new URL(site.url('')).origin);
    const file = join(DIR, name, 'expected.json');
    if (UPDATE || !existsSync(file)) {
      writeFileSync(file, JSON.stringify(got, null, 2) + '\n');
      if (!UPDATE) assert.fail('wrote missing ' + file + '; check it and run again');
      return;
    }
    assert.deepEqual(got, JSON.parse(readFileSync(file, 'utf8')));
  });
}
