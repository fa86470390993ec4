// Extraction confidence, one rule set in two implementations: the content
// script's primary.confidence must equal Go's on the pages in
// extract/testdata/confidence (`go test ./extract -run TestConfidencePages`
// checks the same expected.json), in Chromium and Firefox ESR.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTab, ROOT, BROWSERS, launchAll, closeAll } from '../lib/harness.mjs';
import { serveFixtures } from '../lib/fixtures.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'confidence');

const open = {};
let fixtures, origin;
before(async () => {
  fixtures = await serveFixtures('confidence');
  origin = fixtures.origin;
  Object.assign(open, await launchAll());
});
after(async () => {
  await closeAll(open);
  await fixtures.close();
});

for (const name of readdirSync(DIR).sort()) {
  for (const browser of BROWSERS) test(`[${browser}] confidence ${name} matches Go`, async () => {
    const { b, page } = open[browser];
    await page.goto(`${origin}/confidence/${name}/source.html`);
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const p = r.observation.primary;
    assert.ok(p, 'no primary');
    const want = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8'));
    assert.equal(p.confidence, want.confidence, p.text);
  });
}
