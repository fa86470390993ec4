// The sidecar in the browser's side panel (issue 15): no trace of Laika on
// pages before the person opens it, the real chrome.sidePanel opened for
// one tab, the conversation thread, keyboard and screen-reader behaviour,
// progress and Stop, history, the model picker and dark mode. Screenshots
// of each state go to e2e/artifacts/.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { launch, serveFixtures, openSidecar, openRealSidePanel, tabIdOf, shoot, startOllama, EXTENSION_ID, ARTIFACTS } from '../lib/harness.mjs';

let b, site;
before(async () => {
  site = await serveFixtures();
  b = await launch();
});
after(async () => {
  await b.close();
  await site.close();
});

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// probe is what a hostile page can try: fetch Laika's files and frame its
// panel. It returns what it learned.
async function probe(page) {
  return page.evaluate(async (id) => {
    const out = {};
    for (const p of ['ui/sidecar.html', 'manifest.json', '_locales/en/messages.json', 'ui/options.html', 'vendor/marked.umd.js']) {
      try {
        const r = await fetch(`chrome-extension://${id}/${p}`);
        out[p] = 'status ' + r.status;
      } catch (e) {
        out[p] = 'blocked';
      }
    }
    // Loading a file as a stylesheet or a script is the other classic
    // probe: onload fires only for a web-accessible resource.
    for (const [tag, p] of [['link', 'ui/sidecar.css'], ['script', 'ui/sidecar.js']]) {
      out[tag + ':' + p] = await new Promise((res) => {
        const e = document.createElement(tag);
        e.onload = () => res('loaded');
        e.onerror = () => res('blocked');
        const url = `chrome-extension://${id}/${p}`;
        if (tag === 'link') {
          e.rel = 'stylesheet';
          e.href = url;
        } else e.src = url;
        document.body.append(e);
        setTimeout(() => res('blocked'), 3000);
      });
    }
    // No messaging door either: without externally_connectable a page has
    // no chrome.runtime to reach the extension with.
    out.runtime = typeof (globalThis.chrome && chrome.runtime && chrome.runtime.sendMessage) === 'function' ? 'reachable' : 'blocked';
    const f = document.createElement('iframe');
    f.id = 'laika-probe';
    f.src = `chrome-extension://${id}/ui/sidecar.html?tabId=1`;
    document.body.append(f);
    await new Promise((r) => setTimeout(r, 1500));
    return out;
  }, EXTENSION_ID).then(async (out) => {
    // What the frame holds: Chromium puts an error page there when it
    // refuses to load a resource that is not web-accessible.
    out.frame = page.frames().filter((f) => f !== page.mainFrame()).map((f) => f.url()).join(' ');
    await page.evaluate(() => document.getElementById('laika-probe').remove());
    return out;
  });
}

// contentLoaded says whether Laika's content scripts run in page's tab
// (checked in their own isolated world, where they live).
async function contentLoaded(page) {
  const tabId = await tabIdOf(b, page);
  const w = await b.currentWorker();
  const [r] = await w.evaluate((id) => chrome.scripting.executeScript({ target: { tabId: id }, func: () => !!globalThis.__laikaContentLoaded }), tabId);
  return r.result;
}

test('before the person opens Laika, no page can tell it is installed or frame its pages', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('button.html'));
  assert.equal(await contentLoaded(page), false, 'no content script on a page Laika was not opened for');
  const seen = await probe(page);
  for (const [what, got] of Object.entries(seen)) {
    if (what === 'frame') assert.ok(!got.startsWith('chrome-extension://'), 'the panel did not load in a page frame: ' + JSON.stringify(seen));
    else assert.equal(got, 'blocked', what + ': ' + JSON.stringify(seen));
  }
  // The framed panel never became an extension context either.
  const w = await b.currentWorker();
  const framedCtx = await w.evaluate(async () => (await chrome.runtime.getContexts({})).filter((c) => c.documentUrl && c.documentUrl.includes('sidecar.html?tabId=1')).length);
  assert.equal(framedCtx, 0);
  // Opening Laika for the tab injects the scripts; the page still cannot
  // reach the panel's files.
  const sc = await openSidecar(b, page);
  // The panel asks the worker to inject when it opens; on a loaded machine
  // that can finish a moment after the panel says it is ready.
  let loaded = false;
  for (let i = 0; i < 50 && !loaded; i++) {
    loaded = await contentLoaded(page);
    if (!loaded) await sleep(200);
  }
  assert.equal(loaded, true, 'opening Laika injected its content scripts');
  assert.equal((await probe(page))['ui/sidecar.html'], 'blocked');
  await sc.close();
  await page.close();
});

