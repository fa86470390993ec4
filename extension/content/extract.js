// extract.js: the structured parts of an observation (blocks, items,
// outline, comments, elements, links). Each function takes the root, the
// handle store and a budget and returns plain data. Defines
// globalThis.LaikaExtract.
(function (root) {
  'use strict';
  const { T, PATTERNS, linkDensity, shapeKey } = root.LaikaHeuristics;
  const { eachElement, clean } = root.LaikaWalk;
  const { redactURL } = root.LaikaURL;

  const BLOCK_CONTENT_TAGS = new Set(['P', 'LI', 'BLOCKQUOTE', 'PRE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TD', 'DD', 'FIGCAPTION']);
  const CHROME_TAGS = new Set(['NAV', 'HEADER', 'FOOTER']);
  const INTERACTIVE = 'a[href],button,input,select,textarea,summary,[contenteditable=""],[contenteditable="true"],[role=button],[role=link],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=menuitem],[role=option],[role=textbox],[role=combobox],[role=searchbox]';

  // ownText is the length of el's direct text children: a DIV with its own
  // prose is a block even without <p> tags.
  function ownTextLength(el) {
    let n = 0;
    for (const c of el.childNodes) if (c.nodeType === 3) n += c.data.trim().length;
    return n;
  }

  // blocks lists paragraph-ish chunks in document order, each once (a <p>
  // inside an <li> is part of the li's block).
  function blocks(start, store, notes, max) {
    const out = [];
    const taken = new Set();
    eachElement(start, (el) => {
      if (out.length >= max) return false;
      for (let p = el.parentElement; p; p = p.parentElement) if (taken.has(p)) return false;
      const tag = el.tagName;
      const isBlock = BLOCK_CONTENT_TAGS.has(tag) || ((tag === 'DIV' || tag === 'SECTION') && ownTextLength(el) >= T.MIN_BLOCK_CHARS);
      if (!isBlock) return true;
      const text = clean(el.textContent, 2000);
      if (text.length < T.MIN_BLOCK_CHARS && !/^H[1-6]$/.test(tag)) return true;
      taken.add(el);
      const b = { handleId: store.mint(el), tag: tag.toLowerCase(), text, linkDensity: linkDensity(el, text.length) };
      const role = el.getAttribute('role');
      if (role) b.role = role;
      out.push(b);
      return false;
    }, notes, true);
    return out;
  }

  // insideChrome reports whether el sits in site navigation, where repeated
  // link lists are menus, not results.
  function insideChrome(el) {
    for (let p = el; p; p = p.parentElement) if (CHROME_TAGS.has(p.tagName) || p.getAttribute('role') === 'navigation') return true;
    return false;
  }

  // itemOf reads one list entry: its heading (or first link) is the title,
  // that link the URL, the rest the snippet.
  function itemOf(el, store, maxChars) {
    const heading = el.querySelector('h1,h2,h3,h4,h5,h6,[role=heading]');
    const link = (heading && (heading.closest('a[href]') || heading.querySelector('a[href]'))) || el.querySelector('a[href]');
    const title = clean((heading || link || el).textContent, Math.min(200, maxChars));
    if (!title) return null;
    const all = clean(el.textContent);
    const snippet = clean(all.startsWith(title) ? all.slice(title.length) : all, Math.max(0, maxChars - title.length));
    const it = { handleId: store.mint(el), title };
    if (link) {
      const r = redactURL(link.href);
      if (r.redacted) store.redacted = true;
      if (r.url) it.url = r.url;
    }
    if (snippet) it.snippet = snippet;
    return it;
  }

  // items finds runs of same-shaped siblings that each carry a link: search
  // results, feed entries, product cards.
  function items(start, store, notes, max, maxChars) {
    const out = [];
    const used = new Set();
    if (max === 0) return out;
    eachElement(start, (el) => {
      if (out.length >= max) return false;
      if (el.children.length < T.MIN_ITEM_RUN || insideChrome(el)) return true;
      const groups = new Map();
      for (const c of el.children) {
        if (!c.querySelector('a[href]') && c.tagName !== 'A') continue;
        const k = shapeKey(c);
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k).push(c);
      }
      let best = null;
      for (const g of groups.values()) if (g.length >= T.MIN_ITEM_RUN && (!best || g.length > best.length)) best = g;
      if (!best) return true;
      const avg = best.reduce((n, c) => n + clean(c.textContent).length, 0) / best.length;
      if (avg < 20) return true; // a bare link list (tags, pagination), not entries
      for (const c of best) {
        if (out.length >= max) break;
        if (used.has(c)) continue;
        used.add(c);
        const it = itemOf(c, store, maxChars);
        if (it) out.push(it);
      }
      return false;
    }, notes, true);
    return out;
  }

  // outline lists headings in order; maxChars bounds the outline's total text.
  function outline(start, store, notes, max, maxChars) {
    const out = [];
    let total = 0;
    eachElement(start, (el) => {
      if (out.length >= max || total >= maxChars) return false;
      let level = 0;
      if (/^H[1-6]$/.test(el.tagName)) level = Number(el.tagName[1]);
      else if (el.getAttribute('role') === 'heading') level = Number(el.getAttribute('aria-level')) || 2;
      if (!level) return true;
      const text = clean(el.textContent, Math.min(300, maxChars - total));
      if (text) {
        out.push({ handleId: store.mint(el), level, text });
        total += text.length;
      }
      return false;
    }, notes, true);
    return out;
  }

  // isComment reports whether el is one entry of a discussion thread
  // (schema.org Comment, ARIA role comment, or a "comment" class or id).
  function isComment(el) {
    const it = el.getAttribute('itemtype') || '';
    if (/schema\.org\/(Comment|Answer)$/.test(it)) return true;
    if (el.getAttribute('role') === 'comment') return true;
    if (el.classList && (el.classList.contains('comment') || el.classList.contains('athing') && el.classList.contains('comtr'))) return true;
    return /^comment[-_]?\d+$/i.test(el.id || '');
  }

  // comments lists thread entries with their nesting depth and author, each
  // entry's text without its replies.
  function comments(start, store, notes, max, maxChars) {
    const out = [];
    eachElement(start, (el) => {
      if (out.length >= max) return false;
      if (!isComment(el)) return true;
      let depth = 0;
      for (let p = el.parentElement; p; p = p.parentElement) if (isComment(p)) depth++;
      const indent = Number(el.querySelector('[indent]')?.getAttribute('indent'));
      if (Number.isFinite(indent) && indent > depth) depth = indent;
      const copy = el.cloneNode(true);
      for (const sub of copy.querySelectorAll('*')) if (isComment(sub)) sub.remove();
      const authorEl = copy.querySelector('[itemprop=author],[rel=author],.author,.byline,.hnuser,.username,.user');
      const author = authorEl ? clean(authorEl.textContent, 80) : '';
      if (authorEl) authorEl.remove();
      const text = clean(copy.textContent, maxChars);
      if (text) {
        const c = { handleId: store.mint(el), text };
        if (author) c.author = author;
        if (depth) c.depth = depth;
        out.push(c);
      }
      return true; // replies nest inside
    }, notes, true);
    return out;
  }

  // implicitRole is the ARIA role a control has without a role attribute.
  function implicitRole(el) {
    const tag = el.tagName;
    const type = (el.getAttribute('type') || 'text').toLowerCase();
    if (tag === 'A') return 'link';
    if (tag === 'BUTTON' || tag === 'SUMMARY') return 'button';
    if (tag === 'SELECT') return 'combobox';
    if (tag === 'TEXTAREA') return 'textbox';
    if (tag === 'INPUT') {
      if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
      if (type === 'checkbox' || type === 'radio') return type;
      if (type === 'search') return 'searchbox';
      if (type === 'range') return 'slider';
      return 'textbox';
    }
    if (el.isContentEditable) return 'textbox';
    return '';
  }

  // accessibleLabel approximates the accessible name: aria-labelledby,
  // aria-label, <label>, then text, value, alt, placeholder and title.
  function accessibleLabel(el) {
    const doc = el.ownerDocument;
    const by = el.getAttribute('aria-labelledby');
    if (by) {
      const t = by.split(/\s+/).map((id) => doc.getElementById(id)?.textContent || '').join(' ');
      if (clean(t)) return clean(t, 160);
    }
    const aria = el.getAttribute('aria-label');
    if (aria && aria.trim()) return clean(aria, 160);
    if (el.labels && el.labels.length) {
      const t = Array.from(el.labels, (l) => l.textContent).join(' ');
      if (clean(t)) return clean(t, 160);
    }
    const tag = el.tagName;
    if (tag !== 'INPUT' && tag !== 'SELECT' && tag !== 'TEXTAREA') {
      const t = clean(el.textContent, 160);
      if (t) return t;
      const img = el.querySelector('img[alt]');
      if (img) return clean(img.getAttribute('alt'), 160);
    }
    if (tag === 'INPUT' && ['button', 'submit', 'reset'].includes((el.type || '').toLowerCase()) && el.value) return clean(el.value, 160);
    return clean(el.getAttribute('placeholder') || el.getAttribute('title') || el.getAttribute('alt') || '', 160);
  }

  // elements lists visible interactive controls with handles.
  function elements(start, store, notes, max) {
    const out = [];
    if (max === 0) return out;
    eachElement(start, (el) => {
      if (out.length >= max) return false;
      if (!el.matches(INTERACTIVE)) return true;
      if (el.tagName === 'INPUT' && (el.type || '').toLowerCase() === 'hidden') return false;
      const e = { handleId: store.mint(el) };
      const role = el.getAttribute('role') || implicitRole(el);
      if (role) e.role = role;
      const label = accessibleLabel(el);
      if (label) e.label = label;
      e.tag = el.tagName.toLowerCase();
      if (el.tagName === 'INPUT') e.inputType = (el.getAttribute('type') || 'text').toLowerCase();
      const ac = el.getAttribute('autocomplete');
      if (ac) e.autocomplete = ac;
      const name = el.getAttribute('name');
      if (name) e.name = name;
      if (el.tagName === 'A') {
        const r = redactURL(el.href);
        if (r.redacted) store.redacted = true;
        if (r.url) e.href = r.url;
      }
      if (el.disabled || el.getAttribute('aria-disabled') === 'true') e.disabled = true;
      if (root.LaikaSemantics) Object.assign(e, root.LaikaSemantics.describe(el)); // semantics.js: what the control does
      out.push(e);
      return el.tagName !== 'A' && el.tagName !== 'BUTTON'; // controls inside a link or button are the same target
    }, notes, true);
    return out;
  }

  // links lists distinct web links with their text and the sentence around.
  function links(start, store, notes, max) {
    const out = [];
    const seen = new Set();
    eachElement(start, (el) => {
      if (out.length >= max) return false;
      if (el.tagName !== 'A' || !el.href) return true;
      const r = redactURL(el.href);
      if (!r.url || !/^https?:/.test(r.url) || seen.has(r.url)) return false;
      if (r.redacted) store.redacted = true;
      seen.add(r.url);
      const l = { url: r.url };
      const text = clean(el.textContent, 120);
      if (text) l.text = text;
      const ctx = el.parentElement ? clean(el.parentElement.textContent, 200) : '';
      if (ctx && ctx !== text) l.context = ctx;
      out.push(l);
      return false;
    }, notes, true);
    return out;
  }

  root.LaikaExtract = { blocks, items, outline, comments, elements, links, accessibleLabel, implicitRole, isComment, INTERACTIVE, PATTERNS };
})(globalThis);
