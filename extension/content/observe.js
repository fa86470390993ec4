// observe.js: browser.observe_dom. Assembles the observation (the shape of
// Go's laika.Observation) from walk.js, extract.js and signals.js, and the
// main content from Readability.js run on a clone of the document. Defines
// globalThis.LaikaObserve.
(function (root) {
  'use strict';
  const { clampOptions, T, textSize, shapeKey } = root.LaikaHeuristics;
  const { renderLines, newNotes, clean, idOf, classOf, wordKey, bare, cutLines } = root.LaikaWalk;
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
  function primaryOf(doc, store, maxChars, unshown) {
    if (typeof root.Readability !== 'function' || maxChars === 0) return null;
    const P = root.LaikaProduct;
    const product = P.sellsProduct(doc);
    let article = null;
    // The main list's cards, marked in every copy read below, so a card
    // that names itself twice is read once (extract/coll_card_echo.go).
    const regionNotes = newNotes();
    regionCards = root.LaikaExtract.mainList(doc.body, regionNotes);
    regionList = { start: doc.body, cards: regionCards, notes: regionNotes };
    navLines = root.LaikaArticle.sequenceNavBlocks(doc.body);
    // unshown is what the page serves in <noscript> and does not show (a
    // thread its scripts never rendered): Readability's copy and the
    // thread reader read it, as Go reads the page unwrapped
    // (extract/noscript.go).
    try {
      const clone = doc.cloneNode(true);
      // What the live page does not show is marked now, while the copy
      // is still its twin, and removed after the other in-step passes.
      root.LaikaUnseen.markUnseen(doc.documentElement, clone.documentElement);
      root.LaikaWalk.composeShadows(doc.body, clone.body);
      root.LaikaListing.markCards(doc.documentElement, clone.documentElement, regionCards);
      for (const el of clone.querySelectorAll('#' + root.LaikaWalk.SIDECAR_ID)) el.remove();
      // A label waiting for a value its script never filled
      // (extract/unfilled_slots.go).
      for (const el of clone.body.querySelectorAll('p,div,li,dd,span')) if (root.LaikaWalk.unfilledLabel(el)) el.remove();
      // A lead-in that points at a player which reads as nothing
      // (extract/media_lead_ins.go).
      for (const el of clone.body.querySelectorAll('h2,h3,h4,h5,h6,p')) if (root.LaikaWalk.mediaLeadIn(el)) el.remove();
      root.LaikaNoscript.unwrap(clone.body, unshown);
      // Formula boxes are named by classes Readability drops (formula.js).
      root.LaikaFormula.readFormulas(clone.body);
      markFurniture(clone.body);
      root.LaikaWalk.markCaptions(clone.body);
      markShapes(clone.body);
      if (!root.LaikaPosts || !root.LaikaPosts.isDiscussionPage(doc, unshown)) markComments(clone.body);
      markPageChrome(clone.body);
      dropDialogs(clone.body);
      // A failure's message box, named by a class Readability drops
      // (extract/state_messages.go; Go's dropTooltips).
      for (const el of clone.body.querySelectorAll('div,p,span,section,small')) if (root.LaikaWalk.stateMessage(el)) el.remove();
      root.LaikaListing.forTheEye(clone.body);
      openTabPanels(clone.body);
      unslugIds(clone.body);
      unnameLabels(clone.body);
      unnameBody(clone.body);
      unwrapLinkedParagraphs(clone.body);
      inlineItemDivs(clone.body);
      unpictureSteps(clone.body);
      unwrapHeadingButtons(clone.body);
      dropEditLinks(clone.body);
      splitCodeLines(clone.body);
      root.LaikaUnseen.dropUnseen(clone.body);
      if (product) P.prepareCopy(clone.body);
      root.LaikaWeights.soften(clone.body);
      spanFonts(clone.body);
      // Readability's own retry threshold (500 characters), go-readability's
      // CharThresholds for the host: a first pass shorter than it is run
      // again with fewer cleaning rules. A lower one kept first passes
      // that had cleaned out a docs page's linked guide cards.
      article = new root.Readability(clone).parse();
    } catch {
      article = null;
    }
    let body = null;
    if (article && article.content) {
      body = new DOMParser().parseFromString('<!doctype html><body>' + article.content, 'text/html').body;
      pruneFurniture(body);
      pruneChrome(body);
    }
    // The pick's text as Go's textOf reads it (extract/primary.go kept):
    // its blocks kept apart, so a minified page's "Data Analytics" and
    // "Agency" are not sized or matched as one word.
    let picked = body ? root.LaikaWalk.textOf(body) : '';
    // Readability keeps one block. When it kept a small part of a short
    // page's main region (a service page's sections, a listing, a forum
    // thread), or nothing, the region itself, chrome pruned, is the
    // content (extract/primary.go, minReadableShare, does the same).
    const L = root.LaikaListing;
    const main = L.regionOf(doc);
    let fallback = false;
    // A thread's posts are its content (extract/thread.go threadPrimary);
    // a product page's reviews are not. The posts are compared with what
    // Readability picked, furniture or not.
    const thread = !product && root.LaikaPosts ? root.LaikaPosts.threadOf(doc, body, unshown) : null;
    // A pick that is all furniture (a shipping banner whose marked tags
    // Readability rewrote) or all page chrome (the footer of a page whose
    // scripts render the rest) is no pick (extract/primary.go).
    if (body && (inFurniture(doc, picked) || inPageChrome(doc, body))) {
      body = null;
      picked = '';
    }
    const pick = body;
    if (thread) {
      // Furniture inside a post (the opening post's breadcrumb and share
      // menu) goes as from any pick (extract/primary.go prunes the thread
      // too).
      pruneFurniture(thread);
      body = thread;
    }
    else if (main) {
      const kept = textSize(picked);
      // Readability found (almost) nothing: the region stands in, and
      // confidence says so (extract/heuristics.go minPrimaryChars).
      fallback = kept < T.MIN_PRIMARY_CHARS;
      // A list page whose landmark holds the list: a pick of a part of
      // it, or of it and the chrome around, yields to the landmark
      // (extract/listing_region.go listPick).
      // An article Readability read as its long table is read whole
      // (extract/article_table.go).
      // A later story of a page that loads the next one as the reader
      // scrolls yields to the story the title names
      // (extract/article_next.go).
      const titled = body && !fallback ? root.LaikaArticle.titledArticle(doc, picked, prunedRegion) : null;
      const tabled = !titled && body && !fallback ? root.LaikaArticle.tableArticle(doc, body, prunedRegion) : null;
      // A pick that holds the article's declared body is the article
      // (extract/article_body.go): no list around it replaces it.
      const declared = body && !fallback && !product && root.LaikaArticle.declaredArticle(doc, picked);
      const listed = !titled && !tabled && body && !fallback && !product ? (!declared && L.listPick(doc, main, picked, prunedRegion, regionCards)) || L.introPick(doc, picked, regionCards, prunedRegion) : null;
      if (titled) body = titled;
      else if (tabled) body = tabled;
      else if (listed) body = listed;
      else if (kept < T.READABLE_CHARS || product) {
        // A product page's sections are its content however long the
        // one block Readability kept (a spec sheet beside the feature
        // sections): extract/primary.go keptOneBlock.
        const region = prunedRegion(main);
        if (product) P.dropReviews(region);
        // A dated story among other stories' headlines is the story
        // (extract/article_dated.go).
        const A = root.LaikaArticle;
        if (!body || fallback || ((distinctLength(body) < T.MIN_READABLE_SHARE * textSize(root.LaikaWalk.textOf(region)) || (product && P.keptOneTab(doc, picked))) && !A.holds(doc, picked) && !declared && (product || !A.datedStory(doc, body, picked, region)))) body = region;
      }
    }
    if (!body) return null;
    // A roundup's cards Readability kept in part, and a story's blocks
    // split between advertisements, are put back in their places, taken
    // from the page, so opened and pruned as the pick was
    // (extract/card_holes.go, extract/article_split.go).
    if (body === pick && !thread) {
      const C = root.LaikaCards;
      const furniture = (el) => furnitureNamed(el, classOf(el));
      // Comment sections are marked where the page is no discussion, as
      // for Readability's copy; asked only of a block about to join.
      let comments;
      const inComments = (el) => {
        if (comments === undefined) comments = !root.LaikaPosts || !root.LaikaPosts.isDiscussionPage(doc, unshown);
        return comments && COMMENTS_AREA.test(classOf(el) + ' ' + idOf(el));
      };
      if (C.readRuns(doc.body, body, picked, furniture, (el) => furniture(el) || inComments(el))) {
        openTabPanels(body);
        pruneFurniture(body);
      }
    }
    dropEditLinks(body);
    if (!thread) for (const el of body.querySelectorAll(`[${COMMENTS_MARK}]`)) el.remove();
    if (!thread) dropTeasers(body);
    if (product) P.cleanPick(body);
    // Render the whole main text once, then cut it to the budget, so the
    // observation can say how much it left out.
    const full = renderLines(body, { live: false, alt: false, maxChars: FULL_TEXT_CHARS });
    const ticked = collapseTickers(full);
    const cardRead = root.LaikaListing.dropCardEchoes(thread ? ticked : dropTwinBlocks(ticked), thread ? [] : regionCards);
    // The buy box's lines are cleaned as the main text's are (extract/product_buybox.go).
    const cleanLines = (r) => LINE_CLEANERS.reduce((x, drop) => drop(x), root.LaikaWalk.dropRepeats(r.lines, r.ctrls, r.links, r.blocks));
    let read = cleanLines(cardRead);
    // Readability's pick, or the region that stood in for a short one, is
    // an article: its closing list of other posts is not part of it
    // (extract/article_tail.go trimLinkTail), nor is a paywall's pitch
    // and what it sells (extract/article_pitch.go), nor a line that only
    // dates the page (extract/article_stamp.go).
    if (!thread && !fallback && !product) read = root.LaikaArticle.trimLinkTail(root.LaikaArticle.dropWallPitch(root.LaikaArticle.dropDateStamps(read)));
    if (product) read = P.withDescription(doc, P.withBuyBox(doc, P.dropRepeatedWords(P.dropRepeatedRuns(P.dropRepeatedBlocks(read), cardParts), cardParts), prunedRegion, cleanLines));
    // A thread's quoted posts repeat earlier ones (extract/primary.go).
    else if (thread || (root.LaikaPosts && root.LaikaPosts.isDiscussionPage(doc, unshown))) read = P.dropRepeatedBlocks(read);
    // A list is read with its introduction (extract/list_intro.go).
    if (!product && !thread) read = root.LaikaArticle.withLead(doc, root.LaikaListing.withIntro(doc, read, regionCards, prunedRegion));
    const whole = read.lines.join('\n');
    if (!whole.trim()) return null;
    const text = cutLines(whole, maxChars);
    const p = { text, markdown: renderLines(body, { live: false, alt: false, style: 'markdown', maxChars: Math.min(maxChars, MAX_MARKDOWN_CHARS) }).lines.join('\n') };
    if (text.length < whole.length || full.truncated) {
      p.truncated = true;
      p.totalChars = whole.length;
    }
    const captions = root.LaikaWalk.captionLines(read.lines, text.length, new Set(full.texts.filter((t, i) => full.caps[i])));
    if (captions.length) p.captions = captions;
    p.confidence = confidence(read, whole, doc, fallback, root.LaikaListing.readsAsList(regionCards, whole));
    if (article && article.title) p.title = clean(article.title, 300);
    if (article && article.byline) p.byline = clean(article.byline, 200);
    if (article && article.excerpt) p.excerpt = clean(article.excerpt, 500);
    const handle = mainElement(doc);
    if (handle) p.handleId = store.mint(handle);
    return p;
  }

  // CONSENT names a cookie or privacy consent box (extract/primary.go
  // consentClass).
  const CONSENT = root.LaikaPatterns.consentClass;
  // MAX_DIALOG_SHARE: a "dialog" holding more of the page's text than
  // this is the page (extract/primary.go maxDialogShare).
  const MAX_DIALOG_SHARE = 0.5;

  // undoTwiceIn undoes text encoded to UTF-8 twice ("â€™" for "’") in
  // every string of obs when the page holds three or more such
  // characters: fewer could be real text (fetch/charset_twice.go, which
  // the host's own reading goes through).
  function undoTwiceIn(doc, obs) {
    const { undoTwice } = root.LaikaWalk;
    // Most pages have none in what was read: the page's whole text is
    // counted only when the observation's own text holds some.
    const read = obs.text + (obs.primary ? obs.primary.text : '');
    if (!undoTwice(read).found || undoTwice(doc.body ? doc.body.textContent : '').found < 3) return;
    const fix = (v) => {
      if (typeof v === 'string') return undoTwice(v).text;
      if (Array.isArray(v)) return v.map(fix);
      if (v && typeof v === 'object') {
        for (const k of Object.keys(v)) v[k] = fix(v[k]);
      }
      return v;
    };
    fix(obs);
  }

  // spanFonts renames the copy's <font> tags to <span>, as Readability does,
  // but before Readability turns runs of <br> into paragraphs: there a
  // <font> is not phrasing content, so in "<b>Label</b><br><br><a><font>
  // Value</font></a>" the paragraph meant to hold the link stayed empty
  // and was dropped with the breaks, and an old page's table of labels
  // and links read "LabelValue". Go's Readability reads it as two lines.
  function spanFonts(body) {
    for (const font of [...body.getElementsByTagName('font')]) {
      const span = font.ownerDocument.createElement('span');
      for (const a of font.attributes) span.setAttribute(a.name, a.value);
      span.append(...font.childNodes);
      font.replaceWith(span);
    }
  }

  // distinctLength is the size of a pick's text with each line once: a
  // pick that says a paragraph twice (an intro repeated under its
  // heading) is no bigger for it when weighed against the region
  // (extract/primary.go distinctText).
  function distinctLength(body) {
    const seen = new Set();
    const kept = [];
    for (const l of renderLines(body, { live: false, alt: false }).texts) {
      const k = wordKey(l);
      if (k && seen.has(k)) continue;
      seen.add(k);
      kept.push(l);
    }
    return textSize(clean(kept.join(' ')));
  }

  // dropDialogs removes dialogs, modals and consent boxes from the copy
  // Readability reads: a long cookie notice is never the main content.
  function dropDialogs(body) {
    if (!body) return;
    const total = clean(body.textContent).length;
    for (const el of Array.from(body.querySelectorAll('dialog,[aria-modal=true],[role=dialog],[role=alertdialog],[class],[id]'))) {
      if (!body.contains(el)) continue;
      const cls = classOf(el);
      const role = el.getAttribute('role');
      const dialog = el.tagName === 'DIALOG' || el.getAttribute('aria-modal') === 'true' || role === 'dialog' || role === 'alertdialog' || CONSENT.test(cls) || CONSENT.test(idOf(el));
      if (dialog && clean(el.textContent).length < MAX_DIALOG_SHARE * total) el.remove();
    }
  }

  // CODE_LINE and CODE_GUTTER name what syntax highlighters wrap around
  // each source line and each line number (extract/code.go).
  const CODE_LINE = root.LaikaPatterns.codeLineClass;
  const CODE_GUTTER = root.LaikaPatterns.codeGutterClass;

  // splitCodeLines writes out the line breaks of highlighted code in the
  // copy Readability reads (which drops the class names that tell them):
  // lines shown as blocks by CSS ran together, and line numbers ran into
  // the code (extract/code.go splitCodeLines).
  function splitCodeLines(body) {
    if (!body) return;
    dropGutterCells(body);
    const doc = body.ownerDocument;
    for (const pre of body.querySelectorAll('pre')) {
      // Two or more <code> blocks in one <pre> are one listing each
      // (extract/code.go childCodes).
      const codes = Array.from(pre.children).filter((c) => c.tagName === 'CODE');
      const lines = codes.slice(0, -1);
      const gutters = [];
      for (const el of pre.querySelectorAll('*')) {
        const cls = classOf(el);
        if (CODE_GUTTER.test(cls) || el.hasAttribute('data-line-number')) gutters.push(el);
        else if (el.tagName === 'DIV' || el.tagName === 'P' || CODE_LINE.test(cls)) lines.push(el);
      }
      for (const el of lines) {
        const next = el.nextSibling;
        if (!/\n$/.test(el.textContent) && !(next && next.nodeType === 3 && next.data.startsWith('\n'))) el.after(doc.createTextNode('\n'));
        if (el.previousSibling && (el.tagName === 'DIV' || el.tagName === 'P')) el.prepend(doc.createTextNode(' '));
      }
      for (const el of gutters) el.append(doc.createTextNode(' '));
    }
  }

  // dropGutterCells removes the line numbers a highlighter lays out as a
  // table beside the code (Pygments' linenos="table", Rouge's gutter): a
  // cell named a gutter holding only numbers, in a row where another cell
  // holds the <pre>. Read, they were a block of "1 2 3" before every
  // listing (extract/code.go dropGutterCells).
  function dropGutterCells(body) {
    const cells = [...body.querySelectorAll('td,th')].filter((td) =>
      CODE_GUTTER.test(classOf(td)) && /^\s*\d[\d\s]*$/.test(td.textContent) &&
      [...td.parentElement.children].some((c) => c !== td && c.querySelector('pre')));
    for (const td of cells) td.remove();
  }

  // MAX_TICKER_WORDS and MIN_TICKER_REPEATS: a phrase of at most this
  // many words said this often in a row is a ticker (extract/ticker.go).
  const MAX_TICKER_WORDS = 8;
  const MIN_TICKER_REPEATS = 4;

  // collapseTickers turns each line of read (renderLines' output) that is
  // one short phrase said over and over ("Book Now * Book Now * …", a
  // marquee copied so its animation loops) into the phrase said once
  // (extract/ticker.go collapseTickers).
  function collapseTickers(read) {
    const lines = [];
    const texts = [];
    read.texts.forEach((t, i) => {
      const p = tickerPhrase(t);
      const l = read.lines[i];
      texts.push(p || t);
      lines.push(p ? l.slice(0, l.length - t.length) + p : l);
    });
    return { ...read, lines, texts };
  }

  // dropTwinBlocks drops a line of prose already read in another part of
  // the page: a header's summary the body prints again, a section printed
  // for narrow screens and again for wide. Where the two copies' paths
  // part below their nearest common ancestor, the two children differ in
  // shape, and neither is a copy's own block. Lines repeated across one
  // list's cards (siblings of one shape), code, table rows, link lines
  // and short lines stay (extract/twin_blocks.go dropTwinBlocks).
  function dropTwinBlocks(read) {
    const first = new Map();
    const keep = read.lines.map((l, i) => {
      const k = wordKey(read.texts[i]);
      const b = read.blocks[i];
      if (textSize(k) < T.MIN_REPEATED_BLOCK_CHARS || !b || root.LaikaWalk.codeLine(l) || read.texts[i].includes(' | ') || 2 * read.links[i] >= read.texts[i].length) return true;
      if (!first.has(k)) {
        first.set(k, b);
        return true;
      }
      return !twinParts(first.get(k), b);
    });
    const pick = (a) => a.filter((_, i) => keep[i]);
    return { ...read, lines: pick(read.lines), texts: pick(read.texts), ctrls: pick(read.ctrls), links: pick(read.links), cards: pick(read.cards), caps: pick(read.caps), blocks: pick(read.blocks) };
  }

  // twinParts: a and b sit in parts of the page of two shapes
  // (extract/twin_blocks.go twinParts).
  function twinParts(a, b) {
    const [ca, cb] = root.LaikaWalk.partChildren(a, b);
    return !!ca && !!cb && ca !== a && cb !== b && partShape(ca) !== partShape(cb);
  }

  // SHAPE_MARK carries an element's shapeKey into Readability's copy,
  // which drops class names (extract/twin_blocks.go shapeMark).
  const SHAPE_MARK = 'data-laika-shape';

  // markShapes marks every element that has classes with its shapeKey
  // (extract/twin_blocks.go markShapes).
  function markShapes(body) {
    if (!body) return;
    for (const el of body.querySelectorAll('[class]')) if (el.getAttribute('class')) el.setAttribute(SHAPE_MARK, shapeKey(el));
  }

  // partShape is el's shape as the page wrote it: its mark, or its
  // shapeKey where it had no classes to lose (extract/twin_blocks.go).
  const partShape = (el) => el.getAttribute(SHAPE_MARK) || shapeKey(el);

  // cardParts: a and b sit in two cards of one comparison, which share
  // field names and values: below their nearest common ancestor, the
  // children that hold them are two of MIN_COMPARE_CARDS or more siblings
  // of one kind (kinShapes), each short, each with words of its own
  // (extract/twin_blocks.go cardParts).
  const MIN_COMPARE_CARDS = 3;
  const MAX_COMPARE_CARD_CHARS = 600;
  const MAX_CARD_OVERLAP = 0.9;
  function cardParts(a, b) {
    if (!a || !b) return false;
    const [ca, cb] = root.LaikaWalk.partChildren(a, b);
    if (!ca || !cb || ca === a || cb === b || !kinShapes(partShape(ca), partShape(cb))) return false;
    const ta = wordKey(root.LaikaWalk.textOf(ca));
    const tb = wordKey(root.LaikaWalk.textOf(cb));
    const within = root.LaikaArticle.wordsWithin;
    if (ta.length > MAX_COMPARE_CARD_CHARS || tb.length > MAX_COMPARE_CARD_CHARS || within(ta, tb) >= MAX_CARD_OVERLAP || within(tb, ta) >= MAX_CARD_OVERLAP) return false;
    let n = 0;
    for (const c of ca.parentElement.children) if (kinShapes(partShape(c), partShape(ca))) n++;
    return n >= MIN_COMPARE_CARDS;
  }

  // kinShapes: two shapes (tag.class.class) of one tag that share a class
  // (extract/twin_blocks.go kinShapes).
  function kinShapes(a, b) {
    const [ta, ...ca] = a.split('.');
    const [tb, ...cb] = b.split('.');
    return ta === tb && ca.length > 0 && ca.some((c) => cb.includes(c));
  }

  // tickerPhrase is the phrase a line's text says over and over, or ''
  // (extract/ticker.go tickerPhrase).
  function tickerPhrase(text) {
    if (text.includes(' | ')) return ''; // a table row compares plans
    const words = text.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
    const eq = (a, b) => a.toLowerCase() === b.toLowerCase();
    for (let n = 1; n <= MAX_TICKER_WORDS && n * MIN_TICKER_REPEATS <= words.length; n++) {
      let reps = 1;
      while (reps * n + n <= words.length && words.slice(reps * n, reps * n + n).every((w, i) => eq(w, words[i]))) reps++;
      const tail = words.slice(reps * n);
      const k = tail.length - 1;
      const prefix = tail.length === 0 || (tail.length <= n && tail.slice(0, k).every((w, i) => eq(w, words[i])) && words[k].toLowerCase().startsWith(tail[k].toLowerCase()));
      if (reps >= MIN_TICKER_REPEATS && words.length - reps * n <= n && prefix) return words.slice(0, n).join(' ');
    }
    return '';
  }

  // tabPanel: el is a tab or accordion panel (walk.js; extract/dom.go tabPanel).
  const { tabPanel } = root.LaikaWalk;

  // openTabPanels shows closed tab and accordion panels in the copy
  // Readability reads (extract/tabs.go): Readability drops hidden nodes,
  // and a page whose content sits in tabs (a product's specifications,
  // documentation's per-language steps) lost all but the open one. The
  // panels are all found before any is opened: a FAQ's folded answer is
  // known by the folded answers beside it, and opening them one by one
  // left the last with none.
  function openTabPanels(body) {
    if (!body) return;
    const panels = [...body.querySelectorAll('[role=tabpanel],[class],[style],[id],[hidden]')].filter((el) => tabPanel(el));
    for (const el of panels) {
      el.removeAttribute('hidden');
      if (el.getAttribute('aria-hidden') === 'true') el.removeAttribute('aria-hidden');
      if (el.style && el.style.display === 'none') el.style.removeProperty('display');
      if (el.style && el.style.visibility === 'hidden') el.style.removeProperty('visibility');
    }
  }

  // MAX_RATING_CHARS bounds a declared rating value or count
  // (extract/rating.go maxRatingChars).
  const MAX_RATING_CHARS = 16;

  // ldRating is the page's schema.org aggregateRating from JSON-LD (on any
  // object, inside @graph or an array): [ratingValue, ratingCount or
  // reviewCount] (extract/rating.go rating; shared fixture
  // e2e/fixtures/reading/rating.html).
  function ldRating(doc) {
    const num = (v) => {
      const s = typeof v === 'string' ? v.trim() : typeof v === 'number' && isFinite(v) ? String(v) : '';
      return s && s.length <= MAX_RATING_CHARS && /[0-9]/.test(s) ? s : '';
    };
    const ar = (v) => v.aggregateRating && typeof v.aggregateRating === 'object' && !Array.isArray(v.aggregateRating) ? v.aggregateRating : null;
    const found = root.LaikaLD.find(doc, ['@graph'], (v) => (ar(v) && num(ar(v).ratingValue) ? ar(v) : null));
    if (found) return [num(found.ratingValue), num(found.ratingCount) || num(found.reviewCount)];
    return ['', ''];
  }

  // FURNITURE names page furniture inside the main content: menus,
  // breadcrumbs, share bars, related links, filter panels, tables of
  // contents, pagination, banners, sign-up boxes, footers (extract/primary.go
  // boilerplateClass).
  const FURNITURE = root.LaikaPatterns.boilerplateClass;
  const FURNITURE_MARK = 'data-laika-furniture';
  // NAV_MARK: FURNITURE_MARK's value on a sequence navigation line, which
  // goes at any length (extract/article_seqnav.go navMark).
  const NAV_MARK = 'nav';
  const CHROME_ROLES = '[role=navigation],[role=banner],[role=contentinfo],[role=complementary],[role=dialog],[role=alertdialog]';
  const CHROME = 'nav,header,footer,aside,form,dialog,' + CHROME_ROLES;

  // MIN_SLUG_WORDS: an id of fewer words ("comments", "related-posts") is
  // a name someone chose (extract/slugs.go minSlugWords).
  const MIN_SLUG_WORDS = 3;
  const alnumKey = (s) => (s || '').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

  // slugId: el's id is its own heading, or its first heading's, written as
  // a slug ("respond-to-review-comments"): documentation generators name
  // sections after their headings, and the words of a title say nothing
  // about furniture (extract/slugs.go slugID).
  function slugId(el) {
    const id = idOf(el);
    if (id.split(/[^\p{L}\p{N}]+/u).filter(Boolean).length < MIN_SLUG_WORDS) return false;
    const h = /^H[1-6]$/.test(el.tagName) ? el : el.querySelector('h1,h2,h3,h4,h5,h6');
    if (!h) return false;
    const a = alnumKey(id);
    const b = alnumKey(h.textContent);
    if (a.length < 8 || b.length < 8) return false;
    return a === b || (a.startsWith(b) && /^[0-9]*$/.test(a.slice(b.length))) || b.startsWith(a);
  }

  // wallPrompt: el's class names a paywall and el holds a short prompt
  // with a link or button to act on it ("Subscribe to get access", then
  // Subscribe and Log in): the prompt a members-only block serves its
  // guests, not the post's words. A walled box with the article's teaser
  // runs longer, and a walled paragraph (The New Yorker classes each
  // "paywall") is the story's (extract/wall_prompt.go).
  const PAYWALL_CLASS = root.LaikaPatterns.paywallClass;
  const MAX_WALL_PROMPT = 300;
  const PROMPT_BOX = new Set(['DIV', 'SECTION', 'ASIDE', 'FORM', 'DIALOG']);
  const wallPrompt = (el, cls) => PROMPT_BOX.has(el.tagName) && PAYWALL_CLASS.test(cls) && root.LaikaHeuristics.textSize(root.LaikaWalk.textOf(el)) <= MAX_WALL_PROMPT && !!el.querySelector('a[href],button');

  // furnitureId: el's id names furniture and is not a heading's slug.
  const furnitureId = (el) => FURNITURE.test(idOf(el)) && !slugId(el);
  // furnitureNamed: el's class or id names furniture; a heading never does
  // ("hide-from-toc" is about the heading; extract/slugs.go furnitureNamed).
  // A page's hero banner is its introduction, never furniture.
  const HERO = root.LaikaPatterns.heroClass;
  const furnitureNamed = (el, cls) => !/^H[1-6]$/.test(el.tagName) && (furnitureClass(el, cls) || furnitureId(el) || wallPrompt(el, cls) || root.LaikaArticle.authorBox(el, cls) || root.LaikaArticle.skipLink(el)) && !promoCard(el) && !HERO.test(cls + ' ' + idOf(el)) && !pageIndex(el, cls) && !proseContents(el) && !tabbedProse(el);

  // furnitureClass: cls names furniture, read without its tokens that
  // lay a block out beside a sidebar ("has-sidebar",
  // "lg:w-main-with-right-sidebar") and, over prose, without its
  // advertising modifiers (extract/slugs.go furnitureClass).
  const SIDEBAR_LAYOUT = root.LaikaPatterns.sidebarLayout;
  function furnitureClass(el, cls) {
    if (!FURNITURE.test(cls)) return false;
    if (SIDEBAR_LAYOUT.test(cls)) {
      cls = cls.split(/\s+/).filter((t) => t && !SIDEBAR_LAYOUT.test(t)).join(' ');
      if (!FURNITURE.test(cls)) return false;
    }
    return !modifierProse(el, cls);
  }

  // modifierProse: cls names furniture only in an advertising modifier
  // (the part of a BEM name after "--": "TestReport__Section--Ads", a
  // section an advert may be placed in), and el reads as prose:
  // MIN_MODIFIER_PROSE paragraphs of MIN_PROSE_WORDS words, under a
  // quarter of its text in links (extract/slugs.go modifierProse).
  const MIN_MODIFIER_PROSE = 1;
  const AD_MODIFIER = root.LaikaPatterns.adModifier;
  function modifierProse(el, cls) {
    if (!cls.includes('--')) return false;
    const bases = cls.split(/\s+/).map((t) => {
      const i = t.indexOf('--');
      return i >= 0 && AD_MODIFIER.test(t.slice(i + 2)) ? t.slice(0, i) : t;
    });
    if (FURNITURE.test(bases.join(' '))) return false;
    const { textOf } = root.LaikaWalk;
    let paras = 0;
    for (const p of el.querySelectorAll('p')) {
      if (textOf(p).split(' ').filter(Boolean).length >= T.MIN_PROSE_WORDS && ++paras >= MIN_MODIFIER_PROSE) break;
    }
    if (paras < MIN_MODIFIER_PROSE) return false;
    const { text, links } = root.LaikaCards.linkedText(el);
    return 4 * links < text;
  }

  // pageIndex: el is a table of contents whose links lead to other pages,
  // as a manual's chapter page lists its sections: that list is the
  // chapter's content. A link to a section of this page (its fragment
  // names an element here) makes it a contents box that repeats the
  // headings below, which stays furniture (extract/page_index.go).
  const TOC = root.LaikaPatterns.tocClass;
  const MIN_INDEX_LINKS = 3; // extract/page_index.go minIndexLinks
  function pageIndex(el, cls) {
    if (!TOC.test(cls + ' ' + idOf(el))) return false;
    const doc = el.getRootNode();
    let links = 0;
    for (const a of el.querySelectorAll('a[href]')) {
      const href = a.getAttribute('href').trim();
      if (!href) continue;
      const at = href.indexOf('#');
      if (at >= 0) {
        const frag = href.slice(at + 1);
        if (!frag || (doc.getElementById && doc.getElementById(frag))) return false;
      }
      links++;
    }
    return links >= MIN_INDEX_LINKS;
  }

  // proseContents: el is named only as a table of contents ("TOC_TITLE_1")
  // yet reads as prose, less than half of its text in links: sites name
  // each section of an article after the contents box that links to it
  // (extract/page_index.go proseContents).
  function proseContents(el) {
    if (!namedOnlyBy(el, TOC)) return false;
    const { text, links } = root.LaikaCards.linkedText(el);
    return text > 0 && 2 * links < text;
  }

  // tabbedProse: el is, or sits in, a tab set's panel, or is mostly tab
  // panels (a tab set and its heading), and reads as prose: less than
  // half of its text in links, and a paragraph of MIN_PROSE_WORDS words
  // outside links, labels and buttons. A tab set named for what its tabs
  // do ("filter-tab", "filter-menu-item-container") is content; a filter
  // bar has no paragraph, and a sidebar whose tabbed widget sits among
  // its other widgets is more than its panels (extract/tab_prose.go).
  const TAB_SET_PANEL = '[role=tabpanel],[class*="tab-pane" i],[class*="tabpanel" i],[class*="tab-content" i]';
  function tabbedProse(el) {
    const { textOf } = root.LaikaWalk;
    const inPanel = !!el.closest(TAB_SET_PANEL);
    if (!inPanel && !el.querySelector(TAB_SET_PANEL)) return false;
    const para = Array.from(el.querySelectorAll('p')).some((p) => !(p.parentElement && p.parentElement.closest('a,label,button')) && textOf(p).split(' ').filter(Boolean).length >= T.MIN_PROSE_WORDS);
    if (!para) return false;
    const { text, links } = root.LaikaCards.linkedText(el);
    if (2 * links >= text) return false;
    if (inPanel) return true;
    // The outermost panels el holds.
    const panels = Array.from(el.querySelectorAll(TAB_SET_PANEL)).filter((p) => !p.parentElement.closest(TAB_SET_PANEL) || !el.contains(p.parentElement.closest(TAB_SET_PANEL)));
    return 2 * panels.reduce((n, p) => n + textSize(textOf(p)), 0) >= text;
  }

  // promoCard: el is furniture only by "promo" words, and it or a
  // promo-named element around it has a heading: a service page's cards,
  // not a promotion strip (extract/service_promo.go).
  const PROMO_WORD = root.LaikaPatterns.promoWord;
  const promoOnly = (el) => namedOnlyBy(el, PROMO_WORD);

  // namedOnlyBy: a token of el's class or id matches word, and the other
  // tokens name no furniture (extract/service_promo.go namedOnlyBy).
  function namedOnlyBy(el, word) {
    const words = (classOf(el) + ' ' + idOf(el)).split(/\s+/).filter(Boolean);
    const rest = words.filter((w) => !word.test(w));
    return rest.length < words.length && !FURNITURE.test(rest.join(' '));
  }
  function promoCard(el) {
    if (!promoOnly(el)) return false;
    for (let a = el; a && a.nodeType === 1; a = a.parentElement) {
      if (promoOnly(a) && a.querySelector('h1,h2,h3,h4,h5,h6')) return true;
    }
    return false;
  }

  // unslugIds removes heading-slug ids from the copy Readability reads,
  // which takes "comment", "header" or "replies" in an id for furniture
  // (extract/slugs.go unslugIDs).
  function unslugIds(body) {
    if (!body) return;
    for (const el of body.querySelectorAll('[id]')) if (slugId(el)) el.removeAttribute('id');
  }

  // LABEL_TAGS and READABILITY_UNLIKELY: extract/labels.go.
  const LABEL_TAGS = 'strong,b,span,label,em,small,dt';
  const READABILITY_UNLIKELY = root.LaikaPatterns.readabilityUnlikely;
  const HEADING_MISNOMER = root.LaikaPatterns.headingMisnomer;
  const HEADING_MISNOMERS = new RegExp(HEADING_MISNOMER.source, 'gi');

  // unnameLabels removes, in the copy Readability reads, the class and id
  // of a short label Readability would drop as furniture for its name
  // (<strong class="table__header">Weight:</strong>, Wikipedia's
  // <span id="Community"> heading text), unless markFurniture marked it
  // (extract/labels.go unnameLabels). So does a list card's header, the
  // block in a card (marked by markCards) that holds its heading: a
  // WordPress theme's <header class="entry-header"> took every title out
  // of a category page (extract/labels.go cardHeader).
  //
  // A heading named "header" for what it is (rustdoc's <h2
  // class="section-header">, Bootstrap's card-header) loses its name when
  // no other unlikely word names it, unless it is a link card's title
  // (extract/labels.go unnameHeading).
  function unnameLabels(body) {
    if (!body) return;
    const mark = root.LaikaWalk.CARD_MARK;
    for (const el of body.querySelectorAll('div,header')) {
      if (el.hasAttribute(FURNITURE_MARK) || !sectionHeader(el, mark)) continue;
      el.removeAttribute('class');
      el.removeAttribute('id');
    }
    for (const el of body.querySelectorAll('h1,h2,h3,h4,h5,h6')) {
      if (el.hasAttribute(FURNITURE_MARK) || el.closest(`[${mark}]`) && el.closest('a')) continue;
      const name = classOf(el) + ' ' + idOf(el);
      if (HEADING_MISNOMER.test(name) && !READABILITY_UNLIKELY.test(name.replace(HEADING_MISNOMERS, ' '))) {
        el.removeAttribute('class');
        el.removeAttribute('id');
      }
    }
    for (const el of body.querySelectorAll(`${LABEL_TAGS},[${mark}],[${mark}] *`)) {
      if (el.hasAttribute(FURNITURE_MARK)) continue;
      if (!el.matches(LABEL_TAGS) && !el.querySelector('h1,h2,h3,h4,h5,h6')) continue;
      if (!READABILITY_UNLIKELY.test(classOf(el) + ' ' + idOf(el))) continue;
      if (clean(el.textContent).length > T.MAX_LABEL_CHARS) continue;
      el.removeAttribute('class');
      el.removeAttribute('id');
    }
  }

  // sectionHeader: el heads a section of the content and Readability
  // would drop it for the word "header" alone (Consumer Reports' <div
  // class="…-component-header"> holding each section's <h3> and the
  // sentence that opens it). It holds a heading below the title and
  // MIN_INTRO_CHARS of text beside it, no list, form, navigation or
  // picture, few links, stands outside page chrome and outside a card,
  // is not a repeated card's, and the section follows it
  // (extract/labels.go sectionHeader).
  const MAX_SECTION_HEADER_CHARS = 800;
  const MIN_INTRO_CHARS = 80;
  const sameShape = (a, b) => a.tagName === b.tagName && (a.getAttribute('class') || '') === (b.getAttribute('class') || '');
  function sectionHeader(el, mark) {
    const name = classOf(el) + ' ' + idOf(el);
    if (!HEADING_MISNOMER.test(name) || READABILITY_UNLIKELY.test(name.replace(HEADING_MISNOMERS, ' '))) return false;
    if (!el.nextElementSibling || root.LaikaWalk.inChrome(el) || el.closest(`[${mark}]`)) return false;
    const box = el.parentElement;
    if (box && [box.previousElementSibling, box.nextElementSibling].some((s) => s && sameShape(s, box))) return false;
    if (el.querySelector('h1,nav,form,ul,ol,input,button,select,img')) return false;
    const { textOf } = root.LaikaWalk;
    let headings = 0;
    for (const h of el.querySelectorAll('h2,h3,h4,h5,h6')) headings += clean(textOf(h)).length;
    const text = clean(textOf(el));
    if (!headings || text.length - headings < MIN_INTRO_CHARS || text.length > MAX_SECTION_HEADER_CHARS) return false;
    let linked = 0;
    for (const a of el.querySelectorAll('a')) linked += root.LaikaWalk.nonSpace(textOf(a));
    return linked < 0.5 * root.LaikaWalk.nonSpace(text);
  }

  // unnameBody removes, in the copy Readability reads, the class and id
  // of the block that holds the article's body when Readability would
  // drop it only for a word that says how the body is dressed
  // (bodyMisnomer: "banners-contenido-nota"): the block holds
  // MIN_BODY_SHARE of the page's paragraph text, outside page chrome, in
  // three paragraphs or more (extract/labels.go unnameBody).
  const BODY_MISNOMER = root.LaikaPatterns.bodyMisnomer;
  const BODY_MISNOMERS = new RegExp(BODY_MISNOMER.source, 'gi');
  const MIN_BODY_SHARE = 0.5;
  function unnameBody(body) {
    if (!body) return;
    // Names first: a page rarely has a block named only by those words.
    // Every misnomer is one of Readability's unlikely words.
    const cands = Array.from(body.querySelectorAll('[class],[id]')).filter((el) => {
      const name = classOf(el) + ' ' + idOf(el);
      return !el.hasAttribute(FURNITURE_MARK) && BODY_MISNOMER.test(name) && !READABILITY_UNLIKELY.test(name.replace(BODY_MISNOMERS, ' '));
    });
    if (!cands.length) return;
    const { inChrome, hiddenUp, textOf } = root.LaikaWalk;
    const paras = new Map();
    let total = 0;
    for (const p of body.querySelectorAll('p')) {
      if (inChrome(p) || hiddenUp(p, false)) continue;
      const l = clean(textOf(p)).length;
      paras.set(p, l);
      total += l;
    }
    for (const el of cands) {
      let long = 0;
      let text = 0;
      for (const [p, l] of paras) {
        if (!el.contains(p)) continue;
        text += l;
        if (l >= 80) long++;
      }
      if (long >= 3 && text >= MIN_BODY_SHARE * total) {
        el.removeAttribute('class');
        el.removeAttribute('id');
      }
    }
  }


  // unwrapLinkedParagraphs replaces, in the copy Readability reads, a
  // <div> that holds one paragraph and nothing else by the paragraph,
  // when the paragraph is a sentence with a link in it: above a quarter
  // of its text in links Readability keeps the <div>, then drops it in
  // its clean-up (rustdoc's "The Option type. See the module level
  // documentation for more."). A line that is mostly links is left to
  // Readability (extract/linked_para.go unwrapLinkedParagraphs).
  const MAX_LINKED_PROSE_SHARE = 0.65;
  const MIN_LINKED_PROSE_WORDS = 6;
  function unwrapLinkedParagraphs(body) {
    if (!body) return;
    for (const div of Array.from(body.querySelectorAll('div'))) {
      const p = onlyParagraph(div);
      // A <div> named as Readability's unlikely content, or furniture,
      // keeps its paragraph: unwrapped, the paragraph would lose the name.
      if (READABILITY_UNLIKELY.test(classOf(div) + ' ' + idOf(div)) || div.hasAttribute(FURNITURE_MARK)) continue;
      if (p && div.parentNode && linkedSentence(p)) div.replaceWith(p);
    }
  }

  // inlineItemDivs turns, in the copy Readability reads, the <div>s that
  // wrap a short list item's line into <span>s: Readability's clean-up
  // drops an unnamed <div> with a fifth of its text in links, and
  // MediaWiki's category pages lost every subcategory (<li><div
  // class="CategoryTreeItem">) that way. Only an item of at most
  // MAX_ITEM_LINE_CHARS whose <div>s hold words and links, no other
  // block, picture or styled block, and no <div> with words beside words
  // (two lines that would run together) is changed; an empty <div> is a
  // spacer between lines and stays (extract/item_divs.go).
  const MAX_ITEM_LINE_CHARS = 300;
  const ITEM_BLOCKS = Array.from(T.BLOCK_TAGS).filter((t) => t !== 'BR' && t !== 'LABEL' && t !== 'DIV').concat(['HGROUP', 'IMG', 'PICTURE', 'SVG']).map((t) => t.toLowerCase()).join(',');
  const STYLED_BLOCK = /display:(?:block|flex|grid)/;
  function inlineItemDivs(body) {
    const { textOf } = root.LaikaWalk;
    const hasWords = (n) => clean(n.nodeType === 3 ? n.data : textOf(n)) !== '';
    const styledBlock = (el) => STYLED_BLOCK.test((el.getAttribute('style') || '').toLowerCase().replace(/\s+/g, ''));
    const lineDivs = (li) => {
      if (clean(textOf(li)).length > MAX_ITEM_LINE_CHARS) return null;
      if (li.querySelector(ITEM_BLOCKS)) return null;
      const divs = [];
      for (const el of li.querySelectorAll('*')) {
        if (el.tagName !== 'DIV') {
          if (styledBlock(el)) return null;
          continue;
        }
        if (!hasWords(el)) continue;
        const beside = Array.from(el.parentNode.childNodes).some((c) => c !== el && (c.nodeType === 3 || c.nodeType === 1) && hasWords(c));
        if (beside) return null;
        divs.push(el);
      }
      return divs;
    };
    const found = [];
    for (const li of body.querySelectorAll('li')) {
      if (li.hasAttribute(FURNITURE_MARK)) continue;
      const divs = lineDivs(li);
      if (divs) found.push(...divs);
    }
    for (const div of found) {
      const span = div.ownerDocument.createElement('span');
      for (const a of Array.from(div.attributes)) span.setAttribute(a.name, a.value);
      span.append(...Array.from(div.childNodes));
      div.replaceWith(span);
    }
  }

  // unwrapHeadingButtons replaces a <button> that holds a heading by what
  // it holds: an accordion's question is a heading inside the button that
  // opens its answer, and Readability drops every <button>
  // (extract/heading_buttons.go).
  function unwrapHeadingButtons(body) {
    // menus: whether a button's box holds a menu, asked once per box (a
    // form of n buttons searched its n-button box n times).
    const menus = new Map();
    const opensMenu = (box) => {
      if (!menus.has(box)) menus.set(box, !!box.querySelector('nav,[role=navigation]'));
      return menus.get(box);
    };
    for (const b of Array.from(body.querySelectorAll('button'))) {
      if (!b.parentNode || !b.querySelector('h1,h2,h3,h4,h5,h6')) continue;
      // One that opens a menu (a "Contents" drawer: button > h2, then its
      // <nav>) is left: the menu goes, and its title is no heading.
      if (b.parentElement && opensMenu(b.parentElement)) continue;
      // Its icon (an empty element) goes with it: left beside the heading,
      // it made Readability drop the box they share.
      b.replaceWith(...Array.from(b.childNodes).filter((c) => c.nodeType === 3 || c.textContent.trim() !== ''));
    }
  }

  // onlyParagraph is el's one child when that is a <p> and el holds
  // nothing else but white space (extract/linked_para.go onlyParagraph).
  function onlyParagraph(el) {
    let p = null;
    for (const c of el.childNodes) {
      if (c.nodeType === 3 && !c.data.trim() || c.nodeType === 8) continue;
      if (c.nodeType !== 1 || c.localName !== 'p' || p) return null;
      p = c;
    }
    return p;
  }

  function linkedSentence(p) {
    const text = clean(p.textContent);
    if (!/[.!?。！？:]$/.test(text.replace(/["'”’»)\] ]+$/, '')) || text.split(' ').length < MIN_LINKED_PROSE_WORDS) return false;
    const share = root.LaikaListing.linkShare(p);
    return share > 0 && share < MAX_LINKED_PROSE_SHARE;
  }


  // dropEditLinks removes a wiki's "[edit]" links beside its section
  // headings, from Readability's copy and from what is read: Readability
  // drops MediaWiki's div.mw-heading, heading and edit link, as
  // link-dense (extract/edit_links.go).
  const EDIT_LINK_CLASS = root.LaikaPatterns.editLinkClass;
  function dropEditLinks(body) {
    if (!body) return;
    for (const el of Array.from(body.querySelectorAll('[class]'))) if (EDIT_LINK_CLASS.test(classOf(el))) el.remove();
  }

  // dropTeasers removes each line that points the reader at another
  // article mid-text, a label and a linked headline ("Lesen Sie auch: …",
  // "PUEDES VER: …", "SEE ALSO: …"), as extract/teasers.go does: a line
  // is a block with no block inside, a span or bold text, short, with one
  // link and no line break, whose headline is mostly that link.
  const TEASER_LABEL = root.LaikaPatterns.teaserLabel;
  // A line break is no block here (extract/dom.go blockTags has none).
  // One selector, so the test stops at the first block inside, as Go's
  // holdsBlock does, rather than listing a large block's whole subtree.
  const INNER_BLOCK = Array.from(T.BLOCK_TAGS).filter((t) => t !== 'BR').map((t) => t.toLowerCase()).join(',');
  function dropTeasers(body) {
    const isTeaser = (el) => {
      if (!T.BLOCK_TAGS.has(el.tagName) && el.tagName !== 'SPAN' && el.tagName !== 'STRONG') return false;
      if (el.querySelector(INNER_BLOCK)) return false;
      const text = clean(el.textContent).toLowerCase();
      if (text.length > T.MAX_TEASER_CHARS) return false;
      const m = TEASER_LABEL.exec(text);
      if (!m) return false;
      const rest = text.slice(m[0].length);
      if (rest.split(/\s+/).filter(Boolean).length < T.MIN_TEASER_WORDS) return false;
      // One headline: one link and no line break. A label over several
      // links, one a line, is a list, whose lead-in trimLinkTail needs
      // (extract/teasers.go oneLine).
      if (el.querySelectorAll('a').length !== 1 || el.querySelector('br')) return false;
      const letters = root.LaikaWalk.nonSpace;
      const linked = Array.from(el.querySelectorAll('a')).reduce((n, a) => n + letters(a.textContent), 0);
      return letters(rest) > 0 && linked >= T.MIN_HEADLINE_LINK_SHARE * letters(rest);
    };
    const walk = (el) => {
      for (const c of Array.from(el.children)) {
        if (isTeaser(c)) c.remove();
        else walk(c);
      }
    };
    walk(body);
  }

  // unpictureSteps removes, in the copy Readability reads, the pictures
  // inside a recipe's or a how-to's steps: Readability drops a block with
  // more pictures than paragraphs as a gallery, and a recipe whose every
  // step has its photo lost its directions (extract/steps.go).
  const STEP_CLASS = root.LaikaPatterns.stepClass;
  function unpictureSteps(body) {
    if (!body) return;
    for (const el of Array.from(body.querySelectorAll('[class]'))) {
      if (!STEP_CLASS.test(classOf(el))) continue;
      for (const img of Array.from(el.querySelectorAll('img,picture'))) if (!img.parentElement.closest('picture')) img.remove();
    }
  }

  // markFurniture marks furniture in a detached clone before Readability
  // runs (Readability drops class names; the mark survives), and the one
  // paragraph such an element holds: Readability replaces a block that
  // holds a single <p> by the <p> (extract/primary.go markFurniture).
  function markFurniture(body) {
    if (!body) return;
    for (const el of body.querySelectorAll('[class],[id]')) {
      const cls = classOf(el);
      if (!furnitureNamed(el, cls)) continue;
      el.setAttribute(FURNITURE_MARK, '1');
      const p = soleParagraph(el);
      if (p) p.setAttribute(FURNITURE_MARK, '1');
    }
    // A "Next: … Up: …" line goes at any length (extract/article_seqnav.go).
    for (const b of root.LaikaArticle.sequenceNavBlocks(body)) b.setAttribute(FURNITURE_MARK, NAV_MARK);
  }

  // markComments marks, in the detached clone Readability reads, the
  // comment section under an article and its reply form: Readability
  // keeps a short post's comments (its retry without the "comment"
  // rule), and the mark lets them go after (extract/comments.go
  // markCommentSections).
  const COMMENTS_MARK = 'data-laika-comments';
  function markComments(body) {
    if (!body) return;
    for (const el of body.querySelectorAll('[class],[id]')) if (COMMENTS_AREA.test(classOf(el) + ' ' + idOf(el))) el.setAttribute(COMMENTS_MARK, '1');
  }

  // soleParagraph: el's only child element when that is a <p> and el has
  // no text of its own (Readability's _hasSingleTagInsideElement).
  function soleParagraph(el) {
    if (el.children.length !== 1 || el.children[0].tagName !== 'P') return null;
    for (const c of el.childNodes) if (c.nodeType === 3 && c.data.trim()) return null;
    return el.children[0];
  }

  // pruneFurniture drops marked or furniture-named elements that hold a
  // small part (under 30%) of the text of a detached tree.
  function pruneFurniture(body) {
    const total = clean(body.textContent).length;
    for (const el of Array.from(body.querySelectorAll('*'))) {
      if (!body.contains(el)) continue; // removed with an ancestor (the tree may be detached)
      const cls = classOf(el);
      if (!el.hasAttribute(FURNITURE_MARK) && !furnitureNamed(el, cls)) continue;
      if (el.getAttribute(FURNITURE_MARK) === NAV_MARK || clean(el.textContent).length < 0.3 * total) el.remove();
    }
  }

  // pruneChrome drops the page's own chrome from Readability's pick: an
  // element markPageChrome marked holding under 30% of the pick.
  // Readability keeps a page header that sits inside the container it
  // picks (extract/primary.go pruneChrome).
  function pruneChrome(body) {
    const total = clean(body.textContent).length;
    for (const el of Array.from(body.querySelectorAll('[' + CHROME_MARK + ']'))) {
      if (body.contains(el) && clean(el.textContent).length < 0.3 * total) el.remove();
    }
  }

  // markPageChrome marks, in the copy Readability reads, the page's
  // header, navigation, sidebars and footer that do not hold the <h1>:
  // whether a header is the page's or an article's own depends on where
  // it sits, which Readability's pick no longer shows (extract/primary.go
  // markPageChrome).
  const CHROME_MARK = 'data-laika-chrome';
  function markPageChrome(body) {
    for (const el of body.querySelectorAll(CHROME)) {
      if (el.tagName !== 'FORM' && isChrome(el) && !el.querySelector('h1')) el.setAttribute(CHROME_MARK, '1');
    }
  }

  // dropEchoes drops a label-length line that repeats the line just
  // before it when either is a heading (extract/sections_echo.go).
  function dropEchoes(read) {
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    const isHead = (l) => /^(?:> )?H[1-6]: /.test(l);
    let prev = '';
    let prevHead = false;
    read.lines.forEach((l, i) => {
      const k = wordKey(root.LaikaWalk.bare(l));
      const head = isHead(l);
      if (k && k.length <= T.MAX_LABEL_CHARS && k === prev && (head || prevHead)) {
        prevHead = prevHead || head;
        return;
      }
      prev = k;
      prevHead = head;
      out.lines.push(l);
      out.ctrls.push(read.ctrls[i]);
      out.links.push(read.links[i]);
      out.blocks.push(read.blocks && read.blocks[i]);
    });
    return out;
  }

  // LINE_CLEANERS drop, in this order after dropRepeats, the lines of a
  // main text that are not the page's own words (extract/primary.go
  // lineCleaners). Function declarations below, hoisted.
  const LINE_CLEANERS = [dropEchoes, dropCredits, dropWidgetLabels, dropServerErrors, dropIdentifierLines, dropStutters];

  // CREDIT_TAIL: a picture credit that ends a caption ("… last year.
  // Photograph: Guy Smallman/Getty Images"), on the lower-cased line
  // (extract/credits.go creditTail, maxCreditTailChars).
  const CREDIT_TAIL = root.LaikaPatterns.creditTail;
  const MAX_CREDIT_TAIL_CHARS = 100;
  // A line shorter than this that ends in a picture credit is its caption
  // (extract/credits.go maxCaptionWords).
  const MAX_CAPTION_WORDS = 40;
  // Captions holding more than this share of a text make it a gallery,
  // read through its captions (extract/credits.go maxCaptionShare).
  const MAX_CAPTION_SHARE = 0.5;

  // dropCredits drops picture credit lines and the captions that carry a
  // credit: the credit is what tells a caption from prose, and a caption
  // left without it reads as a sentence of the article. A paragraph of
  // MAX_CAPTION_WORDS or more keeps its words and loses the credit, and so
  // does every caption of a gallery, whose captions are most of its text
  // (MAX_CAPTION_SHARE). A code line ("Code: image: postgres:18") is
  // never one (extract/credits.go dropCredits).
  function dropCredits(read) {
    const code = root.LaikaWalk.codeLine;
    const kept = root.LaikaWalk.keepLines(read, (l) => {
      const t = root.LaikaWalk.bare(l);
      return code(l) || !X.creditLine(t); // extract.js creditLine
    });
    const caption = [];
    let total = 0;
    let captions = 0;
    kept.lines = kept.lines.map((l, i) => {
      caption[i] = false;
      const t = root.LaikaWalk.bare(l);
      if (code(l)) {
        total += t.length;
        return l;
      }
      const u = withoutCreditTail(t);
      caption[i] = u.credited && u.text.split(/\s+/).filter(Boolean).length < MAX_CAPTION_WORDS;
      total += u.text.length;
      if (caption[i]) captions += u.text.length;
      kept.ctrls[i] = Math.min(kept.ctrls[i], u.text.length);
      kept.links[i] = Math.min(kept.links[i], u.text.length);
      return l.slice(0, l.length - t.length) + u.text;
    });
    const gallery = captions > MAX_CAPTION_SHARE * total;
    return root.LaikaWalk.keepLines(kept, (l, i) => root.LaikaWalk.bare(l) !== '' && (!caption[i] || gallery));
  }

  // withoutCreditTail is t without the picture credits it ends with, and
  // whether it had one; the sentence's own full stop stays, the dash or
  // bar before the credit goes, and a bare agency in parentheses
  // ("(dpa)") stays, since it signs news copy off as often
  // (extract/credits.go withoutCreditTail, bareAgency).
  function withoutCreditTail(t) {
    let credited = false;
    for (;;) {
      const low = t.toLowerCase();
      const m = CREDIT_TAIL.exec(low);
      if (!m || low.length !== t.length || Array.from(t.slice(m.index)).length > MAX_CREDIT_TAIL_CHARS || bareAgency(low.slice(m.index))) return { text: t, credited };
      let cut = m.index;
      if ('.!?…)'.includes(t[cut])) cut++;
      t = t.slice(0, cut).replace(/[ \t\-–—|]+$/, '');
      credited = true;
    }
  }

  // bareAgency: the credit is an agency's name alone in parentheses
  // (extract/credits.go bareAgency).
  const bareAgency = (c) => !/[/:：©]/.test(c) && !c.includes(' via ') && !c.includes('photo') && !c.includes('video');

  // AD_LABEL, ENGAGEMENT_PROMPT: a line that only labels an ad slot
  // ("Anzeige", "Advertisement:") or asks the reader to rate, share or
  // print the page ("Was this article helpful?"), on the lower-cased line
  // (extract/widget_labels.go).
  const AD_LABEL = root.LaikaPatterns.adLabel;
  const ENGAGEMENT_PROMPT = root.LaikaPatterns.engagementPrompt;
  // CONTROL_LABEL: a control's caption alone on a line ("Show more",
  // "Zur Übersicht"); a heading that says "Back" stays
  // (extract/widget_labels.go controlLabel).
  const CONTROL_LABEL = root.LaikaPatterns.controlLabel;
  // ENGAGEMENT_COUNT: a line that only counts a post's reactions, comments
  // or views or gives its reading time ("44 reactions", "5 min read")
  // (extract/widget_labels.go engagementCount).
  const ENGAGEMENT_COUNT = root.LaikaPatterns.engagementCount;
  // RESULT_COUNT: a list's count of the results it shows ("Showing 24 of
  // 133 results") (extract/widget_labels.go resultCount).
  const RESULT_COUNT = root.LaikaPatterns.resultCount;
  // A widget's label is short (extract/widget_labels.go maxWidgetLabelChars).
  const MAX_WIDGET_LABEL_CHARS = 100;
  // POST_FOOTER: a blog theme's footer line under a post, up to
  // MAX_POST_FOOTER_CHARS (extract/widget_labels.go postFooter).
  const POST_FOOTER = root.LaikaPatterns.postFooter;
  // EDIT_NOTE: a post's "Edited April 18, 2024 by …" (extract/widget_labels.go editNote).
  const EDIT_NOTE = root.LaikaPatterns.editNote;
  const MAX_POST_FOOTER_CHARS = 400;

  // dropWidgetLabels drops the lines that only label an ad slot, a
  // rating or sharing widget or another control; a code line is never one
  // (extract/widget_labels.go dropWidgetLabels).
  function dropWidgetLabels(read) {
    return root.LaikaWalk.keepLines(read, (l) => {
      const t = root.LaikaWalk.bare(l).toLowerCase();
      if (root.LaikaWalk.codeLine(l) || t.length > MAX_POST_FOOTER_CHARS) return true;
      if (!/^(?:> )?H[1-6]: /.test(l) && POST_FOOTER.test(t)) return false;
      if (t.length > MAX_WIDGET_LABEL_CHARS) return true;
      return !AD_LABEL.test(t) && !EDIT_NOTE.test(t) && !ENGAGEMENT_PROMPT.test(t) && !ENGAGEMENT_COUNT.test(t) && !RESULT_COUNT.test(t) && (/^(?:> )?H[1-6]: /.test(l) || !CONTROL_LABEL.test(t));
    });
  }

  // SERVER_ERROR: a PHP error line a failing site printed into its page
  // (extract/server_errors.go serverError).
  const SERVER_ERROR = root.LaikaPatterns.serverError;

  // dropServerErrors drops the server error lines; a code line is never
  // one (extract/server_errors.go dropServerErrors).
  function dropServerErrors(read) {
    return root.LaikaWalk.keepLines(read, (l) => root.LaikaWalk.codeLine(l) || !SERVER_ERROR.test(root.LaikaWalk.bare(l)));
  }

  // dropIdentifierLines removes lines made mostly of machine identifiers
  // (two or more UUIDs, over MAX_IDENTIFIER_SHARE of the characters spaces aside): a
  // marketplace's off-screen anti-ad-block strings, never code
  // (extract/identifiers.go).
  const ID_TOKENS = new RegExp(root.LaikaPatterns.idToken.source, 'gi');
  function identifierLine(t) {
    if (t.length < 72 || !t.includes('-')) return false;
    const ids = t.match(ID_TOKENS) || [];
    if (ids.length < 2) return false;
    const inIds = ids.reduce((a, m) => a + m.length, 0);
    return inIds > T.MAX_IDENTIFIER_SHARE * t.replace(/ /g, '').length;
  }
  // MAX_STUTTER_CHARS and dropStutters: a short line without a prefix
  // that says exactly what the line before it said goes (a carousel's
  // captions, a sale price equal to the regular one, onePrice); code,
  // list items, quotes and headings keep theirs (extract/stutters.go
  // dropStutters).
  const MAX_STUTTER_CHARS = 80;
  function dropStutters(read) {
    const { bare, onePrice } = root.LaikaWalk;
    const prev = (i) => read.lines[i - 1];
    return root.LaikaWalk.keepLines(read, (l, i) => !(i > 0 && l.length <= MAX_STUTTER_CHARS && bare(l) === l && bare(prev(i)) === prev(i) && onePrice(l) === onePrice(prev(i))));
  }
  function dropIdentifierLines(read) {
    return root.LaikaWalk.keepLines(read, (l) => root.LaikaWalk.codeLine(l) || !identifierLine(root.LaikaWalk.bare(l)));
  }

  // inFurniture: text reads, word for word, inside the page's small
  // furniture-named elements (those holding under 30% of its text) and
  // not outside them.
  function inFurniture(doc, text) {
    if (!doc.body) return false;
    const total = clean(doc.body.textContent).length;
    return readsOnlyIn(doc, [text], (c) => {
      const cls = classOf(c);
      return furnitureNamed(c, cls) && clean(c.textContent).length < 0.3 * total;
    });
  }

  // inPageChrome: each line of Readability's pick reads only inside the
  // page's own header, footer, navigation or sidebar (forms aside: some
  // sites wrap the whole page in one). A page whose scripts never rendered
  // its content leaves Readability its footer, which is never the main
  // content (extract/primary.go inPageChrome).
  function inPageChrome(doc, pick) {
    const W = root.LaikaWalk;
    const lines = W.renderLines(pick, { live: false, alt: false }).lines.map(W.bare);
    return readsOnlyIn(doc, lines, (c) => c.tagName !== 'FORM' && isChrome(c));
  }

  // readsOnlyIn: every part reads, word for word, inside the elements
  // inside() accepts and not outside them: text also read outside (a post
  // quoted in a share box) is content (extract/primary.go readsOnlyIn).
  function readsOnlyIn(doc, parts, inside) {
    if (!doc.body) return false;
    const found = [];
    let rest = '';
    const walk = (el) => {
      for (const c of el.childNodes) {
        if (c.nodeType === 3) rest += c.data;
        if (c.nodeType !== 1 || T.SKIP_TAGS.has(c.tagName)) continue;
        if (inside(c)) {
          found.push(wordKey(root.LaikaWalk.textOf(c)));
          continue;
        }
        if (T.BLOCK_TAGS.has(c.tagName)) rest += ' ';
        walk(c);
      }
    };
    walk(doc.body);
    const within = found.join(' ');
    const outside = wordKey(rest);
    const keys = parts.map(wordKey).filter(Boolean);
    return keys.length > 0 && keys.every((k) => within.includes(k) && !outside.includes(k));
  }

  // isChrome: page chrome. Inside an article a header or footer (a card's
  // headline, a post's byline) belongs to it (extract/primary.go
  // isChromeElement).
  function isChrome(el) {
    if (!el.matches(CHROME)) return false;
    if ((el.tagName === 'HEADER' || el.tagName === 'FOOTER') && !el.matches(CHROME_ROLES)) return !(el.parentElement && el.parentElement.closest('article'));
    return true;
  }

  // boilerplate: a live element named as furniture holding under 30% of
  // the whole region's text, measured before chrome is cut (a sidebar is
  // small beside the page, large beside a short list once the menus are
  // gone; extract/primary.go fallbackPrimary's boilerplate(ch, total)).
  function boilerplate(el, total) {
    if (navLines.has(el)) return true;
    const cls = classOf(el);
    return furnitureNamed(el, cls) && clean(el.innerText ?? el.textContent).length < 0.3 * total;
  }

  // prunedRegion is a detached copy of a live element without what the
  // reader does not see there: hidden parts, page chrome (navigation,
  // header, footer, sidebars, forms, dialogs) and furniture. keep, when
  // given, also cuts every live node it refuses (a list's introduction
  // is the part of a region between two nodes).
  const COMMENTS_AREA = root.LaikaPatterns.commentsArea;
  function prunedRegion(el, keep) {
    const copy = el.cloneNode(true);
    root.LaikaListing.markCards(el, copy, regionCards);
    root.LaikaWalk.composeShadows(el, copy);
    const total = clean(el.innerText ?? el.textContent).length;
    // An article's comment section and reply form are not the article,
    // unless the page declares itself a discussion (extract/comments.go
    // commentSection).
    const discussion = !!(root.LaikaPosts && root.LaikaPosts.isDiscussionPage(el.ownerDocument));
    // A closed tab or accordion panel is one click from view and stays,
    // as in Go (extract/dom.go selfHidden): inside one, only what markup
    // hides is dropped, since the closed panel hides all it holds.
    const inked = new Map();
    const walk = (o, c, inPanel) => {
      if (keep) {
        const on = Array.from(o.childNodes);
        const cn = Array.from(c.childNodes);
        for (let i = 0; i < on.length && i < cn.length; i++) if (on[i].nodeType === 3 && !keep(on[i])) cn[i].remove();
      }
      // Text drawn where nobody can read it (unseen.js inkless).
      if (!inPanel && Array.prototype.some.call(o.childNodes, (k) => k.nodeType === 3 && k.data.trim()) && root.LaikaUnseen.inkless(o, inked)) {
        for (const k of c.childNodes) if (k.nodeType === 3) k.data = '';
      }
      const os = Array.from(o.children);
      const cs = Array.from(c.children);
      for (let i = 0; i < os.length && i < cs.length; i++) {
        const oc = os[i];
        const panel = inPanel || tabPanel(oc);
        // A formula box is read from the live page, where its twins
        // still say which one shows (formula.js).
        const f = root.LaikaFormula.formulaOf(oc);
        if (f) {
          if (!f.text || (oc.tagName !== 'SCRIPT' && root.LaikaWalk.isHidden(oc, !panel))) cs[i].remove();
          else cs[i].replaceWith(root.LaikaFormula.nodeFor(f, oc, copy.ownerDocument));
          continue;
        }
        if (T.SKIP_TAGS.has(oc.tagName) || oc.id === root.LaikaWalk.SIDECAR_ID || isChrome(oc) && !root.LaikaListing.contentForm(oc, total) || !tabPanel(oc) && root.LaikaWalk.isHidden(oc, !panel) || root.LaikaWalk.stateMessage(oc) || root.LaikaWalk.unfilledLabel(oc) || root.LaikaWalk.mediaLeadIn(oc) || boilerplate(oc, total) || !discussion && COMMENTS_AREA.test(classOf(oc) + ' ' + idOf(oc)) || keep && !keep(oc)) cs[i].remove();
        // A web component's copy holds its drawn shadow tree, not its
        // light children: nothing to walk in step with.
        else if (!oc.shadowRoot) walk(oc, cs[i], panel);
      }
    };
    walk(el, copy, false);
    openTabPanels(copy);
    pruneFurniture(copy);
    return copy;
  }

  // regionCards: the main list's cards of the page primaryOf reads, for
  // the copies prunedRegion makes.
  let regionCards = [];
  // regionList is the main list primaryOf found in this observation, and
  // what its walk noted, for the items: finding it once more cost a list
  // page a fifth of its observation. null when primaryOf did not run.
  let regionList = null;
  // navLines: the live page's "Next: … Up: …" lines, for the same
  // copies (LaikaArticle.sequenceNavBlocks).
  let navLines = new Set();

  // FULL_TEXT_CHARS bounds the one full render of the main text (about a
  // 300-page book); beyond it the observation is marked truncated.
  const FULL_TEXT_CHARS = 1000000;
  // MAX_MARKDOWN_CHARS bounds primary.markdown even when the text budget
  // is the whole page: summaries read the text.
  const MAX_MARKDOWN_CHARS = 100000;

  // MAX_MENU_LINK_CHARS: a link line shorter than this reads as a menu
  // entry; a longer one is a headline, which listings are made of
  // (extract/confidence.go maxMenuLinkChars).
  const MAX_MENU_LINK_CHARS = 50;

  // confidence (0..1) says how sure we are that the primary text is the
  // page's main content, by the rules in extract/confidence.go: the
  // region fallback, short text, text made of short link and button lines
  // (a menu), lists of short lines and a small share of the page lower it.
  function confidence(read, whole, doc, fallback, list) {
    // Chinese, Japanese and Thai put no spaces between words: a Chinese
    // or Japanese character (the long-vowel mark "ー" too: internal/sentence
    // CJK) counts as one, and three Thai, Lao, Khmer or
    // Burmese letters, their marks aside (internal/sentence
    // LettersPerWord); a word's marks (Hindi's vowel signs) are part of it.
    const count = (re) => (whole.match(re) || []).length;
    const words = count(/[\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ーｰ]/gu) +
      Math.floor(count(/(?![\p{Mn}\p{Mc}])[\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}]/gu) / 3) +
      count(/(?:(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}ーｰ\p{sc=Thai}\p{sc=Lao}\p{sc=Khmer}\p{sc=Myanmar}])[\p{L}\p{N}\p{Mn}\p{Mc}])+/gu);
    let c = fallback ? 0.8 : 1;
    if (words < 50) c *= 0.5;
    else if (words < 150) c *= 0.8;
    let linked = 0;
    let total = 0;
    read.lines.forEach((l, i) => {
      const t = root.LaikaWalk.bare(l);
      if (t.length < MAX_MENU_LINK_CHARS) linked += read.ctrls[i];
      total += t.length;
    });
    // A text that holds the page's main list is a list: few sentences,
    // short items and link titles are what it is made of
    // (extract/confidence.go).
    const ld = total && !list ? linked / total : 0;
    if (ld > 0.5) c *= 0.4;
    else if (ld > 0.3) c *= 0.7;
    // Prose links a few words; a text a tenth of which is links is a list
    // of pages or a menu (extract/confidence.go maxProseLinkShare).
    const links = (read.links || []).reduce((a, n) => a + n, 0);
    if (total && !list && links / total > 0.1) c *= 0.8;
    // Prose has sentences (about 4 to 5 per 100 words); names, prices,
    // headlines and menus have few: ".", "!" or "?" before a space or
    // the end, or a full-width "。", "！" or "？", which no space follows
    // (internal/sentence Stops: the Indic danda, the Arabic question mark,
    // Khmer's and Burmese's stops too); Thai and Lao end one with a space.
    const sentences = (whole.match(/[.!?।॥؟۔։።](?=\s|$)|[。！？។။]|[\p{sc=Thai}\p{sc=Lao}](?=\s|$)/gu) || []).length;
    if (words && !list) {
      const sd = (100 * sentences) / words;
      if (sd < 1) c *= 0.5;
      else if (sd < 2) c *= 0.7;
    }
    const lines = read.lines;
    const shortItems = lines.filter((l) => /^\s*(?:- |\d+\. )/.test(l) && l.length < 60).length;
    if (!list && lines.length >= 10 && shortItems / lines.length > 0.6) c *= 0.6;
    const pageLen = ((doc.body && doc.body.innerText) || '').length;
    if (pageLen > 0 && whole.length / pageLen < 0.1 && words < 300) c *= 0.7;
    return Math.round(c * 100) / 100;
  }

  // scopedPrimary is the primary content of a zoomed-in element: its own text.
  function scopedPrimary(el, store, maxChars) {
    const r = renderLines(el, { maxChars });
    const text = r.lines.join('\n');
    if (!text) return null;
    const p = { handleId: store.mint(el), text, markdown: renderLines(el, { maxChars, style: 'markdown' }).lines.join('\n') };
    if (r.truncated) p.truncated = true;
    return p;
  }

  // MAX_SELECTION_CHARS and MAX_SELECTION_LINKS bound Observation.selection.
  const MAX_SELECTION_CHARS = 4000;
  const MAX_SELECTION_LINKS = 50;

  // selectionOf is the user's selection: its text and the links it
  // touches. The sidecar's own text is never part of it.
  function selectionOf(doc, store) {
    const sel = doc.getSelection && doc.getSelection();
    if (!sel || sel.isCollapsed || !sel.rangeCount) return null;
    const raw = String(sel.toString() || '').replace(/[ \t]+/g, ' ').replace(/\n\s*\n+/g, '\n').trim();
    if (!raw) return null;
    const out = { text: raw.length > MAX_SELECTION_CHARS ? raw.slice(0, MAX_SELECTION_CHARS - 1) + '…' : raw };
    if (raw.length > MAX_SELECTION_CHARS) out.truncated = true;
    const links = [];
    const seen = new Set();
    for (let i = 0; i < sel.rangeCount; i++) {
      const range = sel.getRangeAt(i);
      const scope = range.commonAncestorContainer.nodeType === 1 ? range.commonAncestorContainer : range.commonAncestorContainer.parentElement;
      if (!scope || scope.closest('#' + root.LaikaWalk.SIDECAR_ID)) continue;
      const inside = scope.closest('a[href]');
      const cands = inside ? [inside] : Array.from(scope.querySelectorAll('a[href]'));
      for (const a of cands) {
        if (links.length >= MAX_SELECTION_LINKS) break;
        if (!inside && !range.intersectsNode(a)) continue;
        const r = redactURL(a.href);
        if (!r.url || !/^https?:/.test(r.url) || seen.has(r.url)) continue;
        if (r.redacted) store.redacted = true;
        seen.add(r.url);
        const l = { url: r.url };
        const t = clean(a.textContent, 120);
        if (t) l.text = t;
        links.push(l);
      }
    }
    if (links.length) out.links = links;
    return out;
  }

  // observe captures the page (or, with rootHandleId, one element of it)
  // within the budgets in opts. It returns {observation} or {error, message}.
  // What the page draws out of sight is judged once for the whole
  // observation (unseen.js noteInk).
  function observe(doc, store, opts) {
    // A text file, an XML file or an SVG file is read as what it is
    // (documents.js), not as an HTML page.
    const other = !(opts && opts.rootHandleId) && root.LaikaDocuments.observeDocument(doc, store, clampOptions(opts || {}));
    if (other) return { observation: other };
    root.LaikaUnseen.noteInk(doc);
    try {
      return observePage(doc, store, opts);
    } finally {
      root.LaikaUnseen.doneInk();
    }
  }

  function observePage(doc, store, opts) {
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
    root.LaikaWalk.noteDisclosures(doc);
    const notes = newNotes();
    const rendered = renderLines(start, { maxChars: b.maxChars, notes });
    const text = rendered.lines.join('\n');
    const page = redactURL(doc.location ? doc.location.href : '');
    if (page.redacted) store.redacted = true;
    const obs = {
      url: page.url,
      // A file the browser shows as code (a JSON body) has no title but
      // its name.
      title: clean(doc.title, 300) || (doc.contentType && doc.contentType !== 'text/html' && doc.contentType !== 'application/xhtml+xml' ? root.LaikaDocuments.fileName(page.url) : ''),
      documentId: store.documentId,
      navigationGeneration: store.generation,
      observedAtMs: Date.now(),
      text,
    };
    // Found once for the main text and the comments: each search reads
    // the body's innerText when a <noscript> is long.
    const unshown = scoped ? [] : root.LaikaNoscript.unshown(doc);
    regionList = null;
    const primary = scoped ? scopedPrimary(start, store, b.maxPrimaryChars) : primaryOf(doc, store, b.maxPrimaryChars, unshown);
    if (primary) obs.primary = primary;
    // The page offers one product: its items are other products (laika.Meta.Product).
    const product = root.LaikaProduct.sellsProduct(doc);
    const parts = {
      blocks: X.blocks(start, store, notes, b.maxBlocks),
      items: X.items(start, store, notes, b.maxItems, b.maxItemChars, product, regionList),
      outline: X.outline(start, store, notes, b.maxOutline, b.maxOutlineChars),
      comments: X.comments(start, store, notes, b.maxComments, b.maxCommentChars, unshown),
      elements: X.elements(start, store, notes, b.maxElements),
      links: X.links(start, store, notes, Math.min(T.MAX_LINKS, b.maxElements)),
    };
    for (const [k, v] of Object.entries(parts)) if (v.length) obs[k] = v;
    if (parts.items.total) obs.itemsTotal = parts.items.total;
    const meta = {
      title: clean(doc.title, 300),
      byline: primary && primary.byline,
      site: metaContent(doc, 'meta[property="og:site_name"]'),
      publishedTime: metaContent(doc, 'meta[property="article:published_time"]'),
      lang: doc.documentElement.getAttribute('lang') || '',
      description: metaContent(doc, 'meta[name=description]') || metaContent(doc, 'meta[property="og:description"]'),
    };
    [meta.rating, meta.ratingCount] = ldRating(doc);
    meta.product = product;
    if (product) meta.price = root.LaikaProduct.declaredPrice(doc);
    for (const k of Object.keys(meta)) if (!meta[k]) delete meta[k];
    if (Object.keys(meta).length) obs.meta = meta;
    const selection = selectionOf(doc, store);
    if (selection) obs.selection = selection;
    // A thread's posts are read too: a header login box beside a short
    // first post and its replies is no wall (extract/signals.go).
    // Sized as Go sizes it (textSize); a cut text is scaled to the whole.
    let primaryChars = primary ? textSize(primary.text) * ((primary.totalChars || primary.text.length) / (primary.text.length || 1)) : 0;
    for (const c of obs.comments || []) primaryChars += textSize(c.text || '');
    const signals = root.LaikaSignals.detect(doc, text, notes, store.redacted, primaryChars);
    if (signals.length) obs.signals = signals;
    undoTwiceIn(doc, obs);
    return { observation: obs };
  }

  root.LaikaObserve = { observe, isChrome };
})(globalThis);