test('[chromium only: chrome.sidePanel; Firefox has sidebar_action, see firefox-sidebar.test.mjs] the toolbar button opens the browser side panel for that tab only', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const other = await b.context.newPage();
  await other.goto(site.url('nav.html'));
  const tabId = await tabIdOf(b, page);
  const ctx = await openRealSidePanel(b, page);
  assert.ok(ctx, 'a SIDE_PANEL context for the tab');
  assert.equal(ctx.contextType, 'SIDE_PANEL');
  assert.ok(ctx.documentUrl.endsWith(`/ui/sidecar.html?tabId=${tabId}`), ctx.documentUrl);
  const w = await b.currentWorker();
  const opts = await w.evaluate(async ([a, o]) => [await chrome.sidePanel.getOptions({ tabId: a }), await chrome.sidePanel.getOptions({ tabId: o })], [tabId, await tabIdOf(b, other)]);
  assert.equal(opts[0].enabled, true);
  assert.equal(opts[0].path, `ui/sidecar.html?tabId=${tabId}`);
  assert.equal(opts[1].enabled, false, 'another tab has no panel');
  // The panel, once open, put the content scripts into its tab only.
  for (let i = 0; i < 50 && !(await contentLoaded(page)); i++) await sleep(100);
  assert.equal(await contentLoaded(page), true);
  assert.equal(await contentLoaded(other), false);
  await other.close();
  await page.close();
});

test('idle panel: labels, a log for the thread, and screenshots in light and dark', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  for (const id of ['history', 'options', 'close']) {
    const label = await sc.locator('#' + id).getAttribute('aria-label');
    assert.ok(label && label.length > 2, id + ' has an aria-label');
  }
  assert.equal(await sc.locator('#steps').getAttribute('role'), 'log');
  // Closed panes stay out of the way: a pane's own display rule once beat
  // its hidden attribute and the Research pane covered the thread.
  for (const id of ['research-pane', 'history-pane', 'models-pane']) {
    assert.equal(await sc.locator('#' + id).isVisible(), false, id + ' is closed at idle');
  }
  assert.equal(await sc.locator('#goal').getAttribute('placeholder'), 'e.g. Summarize this article');
  await shoot(page, '20-panel-idle');
  await sc.emulateMedia({ colorScheme: 'dark' });
  const bg = await sc.evaluate(() => getComputedStyle(document.body).backgroundColor);
  assert.equal(bg, 'rgb(22, 25, 30)', 'dark background');
  await shoot(page, '27-panel-dark');
  await sc.emulateMedia({ colorScheme: 'light' });
  assert.equal(await sc.evaluate(() => getComputedStyle(document.body).backgroundColor), 'rgb(255, 255, 255)');
  await sc.close();
  await page.close();
});

// pageScrolls says whether the panel page itself scrolls: it must not,
// only the thread (main) and the panes do, so the header and the
// composer never scroll away.
const pageScrolls = (sc) => sc.evaluate(() => document.documentElement.scrollHeight > innerHeight + 1);

// clipped lists what is cut off in sc's header and footer: elements
// that stick out of the panel, and text cut by its own box (an ellipsis).
async function clipped(sc) {
  return sc.evaluate(() => {
    const out = [];
    const w = document.documentElement.clientWidth;
    for (const e of document.querySelectorAll('header > *, footer button, footer label')) {
      const r = e.getBoundingClientRect();
      if (!r.width || getComputedStyle(e).visibility === 'hidden') continue;
      const name = e.id || e.className || e.tagName;
      if (r.left < 0 || r.right > w + 0.5) out.push(name + ' sticks out (' + Math.round(r.left) + '..' + Math.round(r.right) + ' of ' + w + ')');
      if (e.scrollWidth > e.clientWidth + 1 && e.clientWidth > 0) out.push(name + ' text cut (' + e.scrollWidth + ' > ' + e.clientWidth + ')');
    }
    return out;
  });
}

