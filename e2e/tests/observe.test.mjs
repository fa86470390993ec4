// browser.observe_dom and the DOM actions in real Chromium and Firefox ESR
// (each test runs in every browser of BROWSERS): the observation
// shape, budgets, zoom, shadow roots and frames, signals, handle staleness
// and every precondition error code.
import { test, describe, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, serveFixtures, inTab, BROWSERS, ROOT } from '../lib/harness.mjs';

// Field names of laika.Observation (observation.go); the host decodes
// strictly, so an extra field would be refused.
// SHAPES: the repeated page shapes of make bench's growth row.
const SHAPES = JSON.parse(readFileSync(join(ROOT, 'extract', 'testdata', 'bench', 'scale.json'), 'utf8'));

const OBS_FIELDS = new Set(['url', 'title', 'documentId', 'navigationGeneration', 'observedAtMs', 'text', 'primary', 'blocks', 'items', 'outline', 'comments', 'elements', 'links', 'meta', 'signals']);
const ELEMENT_FIELDS = new Set(['handleId', 'role', 'label', 'tag', 'inputType', 'autocomplete', 'name', 'href', 'disabled',
  // semantics.js (docs/protocol.md "Element semantics")
  'buttonType', 'inForm', 'formMethod', 'formAction', 'inSearch', 'dialog', 'expanded', 'rel', 'context', 'contextSignals', 'sensitive', 'options', 'method', 'confirm', 'hint']);

