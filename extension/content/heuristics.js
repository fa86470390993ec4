// heuristics.js: the small named measurements observe.js uses, each with a
// sentence on what it measures, and every threshold in one place. Defines
// globalThis.LaikaHeuristics.
(function (root) {
  'use strict';

  const LIMITS = {
    // Default budgets when a caller gives none, and hard caps a caller cannot
    // exceed: the whole observation must fit in one 1 MiB native frame.
    // maxPrimaryChars is the exception: a summary asks for the whole main
    // text (ui/run.js READ_OPTIONS), which only travels to the host
    // (inbound frames may be 64 MiB); its Markdown stays within
    // MAX_MARKDOWN_CHARS.
    defaults: { maxChars: 12000, maxElements: 160, maxBlocks: 80, maxPrimaryChars: 8000, maxOutline: 60, maxOutlineChars: 4000, maxItems: 30, maxItemChars: 400, maxComments: 30, maxCommentChars: 600 },
    caps: { maxChars: 100000, maxElements: 1000, maxBlocks: 400, maxPrimaryChars: 1000000, maxOutline: 300, maxOutlineChars: 20000, maxItems: 200, maxItemChars: 4000, maxComments: 200, maxCommentChars: 4000 },
  };

  const T = {
    // A page with less visible text than this is "sparse": probably an app
    // shell, an image gallery or a gate.
    SPARSE_TEXT_CHARS: 200,
    // Blocks shorter than this are labels and crumbs, not content.
    MIN_BLOCK_CHARS: 25,
    // A sibling run this long with the same shape is a list of items.
    MIN_ITEM_RUN: 3,
    // A card has at least this much text (extract/heuristics.go minItemChars).
    MIN_ITEM_CHARS: 15,
    // A card whose text is more code block than this share is a code
    // example, and a run of mostly such cards a manual's examples, not a
    // list (extract/heuristics.go maxCardCodeShare).
    MAX_CARD_CODE_SHARE: 0.5,
    // A run one of whose cards holds more of the page's text than this
    // share is the page's layout, not a list (extract/heuristics.go).
    MAX_CARD_PAGE_SHARE: 0.5,
    // Link-only cards need this much text outside links per card, unless
    // they have a heading or a price (minItemOwnChars).
    MIN_ITEM_OWN_CHARS: 5,
    // A text block of this many words is a sentence; a card's link in it is
    // one its text mentions (extract/heuristics.go minProseWords).
    MIN_PROSE_WORDS: 8,
    // MIN_MENTION_LEAD: a link after this many words of its line is
    // inside a sentence (extract/items_title.go minMentionLead).
    MIN_MENTION_LEAD: 1,
    // MAX_POINTER_WORDS bounds the label of a note pointing on ("Main
    // article:"; extract/items_title.go maxPointerWords).
    MAX_POINTER_WORDS: 4,
    // A heading's permalink mark is this many characters or fewer ("¶",
    // "#"; extract/heuristics.go maxMarkRunes).
    MAX_MARK_CHARS: 3,
    // A run of cards with no link, price or title element is the page's
    // own text, though one card in this many has one (extract/items_title.go
    // maxNamedShare).
    MAX_NAMED_SHARE: 10,
    // A ranked name is this many words or fewer ("10. Jesse Tyler
    // Ferguson"; extract/items_title.go maxRankedNameWords).
    MAX_RANKED_NAME_WORDS: 6,
    // A topic or tag link has at most this many words; a row of longer
    // links is a list of titles (extract/heuristics.go maxTagWords).
    MAX_TAG_WORDS: 3,
    // A line whose characters (spaces aside) are more than this share
    // machine identifiers is no content (extract/identifiers.go
    // maxIdentifierShare).
    MAX_IDENTIFIER_SHARE: 0.6,
    // Main content this long (sized by textSize: UTF-8 bytes, as Go
    // counts) is a whole article, not a wall's teaser: login and paywall
    // guesses yield to it (extract/heuristics.go readableChars is the
    // same).
    READABLE_CHARS: 2500,
    // Main content shorter than this may be all a wall leaves visible: a
    // page that declares itself not free and shows no wall is walled only
    // then (laika.TeaserChars).
    TEASER_CHARS: 1500,
    // When Readability keeps less than this share of a short page's main
    // region, the region is the content (extract/heuristics.go).
    MIN_READABLE_SHARE: 0.4,
    // A heading echoed by its neighbour line is dropped only up to this
    // length: a label, not a caption (extract/heuristics.go maxLabelChars).
    MAX_LABEL_CHARS: 120,
    // A call to action left out of an item's snippet is no longer than
    // this (extract/heuristics.go maxCTAChars).
    MAX_CTA_CHARS: 30,
    // The cards repeatedControls reads (extract/items.go maxControlCards).
    MAX_CONTROL_CARDS: 100,
    // A line that credits a picture is at most this long; a longer one is
    // a caption (extract/credits.go maxCreditChars).
    MAX_CREDIT_CHARS: 120,
    // A card titled by no more letters or digits than this is an index's
    // letter (extract/heuristics.go maxIndexLetters).
    MAX_INDEX_LETTERS: 2,
    // An item's title is cut to this many characters
    // (extract/heuristics.go maxTitleChars).
    MAX_TITLE_CHARS: 200,
    // A short Readability pick that is at least this share of the page's
    // only <article> is that article (extract/heuristics.go minArticleShare).
    MIN_ARTICLE_SHARE: 0.4,
    // An article ends in a list of other pages when a related-pages lead-in
    // is followed by this many link lines and no prose line (this long,
    // not a link): extract/heuristics.go minTailLinks, minTailProse.
    MIN_TAIL_LINKS: 2,
    MIN_TAIL_PROSE: 100,
    // A led-in list of teaser cards ends an article when it is at most
    // this share of the article's characters and at least this share of
    // its own characters are links: extract/heuristics.go
    // maxTeaserTailShare, minTeaserLinkShare.
    MAX_TEASER_TAIL_SHARE: 0.4,
    MIN_TEASER_LINK_SHARE: 0.3,
    // A teaser line mid-article ("Lesen Sie auch: <linked headline>") is
    // at most this long, its headline at least this many words, and its
    // links hold at least this share of the headline: extract/teasers.go
    // maxTeaserChars, minTeaserWords, minHeadlineLinkShare.
    MAX_TEASER_CHARS: 300,
    MIN_TEASER_WORDS: 3,
    MIN_HEADLINE_LINK_SHARE: 0.6,
    // Below this, Readability's pick is not trusted and the main region
    // stands in (extract/heuristics.go minPrimaryChars).
    MIN_PRIMARY_CHARS: 140,
    // MAX_REPEAT_CHARS / MIN_REPEATS: a link or button this short, seen
    // this often in the main text, is a repeated control read once
    // (extract/primary.go maxRepeatChars, minRepeats).
    MAX_REPEAT_CHARS: 40,
    MIN_REPEATS: 3,
    // A line of words this long (UTF-8 bytes of its word key) said again
    // is a second copy of a block, on a product page or in another part
    // of any page (extract/heuristics.go minRepeatedBlockChars).
    MIN_REPEATED_BLOCK_CHARS: 40,
    // An overlay covers at least this share of the viewport.
    OVERLAY_VIEWPORT_SHARE: 0.4,
    // A dialog drawn over the page (positioned out of flow) counts from
    // this share of the viewport: an age or sign-in box is small.
    DIALOG_VIEWPORT_SHARE: 0.03,
    // Maximum number of links kept in Observation.links.
    MAX_LINKS: 40,
    // Elements whose text we never read (extract/dom.go skipTags). An
    // <svg> or <math> in an HTML page keeps its lower-case tagName: an
    // icon's <title> ("(link takes you to an external page)") is no text.
    // A formula is read by formula.js before this. A ruby's reading (<rt>,
    // and the brackets <rp> shows without ruby layout) is a pronunciation
    // aid over the text, not more text: 日本<rt>にほん</rt> is 日本.
    SKIP_TAGS: new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'svg', 'MATH', 'math', 'CANVAS', 'IFRAME', 'OBJECT', 'EMBED', 'VIDEO', 'AUDIO', 'MAP', 'HEAD', 'META', 'LINK', 'RT', 'RP']),
    BLOCK_TAGS: new Set(['P', 'DIV', 'SECTION', 'ARTICLE', 'MAIN', 'ASIDE', 'HEADER', 'FOOTER', 'NAV', 'UL', 'OL', 'LI', 'DL', 'DT', 'DD', 'TABLE', 'TR', 'TD', 'TH', 'THEAD', 'TBODY', 'BLOCKQUOTE', 'PRE', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'FORM', 'FIELDSET', 'FIGURE', 'FIGCAPTION', 'HR', 'BR', 'ADDRESS', 'DETAILS', 'SUMMARY', 'DIALOG', 'LABEL', 'OPTION', 'LEGEND', 'CAPTION']),
  };

  // Patterns for threads' class names, and a consent overlay's words (Go
  // asks them of markup named for consent instead). The wording and the
  // class names of walls and gates are shared with Go (LaikaPatterns,
  // extract/patterns.go).
  const PATTERNS = {
    consent: /\b(cookie|cookies|consent|gdpr|privacy preferences|we value your privacy)\b/i,
    commentClass: /(^|[-_ ])(comment|comments|reply|replies|discussion)([-_ ]|$)/i,
    authorClass: /(^|[-_ ])(author|byline|user(name)?|hnuser|commenter)([-_ ]|$)/i,
  };

  // linkDensity is the share of an element's text that sits inside links: near
  // 1 for navigation and link farms, near 0 for prose.
  function linkDensity(el, textLen) {
    if (!textLen) return 0;
    let linked = 0;
    for (const a of el.querySelectorAll('a[href]')) linked += (a.textContent || '').replace(/\s+/g, ' ').trim().length;
    return Math.min(1, Math.round((linked / textLen) * 100) / 100);
  }

  // shapeKey is a sibling's structural signature (tag plus sorted classes):
  // result lists and feeds repeat one shape. A WordPress entry's is its
  // post type (wpEntryType; extract/items.go shapeKey).
  function shapeKey(el) {
    const all = (typeof el.className === 'string' ? el.className : '').trim().split(/\s+/).filter(Boolean);
    const wp = wpEntryType(all);
    if (wp) return el.tagName + '.' + wp;
    const cls = all.sort().slice(0, 3).join('.');
    return el.tagName + (cls ? '.' + cls : '');
  }

  // wpEntryType is the "type-…" class of a WordPress entry, which names
  // its post type beside a "status-…" class, and '' for other elements:
  // the rest of an entry's classes are its own (its id, categories, tags,
  // stock, "first" or "last" in a row), so a list's entries share no
  // three of them (extract/items.go wpEntryType).
  function wpEntryType(cls) {
    if (!cls.some((c) => c.startsWith('status-'))) return '';
    return cls.find((c) => c.startsWith('type-')) || '';
  }

  // isSensitiveField reports whether typing into el would hand a secret to
  // page or model: passwords, one-time codes, payment card fields.
  function isSensitiveField(el) {
    const type = (el.getAttribute && (el.getAttribute('type') || '')).toLowerCase();
    if (type === 'password') return true;
    const ac = ((el.getAttribute && el.getAttribute('autocomplete')) || '').toLowerCase();
    if (/\b(current-password|new-password|one-time-code|cc-[a-z-]+)\b/.test(ac)) return true;
    const hint = [el.name, el.id, el.getAttribute && el.getAttribute('aria-label'), el.getAttribute && el.getAttribute('placeholder')].filter(Boolean).join(' ').toLowerCase();
    // Letter boundaries, not \b: "card_cvc" must match, "shipping" must not.
    return /(^|[^a-z])(password|passcode|otp|one[-_ ]?time|cvv|cvc|csc|card[-_ ]?number|cc[-_ ]?num|ccnum|iban|ssn|pin)($|[^a-z])/.test(hint);
  }

  // textSize is how much text s holds, counted as Go counts every length
  // the thresholds above were set with: UTF-8 bytes (len). A Chinese,
  // Japanese or Korean character weighs three, which is about what it
  // says: a Japanese news story of 1,500 characters is a whole article
  // (READABLE_CHARS), as an English one of 2,500 letters is. Counted in
  // UTF-16 units instead, the content script took such a story for a
  // teaser and read the whole page around it, menus and all, where the
  // host read the story.
  function textSize(s) {
    let n = s.length;
    for (let i = 0; i < s.length; i++) {
      const c = s.charCodeAt(i);
      if (c < 0x80) continue;
      if (c < 0x800) n += 1;
      else if (c < 0xd800 || c > 0xdfff) n += 2;
      else n += 1; // each half of a pair: four bytes for two units
    }
    return n;
  }

  function clampOptions(opts) {
    const out = {};
    for (const k of Object.keys(LIMITS.defaults)) {
      const v = opts && opts[k];
      const n = typeof v === 'number' && Number.isFinite(v) && v >= 0 ? Math.floor(v) : LIMITS.defaults[k];
      out[k] = Math.min(n, LIMITS.caps[k]);
    }
    return out;
  }

  root.LaikaHeuristics = { LIMITS, T, PATTERNS, linkDensity, shapeKey, wpEntryType, isSensitiveField, clampOptions, textSize };
})(globalThis);