test('a narrow panel (Firefox sidebar width) wraps its header: nothing is cut off', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('body[data-ready="1"]').waitFor();
  assert.deepEqual(await clipped(sc), [], 'at the default width');
  for (const width of [250, 200]) {
    await sc.setViewportSize({ width, height: 700 });
    assert.deepEqual(await clipped(sc), [], 'at ' + width + ' px');
    assert.equal(await sc.locator('#model').innerText(), 'Built-in');
  }
  await sc.setViewportSize({ width: 250, height: 700 });
  await sc.screenshot({ path: join(ARTIFACTS, '27c-panel-narrow.png') });
  await sc.emulateMedia({ colorScheme: 'dark' });
  await sc.screenshot({ path: join(ARTIFACTS, '27d-panel-narrow-dark.png') });
  await sc.close();
  await page.close();
});

// lowContrast lists the visible text in sel whose contrast with the
// background behind it is under 4.5:1 (WCAG AA for body text).
async function lowContrast(sc, sel) {
  return sc.evaluate((sel) => {
    const rgb = (c) => (c.match(/[\d.]+/g) || []).map(Number);
    const lum = ([r, g, b]) => [r, g, b].map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)).reduce((a, v, i) => a + v * [0.2126, 0.7152, 0.0722][i], 0);
    const bgOf = (e) => {
      for (; e; e = e.parentElement) {
        const c = rgb(getComputedStyle(e).backgroundColor);
        if (c.length === 3 || (c.length === 4 && c[3] > 0.5)) return c;
      }
      return [255, 255, 255];
    };
    const out = [];
    for (const e of document.querySelectorAll(sel + ' *')) {
      const own = [...e.childNodes].some((n) => n.nodeType === 3 && n.textContent.trim());
      const r = e.getBoundingClientRect();
      if (!own || !r.width || !r.height || e.closest('[hidden]') || e.disabled) continue;
      const s = getComputedStyle(e);
      if (s.visibility === 'hidden' || Number(s.opacity) < 1) continue;
      const [a, b] = [lum(rgb(s.color)), lum(bgOf(e))];
      const ratio = (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
      if (ratio < 4.5) out.push((e.id || e.className || e.tagName) + ': ' + ratio.toFixed(2) + ' (' + e.textContent.trim().slice(0, 30) + ')');
    }
    return out;
  }, sel);
}

test('one pane at a time: history, model picker and research replace each other; the composer stays in view', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('body[data-ready="1"]').waitFor();
  await sc.setViewportSize({ width: 360, height: 640 });
  const open = async () => sc.evaluate(() => ['history-pane', 'models-pane', 'research-pane'].filter((id) => document.getElementById(id) && !document.getElementById(id).hidden));
  const composerInView = () => sc.evaluate(() => {
    const r = document.getElementById('goal').getBoundingClientRect();
    return r.height > 0 && r.bottom <= innerHeight + 0.5;
  });
  // A scrollbar shows where the thread can scroll and its content is taller.
  const threadScrollbar = () => sc.evaluate(() => {
    const m = document.querySelector('main');
    return /auto|scroll/.test(getComputedStyle(m).overflowY) && m.scrollHeight > m.clientHeight;
  });
  for (const [button, pane] of [['#history', 'history-pane'], ['#model', 'models-pane'], ['#research', 'research-pane'], ['#history', 'history-pane']]) {
    await sc.locator(button).click();
    await sc.locator('#' + pane + ':not([hidden])').waitFor();
    assert.deepEqual(await open(), [pane], 'after ' + button);
    assert.equal(await composerInView(), true, 'the composer is in view with ' + pane);
    assert.equal(await threadScrollbar(), false, 'the empty thread shows no scrollbar with ' + pane);
    assert.deepEqual(await lowContrast(sc, '#' + pane), [], pane + ': text contrast');
  }
  await shoot(page, '25b-one-pane');
  // Every pane in dark mode (contrast is checked by eye in the screenshots).
  await sc.emulateMedia({ colorScheme: 'dark' });
  for (const [button, name] of [['#research', 'research'], ['#model', 'models'], ['#history', 'history']]) {
    await sc.locator(button).click();
    await sc.screenshot({ path: join(ARTIFACTS, '27e-dark-' + name + '.png') });
    assert.deepEqual(await lowContrast(sc, '#' + name + '-pane'), [], 'dark ' + name + ' pane: text contrast');
  }
  await sc.emulateMedia({ colorScheme: 'light' });
  await sc.keyboard.press('Escape');
  await sc.close();
  await page.close();
});

