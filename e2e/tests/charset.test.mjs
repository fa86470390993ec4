// A page that declares no charset and is not UTF-8 reads the same in the
// browser, whose own detector decodes it, as in the host, which fetches
// such a page for a research source or `laika-host observe URL` and
// guesses its charset from the bytes (fetch/charset_guess.go). Before that
// guess the host read every such page as windows-1252: mojibake for
// Japanese, Chinese, Korean, Cyrillic, Greek or Thai, and wrong letters for
// Polish, Czech, Hungarian or Turkish. The pages are
// fetch/testdata/charset/undeclared-*.html, served with a bare
// `text/html` (no charset), as an old server sends them.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { inTab, ROOT, BROWSERS, HOST_BIN, launchAll, closeAll } from '../lib/harness.mjs';

const DIR = join(ROOT, 'fetch', 'testdata', 'charset');
const PAGES = [
  'undeclared-shift-jis', 'undeclared-euc-jp', 'undeclared-gbk', 'undeclared-big5', 'undeclared-euc-kr',
  'undeclared-windows-1251', 'undeclared-koi8-u', 'undeclared-iso-8859-7', 'undeclared-windows-1255-hebrew',
  'undeclared-windows-874-thai',
  // Central European and Turkish text (fetch/charset_latin.go).
  'undeclared-windows-1250-polish', 'undeclared-iso-8859-2-czech', 'undeclared-windows-1250-hungarian',
  'undeclared-windows-1254-turkish',
  // Western text with accents, guillemets or no-break spaces stays windows-1252.
  'undeclared-german-1252', 'undeclared-english-nbsp-1252', 'undeclared-spanish-1252',
  'undeclared-norwegian-headlines-1252',
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
  Object.assign(open, await launchAll());
});
after(async () => {
  await closeAll(open);
  await new Promise((r) => { server.close(r); server.closeAllConnections(); });
});

// words is the text's words, so that line breaks and spaces do not count,
// only the characters decoded. Heading markers do not count either:
// Readability.js, which the content script runs, writes an article's <h1>
// as <h2>.
const words = (s) => s.replace(/^H[1-6]: /gm, '').split(/\s+/).filter(Boolean).join(' ');

// Where the browser's own detector misreads a page, the host is held to
// the page's text (the golden file), not to the browser. Chromium's reads
// Czech in ISO-8859-2 as windows-1250 ("vąední" for "všední"), and
// Firefox's reads Hungarian in windows-1250 as windows-1252 ("Ettõl" for
// "Ettől").
const browserMisreads = {
  chromium: ['undeclared-iso-8859-2-czech'],
  firefox: ['undeclared-windows-1250-hungarian'],
};

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
    // Every character beyond ASCII the host read is one the page's text
    // (its golden file) holds: a wrong charset reads other ones.
    const text = readFileSync(join(DIR, `${name}.golden`), 'utf8');
    const strange = [...new Set(fetched.replace(/[\x00-\x7f\s]/g, ''))].filter((c) => !text.includes(c));
    assert.ok(fetched.length > 100 && strange.length === 0, `the host read ${strange.join(' ')}, which the page does not hold:\n${fetched}`);
    if (browserMisreads[browser].includes(name)) {
      assert.notEqual(words(seen), words(fetched), `${browser} now reads ${name} right: drop it from browserMisreads`);
      return;
    }
    assert.equal(words(fetched), words(seen));
  });
}
