// Amounts and ratings said twice in a row (content/walk.js onePrice), the
// same table as Go's (extract/testdata/oneprice.json, TestOnePrice).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import '../generated/patterns.js';
import '../content/heuristics.js';
import '../content/walk.js';

const { onePrice } = globalThis.LaikaWalk;
const cases = JSON.parse(readFileSync(new URL('../../extract/testdata/oneprice.json', import.meta.url), 'utf8'));

test('onePrice answers the shared table', () => {
  assert.ok(cases.length >= 10, `${cases.length} cases`);
  for (const c of cases) assert.equal(onePrice(c.in), c.want, c.in);
});