test('keyboard: Enter sends, Shift+Enter adds a line, Tab to Approve and Enter approves; focus is visible', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('button.html'));
  const sc = await openSidecar(b, page);
  const goal = sc.locator('#goal');
  await goal.click();
  await sc.keyboard.type('click Subscribe');
  await sc.keyboard.press('Shift+Enter');
  await sc.keyboard.type('to the weekly digest');
  assert.equal(await goal.inputValue(), 'click Subscribe\nto the weekly digest', 'Shift+Enter is a new line');
  assert.equal(await sc.locator('.turn').count(), 0, 'nothing sent yet');
  await goal.fill('click Subscribe to the weekly digest');
  await sc.keyboard.press('Enter');
  await sc.locator('.turn.user').waitFor();
  assert.equal(await goal.inputValue(), '', 'Enter sent the goal');
  const yes = sc.locator('.approval button[data-action=approve]');
  await yes.waitFor({ timeout: 30000 });
  assert.equal(await sc.locator('.approval').getAttribute('role'), 'dialog');
  assert.notEqual(await sc.evaluate(() => document.activeElement && document.activeElement.dataset.action), 'approve', 'Approve did not take focus');
  await sleep(600);
  // Focus put on Approve by script, then Enter: refused (not the person's move).
  await yes.focus();
  await sc.keyboard.press('Enter');
  assert.match(await sc.locator('#error').innerText(), /Tab/);
  assert.equal(await page.textContent('#result'), 'Not subscribed.');
  // The person tabs from the goal box to Approve.
  await goal.focus();
  for (let i = 0; i < 40; i++) {
    await sc.keyboard.press('Tab');
    if (await sc.evaluate(() => document.activeElement && document.activeElement.dataset.action === 'approve')) break;
  }
  assert.equal(await sc.evaluate(() => document.activeElement.dataset.action), 'approve', 'Tab reaches Approve');
  const outline = await sc.evaluate(() => getComputedStyle(document.activeElement).outlineStyle);
  assert.equal(outline, 'solid', 'focus is visible');
  await shoot(page, '22-approval-keyboard');
  await sc.keyboard.press('Enter');
  await sc.locator('.call[data-answer=approve]').waitFor({ timeout: 5000 }).catch(async () => assert.fail('Enter did not approve: ' + (await sc.locator('#error').innerText())));
  await page.waitForFunction(() => document.getElementById('result').textContent === 'Subscribed: weekly digest.', null, { timeout: 30000 });
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  await shoot(page, '24-done');
  await sc.close();
  await page.close();
});

test('Esc stops a run: the waiting approval is answered deny', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('button.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#goal').fill('click Subscribe to the weekly digest');
  await sc.keyboard.press('Enter');
  await sc.locator('.approval button[data-action=approve]').waitFor({ timeout: 30000 });
  await sc.locator('#goal').press('Escape');
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 }).catch(async () => assert.fail('Esc did not stop: ' + (await sc.locator('body').innerText())));
  assert.match(await sc.locator('#steps').innerText(), /You stopped this run\./);
  assert.equal(await sc.locator('.call[data-answer=deny], .call .result[data-status=denied]').count() > 0, true);
  assert.equal(await page.textContent('#result'), 'Not subscribed.');
  await sc.close();
  await page.close();
});

