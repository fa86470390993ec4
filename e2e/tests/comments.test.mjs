// One set of comment rules: the content script must read the same
// entries (author, text, depth) as Go's extractor on the shared golden
// pages in extract/testdata/comments, whose expected.json `go test
// ./extract -run TestSharedComments` checks too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, inTab, ROOT, BROWSERS } from '../lib/harness.mjs';
import { serveFixtures } from '../lib/fixtures.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'comments');

const open = {};
let fixtures;
before(async () => {
  fixtures = await serveFixtures('comments');
  for (const browser of BROWSERS) {
    const b = await launch({ browser });
    open[browser] = { b, page: await b.context.newPage() };
  }
});
after(async () => {
  for (const { b } of Object.values(open)) await b.close();
  await fixtures.close();
});

for (const name of readdirSync(DIR).sort()) {
  for (const browser of BROWSERS) test(`[${browser}] comments ${name} match Go`, async () => {
    const { b, page } = open[browser];
    await page.goto(`${fixtures.origin}/comments/${name}/source.html`);
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const got = (r.observation.comments || []).map(({ author, text, depth }) => ({ ...(author ? { author } : {}), text, ...(depth ? { depth } : {}) }));
    assert.deepEqual(got, JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8')));
  });
}