for (const browser of BROWSERS) describe(`[${browser}] observe`, () => {
  let b, site, page;
  before(async () => {
    site = await serveFixtures();
    b = await launch({ browser });
    page = await b.context.newPage();
  });
  after(async () => {
    await b.close();
    await site.close();
  });

  async function observe(options) {
    const r = await inTab(b, page, { type: 'laika.observe', options });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    return r.observation;
  }
  const byLabel = (o, label) => o.elements.find((e) => e.label === label);
  const act = (name, args, obs) => inTab(b, page, { type: 'laika.act', name, arguments: args, documentId: obs.documentId, navigationGeneration: obs.navigationGeneration });

  test('article: text prefixes, primary via Readability, blocks, outline, comments, meta', async () => {
    await page.goto(site.url('article.html'));
    const o = await observe({});
    for (const k of Object.keys(o)) assert.ok(OBS_FIELDS.has(k), 'unexpected field ' + k);
    assert.match(o.documentId, /^d[0-9a-f]{16}$/);
    assert.equal(o.navigationGeneration, 0);
    assert.ok(Math.abs(o.observedAtMs - Date.now()) < 60000);
    const lines = o.text.split('\n');
    assert.ok(lines.includes('H1: Tidal Energy Comes of Age'), o.text);
    assert.ok(lines.includes('H2: Why the tides matter'));
    assert.ok(lines.includes('- Predictable output, years ahead'));
    assert.ok(lines.includes('  - Fewer dives for maintenance'), 'nested list indent');
    assert.ok(lines.includes('> The tide tables are the best forecast in the energy business.'));
    assert.ok(lines.includes('Code: capacity_factor = 0.38'));
    assert.ok(o.primary && o.primary.text.includes('178 pounds per megawatt hour'), 'primary from Readability');
    assert.ok(!o.primary.text.includes('Home World Science'), 'navigation is not primary');
    assert.ok(o.primary.markdown.includes('## Why the tides matter'));
    assert.ok(o.blocks.length >= 5);
    for (const bl of o.blocks) assert.equal(typeof bl.linkDensity, 'number');
    const nav = o.blocks.find((x) => x.text.startsWith('Home'));
    if (nav) assert.ok(nav.linkDensity > 0.8);
    assert.deepEqual(o.outline.slice(0, 2).map((x) => [x.level, x.text]), [[1, 'Tidal Energy Comes of Age'], [2, 'Why the tides matter']]);
    assert.deepEqual(o.comments.map((c) => [c.author, c.text, c.depth || 0]), [['kelp_fan', 'Great to see the costs coming down.', 0], ['sceptic', 'Still twice the price of wind though.', 1]]);
    assert.equal(o.meta.site, 'The Fixture Times');
    assert.equal(o.meta.lang, 'en');
  });

  // The same files and goldens as Go's TestDeclaredSharedFixtures
  // (extract/product_price_test.go).
  test('the declared rating, price and product are in the observation, as the Go extractor reads them', async () => {
    for (const name of ['rating', 'price-meta', 'price-catalogue']) {
      await page.goto(site.url(`reading/${name}.html`));
      const want = JSON.parse(readFileSync(new URL(`../fixtures/reading/${name}.golden.json`, import.meta.url), 'utf8'));
      const o = await observe({});
      for (const [k, v] of Object.entries(want)) assert.equal(o.meta[k], v, `${name} meta.${k}: ${JSON.stringify(o.meta)}`);
    }
  });

  test('every budget argument bounds its part', async () => {
    await page.goto(site.url('article.html'));
    const o = await observe({ maxChars: 120, maxElements: 2, maxBlocks: 2, maxPrimaryChars: 100, maxOutline: 1, maxOutlineChars: 10, maxItems: 0, maxItemChars: 10, maxComments: 1, maxCommentChars: 12 });
    assert.ok(o.text.length <= 120, 'text ' + o.text.length);
    assert.ok(o.elements.length <= 2);
    assert.ok(o.blocks.length <= 2);
    assert.ok(o.primary.text.length <= 100, 'primary ' + o.primary.text.length);
    assert.equal(o.outline.length, 1);
    assert.ok(o.outline[0].text.length <= 10);
    assert.equal(o.items, undefined);
    assert.equal(o.comments.length, 1);
    assert.ok(o.comments[0].text.length <= 12);
    await page.goto(site.url('observe.html'));
    const o2 = await observe({ maxItems: 2, maxItemChars: 30 });
    assert.equal(o2.items.length, 2);
    for (const it of o2.items) assert.ok(it.title.length + (it.snippet || '').length <= 31, JSON.stringify(it));
  });

  test('items, elements, shadow roots, frames and signals', async () => {
    await page.goto(site.url('observe.html'));
    await page.waitForTimeout(300); // the cross-origin frame loads
    const o = await observe({});
    assert.deepEqual(o.items.map((i) => i.title), ['First result about harbours', 'Second result about tides', 'Third result about turbines', 'Fourth result about surveys']);
    assert.equal(o.items[1].url, 'https://example.com/b?token=REDACTED&page=2');
    assert.ok(o.text.includes('kelp forests'), 'open shadow root traversed');
    assert.ok(!o.text.includes('Secret closed text'));
    assert.ok(o.text.includes('harbour seals resting'), 'same-origin iframe traversed');
    for (const s of ['url_redacted', 'cross_origin_iframe', 'closed_shadow_root', 'virtualized_list']) assert.ok(o.signals.includes(s), s + ' in ' + o.signals);
    assert.ok(!o.signals.includes('auth_fields'));
    for (const e of o.elements) for (const k of Object.keys(e)) assert.ok(ELEMENT_FIELDS.has(k), 'element field ' + k);
    const name = byLabel(o, 'Your name');
    assert.deepEqual({ role: name.role, tag: name.tag, inputType: name.inputType, autocomplete: name.autocomplete, name: name.name }, { role: 'textbox', tag: 'input', inputType: 'text', autocomplete: 'name', name: 'fullname' });
    assert.equal(byLabel(o, 'Disabled button').disabled, true);
    assert.equal(byLabel(o, 'Size').role, 'combobox');
    assert.ok(byLabel(o, 'Shadow button'), 'button in open shadow root');
    assert.ok(byLabel(o, 'Frame button'), 'button in same-origin frame');
    assert.equal(byLabel(o, 'Hidden button'), undefined, 'invisible controls are not offered');
  });

  test('DOM actions check preconditions and return stable codes', async () => {
    await page.goto(site.url('observe.html'));
    const o = await observe({});
    const h = (label) => byLabel(o, label).handleId;
    assert.deepEqual(await act('browser.click', { handleId: h('Press me') }, o), { status: 'ok' });
    assert.equal(await page.textContent('#ok-btn'), 'Clicked');
    // The click relabelled the button: the old description no longer holds
    // (the gate decided on "Press me"), so actions on it need a new look.
    assert.equal((await act('browser.type', { handleId: h('Press me'), text: 'x' }, o)).error, 'stale_handle');
    const o2 = await observe({});
    const cases = [
      ['browser.click', { handleId: h('Disabled button') }, 'disabled'],
      ['browser.click', { handleId: h('Covered button') }, 'blocked_by_overlay'],
      ['browser.click', { handleId: '99999@0' }, 'not_found'],
      ['browser.click', {}, 'invalid_arguments'],
      ['browser.type', { handleId: byLabel(o2, 'Clicked').handleId, text: 'x' }, 'not_editable'],
      ['browser.type', { handleId: h('Read only'), text: 'x' }, 'not_editable'],
      ['browser.type', { handleId: h('Your name') }, 'missing_value'],
      ['browser.select', { handleId: h('Your name'), value: 'm' }, 'not_select'],
      ['browser.select', { handleId: h('Size') }, 'missing_value'],
      ['browser.select', { handleId: h('Size'), value: 'xl' }, 'not_found'],
      ['browser.scroll', { deltaY: 'far' }, 'invalid_arguments'],
      ['browser.hover', {}, 'unsupported_tool'],
    ];
    for (const [name, args, code] of cases) {
      const r = await act(name, args, o);
      assert.equal(r.error, code, `${name} ${JSON.stringify(args)} -> ${JSON.stringify(r)}`);
    }
    assert.deepEqual(await act('browser.type', { handleId: h('Your name'), text: 'Ada' }, o), { status: 'ok' });
    assert.equal(await page.inputValue('#name'), 'Ada');
    assert.deepEqual(await act('browser.select', { handleId: h('Size'), value: 'Medium' }, o), { status: 'ok' });
    assert.equal(await page.inputValue('#size'), 'm');
    assert.deepEqual(await act('browser.scroll', { deltaY: 200 }, o), { status: 'ok' });
    // Hidden after it was observed: not interactable.
    await page.evaluate(() => { document.getElementById('agree').style.display = 'none'; });
    assert.equal((await act('browser.click', { handleId: h('I agree') }, o)).error, 'not_interactable');
    // The element leaves the page: its handle is stale.
    await page.evaluate(() => document.getElementById('ok-btn').remove());
    assert.equal((await act('browser.click', { handleId: h('Press me') }, o)).error, 'stale_handle');
  });

  test('handles go stale on same-document navigation and reload; rootHandleId zooms in', async () => {
    await page.goto(site.url('observe.html'));
    const o = await observe({});
    const controls = o.outline.find((x) => x.text === 'Results');
    const zoom = await observe({ rootHandleId: o.items[0].handleId });
    assert.ok(zoom.text.includes('First result about harbours'));
    assert.ok(!zoom.text.includes('Second result'), zoom.text);
    assert.equal(zoom.primary.handleId, o.items[0].handleId);
    assert.ok(controls);
    await page.evaluate(() => history.pushState({}, '', '#moved'));
    const stale = await act('browser.click', { handleId: byLabel(o, 'Press me').handleId }, { documentId: o.documentId });
    assert.equal(stale.error, 'stale_handle', JSON.stringify(stale));
    const zoomStale = await inTab(b, page, { type: 'laika.observe', options: { rootHandleId: o.items[0].handleId } });
    assert.equal(zoomStale.error, 'stale_handle');
    const o2 = await observe({});
    assert.equal(o2.navigationGeneration, 1);
    assert.equal(o2.documentId, o.documentId);
    await page.reload();
    const o3 = await observe({});
    assert.notEqual(o3.documentId, o.documentId);
    const r = await act('browser.click', { handleId: byLabel(o2, 'Press me').handleId }, o2);
    assert.equal(r.error, 'stale_handle', 'binding to the old document is refused');
  });

  test('sensitive fields are refused; auth signals', async () => {
    await page.goto(site.url('form.html'));
    const o = await observe({});
    assert.ok(o.signals.includes('auth_fields'));
    const h = (label) => byLabel(o, label).handleId;
    assert.equal(byLabel(o, 'Password').inputType, 'password');
    assert.equal((await act('browser.type', { handleId: h('Password'), text: 'hunter2' }, o)).error, 'sensitive_field');
    assert.equal((await act('browser.type', { handleId: h('One-time code'), text: '123456' }, o)).error, 'sensitive_field');
    assert.equal(await page.inputValue('#pass'), '');
    assert.deepEqual(await act('browser.type', { handleId: h('Email'), text: 'ada@example.com' }, o), { status: 'ok' });
  });

  test("a failure message is read once the page's script shows it, and is never the main text", async () => {
    await page.goto(site.url('finder-no-results.html'));
    const before = await observe({});
    assert.ok(!before.text.includes("couldn't find a café"), before.text);
    assert.deepEqual(await act('browser.type', { handleId: byLabel(before, 'Town').handleId, text: 'Nowhere' }, before), { status: 'ok' });
    assert.deepEqual(await act('browser.click', { handleId: byLabel(before, 'Search').handleId }, before), { status: 'ok' });
    const after = await observe({});
    // The live walk asks the computed style: the agent reads what the
    // page now says. The main text leaves the message box out, as Go does
    // on a page read without styles (extract/state_messages.go).
    assert.ok(after.text.includes("Sorry, we couldn't find a café near this town."), after.text);
    assert.ok(after.primary && after.primary.text.includes('Each café is run by its own volunteers'), JSON.stringify(after.primary));
    assert.ok(!after.primary.text.includes("couldn't find"), after.primary.text);
  });

  test('the worker runs no call the host did not mark executable', async () => {
    await page.goto(site.url('button.html'));
    const w = await b.currentWorker();
    const tabId = await w.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u).id, page.url());
    const r = await w.evaluate(([id]) => runTool('call-never-allowed', id), [tabId]);
    assert.equal(r.error, 'not_allowed');
    assert.equal(await page.textContent('#result'), 'Not subscribed.');
  });

  test('browser.get_selection_links lists the links in the selection', async () => {
    await page.goto(site.url('observe.html'));
    const o = await observe({});
    assert.deepEqual(await act('browser.get_selection_links', {}, o), { status: 'ok', links: [] });
    await page.evaluate(() => {
      const r = document.createRange();
      r.selectNodeContents(document.getElementById('results'));
      getSelection().removeAllRanges();
      getSelection().addRange(r);
    });
    const r = await act('browser.get_selection_links', { maxLinks: 2 }, o);
    assert.deepEqual(r.links, [
      { url: 'https://example.com/a', text: 'First result about harbours' },
      { url: 'https://example.com/b?token=REDACTED&page=2', text: 'Second result about tides' },
    ]);
  });

  test('tab tools: sanitized URLs, one-shot executable calls, search templates, tab list', async () => {
    await page.goto(site.url('nav.html'));
    const w = await b.currentWorker();
    const tabId = await w.evaluate(async (u) => (await chrome.tabs.query({})).find((t) => t.url === u).id, page.url());
    const run = (call) => w.evaluate(async ([c, id]) => {
      await rememberExecutable([{ ...c, executable: true }], 'run-test');
      return runTool(c.id, id);
    }, [call, tabId]);
    assert.equal((await run({ id: 'c1', name: 'browser.navigate', arguments: { url: 'javascript:alert(1)' } })).error, 'invalid_url');
    assert.equal((await run({ id: 'c2', name: 'browser.navigate', arguments: {} })).error, 'missing_url');
    assert.equal((await run({ id: 'c3', name: 'browser.teleport', arguments: {} })).error, 'unsupported_tool');
    assert.equal((await run({ id: 'c4', name: 'app.calculate', arguments: {} })).error, 'unsupported_tool', 'host tools never run here');
    const nav = await run({ id: 'c5', name: 'browser.navigate', arguments: { url: site.url('page2.html') } });
    assert.equal(nav.status, 'ok', JSON.stringify(nav));
    assert.equal(page.url(), site.url('page2.html'));
    assert.equal((await w.evaluate(([id]) => runTool('c5', id), [tabId])).error, 'not_allowed', 'an executable call runs once');
    assert.equal((await run({ id: 'c6', name: 'browser.back', arguments: {} })).status, 'ok');
    // Chrome's history intervention may skip entries reached without a user
    // gesture, so back lands on nav.html or the page before it.
    assert.notEqual(page.url(), site.url('page2.html'));
    assert.equal((await run({ id: 'c6b', name: 'browser.forward', arguments: {} })).status, 'ok');
    assert.equal((await run({ id: 'c6c', name: 'browser.refresh', arguments: {} })).status, 'ok');
    await w.evaluate((tpl) => chrome.storage.local.set({ settings: { searchEngine: 'custom', searchTemplate: tpl } }), site.url('page2.html') + '?q={query}');
    const newTab = b.context.waitForEvent('page');
    const sr = await run({ id: 'c7', name: 'search', arguments: { query: 'tide tables & seals' } });
    assert.equal(sr.status, 'ok', JSON.stringify(sr));
    const p2 = await newTab;
    assert.equal(p2.url(), site.url('page2.html') + '?q=tide%20tables%20%26%20seals');
    assert.equal((await run({ id: 'c8', name: 'search', arguments: { query: '' } })).error, 'missing_query');
    const tabs = await w.evaluate(([id]) => LaikaTabTools.listTabs(id), [tabId]);
    const origin = new URL(site.url('')).origin;
    assert.ok(tabs.length >= 2);
    for (const t of tabs) {
      assert.deepEqual(Object.keys(t).filter((k) => k !== 'active').sort(), ['title', 'url']);
      assert.ok(t.url === '' || t.url === origin, 'origin only: ' + t.url);
    }
    await p2.close();
  });

  // The time is checked as a ratio, not against a ceiling: absolute times
  // on a loaded machine are noise (speed targets live in make bench). A
  // page four times larger must cost about four times as much, not
  // sixteen; one pause can land on the large run, so three tries.
  test('a large page stays within budget and its time grows linearly', async () => {
    await page.goto(site.url('article.html'));
    const grow = (from, to) => page.evaluate(([from, to]) => {
      const main = document.querySelector('article');
      for (let i = from; i < to; i++) {
        const p = document.createElement('p');
        p.innerHTML = `Paragraph ${i} about tides and <a href="https://example.com/${i}">link ${i}</a> with enough words to count as prose in a block.`;
        main.append(p);
        if (i % 10 === 0) {
          const b = document.createElement('button');
          b.textContent = 'Action ' + i;
          main.append(b);
        }
      }
    }, [from, to]);
    const timed = async () => {
      const t0 = Date.now();
      const o = await observe({});
      return { o, ms: Date.now() - t0 };
    };
    await grow(0, 750);
    const small = [];
    for (let i = 0; i < 3; i++) small.push((await timed()).ms);
    await grow(750, 3000);
    let o, ms, ok = false;
    for (let attempt = 0; attempt < 3 && !ok; attempt++) {
      ({ o, ms } = await timed());
      ok = ms <= 10 * Math.min(...small) + 300;
    }
    const bytes = JSON.stringify(o).length;
    console.log(`# observe_dom on 3000 paragraphs + 300 buttons: ${ms} ms (750 paragraphs: ${Math.min(...small)} ms), ${bytes} bytes, ${o.blocks.length} blocks, ${o.elements.length} elements`);
    assert.ok(o.text.length <= 12000);
    assert.equal(o.elements.length, 160);
    assert.equal(o.blocks.length, 80);
    assert.ok(bytes < 200000, 'default budgets keep the observation small: ' + bytes);
    assert.ok(ok, `observe of 3000 paragraphs took ${ms} ms, of 750 ${Math.min(...small)} ms: worse than linear`);
  });

  // A long list, an accordion whose answers share one box, a form of many
  // buttons: the content script asked each card for its place among all
  // its siblings, each answer for all its sibling answers, each button
  // for a menu in its whole box. Times as above: a ratio, three tries.
  // e2e/bench/scale.mjs measures every shape with figures.
  test('long lists, accordions and forms: observation time grows linearly', async () => {
    for (const name of ['list', 'accordion', 'controls']) {
      const shape = SHAPES.shapes[name];
      const fill = (n) => page.evaluate(([html]) => { document.body.innerHTML = html; },
        [shape.wrap[0] + Array.from({ length: n }, (_, i) => shape.item.replaceAll('{i}', String(i))).join('') + shape.wrap[1]]);
      const timed = async () => {
        const t0 = Date.now();
        const o = await observe({ maxPrimaryChars: 1000000 });
        return { o, ms: Date.now() - t0 };
      };
      await page.goto(site.url('article.html'));
      await fill(500);
      const small = [];
      for (let i = 0; i < 3; i++) small.push((await timed()).ms);
      await fill(2000);
      let o, ms, ok = false;
      for (let attempt = 0; attempt < 3 && !ok; attempt++) {
        ({ o, ms } = await timed());
        ok = ms <= 10 * Math.min(...small) + 300;
      }
      console.log(`# observe ${name} ×2000: ${ms} ms (×500: ${Math.min(...small)} ms)`);
      assert.ok(o.primary && o.primary.text.length > 20000, `${name}: ${o.primary && o.primary.text.length}`);
      assert.ok(ok, `observe of ${name} ×2000 took ${ms} ms, ×500 ${Math.min(...small)} ms: worse than linear`);
    }
  });
});