test('history: runs reopen, export as Markdown, delete one and all; temporary mode keeps nothing', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#goal').fill('calculate 178 * 1.5');
  await sc.keyboard.press('Enter');
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  await sc.locator('#goal').fill('find tidal on this page');
  await sc.keyboard.press('Enter');
  await sc.locator('.step.done >> nth=1').waitFor({ timeout: 30000 });
  await sc.locator('#history').click();
  await sc.locator('#history-list li').nth(1).waitFor({ timeout: 15000 });
  assert.equal(await sc.locator('#history-pane').getAttribute('role'), 'dialog');
  const goals = await sc.locator('#history-list li .what').allInnerTexts();
  assert.match(goals[0], /find tidal/);
  assert.match(goals[1], /calculate 178/);
  assert.equal(await pageScrolls(sc), false, 'only the thread and the panes scroll, not the panel page (25-history)');
  await shoot(page, '25-history');
  // Export: a Markdown file with the goal and the result.
  const dl = sc.waitForEvent('download');
  await sc.locator('#history-list li').nth(1).getByRole('button', { name: /Export/ }).click();
  const file = await dl;
  assert.match(file.suggestedFilename(), /^laika-calculate-178-1-5\.md$/);
  const md = await (await import('node:fs/promises')).readFile(await file.path(), 'utf8');
  assert.match(md, /^# calculate 178 \* 1\.5/);
  assert.match(md, /app\.calculate/);
  assert.match(md, /267/);
  // Reopen it into the thread.
  await sc.locator('#history-list li').nth(1).getByRole('button', { name: /^Open/ }).click();
  await sc.locator('.step.notice', { hasText: 'Reopened from history' }).waitFor();
  assert.match(await sc.locator('#steps').innerText(), /267/);
  // Delete one.
  await sc.locator('#history').click();
  await sc.locator('#history-list li').nth(1).waitFor();
  await sc.locator('#history-list li').nth(1).getByRole('button', { name: /^Delete/ }).click();
  await sc.locator('#history-state', { hasText: 'Deleted.' }).waitFor();
  const w = await b.currentWorker();
  const left = await w.evaluate(async () => (await host.request('history.runs', {})).runs.map((r) => r.goal));
  assert.deepEqual(left.filter((g) => /calculate 178/.test(g)), [], 'the deleted run is gone in the host');
  // Temporary mode: the next run is deleted as it ends.
  await sc.locator('#history-close').click();
  await sc.locator('#temporary').check();
  await sc.locator('#goal').fill('calculate 2 + 2');
  await sc.keyboard.press('Enter');
  await sc.locator('body[data-forgot]').waitFor({ timeout: 30000 });
  const after = await w.evaluate(async () => (await host.request('history.runs', {})).runs.map((r) => r.goal));
  assert.ok(!after.includes('calculate 2 + 2'), JSON.stringify(after));
  const audit = await w.evaluate(async () => (await host.request('audit.verify', {})).ok);
  assert.equal(audit, true, 'the audit chain is intact');
  await sc.locator('#temporary').uncheck();
  // Delete all asks twice.
  await sc.locator('#history').click();
  await sc.locator('#history-list li').first().waitFor();
  await sc.locator('#history-delete-all').click();
  assert.equal(await sc.locator('#history-list li').count() > 0, true, 'the first click only asks');
  await sc.locator('#history-delete-all').click();
  await sc.locator('#history-state', { hasText: /Deleted \d+ runs/ }).waitFor();
  assert.deepEqual(await w.evaluate(async () => (await host.request('history.runs', {})).runs), []);
  await sc.close();
  await page.close();
});

