// listing.js: the main region of grid and listing pages, by the rules of
// extract/listing_region.go (shared fixtures in extract/testdata/primary,
// listing-*): an empty <main> is no main region, an <article> that is one
// card of many is not the page's article, a <form> holding most of the
// region's text is its content, and on a list page whose landmark holds
// the main list, a Readability pick holding a part of the list, or the
// list and more than the landmark, yields to the landmark.
// Defines globalThis.LaikaListing.
(function (root) {
  'use strict';
  const { T, textSize } = root.LaikaHeuristics;
  const { clean, nonSpace } = root.LaikaWalk;

  // MAX_ARTICLE_SHARE: one <article> must hold more than this share of
  // the text of all top-level <article>s to be the page's article.
  const MAX_ARTICLE_SHARE = 0.5;
  // MIN_LIST_CARDS: a main list this long makes the page a list page.
  const MIN_LIST_CARDS = 6;
  // MIN_LIST_COVER: the share of a list's cards a text must hold to hold
  // the list; under MAX_LIST_PART (and one card or more) it holds a part.
  const MIN_LIST_COVER = 0.8;
  const MAX_LIST_PART = 0.5;
  // MAX_SHARE_CARDS: listShare looks at this many of a longer list's
  // cards, spread evenly from the first to the last; each look searches
  // the whole text (extract/heuristics.go maxShareCards).
  const MAX_SHARE_CARDS = 100;

  // textLen is el's rendered text length (innerText on a live page, where
  // scripts and hidden parts do not count).
  const textLen = (el) => clean(el.innerText ?? el.textContent).length;
  // sizeOf is the same text sized as Go sizes it (textSize), for the
  // thresholds Go set in bytes (minPrimaryChars).
  const sizeOf = (el) => textSize(clean(el.innerText ?? el.textContent));

  // MIN_LINK_LIST_SHARE: an <article> whose letters are this much link
  // text is a list of links, not an article (extract/heuristics.go
  // minLinkListShare).
  const MIN_LINK_LIST_SHARE = 0.8;

  // linkShare is the share of el's letters its links hold
  // (extract/teasers.go linkShare).
  function linkShare(el) {
    const total = nonSpace(el.innerText ?? el.textContent);
    if (!total) return 0;
    let linked = 0;
    for (const a of el.querySelectorAll('a')) linked += nonSpace(a.innerText ?? a.textContent);
    return linked / total;
  }

  // soleArticle is the top-level <article> holding most of the text of
  // all of them, or null. Articles of prose come first: beside one, an
  // <article> that is all links (a slider of other stories) is a list.
  // A job board's one article of links is still its content
  // (extract/listing_region.go soleArticle).
  const soleArticle = (doc) => largestArticle(doc, true) || largestArticle(doc, false);

  // largestArticle is the top-level <article> holding most of the text of
  // all of them (of the ones not all links, with prose set), or null.
  function largestArticle(doc, prose) {
    let best = null;
    let bestLen = 0;
    let total = 0;
    for (const a of doc.querySelectorAll('article')) {
      if (a.parentElement && a.parentElement.closest('article')) continue;
      if (prose && linkShare(a) >= MIN_LINK_LIST_SHARE) continue;
      const n = sizeOf(a);
      total += n;
      if (n > bestLen) {
        best = a;
        bestLen = n;
      }
    }
    if (!best || bestLen < T.MIN_PRIMARY_CHARS || bestLen <= MAX_ARTICLE_SHARE * total) return null;
    return best;
  }

  // regionOf is the element the main region is cut from: the first
  // <main> (or role=main) with text, else the page's one article, else
  // the body.
  function regionOf(doc) {
    for (const el of doc.querySelectorAll('main,[role=main]')) if (sizeOf(el) >= T.MIN_PRIMARY_CHARS) return el;
    return soleArticle(doc) || doc.body;
  }

  // contentForm: a chrome element that wraps the content: a <form> holding
  // at least half of the region's text (not a control panel), or an aside
  // holding nearly all of it (MIN_WRAPPER_SHARE) and the page's <h1> (a
  // news site's article inside <aside class="…direct-content">;
  // extract/listing_region.go contentForm).
  const MIN_WRAPPER_SHARE = 0.8;
  function contentForm(el, total) {
    if (el.tagName === 'FORM') return 2 * textLen(el) >= total;
    const role = el.getAttribute('role');
    if ((el.tagName === 'ASIDE' && !role) || role === 'complementary') return !!el.querySelector('h1') && textLen(el) >= MIN_WRAPPER_SHARE * total;
    return false;
  }

  const { wordKey } = root.LaikaWalk;

  // listPick is the pruned region (prune(region)) when it replaces
  // Readability's pick (text) on a list page whose landmark holds the
  // main list of MIN_LIST_CARDS cards or more: the pick holds a part of
  // the list (at least one card, under MAX_LIST_PART), or holds the list
  // and more text than the region (it took chrome). Else null
  // (extract/listing_region.go listPick). cards are the page's main list
  // (mainList of doc.body), found once per observation: finding it again
  // cost a list page a fifth of its observation.
  function listPick(doc, region, text, prune, cards) {
    if (region === doc.body) return null;
    if (cards.length < MIN_LIST_CARDS || cards.some((c) => !region.contains(c.el))) return null;
    const share = listShare(cards, text);
    if (share > 0 && share < MAX_LIST_PART) return prune(region);
    if (share < MIN_LIST_COVER) return null;
    const r = prune(region);
    return clean(text).length > root.LaikaWalk.textOf(r).length ? r : null;
  }

  // listShare is the share of cards whose title text holds, counted on at
  // most MAX_SHARE_CARDS of them (extract/listing_region.go listShare).
  function listShare(cards, text) {
    if (!cards.length) return 0;
    const k = wordKey(text);
    const sample = shareSample(cards.length);
    return sample.filter((i) => k.includes(wordKey(cards[i].title))).length / sample.length;
  }

  // shareSample is the indexes of the cards listShare looks at in a list
  // of n (extract/listing_region.go shareSample).
  function shareSample(n) {
    const m = Math.min(n, MAX_SHARE_CARDS);
    return Array.from({ length: m }, (_, i) => (n > m ? Math.floor((i * (n - 1)) / (m - 1)) : i));
  }

  // readsAsList: text holds the page's main list (MIN_LIST_CARDS cards or
  // more, MIN_LIST_COVER of their titles), so it is a list, not prose
  // that failed (extract/confidence.go).
  const readsAsList = (cards, text) => cards.length >= MIN_LIST_CARDS && listShare(cards, text) >= MIN_LIST_COVER;

  // forTheEye prepares the copy Readability.js reads, which drops every
  // aria-hidden node (extract/collection_visual.go forTheEye):
  // screen-reader-only text goes, inline aria-hidden text (the visible
  // copy of a teaser, a price, a badge) stays.
  function forTheEye(body) {
    if (!body) return;
    const { markupHidden } = root.LaikaWalk;
    for (const el of Array.from(body.querySelectorAll('[class],[aria-hidden]'))) {
      if (!body.contains(el)) continue;
      const hidden = markupHidden(el);
      if (hidden && el.getAttribute('aria-hidden') !== 'true') el.remove();
      else if (!hidden && el.getAttribute('aria-hidden') === 'true') el.removeAttribute('aria-hidden');
    }
  }

  // markCards marks, in copy (a deep clone of orig), the counterpart of
  // each main-list card inside orig with the card's index, so the copy's
  // rendered lines know their card (extract/coll_card_echo.go markCards).
  // Element's own getters: a <form>'s properties are its fields (an
  // <input name="children"> would shadow form.children).
  const kidsOf = (el) => CHILDREN.call(el);
  const parentOf = (el) => PARENT.call(el);
  const CHILDREN = Object.getOwnPropertyDescriptor(root.Element ? root.Element.prototype : {}, 'children')?.get || function () { return this.children; };
  const PARENT = Object.getOwnPropertyDescriptor(root.Node ? root.Node.prototype : {}, 'parentElement')?.get || function () { return this.parentElement; };
  function markCards(orig, copy, cards) {
    const { CARD_MARK } = root.LaikaWalk;
    // indexIn is e's place among its parent's children, each parent's
    // children numbered once: a grid of n cards asked indexOf n times
    // over n siblings, which grew with the square of the grid.
    const places = new Map();
    const indexIn = (e) => {
      const p = parentOf(e);
      if (!places.has(p)) places.set(p, new Map(Array.from(kidsOf(p), (k, i) => [k, i])));
      return places.get(p).get(e);
    };
    cards.forEach((c, i) => {
      if (!orig.contains(c.el)) return;
      const path = [];
      for (let e = c.el; e && e !== orig; e = parentOf(e)) path.push(indexIn(e));
      let n = copy;
      for (let j = path.length - 1; j >= 0 && n; j--) n = kidsOf(n)[path[j]];
      if (n) root.Element.prototype.setAttribute.call(n, CARD_MARK, String(i));
    });
  }

  // dropCardEchoes drops a line that repeats its card's title within the
  // card: a link around the image or a screen-reader link that says the
  // heading again (extract/coll_card_echo.go dropCardEchoes). read holds
  // parallel lines, texts, ctrls, links and cards (renderLines).
  function dropCardEchoes(read, cards) {
    const titles = cards.map((c) => wordKey(c.title));
    const titled = new Set();
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    const lost = lostTitles(read, cards, titles);
    const started = new Set();
    read.lines.forEach((l, i) => {
      const c = read.cards[i];
      if (c >= 0 && lost.has(c) && !started.has(c)) {
        out.lines.push(clean(cards[c].full || cards[c].title));
        out.ctrls.push(0);
        out.links.push(0);
        out.blocks.push(read.blocks[i]);
      }
      if (c >= 0) started.add(c);
      if (c >= 0 && titles[c] && wordKey(read.texts[i]) === titles[c]) {
        if (titled.has(c)) return;
        titled.add(c);
      }
      out.lines.push(l);
      out.ctrls.push(read.ctrls[i]);
      out.links.push(read.links[i]);
      out.blocks.push(read.blocks[i]);
    });
    return out;
  }

  // MIN_CARD_TEXT_SHARE: the share of the text's characters in main-list
  // cards above which the text is the list (extract/card_titles.go).
  const MIN_CARD_TEXT_SHARE = 0.5;

  // lostTitles: on a text that is mostly its main list, the cards whose
  // heading named them (head) and whose title the text lost: Readability
  // drops a card's header that is all links, GitHub's "owner / repo"
  // beside its Star button. dropCardEchoes puts each back before its
  // card's first line (extract/card_titles.go restoreCardTitles). A title
  // is looked for in its card's own lines first, and in the whole text at
  // most MAX_SHARE_CARDS times, in the order the cards are read: a search
  // of the whole text for every card took time growing with the square
  // of a long list.
  function lostTitles(read, cards, titles) {
    const lost = new Set();
    if (cards.length < MIN_LIST_CARDS) return lost;
    let inCards = 0;
    let total = 0;
    read.texts.forEach((t, i) => {
      total += t.length;
      if (read.cards[i] >= 0) inCards += t.length;
    });
    if (inCards < MIN_CARD_TEXT_SHARE * total) return lost;
    const keys = read.texts.map(wordKey);
    const ofList = (c) => c >= 0 && c < cards.length;
    const kept = new Set();
    read.cards.forEach((c, i) => {
      if (ofList(c) && titles[c] && keys[i].includes(titles[c])) kept.add(c);
    });
    const text = keys.join('\n');
    const seen = new Set();
    let searches = 0;
    for (const c of read.cards) {
      if (!ofList(c) || seen.has(c)) continue;
      seen.add(c);
      if (!cards[c].head || !titles[c] || kept.has(c) || searches >= MAX_SHARE_CARDS) continue;
      searches++;
      if (!text.includes(titles[c])) lost.add(c);
    }
    return lost;
  }

  // MAX_INTRO_CHARS bounds a list's introduction, MIN_INTRO_WORDS is a
  // sentence's least length in it (internal/sentence MinWords),
  // MIN_LIST_WEIGHT the share of the main text the list's cards must hold
  // (extract/list_intro.go).
  const MAX_INTRO_CHARS = 1500;
  const MIN_INTRO_WORDS = 6;
  const MIN_LIST_WEIGHT = 0.5;

  // withIntro puts the main list's introduction (the page's <h1> and the
  // sentences between it and the first card) before read, a list as
  // read, leaving out what read already says (extract/list_intro.go
  // withIntro). prune(el, keep) is the page's pruned copy of el, keeping
  // the nodes keep accepts.
  function withIntro(doc, read, cards, prune) {
    const whole = read.lines.join('\n');
    const len = clean(whole).length;
    if (cards.length < MIN_LIST_CARDS || !len || listShare(cards, whole) < MIN_LIST_COVER) return read;
    if (cards.reduce((n, c) => n + clean(c.text).length, 0) / len < MIN_LIST_WEIGHT) return read;
    const intro = listIntro(doc, cards[0].el, prune);
    if (!intro) return read;
    const k = wordKey(whole);
    const add = intro.filter((l) => wordKey(l) && !k.includes(wordKey(l)));
    if (!add.length || (add.length === 1 && add[0] === intro[0])) return read; // a heading alone introduces nothing
    return {
      lines: add.map((l, i) => (i === 0 && l === intro[0] ? 'H1: ' + l : l)).concat(read.lines),
      ctrls: add.map(() => 0).concat(read.ctrls),
      links: add.map(() => 0).concat(read.links),
    };
  }

  // listIntro is the heading before first and the sentences between the
  // two, or null (extract/list_intro.go listIntro).
  function listIntro(doc, first, prune) {
    const { renderLines } = root.LaikaWalk;
    const h = headingBefore(doc, first);
    const top = h && commonAncestor(h, first);
    if (!top || top === doc.documentElement) return null;
    const title = root.LaikaWalk.seamedText(h);
    const P = Node.DOCUMENT_POSITION_PRECEDING;
    const F = Node.DOCUMENT_POSITION_FOLLOWING;
    // Between h and first only: what precedes h, h itself, first and
    // what follows it go.
    const between = (n) => {
      if (n === h || n === first) return false;
      if (n.contains(h) || n.contains(first)) return true;
      return !!(h.compareDocumentPosition(n) & F) && !!(first.compareDocumentPosition(n) & P);
    };
    const copy = prune(top, between);
    const r = renderLines(copy, { live: false, alt: false });
    if (!title || clean(r.lines.join('\n')).length > MAX_INTRO_CHARS) return null;
    const out = [title];
    r.texts.forEach((t, i) => {
      // Prose only, as in Go: a sentence of MIN_INTRO_WORDS or more that
      // ends as one and links at most three words in four.
      if (t.split(/\s+/).length >= MIN_INTRO_WORDS && 4 * Math.max(r.links[i] || 0, r.ctrls[i] || 0) <= 3 * t.length && endsSentence(t)) out.push(t);
    });
    return out;
  }

  // headingBefore is the last visible <h1> before first in document order
  // outside navigation, dialogs and the footer, unless it heads an
  // <article> that does not hold first: a short story of its own, which
  // the slider of other stories after it does not continue
  // (extract/list_intro.go headingBefore, headsOwnArticle).
  function headingBefore(doc, first) {
    const { hiddenUp } = root.LaikaWalk;
    let h = null;
    for (const el of doc.querySelectorAll('h1')) {
      if (!(el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING) || el.contains(first)) break;
      if (clean(el.textContent) && !el.closest('nav,footer,dialog,script,style,template') && !hiddenUp(el)) h = el;
    }
    const own = h && h.closest('article');
    return own && !own.contains(first) ? null : h;
  }

  // textFollowing is the text that follows el inside top, in page order,
  // read on the live page so that what it hides stays unread, as Go's
  // textOf leaves it: a copy of the range has no style to hide it by
  // (extract/list_intro.go textFollowing).
  function textFollowing(top, el) {
    const parts = [];
    for (let x = el; x && x !== top; x = x.parentNode) {
      for (let s = x.nextSibling; s; s = s.nextSibling) {
        parts.push(s.nodeType === 1 ? root.LaikaWalk.textOf(s) : s.nodeType === 3 ? s.data : '');
      }
    }
    return parts.join(' ');
  }

  // commonAncestor is the nearest element holding both a and b, a itself
  // when it holds b (extract/list_intro.go commonAncestor): starting from
  // a's parent made the list's container, asked again for the last card,
  // answer with its own parent, and a shop grid's closing note was
  // measured with the page's footer and scripts after it.
  function commonAncestor(a, b) {
    let top = a;
    while (top && !top.contains(b)) top = top.parentElement;
    return top;
  }

  // MIN_INTRO_LIST_CARDS: a list this long after a pick that is all
  // introduction is the page's content (extract/list_intro.go).
  const MIN_INTRO_LIST_CARDS = 12;

  // introPick is the page's heading, its introduction and its main list,
  // pruned (prune(el, keep) as in withIntro), when Readability's pick,
  // text, is the introduction alone, or the note that closes the list: a
  // category page whose cards have too little prose to win. Else null
  // (extract/list_intro.go introPick).
  function introPick(doc, text, cards, prune) {
    if (cards.length < MIN_INTRO_LIST_CARDS || listShare(cards, text) > 0) return null;
    const first = cards[0].el;
    const h = headingBefore(doc, first);
    const top = h && commonAncestor(commonAncestor(h, first), cards[cards.length - 1].el);
    if (!top || top === doc.documentElement) return null;
    // The introduction as read: what lies between the heading and the
    // first card must hold the whole pick.
    // Or, a closing note under the list (a buying guide under a shop's
    // grid), what follows the last card must.
    const range = doc.createRange();
    range.setStartBefore(h);
    range.setEndBefore(first);
    // Read as Go's textOf reads it: blocks apart (extract/list_intro.go).
    const span = root.LaikaWalk.textOf(range.cloneContents());
    const k = wordKey(text);
    const holds = (t) => wordKey(t).includes(k) && clean(t).length <= 2 * MAX_INTRO_CHARS;
    if (!k || (!holds(span) && !holds(textFollowing(top, cards[cards.length - 1].el)))) return null;
    // The heading and all that follows it: the list and what closes it,
    // unless pruning it lost the list as chrome.
    const cut = prune(top, (n) => n === h || n.contains(h) || !!(h.compareDocumentPosition(n) & Node.DOCUMENT_POSITION_FOLLOWING));
    return listShare(cards, root.LaikaWalk.textOf(cut)) >= MIN_LIST_COVER ? cut : null;
  }


  // endsSentence: s ends with a full stop, a question or exclamation mark
  // or an ellipsis, maybe inside a closing quote or bracket
  // (internal/sentence Ends).
  const endsSentence = (s) => /[.!?…。！？।॥؟۔։።។။][\s"'”’)\]»]*$/.test(s); // internal/sentence Stops

  root.LaikaListing = { linkShare, regionOf, contentForm, listPick, readsAsList, forTheEye, markCards, dropCardEchoes, withIntro, introPick };
})(globalThis);
