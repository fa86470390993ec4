// One set of main-content rules: the content script's primary text must
// hold each phrase as often as Go's does on the shared pages in
// extract/testdata/primary (`go test ./extract -run TestPrimaryRules`
// checks the same expected.json).
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, inTab, ROOT, BROWSERS } from '../lib/harness.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'primary');

// One browser each (Chromium and Firefox ESR unless LAIKA_E2E_BROWSERS
// narrows it): the content script runs in both.
const open = {};
let server, origin;
before(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/primary\//, '');
    const file = join(DIR, path);
    if (!file.startsWith(DIR) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  origin = `http://127.0.0.1:${server.address().port}`;
  for (const browser of BROWSERS) {
    const b = await launch({ browser });
    open[browser] = { b, page: await b.context.newPage() };
  }
});
after(async () => {
  for (const { b } of Object.values(open)) await b.close();
  await new Promise((r) => server.close(r));
});

const count = (s, sub) => s.split(sub).length - 1;

for (const name of readdirSync(DIR).sort()) {
  for (const browser of BROWSERS) test(`[${browser}] primary ${name} matches Go`, async () => {
    const { b, page } = open[browser];
    await page.goto(`${origin}/primary/${name}/source.html`);
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const text = (r.observation.primary && r.observation.primary.text) || '';
    const want = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8'));
    for (const [phrase, n] of Object.entries(want)) assert.equal(count(text, phrase), n, `${JSON.stringify(phrase)} in:\n${text}`);
  });
}
