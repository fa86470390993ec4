// Extraction confidence, one rule set in two implementations: the content
// script's primary.confidence must equal Go's on the pages in
// extract/testdata/confidence (`go test ./extract -run TestConfidencePages`
// checks the same expected.json), in Chromium and Firefox ESR.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, inTab, ROOT, BROWSERS } from '../lib/harness.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'confidence');

const open = {};
let server, origin;
before(async () => {
  server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(/^\/confidence\//, '');
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
