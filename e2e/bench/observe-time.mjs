// observe-time.mjs: how long the content script takes to observe a page,
// as the panel asks it (laika.observe with the whole main text). Serves
// WCXB sample pages (../shared/corpora/wcxb-dev) from a loopback server,
// opens each in headless Chromium with the extension (requests elsewhere
// aborted), observes it --runs times and prints the median wall time per
// page and the median of those medians. Compare two trees by running it
// in each (a git worktree of the older commit, built with make build).
//
//   node e2e/bench/observe-time.mjs [--ids 2893,2991,0123,3010,0681] [--runs 7]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { join } from 'node:path';
import { launch, inTab, ROOT } from '../lib/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
// The default pages are large ones of several types: a product page with
// a 44,000-character main text, a marketplace item, a page builder's
// article, a Wikipedia category and a long documentation page.
const ids = opt('--ids', '2893,2991,0123,3010,0681').split(',');
const runs = Number(opt('--runs', '7'));
const DIR = join(ROOT, '..', 'shared', 'corpora', 'wcxb-dev', 'html');

const server = createServer((req, res) => {
  const m = /^\/(\d{4})\.html$/.exec(req.url);
  if (!m) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(gunzipSync(readFileSync(join(DIR, `${m[1]}.html.gz`))));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const b = await launch({ browser: 'chromium' });
try {
  const page = await b.context.newPage();
  await page.route((url) => !url.href.startsWith(origin), (route) => route.abort());
  const medians = [];
  for (const id of ids) {
    await page.goto(`${origin}/${id}.html`, { waitUntil: 'load', timeout: 30000 }).catch(() => {});
    const ts = [];
    for (let i = 0; i < runs; i++) {
      const t0 = performance.now();
      await inTab(b, page, { type: 'laika.observe', options: { maxPrimaryChars: 1000000 } });
      ts.push(performance.now() - t0);
    }
    const elements = await page.evaluate(() => document.querySelectorAll('*').length);
    medians.push(median(ts));
    console.log(`${id}\t${elements} elements\tmedian ${Math.round(median(ts))} ms`);
  }
  console.log(`median of medians ${Math.round(median(medians))} ms over ${ids.length} pages, ${runs} runs each`);
} finally {
  await b.close();
  server.close();
}
