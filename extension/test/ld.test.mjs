// The content script's JSON-LD walk answers the table Go's does
// (extract/testdata/ldfind.json, extract/jsonld_test.go TestLDFind).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import '../content/ld.js';

const { findIn } = globalThis.LaikaLD;
const cases = JSON.parse(readFileSync(new URL('../../extract/testdata/ldfind.json', import.meta.url), 'utf8'));

test('LaikaLD.findIn answers the shared table', () => {
  assert.ok(cases.length >= 10);
  for (const c of cases) {
    const got = findIn(c.ld, c.nests, (x) => (typeof x.sku === 'string' ? x.sku : '')) || '';
    assert.equal(got, c.want, c.name);
  }
});
