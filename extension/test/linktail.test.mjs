// The content script ends an article where Go does: the shared table of
// endings (extract/testdata/linktail.json, extract/article_tail_test.go
// TestTrimLinkTail).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import '../generated/patterns.js';
import '../content/heuristics.js';
import '../content/walk.js';
import '../content/article.js';

const { trimLinkTail } = globalThis.LaikaArticle;
const cases = JSON.parse(readFileSync(new URL('../../extract/testdata/linktail.json', import.meta.url), 'utf8'));

test('LaikaArticle.trimLinkTail answers the shared table', () => {
  assert.ok(cases.length >= 8);
  for (const c of cases) {
    const read = { lines: c.lines.map(([l]) => l), ctrls: c.lines.map(() => 0), links: c.lines.map(([, n]) => n) };
    assert.equal(trimLinkTail(read).lines.length, c.kept, c.name);
  }
});
