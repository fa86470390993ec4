// harness.mjs: starts real headless Chromium with the unpacked extension and
// the real laika-host installed into a throwaway profile, plus a loopback
// server for the fixture pages. No browser downloads: Debian's chromium.
import { chromium } from 'playwright-core';
import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtempSync, mkdirSync, readFileSync, readdirSync, realpathSync, rmSync, existsSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const EXTENSION_DIR = join(ROOT, 'extension');
// LAIKA_HOST_BIN overrides the binary (e.g. a build with extra wiring).
export const HOST_BIN = process.env.LAIKA_HOST_BIN || join(ROOT, 'bin', 'laika-host');
export const EXTENSION_ID = 'hogglkilnhmbmioklbbcdiolmlcdgaaa';
export const ARTIFACTS = join(ROOT, 'e2e', 'artifacts');
export const FIXTURES = join(ROOT, 'e2e', 'fixtures');
export const CHROMIUM = process.env.LAIKA_CHROMIUM || '/usr/bin/chromium';
// BROWSERS are the browsers the shared scenarios run in (LAIKA_E2E_BROWSERS
// narrows it, e.g. "firefox" while working on the Firefox build).
export const BROWSERS = (process.env.LAIKA_E2E_BROWSERS || 'chromium,firefox').split(',').map((s) => s.trim()).filter(Boolean);
// FIREFOX_ADDON_DIR is where build-firefox.mjs writes the Firefox build.
export const FIREFOX_ADDON_DIR = join(ROOT, 'out', 'firefox');

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.png': 'image/png', '.pdf': 'application/pdf', '.svg': 'image/svg+xml' };

// serveFixtures serves e2e/fixtures on 127.0.0.1 at a free port.
export async function serveFixtures() {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname);
    const file = join(FIXTURES, path === '/' ? 'index.html' : path);
    if (!file.startsWith(FIXTURES) || !existsSync(file)) {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] || 'application/octet-stream', 'cache-control': 'no-store' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address();
  return { url: (p) => `http://127.0.0.1:${port}/${p}`, close: () => new Promise((r) => server.close(r)) };
}

// launch starts Chromium with the extension and the host installed into a
// fresh profile. env reaches laika-host (the browser passes its environment
// to the native host it spawns): LAIKA_HOME is always a fresh data dir.
// browser: 'chromium' (default) or 'firefox' (see firefox.mjs: same
// shape, driven over WebDriver BiDi).
export async function launch({ env = {}, installHost = true, browser = 'chromium', firefoxPrefs } = {}) {
  if (!existsSync(HOST_BIN)) throw new Error(`${HOST_BIN} is missing: run go build -o bin/laika-host ./cmd/laika-host`);
  if (browser === 'firefox') return launchFirefoxWithHost({ env, installHost, prefs: firefoxPrefs });
  const tmp = mkdtempSync(join(tmpdir(), 'laika-e2e-'));
  const profile = join(tmp, 'profile');
  const home = join(tmp, 'home');
  mkdirSync(profile, { recursive: true });
  const hostEnv = { ...process.env, LAIKA_HOME: home, LAIKA_MODEL: 'builtin', ...env };
  if (installHost) {
    execFileSync(HOST_BIN, ['install', '--browser', 'chromium', '--user-data-dir', profile, '--extension-id', EXTENSION_ID], { env: hostEnv, stdio: 'pipe' });
  }
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: false, // the new headless mode is chosen with --headless=new below; it runs extensions
    env: hostEnv,
    viewport: { width: 1280, height: 800 },
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      `--disable-extensions-except=${EXTENSION_DIR}`,
      `--load-extension=${EXTENSION_DIR}`,
      '--disable-features=DisableLoadExtensionCommandLineSwitch',
    ],
    ignoreDefaultArgs: ['--disable-extensions', '--disable-component-extensions-with-background-pages'],
  });
  let worker = context.serviceWorkers().find((w) => w.url().startsWith(`chrome-extension://${EXTENSION_ID}/`));
  if (!worker) worker = await context.waitForEvent('serviceworker', { predicate: (w) => w.url().startsWith(`chrome-extension://${EXTENSION_ID}/`), timeout: 20000 });
  return {
    browserName: 'chromium',
    context,
    worker,
    home,
    profile,
    // currentWorker returns the live service worker (a new one after a stop).
    async currentWorker() {
      const live = context.serviceWorkers().filter((w) => w.url().startsWith(`chrome-extension://${EXTENSION_ID}/`));
      return live[live.length - 1] || context.waitForEvent('serviceworker', { timeout: 20000 });
    },
    async close() {
      await context.close().catch(() => {});
      rmSync(tmp, { recursive: true, force: true });
    },
  };
}

