// main.js: the content script's entry point. Owns the handle store for this
// document, tracks navigation generations, answers the background's
// messages and highlights citations. Runs in the isolated world; page
// scripts cannot call into it. It is injected on demand (background.js
// ensureContent) only into tabs the person opened Laika for; the panel
// itself lives in the browser's side panel, never in the page.
(function (root) {
  'use strict';
  if (root.__laikaContentLoaded) return; // injected twice into one document
  root.__laikaContentLoaded = true;

  const store = new root.LaikaHandles.HandleStore();
  let lastHref = location.href;

  // A same-document navigation (history API, fragment) keeps this script
  // alive, so handles must be invalidated by hand.
  function checkNavigation() {
    if (location.href !== lastHref) {
      lastHref = location.href;
      store.bump();
    }
  }
  root.addEventListener('popstate', checkNavigation);
  root.addEventListener('hashchange', checkNavigation);

  // highlight finds quote in the page text (whitespace-insensitive), scrolls
  // it into view and marks it with the CSS Custom Highlight API, which
  // changes no page DOM.
  function highlight(quote) {
    // Characters that draw nothing (walk.js INVISIBLE) are in the page,
    // not in the quote read from it: both sides go without them.
    const invisible = root.LaikaWalk.INVISIBLE;
    const want = (quote || '').replace(invisible, '').replace(/\s+/g, ' ').trim().toLowerCase();
    if (!want) return { status: 'error', error: 'invalid_arguments', message: 'quote is empty' };
    const walker = document.createTreeWalker(document.body || document.documentElement, NodeFilter.SHOW_TEXT, {
      // A ruby's reading is not in the text a quote comes from
      // (heuristics.js SKIP_TAGS).
      acceptNode: (n) => (n.parentElement && n.parentElement.closest('#' + root.LaikaWalk.SIDECAR_ID + ',script,style,rt,rp') ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT),
    });
    let flat = '';
    const map = []; // flat index -> [node, offset]
    let prevSpace = true;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const s = n.data;
      for (let i = 0; i < s.length; i++) {
        if (!s[i].replace(invisible, '')) continue;
        const space = /\s/.test(s[i]);
        if (space && prevSpace) continue;
        flat += space ? ' ' : s[i].toLowerCase();
        map.push([n, i]);
        prevSpace = space;
      }
    }
    const at = flat.indexOf(want);
    if (at < 0) return { status: 'error', error: 'not_found', message: 'the quote is not on this page' };
    const [sn, so] = map[at];
    const [en, eo] = map[at + want.length - 1];
    const range = document.createRange();
    range.setStart(sn, so);
    range.setEnd(en, eo + 1);
    const rect = range.getBoundingClientRect();
    root.scrollBy({ top: rect.top - root.innerHeight / 3, behavior: 'instant' });
    if (root.CSS && CSS.highlights && typeof Highlight === 'function') {
      if (!document.getElementById('laika-highlight-style')) {
        const st = document.createElement('style');
        st.id = 'laika-highlight-style';
        st.textContent = '::highlight(laika-citation){background-color:#ffe066;color:inherit}';
        (document.head || document.documentElement).appendChild(st);
      }
      CSS.highlights.set('laika-citation', new Highlight(range));
    }
    return { status: 'ok' };
  }

  chrome.runtime.onMessage.addListener((msg, sender, reply) => {
    if (!msg || typeof msg.type !== 'string' || sender.id !== chrome.runtime.id) return false;
    try {
      switch (msg.type) {
        case 'laika.ping':
          reply({ status: 'ok' });
          break;
        case 'laika.observe': {
          checkNavigation();
          const r = root.LaikaObserve.observe(document, store, msg.options || {});
          reply(r.error ? { status: 'error', error: r.error, message: r.message } : { status: 'ok', observation: r.observation });
          break;
        }
        case 'laika.act': {
          checkNavigation();
          const bad = store.checkBinding(msg.documentId, msg.navigationGeneration);
          reply(bad ? { status: 'error', error: bad.error, message: bad.message } : root.LaikaActions.run(store, msg.name, msg.arguments || {}, root));
          break;
        }
        case 'laika.highlight':
          reply(highlight(msg.quote));
          break;
        default:
          return false;
      }
    } catch (e) {
      reply({ status: 'error', error: 'internal', message: String(e && e.message ? e.message : e) });
    }
    return false;
  });
})(globalThis);
