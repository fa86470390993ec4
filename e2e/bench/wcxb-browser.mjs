// wcxb-browser.mjs: what the content script reads, scored like `make
// bench-extract` scores the Go extractor. Serves each WCXB sample page
// (../shared/corpora/wcxb-dev) from a loopback server, opens it in real
// headless Chromium (or Firefox ESR) with the extension, asks the content
// script for an observation (laika.observe, as the panel does) and scores
// primary.text against the reference with the corpus's word F1. Requests
// to anywhere but the loopback server are aborted (no network, no
// waiting). Prints word F1 per page type and overall, and the pages where
// the browser and Go differ most when -v is given.
//
// With --items it also compares the page's items with Go's
// (laika-host observe on the same URL): the share of pages whose item
// titles agree, and their mean overlap; and what each says the page
// declares (meta.product, meta.price, meta.rating).
//
// With --set readability (Readability.js's test pages) or --set
// trafilatura (trafilatura's evaluation pages, scored by phrases) it reads
// the other two page sets of `make bench-extract` instead: the Go bench
// writes the set's pages (benchextract -dump), the content script reads
// them, and the Go bench scores what it read (benchextract -texts), so both
// readers are scored by the same code.
//
//   node e2e/bench/wcxb-browser.mjs [--type T] [--browser firefox] [-v] [--limit N] [--ids A,B] [--out DIR] [--items]
//   node e2e/bench/wcxb-browser.mjs --set readability|trafilatura [--browser firefox] [-v] [--limit N]
import { createServer } from 'node:http';
import { execFile, execFileSync } from 'node:child_process';
import { promisify } from 'node:util';
import { readFileSync, readdirSync, writeFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { launch, ROOT, HOST_BIN } from '../lib/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const only = opt('--type', '');
const browser = opt('--browser', 'chromium');
const limit = Number(opt('--limit', '0'));
const verbose = args.includes('-v');
const withItems = args.includes('--items');
// --out DIR writes each page's primary text to DIR/ID.txt, to diff with
// Go's (go run -tags candidates ./scripts/benchextract -show ID), and the
// whole observation to DIR/ID.json, to compare items and signals with
// `laika-host observe`.
const outDir = opt('--out', '');
// --ids A,B reads only those pages.
const ids = opt('--ids', '') ? new Set(opt('--ids', '').split(',')) : null;
const DIR = join(ROOT, '..', 'shared', 'corpora', 'wcxb-dev');
const set = opt('--set', 'wcxb');
if (!['wcxb', 'readability', 'trafilatura'].includes(set)) {
  console.error(`unknown --set ${set} (want wcxb, readability or trafilatura)`);
  process.exit(2);
}
// DUMP holds another set's pages as N.html, and the texts read as texts/N.txt.
const DUMP = set === 'wcxb' ? '' : mkdtempSync(join(tmpdir(), 'laika-bench-'));
const bench = (...a) => execFileSync('go', ['run', './scripts/benchextract', '-set', set, ...a], { cwd: ROOT, maxBuffer: 64 << 20, encoding: 'utf8' });

// tokens and f1 are the corpus metric (scripts/benchextract/f1.go).
function tokens(s) {
  const m = new Map();
  for (const w of (s || '').toLowerCase().match(/[\p{L}\p{N}_]+/gu) || []) m.set(w, (m.get(w) || 0) + 1);
  return m;
}
function f1(pred, ref) {
  const p = tokens(pred);
  const r = tokens(ref);
  let np = 0, nr = 0, overlap = 0;
  for (const c of p.values()) np += c;
  for (const c of r.values()) nr += c;
  if (nr === 0) return np === 0 ? 1 : 0;
  if (np === 0) return 0;
  for (const [w, c] of p) overlap += Math.min(c, r.get(w) || 0);
  if (!overlap) return 0;
  const prec = overlap / np;
  const rec = overlap / nr;
  return (2 * prec * rec) / (prec + rec);
}
// plain drops the text's structure prefixes, as the Go bench does.
const plain = (s) => (s || '').replace(/^(?:> )*(?:H[1-6]: |\s*- |Code: )?/gm, '');

// overlap is the share of two item title lists in common (1 when both
// are empty): matched titles over the longer list.
function overlap(a, b) {
  if (!a.length && !b.length) return 1;
  const left = new Map();
  for (const t of b) left.set(t, (left.get(t) || 0) + 1);
  let same = 0;
  for (const t of a) {
    if (left.get(t) > 0) {
      same++;
      left.set(t, left.get(t) - 1);
    }
  }
  return same / Math.max(a.length, b.length);
}

const pages = [];
if (DUMP) {
  bench('-dump', DUMP);
  mkdirSync(join(DUMP, 'texts'));
  for (const e of JSON.parse(readFileSync(join(DUMP, 'index.json'), 'utf8'))) {
    if (!ids || ids.has(e.id)) pages.push({ id: e.file, name: e.id, type: e.type, ref: '' });
  }
}
for (const f of DUMP ? [] : readdirSync(join(DIR, 'ground-truth')).sort()) {
  const gt = JSON.parse(readFileSync(join(DIR, 'ground-truth', f), 'utf8'));
  const type = gt._internal.page_type.primary;
  if (only && type !== only) continue;
  if (ids && !ids.has(f.replace(/\.json$/, ''))) continue;
  pages.push({ id: f.replace(/\.json$/, ''), type, ref: (gt.ground_truth && gt.ground_truth.main_content) || '' });
}
if (limit) pages.splice(limit);

// NO_NETWORK keeps every page offline in both browsers: the page may load
// only from the loopback server (and data:/blob: URLs), so its external
// scripts, styles, fonts, images and frames never load — the same for
// Chromium and Firefox (Playwright's request routing exists only in
// Chromium). Inline scripts still run, as they would for a user.
const NO_NETWORK = "default-src 'self' 'unsafe-inline' 'unsafe-eval' data: blob:";

// contentType stands in for the header the page's own server sent, which
// the corpus did not keep: a page that declares no charset in its <head>
// and is valid UTF-8 was served as UTF-8, as Go's sniffer reads it
// (fetch/charset.go: BOM, header, <meta> prescan, then UTF-8 validity).
// Without it the browsers guess windows-1252 and read mojibake that no
// user of the live page sees.
function contentType(bytes) {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const head = bytes.toString('latin1').split(/<body/i)[0];
  if (bom) return 'text/html';
  // A page's server says the charset its <meta> declares, wherever the
  // page declares it: Go's sniffer reads the whole <head>, while neither
  // browser restarted its parse for a saved Stripe page that declares
  // UTF-8 at 7 KB, and both read "marketsÂ faster".
  // But a page saved again as UTF-8 keeps its old <meta> (Readability's
  // qq page declares gb2312): valid UTF-8 with multibyte characters was
  // never gb2312, and Go's sniffer reads it as UTF-8 (mislabeledUTF8).
  let utf8 = true;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    utf8 = false;
  }
  if (utf8 && bytes.some((c) => c >= 0x80)) return 'text/html; charset=utf-8';
  const declared = /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head);
  if (declared) return `text/html; charset=${declared[1]}`;
  return utf8 ? 'text/html; charset=utf-8' : 'text/html';
}