test('answers can be copied and exported; citations scroll the page to the quote', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  await sc.locator('#summarize').click();
  await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
  await shoot(page, '23-streamed-done');
  const dl = sc.waitForEvent('download');
  await sc.locator('.answer button[data-action=export]').click();
  const md = await (await import('node:fs/promises')).readFile(await (await dl).path(), 'utf8');
  assert.match(md, /^# Summary\n/);
  assert.ok(md.length > 200);
  const chip = sc.locator('.chip').last();
  const quote = await chip.getAttribute('title');
  await page.evaluate(() => window.scrollTo(0, 0));
  await chip.click();
  await page.waitForFunction(() => CSS.highlights.has('laika-citation'));
  const hl = await page.evaluate(() => [...CSS.highlights.get('laika-citation')][0].toString());
  assert.equal(hl.replace(/\s+/g, ' ').toLowerCase(), quote.replace(/\s+/g, ' ').toLowerCase());
  await sc.close();
  await page.close();
});

test('conversations: follow-ups keep the conversation, New chat starts another, history reopens one', async () => {
  const page = await b.context.newPage();
  await page.goto(site.url('article.html'));
  const sc = await openSidecar(b, page);
  const w = await b.currentWorker();
  const tabId = await tabIdOf(b, page);
  const conv = () => w.evaluate(async (k) => (await chrome.storage.session.get(k))[k] || '', 'conv:' + tabId);
  await sc.locator('#goal').fill('find tidal on this page');
  await sc.keyboard.press('Enter');
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  const first = await conv();
  assert.match(first, /./, 'the plan reply named a conversation');
  await sc.locator('#goal').fill('find Orkney on this page');
  await sc.keyboard.press('Enter');
  await sc.locator('.step.done >> nth=1').waitFor({ timeout: 30000 });
  assert.equal(await conv(), first, 'the follow-up stayed in the conversation');
  const got = await w.evaluate((id) => host.request('conversation.get', { conversationId: id }), first);
  assert.equal(got.turns.length, 2);
  await sc.locator('#new-chat').click();
  assert.equal(await sc.locator('#steps > li').count(), 0, 'the thread is cleared');
  assert.equal(await conv(), '');
  // Reopen the first conversation from history, then continue it.
  await sc.locator('#history').click();
  const item = sc.locator(`#conv-list li[data-conversation="${first}"]`);
  await item.waitFor({ timeout: 15000 });
  await item.getByRole('button', { name: /^Open/ }).click();
  await sc.locator('.step.notice', { hasText: 'continues this conversation' }).waitFor();
  assert.equal(await sc.locator('.turn.user').count(), 2);
  assert.match(await sc.locator('#steps').innerText(), /Orkney/);
  assert.equal(await conv(), first);
  await sc.locator('#goal').fill('find turbines on this page');
  await sc.keyboard.press('Enter');
  await sc.locator('body[data-run=finished]').waitFor({ timeout: 30000 });
  const again = await w.evaluate((id) => host.request('conversation.get', { conversationId: id }), first);
  assert.equal(again.turns.length, 3, 'the reopened conversation got the new turn');
  const found = await sc.locator('.step', { hasText: 'turbines' }).last().innerText();
  assert.equal((found.match(/Found/g) || []).length, 1, 'the find answer says its count once: ' + found);
  await sc.emulateMedia({ colorScheme: 'dark' });
  assert.equal(await pageScrolls(sc), false, 'only the thread and the panes scroll, not the panel page (28-dark-conversation)');
  await shoot(page, '28-dark-conversation');
  assert.deepEqual(await lowContrast(sc, 'body'), [], 'dark conversation: text contrast');
  await sc.emulateMedia({ colorScheme: 'light' });
  assert.deepEqual(await lowContrast(sc, 'body'), [], 'light conversation: text contrast');
  await sc.close();
  await page.close();
});

