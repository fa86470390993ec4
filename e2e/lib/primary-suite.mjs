// primarySuite: one set of main-content rules. The content script's
// primary text must hold each phrase as often as Go's does on the shared
// pages in extract/testdata/primary, and name the same captions (`go test
// ./extract -run TestPrimaryRules` checks the same expected.json and
// captions.json). Each browser runs the pages from its own test file
// (tests/primary.test.mjs, tests/primary-firefox.test.mjs): both in one
// file outgrew the suite's time limit for a file (run.sh --test-timeout).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTab, ROOT, BROWSERS, launchAll, closeAll } from './harness.mjs';
import { serveFixtures } from './fixtures.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'primary');

const count = (s, sub) => s.split(sub).length - 1;

// primarySuite registers the pages' tests for browser, unless
// LAIKA_E2E_BROWSERS leaves it out.
export function primarySuite(browser) {
  if (!BROWSERS.includes(browser)) return;
  let open = {};
  let fixtures, origin;
  before(async () => {
    fixtures = await serveFixtures('primary');
    origin = fixtures.origin;
    open = await launchAll([browser]);
  });
  after(async () => {
    await closeAll(open);
    await fixtures.close();
  });
  for (const name of readdirSync(DIR).sort()) {
    test(`[${browser}] primary ${name} matches Go`, async () => {
      const { b, page } = open[browser];
      await page.goto(`${origin}/primary/${name}/source.html`);
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      const text = (r.observation.primary && r.observation.primary.text) || '';
      const want = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8'));
      for (const [phrase, n] of Object.entries(want)) assert.equal(count(text, phrase), n, `${JSON.stringify(phrase)} in:\n${text}`);
      // captions.json, where present, lists primary.captions.
      const capsFile = join(DIR, name, 'captions.json');
      if (existsSync(capsFile)) assert.deepEqual((r.observation.primary && r.observation.primary.captions) || [], JSON.parse(readFileSync(capsFile, 'utf8')));
    });
  }
}
