// product.js: the main-content rules of a product page, the same as Go's
// (extract/product.go, product_cards.go, product_repeats.go): whether the
// page sells one product, its reviews and other products' cards left out,
// repeated blocks read once, and the declared description added when the
// page does not show it. Defines globalThis.LaikaProduct.
(function (root) {
  'use strict';
  const { T, textSize } = root.LaikaHeuristics;
  const { clean, bare, idOf, classOf, wordKey } = root.LaikaWalk;

  // REVIEWS names a product's customer reviews and ratings block
  // (extract/product.go reviewsClass).
  const REVIEWS = root.LaikaPatterns.reviewsClass;
  // SELLS: a JSON-LD Product with an offer, variants or a product code is
  // for sale; service sites declare a bare Product only to get review stars.
  const SELLS = ['offers', 'hasVariant', 'sku', 'gtin', 'gtin8', 'gtin12', 'gtin13', 'gtin14', 'mpn', 'productID'];
  // OG_TYPES: OpenGraph types for one product (extract/product.go
  // productOGType; not "product.group", which shops print on category pages).
  const OG_TYPES = new Set(['product', 'og:product', 'product.item']);
  const PRODUCT_ITEMTYPE = root.LaikaPatterns.productItemtype;
  // CREATIVE_WORK: a news site types its stories "CreativeWork Product";
  // such an item is read, not sold (extract/product.go creativeWork).
  const CREATIVE_WORK = root.LaikaPatterns.creativeWork;
  const isProductItem = (el) => PRODUCT_ITEMTYPE.test(el.getAttribute('itemtype')) && !CREATIVE_WORK.test(el.getAttribute('itemtype'));
  // MIN_PRODUCT_DESCRIPTION: a shorter description is a tagline
  // (extract/product.go minProductDescription).
  const MIN_PRODUCT_DESCRIPTION = 60;
  // MIN_REPEATED_BLOCK_CHARS (T's, in UTF-8 bytes as Go counts it: a
  // Japanese line's copy is found at Go's length) and
  // MAX_OTHER_PRODUCTS_SHARE: extract/heuristics.go minRepeatedBlockChars
  // and maxOtherProductsShare.
  const { MIN_REPEATED_BLOCK_CHARS } = T;
  const MAX_OTHER_PRODUCTS_SHARE = 0.5;
  // MAX_BUY_BOX_CHARS bounds a product's own block (extract/heuristics.go
  // maxBuyBoxChars).
  const MAX_BUY_BOX_CHARS = 2000;
  // PRICE / PRICE_AFTER: a currency amount (extract/items.go priceText,
  // priceAfter).
  const PRICE = root.LaikaPatterns.priceText;
  const PRICE_AFTER = root.LaikaPatterns.priceAfter;
  const hasPrice = (s) => PRICE.test(s) || PRICE_AFTER.test(s);

  const isProductType = (t) => [].concat(t || []).some((x) => x === 'Product' || x === 'ProductGroup');

  // PRODUCT_PATHS: the JSON-LD keys under which a page declares what it is
  // about (a @graph, a WebPage's mainEntity, the offers of what it is
  // about, an Offer's itemOffered); an ItemList's elements are not
  // followed (extract/product.go productPaths).
  const PRODUCT_PATHS = ['@graph', 'mainEntity', 'offers', 'itemOffered'];

  // inLD is the first truthy get(p) of a Product or ProductGroup p the
  // page's JSON-LD declares, or null (extract/product.go ofProduct).
  const inLD = (doc, get) => root.LaikaLD.find(doc, PRODUCT_PATHS, (p) => (isProductType(p['@type']) ? get(p) : null));

  // declaresProductOG: one of the page's og:type declarations names a
  // product; a theme and an SEO plugin may each write one
  // (extract/product.go declaresProductOG).
  function declaresProductOG(doc) {
    for (const el of doc.querySelectorAll('meta[property="og:type" i][content], meta[name="og:type" i][content]')) {
      if (OG_TYPES.has(clean(el.getAttribute('content')).toLowerCase())) return true;
    }
    return false;
  }

  // topProducts counts the microdata Products not inside another, and
  // whether one holds an <h1> (extract/product.go topProducts).
  function topProducts(doc) {
    let count = 0;
    let titled = false;
    for (const el of doc.querySelectorAll('[itemscope][itemtype]')) {
      if (!isProductItem(el)) continue;
      let outer = el.parentElement && el.parentElement.closest('[itemscope][itemtype]');
      while (outer && !isProductItem(outer)) outer = outer.parentElement && outer.parentElement.closest('[itemscope][itemtype]');
      if (outer) continue;
      count++;
      titled = titled || !!el.querySelector('h1');
    }
    return { count, titled };
  }

  // CART_TEXT is the whole label of a control that buys the page's
  // product; "Buy now, pay later" is a finance banner (extract/product_cart.go).
  const CART_TEXT = root.LaikaPatterns.cartText;

  // inlineStyle is el's style attribute lower-cased without spaces
  // (extract/dom.go inlineStyle).
  const inlineStyle = (el) => (el.getAttribute('style') || '').toLowerCase().replace(/ /g, '');

  // selfHidden: el itself is marked hidden (extract/dom.go selfHidden).
  function selfHidden(el) {
    if (el.hidden || el.getAttribute('aria-hidden') === 'true') return true;
    if (el.tagName === 'INPUT' && (el.getAttribute('type') || '').toLowerCase() === 'hidden') return true;
    const st = inlineStyle(el);
    return st.includes('display:none') || st.includes('visibility:hidden');
  }

  // buysOne: the page has a heading and one or two visible controls that
  // put a product in the cart; more sell a list (extract/product_cart.go).
  function buysOne(doc) {
    if (!doc.body || !doc.querySelector('h1')) return false;
    let n = 0;
    for (const el of doc.body.querySelectorAll('button,input,a')) {
      if (selfHidden(el)) continue;
      if (CART_TEXT.test(clean(el.textContent)) || CART_TEXT.test(el.getAttribute('value') || '') || CART_TEXT.test(el.getAttribute('aria-label') || '')) n++;
    }
    return n > 0 && n < T.MIN_ITEM_RUN;
  }

  // sellsProduct: the page declares a schema.org Product for sale (og:type,
  // JSON-LD or microdata), or declares nothing and has one buy button;
  // microdata Products side by side, none holding the <h1>, are a category
  // grid (extract/product.go isProductPage).
  function sellsProduct(doc) {
    if (declaresProductOG(doc)) return true;
    if (inLD(doc, (p) => SELLS.some((k) => k in p))) return true;
    const { count, titled } = topProducts(doc);
    return titled || (count > 0 && count < T.MIN_ITEM_RUN) || (count === 0 && buysOne(doc));
  }

  // description is the product description the page declares in JSON-LD,
  // else in <meta> when og:type is a product; '' when shorter than a
  // tagline (extract/product.go productDescription).
  function description(doc) {
    let d = inLD(doc, (p) => (typeof p.description === 'string' ? p.description : null)) || '';
    if (/[<&]/.test(d)) d = new DOMParser().parseFromString(d, 'text/html').body.textContent || '';
    if (!d && declaresProductOG(doc)) {
      for (const sel of ['meta[property="og:description"]', 'meta[name="description"]']) {
        const el = doc.querySelector(sel);
        d = el ? el.getAttribute('content') || '' : '';
        if (clean(d)) break;
      }
    }
    d = clean(d);
    return d.length < MIN_PRODUCT_DESCRIPTION ? '' : d;
  }

  // MAX_AMOUNT_CHARS, MAX_CURRENCY_CHARS bound a declared price and its
  // currency (extract/rating.go maxRatingChars, extract/product_price.go
  // maxCurrencyChars).
  const MAX_AMOUNT_CHARS = 16;
  const MAX_CURRENCY_CHARS = 4;

  // declaredPrice is the price the page declares for its product: its
  // JSON-LD Product's offer ("89.00 GBP", an AggregateOffer's range
  // "19.99–24.99 USD"), else product:price:amount or og:price:amount with
  // its currency; '' when none (extract/product_price.go price).
  function declaredPrice(doc) {
    const num = (v) => (typeof v === 'string' ? v.trim() : typeof v === 'number' && isFinite(v) ? String(v) : '');
    const plain = (s) => s.length <= MAX_AMOUNT_CHARS && /^[0-9.]+$/.test(s) && Number(s) > 0;
    const say = (low, high, currency) => {
      if (!plain(low)) return '';
      let s = low;
      if (plain(high) && high !== low) s += '–' + high;
      const c = typeof currency === 'string' ? currency.trim() : '';
      if (c && [...c].length <= MAX_CURRENCY_CHARS && /^[\p{L}\p{Sc}]+$/u.test(c)) s += ' ' + c;
      return s;
    };
    const offer = (v, depth) => {
      if (!v || typeof v !== 'object' || depth > 2) return '';
      if (Array.isArray(v)) {
        for (const e of v) {
          const r = offer(e, depth + 1);
          if (r) return r;
        }
        return '';
      }
      return say(num(v.price), '', v.priceCurrency) || say(num(v.lowPrice), num(v.highPrice), v.priceCurrency) || (v.priceSpecification ? offer(v.priceSpecification, depth + 1) : '');
    };
    const ofProduct = (p) => {
      const r = offer(p.offers, 0);
      if (r) return r;
      const v = Array.isArray(p.hasVariant) ? p.hasVariant[0] : null;
      return v && typeof v === 'object' && !Array.isArray(v) ? offer(v.offers, 0) : '';
    };
    const ld = inLD(doc, ofProduct);
    if (ld) return ld;
    // the first non-empty <meta> of a key, in document order (extract/meta.go metaContent)
    const meta = (keys) => {
      for (const k of keys) {
        for (const el of doc.querySelectorAll(`meta[property="${k}" i][content], meta[name="${k}" i][content], meta[itemprop="${k}" i][content]`)) {
          const v = clean(el.getAttribute('content'));
          if (v) return v;
        }
      }
      return '';
    };
    return say(meta(['product:price:amount', 'og:price:amount']), '', meta(['product:price:currency', 'og:price:currency']));
  }

  // ACTIVE_TOKEN: a class token marking the one open member of a set of
  // panels (extract/product_tabset.go activeToken).
  const ACTIVE_TOKEN = new Set(['active', 'is-active', 'current', 'selected', 'open', 'is-open', 'show', 'in']);

  // tabSet finds, among el's element children, two or more of one tag
  // sharing a class token of which exactly one carries an ACTIVE_TOKEN
  // (extract/product_tabset.go tabSet).
  function tabSet(el) {
    const kids = el.children;
    if (kids.length < 2) return null;
    let base = null;
    let open = null;
    const others = [];
    for (const c of kids) {
      if (c.tagName !== kids[0].tagName) return null;
      const toks = new Set();
      let active = false;
      for (const t of classOf(c).toLowerCase().split(/\s+/)) {
        if (!t) continue;
        if (ACTIVE_TOKEN.has(t)) active = true;
        else toks.add(t);
      }
      // style="display:block" beside panels set to display:none is open
      // (extract/product_tabset.go shownByStyle).
      const style = inlineStyle(c);
      if (style.includes('display:') && !style.includes('display:none')) active = true;
      if (base === null) base = toks;
      else for (const t of [...base]) if (!toks.has(t)) base.delete(t);
      if (active) {
        if (open) return null;
        open = c;
      } else others.push(c);
    }
    if (!base || base.size === 0 || !open) return null;
    return { open, others };
  }

  // keptOneTab: Readability's pick is the open panel of a set of tab
  // panels whose others hold text; the region, which holds them all, is
  // the content (extract/product_tabset.go keptOneTab).
  function keptOneTab(doc, kept) {
    const k = wordKey(kept);
    if (textSize(k) < MIN_REPEATED_BLOCK_CHARS || !doc.body) return false;
    for (const el of doc.body.querySelectorAll('*')) {
      const set = tabSet(el);
      if (!set || !set.others.length) continue;
      if (!wordKey(root.LaikaWalk.textOf(set.open)).includes(k)) continue;
      if (set.others.some((o) => clean(o.textContent).length > 0)) return true;
    }
    return false;
  }

  // withDescription appends the declared description to the read lines
  // when the text does not already hold its start (a closed tab, a
  // script-rendered block): it belongs to the main content.
  function withDescription(doc, read) {
    const d = description(doc);
    if (!d || wordKey(read.lines.map(bare).join('\n')).includes(wordKey(d.slice(0, MIN_PRODUCT_DESCRIPTION)))) return read;
    return { lines: read.lines.concat(d), ctrls: read.ctrls.concat(0), links: (read.links || []).concat(0) };
  }

  // dropReviews removes a product page's review blocks (by name or
  // microdata, never one holding the <h1>) from a detached copy, so a long
  // review section is not read as the main content.
  function dropReviews(body) {
    if (!body) return;
    for (const el of Array.from(body.querySelectorAll('[class],[id],[itemprop]'))) {
      if (!body.contains(el)) continue;
      const cls = classOf(el);
      const ip = el.getAttribute('itemprop');
      if ((ip === 'review' || ip === 'aggregateRating' || REVIEWS.test(cls) || REVIEWS.test(idOf(el))) && !el.querySelector('h1')) el.remove();
    }
  }

  // visibleText is el's collapsed text without scripts and without parts
  // marked hidden (extract/dom.go textOf).
  function visibleText(el) {
    const parts = [];
    const walk = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) parts.push(c.data);
        else if (c.nodeType === 1 && !T.SKIP_TAGS.has(c.tagName) && !selfHidden(c)) walk(c);
      }
    };
    walk(el);
    return clean(parts.join(' '));
  }

  // withBuyBox puts the product's own block (title, price, options, buy
  // button) before the read lines when they lack the page's <h1>:
  // Readability keeps the longest prose and drops the short lines that
  // say what the page sells and for how much. The block is the largest
  // ancestor of the <h1> holding at most MAX_BUY_BOX_CHARS, cut out by
  // prune (observe.js prunedRegion) without its reviews and other
  // products' cards, its lines cleaned by clean (the main text's line
  // cleaners: a control's caption or a credit the text lost does not come
  // back with the box); lines the text already holds are not repeated
  // (extract/product_buybox.go).
  function withBuyBox(doc, read, prune, clean) {
    const h1 = Array.from(doc.body ? doc.body.querySelectorAll('h1') : []).find((h) => visibleText(h) && !invisible(h));
    if (!h1) return read;
    const k = wordKey(read.lines.map(bare).join('\n'));
    if (k.includes(wordKey(visibleText(h1)))) return read;
    let box = h1;
    for (let a = h1.parentElement; a && a !== doc.body; a = a.parentElement) {
      if (visibleText(a).length > MAX_BUY_BOX_CHARS) break;
      box = a;
    }
    const region = prune(box);
    dropReviews(region);
    dropOtherProducts(region);
    // Images read as nothing, as in the main text (Go strips the box's media).
    const r = clean(root.LaikaWalk.renderLines(region, { live: false, alt: false, maxChars: 100000 }));
    const out = { lines: [], ctrls: [] };
    r.lines.forEach((l, i) => {
      if (k.includes(wordKey(bare(l)))) return;
      out.lines.push(l);
      out.ctrls.push(r.ctrls[i] || 0);
    });
    return { lines: out.lines.concat(read.lines), ctrls: out.ctrls.concat(read.ctrls) };
  }

  // invisible: el or an ancestor is marked hidden (extract/dom.go invisible).
  function invisible(el) {
    for (let a = el; a; a = a.parentElement) if (selfHidden(a) || T.SKIP_TAGS.has(a.tagName)) return true;
    return false;
  }

  // textOf is el's text with its text nodes apart (extract/items.go
  // spacedText), without scripts and styles.
  function textOf(el, skip) {
    const parts = [];
    const walk = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) parts.push(c.data);
        else if (c.nodeType === 1 && !T.SKIP_TAGS.has(c.tagName) && !(skip && skip.has(c))) walk(c);
      }
    };
    walk(el);
    return clean(parts.join(' '));
  }

  // isOfferCard: el links to another page and shows a price, and is not
  // the product's own block (extract/product_cards.go isOfferCard).
  function isOfferCard(el) {
    if (el.querySelector('h1')) return false;
    const links = [el, ...el.querySelectorAll('a')].filter((a) => a.tagName === 'A' && !/^#|^$/.test(a.getAttribute('href') || ''));
    return links.length > 0 && hasPrice(textOf(el));
  }

  // FINE_PRINT names a product page's small print: disclaimers, footnotes
  // to its claims, legal notes (extract/product_fineprint.go finePrintClass).
  const FINE_PRINT = root.LaikaPatterns.finePrintClass;
  const FINE_PRINT_MARK = 'data-laika-fineprint';
  // MAX_FINE_PRINT_SHARE: extract/heuristics.go maxFinePrintShare.
  const MAX_FINE_PRINT_SHARE = 0.3;
  const isFinePrint = (el) => el.hasAttribute(FINE_PRINT_MARK) || FINE_PRINT.test(classOf(el)) || FINE_PRINT.test(idOf(el));

  // prepareCopy readies the copy of a product page Readability reads:
  // reviews out, fine print marked (Readability drops class names; the
  // mark survives into its output).
  function prepareCopy(body) {
    if (!body) return;
    dropReviews(body);
    for (const el of body.querySelectorAll('[class],[id]')) if (isFinePrint(el)) el.setAttribute(FINE_PRINT_MARK, '1');
  }

  // cleanPick removes from a product page's detached main content its fine
  // print holding a small part of the text (a phone's footnotes on its
  // battery claims) and other products' cards (extract/primary.go).
  function cleanPick(body) {
    if (!body) return;
    const total = clean(body.textContent).length;
    for (const el of Array.from(body.querySelectorAll('*'))) {
      if (body.contains(el) && isFinePrint(el) && visibleText(el).length < MAX_FINE_PRINT_SHARE * total) el.remove();
    }
    dropOtherProducts(body);
  }

  // dropOtherProducts removes runs of other products' cards from a
  // product page's detached main content: MIN_ITEM_RUN or more siblings of
  // one tag that each link elsewhere and show a price ("You may also
  // like"), unless they hold most of the text or no price of the page's
  // own is left beside them, or, whatever they hold, when their carousel's
  // title says they are other products (OTHER_PRODUCTS_TITLE) and a price
  // of the page's own is left (extract/product_cards.go dropOtherProducts).
  function dropOtherProducts(body) {
    if (!body) return;
    const total = clean(body.textContent).length;
    let cards = [];
    const others = [];
    const titles = [];
    let removed = 0;
    const walk = (el) => {
      const groups = new Map();
      for (const c of el.children) {
        if (!groups.has(c.tagName)) groups.set(c.tagName, []);
        groups.get(c.tagName).push(c);
      }
      const run = new Set();
      let title;
      for (const g of groups.values()) {
        if (g.length < T.MIN_ITEM_RUN) continue;
        const offers = g.filter(isOfferCard);
        if (offers.length < T.MIN_ITEM_RUN || 2 * offers.length < g.length) continue;
        if (title === undefined) {
          title = otherProductsTitleOf(el);
          if (title) titles.push(title);
        }
        for (const c of offers) {
          run.add(c);
          if (title) {
            others.push(c);
            continue;
          }
          cards.push(c);
          removed += clean(c.textContent).length;
        }
      }
      for (const c of el.children) if (!run.has(c)) walk(c);
    };
    walk(body);
    const othersChars = others.reduce((n, c) => n + clean(c.textContent).length, 0);
    if (cards.length && (removed > MAX_OTHER_PRODUCTS_SHARE * (total - othersChars) || !hasPrice(textOf(body, new Set(cards.concat(others)))))) cards = [];
    if (others.length && hasPrice(textOf(body, new Set(cards.concat(others))))) {
      cards = cards.concat(others);
      for (const t of titles) t.remove();
    }
    if (!cards.length) return;
    const parents = new Set(cards.map((c) => c.parentElement));
    for (const c of cards) c.remove();
    // A carousel's own title ("You may also like") goes with its cards.
    for (const p of parents) if (p && p !== body && p.parentNode && onlyHeadings(p)) p.remove();
  }

  // OTHER_PRODUCTS_TITLE names a carousel of other products ("People who
  // viewed this item also viewed"). MAX_TITLE_LEVELS bounds how far above
  // a run of cards its title is looked for (extract/product_cards.go).
  const OTHER_PRODUCTS_TITLE = root.LaikaPatterns.otherProductsTitle;
  const MAX_TITLE_LEVELS = 4;
  const isHeading = (el) => /^H[1-6]$/.test(el.tagName) || el.getAttribute('role') === 'heading';

  // otherProductsTitleOf is the title of the carousel the cards under el
  // sit in, when it says they are other products: the nearest heading
  // before el within MAX_TITLE_LEVELS of it; null otherwise
  // (extract/product_cards.go otherProductsTitleOf).
  function otherProductsTitleOf(el) {
    for (let a = el, level = 0; a && level < MAX_TITLE_LEVELS; a = a.parentElement, level++) {
      for (let s = a.previousElementSibling; s; s = s.previousElementSibling) {
        const hs = [s, ...s.querySelectorAll('h1,h2,h3,h4,h5,h6,[role=heading]')].filter(isHeading);
        if (!hs.length) continue;
        const h = hs[hs.length - 1];
        return OTHER_PRODUCTS_TITLE.test(clean(h.textContent)) ? h : null;
      }
    }
    return null;
  }

  // onlyHeadings: el's text, if any, is all inside headings.
  function onlyHeadings(el) {
    for (const c of el.childNodes) {
      if (c.nodeType === 3 && c.data.trim()) return false;
      if (c.nodeType === 1 && !/^H[1-6]$/.test(c.tagName) && !T.SKIP_TAGS.has(c.tagName) && !onlyHeadings(c)) return false;
    }
    return true;
  }

  // dropRepeatedBlocks keeps the first copy of each longer line: themes
  // print a description or buy box twice, one for narrow screens and one
  // for wide (extract/product_repeats.go dropRepeatedBlocks).
  function dropRepeatedBlocks(read) {
    const seen = new Set();
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    read.lines.forEach((l, i) => {
      const k = wordKey(bare(l));
      if (textSize(k) >= MIN_REPEATED_BLOCK_CHARS) {
        if (seen.has(k)) return;
        seen.add(k);
      }
      out.lines.push(l);
      out.ctrls.push(read.ctrls[i]);
      out.links.push((read.links && read.links[i]) || 0);
      out.blocks.push(read.blocks && read.blocks[i]);
    });
    return out;
  }

  // MIN_REPEATED_RUN_LINES: extract/heuristics.go minRepeatedRunLines.
  const MIN_REPEATED_RUN_LINES = 3;

  // dropRepeatedRuns drops, on a product page, a run of
  // MIN_REPEATED_RUN_LINES consecutive lines (together at least
  // MIN_REPEATED_BLOCK_CHARS of words) that reads earlier in the same
  // order: a sticky buy bar's title, price and prices in other currencies
  // (extract/product_repeats.go dropRepeatedRuns).
  function dropRepeatedRuns(read, cardParts) {
    const keys = read.lines.map((l) => wordKey(bare(l)));
    const first = new Map();
    const drop = new Array(keys.length).fill(false);
    for (let i = 0; i + MIN_REPEATED_RUN_LINES <= keys.length; i++) {
      const run = keys.slice(i, i + MIN_REPEATED_RUN_LINES);
      const k = run.join('\n');
      if (textSize(k) < MIN_REPEATED_BLOCK_CHARS || run.includes('')) continue;
      if (!first.has(k)) {
        first.set(k, i);
        continue;
      }
      const j = first.get(k);
      // Two cards of one comparison share fields ("Fabric Content",
      // "100% long-staple cotton"): each says them.
      if (read.blocks && cardParts(read.blocks[j], read.blocks[i])) continue;
      // The copy goes on as long as it reads as the first does.
      let t = 0;
      while (i + t < keys.length && j + t < i && keys[i + t] === keys[j + t] && keys[i + t] !== '') {
        drop[i + t] = true;
        t++;
      }
      i += t - 1;
    }
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    read.lines.forEach((l, i) => {
      if (drop[i]) return;
      out.lines.push(l);
      out.ctrls.push(read.ctrls[i]);
      out.links.push((read.links && read.links[i]) || 0);
      out.blocks.push(read.blocks && read.blocks[i]);
    });
    return out;
  }

  // REPEATED_WORDS_RUN: extract/product_repeats.go repeatedWordsRun.
  const REPEATED_WORDS_RUN = 8;

  // dropRepeatedWords drops, on a product page, each line whose every word
  // sits in a run of REPEATED_WORDS_RUN or more words the page already
  // said, in order, in earlier lines: a theme's narrow-screen copy breaks
  // its lines elsewhere (extract/product_repeats.go dropRepeatedWords).
  function dropRepeatedWords(read, cardParts) {
    const ws = [];
    read.lines.forEach((l, i) => {
      for (const w of wordKey(bare(l)).split(' ')) if (w) ws.push({ w, line: i });
    });
    const covered = new Array(ws.length).fill(false);
    const first = new Map();
    for (let s = 0; s + REPEATED_WORDS_RUN <= ws.length; s++) {
      const k = ws.slice(s, s + REPEATED_WORDS_RUN).map((x) => x.w + ' ').join('');
      if (!first.has(k)) {
        first.set(k, s);
        continue;
      }
      // Only a run that ended in lines before this one is earlier text.
      const p = first.get(k);
      if (ws[p + REPEATED_WORDS_RUN - 1].line < ws[s].line && !(read.blocks && cardParts(read.blocks[ws[p].line], read.blocks[ws[s].line]))) for (let j = s; j < s + REPEATED_WORDS_RUN; j++) covered[j] = true;
    }
    const drop = new Array(read.lines.length).fill(true);
    const seen = new Array(read.lines.length).fill(false);
    ws.forEach((x, j) => {
      seen[x.line] = true;
      if (!covered[j]) drop[x.line] = false;
    });
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    read.lines.forEach((l, i) => {
      if (seen[i] && drop[i]) return;
      out.lines.push(l);
      out.ctrls.push(read.ctrls[i]);
      out.links.push((read.links && read.links[i]) || 0);
      out.blocks.push(read.blocks && read.blocks[i]);
    });
    return out;
  }

  root.LaikaProduct = { sellsProduct, declaredPrice, keptOneTab, prepareCopy, cleanPick, description, withDescription, withBuyBox, dropReviews, dropOtherProducts, dropRepeatedBlocks, dropRepeatedRuns, dropRepeatedWords };
})(globalThis);
