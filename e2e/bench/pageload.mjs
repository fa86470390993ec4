// pageload.mjs: what Laika costs a page the person never opened it on.
// Loads a heavy real page (the largest page of the WCXB sample, ~5 MB of
// HTML) in headless Chromium with the extension as it was (content
// scripts declared in the manifest, run at document_idle on every page)
// and as it is (nothing until the panel opens), alternating, and reports
// the medians of the renderer's main-thread task and script time, the JS
// heap and load-event time. Run: node e2e/bench/pageload.mjs [loads]
// (default 15 per variant). Needs Debian's chromium and e2e's npm ci.
import { chromium } from 'playwright-core';
import { createServer } from 'node:http';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EXTENSION_DIR, ROOT, CHROMIUM } from '../lib/harness.mjs';

const LOADS = Number(process.argv[2] || 15);
const PAGE = process.env.LAIKA_HEAVY_PAGE || join(ROOT, '..', 'shared', 'corpora', 'wcxb-dev', 'html', '0632.html.gz');
const SETTLE_MS = 2000; // document_idle scripts run after load; let them finish

// before builds the extension as it shipped before on-demand injection:
// the same files, with the content scripts declared for every page.
function before() {
  const dir = mkdtempSync(join(tmpdir(), 'laika-bench-before-'));
  cpSync(EXTENSION_DIR, dir, { recursive: true, filter: (p) => !p.includes('node_modules') });
  const bg = readFileSync(join(dir, 'background.js'), 'utf8');
  const files = JSON.parse(/const CONTENT_FILES = (\[[^\]]*\])/.exec(bg)[1].replace(/'/g, '"'));
  const m = JSON.parse(readFileSync(join(dir, 'manifest.json'), 'utf8'));
  m.content_scripts = [{ matches: ['http://*/*', 'https://*/*'], js: files, run_at: 'document_idle', all_frames: false }];
  writeFileSync(join(dir, 'manifest.json'), JSON.stringify(m, null, 2));
  return dir;
}

async function browser(extDir) {
  const profile = mkdtempSync(join(tmpdir(), 'laika-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false,
    viewport: { width: 1280, height: 800 },
    args: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', `--disable-extensions-except=${extDir}`, `--load-extension=${extDir}`, '--disable-features=DisableLoadExtensionCommandLineSwitch'],
    ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'],
  });
  if (!context.serviceWorkers().length) await context.waitForEvent('serviceworker', { timeout: 20000 });
  return { context, close: async () => (await context.close(), rmSync(profile, { recursive: true, force: true })) };
}

async function measure(context, url) {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  const t0 = Date.now();
  await page.goto(url, { waitUntil: 'load', timeout: 60000 });
  const loadMs = Date.now() - t0;
  await page.waitForTimeout(SETTLE_MS);
  const { metrics } = await cdp.send('Performance.getMetrics');
  const m = Object.fromEntries(metrics.map((x) => [x.name, x.value]));
  const injected = await page.evaluate(() => performance.getEntriesByType('navigation')[0].loadEventEnd);
  await page.close();
  return { taskMs: m.TaskDuration * 1000, scriptMs: m.ScriptDuration * 1000, heapMB: m.JSHeapUsedSize / 1e6, loadMs, loadEventMs: injected };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

const html = gunzipSync(readFileSync(PAGE));
// The page's own scripts are blocked (no network here, and they would add
// noise); extension content scripts are not subject to the page's CSP.
const server = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "default-src 'self' data: 'unsafe-inline'; script-src 'none'", 'cache-control': 'no-store' });
  res.end(html);
});
await new Promise((r) => server.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${server.address().port}/heavy.html`;
const beforeDir = before();
const variants = { before: await browser(beforeDir), after: await browser(EXTENSION_DIR) };
const results = { before: [], after: [] };
try {
  for (const v of Object.keys(variants)) await measure(variants[v].context, url); // warm-up, not counted
  for (let i = 0; i < LOADS; i++) {
    for (const v of i % 2 ? ['after', 'before'] : ['before', 'after']) results[v].push(await measure(variants[v].context, url));
  }
} finally {
  for (const v of Object.values(variants)) await v.close();
  server.close();
  rmSync(beforeDir, { recursive: true, force: true });
}
console.log(`heavy page: ${PAGE} (${(html.length / 1e6).toFixed(1)} MB), ${LOADS} loads per variant, medians:`);
console.log('variant   task ms  script ms  heap MB  load ms');
for (const v of ['before', 'after']) {
  const r = results[v];
  console.log(`${v.padEnd(8)} ${median(r.map((x) => x.taskMs)).toFixed(0).padStart(8)} ${median(r.map((x) => x.scriptMs)).toFixed(0).padStart(10)} ${median(r.map((x) => x.heapMB)).toFixed(1).padStart(8)} ${median(r.map((x) => x.loadMs)).toFixed(0).padStart(8)}`);
}
// Differences of medians (before − after): ratios of near-zero script
// times mean nothing.
const diff = (k) => (median(results.before.map((x) => x[k])) - median(results.after.map((x) => x[k]))).toFixed(k === 'heapMB' ? 2 : 1);
console.log(`before − after: task ${diff('taskMs')} ms, script ${diff('scriptMs')} ms, heap ${diff('heapMB')} MB, load ${diff('loadMs')} ms`);
console.log('script ms per load, before:', results.before.map((x) => x.scriptMs.toFixed(1)).join(' '));
console.log('script ms per load, after: ', results.after.map((x) => x.scriptMs.toFixed(1)).join(' '));
