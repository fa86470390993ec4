// article.js: article-page rules for the main content, the same as
// extract/article_*.go. Defines globalThis.LaikaArticle.
(function (root) {
  'use strict';
  const { T, textSize } = root.LaikaHeuristics;
  const { isHidden, clean, idOf } = root.LaikaWalk;

  // words is the lowercased word list of a text.
  const words = (s) => clean(s).toLowerCase().split(' ').filter(Boolean);

  // holds: the page marks up one article (a single outermost visible
  // <article>) and Readability's pick is most of it. A short news item is
  // then the whole content, not one block of a page whose content is
  // spread over sections (extract/article_pick.go articleHolds).
  function holds(doc, pick) {
    const arts = Array.from(doc.querySelectorAll('article')).filter((a) => !a.parentElement.closest('article') && !isHidden(a, true));
    if (arts.length !== 1) return false;
    const whole = clean(arts[0].innerText || arts[0].textContent);
    const picked = clean(pick);
    if (picked.length < T.MIN_ARTICLE_SHARE * whole.length) return false;
    return wordsWithin(picked, whole) >= 0.9;
  }

  // declaredArticle: the page declares its article's body, in its JSON-LD
  // (articleBody) or as microdata (its one itemprop="articleBody"), in
  // MIN_BODY_WORDS words or more, and Readability's pick holds 80% of it:
  // the pick is the article, and the region around it, with its lists of
  // other stories, is not more of it (extract/article_body.go
  // pickIsDeclaredArticle).
  const MIN_BODY_WORDS = 60;
  function declaredArticle(doc, pick) {
    for (const body of [ldArticleBody(doc), markedArticleBody(doc)]) {
      if (words(body).length >= MIN_BODY_WORDS && wordsWithin(body, pick) >= 0.8) return true;
    }
    return false;
  }

  // ldArticleBody is the first articleBody the page's JSON-LD blocks
  // declare, or '' (extract/article_body.go declaredArticleBody).
  function ldArticleBody(doc) {
    return ldFind(doc, (x) => (typeof x.articleBody === 'string' && x.articleBody.trim() ? x.articleBody : ''));
  }

  // LD_NESTS: the keys under which a JSON-LD object holds the page's main
  // objects (extract/article_body.go ldNests).
  const LD_NESTS = ['@graph', 'mainEntity', 'mainEntityOfPage'];
  const ldFind = (doc, at) => root.LaikaLD.find(doc, LD_NESTS, at) || '';

  // datedStory: the page says when it was published (declares it for a
  // story, or prints a dateline at the story's start: showsDate), the
  // pick (its element and its text) is a story of MIN_STORY_CHARS or
  // more, mostly not links, and the region's text outside the pick is
  // mostly not prose: headlines and teasers of other stories, not more
  // sections (extract/article_dated.go pickIsDatedStory).
  const MIN_STORY_CHARS = 500;
  const MAX_REST_PROSE = 0.4;
  const MIN_PARAGRAPH_WORDS = 15;
  const MAX_LINK_SHARE = 0.3;
  function datedStory(doc, pick, picked, region) {
    if (!pick || textSize(clean(picked)) < MIN_STORY_CHARS) return false;
    const { wordKey, renderLines } = root.LaikaWalk;
    const keys = new Set();
    let chars = 0;
    let links = 0;
    const mine = renderLines(pick, { live: false, alt: false });
    mine.texts.forEach((t, i) => {
      keys.add(wordKey(t));
      chars += textSize(t);
      links += textSize(t) * Math.min(1, (mine.links[i] || 0) / (t.length || 1));
    });
    if (links >= MAX_LINK_SHARE * chars) return false;
    const all = renderLines(region, { live: false, alt: false });
    if (!declaresPublished(doc) && !showsDate(all, keys)) return false;
    let rest = 0;
    let prose = 0;
    all.texts.forEach((t, i) => {
      if (keys.has(wordKey(t))) return;
      rest += textSize(t);
      if (t.split(/\s+/).filter(Boolean).length >= MIN_PARAGRAPH_WORDS && 5 * (all.links[i] || 0) < t.length) prose += textSize(t);
    });
    return prose < MAX_REST_PROSE * rest;
  }

  // showsDate: a short line that is not all link, near the start of the
  // pick (the region's lines all, the pick's line keys keys) states a
  // date, as a story's dateline does: DATE_LINE_BEFORE lines before its
  // first line to DATE_LINE_INTO lines into it (extract/article_dated.go
  // showsDate).
  const DATE_LINE_BEFORE = 3;
  const DATE_LINE_INTO = 2;
  const MAX_DATE_LINE_CHARS = 100;
  const SHOWN_DATE = root.LaikaPatterns.shownDate;
  function showsDate(all, keys) {
    const { wordKey } = root.LaikaWalk;
    const first = all.texts.findIndex((t) => keys.has(wordKey(t)));
    if (first < 0) return false;
    for (let i = Math.max(0, first - DATE_LINE_BEFORE); i < Math.min(all.texts.length, first + DATE_LINE_INTO); i++) {
      const t = all.texts[i];
      if ([...t].length <= MAX_DATE_LINE_CHARS && (all.links[i] || 0) < t.length && SHOWN_DATE.test(t)) return true;
    }
    return false;
  }

  // declaresPublished: an article:published_time <meta>, a datePublished
  // of a story in the page's JSON-LD, or a microdata datePublished of a
  // story (extract/article_dated.go declaresPublished).
  const STORY_TYPE = /(?:article|posting|report)$/i;
  const storyType = (t) => (typeof t === 'string' ? STORY_TYPE.test(t) : Array.isArray(t) && t.some(storyType));
  function declaresPublished(doc) {
    for (const m of doc.querySelectorAll('meta[property="article:published_time" i], meta[name="article:published_time" i]')) {
      if ((m.getAttribute('content') || '').trim()) return true;
    }
    for (const el of doc.querySelectorAll('[itemprop]')) {
      if (el.getAttribute('itemprop').toLowerCase() !== 'datepublished') continue;
      const scope = el.parentElement && el.parentElement.closest('[itemscope]');
      if (scope && STORY_TYPE.test((scope.getAttribute('itemtype') || '').replace(/[/ ]+$/, ''))) return true;
    }
    return !!ldFind(doc, (x) => (typeof x.datePublished === 'string' && x.datePublished.trim() && storyType(x['@type']) ? x.datePublished : ''));
  }

  // markedArticleBody is the text of the paragraphs of the page's one
  // element marked itemprop="articleBody" (its whole text when it has no
  // paragraphs), or '': the story, without the tag list and sign-up form
  // a CMS marks with it (extract/article_body.go).
  function markedArticleBody(doc) {
    if (!doc.body) return '';
    const marked = Array.from(doc.body.querySelectorAll('[itemprop]')).filter((el) => el.getAttribute('itemprop').toLowerCase() === 'articlebody');
    if (marked.length !== 1) return '';
    const { textOf } = root.LaikaWalk;
    const paras = Array.from(marked[0].querySelectorAll('p'), (p) => textOf(p) + '\n').join('');
    return paras.trim() ? paras : textOf(marked[0]);
  }

  // wordsWithin is the share of part's words that whole holds, each word
  // of whole counted once (extract/article_pick.go wordsWithin).
  function wordsWithin(part, whole) {
    const have = new Map();
    for (const w of words(whole)) have.set(w, (have.get(w) || 0) + 1);
    const ws = words(part);
    if (!ws.length) return 0;
    let inside = 0;
    for (const w of ws) {
      if (have.get(w) > 0) {
        have.set(w, have.get(w) - 1);
        inside++;
      }
    }
    return inside / ws.length;
  }

  // MIN_TITLED_WORDS: an <h1> this many words or more that the page's
  // title holds names the page's story (extract/article_next.go).
  const MIN_TITLED_WORDS = 3;

  // titledArticle: a page that loads the next story as the reader scrolls
  // holds several articles, each under its own <h1>; the page is the one
  // its title names. The <article> under that <h1>, pruned (prune(el)),
  // when Readability's pick is mostly another <h1>-headed article (holds
  // half of one or more and is less than half the titled one); else null
  // (extract/article_next.go).
  function titledArticle(doc, pick, prune) {
    const { wordKey, textOf, hiddenUp } = root.LaikaWalk;
    if (!doc.body) return null;
    // document.title, else the first <h1> (extract/meta.go title).
    const first = doc.querySelector('h1');
    const title = wordKey(doc.title || (first ? first.textContent : ''));
    let own = null;
    const headed = [];
    for (const h of doc.body.querySelectorAll('h1')) {
      const a = h.closest('article');
      if (!a || hiddenUp(h)) continue;
      headed.push(a);
      const k = wordKey(textOf(h));
      if (!own && k.split(' ').filter(Boolean).length >= MIN_TITLED_WORDS && title.includes(k)) own = a;
    }
    if (!own) return null;
    const text = textOf(own);
    if (textSize(clean(text)) < T.MIN_PRIMARY_CHARS || wordsWithin(pick, text) >= 0.5) return null;
    const other = headed.some((a) => a !== own && !a.contains(own) && !own.contains(a) && wordsWithin(textOf(a), pick) >= 0.5);
    return other ? prune(own) : null;
  }

  // relatedLeadIn: the line introduces a list of other pages at the end
  // of an article, in English or (lower-cased, since RE2 and JavaScript
  // fold non-ASCII letters differently) another European language
  // (extract/article_tail.go relatedLead).
  const RELATED_LEAD_IN = root.LaikaPatterns.relatedLeadIn;
  const RELATED_LEAD_IN_WORDS = root.LaikaPatterns.relatedLeadInWords;
  const relatedLeadIn = (text) => RELATED_LEAD_IN.test(text) || RELATED_LEAD_IN_WORDS.test(text.toLowerCase());

  // trimLinkTail drops the lists of other pages that end an article: a
  // short lead-in line ("Related reads:") followed by links only, short
  // lines among them, or by teaser cards (teaserTailAt)
  // (extract/article_tail.go). read is dropRepeats' { lines, ctrls, links }.
  function trimLinkTail(read) {
    let { lines, ctrls, links } = read;
    const texts = lines.map((l) => root.LaikaWalk.bare(l));
    const total = texts.reduce((a, t) => a + t.length, 0);
    for (;;) {
      let cut = linkTailAt(lines, texts, links);
      if (cut < 0) cut = danglingHeadingAt(lines, texts, links);
      if (cut < 0) cut = teaserTailAt(texts, links, total);
      if (cut < 0) return { ...read, lines, ctrls, links };
      lines = lines.slice(0, cut);
      texts.length = cut;
      ctrls = ctrls.slice(0, cut);
      links = links.slice(0, cut);
    }
  }

  // dropWallPitch cuts an article's text at the first short line in a
  // paywall's words (PAYWALL_TEXT) that no prose follows: the pitch and
  // the list it sells go; a pitch with prose after it stays
  // (extract/article_pitch.go).
  const PAYWALL_TEXT = root.LaikaPatterns.paywallText;
  const MAX_PITCH_CHARS = 160;
  const MIN_PITCH_PROSE_WORDS = 20;
  function dropWallPitch(read) {
    const { bare, codeLine } = root.LaikaWalk;
    const prose = (l) => bare(l) === l && l.split(/\s+/).filter(Boolean).length >= MIN_PITCH_PROSE_WORDS;
    const cut = read.lines.findIndex((l, i) => bare(l).length <= MAX_PITCH_CHARS && !codeLine(l) && PAYWALL_TEXT.test(bare(l)) && !read.lines.slice(i + 1).some(prose));
    if (cut < 0) return read;
    return { ...read, lines: read.lines.slice(0, cut), ctrls: read.ctrls.slice(0, cut), links: read.links.slice(0, cut) };
  }

  // dropDateStamps drops the lines that only say when the page was
  // published or updated ("Last updated: April 21, 2025", "This article
  // was originally published on 26 Sep 2019 at 4:12pm but has been
  // regularly updated …"), when the article holds no more than
  // MAX_DATE_STAMPS of them: more are a list's dated entries, each its
  // own (extract/article_stamp.go).
  const DATE_STAMP = root.LaikaPatterns.dateStamp;
  const MAX_DATE_STAMPS = 2;
  const MAX_DATE_STAMP_CHARS = 200;
  function dropDateStamps(read) {
    const { bare, codeLine, keepLines } = root.LaikaWalk;
    const stamp = (l) => !codeLine(l) && Array.from(bare(l)).length <= MAX_DATE_STAMP_CHARS && DATE_STAMP.test(bare(l).toLowerCase());
    const n = read.lines.filter(stamp).length;
    if (n === 0 || n > MAX_DATE_STAMPS) return read;
    return { ...read, ...keepLines(read, (l) => !stamp(l)) };
  }

  // isLinkLine: the line is (almost) all link text (extract/article_tail.go).
  const isLinkLine = (text, linkChars) => linkChars > 0 && linkChars >= 0.8 * text.length;

  // danglingHeadingAt is the last line when it is a short heading that is
  // no link and follows a line that is no heading: the title of a section
  // Readability dropped. A title after a title is a list of titles, a
  // linked one is a card's, a long one prose set as a heading; -1 when
  // none dangles (extract/article_tail.go danglingHeadingAt).
  const isHeading = (l) => /^(?:> )?H[1-6]: /.test(l);
  function danglingHeadingAt(lines, texts, links) {
    const n = lines.length;
    if (n < 2 || !isHeading(lines[n - 1]) || texts[n - 1].length >= T.MIN_TAIL_PROSE ||
        isLinkLine(texts[n - 1], links[n - 1]) || isHeading(lines[n - 2])) return -1;
    return n - 1;
  }

  // linkTailAt is the line where a list of links, led in, ends the text,
  // or where a lead-in whose list Readability dropped ends it; -1 when
  // none does (extract/article_tail.go linkTailAt).
  function linkTailAt(lines, texts, links) {
    let n = 0;
    for (let i = lines.length - 1; i > 0; i--) {
      const text = texts[i];
      if (isLinkLine(text, links[i])) {
        n++;
        continue;
      }
      if (text.length >= T.MIN_TAIL_PROSE || root.LaikaWalk.codeLine(lines[i])) return -1;
      if ((n >= T.MIN_TAIL_LINKS || i === lines.length - 1) && relatedLeadIn(text)) return i;
    }
    return -1;
  }

  // teaserTailAt is the line where a list of teaser cards, led in, ends
  // the text: a short lead-in that is no link, then linked titles and
  // their blurbs, at most MAX_TEASER_TAIL_SHARE of the article and at
  // least MIN_TEASER_LINK_SHARE links; -1 when none does
  // (extract/article_tail.go teaserTailAt).
  function teaserTailAt(texts, links, total) {
    let after = 0;
    let afterLinks = 0;
    let linkLines = 0;
    for (let i = texts.length - 1; i > 0; i--) {
      const text = texts[i];
      if (after > T.MAX_TEASER_TAIL_SHARE * total) return -1;
      if (linkLines >= T.MIN_TAIL_LINKS && afterLinks >= T.MIN_TEASER_LINK_SHARE * after &&
          text.length < T.MIN_TAIL_PROSE && !isLinkLine(text, links[i]) && relatedLeadIn(text)) return i;
      after += text.length;
      afterLinks += links[i];
      if (isLinkLine(text, links[i])) linkLines++;
    }
    return -1;
  }

  // AUTHOR_BOX names an author's box (photo, bio, "view all posts") under a
  // post: about the writer, not what they wrote (extract/article_author.go
  // authorBoxClass). A bare "author" or "byline" class is left to
  // Readability.
  const AUTHOR_BOX = root.LaikaPatterns.authorBoxClass;

  // authorBox: el's class or id names an author box (page furniture).
  const authorBox = (el, cls) => AUTHOR_BOX.test(cls) || AUTHOR_BOX.test(idOf(el));

  // skipLink: el is a "skip link" ("Skip to main content"), a link into
  // the page for keyboard users, hidden until focused: furniture
  // (extract/article_skip.go isSkipLink).
  const skipLink = (el) => el.tagName === 'A' && (el.getAttribute('href') || '').trim().startsWith('#') && (el.textContent.trim().split(/\s+/)[0] || '').toLowerCase() === 'skip';

  // sequenceNavBlocks: the blocks under body that are a manual's or a
  // blog's "Next: … Previous: … Up: …" line: every link a sequence rel
  // (one of them next, prev or up), no more than two words of their own
  // per link, at most MAX_SEQUENCE_NAV_CHARS (extract/article_seqnav.go).
  // A list item stands for its list.
  const STEP_REL = /(?:^|\s)(?:next|prev|previous|up)(?:\s|$)/i;
  const SEQUENCE_REL = /(?:^|\s)(?:next|prev|previous|up|index|contents|toc|first|last|start|home)(?:\s|$)/i;
  const NAV_BLOCK = 'p,div,td,th,nav,header,footer,section,ul,ol,table,body';
  const MAX_SEQUENCE_NAV_CHARS = 400;
  const sequenceNav = (b) => {
    const text = clean(b.textContent);
    if (text.length > MAX_SEQUENCE_NAV_CHARS) return false;
    const links = b.querySelectorAll('a');
    let linkWords = 0;
    let step = false;
    for (const a of links) {
      const rel = a.getAttribute('rel') || '';
      if (!SEQUENCE_REL.test(rel)) return false;
      step = step || STEP_REL.test(rel);
      linkWords += words(a.textContent).length;
    }
    return step && words(text).length - linkWords <= 2 * links.length;
  };
  function sequenceNavBlocks(body) {
    const out = new Set();
    if (!body) return out;
    for (const a of body.querySelectorAll('a[rel]')) {
      if (!STEP_REL.test(a.getAttribute('rel'))) continue;
      const b = a.parentElement && a.parentElement.closest(NAV_BLOCK);
      if (b && b.tagName !== 'BODY' && !out.has(b) && sequenceNav(b)) out.add(b);
    }
    return out;
  }

  // An article's standfirst (the paragraph under the headline that says
  // what the story is) sits in the article's header, which Readability
  // drops. Most sites declare the same words as the page's description,
  // which is how it is found: the element that shows the declared
  // description (extract/article_lead.go).
  // MIN_LEAD_CHARS: a shorter description is a tagline. LEAD_PROBE_CHARS:
  // the standfirst is found by the description's first characters (they
  // are often cut short with "…"). MAX_CUT_LEAD_CHARS: a description cut
  // short is the start of a paragraph that may run on this long
  // (extract/article_lead.go maxCutLeadChars).
  const MIN_LEAD_CHARS = 60;
  const LEAD_PROBE_CHARS = 60;
  const MAX_CUT_LEAD_CHARS = 800;

  // metaOf is the first non-empty content of a <meta> whose name,
  // property or itemprop is key (extract/meta.go metaContent).
  function metaOf(doc, key) {
    for (const m of doc.querySelectorAll('meta[content]')) {
      const v = clean(m.getAttribute('content'));
      if (v && ['name', 'property', 'itemprop'].some((a) => (m.getAttribute(a) || '').toLowerCase() === key)) return v;
    }
    return '';
  }

  // withLead puts the standfirst before read's lines when they do not
  // already say it (extract/article_lead.go withLead).
  function withLead(doc, read) {
    const { wordKey, renderLines } = root.LaikaWalk;
    const whole = wordKey(read.lines.join('\n'));
    for (const name of ['og:description', 'description', 'twitter:description']) {
      const declared = metaOf(doc, name);
      const key = [...wordKey(declared)];
      if (key.length < MIN_LEAD_CHARS) continue;
      const probe = key.slice(0, LEAD_PROBE_CHARS).join('');
      if (whole.includes(probe)) return read;
      const el = shownLead(doc.body, probe, /(\.\.\.|…)$/.test(declared.trim()) ? MAX_CUT_LEAD_CHARS : key.length);
      if (!el) continue;
      const lead = renderLines(el, { live: true, alt: false }).texts;
      return {
        lines: lead.concat(read.lines),
        ctrls: lead.map(() => 0).concat(read.ctrls),
        links: lead.map(() => 0).concat(read.links),
      };
    }
    return read;
  }

  // shownLead is the element that shows the description: the deepest one
  // holding probe whose text is not much longer than the description;
  // null when it is hidden, in page chrome, a link or inside one, or
  // holds a heading of its own (extract/article_lead.go shownLead).
  function shownLead(body, probe, keyLen) {
    const { wordKey, textOf, inChrome, hiddenUp } = root.LaikaWalk;
    if (!body) return null;
    let n = body;
    for (;;) {
      let next = null;
      for (const c of n.children) {
        if (wordKey(textOf(c)).includes(probe)) {
          next = c;
          break;
        }
      }
      if (!next) break;
      n = next;
    }
    if (n === body || [...wordKey(textOf(n))].length > 2 * keyLen + 40 || inChrome(n) || n.closest('a') || hiddenUp(n)) return null;
    const len = clean(textOf(n)).length;
    for (const d of n.querySelectorAll('*')) {
      if (/^H[1-6]$/.test(d.tagName) || (d.tagName === 'A' && clean(textOf(d)).length > len / 2)) return null;
    }
    return n;
  }

  // Readability scores every table cell, so a long table inside an
  // article (an open letter's signatories, every MP's email address)
  // outscores the paragraphs around it and was the whole pick
  // (extract/article_table.go). TABLE_PROBE_CHARS: the pick is found in a
  // table by its opening words; MIN_TABLE_SHARE: a table this long
  // beside the pick is most of it; MIN_PROSE_CHARS: the block around the
  // table holds this much prose outside it; MAX_TABLE_CLIMB: at most
  // this far above the table.
  const TABLE_PROBE_CHARS = 100;
  const MIN_TABLE_SHARE = 0.6;
  const MIN_PROSE_CHARS = 500;
  const MAX_TABLE_CLIMB = 4;

  // tableArticle is the block around the table Readability picked (pick)
  // when the pick is that table or a part of it and the block holds the
  // article's paragraphs, as prune (observe.js prunedRegion) copies it;
  // else null (extract/article_table.go tableArticle).
  function tableArticle(doc, pick, prune) {
    const { wordKey, textOf, inChrome, hiddenUp } = root.LaikaWalk;
    const key = [...wordKey(textOf(pick))];
    if (key.length < TABLE_PROBE_CHARS || !doc.body) return null;
    const head = key.slice(0, TABLE_PROBE_CHARS).join('');
    let table = null;
    for (const t of doc.body.querySelectorAll('table')) {
      if ((t.parentElement && t.parentElement.closest('table')) || hiddenUp(t)) continue;
      const k = wordKey(textOf(t));
      if (k.includes(head) && [...k].length >= MIN_TABLE_SHARE * key.length) {
        table = t;
        break;
      }
    }
    if (!table) return null;
    let a = table;
    for (let i = 0; i < MAX_TABLE_CLIMB && a.parentElement && a.parentElement !== doc.body; i++) {
      a = a.parentElement;
      if (inChrome(a)) return null;
      let prose = 0;
      for (const p of a.querySelectorAll('p')) if (!p.closest('table') && !hiddenUp(p)) prose += clean(textOf(p)).length;
      if (prose >= MIN_PROSE_CHARS) return prune(a);
    }
    return null;
  }

  root.LaikaArticle = { wordsWithin, holds, declaredArticle, datedStory, trimLinkTail, dropWallPitch, dropDateStamps, authorBox, skipLink, sequenceNavBlocks, withLead, tableArticle, titledArticle };
})(globalThis);
