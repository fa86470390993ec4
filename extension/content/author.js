// author.js: who wrote an entry of a thread, by the rules of
// extract/comments_author.go: which block of the entry names the author,
// and which part of that block is the name. Defines globalThis.LaikaAuthor.
(function (root) {
  'use strict';
  const { clean, classOf } = root.LaikaWalk;
  const AUTHOR = root.LaikaPatterns.authorClass;
  const USER_NAME = root.LaikaPatterns.userName;
  // A date or a time is no name; a byline opens with "by" or "answered".
  const STAMP = root.LaikaPatterns.stampText;
  const BY_LEAD = root.LaikaPatterns.byLead;
  const BY_WORD = root.LaikaPatterns.byWord;
  const BYLINE_TAIL = root.LaikaPatterns.bylineTail;
  const BYLINE_SEPARATORS = /^[\s·•|,–—:~-]+|[\s·•|,–—:~-]+$/g;
  const MAX_BYLINE_WORDS = 12;
  // Trimmed off a name ("~ Rachel M.", "Hella,"); not a hyphen ("omg -_-").
  const NAME_MARKS = /^[\s·•|,:~–—]+|[\s·•|,:~–—]+$/g;
  const SKIPPED = new Set(['TIME', 'SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE']);
  const MIN_NAME_CHARS = 2;

  const cls = (el) => classOf(el).toLowerCase();

  // author is the name in an entry's first author element, outside the
  // nested entries isCand holds. One the page declares by microdata or
  // rel comes first: a Stack Exchange post signs with its last editor
  // ("edited Dec 5, 2020") before its author, each in a classed user
  // block, and marks only the author's. Of the blocks named by class, one
  // whose class names the name ("display-name author") comes first, then
  // one with an element for the name, then one read as a byline: Kinja
  // puts a hover card ("Profile") in an author block before the name's,
  // REI a "user-recommendation" ("Yes, I recommend this product") beside
  // its "reviewer-info". Last, a byline in the entry's header or meta line
  // ("Written by Faith Cox on Jul 5th 2022"). A mention of another user
  // ("plugin-mentions-user") names no author.
  const declaredAuthor = (el) => el.getAttribute('itemprop') === 'author' || el.getAttribute('rel') === 'author';
  const isAuthorBlock = (el) => declaredAuthor(el) || (AUTHOR.test(cls(el)) && !cls(el).includes('mention'));
  const namedAuthorBlock = (el) => isAuthorBlock(el) && USER_NAME.test(cls(el));
  function bylineBlock(el) {
    if (el.tagName !== 'HEADER' && el.tagName !== 'FOOTER' && !cls(el).includes('meta')) return false;
    const t = clean(el.textContent);
    return BY_WORD.test(t) && t.split(' ').length <= MAX_BYLINE_WORDS;
  }
  // profileList: a user card laid out as a definition list, the name in
  // its <dt> and the member's figures in its <dd>s ("Registered: …",
  // "Posts: 98"), with no class that names it: FluxBB and PunBB print each
  // post's author so (extract/comments_author.go profileList).
  const PROFILE_STAT = root.LaikaPatterns.profileStat;
  const profileList = (el) => el.tagName === 'DL' && Array.from(el.children).some((c) => c.tagName === 'DD' && PROFILE_STAT.test(clean(root.LaikaWalk.textOf(c)).toLowerCase()));
  function profileName(el) {
    const dt = Array.from(el.children).find((c) => c.tagName === 'DT');
    return dt ? clean(root.LaikaWalk.textOf(dt)) : '';
  }
  const TIERS = [[declaredAuthor, authorName], [namedAuthorBlock, authorName], [isAuthorBlock, namedIn], [isAuthorBlock, authorName], [bylineBlock, bylineName], [profileList, profileName]];
  function author(el, isCand) {
    for (const [is, name] of TIERS) {
      const a = firstAuthor(el, isCand, is, name);
      if (a) return a;
    }
    return '';
  }
  function firstAuthor(el, isCand, is, name) {
    const walk = (n) => {
      for (const ch of n.children) {
        if (isCand && isCand.has(ch)) continue;
        if (is(ch)) {
          const t = name(ch).replace(NAME_MARKS, '');
          if (t) return t;
        }
        const t = walk(ch);
        if (t) return t;
      }
      return '';
    };
    return walk(el);
  }

  // authorName narrows an author block to the name: a schema.org name (a
  // <meta> gives it as its content) first, else a user link or an element
  // named like a user name, else the block's byline. Never a date nor an
  // avatar's letter (extract/comments_author.go authorName).
  const avatarOf = (d) => cls(d).includes('avatar') || !!d.querySelector('[class*=avatar i]');
  function authorName(block) {
    return namedIn(block) || bylineName(block);
  }
  // namedIn: the name an element of the block gives (the block itself
  // last), or ''.
  function namedIn(block) {
    return nameOf(block, (d) => d.getAttribute('itemprop') === 'name') ||
      nameOf(block, (d) => d.tagName === 'A' || USER_NAME.test(cls(d)));
  }
  function nameOf(block, is) {
    let first = '';
    for (const d of [...block.querySelectorAll('*'), block]) {
      if (!is(d)) continue;
      const t = clean(d.tagName === 'META' ? d.getAttribute('content') || '' : d.textContent);
      if (!t || STAMP.test(t)) continue;
      if ([...t].length >= MIN_NAME_CHARS && !avatarOf(d)) return t;
      if (!first) first = t;
    }
    return first;
  }

  // bylineName: the block's text, or, when that is a byline with a "by" or
  // a date ("by <span>sam</span> from mich on <time>…"), its first piece
  // of text that is neither the "by", a label nor a date
  // (extract/comments_author.go bylineName).
  function bylineName(block) {
    const whole = clean(block.textContent);
    if (!STAMP.test(whole) && !BY_LEAD.test(whole)) return whole;
    const walker = block.ownerDocument.createTreeWalker(block, NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      let skipped = false;
      for (let p = n.parentElement; p && p !== block; p = p.parentElement) {
        if (SKIPPED.has(p.tagName)) { skipped = true; break; }
      }
      if (skipped) continue;
      const piece = clean(n.data);
      let t = piece.replace(BY_LEAD, '');
      const at = t.search(STAMP);
      if (at > 0) t = t.slice(0, at).replace(BYLINE_TAIL, ''); // "Faith Cox on Jul 5th 2022"
      t = t.replace(BYLINE_SEPARATORS, '');
      if (!t || piece.endsWith(':') || STAMP.test(t)) continue;
      return t;
    }
    return '';
  }

  // bylineDate is the date an author block outside the post's body (skip)
  // and nested entries gives, the first that gives one: the rest of its
  // text after the author's name (phpBB: "by Ann » Tue Aug 27, 2019 1:47
  // am"), else the rest of its parent's ("by <a class=user>Ann</a>:
  // <span>3:21pm On Mar 09, 2023</span>"); or its whole text when it names
  // no one and is a date that no byline's word opens. A label's value ("Joined: Jan 2,
  // 2017", "Member since Jan 2") is no post's date
  // (extract/thread_byline.go bylineDate).
  const MAX_DATE_CHARS = 40;
  const DATE_MARKS = /^[\s·•|,–—:~»›-]+|[\s·•|,–—:~»›-]+$/g;
  const BYLINE_JOIN = root.LaikaPatterns.bylineJoin;
  const LABEL_COLON = root.LaikaPatterns.labelColon;
  const DATE_PREFIX = root.LaikaPatterns.datePrefix;
  function dateAfterName(rest) {
    const t = clean(rest).replace(DATE_MARKS, '').replace(BYLINE_JOIN, '').replace(DATE_MARKS, '');
    if (!t || [...t].length > MAX_DATE_CHARS || LABEL_COLON.test(t)) return '';
    const m = STAMP.exec(t);
    return m && DATE_PREFIX.test(t.slice(0, m.index)) ? t : '';
  }
  // Text as Go's textOf reads it: without what markup hides (a
  // screen-reader "Post" label before phpBB's date).
  const shown = (el) => clean(root.LaikaWalk.textOf(el));
  function blockDate(block, entry, body, name) {
    const whole = shown(block);
    const i = whole.indexOf(name);
    // An action's time ("asked Feb 4, 2014", "edited Jul 5") is no post's date.
    if (i < 0) return BY_LEAD.test(whole) ? '' : dateAfterName(whole);
    const d = dateAfterName(whole.slice(i + name.length));
    if (d) return d;
    const p = block.parentElement;
    if (!p || p === entry || (body && p.contains(body))) return '';
    const pt = shown(p);
    const j = pt.indexOf(name);
    return j >= 0 ? dateAfterName(pt.slice(j + name.length)) : '';
  }
  function bylineDate(el, isCand, name, skip, body) {
    const walk = (n) => {
      for (const ch of n.children) {
        if ((isCand && isCand.has(ch)) || skip(ch)) continue;
        if (isAuthorBlock(ch) || bylineBlock(ch)) {
          const d = blockDate(ch, el, body, name);
          if (d) return d;
        }
        const d = walk(ch);
        if (d) return d;
      }
      return '';
    };
    return walk(el);
  }

  root.LaikaAuthor = { author, bylineBlock, bylineDate };
})(globalThis);