let firefoxBuilt = false;
async function launchFirefoxWithHost({ env, installHost, prefs }) {
  const { launchFirefox } = await import('./firefox.mjs');
  if (!firefoxBuilt) {
    execFileSync(process.execPath, [join(EXTENSION_DIR, 'build-firefox.mjs')], { stdio: 'pipe' });
    firefoxBuilt = true;
  }
  const home = mkdtempSync(join(tmpdir(), 'laika-e2e-ffhome-'));
  const hostEnv = { ...process.env, LAIKA_HOME: home, LAIKA_MODEL: 'builtin', ...env };
  const b = await launchFirefox({ hostBin: HOST_BIN, hostEnv, addonDir: FIREFOX_ADDON_DIR, installHost, prefs });
  const close = b.close;
  return { ...b, home, close: async () => { await close(); rmSync(home, { recursive: true, force: true }); } };
}

// hostPids lists the laika-host processes the browser started for b (the
// ones whose LAIKA_HOME is b's data dir), from /proc.
export function hostPids(b) {
  const want = realpathSync(HOST_BIN);
  const out = [];
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      if (readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0')[0] !== want) continue;
      if (readFileSync(`/proc/${d}/environ`, 'utf8').split('\0').includes('LAIKA_HOME=' + b.home)) out.push(Number(d));
    } catch {
      /* exited meanwhile */
    }
  }
  return out;
}

// launchAll starts one browser of each kind in browsers (BROWSERS unless
// a suite runs one), each with a page open, for suites that check every
// browser against the same answer; closeAll closes them.
export async function launchAll(browsers = BROWSERS) {
  const open = {};
  for (const browser of browsers) {
    const b = await launch({ browser });
    open[browser] = { b, page: await b.context.newPage() };
  }
  return open;
}
export async function closeAll(open) {
  for (const { b } of Object.values(open)) await b.close();
}

// killHost kills b's host processes the way a crash would (SIGKILL: no
// goodbye frame) and returns how many there were.
export function killHost(b) {
  const pids = hostPids(b);
  for (const pid of pids) process.kill(pid, 'SIGKILL');
  return pids.length;
}

// hostHello connects the extension to the host and returns hello's payload
// (or throws {code, message}), in either browser: Chromium evaluates in the
// service worker; Firefox asks the event page through the same
// extension message the sidecar sends (laika.status).
export async function hostHello(b) {
  if (b.browserName !== 'firefox') {
    const r = await (await b.currentWorker()).evaluate(() => host.connect().then((hello) => ({ hello }), (e) => ({ error: { code: e.code, message: e.message } })));
    if (r.error) throw Object.assign(new Error(r.error.message || r.error.code), { code: r.error.code });
    return r.hello;
  }
  const r = await b.worker.message({ type: 'laika.status' });
  if (!r.hello) throw Object.assign(new Error(r.host.message || r.host.code), { code: r.host.code });
  return r.hello;
}

// hostState returns the extension's view of the host connection
// ({state, code?, ...}).
export async function hostState(b) {
  if (b.browserName !== 'firefox') return (await b.currentWorker()).evaluate(() => host.status);
  return (await b.worker.message({ type: 'laika.status' })).host;
}

// panels maps a web page to the sidecar panel page opened for it.
const panels = new WeakMap();

