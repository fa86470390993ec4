// firefox.mjs: real headless Firefox ESR (Debian's firefox-esr) driven over
// WebDriver BiDi, with the built add-on (out/firefox, extension/build-firefox.mjs)
// installed unpacked through webExtension.install and the real laika-host
// installed the way a user does: `laika-host install --browser firefox`
// under a temporary HOME, so Firefox reads
// $HOME/.mozilla/native-messaging-hosts/dev.laika.host.json.
//
// The objects launchFirefox returns mimic the small part of Playwright's
// API the shared e2e tests use (context.newPage, page.goto/evaluate/
// frameLocator, locator.waitFor/click/fill, worker.evaluate), so one test
// body runs in both browsers. No driver binary, no download: a WebSocket to
// Firefox's own BiDi server.
import { spawn, execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync, readdirSync, readFileSync, existsSync, realpathSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import WebSocket from 'ws';

export const FIREFOX = process.env.LAIKA_FIREFOX || '/usr/bin/firefox-esr';
export const ADDON_ID = 'laika@laika.dev';
// A fixed moz-extension UUID (pref extensions.webextensions.uuids), so
// extension URLs are known before the add-on starts.
export const ADDON_UUID = '6c61696b-6100-4e2e-8000-00000000e2e0';
export const ADDON_ORIGIN = `moz-extension://${ADDON_UUID}`;

const PREFS = {
  'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
  'browser.shell.checkDefaultBrowser': false,
  'browser.startup.page': 0,
  'browser.startup.homepage_override.mstone': 'ignore',
  'browser.aboutwelcome.enabled': false,
  'browser.tabs.warnOnClose': false,
  'datareporting.policy.dataSubmissionEnabled': false,
  'toolkit.telemetry.reportingpolicy.firstRun': false,
  'app.update.auto': false,
  'app.update.disabledForTesting': true,
  'extensions.update.enabled': false,
  'extensions.getAddons.cache.enabled': false,
  'browser.safebrowsing.malware.enabled': false,
  'browser.safebrowsing.phishing.enabled': false,
  'network.captive-portal-service.enabled': false,
  'network.connectivity-service.enabled': false,
  'layout.css.devPixelsPerPx': '1.0',
};

// BiDi is a minimal WebDriver BiDi client: commands with ids, events to
// listeners.
class BiDi {
  constructor(ws) {
    this.ws = ws;
    this.seq = 0;
    this.pending = new Map();
    this.listeners = new Set();
    ws.on('message', (data) => {
      const m = JSON.parse(data);
      if (m.id !== undefined && this.pending.has(m.id)) {
        const { resolve, reject, method } = this.pending.get(m.id);
        this.pending.delete(m.id);
        if (m.type === 'error') reject(new Error(`${method}: ${m.error}: ${m.message}`));
        else resolve(m.result);
      } else if (m.type === 'event') {
        for (const l of this.listeners) l(m.method, m.params);
      }
    });
    ws.on('close', () => {
      for (const { reject, method } of this.pending.values()) reject(new Error(method + ': connection closed'));
      this.pending.clear();
    });
  }
  send(method, params = {}) {
    return new Promise((resolve, reject) => {
      const id = ++this.seq;
      this.pending.set(id, { resolve, reject, method });
      this.ws.send(JSON.stringify({ id, method, params }));
    });
  }
  on(fn) {
    this.listeners.add(fn);
    return () => this.listeners.delete(fn);
  }
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// fnSource is a function's source; a string is taken as function source.
function fnSource(fn) {
  return typeof fn === 'function' ? fn.toString() : fn;
}

// callIn runs fn(arg) in a browsing context's page realm and returns its
// JSON-able result. Errors in the page become Errors here.
async function callIn(bidi, context, fn, arg, prelude = '') {
  const expression = `(async () => { ${prelude}
    const __r = await (${fnSource(fn)})(${arg === undefined ? '' : 'JSON.parse(' + JSON.stringify(JSON.stringify(arg)) + ')'});
    const __j = JSON.stringify(__r);
    return __j === undefined ? '\\u0000undefined' : __j;
  })()`;
  const r = await bidi.send('script.evaluate', { expression, target: { context }, awaitPromise: true, resultOwnership: 'none' });
  if (r.type === 'exception') {
    const d = r.exceptionDetails;
    const e = new Error(d.text || 'evaluation failed');
    if (d.exception && d.exception.type === 'object') e.remote = d.exception;
    throw e;
  }
  const v = r.result.value;
  return v === '\u0000undefined' ? undefined : JSON.parse(v);
}

async function poll(what, timeout, fn) {
  const deadline = Date.now() + timeout;
  let last;
  for (;;) {
    try {
      const v = await fn();
      if (v) return v;
    } catch (e) {
      last = e;
    }
    if (Date.now() > deadline) throw new Error(`timed out after ${timeout} ms waiting for ${what}${last ? ' (' + last.message + ')' : ''}`);
    await sleep(100);
  }
}

// Locator finds elements by a chain of CSS selectors (each step searches
// inside the previous step's matches; nth picks one), in a frame that is
// resolved afresh for every call, as Playwright's locators are.
class Locator {
  constructor(frame, steps) {
    this.frame = frame;
    this.steps = steps;
  }
  locator(sel) {
    return new Locator(this.frame, [...this.steps, { sel }]);
  }
  nth(i) {
    const steps = this.steps.slice();
    steps[steps.length - 1] = { ...steps[steps.length - 1], nth: i };
    return new Locator(this.frame, steps);
  }
  first() {
    return this.nth(0);
  }
  // run evaluates body(els) in the frame, with els the matched elements.
  async run(body, arg) {
    const ctx = await this.frame.context();
    const steps = JSON.stringify(this.steps);
    return callIn(this.frame.bidi, ctx, `(arg) => {
      let set = [document];
      for (const s of ${steps}) {
        const next = [];
        for (const root of set) for (const el of root.querySelectorAll(s.sel)) if (!next.includes(el)) next.push(el);
        set = s.nth === undefined ? next : next.slice(s.nth, s.nth + 1);
      }
      const visible = (el) => { const st = getComputedStyle(el); return el.getClientRects().length > 0 && st.visibility !== 'hidden'; };
      return (${body})(set, arg, visible);
    }`, arg);
  }
  async waitFor({ timeout = 30000, state = 'visible' } = {}) {
    await poll(`${JSON.stringify(this.steps)} to be ${state}`, timeout, () =>
      this.run(`(els, st, visible) => st === 'attached' ? els.length > 0 : st === 'detached' ? els.length === 0 : st === 'hidden' ? !els.some(visible) : els.some(visible)`, state),
    );
  }
  async count() {
    return this.run('(els) => els.length');
  }
  async one(body, arg, timeout = 30000) {
    await this.waitFor({ timeout, state: 'attached' });
    return this.run(`(els, arg, visible) => { if (els.length !== 1) throw new Error(els.length + ' elements match ${JSON.stringify(this.steps).replace(/'/g, "\\'")}'); return (${body})(els[0], arg, visible); }`, arg);
  }
  textContent() {
    return this.one('(el) => el.textContent');
  }
  innerText() {
    return this.one('(el) => el.innerText');
  }
  getAttribute(name) {
    return this.one('(el, n) => el.getAttribute(n)', name);
  }
  async isHidden() {
    return this.run('(els, _, visible) => !els.some(visible)');
  }
  async isVisible() {
    return !(await this.isHidden());
  }
  evaluate(fn, arg) {
    return this.one(`(el, arg) => (${fnSource(fn)})(el, arg)`, arg);
  }
  // fill sets the value the way Playwright does: focus, value, input and
  // change events.
  async fill(value) {
    await this.waitFor();
    await this.one(`(el, v) => { el.focus(); el.value = v; el.dispatchEvent(new Event('input', { bubbles: true })); el.dispatchEvent(new Event('change', { bubbles: true })); }`, value);
  }
  // click is a real pointer click (BiDi input.performActions at the
  // element's centre), so isTrusted handlers and hit-testing see it.
  async click({ timeout = 30000 } = {}) {
    await poll(`${JSON.stringify(this.steps)} to be clickable`, timeout, () =>
      this.run(`(els, _, visible) => els.length === 1 && visible(els[0]) && !els[0].disabled`),
    );
    const ctx = await this.frame.context();
    const steps = JSON.stringify(this.steps);
    const r = await this.frame.bidi.send('script.evaluate', {
      expression: `(() => {
        let set = [document];
        for (const s of ${steps}) {
          const next = [];
          for (const root of set) for (const el of root.querySelectorAll(s.sel)) if (!next.includes(el)) next.push(el);
          set = s.nth === undefined ? next : next.slice(s.nth, s.nth + 1);
        }
        set[0].scrollIntoView({ block: 'center', inline: 'center' });
        return set[0];
      })()`,
      target: { context: ctx },
      awaitPromise: false,
      resultOwnership: 'root',
    });
    if (r.type === 'exception') throw new Error('click: ' + r.exceptionDetails.text);
    const origin = { type: 'element', element: { sharedId: r.result.sharedId } };
    await this.frame.bidi.send('input.performActions', {
      context: ctx,
      actions: [{ type: 'pointer', id: 'mouse', parameters: { pointerType: 'mouse' }, actions: [
        { type: 'pointerMove', x: 0, y: 0, origin },
        { type: 'pointerDown', button: 0 },
        { type: 'pointerUp', button: 0 },
      ] }],
    });
    await this.frame.bidi.send('input.releaseActions', { context: ctx }).catch(() => {});
  }
}

// Frame is a browsing context found from its parent by an iframe selector
// (or the page itself).
class Frame {
  constructor(bidi, resolve) {
    this.bidi = bidi;
    this.context = resolve;
  }
  locator(sel) {
    return new Locator(this, [{ sel }]);
  }
}

class Page {
  constructor(browser, context) {
    this.browser = browser;
    this.bidi = browser.bidi;
    this.ctx = context;
    this._url = 'about:blank';
    this.laikaBrowser = 'firefox';
    this.main = new Frame(this.bidi, async () => this.ctx);
  }
  url() {
    return this._url;
  }
  async goto(url) {
    const r = await this.bidi.send('browsingContext.navigate', { context: this.ctx, url, wait: 'complete' });
    this._url = r.url || url;
    return null;
  }
  async reload() {
    await this.bidi.send('browsingContext.reload', { context: this.ctx, wait: 'complete' });
  }
  evaluate(fn, arg) {
    return callIn(this.bidi, this.ctx, fn, arg);
  }
  async waitForFunction(fn, arg, { timeout = 30000 } = {}) {
    return poll('a page function to return true', timeout, () => this.evaluate(fn, arg));
  }
  async waitForURL(url, { timeout = 30000 } = {}) {
    await poll('URL ' + url, timeout, async () => (await this.refreshURL()) === url);
  }
  async waitForTimeout(ms) {
    await sleep(ms);
  }
  // refreshURL reads the context's URL from the browser.
  async refreshURL() {
    const t = await this.bidi.send('browsingContext.getTree', { root: this.ctx, maxDepth: 0 });
    this._url = t.contexts[0].url;
    return this._url;
  }
  locator(sel) {
    return this.main.locator(sel);
  }
  textContent(sel) {
    return this.main.locator(sel).textContent();
  }
  title() {
    return this.evaluate(() => document.title);
  }
  inputValue(sel) {
    return this.main.locator(sel).one('(el) => el.value');
  }
  // frameLocator finds the iframe's own browsing context through its
  // WindowProxy, which BiDi serializes as {type: 'window', value: {context}}.
  frameLocator(sel) {
    return new Frame(this.bidi, async () => {
      const r = await this.bidi.send('script.evaluate', {
        expression: `document.querySelector(${JSON.stringify(sel)})?.contentWindow ?? null`,
        target: { context: this.ctx },
        awaitPromise: false,
        resultOwnership: 'none',
      });
      if (r.type !== 'success' || r.result.type !== 'window') throw new Error('no frame ' + sel);
      return r.result.value.context;
    });
  }
  async screenshot({ path } = {}) {
    const r = await this.bidi.send('browsingContext.captureScreenshot', { context: this.ctx, origin: 'viewport' });
    const png = Buffer.from(r.data, 'base64');
    if (path) writeFileSync(path, png);
    return png;
  }
  async setViewportSize(viewport) {
    await this.bidi.send('browsingContext.setViewport', { context: this.ctx, viewport });
  }
  async bringToFront() {
    await this.bidi.send('browsingContext.activate', { context: this.ctx });
  }
  async setContent(html) {
    await this.goto('data:text/html;base64,' + Buffer.from(html).toString('base64'));
  }
  isClosed() {
    return !!this.closed;
  }
  context() {
    return this.browser.context;
  }
  async close() {
    this.closed = true;
    await this.bidi.send('browsingContext.close', { context: this.ctx }).catch(() => {});
    this.browser.pages.delete(this.ctx);
  }
}

// openExtensionTab opens an add-on page (path relative to the add-on root)
// in a new tab from the browser window, since BiDi may not navigate to
// moz-extension: URLs, and returns it as a Page once it has loaded.
async function openExtensionTab(browser, path) {
  const url = ADDON_ORIGIN + '/' + path;
  const before = new Set((await browser.bidi.send('browsingContext.getTree', {})).contexts.map((c) => c.context));
  await browser.bidi.send('script.evaluate', {
    expression: `gBrowser.addTab(${JSON.stringify(url)}, { triggeringPrincipal: Services.scriptSecurityManager.getSystemPrincipal() }) && 1`,
    target: { context: browser.chromeWindow },
    awaitPromise: false,
  });
  const ctx = await poll('extension tab ' + path, 20000, async () => {
    const { contexts } = await browser.bidi.send('browsingContext.getTree', {});
    const c = contexts.find((x) => !before.has(x.context) && x.url === url);
    return c && c.context;
  });
  const page = new Page(browser, ctx);
  page._url = url;
  browser.pages.set(ctx, page);
  await poll(path + ' to load', 20000, () => page.evaluate(() => document.readyState === 'complete'));
  return page;
}

// launchFirefox starts Firefox ESR with a fresh profile and HOME, installs
// the host (unless installHost is false) and the add-on, and opens the
// add-on's options page as the tab through which tests reach the event page.
export async function launchFirefox({ hostBin, hostEnv, addonDir, installHost = true, viewport = { width: 1280, height: 800 }, prefs = {} }) {
  if (!existsSync(FIREFOX)) throw new Error(`${FIREFOX} is missing: apt-get install firefox-esr`);
  if (!existsSync(join(addonDir, 'manifest.json'))) throw new Error(`${addonDir} has no manifest.json: run node extension/build-firefox.mjs`);
  const tmp = mkdtempSync(join(tmpdir(), 'laika-e2e-ff-'));
  const profile = join(tmp, 'profile');
  const userHome = join(tmp, 'userhome');
  mkdirSync(profile, { recursive: true });
  mkdirSync(userHome, { recursive: true });
  writeFileSync(join(profile, 'user.js'), Object.entries({ ...PREFS, ...prefs }).map(([k, v]) => `user_pref(${JSON.stringify(k)}, ${JSON.stringify(v)});`).join('\n') + '\n');
  const env = { ...hostEnv, HOME: userHome, MOZ_HEADLESS: '1', MOZ_CRASHREPORTER_DISABLE: '1' };
  delete env.XDG_CONFIG_HOME;
  if (installHost) execFileSync(hostBin, ['install', '--browser', 'firefox'], { env, stdio: 'pipe' });
  const proc = spawn(FIREFOX, ['--headless', '--no-remote', '--profile', profile, '--remote-debugging-port=0', '--remote-allow-system-access', `--width=${viewport.width}`, `--height=${viewport.height}`, 'about:blank'], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let log = '';
  const wsURL = await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Firefox did not start its BiDi server in 60 s:\n' + log.slice(-2000))), 60000);
    const on = (d) => {
      log += d;
      const m = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(log);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]);
      }
    };
    proc.stdout.on('data', on);
    proc.stderr.on('data', on);
    proc.on('exit', (code) => reject(new Error(`Firefox exited (${code}):\n${log.slice(-2000)}`)));
  });
  proc.stdout.removeAllListeners('data');
  proc.stderr.removeAllListeners('data');
  proc.stdout.resume();
  proc.stderr.resume();
  const ws = new WebSocket(wsURL + '/session');
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  const bidi = new BiDi(ws);
  await bidi.send('session.new', { capabilities: {} });
  await bidi.send('session.subscribe', { events: ['browsingContext.contextCreated', 'browsingContext.load', 'browsingContext.fragmentNavigated', 'browsingContext.historyUpdated', 'browsingContext.navigationStarted'] });
  const browser = { bidi, pages: new Map(), proc };
  // Keep each page's url() current, as Playwright does, from events.
  bidi.on((method, p) => {
    // Every top-level tab is a page, as in Playwright, also the ones the
    // extension or a page opens (tests check no tab went somewhere).
    if (method === 'browsingContext.contextCreated' && !p.parent && !browser.pages.has(p.context) && browser.trackTabs) {
      browser.pages.set(p.context, new Page(browser, p.context));
    }
    const page = browser.pages.get(p.context);
    if (page && p.url && method !== 'browsingContext.contextCreated') page._url = p.url;
  });
  await bidi.send('webExtension.install', { extensionData: { type: 'path', path: addonDir } });
  // Tests reach the event page through the options page (an extension tab,
  // where runtime.getBackgroundPage works).
  const { contexts: chrome } = await bidi.send('browsingContext.getTree', { 'moz:scope': 'chrome' });
  browser.chromeWindow = chrome.find((c) => !c.parent).context;
  const optionsPage = await openExtensionTab(browser, 'ui/options.html');
  const optionsCtx = optionsPage.ctx;
  browser.pages.delete(optionsCtx);
  browser.trackTabs = true;
  await poll('the event page', 20000, () => callIn(bidi, optionsCtx, async () => !!(await browser.runtime.getBackgroundPage()).laikaToggleSidecar));
  // worker.evaluate runs fn in the options page with the event page's
  // globals in scope (with), the closest Firefox has to evaluating in
  // Chromium's service worker. Top-level const/let of background.js (host)
  // are not reachable that way: tests use helpers for those.
  const worker = {
    evaluate: (fn, arg) => callIn(bidi, optionsCtx, `(arg) => { with (__bg) { return (${fnSource(fn)})(arg); } }`, arg, 'const __bg = await browser.runtime.getBackgroundPage();'),
    // message sends an extension message to the event page, as the sidecar does.
    message: (msg) => callIn(bidi, optionsCtx, (m) => browser.runtime.sendMessage(m), msg),
  };
  const tabs = await bidi.send('browsingContext.getTree', {});
  const blank = tabs.contexts.find((c) => c.url === 'about:blank');
  const context = {
    async newPage() {
      const { context: ctx } = await bidi.send('browsingContext.create', { type: 'tab' });
      await bidi.send('browsingContext.setViewport', { context: ctx, viewport }).catch(() => {});
      const page = new Page(browser, ctx);
      browser.pages.set(ctx, page);
      return page;
    },
    // waitForEvent('page') resolves with the next tab opened by anyone.
    waitForEvent(name, { timeout = 30000 } = {}) {
      if (name !== 'page') throw new Error('firefox harness: waitForEvent supports "page" only');
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => { off(); reject(new Error('no new page in ' + timeout + ' ms')); }, timeout);
        const off = bidi.on((method, p) => {
          if (method !== 'browsingContext.contextCreated' || p.parent) return;
          clearTimeout(timer);
          off();
          const page = new Page(browser, p.context);
          browser.pages.set(p.context, page);
          // Like Playwright, resolve once the page has a real URL.
          poll('the new page to navigate', timeout, async () => (await page.refreshURL()) !== 'about:blank').then(() => resolve(page), () => resolve(page));
        });
      });
    },
    pages: () => [...browser.pages.values()],
  };
  browser.context = context;
  return {
    browserName: 'firefox',
    bidi,
    get chromeWindow() {
      return browser.chromeWindow;
    },
    context,
    worker,
    profile,
    userHome,
    blankContext: blank && blank.context,
    async currentWorker() {
      return worker;
    },
    // chromeEval evaluates expression in the browser window (chrome
    // scope: gBrowser, SidebarController, ...) and returns its result.
    async chromeEval(expression) {
      const r = await bidi.send('script.evaluate', { expression, target: { context: browser.chromeWindow }, awaitPromise: true });
      if (r.type === 'exception') throw new Error('chrome: ' + r.exceptionDetails.text);
      return r.result.value;
    },
    // openExtensionTab opens an add-on page (e.g. 'ui/sidecar.html?tabId=3').
    openExtensionTab: (path) => openExtensionTab(browser, path),
    // hostPids lists the laika-host processes this Firefox started.
    hostPids() {
      return childHostPids(proc.pid, hostBin);
    },
    async close() {
      try {
        await bidi.send('browser.close').catch(() => {});
        ws.close();
      } finally {
        await Promise.race([new Promise((r) => proc.once('exit', r)), sleep(5000)]);
        if (proc.exitCode === null) proc.kill('SIGKILL');
        rmSync(tmp, { recursive: true, force: true });
      }
    },
  };
}

// childHostPids finds descendants of pid running bin (from /proc).
export function childHostPids(pid, bin) {
  const parent = new Map();
  const exe = new Map();
  for (const d of readdirSync('/proc')) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const stat = readFileSync(`/proc/${d}/stat`, 'utf8');
      parent.set(Number(d), Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]));
      exe.set(Number(d), readFileSync(`/proc/${d}/cmdline`, 'utf8').split('\0')[0]);
    } catch {
      /* gone */
    }
  }
  const want = realpathSync(bin);
  const out = [];
  for (const [p] of parent) {
    let q = p;
    for (let i = 0; i < 20 && q > 1; i++) {
      q = parent.get(q);
      if (q === pid) {
        if (exe.get(p) === want) out.push(p);
        break;
      }
    }
  }
  return out;
}
