// The patterns the content script shares with Go (extract/patterns.go),
// checked against the sample strings Go's TestSharedPatternSamples checks:
// a translation that changed a verdict fails here.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import '../generated/patterns.js';

const P = globalThis.LaikaPatterns;
const samples = JSON.parse(readFileSync(new URL('../../extract/testdata/shared-patterns.json', import.meta.url), 'utf8'));

test('every shared pattern is a stateless RegExp in a frozen table', () => {
  assert.ok(Object.isFrozen(P));
  assert.deepEqual(Object.keys(P).sort(), Object.keys(samples).sort(), 'one sample set per pattern');
  for (const [name, re] of Object.entries(P)) {
    assert.ok(re instanceof RegExp, name);
    // g or y would make test() remember lastIndex between callers.
    assert.doesNotMatch(re.flags, /[gy]/, name);
  }
});

test('each pattern matches and refuses what Go does', () => {
  for (const [name, { match, refuse }] of Object.entries(samples)) {
    for (const s of match) assert.ok(P[name].test(s), `${name} should match ${JSON.stringify(s)}`);
    for (const s of refuse) assert.ok(!P[name].test(s), `${name} should refuse ${JSON.stringify(s)}`);
  }
});