// openSidecar opens Laika's panel for page's tab and returns the panel as
// a Playwright Page (sc.locator(...) works as before). The worker sets the
// tab's chrome.sidePanel options the way the toolbar button does; the
// panel page itself is loaded at its side-panel URL
// (ui/sidecar.html?tabId=N) in a 400 px wide page, because Playwright
// cannot drive the browser's side panel directly (openRealSidePanel below
// opens the real one). The web page stays the active tab.
export async function openSidecar(b, page) {
  const tabId = await tabIdOf(b, page);
  const w = await b.currentWorker();
  const opts = await w.evaluate((id) => self.laikaPanelOptions(id), tabId);
  if (!opts || !opts.enabled || opts.path !== `ui/sidecar.html?tabId=${tabId}`) throw new Error('side panel options not set: ' + JSON.stringify(opts));
  let sc;
  if (b.browserName === 'firefox') {
    // The same page Firefox's sidebar shows (sidebarAction.setPanel per tab).
    sc = await b.openExtensionTab(opts.path);
    await sc.setViewportSize({ width: 400, height: 800 });
  } else {
    sc = await b.context.newPage();
    await sc.setViewportSize({ width: 400, height: 800 });
    await sc.goto(`chrome-extension://${EXTENSION_ID}/${opts.path}`);
  }
  await sc.locator('body[data-ready="1"]').waitFor({ timeout: 15000 });
  panels.set(page, sc);
  await page.bringToFront();
  return sc;
}

// panelFor returns the panel openSidecar opened for page, if any.
export function panelFor(page) {
  return panels.get(page) || null;
}

// openRealSidePanel opens the browser's own side panel for page's tab
// the way the toolbar button does: chrome.sidePanel.open with a user
// gesture (CDP Runtime.evaluate userGesture from an extension page). It
// returns the panel's extension context (chrome.runtime.getContexts).
export async function openRealSidePanel(b, page) {
  const tabId = await tabIdOf(b, page);
  const w = await b.currentWorker();
  await w.evaluate((id) => self.laikaPanelOptions(id), tabId);
  const ext = await b.context.newPage();
  await ext.goto(`chrome-extension://${EXTENSION_ID}/ui/options.html`);
  await page.bringToFront();
  const cdp = await b.context.newCDPSession(ext);
  const r = await cdp.send('Runtime.evaluate', { expression: `chrome.sidePanel.open({tabId: ${tabId}}).then(() => 'opened', (e) => String(e.message))`, awaitPromise: true, userGesture: true });
  await cdp.detach();
  await ext.close();
  if (r.result.value !== 'opened') throw new Error('side panel did not open: ' + JSON.stringify(r.result));
  return w.evaluate(async (id) => {
    for (let i = 0; i < 100; i++) {
      const c = (await chrome.runtime.getContexts({ contextTypes: ['SIDE_PANEL'] })).find((x) => x.documentUrl.endsWith('ui/sidecar.html?tabId=' + id));
      if (c) return c;
      await new Promise((res) => setTimeout(res, 100));
    }
    return null;
  }, tabId);
}

// shoot saves a PNG under e2e/artifacts/: the page with its Laika panel
// beside it (as the side panel sits next to the page), or the page alone.
export async function shoot(page, name) {
  const dir = page.laikaBrowser === 'firefox' ? join(ARTIFACTS, 'firefox') : ARTIFACTS;
  mkdirSync(dir, { recursive: true });
  const path = join(dir, name + '.png');
  const sc = panels.get(page);
  if (!sc || sc.isClosed() || page.isClosed()) {
    await (page.isClosed() && sc ? sc : page).screenshot({ path });
    return path;
  }
  const [a, c] = await Promise.all([page.screenshot(), sc.screenshot()]);
  const board = await page.context().newPage();
  await board.setViewportSize({ width: 1280 + 400 + 1, height: 800 });
  await board.setContent(`<body style="margin:0;display:flex;background:#888"><img src="data:image/png;base64,${a.toString('base64')}" style="width:1280px;height:800px"><img src="data:image/png;base64,${c.toString('base64')}" style="width:400px;height:800px;margin-left:1px"></body>`);
  await board.screenshot({ path });
  await board.close();
  return path;
}

// tabIdOf returns the extension's tab id for page.
export async function tabIdOf(b, page) {
  const w = await b.currentWorker();
  return w.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u).id, page.url());
}

