// cards.js: runs of same-class blocks that Readability kept in part, put
// back whole: a roundup's cards (extract/card_holes.go) and a story split
// between advertisements (extract/article_split.go). Defines
// globalThis.LaikaCards.
(function (root) {
  'use strict';
  const { T, textSize } = root.LaikaHeuristics;

  // MIN_HOLE_RUN: a run of fewer cards is no list to fill
  // (extract/card_holes.go minHoleRun).
  const MIN_HOLE_RUN = 3;

  // linkedText is the size of el's text and of the part of it in links
  // (outermost links only), as Go sizes them (extract/tab_prose.go).
  function linkedText(el) {
    const { textOf } = root.LaikaWalk;
    let links = 0;
    for (const a of el.querySelectorAll('a[href]')) if (!a.parentElement.closest('a')) links += textSize(textOf(a));
    return { text: textSize(textOf(el)), links };
  }

  // fillCardHoles fills, in pick (Readability's copy), the holes of every
  // run of same-class cards on the page (body) that pick holds at least
  // half of. A roundup's cards whose titles are links (affiliate links)
  // lose to Readability's link density while their plain-titled
  // neighbours stay; only holes between kept cards are filled, never a
  // run's ends (extract/card_holes.go fillCardHoles). picked is pick's
  // text; furniture tells page furniture. It reports whether it put a card
  // back.
  function fillCardHoles(page, pick, picked, furniture) {
    const { textOf, wordKey } = root.LaikaWalk;
    let filled = false;
    let kept = '';
    for (const run of cardRuns(page)) {
      if (!kept) kept = wordKey(picked);
      const { keys, held } = heldOf(run, kept, page.prose);
      if (held.length < 2 || 2 * held.length < run.length || held.length === run.length) continue;
      for (let h = 1; h < held.length; h++) {
        const before = held[h - 1];
        const after = held[h];
        if (after === before + 1) continue; // no hole
        let at = cardIn(pick, keys[before], keys);
        for (let i = before + 1; i < after && at; i++) {
          if (!fillsHole(run[i], run[before], run[after], furniture)) continue;
          const c = run[i].cloneNode(true);
          at.after(c);
          at = c;
          filled = true;
          picked = textOf(pick); // read again: a run inside this one is filled already
          kept = '';
        }
      }
    }
    return filled;
  }

  // MIN_STORY_PARAGRAPHS: the block Readability kept holds this many
  // paragraphs of prose; the blocks joined to it need one, and a subhead
  // when they hold only one (extract/article_split.go minStoryParagraphs).
  const MIN_STORY_PARAGRAPHS = 2;

  // joinSplitStory adds to pick (Readability's copy, whose text is
  // picked) the other blocks of a story it holds one block of, in page
  // order, when nothing but advertisements and asides lies between them:
  // Politico's lede sits in one div.story-text and the rest in another.
  // excluded tells page furniture and comment sections
  // (extract/article_split.go joinSplitStory). It reports whether it
  // added a block.
  function joinSplitStory(page, pick, picked, excluded) {
    const { textOf, wordKey } = root.LaikaWalk;
    const body = page.body;
    let joined = false;
    let kept = '';
    for (const run of storyRuns(page)) {
      if (!kept) kept = wordKey(picked);
      const { keys, held } = heldOf(run, kept, page.prose);
      if (held.length !== 1) continue; // none of the story, or its blocks are kept already
      const h = held[0];
      if (storyParagraphs(run[h]) < MIN_STORY_PARAGRAPHS) continue;
      let at = cardIn(pick, keys[h], keys);
      if (!at) continue;
      let first = at;
      for (let i = h - 1; i >= 0 && joins(run[i], run[h], excluded) && nothingBetween(body, run[i], run[i + 1]); i--) {
        const c = run[i].cloneNode(true);
        first.before(c);
        first = c;
        joined = true;
        picked = textOf(pick); // read again: the pick grew
        kept = '';
      }
      for (let i = h + 1; i < run.length && joins(run[i], run[h], excluded) && nothingBetween(body, run[i - 1], run[i]); i++) {
        const c = run[i].cloneNode(true);
        at.after(c);
        at = c;
        joined = true;
        picked = textOf(pick);
        kept = '';
      }
    }
    return joined;
  }

  // storyRuns are the page's runs of two or more blocks of a story
  // (storyParagraphs) with the same tag and class, not siblings:
  // Readability reads siblings together (extract/article_split.go
  // storyRuns).
  const storyRuns = (page) => classRuns(page, 2, (el) => storyParagraphs(el) > 0).filter((r) => r.some((el) => el.parentElement !== r[0].parentElement));

  // storyParagraphs is the number of paragraphs of prose el holds as
  // children, or 0 unless they and the lists and quotes beside them are
  // most of its text and less than half of it is in links
  // (extract/article_split.go storyParagraphs).
  function storyParagraphs(el) {
    const { textOf } = root.LaikaWalk;
    let paras = 0;
    let bodyText = 0;
    for (const c of el.children) {
      if (c.tagName === 'P') {
        const t = textOf(c);
        if (t.split(' ').filter(Boolean).length >= T.MIN_PROSE_WORDS) paras++;
        bodyText += textSize(t);
      } else if (c.tagName === 'UL' || c.tagName === 'OL' || c.tagName === 'BLOCKQUOTE') bodyText += textSize(textOf(c));
    }
    if (paras === 0 || 2 * bodyText < textSize(textOf(el))) return 0;
    const { text, links } = linkedText(el);
    return 2 * links < text ? paras : 0;
  }

  // joins: block belongs with the story's kept block: in the same
  // <article>, if any, outside comments, page furniture and the page's
  // chrome, with no heading but the story's own subheads, and two
  // paragraphs of prose or one under a subhead (extract/article_split.go
  // joins).
  function joins(block, kept, excluded) {
    const article = (el) => (el.parentElement ? el.parentElement.closest('article') : null);
    if (article(block) !== article(kept) || root.LaikaWalk.inChrome(block)) return false;
    // The body is not asked, as Go marks none (its class names the
    // site's header on Condé Nast's pages: "siteheader-site-navigation").
    for (let a = block; a && a !== block.ownerDocument.body; a = a.parentElement) if (excluded(a)) return false;
    const { ok, headed } = subheads(block);
    return ok && (headed || storyParagraphs(block) >= MIN_STORY_PARAGRAPHS);
  }

  // subheads: the headings in block, if any, head sections of the story:
  // none is an <h1> or a link (a teaser's title), and they head no box of
  // teasers, whose paragraphs each open with a link
  // (extract/article_split.go subheads).
  function subheads(block) {
    const heads = Array.from(block.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]'));
    if (!heads.length) return { ok: true, headed: false };
    for (const h of heads) {
      if (level(h) === 1 || (h.parentElement && h.parentElement.closest('a')) || linkedText(h).links > 0) return { ok: false, headed: true };
    }
    let paras = 0;
    let teasers = 0;
    for (const c of block.children) {
      if (c.tagName !== 'P' || root.LaikaWalk.textOf(c).split(' ').filter(Boolean).length < T.MIN_PROSE_WORDS) continue;
      paras++;
      if (opensWithLink(c)) teasers++;
    }
    return { ok: 2 * teasers < paras, headed: true };
  }

  // opensWithLink: the first words of p are a link's
  // (extract/article_split.go opensWithLink).
  function opensWithLink(p) {
    const walker = p.ownerDocument.createTreeWalker(p, NodeFilter.SHOW_TEXT);
    for (let t = walker.nextNode(); t; t = walker.nextNode()) {
      if (t.data.trim()) return !!t.parentElement.closest('a');
    }
    return false;
  }

  // nothingBetween: between the end of block a and the start of block b
  // there is no heading and no paragraph of prose, only advertisements,
  // asides and empty wrappers (extract/article_split.go nothingBetween).
  function nothingBetween(body, a, b) {
    const { textOf } = root.LaikaWalk;
    const walker = body.ownerDocument.createTreeWalker(body, NodeFilter.SHOW_ELEMENT);
    let after = false;
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      if (n === b) return after;
      if (a.contains(n)) {
        after = true;
        continue;
      }
      if (!after) continue;
      if ((/^H[1-6]$/.test(n.tagName) || n.getAttribute('role') === 'heading') && textOf(n) !== '') return false;
      if (n.tagName === 'P' && textOf(n).split(' ').filter(Boolean).length >= T.MIN_PROSE_WORDS) return false;
    }
    return false;
  }

  // cardRuns are the page's runs of MIN_HOLE_RUN or more cards, each
  // holding a sentence (cardProse) (extract/card_holes.go cardRuns).
  const cardRuns = (page) => classRuns(page, MIN_HOLE_RUN, (el) => page.prose(el) !== '');

  // heldOf is the sentence of each block of run (prose) and the indexes
  // of the blocks whose sentence kept, a pick's word key, holds
  // (extract/card_holes.go heldOf).
  function heldOf(run, kept, prose) {
    const keys = run.map(prose);
    const held = [];
    keys.forEach((k, i) => { if (k && kept.includes(k)) held.push(i); });
    return { keys, held };
  }

  // readRuns fills the holes of the page's card runs in pick and joins
  // the blocks of a split story to it (fillCardHoles, joinSplitStory, in
  // the order extract/primary.go runs them), reading the page's classes
  // and each element's sentence once for both. picked is pick's text;
  // furniture tells page furniture, and excluded furniture and comment
  // sections. It reports whether pick grew.
  function readRuns(body, pick, picked, furniture, excluded) {
    const els = Array.from(body.querySelectorAll('[class]'));
    const keys = els.map(runKey);
    const count = new Map();
    for (const k of keys) if (k) count.set(k, (count.get(k) || 0) + 1);
    const sentences = new Map();
    const prose = (el) => {
      if (!sentences.has(el)) sentences.set(el, cardProse(el));
      return sentences.get(el);
    };
    const page = { body, els, keys, count, prose };
    const filled = fillCardHoles(page, pick, picked, furniture);
    const joined = joinSplitStory(page, pick, filled ? root.LaikaWalk.textOf(pick) : picked, excluded);
    return filled || joined;
  }

  // classRuns are the page's runs of min or more elements with the same
  // tag and class that keep picks, in page order, an element inside
  // another of its run left out. Only a class that recurs min times is
  // tried (extract/card_holes.go classRuns).
  function classRuns(page, min, keep) {
    const runs = new Map();
    page.els.forEach((el, i) => {
      const k = page.keys[i];
      if (!k || page.count.get(k) < min || !keep(el)) return;
      const r = runs.get(k);
      if (r && r[r.length - 1].contains(el)) return;
      if (r) r.push(el);
      else runs.set(k, [el]);
    });
    return Array.from(runs.values()).filter((r) => r.length >= min);
  }

  // runKey is el's tag and class, or '' for an element without a class
  // (extract/card_holes.go runKey).
  function runKey(el) {
    const cls = (el.getAttribute('class') || '').trim().split(/\s+/).filter(Boolean).join(' ');
    return cls ? el.localName + '.' + cls : '';
  }

  // cardProse is the word key of the first paragraph in card that reads as
  // a sentence (MIN_PROSE_WORDS words, most of it outside links), or ''.
  function cardProse(card) {
    const { textOf, wordKey } = root.LaikaWalk;
    for (const p of card.querySelectorAll('p')) {
      const text = textOf(p);
      if (text.split(' ').filter(Boolean).length < T.MIN_PROSE_WORDS) continue;
      const { text: size, links } = linkedText(p);
      if (2 * links < size) return wordKey(text);
    }
    return '';
  }

  // cardIn is the element of pick that stands for the card whose sentence
  // is key: the largest one that holds key and no other card's sentence.
  function cardIn(pick, key, keys) {
    const { textOf, wordKey } = root.LaikaWalk;
    let at = Array.from(pick.querySelectorAll('p')).find((p) => wordKey(textOf(p)) === key) || null;
    while (at && at.parentElement && at.parentElement !== pick) {
      const text = wordKey(textOf(at.parentElement));
      if (keys.some((k) => k && k !== key && text.includes(k))) return at;
      at = at.parentElement;
    }
    return at;
  }

  // fillsHole: card, found between the kept cards before and after it, is
  // one of them: titled and laid out as one of them, no page furniture,
  // and not a block of links (extract/card_holes.go fillsHole).
  function fillsHole(card, before, after, furniture) {
    if (furniture(card) || !titled(card) || !((alike(card, before) && titled(before)) || (alike(card, after) && titled(after)))) return false;
    const { text, links } = linkedText(card);
    return 2 * links < text;
  }

  // titled: card has a heading of its own below the page's title
  // (extract/card_holes.go titled).
  const titled = (card) => Array.from(card.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')).some((h) => level(h) > 1 && root.LaikaWalk.textOf(h) !== '');

  // level is h's heading level as extract/dom.go headingLevel reads it.
  const level = (h) => (/^H[1-6]$/.test(h.tagName) ? Number(h.tagName[1]) : h.getAttribute('aria-level') === '1' ? 1 : 2);

  // alike: cards a and b sit side by side in one container, or each in a
  // wrapper of the same class in one container.
  function alike(a, b) {
    const pa = a.parentElement;
    const pb = b.parentElement;
    if (pa === pb) return true;
    return !!pa && !!pb && pa.parentElement === pb.parentElement && pa.localName === pb.localName && pa.getAttribute('class') === pb.getAttribute('class');
  }

  root.LaikaCards = { readRuns, linkedText };
})(globalThis);