const server = createServer((req, res) => {
  const id = /^\/p\/(\d+)\.html$/.exec(new URL(req.url, 'http://x').pathname);
  if (!id) {
    res.writeHead(404);
    res.end();
    return;
  }
  const bytes = DUMP ? readFileSync(join(DUMP, id[1] + '.html')) : gunzipSync(readFileSync(join(DIR, 'html', id[1] + '.html.gz')));
  res.writeHead(200, { 'content-type': contentType(bytes), 'content-security-policy': NO_NETWORK });
  res.end(bytes);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

if (outDir) mkdirSync(outDir, { recursive: true });
const b = await launch({ browser });
const page = await b.context.newPage();
// A page that sends itself to https (if (location.protocol != "https:")
// location = …, as a live site on https never does) is given the same
// page there; anything else off the loopback server is aborted.
const secure = origin.replace(/^http:/, 'https:');
if (page.route) {
  await page.route((url) => !url.href.startsWith(origin), async (route) => {
    const url = route.request().url();
    if (!url.startsWith(secure + '/')) return route.abort();
    const r = await fetch(origin + url.slice(secure.length));
    return route.fulfill({ status: r.status, headers: Object.fromEntries(r.headers), body: Buffer.from(await r.arrayBuffer()) });
  });
}
// within rejects when promise p takes over ms (a BiDi navigation to a
// page whose scripts redirect to an unreachable https URL never settles).
const within = (ms, p) => Promise.race([p, new Promise((_, reject) => setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms))]);

// observeTab sends msg to the content script of the one tab on the
// loopback server. The tab is found by origin, not by page.url(): a page's
// own scripts may rewrite its URL (history.replaceState) after load.
async function observeTab(msg) {
  const w = await b.currentWorker();
  return w.evaluate(async ([o, m]) => {
    const tabs = (await chrome.tabs.query({})).filter((t) => (t.url || '').replace(/^https:/, 'http:').startsWith(o + '/'));
    if (tabs.length !== 1) throw new Error(`${tabs.length} tabs on the bench server`);
    return sendToTab(tabs[0].id, m);
  }, [origin, msg]);
}
const byType = new Map();
for (const p of pages) {
  let text = '';
  try {
    // At DOMContentLoaded in both browsers: later, some pages' own
    // scripts navigate away from a server that has none of their URLs.
    const url = `${origin}/p/${p.id}.html`;
    // A navigation that times out is tried once more, and counted: late
    // in a run of 350 pages Firefox has timed out on a page it reads in
    // a few seconds alone (0169).
    const navigate = () => (browser === 'firefox' ? within(30000, page.bidi.send('browsingContext.navigate', { context: page.ctx, url, wait: 'interactive' })) : page.goto(url, { waitUntil: 'domcontentloaded', timeout: 30000 }));
    try {
      await navigate();
    } catch (e) {
      // The page sent itself on (to https, above) before it had loaded:
      // the page it went to is read.
      if (/interrupted by another navigation/.test(String(e.message || e))) await page.waitForLoadState('domcontentloaded', { timeout: 30000 });
      else if (!/timed? ?out|Timeout/i.test(String(e.message || e))) throw e;
      else {
        p.retried = true;
        await navigate();
      }
    }
    // The whole main text, as a summary asks for it (the planning budget
    // cuts primary.text at 8,000 characters).
    const r = await observeTab({ type: 'laika.observe', options: { maxPrimaryChars: 1000000 } });
    text = (r && r.observation && r.observation.primary && r.observation.primary.text) || '';
    if (outDir && r && r.observation) writeFileSync(join(outDir, p.id + '.json'), JSON.stringify(r.observation, null, 1));
    if (r && r.observation && r.observation.primary && r.observation.primary.truncated) p.truncated = true;
    p.signals = (r && r.observation && r.observation.signals) || [];
    if (withItems) {
      // Asynchronously: this process serves the page laika-host fetches.
      const { stdout } = await promisify(execFile)(HOST_BIN, ['observe', '--allow-private', url], { maxBuffer: 64 << 20 });
      const goObs = JSON.parse(stdout);
      p.goItems = (goObs.items || []).map((it) => it.title);
      p.items = ((r && r.observation && r.observation.items) || []).map((it) => it.title);
      // What the page declares about itself: whether it sells one
      // product, its price and its rating.
      const declared = (m) => JSON.stringify([!!(m && m.product), (m && m.price) || '', (m && m.rating) || '', (m && m.ratingCount) || '']);
      p.goMeta = declared(goObs.meta);
      p.meta = declared(r && r.observation && r.observation.meta);
    }
  } catch (e) {
    p.error = String(e.message || e).slice(0, 80);
  }
  if (outDir) writeFileSync(join(outDir, p.id + '.txt'), text);
  // A page that never loaded was not read: it is listed, not scored.
  if (DUMP && !p.error) writeFileSync(join(DUMP, 'texts', p.id + '.txt'), text);
  p.f = f1(plain(text), p.ref);
  if (!byType.has(p.type)) byType.set(p.type, []);
  byType.get(p.type).push(p.f);
  if (p.items) {
    // Both at the extension's budget: the CLI lists up to 50 items, an
    // observation in the browser 30.
    p.items = p.items.slice(0, 30);
    p.goItems = p.goItems.slice(0, 30);
    p.agree = overlap(p.items, p.goItems);
  }
  if (verbose && !DUMP) console.log(`${p.id}\t${p.type}\tF1=${p.f.toFixed(3)}${p.items ? `\titems=${p.items.length}/${p.goItems.length} agree=${p.agree.toFixed(2)}` : ''}${p.truncated ? '\ttruncated' : ''}${p.retried ? '\tretried' : ''}${p.error ? '\t' + p.error : ''}${p.signals && p.signals.length ? '\t' + p.signals.join(',') : ''}`);
  if (verbose && p.meta !== undefined && p.meta !== p.goMeta) console.log(`\t  declared [product, price, rating, count], browser ${p.meta}, Go ${p.goMeta}`);
  if (verbose && p.items && p.agree < 1) {
    const go = new Set(p.goItems);
    const js = new Set(p.items);
    console.log(`\t  only in the browser: ${JSON.stringify(p.items.filter((t) => !go.has(t)).slice(0, 3))}`);
    console.log(`\t  only in Go: ${JSON.stringify(p.goItems.filter((t) => !js.has(t)).slice(0, 3))}`);
  }
}
await b.close();
server.close();

const mean = (xs) => xs.reduce((a, x) => a + x, 0) / (xs.length || 1);
if (DUMP) {
  // Scored by the Go bench, which leaves out the pages never read.
  console.log(`\nContent script (${browser}), scored by benchextract:\n`);
  console.log(bench('-texts', DUMP, '-x', 'browser', ...(verbose ? ['-v'] : [])));
  const errors = pages.filter((p) => p.error);
  if (errors.length) console.log(`${errors.length} pages failed to load and are not scored: ${errors.map((p) => `${p.name} (${p.error.split('\n')[0]})`).join(', ')}`);
  rmSync(DUMP, { recursive: true, force: true });
  process.exit(0);
}
console.log(`\nContent script (${browser}) word F1 on ${pages.length} WCXB dev pages (mean per page)\n`);
console.log('| page type | pages | content script |\n|---|---|---|');
for (const t of [...byType.keys()].sort()) console.log(`| ${t} | ${byType.get(t).length} | ${mean(byType.get(t)).toFixed(3)} |`);
console.log(`| **overall** | ${pages.length} | **${mean(pages.map((p) => p.f)).toFixed(3)}** |`);
const compared = pages.filter((p) => p.items);
if (compared.length) {
  const same = compared.filter((p) => p.agree === 1).length;
  console.log(`\nItems, content script vs Go on the same URL: ${same} of ${compared.length} pages agree on every title; mean overlap ${mean(compared.map((p) => p.agree)).toFixed(3)}.`);
  const metaSame = compared.filter((p) => p.meta === p.goMeta).length;
  console.log(`Declared product, price and rating agree on ${metaSame} of ${compared.length} pages (${compared.filter((p) => JSON.parse(p.goMeta)[1]).length} declare a price in Go).`);
}
const retried = pages.filter((p) => p.retried);
if (retried.length) console.log(`\n${retried.length} ${retried.length === 1 ? 'page was' : 'pages were'} read again after its navigation timed out: ${retried.map((p) => p.id + (p.error ? ' (failed again)' : '')).join(', ')}.`);
const cut = pages.filter((p) => p.truncated).length;
if (cut) console.log(`\n${cut} pages had primary.text cut at the observation budget (the whole text goes to summaries through summary.start).`);
// Access signals the pages raised: the WCXB pages are all readable, so
// a gate guess here is a false alarm to look at (run with -v for pages).
const raised = new Map();
for (const p of pages) for (const sg of p.signals || []) raised.set(sg, (raised.get(sg) || 0) + 1);
console.log('\nSignals raised: ' + ([...raised].sort().map(([k, n]) => `${k} ${n}`).join(', ') || 'none'));