test('model picker: lists the real Ollama models, picks one, and shows the pull command when there are none', async (t) => {
  const ollama = await startOllama();
  if (ollama.skip) return t.skip(ollama.skip);
  const mb = await launch({ env: { LAIKA_MODEL: '', OLLAMA_HOST: '' } });
  try {
    // Point the host at the real server through its config, as a person would.
    const w = await mb.currentWorker();
    await w.evaluate((h) => host.request('settings.set', { model: 'builtin', ollamaHost: h }), ollama.host);
    await w.evaluate(() => host.restart());
    const page = await mb.context.newPage();
    await page.goto(site.url('article.html'));
    const sc = await openSidecar(mb, page);
    assert.equal(await sc.locator('#model').textContent(), 'Built-in');
    await sc.locator('#model').click();
    await sc.locator('#models-pane[data-loaded="1"]').waitFor({ timeout: 15000 });
    const item = sc.locator(`#models-list li[data-spec^="ollama:${ollama.model}"]`);
    await item.waitFor();
    assert.match(await item.innerText(), /Ollama · \d+(\.\d)? (KB|MB)/);
    assert.equal(await sc.locator('#models-none').isHidden(), true);
    await shoot(page, '26-model-picker');
    await item.getByRole('button').click();
    await sc.locator('#models-state', { hasText: 'Laika now uses' }).waitFor({ timeout: 20000 });
    const hello = await (await mb.currentWorker()).evaluate(() => host.connect());
    assert.equal(hello.model.backend, 'ollama');
    assert.match(hello.model.model, new RegExp('^' + ollama.model));
    await sc.locator('#model', { hasText: ollama.model }).waitFor({ timeout: 10000 });
    // The planner now calls the real model: "planning…" shows with its
    // elapsed time while it works.
    await sc.locator('#models-close').click();
    await sc.locator('#goal').fill('what is on this page');
    await sc.keyboard.press('Enter');
    const working = sc.locator('[data-testid=working]');
    await working.waitFor({ timeout: 15000 });
    assert.match(await working.innerText(), /Planning…/);
    await sleep(1200);
    assert.match(await working.innerText(), /Planning…\s+\d+ s/, 'elapsed time shows');
    await shoot(page, '21-planning');
    // Stop while the model plans: the panel stops at once (a small model
    // on a busy CPU can take minutes).
    await sc.locator('#stop').click();
    await sc.locator('body[data-run=finished]').waitFor({ timeout: 10000 });
    assert.equal(await working.count(), 0);
    assert.match(await sc.locator('#steps').innerText(), /You stopped this run\./);
    // A server with no models: the pull command.
    ollama.stop();
    const empty = await startOllamaEmpty();
    if (empty) {
      await (await mb.currentWorker()).evaluate((h) => host.request('settings.set', { model: 'builtin', ollamaHost: h }), empty.host);
      await (await mb.currentWorker()).evaluate(() => host.restart());
      await sc.locator('#model').click();
      await sc.locator('#models-none').waitFor({ state: 'visible', timeout: 15000 });
      // Changed behind the panel's back: opening the picker brings the header up to date.
      await sc.locator('#model', { hasText: /^Built-in$/ }).waitFor({ timeout: 10000 });
      assert.match(await sc.locator('#models-pull').innerText(), /^ollama pull qwen3:0\.6b$/);
      await shoot(page, '26b-model-picker-none');
      empty.stop();
    }
  } finally {
    await mb.close();
    ollama.stop();
  }
});

// startOllamaEmpty runs the real Ollama with an empty models dir.
async function startOllamaEmpty() {
  const { spawn } = await import('node:child_process');
  const { mkdtempSync, rmSync, existsSync } = await import('node:fs');
  const { tmpdir } = await import('node:os');
  const { join } = await import('node:path');
  const { ROOT } = await import('../lib/harness.mjs');
  const bin = process.env.LAIKA_OLLAMA_BIN || join(ROOT, '.tools', 'ollama');
  if (!existsSync(bin)) return null;
  const port = 20000 + Math.floor(Math.random() * 20000);
  const dir = mkdtempSync(join(tmpdir(), 'laika-ollama-empty-'));
  const proc = spawn(bin, ['serve'], { env: { ...process.env, OLLAMA_HOST: '127.0.0.1:' + port, OLLAMA_MODELS: dir }, stdio: 'ignore' });
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/version`)).ok) break;
    } catch {
      /* not yet */
    }
    await sleep(100);
  }
  return { host: '127.0.0.1:' + port, stop: () => (proc.kill(), rmSync(dir, { recursive: true, force: true })) };
}
