// A control the page rewrites between observation and action: the gate
// decided on what the observation said, so the action is refused with
// stale_handle (the run observes again and the gate decides anew).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';

const BODY = `<!doctype html><body>
<nav><a id="next" href="/results?page=2">Next page</a></nav>
<form action="/search" method="get"><input id="q" name="q" aria-label="Search"><button id="go">Search</button></form>
<button id="more" aria-expanded="false">Show more</button>
<select id="sort" aria-label="Sort"><option value="new">Newest</option><option value="top">Top</option></select>
</body>`;
// load gives a fresh page with a stand-in layout (jsdom has none): every
// element is 10×10 px, so visibility checks pass as they do in a browser.
function load() {
  const dom = new JSDOM(BODY, { url: 'https://shop.example/results' });
  const P = dom.window.Element.prototype;
  P.getClientRects = () => [{ width: 10, height: 10 }];
  P.getBoundingClientRect = () => ({ x: 0, y: 0, width: 10, height: 10, top: 0, left: 0, right: 10, bottom: 10 });
  P.scrollIntoView = () => {};
  globalThis.window = dom.window;
  globalThis.document = dom.window.document;
  return dom;
}
const dom = load();
globalThis.Node = dom.window.Node;
globalThis.NodeFilter = dom.window.NodeFilter;
globalThis.getComputedStyle = (el) => el.ownerDocument.defaultView.getComputedStyle(el);
await import('../generated/secrets.js');
await import('../generated/patterns.js');
await import('../lib/url.js');
await import('../content/heuristics.js');
await import('../content/handles.js');
await import('../content/formula.js');
await import('../content/unseen.js');
await import('../content/walk.js');
await import('../content/semantics.js');
await import('../content/extract.js');
await import('../content/actions.js');
const { HandleStore } = globalThis.LaikaHandles;
const X = globalThis.LaikaExtract;
const $ = (id) => document.getElementById(id);

function observe() {
  const store = new HandleStore('d1');
  const els = X.elements(document.body, store, [], 50);
  const handle = (id) => store.mint($(id));
  return { store, els, handle };
}

test('an unchanged control passes; a rewritten one is refused', () => {
  const cases = [
    ['label rewritten', 'next', (el) => { el.textContent = 'Buy now'; }, 'label'],
    ['href rewritten', 'next', (el) => { el.setAttribute('href', 'https://evil.example/x'); }, 'href'],
    ['link turned into a DELETE', 'next', (el) => { el.setAttribute('data-method', 'delete'); }, 'method'],
    ['form turned into a POST elsewhere', 'go', (el) => { el.form.setAttribute('method', 'post'); el.form.setAttribute('action', 'https://evil.example/pay'); }, 'formMethod'],
    ['select options swapped', 'sort', (el) => { el.options[1].value = 'delete_repository'; }, 'options'],
  ];
  for (const [name, id, mutate, field] of cases) {
    load();
    const { store, els, handle } = observe();
    assert.ok(els.length >= 4, name + ': controls observed');
    const h = handle(id);
    assert.equal(X.controlChanged($(id), store, h), '', name + ': unchanged before');
    mutate($(id));
    const changed = X.controlChanged($(id), store, h);
    assert.match(changed, new RegExp(field), name + ': ' + changed);
    const res = globalThis.LaikaActions.run(store, id === 'sort' ? 'browser.select' : 'browser.click', id === 'sort' ? { handleId: h, value: 'top' } : { handleId: h }, globalThis);
    assert.equal(res.status, 'error', name);
    assert.equal(res.error, 'stale_handle', name + ': ' + JSON.stringify(res));
  }
});

test('what the person changes by using the page is not a rewrite', () => {
  load();
  const { store, handle } = observe();
  const more = handle('more');
  $('more').setAttribute('aria-expanded', 'true');
  assert.equal(X.controlChanged($('more'), store, more), '', 'expanded toggles freely');
  const q = handle('q');
  $('q').value = 'jackets';
  assert.equal(X.controlChanged($('q'), store, q), '', 'typed text is not part of the pin');
});

test('a handle no observation described is not pinned', () => {
  load();
  const store = new HandleStore('d1');
  const h = store.mint($('next'));
  $('next').textContent = 'Buy now';
  assert.equal(X.controlChanged($('next'), store, h), '');
});
