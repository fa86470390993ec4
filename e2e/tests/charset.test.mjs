// A page that declares no charset and is not UTF-8 reads the same in the
// browser, whose own detector decodes it, as in the host, which fetches
// such a page for a research source or `laika-host observe URL` and
// guesses its charset from the bytes (fetch/charset_guess.go). Before that
// guess the host read every such page as windows-1252: mojibake for
// Japanese, Chinese, Korean, Cyrillic or Greek. The pages are
// fetch/testdata/charset/undeclared-*.html, served with a bare
// `text/html` (no charset), as an old server sends them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, inTab, ROOT, BROWSERS, HOST_BIN } from '../lib/harness.mjs';

const DIR = join(ROOT, 'fetch', 'testdata', 'charset');
const PAGES = [
  'undeclared-shift-jis', 'undeclared-euc-jp', 'undeclared-gbk', 'undeclared-big5', 'undeclared-euc-kr',
  'undeclared-windows-1251', 'undeclared-koi8-u', 'undeclared-iso-8859-7',
  // Western text with accents or no-break spaces stays windows-1252.
  'undeclared-german-1252', 'undeclared-english-nbsp-1252',
];

let server, origin;
const open = {};
before(async () => {
  server = createServer((req, res) => {
    const name = new URL(req.url, 'http://x').pathname.slice(1);
    if (!PAGES.includes(name.replace(/\.html$/, ''))) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(readFileSync(join(DIR, name)));
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
  await new Promise((r) => { server.close(r); server.closeAllConnections(); });
});

// words is the text's words, so that the two readers' line breaks and
// spaces do not count, only the characters they decoded. Heading levels do
// not count either: Readability.js, which the content script runs, writes
// an article's <h1> as <h2>.
const words = (s) => s.replace(/^H[1-6]: /gm, 'H: ').split(/\s+/).filter(Boolean).join(' ');

for (const name of PAGES) {
  for (const browser of BROWSERS) test(`[${browser}] undeclared ${name} reads as the browser reads it`, async () => {
    const { b, page } = open[browser];
    const url = `${origin}/${name}.html`;
    await page.goto(url);
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    const seen = (r.observation.primary && r.observation.primary.text) || '';
    // Asynchronously: the server answering the host runs in this process.
    const { stdout } = await promisify(execFile)(HOST_BIN, ['observe', url], { encoding: 'utf8' });
    const host = JSON.parse(stdout);
    const fetched = (host.primary && host.primary.text) || '';
    assert.ok(!/[\uFFFD]|Ã|Â/.test(fetched), `mojibake in the host's reading:\n${fetched}`);
    assert.equal(words(fetched), words(seen));
  });
}
