// extract.js: the structured parts of an observation (blocks, items,
// outline, comments, elements, links). Each function takes the root, the
// handle store and a budget and returns plain data. Defines
// globalThis.LaikaExtract.
(function (root) {
  'use strict';
  const { T, PATTERNS, linkDensity, shapeKey, textSize } = root.LaikaHeuristics;
  const { eachElement, clean, textOf, seenText, markupHidden, isHidden, idOf, classOf, renderLines, seamedText, wordKey, tabPanel } = root.LaikaWalk;
  const { redactURL } = root.LaikaURL;

  const BLOCK_CONTENT_TAGS = new Set(['P', 'LI', 'BLOCKQUOTE', 'PRE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'TD', 'DD', 'FIGCAPTION']);
  const CHROME_TAGS = new Set(['NAV', 'HEADER', 'FOOTER']);
  const INTERACTIVE = 'a[href],button,input,select,textarea,summary,[contenteditable=""],[contenteditable="true"],[role=button],[role=link],[role=checkbox],[role=radio],[role=switch],[role=tab],[role=menuitem],[role=option],[role=textbox],[role=combobox],[role=searchbox]';

  // ownText is the length of el's direct text children: a DIV with its own
  // prose is a block even without <p> tags.
  function ownTextLength(el) {
    let n = 0;
    for (const c of el.childNodes) if (c.nodeType === 3) n += textSize(c.data.trim());
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
      const text = seenText(el, 2000);
      if (!text || (textSize(text) < T.MIN_BLOCK_CHARS && !/^H[1-6]$/.test(tag))) return true;
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

  // Items follow one set of rules here and in Go (extract/items.go, where
  // they are spelled out), checked against the same golden pages
  // (extract/testdata/items, e2e/tests/items.test.mjs): cards are 3+
  // same-shaped siblings outside chrome, structured (a link, heading,
  // image, price or 2+ children; never a <p>; a table row only with a
  // link); a run of link-only cards with no heading or price is a menu; the
  // list is the run with the most card text; titles come from the heading,
  // a title/name element, the longest non-CTA link, bold text or the first
  // child; price, rating and date are read where shown.
  const CTA = root.LaikaPatterns.ctaText;
  const TITLE_CLASS = root.LaikaPatterns.titleClass;
  // A line that is only the entry's place in its list ("1."): the list's
  // order says it already (extract/items.go rankMark).
  const RANK_MARK = root.LaikaPatterns.rankMark;
  // A card still waiting for its content ("Loading...") is a skeleton
  // (extract/items.go placeholderTitle).
  const PLACEHOLDER = root.LaikaPatterns.placeholderTitle;
  const PRICE_CLASS = root.LaikaPatterns.priceClass;
  const PRICE = root.LaikaPatterns.priceText;
  const PRICE_AFTER = root.LaikaPatterns.priceAfter;
  const RATING = root.LaikaPatterns.ratingText;
  const SR_ONLY = root.LaikaPatterns.srOnlyClass;
  const HEADING = /^H[1-6]$/;
  const NOTES_LIST = root.LaikaPatterns.notesList;
  // EDIT_LINK_CLASS: a wiki heading's "[edit]" link (extract/edit_links.go).
  const EDIT_LINK_CLASS = root.LaikaPatterns.editLinkClass;
  // A link that credits or names a picture titles no card (titleLink).
  const CREDIT_LINK = root.LaikaPatterns.creditLink;
  const hasWord = (s) => /[\p{L}\p{N}]/u.test(s || '');
  const hasLetter = (s) => /\p{L}/u.test(s || '');
  const wordsIn = (s) => (s || '').split(/\s+/).filter(Boolean).length;
  // A call to action, past the marks it may start with ("+ Add to cart").
  const isCTA = (s) => CTA.test((s || '').replace(/^[^\p{L}\p{N}]+/u, ''));

  // An amount with a magnitude after it ("£38k", "$1.2M", "$5 million")
  // is a salary or a sum, not a price. A page that writes its currency
  // after the amount ("12,50 € 19,99 €") is read in that form, not as
  // "€ 19,99". An amount the card says it was or is compared with ("Was
  // $1,299.00", "Regular price", "UVP") is its price only when it says no
  // other (extract/items.go findPrice, currencyAfter, wasPriceLead).
  const PRICE_ALL = new RegExp(PRICE.source, PRICE.flags.replace('g', '') + 'g');
  const PRICE_AFTER_ALL = new RegExp(PRICE_AFTER.source, PRICE_AFTER.flags.replace('g', '') + 'g');
  const MAGNITUDE = root.LaikaPatterns.priceMagnitude;
  const WAS_PRICE_LEAD = root.LaikaPatterns.wasPriceLead;
  const RANGE_DASH = /^\s*(?:[-–]|to|bis)\s*$/;
  const currencyAfter = (s, m) => {
    const a = PRICE_AFTER.exec(s.slice(m.index + m[0].search(/\d/)));
    return !!a && a.index === 0;
  };
  const findPrice = (s) => {
    let amounts = [];
    const after = [...s.matchAll(PRICE_AFTER_ALL)];
    for (const m of s.matchAll(PRICE_ALL)) {
      if (!amounts.length && after.length && after[0].index < m.index && currencyAfter(s, m)) break;
      if (!MAGNITUDE.test(s.slice(m.index + m[0].length))) amounts.push(m);
    }
    if (!amounts.length) amounts = after;
    // The far end of a range keeps its near end's lead ("Save $50-$200").
    let led = false;
    for (let i = 0; i < amounts.length; i++) {
      const m = amounts[i];
      const prev = amounts[i - 1];
      if (!prev || !RANGE_DASH.test(s.slice(prev.index + prev[0].length, m.index))) led = WAS_PRICE_LEAD.test(s.slice(0, m.index));
      if (!led) return clean(m[0]);
    }
    return amounts.length ? clean(amounts[0][0]) : '';
  };
  // findRating is the first rating in s, unless its score is over its
  // scale ("7/5") or it is a date's day and month ("3/5/2024")
  // (extract/items.go findRating).
  const RATING_ALL = new RegExp(RATING.source, RATING.flags.replace('g', '') + 'g');
  const SCORE_OVER = /^(\d+(?:[.,]\d+)?)\s*(?:out of|\/)\s*(\d+(?:[.,]\d+)?)/i;
  const overScale = (r) => {
    const m = r.match(SCORE_OVER);
    return !!m && parseFloat(m[1].replace(',', '.')) > parseFloat(m[2].replace(',', '.'));
  };
  const findRating = (s) => {
    for (const m of (s || '').matchAll(RATING_ALL)) {
      const end = m.index + m[0].length;
      if (/^\/\d/.test(s.slice(end, end + 2)) || overScale(m[1])) continue;
      return clean(m[1]);
    }
    return '';
  };
  // heardRating is the rating a screen-reader caption of the card's
  // stars says ("22 reviews with an average rating of 4.6 out of 5
  // stars"): the page's words for the stars it draws, which the text
  // leaves out (extract/items.go heardRating).
  function heardRating(el) {
    for (const h of el.querySelectorAll('*')) {
      if (!SR_ONLY.test(classOf(h)) || h.hidden || h.getAttribute('aria-hidden') === 'true' || hiddenWithin(el, h)) continue;
      const r = findRating(clean(h.textContent));
      if (r) return r;
    }
    return '';
  }
  // markupHides: the markup hides el (walk.js markupHidden:
  // screen-reader-only text, aria-hidden blocks; the hidden attribute; an
  // inline display: none, a panel's too: a FAQ's folded answer is one
  // click from view, but weighs no card and is no list of the page's), as
  // Go's selfHidden and closedPanel read it (extract/dom.go, items.go).
  const INLINE_HIDDEN = /display\s*:\s*none|visibility\s*:\s*hidden/i;
  const markupHides = (el) => el.hidden || markupHidden(el) || INLINE_HIDDEN.test(el.getAttribute('style') || '');
  // hiddenUp: p or an ancestor up to top is hidden by markup.
  function hiddenUp(p, top) {
    for (let a = p; a; a = a.parentElement) {
      if (markupHides(a)) return true;
      if (a === top) break;
    }
    return false;
  }
  // hiddenWithin: an element between el and top (both left out) is
  // hidden by markup (extract/items.go hiddenWithin).
  function hiddenWithin(top, el) {
    for (let a = el.parentElement; a && a !== top; a = a.parentElement) if (markupHides(a)) return true;
    return false;
  }
  // leftOut: p or an ancestor of it up to top is what without names (a
  // selector, or a test of an element).
  function leftOut(p, top, without) {
    if (typeof without === 'string') return !!p.closest(without);
    for (let a = p; a; a = a.parentElement) {
      if (without(a)) return true;
      if (a === top) break;
    }
    return false;
  }
  // spacedText keeps neighbouring values apart ("8.7/10", "€120");
  // without, when set, names the elements whose text is left out (a
  // selector or a test, leftOut).
  function spacedText(el, without) {
    const parts = [];
    const w = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let n = w.nextNode(); n; n = w.nextNode()) {
      const p = n.parentElement;
      if (p && (T.SKIP_TAGS.has(p.tagName) || (without && leftOut(p, el, without)) || hiddenUp(p, el))) continue;
      parts.push(n.data);
    }
    return clean(parts.join(' '));
  }
  // STRUCK: a struck-through element, or one whose class names the price
  // the item had, which the shop's stylesheet strikes through
  // (extract/items.go struck).
  const WAS_PRICE_CLASS = root.LaikaPatterns.wasPriceClass;
  const STRUCK = (a) => a.matches('s, del, strike') || WAS_PRICE_CLASS.test(classOf(a));
  // priceOf is the price element's amount, else the first currency amount
  // in the card's parts; an amount that is not struck through first, for
  // "<s>$24.99</s> $19.99" costs $19.99 (extract/items.go priceOf).
  function priceOf(priceEl, parts) {
    if (priceEl) {
      const c = findPrice(priceEl.getAttribute('content') || '');
      if (c) return c;
      parts = [priceEl, ...parts];
    }
    for (const without of [STRUCK, undefined]) {
      for (const p of parts) {
        const m = p && findPrice(spacedText(p, without));
        if (m) return m;
      }
    }
    return '';
  }
  const linkOf = (el) => el.closest('a[href]') || el.querySelector('a[href]');

  // samePage: link a leads to this page or a part of it ("#section", a
  // heading's permalink in full); such a link is no card's link. A hash
  // route ("/#/product/1") is another page (extract/items_flat.go
  // samePage).
  function samePage(a) {
    const href = (a.getAttribute('href') || '').trim();
    if (href.startsWith('#')) return true; // a part of this page (Go's resolve reads no link)
    try {
      const u = new URL(a.href);
      if (!u.hash || /^#[/!]/.test(u.hash)) return false;
      const d = new URL(a.ownerDocument.URL);
      u.hash = '';
      d.hash = '';
      return u.href === d.href;
    } catch {
      return false;
    }
  }

  const linkText = (a) => textOf(a) || clean(a.getAttribute('aria-label') || a.getAttribute('title') || '');
  const letters = (s) => (s.match(/[\p{L}\p{N}]/gu) || []).length;

  // ratingLink: the link's text opens with a rating ("4.7 out of 5 stars
  // 58,483"), a link to the reviews (extract/items_title.go ratingLink).
  const ratingLink = (t) => {
    const r = findRating(t);
    return !!r && t.startsWith(r);
  };

  // titleLink is the longest-texted of links, card el's links that no
  // sentence of it mentions (unmentioned), that is not a call to action
  // and, unless rows is set, not in a row of topic or tag links: a topic's
  // name is easily longer than a short product name
  // (extract/items_title.go).
  function titleLink(el, links, rows) {
    let best = null;
    for (const a of links) {
      const t = linkText(a);
      if (!hasWord(t) || isCTA(t) || ratingLink(t) || CREDIT_LINK.test(t) || (!rows && inLinkRow(el, a))) continue;
      if (!best || t.length > best.t.length) best = { a, t };
    }
    return best;
  }

  // inProse: link a of card el is words of a sentence: the line it sits
  // on (the run of text between the blocks or line breaks around it,
  // inside its nearest block, el at most) holds MIN_PROSE_WORDS words or
  // more and twice the link's text, and MIN_MENTION_LEAD words of it come
  // before the link (extract/items_title.go inProse).
  function inProse(el, a) {
    let b = a.parentElement;
    while (b && b !== el && !T.BLOCK_TAGS.has(b.tagName)) b = b.parentElement;
    if (!b) return false;
    let top = a;
    while (top.parentNode !== b) top = top.parentNode;
    const breaks = (n) => n.nodeType === 1 && (T.BLOCK_TAGS.has(n.tagName) || n.tagName === 'BR');
    const before = [];
    const after = [];
    for (let n = top.previousSibling; n && !breaks(n); n = n.previousSibling) before.push(nodeText(n));
    for (let n = top.nextSibling; n && !breaks(n); n = n.nextSibling) after.push(nodeText(n));
    let lead = realWords(before.join(' '));
    if (top !== a) {
      const range = a.ownerDocument.createRange();
      range.setStart(top, 0);
      range.setEndBefore(a);
      lead += realWords(range.toString());
    }
    const line = clean(before.join(' ') + ' ' + nodeText(top) + ' ' + after.join(' '));
    if (line.length < 2 * textOf(a).length || line.split(' ').length < T.MIN_PROSE_WORDS) return false;
    return lead >= T.MIN_MENTION_LEAD;
  }
  // unmentioned: the links of card el no sentence of it mentions, found
  // once per card (extract/items_title.go unmentioned).
  const unmentioned = (el, links) => links.filter((a) => !inProse(el, a));
  const nodeText = (n) => (n.nodeType === 1 ? textOf(n) : n.nodeType === 3 ? n.data : '');
  const realWords = (s) => s.split(/\s+/).filter(hasWord).length;

  // inLinkRow: link a of card el sits in a row of links: the element
  // around it (past wrappers holding only the link) is not the card, holds
  // two or more links, none of more than MAX_TAG_WORDS words, and no
  // letters or digits outside them (extract/items_title.go inLinkRow).
  function inLinkRow(el, a) {
    const own = letters(a.textContent);
    let w = a;
    while (w.parentElement && w.parentElement !== el && letters(w.parentElement.textContent) === own) w = w.parentElement;
    const row = w.parentElement;
    if (!row || row === el) return false;
    let count = 0;
    let inLinks = 0;
    for (const d of row.querySelectorAll('a')) {
      const t = linkText(d);
      if (wordsIn(t) > T.MAX_TAG_WORDS) return false;
      if (hasWord(t)) count++; // a tag may read like a call to action ("Open Source")
      inLinks += letters(d.textContent);
    }
    return count >= 2 && inLinks >= letters(row.textContent);
  }

  // headingRank is el's heading level, 1 to 6 (an ARIA heading's
  // aria-level, 2 when it has none), or 0 (extract/items.go headingRank).
  function headingRank(el) {
    if (HEADING.test(el.tagName)) return Number(el.tagName[1]);
    if (el.getAttribute('role') !== 'heading') return 0;
    const l = Number(el.getAttribute('aria-level'));
    return Number.isInteger(l) && l >= 1 && l <= 6 ? l : 2;
  }
  // outranks: a later heading h of a higher rank and more words than the
  // card's first one is the title, first its kicker (extract/items.go
  // outranks).
  const outranks = (h, first) => headingRank(h) < headingRank(first) && wordsIn(h.textContent) > wordsIn(first.textContent);

  // shownElements: el's elements a reader sees, a hidden one's whole
  // subtree left out, as Go's card walk skips selfHidden: a row's folded
  // list of links ("Click to show") names no card (extract/items.go card).
  function shownElements(el) {
    const out = [];
    const reject = (n) => T.SKIP_TAGS.has(n.tagName) || isHidden(n, true);
    const w = el.ownerDocument.createTreeWalker(el, NodeFilter.SHOW_ELEMENT, { acceptNode: (n) => (reject(n) ? NodeFilter.FILTER_REJECT : NodeFilter.FILTER_ACCEPT) });
    for (let n = w.nextNode(); n; n = w.nextNode()) out.push(n);
    return out;
  }

  // cardOf reads one list entry, or returns null for a non-card; body,
  // when given, is the sibling that completes a flat entry (flatPairs): el
  // holds its title, body the rest (extract/items.go card).
  // codeChars counts the text of the code blocks (<pre>) in el, el
  // itself included (extract/items.go codeChars).
  function codeChars(el) {
    if (!el) return 0;
    if (el.tagName === 'PRE') return clean(seenText(el)).length;
    return [...el.querySelectorAll('pre')].filter((x) => !x.parentElement.closest('pre')).reduce((k, x) => k + clean(seenText(x)).length, 0);
  }

  function cardOf(el, body) {
    // A discussion entry is no card, however it is named (extract/items.go
    // card asks isCommentNode, which thread.js isEntry ports).
    if ((el.tagName === 'P' && !body) || isComment(el) || (root.LaikaPosts && root.LaikaPosts.isEntry(el))) return null;
    // Read as shown, as Go's textOf reads it: a folded dropdown's links
    // do not make a menu entry a card.
    const text = body ? clean(seenText(el) + ' ' + seenText(body)) : seenText(el);
    // Sized as Go sizes it: a Japanese card "東京の天気 晴れ" is a card.
    if (textSize(text) < T.MIN_ITEM_CHARS) return null;
    const all = shownElements(el);
    // A flat entry's body adds fields, never its title or links.
    const fields = body ? all.concat(body, shownElements(body)) : all;
    const links = all.filter((a) => a.tagName === 'A' && a.href && a.getAttribute('href') && !samePage(a));
    // A title has letters: "1." in a cell named "title" is a rank. A
    // later heading of a higher rank and more words is the title, the
    // first one its kicker (extract/items.go card).
    let heading = null;
    for (const h of all) {
      if (headingRank(h) && hasLetter(h.textContent) && (!heading || outranks(h, heading))) heading = h;
    }
    const named = all.find((h) => TITLE_CLASS.test(classOf(h)) && !PRICE_CLASS.test(classOf(h)) && hasLetter(h.textContent));
    const priceEl = [el, ...fields].find((h) => h.getAttribute('itemprop') === 'price' || PRICE_CLASS.test(classOf(h)));
    const ratingEl = fields.find((h) => h.getAttribute('itemprop') === 'ratingValue');
    const timeEl = fields.find((h) => h.tagName === 'TIME');
    const img = fields.some((h) => h.tagName === 'IMG' || h.tagName === 'PICTURE');
    const spaced = body ? clean(spacedText(el) + ' ' + spacedText(body)) : spacedText(el);
    // A flat entry's first part links to the entry; a heading and its
    // paragraph in turn are an article's sections (extract/items.go card).
    if (body && !links.some((a) => clean(a.textContent))) return null;
    // Its children as Go counts them, by markup: no icon (<svg>) or
    // script, so an icon beside one line of text is still that line, and
    // none the markup hides, but a panel one click from view (a closed
    // <details>'s text, a FAQ's folded answer) counts (extract/items.go
    // card, selfHidden).
    const kids = [...el.children].filter((k) => !T.SKIP_TAGS.has(k.tagName) && (tabPanel(k) || !markupHides(k))).length;
    if (!links.length && (el.tagName === 'TR' || (!heading && !img && !priceEl && kids < 2 && el.tagName !== 'A' && !findPrice(text)))) return null;
    const c = { el, body: body || null, text, seen: spaced.length, head: !!heading, title: '', link: null, own: text.length, links, code: codeChars(el) + codeChars(body) > Math.floor(T.MAX_CARD_CODE_SHARE * text.length) };
    const titleEl = heading || named;
    let free = []; // links no sentence of the card mentions, when it has no title element
    if (titleEl) {
      c.title = textOf(titleEl);
      c.titled = titleEl;
      c.link = linkOf(titleEl);
    } else {
      free = unmentioned(el, links);
      const best = titleLink(el, free, false) || titleLink(el, free, true);
      if (best) {
        c.full = best.t;
        c.title = clean(best.t, T.MAX_TITLE_CHARS);
        c.link = best.a;
        if (clean(best.a.textContent)) c.titled = best.a;
      } else {
        const bold = all.find((h) => (h.tagName === 'STRONG' || h.tagName === 'B') && clean(h.textContent));
        const first = Array.from(el.children).find((k) => !T.SKIP_TAGS.has(k.tagName) && clean(k.textContent));
        c.title = textOf(bold || first || el);
      }
    }
    // A link showing no letters and no picture is an icon or a count,
    // often for an action (a vote arrow, "8" on a vote button), and a call
    // to action may be an action too (extract/items_title.go entryLink).
    if (!c.link && el.tagName === 'A' && el.getAttribute('href')) c.link = el;
    if (!c.link) {
      // A titled card's link in a sentence of its text or in a list of
      // links under its heading is one it mentions (extract/items_title.go
      // cardLinks).
      // An untitled card's link inside a sentence of it is one it
      // mentions too (inProse).
      const own = titleEl ? links.filter((a) => !mentioned(el, body, titleEl, a)) : free;
      const shown = own.filter((a) => hasLetter(linkText(a)) || a.querySelector('img, picture'));
      c.link = shown.find((a) => !isCTA(linkText(a))) || shown[0] || own[0] || null;
    }
    let linked = 0;
    for (const a of fields) if (a.tagName === 'A' && a.href && a.getAttribute('href')) linked += textSize(clean(a.textContent));
    c.own = el.tagName === 'A' ? textSize(text) - textSize(c.title) : textSize(text) - linked;
    c.price = priceOf(priceEl, [el, body]);
    c.rating = '';
    if (ratingEl) c.rating = clean(ratingEl.getAttribute('content') || ratingEl.textContent);
    if (!c.rating) {
      for (const h of fields) {
        c.rating = findRating(h.getAttribute('aria-label')) || findRating(h.getAttribute('title'));
        if (c.rating) break;
      }
    }
    if (!c.rating) c.rating = heardRating(el);
    if (!c.rating) c.rating = findRating(spaced);
    c.date = timeEl ? clean(timeEl.getAttribute('datetime') || timeEl.textContent, 40) : '';
    if (!hasWord(c.title) || PLACEHOLDER.test(c.title)) return null; // "^", "↑": a mark, not a title; "Loading...": a skeleton
    // title is cut, as matched against the page's lines; full is what a
    // snippet leaves out (extract/items.go card).
    c.full = c.title;
    c.title = clean(c.title, T.MAX_TITLE_CHARS);
    return c;
  }

  // mentioned: link a inside card el or its body is part of a sentence or
  // of a list of links: the line it sits on, its nearest block, holds
  // MIN_PROSE_WORDS words or more and twice the link's text, or is an item
  // of a list with other links. A block that holds the card's title is the
  // card's frame, not a line (extract/items_title.go mentioned).
  function mentioned(el, body, title, a) {
    for (let p = a.parentElement; p && p !== el && p !== body; p = p.parentElement) {
      if (!T.BLOCK_TAGS.has(p.tagName)) continue;
      if (p.contains(title)) return false;
      if (p.tagName === 'LI' && p.parentElement) return p.parentElement.querySelectorAll('a').length >= 2;
      const t = textOf(p);
      return t.length >= 2 * textOf(a).length && t.split(' ').length >= T.MIN_PROSE_WORDS;
    }
    return false;
  }

  // flatPairs finds a list written without a wrapper per entry: a title
  // sibling followed by its summary sibling, again and again, both named
  // by a class, or a <dt> and its <dd>. It returns the [title, body] pairs
  // of the most frequent such alternation, or null when none repeats
  // MIN_ITEM_RUN times (extract/items_flat.go flatPairs).
  // keys[i] is shapeKey(kids[i]), which the caller has at hand.
  function flatPairs(kids, keys) {
    if (kids.length < 2 * T.MIN_ITEM_RUN) return null;
    const count = new Map();
    let best = '';
    let bestCount = 0;
    for (let i = 0; i + 1 < kids.length; i++) {
      if (keys[i] === keys[i + 1]) continue;
      const dtdd = kids[i].tagName === 'DT' && kids[i + 1].tagName === 'DD';
      if (!dtdd && !(keys[i].includes('.') && keys[i + 1].includes('.'))) continue;
      const k = keys[i] + '\n' + keys[i + 1];
      const n = (count.get(k) || 0) + 1;
      count.set(k, n);
      if (n > bestCount) {
        best = k;
        bestCount = n;
      }
    }
    if (bestCount < T.MIN_ITEM_RUN) return null;
    const out = [];
    for (let i = 0; i + 1 < kids.length; i++) {
      if (keys[i] + '\n' + keys[i + 1] === best) {
        out.push([kids[i], kids[i + 1]]);
        i++;
      }
    }
    return out;
  }

  // tabViews: every entry of run g is a panel of a tab set, role=tabpanel
  // or a class naming a tab pane (extract/items.go tabViews).
  const TAB_VIEW = root.LaikaPatterns.tabViewClass;
  const tabViews = (g) => g.every(([c]) => c.getAttribute('role') === 'tabpanel' || TAB_VIEW.test(classOf(c)));
  // chromeOfList: page chrome that holds no list of the page's, nor is a
  // card of one: isChrome but a <header> or a <form> (extract/items.go
  // chromeOfList).
  const chromeOfList = (el) => root.LaikaObserve.isChrome(el) && el.tagName !== 'HEADER' && el.tagName !== 'FORM';

  // mainList finds the page's main list: the run of same-shaped cards
  // with the most text among those keep accepts, all when keep is null
  // (extract/items.go findList). It returns the cards.
  function mainList(start, notes, keep) {
    let best = null;
    let bestScore = 0;
    const lists = []; // every run that is a list, for nestedCards
    let total = -1; // the page's text, read when a run first needs it
    let h1; // the page's first <h1> with text, found when a run first needs it
    const sizes = new Map(); // a sibling's shown text, capped, as besideMain weighs it
    eachElement(start, (el) => {
      // Page chrome holds no list of the page's, as in Go (extract/items.go
      // mainList skips isChromeElement but a <header> or a <form>): a
      // dialog's and a role=contentinfo block's links are not it either.
      if (chromeOfList(el)) return false;
      if (NOTES_LIST.test(classOf(el) + ' ' + idOf(el))) return false; // an article's references
      if (el.tagName === 'PRE') return false; // a code block's lines are code, not cards
      // A control's choices (a forum's "Jump to" menu) are no list of the
      // page's (extract/items.go mainList).
      if (el.tagName === 'SELECT' || el.tagName === 'DATALIST') return false;
      if (el.children.length < T.MIN_ITEM_RUN) return true;
      const groups = new Map();
      const kids = [];
      const keys = [];
      for (const c of el.children) {
        // A wiki's sidebar portals (role=navigation) are no cards either,
        // nor is what markup hides, as Go's selfHidden skips it: a
        // slider's aria-hidden slides, before its script shows one,
        // weighed by their headings alone outscored an article's list.
        if (T.SKIP_TAGS.has(c.tagName) || markupHides(c) || chromeOfList(c)) continue;
        const k = shapeKey(c);
        kids.push(c);
        keys.push(k);
        if (!groups.has(k)) groups.set(k, []);
        groups.get(k).push(c);
      }
      const runs = [];
      for (const g of groups.values()) if (g.length >= T.MIN_ITEM_RUN) runs.push(g.map((c) => [c, null]));
      const pairs = flatPairs(kids, keys);
      if (pairs) runs.push(pairs);
      for (const g of runs) {
        const cards = [];
        let score = 0;
        let own = 0;
        let marked = 0;
        let code = 0;
        let most = 0;
        let big = null;
        let heads = 0;
        for (const [c, body] of g) {
          const cd = cardOf(c, body);
          if (!cd || (keep && !keep(cd))) continue;
          cards.push(cd);
          if (cd.text.length > most) {
            most = cd.text.length;
            big = cd.el;
          }
          if (cd.head) heads++;
          // Scored on the text markup shows, as Go's textOf reads it: a
          // filter panel's screen-reader labels do not outweigh the grid.
          score += Math.min(cd.seen, 400) + (cd.head ? 100 : 0);
          own += cd.own;
          if (cd.head || cd.price) marked++;
          if (cd.code) code++;
        }
        if (cards.length < T.MIN_ITEM_RUN || cards.length * 2 < g.length) continue;
        if (2 * code > cards.length) continue; // a manual's code examples (extract/items.go findList)
        // A tab set whose panels share one label is one thing in several
        // versions, not the page's list (extract/items.go findList).
        if (tabViews(g) && shareLabel(cards)) continue;
        if (!marked && own < T.MIN_ITEM_OWN_CHARS * cards.length) continue; // a menu
        // The page's layout (a header, the article, a footer, each in a
        // wrapper of one shape): one holds most of the page, and most have
        // no heading or the big one holds the page's title. A list of
        // sections has a heading over each and the title above them
        // (extract/items.go findList).
        if (total < 0) total = seenText(start).length;
        if (most > T.MAX_CARD_PAGE_SHARE * total) {
          if (h1 === undefined) h1 = [...start.querySelectorAll('h1')].find((h) => seenText(h)) || null;
          if (2 * heads < cards.length || (h1 && big.contains(h1))) continue;
        }
        // The layout around the page's main part: the cards are a cookie
        // banner, the header and the footer, and the part between them,
        // of another shape (a phpBB board's <main>), holds most of the
        // page (extract/items.go besideMain).
        if (2 * heads < cards.length) {
          const inRun = new Set(g.flat());
          const half = Math.floor(T.MAX_CARD_PAGE_SHARE * total);
          const big = (k) => {
            // Read once: every run under one parent asks of the same siblings.
            if (!sizes.has(k)) sizes.set(k, seenText(k, half + 1).length);
            return sizes.get(k) > half;
          };
          if (kids.some((k) => !inRun.has(k) && big(k))) continue;
        }
        lists.push({ cards, score });
        if (score > bestScore) {
          best = cards;
          bestScore = score;
        }
      }
      return true;
    }, notes, true);
    best = retitleLabels(indexLinks(nestedCards(best || [], lists)));
    // The chosen cards' titles read as the eye reads them, fields that
    // markup sets side by side apart ("Black Diamond" "Spot 400
    // Headlamp"); only the list's own cards pay for the render
    // (extract/items.go mainList).
    for (const c of best || []) {
      if (!c.titled) continue;
      const t = seamedText(c.titled);
      if (hasWord(t)) {
        c.full = t;
        c.title = clean(t, T.MAX_TITLE_CHARS);
      }
    }
    return best || [];
  }

  // shareLabel: fewer than a third of the cards' titles differ, a label
  // shared rather than names ("Note:", "Re: <the thread>"; extract/
  // items_title.go shareLabel).
  const shareLabel = (cards) => cards.length >= T.MIN_ITEM_RUN && 3 * new Set(cards.map((c) => wordKey(c.title))).size < cards.length;

  // sharePointer: two thirds of the cards say the same label of at most
  // MAX_POINTER_WORDS words, ending in a colon, besides their titles:
  // notes pointing out of the page, not its list (extract/items_title.go
  // sharePointer).
  function sharePointer(cards) {
    if (cards.length < T.MIN_ITEM_RUN) return false;
    const count = new Map();
    for (const c of cards) {
      const label = clean(c.text.replace(c.full || c.title, ' '));
      const n = realWords(label);
      if (n > 0 && n <= T.MAX_POINTER_WORDS && label.endsWith(':')) count.set(wordKey(label), (count.get(wordKey(label)) || 0) + 1);
    }
    for (const k of count.values()) if (3 * k >= 2 * cards.length) return true;
    return false;
  }

  // retitleLabels titles a shop's cards by their title links when their
  // titles are one shared label ("3 formats available", read from a class
  // named for the title's format; extract/items_title.go retitleLabels).
  function retitleLabels(cards) {
    if (!shareLabel(cards) || !cards.some((c) => c.price)) return cards;
    for (const c of cards) {
      const free = unmentioned(c.el, c.links || []);
      const best = titleLink(c.el, free, false) || titleLink(c.el, free, true);
      if (best) {
        c.title = best.t;
        c.link = best.a;
        c.titled = clean(best.a.textContent) ? best.a : null;
      }
    }
    return cards;
  }

  // indexLinks reads an index (a wiki's category page, a glossary, brands
  // from A to Z) as the links under its letters: when at least half of the
  // chosen cards are titled by at most MAX_INDEX_LETTERS letters or digits,
  // each link of their container is an item titled by its text
  // (extract/items_nested.go indexLinks).
  function indexLinks(best) {
    if (best.length < T.MIN_ITEM_RUN) return best;
    const short = best.filter((c) => letters(c.title) <= T.MAX_INDEX_LETTERS).length;
    if (2 * short < best.length) return best;
    const box = best[0].el.parentElement;
    if (!box || best.some((c) => c.el.parentElement !== box)) return best;
    const spanned = [];
    for (const el of indexSpan(best)) {
      if (el.tagName === 'A') spanned.push(el);
      spanned.push(...el.querySelectorAll('a[href]'));
    }
    // A section heading's "[edit]" is a control, no entry (extract/
    // items_nested.go indexLinks).
    const inEditLink = (a) => {
      for (let x = a; x && x !== box; x = x.parentElement) if (EDIT_LINK_CLASS.test(classOf(x))) return true;
      return false;
    };
    const out = [];
    for (const a of spanned) {
      if (!a.href || samePage(a) || isHidden(a, true) || inEditLink(a)) continue;
      const t = linkText(a);
      if (!hasWord(t) || isCTA(t)) continue;
      out.push({ el: a, body: null, text: t, seen: t.length, head: false, title: clean(t, T.MAX_TITLE_CHARS), full: t, titled: a, link: a, own: 0, price: '', rating: '', date: '' });
    }
    return out.length < T.MIN_ITEM_RUN ? best : out;
  }

  // indexSpan is the children of an index's container that hold it: its
  // groups, and the siblings next to them of a group's shape, or of either
  // part's for groups written as a heading then its list; what the
  // container holds besides (a wiki's introduction and sidebar, a "See
  // also" list) is not the index (extract/items_nested.go indexSpan).
  function indexSpan(best) {
    const shapes = new Set();
    for (const c of best) {
      shapes.add(shapeKey(c.el));
      if (c.body) shapes.add(shapeKey(c.body));
    }
    // Elements only: the text between them renders no group, and a
    // <link> or <script> between two groups is read past.
    const grouped = (el) => shapes.has(shapeKey(el));
    const skipped = (el) => T.SKIP_TAGS.has(el.tagName);
    const lastCard = best[best.length - 1];
    let last = lastCard.body || lastCard.el;
    let first = best[0].el;
    for (let el = first.previousElementSibling; el && (grouped(el) || skipped(el)); el = el.previousElementSibling) if (grouped(el)) first = el;
    for (let el = last.nextElementSibling; el && (grouped(el) || skipped(el)); el = el.nextElementSibling) if (grouped(el)) last = el;
    const out = [];
    for (let el = first; el; el = el.nextElementSibling) {
      out.push(el);
      if (el === last) break;
    }
    return out;
  }

  // nestedCards reads a list of lists as its inner cards: when at least
  // two of the chosen entries, and at least half, each hold a list, and
  // most of those lists, two at least, are of one shape, the page's list
  // is the sections' cards in page order, each link once; a section
  // without a run is read by its headlines (headlineCards). The cards
  // must all link somewhere, more than half of their titles distinct
  // (extract/items_nested.go).
  function nestedCards(best, lists) {
    if (best.length < 2) return best;
    const tops = innerRuns(lists);
    const held = [];
    const shapes = new Map();
    let n = 0;
    let most = 0;
    for (const c of best) {
      const top = tops.get(c.el);
      held.push(top ? top.cards : null);
      if (!top) continue;
      n++;
      const k = shapeKey(top.cards[0].el);
      shapes.set(k, (shapes.get(k) || 0) + 1);
      most = Math.max(most, shapes.get(k));
    }
    if (n < 2 || 2 * n < best.length || most < 2 || 2 * most < n) return best;
    const inner = [];
    best.forEach((c, i) => inner.push(...(held[i] || headlineCards(c))));
    // Judged before a story said twice is dropped: a comparison's rows
    // repeat their links in every column.
    const titles = new Set();
    for (const c of inner) {
      if (!c.link) return best;
      titles.add(wordKey(c.title));
    }
    if (2 * titles.size <= inner.length) return best;
    const seen = new Set();
    return inner.filter((c) => !seen.has(c.link.href) && seen.add(c.link.href));
  }

  // innerRuns maps each card of every run to the best-scored run inside
  // it (extract/items_nested.go innerRuns).
  function innerRuns(lists) {
    const isCard = new Set();
    for (const r of lists) for (const c of r.cards) isCard.add(c.el);
    const tops = new Map();
    for (const r of lists) {
      for (let a = r.cards[0].el.parentElement; a; a = a.parentElement) {
        const t = tops.get(a);
        if (isCard.has(a) && (!t || r.score > t.score)) tops.set(a, r);
      }
    }
    return tops;
  }

  // headlineCards reads a section that holds no run of alike cards (a
  // front page's lead stories, each drawn at its own size) as one card per
  // headline: each heading with letters below the section's own, read from
  // the largest box around it that holds no other heading
  // (extract/items_nested.go headlineCards).
  function headlineCards(sec) {
    // held counts the headings inside each box below the section, the
    // section's own heading as many as it takes to stop any climb.
    const held = new Map();
    const mark = (h, n) => {
      for (let a = h.parentElement; a && a !== sec.el; a = a.parentElement) held.set(a, (held.get(a) || 0) + n);
    };
    if (sec.titled) mark(sec.titled, 2);
    const heads = Array.from(sec.el.querySelectorAll('h1, h2, h3, h4, h5, h6, [role="heading"]')).filter(
      (h) => h !== sec.titled && hasLetter(h.textContent) && !hiddenIn(h, sec.el));
    for (const h of heads) mark(h, 1);
    const out = [];
    for (const h of heads) {
      let box = h;
      while (box.parentElement && box.parentElement !== sec.el && held.get(box.parentElement) === 1) box = box.parentElement;
      const cd = cardOf(box, null);
      if (cd && cd.link) out.push(cd);
    }
    return out;
  }

  // hiddenIn: el, or a box around it inside top, is hidden or not drawn
  // (extract/items_nested.go hiddenIn).
  function hiddenIn(el, top) {
    for (let a = el; a && a !== top; a = a.parentElement) {
      if (T.SKIP_TAGS.has(a.tagName) || isHidden(a, true)) return true;
    }
    return false;
  }

  // snippetOf is card c's text without its title, its lines joined with
  // " — ": no line that is only a call to action ("Read more", "Shop
  // now"), the title said again or a line said twice (a phone copy
  // beside the desktop one), no picture's credit, and no images' alt
  // texts (extract/items.go snippetOf).
  // controlLabels are the word keys of the labels of el's form controls:
  // "Compare" by a checkbox, "Size" over a select, which name a control,
  // not what the card shows (extract/items.go controlLabels).
  function controlLabels(el) {
    const out = new Set();
    for (const l of el.querySelectorAll('label')) {
      if (!(l.getAttribute('for') || '').trim() && !l.querySelector('input, select, textarea')) continue;
      const k = wordKey(labelText(l));
      if (k) out.add(k);
    }
    return out;
  }

  // labelText is a label's text without its controls' (a select's
  // options), as a card's lines read it (extract/items.go labelText).
  const labelText = (l) => spacedText(l, 'select, textarea');

  // shortControl: a line of at most T.MAX_CTA_CHARS, at least half of it
  // a short link's or button's text (extract/items.go shortControl).
  const shortControl = (t, ctrl) => t.length <= T.MAX_CTA_CHARS && 2 * (ctrl || 0) >= t.length;

  // repeatedControls are the word keys of the short controls that four in
  // five of the list's first T.MAX_CONTROL_CARDS cards show, three at
  // least: a repository card's "Code", "Issues" and "Pull requests" tabs,
  // a shop card's "Quick Shop". Said by every card, they tell no card from
  // another (extract/items.go repeatedControls).
  function repeatedControls(list) {
    const cards = list.slice(0, T.MAX_CONTROL_CARDS);
    const out = new Set();
    if (cards.length < 3) return out;
    const count = new Map();
    for (const c of cards) {
      const seen = new Set();
      for (const el of [c.el, c.body]) {
        if (!el) continue;
        const r = renderLines(el, { live: true, alt: false });
        r.texts.forEach((t, i) => {
          const k = wordKey(t);
          if (!k || !shortControl(t, r.ctrls[i]) || seen.has(k)) return;
          seen.add(k);
          count.set(k, (count.get(k) || 0) + 1);
        });
      }
    }
    for (const [k, n] of count) if (n >= 3 && 5 * n >= 4 * cards.length) out.add(k);
    return out;
  }

  function snippetOf(c, repeated) {
    const parts = [];
    const seen = new Set();
    const full = c.full || c.title;
    const titleKey = wordKey(full);
    let rest = titleKey; // the title's words not yet met in the lines
    let title = false;
    for (const el of [c.el, c.body]) {
      if (!el) continue;
      const r = renderLines(el, { live: true, alt: false });
      const labels = controlLabels(el);
      r.texts.forEach((text, i) => {
        let t = text;
        if (shortControl(t, r.ctrls[i]) && (isCTA(t) || (repeated && repeated.has(wordKey(t))))) return;
        if (labels.has(wordKey(t))) return;
        const k0 = wordKey(t);
        if (!title && t.includes(full)) {
          title = true;
          t = t.replace(full, '').trim();
        } else if (!title && k0 && (rest === k0 || rest.startsWith(k0 + ' '))) {
          // The title drawn over several lines: each is left out
          // (extract/items.go snippetOf).
          rest = rest.slice(k0.length).replace(/^ /, '');
          title = rest === '';
          return;
        } else if (title && k0 === titleKey) return;
        t = root.LaikaWalk.onePrice(t.replace(/^[,;: ]+/, '').replace(/^[ \-–—·|]+|[ \-–—·|]+$/g, ''));
        if (creditPart(t)) return;
        const k = wordKey(t);
        if (hasWord(t) && !RANK_MARK.test(t) && !seen.has(k)) {
          seen.add(k);
          parts.push(t);
        }
      });
    }
    // A label ending in a colon joins its value with a space.
    return parts.map((t, i) => (i === 0 ? '' : parts[i - 1].endsWith(':') ? ' ' : ' — ') + t).join('');
  }

  // creditLine: a line of at most T.MAX_CREDIT_CHARS that only credits a
  // picture ("Photo: Jane Roe/Getty Images", "Foto: dpa", "© Nordex"), in
  // English or, on the lower-cased line, in the other languages' words
  // (extract/credits.go credit). observe.js dropCredits reads the main
  // text with it.
  const CREDIT_LINE = root.LaikaPatterns.creditLine;
  const CREDIT_LINE_WORDS = root.LaikaPatterns.creditLineWords;
  function creditLine(t) {
    return t.length <= T.MAX_CREDIT_CHARS && (CREDIT_LINE.test(t) || CREDIT_LINE_WORDS.test(t.toLowerCase()));
  }

  // creditPart: a card's line that credits its picture, as a line or as a
  // credit link's text ("Foto: Jane Roe [CC BY-SA 3.0], via Wikimedia
  // Commons") (extract/items.go creditPart).
  function creditPart(t) {
    return creditLine(t) || (t.length <= T.MAX_CREDIT_CHARS && CREDIT_LINK.test(t));
  }

  // rankedName: a title that ranks a name ("1. Neil Patrick Harris"), a
  // listicle's entry; a step is a sentence or a bare number
  // (extract/items_title.go rankedName).
  const RANKED_TITLE = root.LaikaPatterns.rankedTitle;
  function rankedName(t) {
    const m = RANKED_TITLE.exec(t);
    return !!m && m[1].split(/\s+/).filter(Boolean).length <= T.MAX_RANKED_NAME_WORDS && !/[.!?:]$/.test(t);
  }

  // items lists the main list's cards as observation items.
  // known, when set, is the main list this observation found already
  // ({start, cards, notes}: mainList of start, and what its walk noted).
  function items(start, store, notes, max, maxChars, product, known) {
    const out = [];
    if (max === 0) return out;
    // A product page's items are other products, each on its own page
    // ("You may also like"): its own sections and its reviews link nowhere
    // (extract/items.go items).
    let list;
    if (!product && known && known.start === start) {
      list = known.cards;
      for (const k of Object.keys(known.notes)) notes[k] += known.notes[k];
    } else {
      list = mainList(start, notes, product ? (c) => !!c.link : null);
    }
    // Cards that share a label ("Note:", "Re: <the thread>") rather than
    // name things are no items, unless priced (extract/items_title.go labelled).
    // So are cards that are one label pointing on, each to its own page
    // (a wiki's "Main article: Firefox" notes; sharePointer).
    if ((shareLabel(list) || sharePointer(list)) && !list.some((c) => c.price)) return out;
    // Cards that link nowhere, sell nothing and have no title element (but
    // for one in MAX_NAMED_SHARE) are blocks of the page's own text boxed
    // apart (an article's paragraphs between ads, a recipe's steps): no
    // items (extract/items_title.go untitled).
    if (!product && list.length && T.MAX_NAMED_SHARE * list.filter((c) => c.link || c.titled || c.price || rankedName(c.title)).length <= list.length) return out;
    const repeated = repeatedControls(list);
    for (const c of list) {
      if (out.length >= max) break;
      const it = { handleId: store.mint(c.el), title: clean(c.title, Math.min(T.MAX_TITLE_CHARS, maxChars)) };
      if (c.link) {
        const r = redactURL(c.link.href);
        if (r.redacted) store.redacted = true;
        if (r.url) it.url = r.url;
      }
      // The title and the snippet share the item's budget (clean(s, 0)
      // would not cut at all).
      const room = maxChars - it.title.length;
      const snippet = room > 1 ? clean(snippetOf(c, repeated), room) : '';
      if (snippet) it.snippet = snippet;
      if (c.price) it.price = clean(c.price, 40);
      if (c.rating) it.rating = clean(c.rating, 40);
      if (c.date) it.date = c.date;
      out.push(it);
    }
    // The list's whole length when the budget cut it (laika.Observation
    // ItemsTotal; extract/items.go items).
    if (list.length > out.length && out.length) out.total = list.length;
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
      const text = seenText(el, Math.min(300, maxChars - total));
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
    const named = root.LaikaPatterns.postType.test(it) || el.getAttribute('role') === 'comment' ||
      (el.classList && (el.classList.contains('comment') || el.classList.contains('athing') && el.classList.contains('comtr'))) ||
      /^comment[-_]?\d+$/i.test(idOf(el));
    // A FAQ's answers are the page's own text (thread.js faqAnswer).
    return named && !root.LaikaPosts.faqAnswer(el);
  }

  // comments lists a discussion's entries as Go's extractor does
  // (extract/comments.go comments): elements named as entries (thread.js
  // isEntry, or the old comment names), each with the name in its author
  // block and the lines of its body without nested entries, its user
  // card, votes and controls; not a blog's post cards (postCards), not an
  // entry wrapping two or more with a whole article of its own, and none
  // when only one entry is found (one "post" is the page itself). Depth
  // counts the enclosing entries, from 0 at the top level (a Hacker News
  // row says its own indent).
  const MIN_COMMENT_CHARS = 8;
  function comments(start, store, notes, max, maxChars, unshown = []) {
    const P = root.LaikaPosts;
    const cands = [];
    const visit = (el) => {
      if (isComment(el) || P.isEntry(el)) cands.push(el);
      return true; // replies nest inside
    };
    eachElement(start, visit, notes, true);
    // A thread its scripts never rendered is served in <noscript> (a
    // Discourse topic): its entries are read there, as Go reads the page
    // unwrapped. unshown is what noscript.js found for the whole page.
    for (const { content } of unshown) eachElement(content, visit, notes, false);
    const doc = start.ownerDocument;
    const isCand = new Set(cands);
    const nested = new Map();
    for (const c of cands) for (let a = c.parentElement; a; a = a.parentElement) if (isCand.has(a)) nested.set(a, (nested.get(a) || 0) + 1);
    const cards = P.postCards(cands);
    const A = root.LaikaAccepted;
    // entry reads candidate el, or null when it is no entry of its own.
    const entry = (el) => {
      const text = P.entryText(el, isCand);
      // Sized as Go sizes it: "ありがとう" is a comment, not a control.
      if (textSize(text) < MIN_COMMENT_CHARS || cards.has(el)) return null;
      // The article the thread hangs under, long, with the comments inside
      // it; not a long answer with its own comments, which the page types
      // as one or marks accepted.
      const accepted = A.isAccepted(el);
      if ((nested.get(el) || 0) >= 2 && text.length > 3 * maxChars && !root.LaikaPatterns.postType.test(el.getAttribute('itemtype') || '') && !accepted) return null;
      let depth = 0;
      for (let a = el.parentElement; a; a = a.parentElement) if (isCand.has(a)) depth++;
      const indent = Number(el.querySelector('[indent]')?.getAttribute('indent'));
      if (Number.isFinite(indent) && indent > depth) depth = indent;
      // Cut as Go's clipChars cuts, its last character an ellipsis.
      const c = { el, text: text.length > maxChars ? text.slice(0, maxChars - 1) + '…' : text, depth, accepted };
      const author = clean(P.entryAuthor(el, isCand), 80);
      if (author) c.author = author;
      return c;
    };
    // A long thread's first entries (two at least, to tell a thread): Go
    // reads them all, then cuts. Past the budget only the accepted answer
    // is looked for: by its mark, or, when the page declares one in
    // JSON-LD, by reading the rest, which markDeclared compares.
    const out = [];
    let i = 0;
    for (; i < cands.length && out.length < Math.max(max, 2); i++) {
      const c = entry(cands[i]);
      if (c) out.push(c);
    }
    if (out.length < 2) return [];
    const declared = doc ? A.declared(doc) : [];
    const rest = [];
    for (; i < cands.length; i++) {
      if (!declared.length && !A.isAccepted(cands[i])) continue;
      const c = entry(cands[i]);
      if (c) rest.push(c);
    }
    const all = out.concat(rest);
    A.markDeclared(declared, all);
    const top = Math.min(...out.map((c) => c.depth));
    return keepAccepted(all, out.length, max).map(({ el, text, author, depth, accepted }) => {
      const c = { handleId: store.mint(el), text };
      if (author) c.author = author;
      if (depth - top) c.depth = depth - top;
      if (accepted) c.accepted = true;
      return c;
    });
  }

  // keepAccepted cuts a thread's entries to max, in page order, keeping
  // the accepted answer when it lies past the budget: on a busy Q&A page
  // the question's comments and the top answers fill it, and the accepted
  // answer is what the reader came for (extract/comments_accepted.go
  // keepAccepted). The first n of all are the ones read in full.
  function keepAccepted(all, n, max) {
    const kept = all.slice(0, Math.min(n, max));
    if (max < 1 || kept.some((c) => c.accepted)) return kept;
    const late = all.slice(kept.length).find((c) => c.accepted);
    return late ? kept.slice(0, max - 1).concat(late) : kept;
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

  // describeControl is what an observation says about one control: its
  // role, label and target, and (semantics.js) what activating it does.
  function describeControl(el, store) {
    const e = {};
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
    return e;
  }

  // PINNED are the description fields the Policy Gate's decision rests on.
  // Left out on purpose: expanded and disabled (they change as the person
  // uses the page) and context (free text around a dialog or form, which
  // can tick; its signals are pinned instead).
  const PINNED = ['tag', 'role', 'label', 'inputType', 'name', 'href', 'buttonType', 'inForm', 'formMethod', 'formAction', 'inSearch', 'dialog', 'rel', 'hint', 'method', 'confirm', 'contextSignals', 'sensitive', 'options'];

  function fingerprint(e) {
    return JSON.stringify(PINNED.map((k) => (e[k] === undefined ? null : e[k])));
  }

  // controlChanged reports how el now differs from the description pinned
  // when it was observed, or '' when it does not (or nothing was pinned).
  // An observed "Next page" that the page turns into "Buy now" before the
  // click must not be clicked on the strength of the old label.
  function controlChanged(el, store, handleId) {
    const was = store.pinned && store.pinned(handleId);
    if (!was) return '';
    const now = fingerprint(describeControl(el, {}));
    if (now === was) return '';
    const a = JSON.parse(was);
    const b = JSON.parse(now);
    const diff = PINNED.filter((k, i) => JSON.stringify(a[i]) !== JSON.stringify(b[i]));
    return diff.join(', ');
  }

  // elements lists visible interactive controls with handles.
  function elements(start, store, notes, max) {
    const out = [];
    if (max === 0) return out;
    eachElement(start, (el) => {
      if (out.length >= max) return false;
      if (!el.matches(INTERACTIVE)) return true;
      if (el.tagName === 'INPUT' && (el.type || '').toLowerCase() === 'hidden') return false;
      const e = { handleId: store.mint(el), ...describeControl(el, store) };
      // The gate decides on this description; pin it so an action on the
      // handle is refused if the page rewrites the control in between.
      if (store.pin) store.pin(e.handleId, fingerprint(e));
      out.push(e);
      return el.tagName !== 'A' && el.tagName !== 'BUTTON'; // controls inside a link or button are the same target
    }, notes, true, true);
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
      const text = seenText(el, 120);
      if (text) l.text = text;
      const ctx = el.parentElement ? seenText(el.parentElement, 200) : '';
      if (ctx && ctx !== text) l.context = ctx;
      out.push(l);
      return false;
    }, notes, true);
    return out;
  }

  root.LaikaExtract = { blocks, items, mainList, outline, comments, elements, links, controlChanged, accessibleLabel, implicitRole, isComment, creditLine, INTERACTIVE, PATTERNS };
})(globalThis);
