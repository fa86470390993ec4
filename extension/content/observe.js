// observe.js: browser.observe_dom. Assembles the observation (the shape of
// Go's laika.Observation) from walk.js, extract.js and signals.js, and the
// main content from Readability.js run on a clone of the document. Defines
// globalThis.LaikaObserve.
(function (root) {
  'use strict';
  const { clampOptions, T } = root.LaikaHeuristics;
  const { renderLines, newNotes, clean } = root.LaikaWalk;
  const X = root.LaikaExtract;
  const { redactURL } = root.LaikaURL;

  function metaContent(doc, sel) {
    const el = doc.querySelector(sel);
    return el ? clean(el.getAttribute('content'), 300) : '';
  }

  // mainElement is the live element that holds the main content, so the
  // primary text has a handle to zoom into.
  function mainElement(doc) {
    const cands = doc.querySelectorAll('article,main,[role=main],[itemprop=articleBody]');
    let best = null;
    let bestLen = 0;
    for (const el of cands) {
      const n = (el.textContent || '').length;
      if (n > bestLen) {
        best = el;
        bestLen = n;
      }
    }
    return best;
  }

  // primaryOf runs Readability on a clone (Readability mutates the document
  // it parses) and renders its HTML, parsed into an inert document, as text
  // and Markdown. Readability's HTML is never inserted into a live page.
  function primaryOf(doc, store, maxChars) {
    if (typeof root.Readability !== 'function' || maxChars === 0) return null;
    let article = null;
    try {
      const clone = doc.cloneNode(true);
      for (const el of clone.querySelectorAll('#' + root.LaikaWalk.SIDECAR_ID)) el.remove();
      article = new root.Readability(clone, { charThreshold: 200 }).parse();
    } catch {
      article = null;
    }
    if (!article || !article.content) return null;
    const inert = new DOMParser().parseFromString('<!doctype html><body>' + article.content, 'text/html');
    const text = renderLines(inert.body, { live: false, maxChars }).lines.join('\n');
    if (!text.trim()) return null;
    const p = { text, markdown: renderLines(inert.body, { live: false, style: 'markdown', maxChars }).lines.join('\n') };
    if (article.title) p.title = clean(article.title, 300);
    if (article.byline) p.byline = clean(article.byline, 200);
    if (article.excerpt) p.excerpt = clean(article.excerpt, 500);
    const main = mainElement(doc);
    if (main) p.handleId = store.mint(main);
    return p;
  }

  // scopedPrimary is the primary content of a zoomed-in element: its own text.
  function scopedPrimary(el, store, maxChars) {
    const text = renderLines(el, { maxChars }).lines.join('\n');
    if (!text) return null;
    return { handleId: store.mint(el), text, markdown: renderLines(el, { maxChars, style: 'markdown' }).lines.join('\n') };
  }

  // observe captures the page (or, with rootHandleId, one element of it)
  // within the budgets in opts. It returns {observation} or {error, message}.
  function observe(doc, store, opts) {
    const b = clampOptions(opts || {});
    let start = doc.body || doc.documentElement;
    let scoped = false;
    if (opts && opts.rootHandleId) {
      const r = store.resolve(opts.rootHandleId);
      if (r.error) return r;
      start = r.el;
      scoped = true;
    }
    store.redacted = false;
    const notes = newNotes();
    const rendered = renderLines(start, { maxChars: b.maxChars, notes });
    const text = rendered.lines.join('\n');
    const page = redactURL(doc.location ? doc.location.href : '');
    if (page.redacted) store.redacted = true;
    const obs = {
      url: page.url,
      title: clean(doc.title, 300),
      documentId: store.documentId,
      navigationGeneration: store.generation,
      observedAtMs: Date.now(),
      text,
    };
    const primary = scoped ? scopedPrimary(start, store, b.maxPrimaryChars) : primaryOf(doc, store, b.maxPrimaryChars);
    if (primary) obs.primary = primary;
    const parts = {
      blocks: X.blocks(start, store, notes, b.maxBlocks),
      items: X.items(start, store, notes, b.maxItems, b.maxItemChars),
      outline: X.outline(start, store, notes, b.maxOutline, b.maxOutlineChars),
      comments: X.comments(start, store, notes, b.maxComments, b.maxCommentChars),
      elements: X.elements(start, store, notes, b.maxElements),
      links: X.links(start, store, notes, Math.min(T.MAX_LINKS, b.maxElements)),
    };
    for (const [k, v] of Object.entries(parts)) if (v.length) obs[k] = v;
    const meta = {
      title: clean(doc.title, 300),
      byline: primary && primary.byline,
      site: metaContent(doc, 'meta[property="og:site_name"]'),
      publishedTime: metaContent(doc, 'meta[property="article:published_time"]'),
      lang: doc.documentElement.getAttribute('lang') || '',
      description: metaContent(doc, 'meta[name=description]') || metaContent(doc, 'meta[property="og:description"]'),
    };
    for (const k of Object.keys(meta)) if (!meta[k]) delete meta[k];
    if (Object.keys(meta).length) obs.meta = meta;
    const signals = root.LaikaSignals.detect(doc, text, notes, store.redacted);
    if (signals.length) obs.signals = signals;
    return { observation: obs };
  }

  root.LaikaObserve = { observe };
})(globalThis);
