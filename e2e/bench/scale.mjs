// scale.mjs: how the content script's observation time grows with a
// page's length. Builds each shape of extract/testdata/bench/scale.json
// (the file `make bench`'s growth row reads) repeated --small and 4×--small
// times, serves it from a loopback server, opens it in headless Chromium
// (or Firefox ESR) with the extension and observes it as the panel does
// (laika.observe, whole main text), --runs times. Prints each shape's
// median times and their ratio: 4× is linear, 16× grows with the square.
//
//   node e2e/bench/scale.mjs [--small 1000] [--runs 3] [--browser firefox] [--shapes list,cards]
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, inTab, ROOT } from '../lib/harness.mjs';

const args = process.argv.slice(2);
const opt = (name, def) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : def;
};
const small = Number(opt('--small', '1000'));
const runs = Number(opt('--runs', '3'));
const browser = opt('--browser', 'chromium');
const spec = JSON.parse(readFileSync(join(ROOT, 'extract', 'testdata', 'bench', 'scale.json'), 'utf8'));
const names = opt('--shapes', '') ? opt('--shapes', '').split(',') : Object.keys(spec.shapes).sort();

// page is shape repeated n times (scripts/bench/growth.go page).
function page(name, n) {
  const s = spec.shapes[name];
  const items = [];
  for (let i = 0; i < n; i++) items.push(s.item.replaceAll('{i}', String(i)));
  return spec.head + s.wrap[0] + items.join('') + s.wrap[1] + spec.tail;
}

const server = createServer((req, res) => {
  const u = new URL(req.url, 'http://x');
  const name = u.searchParams.get('shape');
  if (!spec.shapes[name]) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
  res.end(page(name, Number(u.searchParams.get('n'))));
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const b = await launch({ browser });
let worst = { ratio: 0 };
try {
  const tab = await b.context.newPage();
  await tab.route((url) => !url.href.startsWith(origin), (route) => route.abort());
  for (const name of names) {
    const ms = [];
    for (const n of [small, 4 * small]) {
      await tab.goto(`${origin}/?shape=${encodeURIComponent(name)}&n=${n}`, { waitUntil: 'load', timeout: 60000 });
      const ts = [];
      for (let i = 0; i < runs; i++) {
        const t0 = performance.now();
        await inTab(b, tab, { type: 'laika.observe', options: { maxPrimaryChars: 1000000 } });
        ts.push(performance.now() - t0);
      }
      ms.push(median(ts));
    }
    const ratio = ms[1] / ms[0];
    if (ratio > worst.ratio) worst = { name, ratio };
    console.log(`${name.padEnd(14)}\t${Math.round(ms[0])} ms\t${Math.round(ms[1])} ms\t${ratio.toFixed(2)}×`);
  }
  console.log(`worst: ${worst.name} ${worst.ratio.toFixed(2)}× (${small} → ${4 * small} repeats; 4× is linear)`);
} finally {
  await b.close();
  server.close();
}