// inTab sends a message to page's content script through the worker, the
// same path the tools take.
export async function inTab(b, page, msg) {
  const tabId = await tabIdOf(b, page);
  const w = await b.currentWorker();
  return w.evaluate(([id, m]) => sendToTab(id, m), [tabId, msg]);
}

// stopWorker stops the extension's service worker the way Chrome does when
// it idles out (CDP ServiceWorker.stopAllWorkers from an extension page,
// which shares the worker's storage partition), and waits until it is down.
export async function stopWorker(b) {
  if (b.browserName === 'firefox') {
    // Firefox's event page: terminated the way about:debugging's
    // "Terminate background script" and the idle timeout do.
    await b.chromeEval(`WebExtensionPolicy.getByID('laika@laika.dev').extension.terminateBackground({ ignoreDevToolsAttached: true, disableResetIdleForTest: true }).then(() => 'stopped')`);
    return;
  }
  const ext = await b.context.newPage();
  await ext.goto(`chrome-extension://${EXTENSION_ID}/ui/options.html`);
  const cdp = await b.context.newCDPSession(ext);
  const stopped = new Promise((resolve) => {
    cdp.on('ServiceWorker.workerVersionUpdated', (e) => {
      if (e.versions.some((v) => v.scriptURL.includes(EXTENSION_ID) && v.runningStatus === 'stopped')) resolve();
    });
  });
  await cdp.send('ServiceWorker.enable');
  await cdp.send('ServiceWorker.stopAllWorkers');
  await stopped;
  await cdp.detach();
  await ext.close();
}

// OBSERVE_OPTIONS must match the sidecar's (extension/ui/run.js) so that
// handle ids computed here are the ones the sidecar's observation mints.
export const OBSERVE_OPTIONS = { maxChars: 12000, maxElements: 160 };

// startOllama runs a REAL Ollama server (.tools/ollama, built by `make
// tools`) with the tiny real model from ../shared/models as "laika-tiny",
// on a free loopback port. It returns null with a reason when either is
// missing, so the caller can skip and say why.
export async function startOllama() {
  const { spawn, execFileSync: run } = await import('node:child_process');
  const { createServer: net } = await import('node:net');
  const bin = process.env.LAIKA_OLLAMA_BIN || join(ROOT, '.tools', 'ollama');
  const models = process.env.LAIKA_MODELS_DIR || join(ROOT, '..', 'shared', 'models');
  if (!existsSync(bin)) return { skip: `no ollama binary at ${bin} (make tools)` };
  if (!existsSync(join(models, 'stories260K.gguf'))) return { skip: `no model at ${models}/stories260K.gguf` };
  const port = await new Promise((res) => {
    const s = net().listen(0, '127.0.0.1', () => {
      const p = s.address().port;
      s.close(() => res(p));
    });
  });
  const hostPort = `127.0.0.1:${port}`;
  const dir = mkdtempSync(join(tmpdir(), 'laika-ollama-'));
  const env = { ...process.env, OLLAMA_HOST: hostPort, OLLAMA_MODELS: dir };
  const proc = spawn(bin, ['serve'], { env, stdio: 'ignore' });
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`http://${hostPort}/api/version`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (i > 100) {
      proc.kill();
      throw new Error('ollama did not start on ' + hostPort);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  // One runner thread: llama.cpp's threads spin at their barriers, and on a
  // loaded 2-core machine a two-thread runner took 5 minutes for a reply
  // that takes 2.7 s with one (see internal/ollamatest threadBoundModelfile).
  const modelfile = join(dir, 'Modelfile.laika-test');
  const text = readFileSync(join(models, 'Modelfile'), 'utf8').replace('FROM ./stories260K.gguf', 'FROM ' + resolve(models, 'stories260K.gguf'));
  writeFileSync(modelfile, text + '\nPARAMETER num_thread 1\n');
  run(bin, ['create', 'laika-tiny', '-f', modelfile], { cwd: models, env, stdio: 'pipe' });
  return {
    host: hostPort,
    model: 'laika-tiny',
    stop() {
      proc.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
