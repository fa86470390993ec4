// One set of comment rules: the content script must read the same
// entries (author, text, depth, accepted) as Go's extractor on the shared golden
// pages in extract/testdata/comments, whose expected.json `go test
// ./extract -run TestSharedComments` checks too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTab, ROOT, BROWSERS, launchAll, closeAll } from '../lib/harness.mjs';
import { serveFixtures } from '../lib/fixtures.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'comments');

const open = {};
let fixtures;
before(async () => {
  fixtures = await serveFixtures('comments');
  Object.assign(open, await launchAll());
});
after(async () => {
  await closeAll(open);
  await fixtures.close();
});

for (const name of readdirSync(DIR).sort()) {
  for (const browser of BROWSERS) test(`[${browser}] comments ${name} match Go`, async () => {
    const { b, page } = open[browser];
    await page.goto(`${fixtures.origin}/comments/${name}/source.html`);
    // Go's default budgets (extract.DefaultMaxComments, DefaultMaxCommentChars):
    // a long answer is cut at the same character, and judged by the same length.
    const r = await inTab(b, page, { type: 'laika.observe', options: { maxComments: 100, maxCommentChars: 800 } });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const got = (r.observation.comments || []).map(({ author, text, depth, accepted }) => ({ ...(author ? { author } : {}), text, ...(depth ? { depth } : {}), ...(accepted ? { accepted } : {}) }));
    assert.deepEqual(got, JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8')));
  });
}

// Past the comment budget the accepted answer is still kept, in place of
// the last entry within it (extract/comments_accepted.go keepAccepted):
// on a busy Q&A page it is what the reader came for.
for (const name of readdirSync(DIR).sort()) {
  const want = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8'));
  const late = want.findIndex((c) => c.accepted);
  if (late < 2) continue;
  for (const browser of BROWSERS) test(`[${browser}] comments ${name}: the accepted answer past the budget is kept`, async () => {
    const { b, page } = open[browser];
    await page.goto(`${fixtures.origin}/comments/${name}/source.html`);
    const r = await inTab(b, page, { type: 'laika.observe', options: { maxComments: 2, maxCommentChars: 800 } });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const got = (r.observation.comments || []).map((c) => [c.author, !!c.accepted]);
    assert.deepEqual(got, [[want[0].author, false], [want[late].author, true]]);
  });
}
