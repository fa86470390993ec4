// walk.js: deep DOM traversal (open shadow roots, same-origin iframes) and
// the line-preserving text renderer with structure prefixes. Defines
// globalThis.LaikaWalk.
(function (root) {
  'use strict';
  const { T } = root.LaikaHeuristics;

  // SIDECAR_ID is our own injected panel; observation never reads it.
  const SIDECAR_ID = 'laika-sidecar-host';

  // Traversal notes what it could not read, for signals.
  function newNotes() {
    return { crossOriginIframes: 0, closedShadowRoots: 0 };
  }

  // closedShadowOf returns el's closed shadow root when the browser lets an
  // extension see it (chrome.dom in Chrome, openOrClosedShadowRoot in
  // Firefox); we only use it to say the content exists and is not read.
  function closedShadowOf(el) {
    try {
      if (el.shadowRoot) return null;
      if (typeof el.openOrClosedShadowRoot !== 'undefined') return el.openOrClosedShadowRoot || null;
      if (root.chrome && root.chrome.dom && root.chrome.dom.openOrClosedShadowRoot) return root.chrome.dom.openOrClosedShadowRoot(el) || null;
    } catch {
      /* not a shadow host */
    }
    return null;
  }

  // childrenOf lists what renders inside node: its open shadow tree, the
  // document of a same-origin iframe, then its light children.
  function childrenOf(node, notes) {
    const out = [];
    if (node.nodeType === 1) {
      if (node.shadowRoot) out.push(...node.shadowRoot.childNodes);
      else if (node.tagName.includes('-') && closedShadowOf(node)) notes.closedShadowRoots++;
      if (node.tagName === 'IFRAME' || node.tagName === 'FRAME') {
        let doc = null;
        try {
          doc = node.contentDocument;
        } catch {
          doc = null;
        }
        if (doc && doc.body) out.push(doc.body);
        else if (isBigEnough(node)) notes.crossOriginIframes++;
        return out;
      }
    }
    out.push(...node.childNodes);
    return out;
  }

  // composeShadows gives copy (a cloneNode of the live body, which leaves
  // shadow roots behind) the open shadow trees live draws: each shadow
  // host's children become its shadow content, each slot holding copies
  // of the light children the browser assigned to it (its own fallback
  // when none). Readability then reads a web component's text as the
  // reader sees it (extract/shadow.go composes server-rendered ones).
  function composeShadows(live, copy) {
    if (!live || !copy) return;
    const liveAll = live.querySelectorAll('*');
    let any = false;
    for (const el of liveAll) if (el.shadowRoot) any = true;
    if (!any) return;
    const copyAll = copy.querySelectorAll('*');
    if (copyAll.length !== liveAll.length) return; // not a copy of live
    const hosts = [];
    liveAll.forEach((el, i) => {
      if (!el.shadowRoot) return;
      // A host inside another host's light children is composed with it.
      for (let p = el.parentElement; p && p !== live; p = p.parentElement) if (p.shadowRoot) return;
      hosts.push([el, copyAll[i]]);
    });
    const doc = copy.ownerDocument;
    const drawn = (node) => {
      if (node.nodeType !== 1) return doc.importNode(node, false);
      const out = doc.importNode(node, false);
      let kids = node.shadowRoot ? node.shadowRoot.childNodes : node.childNodes;
      if (node.tagName === 'SLOT' && typeof node.assignedNodes === 'function') {
        const assigned = node.assignedNodes();
        if (assigned.length) kids = assigned;
      }
      for (const k of kids) out.appendChild(drawn(k));
      return out;
    };
    for (const [el, target] of hosts) target.replaceChildren(...Array.from(el.shadowRoot.childNodes, drawn));
  }

  function isBigEnough(el) {
    try {
      const r = el.getBoundingClientRect();
      return r.width >= 50 && r.height >= 50;
    } catch {
      return false;
    }
  }

  // idOf and classOf read an element's id and class attributes through
  // Element.prototype, as Go reads attributes: a <form>'s own properties
  // are its fields (an <input name="id"> makes form.id that input: DOM
  // clobbering, which Chromium's content scripts see and Firefox's Xrays
  // hide), and an SVG element's className is no string.
  const attrOf = (el, name) => (root.Element ? root.Element.prototype.getAttribute.call(el, name) : el.getAttribute(name)) || '';
  const idOf = (el) => attrOf(el, 'id');
  const classOf = (el) => attrOf(el, 'class');
  // kebab lower-cases a class token, splitting camelCase words
  // ("ipsComment" → "ips-comment"), as extract/comments.go kebab does.
  const kebab = (c) => c.replace(/([a-z0-9])(?=[A-Z])/g, '$1-').toLowerCase();
  // classToken: one of el's class tokens, kebab-cased, matches re
  // (extract/comments.go classToken).
  const classToken = (el, re) => classOf(el).split(/\s+/).some((c) => c && re.test(kebab(c)));

  // Captions (extract/captions.go): a picture's caption reads as a
  // sentence, and the main text cannot say which of its lines are
  // captions. CAPTION_MARK survives Readability, which drops classes.
  const CAPTION_MARK = 'data-laika-caption';
  const CAPTION_CLASS = root.LaikaPatterns.captionClass;
  const MAX_CAPTIONS = 60;
  const isCaption = (el) => el.tagName === 'FIGCAPTION' || el.tagName === 'CAPTION' || el.hasAttribute(CAPTION_MARK) || CAPTION_CLASS.test(classOf(el));
  // markCaptions marks every caption in a detached clone before
  // Readability runs, and the one paragraph it holds (markFurniture).
  function markCaptions(body) {
    if (!body) return;
    for (const el of body.querySelectorAll('figcaption,caption,[class]')) {
      if (!isCaption(el)) continue;
      el.setAttribute(CAPTION_MARK, '1');
      const only = el.children.length === 1 && el.children[0].tagName === 'P' && !ownText(el) ? el.children[0] : null;
      if (only) only.setAttribute(CAPTION_MARK, '1');
    }
  }
  const ownText = (el) => Array.from(el.childNodes).some((c) => c.nodeType === 3 && c.data.trim());
  // captionLines: the lines of lines (unprefixed) that renderLines read
  // inside a caption (capTexts, its texts where caps is set), once each,
  // as far as the first chars characters go (extract/captions.go).
  function captionLines(lines, chars, capTexts) {
    const out = [];
    let n = 0;
    for (const l of lines) {
      n += l.length + 1;
      if (n > chars + 1 || out.length === MAX_CAPTIONS) break;
      if (bare(l) !== l || !capTexts.has(l) || out.includes(l)) continue;
      out.push(l);
    }
    return out;
  }

  // SR_ONLY are screen-reader-only class names: text clipped to one
  // invisible pixel (the shared pattern srOnlyClass).
  const SR_ONLY = root.LaikaPatterns.srOnlyClass;
  // DIALOG_CLASS names a cookie or privacy consent box (extract/primary.go
  // consentClass).
  const DIALOG_CLASS = root.LaikaPatterns.consentClass;

  // markupHidden: what the eye does not see by markup alone
  // (extract/collection_visual.go): screen-reader-only text, and
  // aria-hidden on a block or a dialog. Inline aria-hidden text (a
  // teaser link, a price, a badge) is the visible copy of its value, and
  // the page behind an open modal is seen too (inertBackground).
  function markupHidden(el) {
    // An AMP component laid out "nodisplay" (a lightbox) is display: none
    // until a tap opens it (extract/dom.go ampNoDisplay).
    if (el.tagName.startsWith('AMP-') && (el.getAttribute('layout') || '').trim().toLowerCase() === 'nodisplay') return true;
    const cls = classOf(el);
    if (cls && SR_ONLY.test(cls)) return true;
    if (countingMarks(el)) return true;
    if (tooltipBody(el) || (hiddenByClass(cls) && !tabPanel(el)) || permalinkMark(el)) return true;
    if (el.getAttribute('aria-hidden') !== 'true') return false;
    const role = el.getAttribute('role');
    if (el.tagName === 'DIALOG' || el.getAttribute('aria-modal') === 'true' || role === 'dialog' || role === 'alertdialog' || DIALOG_CLASS.test(cls + ' ' + idOf(el))) return true;
    return T.BLOCK_TAGS.has(el.tagName) && !inertBackground(el);
  }

  // countingMarks: el is a list whose items are only their own places,
  // "1" to "5": a rating a stylesheet draws, each item a star whose digit
  // is pushed out of sight, or a row of step marks (extract/dom.go
  // countingMarks).
  function countingMarks(el) {
    if (el.tagName !== 'UL' && el.tagName !== 'OL') return false;
    let k = 0;
    for (const c of el.childNodes) {
      if (c.nodeType === 3 && !c.data.trim()) continue;
      if (c.nodeType !== 1 || c.tagName !== 'LI' || c.childNodes.length !== 1 || c.firstChild.nodeType !== 3) return false;
      if (c.firstChild.data.trim() !== String(k + 1)) return false;
      k++;
    }
    return k >= 3 && k <= 10; // three to ten stars or steps
  }

  // permalinkMark: el is the permalink mark a documentation generator
  // puts in a heading or a term ("¶", "§", "#", "🔗"), shown only while
  // the pointer is on it (extract/permalinks.go): a same-page link whose
  // text is a symbol or two, in a heading, a term, or the block it links
  // to. A footnote's "^" back-link sits in prose and stays.
  function permalinkMark(el) {
    if (el.tagName !== 'A') return false;
    const href = (el.getAttribute('href') || '').trim();
    if (!href.startsWith('#')) return false;
    const t = el.textContent.replace(/\u200b/g, '').trim();
    if (!t || [...t].length > T.MAX_MARK_CHARS || /[\p{L}\p{N}]/u.test(t)) return false;
    let a = el.parentElement;
    for (let up = 0; a && up < 3; a = a.parentElement, up++) {
      if (/^H[1-6]$/.test(a.tagName) || a.getAttribute('role') === 'heading' || a.tagName === 'DT' || (href.length > 1 && a.id === href.slice(1))) return true;
    }
    return false;
  }

  // inertBackground: el is or holds the page's main region, or holds its
  // <h1>. Modal libraries mark the rest of the page aria-hidden while a
  // dialog (a cookie banner, a sign-up box) is open; the eye still sees
  // the page behind it, and it is the content (extract/collection_visual.go
  // inertBackground).
  function inertBackground(el) {
    return el.tagName === 'MAIN' || el.getAttribute('role') === 'main' || !!el.querySelector('main,h1,[role=main]');
  }

  // A tooltip's or popover's body shows only on hover, focus or click
  // (extract/tooltips.go): the help text of a spec label, the notes beside
  // a price. TOOLTIP_NAME names one in a class or a custom element's tag;
  // TOOLTIP_TRIGGER names the control that opens it, which stays.
  const TOOLTIP_NAME = root.LaikaPatterns.tooltipName;
  const TOOLTIP_TRIGGER = root.LaikaPatterns.tooltipTrigger;
  const TIP_TRIGGER_TAGS = new Set(['A', 'BUTTON', 'INPUT', 'SELECT', 'SUMMARY', 'LABEL']);
  const TIP_TRIGGER_ROLES = new Set(['button', 'link', 'tab', 'menuitem']);

  // tooltipNamed: el's custom tag or one of its classes names a tooltip
  // or a popover, and no class names a trigger (extract tooltipNamed).
  function tooltipNamed(el) {
    const cls = classOf(el);
    const tag = el.tagName || '';
    if (tag.includes('-') && TOOLTIP_NAME.test(tag)) return true;
    if (cls.length < 6 || !TOOLTIP_NAME.test(cls)) return false;
    return cls.split(/\s+/).some((t) => TOOLTIP_NAME.test(t) && !TOOLTIP_TRIGGER.test(t));
  }

  // tooltipBody: role=tooltip, or a tooltip-named element that is not its
  // trigger (a link, a button) and holds no tooltip of its own (then it
  // wraps a trigger and its body); never the page itself, whose class
  // may flag a theme's tooltips (extract tooltipBody).
  function tooltipBody(el) {
    if (el.getAttribute('role') === 'tooltip') return true;
    if (el.tagName === 'HTML' || el.tagName === 'BODY' || el.tagName === 'MAIN') return false;
    if (!tooltipNamed(el)) return false;
    if (TIP_TRIGGER_TAGS.has(el.tagName) || TIP_TRIGGER_ROLES.has(el.getAttribute('role')) || el.hasAttribute('data-toggle') || el.hasAttribute('data-bs-toggle')) return false;
    for (const d of el.querySelectorAll('*')) if (d.getAttribute('role') === 'tooltip' || tooltipNamed(d)) return false;
    return true;
  }

  // TAB_PANEL_CLASS names a tab or accordion panel (extract/dom.go tabPanel).
  const TAB_PANEL_CLASS = /tab-pane|tabpanel|tab-content|accordion-body|accordion-content|accordion-panel|accordion__(?:content|panel|body)|collapse|expander-content|expandable-content|collapsible-content|collapsible__content/i;

  // tabPanel: el is a tab or accordion panel, or a block
  // hidden="until-found" that find-in-page opens (extract/dom.go
  // tabPanel): one click from view, so it is read whatever hides it.
  function tabPanel(el) {
    const cls = classOf(el);
    return el.getAttribute('role') === 'tabpanel' || TAB_PANEL_CLASS.test(cls) || foldedAnswer(el) || (!!el.id && disclosed.has(el.id)) || (el.getAttribute('hidden') || '').trim().toLowerCase() === 'until-found';
  }

  // disclosed: the ids of the panels that a control with aria-expanded
  // names in aria-controls (WAI-ARIA's disclosure and accordion patterns:
  // a product's "Shipping and returns", a FAQ's answers), noted once per
  // observation by noteDisclosures. A menu is none: a control that opens
  // a popup, one with no text of its own (an icon's "Toggle menu"), or one
  // or a panel in the page's chrome (extract/disclosure.go).
  let disclosed = new Set();
  function noteDisclosures(doc) {
    disclosed = new Set();
    for (const c of doc.querySelectorAll('[aria-expanded][aria-controls]')) {
      const popup = c.getAttribute('aria-haspopup');
      if ((popup && popup !== 'false') || !textOf(c) || inChrome(c)) continue;
      for (const id of c.getAttribute('aria-controls').split(/\s+/)) {
        const panel = id && doc.getElementById(id);
        if (panel && !inChrome(panel)) disclosed.add(id);
      }
    }
  }

  // inChrome: el sits in the page's chrome (extract/dom.go inChrome):
  // navigation, a sidebar, a footer, or a header that is no article's.
  const CHROME_UP = 'nav,footer,aside,[role=navigation],[role=banner],[role=contentinfo],[role=complementary]';
  function inChrome(el) {
    if (el.closest(CHROME_UP)) return true;
    for (let h = el.closest('header'); h; h = h.parentElement && h.parentElement.closest('header')) {
      if (!h.closest('article,main')) return true;
    }
    return false;
  }

  // foldedAnswer: el is hidden by its own inline display:none right after
  // a heading, and so is another beside it, as an accordion without
  // named classes folds each FAQ answer under its question; one such pair
  // alone is as likely a message waiting for its moment
  // (extract/dom.go foldedAnswer).
  function foldedAnswer(el) {
    const box = el.parentElement;
    if (!foldedAfterHeading(el) || !box) return false;
    // Another pair beside this one, or in a wrapper beside this pair's.
    const boxes = [box, ...(box.parentElement ? Array.from(box.parentElement.children).filter((c) => c !== box) : [])];
    return boxes.some((b) => Array.from(b.children).some((c) => c !== el && foldedAfterHeading(c)));
  }

  // foldedAfterHeading: el is hidden by its own inline display:none and
  // the element before it is an h2-h6 heading or named a question by
  // class ("faq__question", as an accordion sets one).
  const QUESTION_CLASS = root.LaikaPatterns.questionClass;
  function foldedAfterHeading(el) {
    if (!(el.getAttribute('style') || '').toLowerCase().replace(/ /g, '').includes('display:none')) return false;
    const prev = el.previousElementSibling;
    return !!prev && (/^H[2-6]$/.test(prev.tagName) || prev.getAttribute('role') === 'heading' || classToken(prev, QUESTION_CLASS));
  }

  // HIDDEN_CLASS: a class token that hides an element on a desktop screen;
  // RESPONSIVE_SHOW: one that shows it again from some screen size on
  // (extract/hidden_class.go). The live walk sees the computed style; the
  // inert copies (Readability's input and output) ask the names.
  const HIDDEN_CLASS = root.LaikaPatterns.hiddenClassToken;
  const RESPONSIVE_SHOW = root.LaikaPatterns.responsiveShowToken;

  // hiddenByClass: cls carries a hiding utility class and no responsive one.
  function hiddenByClass(cls) {
    if (cls.length < 4 || !/hid|none|mobile|phone|small-only/.test(cls)) return false;
    let hidden = false;
    for (const t of cls.split(/\s+/)) {
      if (HIDDEN_CLASS.test(t)) hidden = true;
      else if (RESPONSIVE_SHOW.test(t)) return false;
    }
    return hidden;
  }

  // STATE_MESSAGE names a message a script shows when something fails
  // ("geolocate-error", "no-results", "w-form-fail"): its stylesheet keeps
  // it out of view until then (extract/state_messages.go).
  const STATE_MESSAGE = root.LaikaPatterns.stateMessageName;
  const MESSAGE_BOX = new Set(['DIV', 'P', 'SPAN', 'SECTION', 'SMALL']);
  const MAX_STATE_MESSAGE = 300; // bytes of text

  // stateMessage: el is a short box named for a failure's message, with
  // no heading, term, table or article in it. The main text never holds
  // one (observe.js leaves it out of Readability's copy, as Go does), and
  // an inert copy takes it as hidden; the live walk asks the computed
  // style, so the page's text still shows the agent the message a form
  // it filled shows ("Please enter a valid email").
  function stateMessage(el) {
    if (!MESSAGE_BOX.has(el.tagName) || !(classToken(el, STATE_MESSAGE) || STATE_MESSAGE.test(kebab(idOf(el))))) return false;
    if (el.querySelector('h1,h2,h3,h4,h5,h6,dt,table,article')) return false;
    let size = 0;
    const w = el.ownerDocument.createTreeWalker(el, 4);
    for (let t = w.nextNode(); t; t = w.nextNode()) {
      size += root.LaikaHeuristics.textSize(t.data.trim());
      if (size > MAX_STATE_MESSAGE) return false;
    }
    return true;
  }

  // unfilledLabel: el is a box holding a short label and, after it, an
  // empty slot the page's script fills ("Website: <span
  // id="grantee-website"></span>"): the label says nothing without its
  // value (extract/unfilled_slots.go). The slot is a span, div, strong,
  // b, output, data or p with an id and nothing in it but whitespace; no
  // link (an <a id> is an anchor). A bare text label ends in a colon, one
  // set in an element of its own (span, strong, b, label, em, small)
  // holds only text; either is at most MAX_SLOT_LABEL bytes and no
  // sentence. The live walk reads what the page shows; Readability's
  // copy drops these boxes, as Go drops them when it parses the page.
  const SLOT_BOX = new Set(['P', 'DIV', 'LI', 'DD', 'SPAN']);
  const SLOT_PART = new Set(['SPAN', 'DIV', 'STRONG', 'B', 'OUTPUT', 'DATA', 'P']);
  const LABEL_PART = new Set(['SPAN', 'STRONG', 'B', 'LABEL', 'EM', 'SMALL']);
  const MAX_SLOT_LABEL = 40;
  function unfilledLabel(el) {
    if (!SLOT_BOX.has(el.tagName)) return false;
    const parts = [];
    for (const c of el.childNodes) {
      if (c.nodeType === 8 || c.nodeType === 3 && !c.data.trim()) continue;
      if (parts.length === 2) return false;
      parts.push(c);
    }
    if (parts.length !== 2) return false;
    const [label, slot] = parts;
    if (slot.nodeType !== 1 || !slot.id || !SLOT_PART.has(slot.tagName)) return false;
    for (const c of slot.childNodes) if (c.nodeType !== 3 || c.data.trim()) return false;
    let text;
    if (label.nodeType === 3) {
      text = label.data.replace(/\s+/g, ' ').trim();
      if (!text.endsWith(':')) return false;
    } else if (label.nodeType === 1 && LABEL_PART.has(label.tagName) && label.firstChild && Array.from(label.childNodes).every((c) => c.nodeType === 3)) {
      text = label.textContent.replace(/\s+/g, ' ').trim();
    } else return false;
    return text !== '' && root.LaikaHeuristics.textSize(text) <= MAX_SLOT_LABEL && !/[.!?]$/.test(text);
  }

  // mediaLeadIn: el is a short heading or paragraph that asks the reader
  // to watch or listen ("Watch the full video on our channel") and the
  // next element is a player that reads as nothing: a frame, video or
  // audio element, or an empty box its class names as a player
  // (wp-block-embed, is-type-video) that a script fills. The pointer says
  // nothing without the player (extract/media_lead_ins.go). Readability's
  // copy drops these, as Go drops them when it parses the page.
  const MEDIA_LEAD_IN = root.LaikaPatterns.mediaLeadInText;
  const MEDIA_CLASS = root.LaikaPatterns.mediaClass;
  const MEDIA_TAGS = 'iframe,video,audio,embed,object';
  const MAX_MEDIA_LEAD_IN = 100;
  function mediaLeadIn(el) {
    if (!/^(?:H[2-6]|P)$/.test(el.tagName)) return false; // an <h1> titles the page
    const t = textOf(el);
    if (!t || root.LaikaHeuristics.textSize(t) > MAX_MEDIA_LEAD_IN || !MEDIA_LEAD_IN.test(t.toLowerCase())) return false;
    const next = el.nextElementSibling;
    if (!next || textOf(next)) return false;
    if (next.matches(MEDIA_TAGS) || next.querySelector(MEDIA_TAGS)) return true;
    for (let d = next; d; d = d.firstElementChild) if (MEDIA_CLASS.test(classOf(d))) return true;
    return false;
  }

  // isHidden reports whether el renders nothing a person could read. live is
  // false for inert documents (Readability output), which have no layout.
  // controls: el is looked at as a control to act on, not as text to
  // read; a rendered box out of sight (unseenBox) is still one, as the
  // transparent or clipped native checkbox under a styled label is.
  function isHidden(el, live, controls = false) {
    if (el.id === SIDECAR_ID) return true;
    if (el.hidden || markupHidden(el)) return true;
    if (!live) return stateMessage(el);
    if (typeof el.checkVisibility === 'function' ? el.checkVisibility({ visibilityProperty: true }) : el.getClientRects().length > 0) return !controls && root.LaikaUnseen.unseenBox(el);
    // An element drawn as its children only (display: contents: a
    // framework's island, a layout wrapper) has no box of its own, yet
    // its children are on screen; each is judged on its own. Its own text
    // shows unless it is invisible.
    const cs = getComputedStyle(el);
    return cs.display !== 'contents' || cs.visibility !== 'visible';
  }

  // hiddenUp: el or an ancestor is hidden, or never rendered (a
  // <template>, a <script>): on the live page, or (live false) by markup
  // alone in an inert copy (extract/dom.go invisible).
  function hiddenUp(el, live = true) {
    for (let e = el; e && e.nodeType === 1; e = e.parentElement) if (T.SKIP_TAGS.has(e.tagName) || isHidden(e, live)) return true;
    return false;
  }

  // eachElement calls fn(el, depth) for every readable element under start
  // in document order; fn returning false skips el's subtree. controls:
  // the walk looks for controls (isHidden).
  function eachElement(start, fn, notes, live, controls = false) {
    const stack = [[start, 0]];
    while (stack.length) {
      const [node, depth] = stack.pop();
      if (node.nodeType !== 1) continue;
      if (T.SKIP_TAGS.has(node.tagName) && node.tagName !== 'IFRAME') continue;
      if (node !== start && isHidden(node, live, controls)) continue;
      if (fn(node, depth) === false) continue;
      const kids = childrenOf(node, notes);
      for (let i = kids.length - 1; i >= 0; i--) stack.push([kids[i], depth + 1]);
    }
  }

  // Prefix styles: "text" is the observation's plain form (H2:, -, >, Code:),
  // "markdown" is the same structure as Markdown.
  const STYLES = {
    // item(depth, marker, width): the text indents two spaces per level,
    // as Go's text does; Markdown indents a nested list under its item's
    // text, the width of the markers around it ("1. " is three), as
    // CommonMark nests and Go's Markdown writes.
    text: { heading: (n) => 'H' + n + ': ', item: (d, m) => '  '.repeat(d) + m, quote: '> ', code: (l) => 'Code: ' + l, fence: false },
    markdown: { heading: (n) => '#'.repeat(n) + ' ', item: (d, m, w) => ' '.repeat(w) + m, quote: '> ', code: (l) => l, fence: true },
  };

  // An <ol>'s items read "1. ", "2. " as the browser draws them, so that
  // steps keep their order and a summary can tell a recipe's method from
  // its ingredients; a <ul>'s read "- " (extract/text_lists.go).
  // openList starts numbering list el: from its start attribute, else
  // from 1, or down from its item count when reversed.
  function openList(el, live) {
    if (el.tagName !== 'OL') return { ordered: false };
    const m = { ordered: true, next: 1, step: 1 };
    if (el.hasAttribute('reversed')) {
      m.step = -1;
      m.next = 0;
      for (const c of el.children) if (c.tagName === 'LI' && !isHidden(c, live)) m.next++;
    }
    const start = parseInt((el.getAttribute('start') || '').trim(), 10);
    if (!Number.isNaN(start)) m.next = start;
    return m;
  }

  // itemMark is list item li's marker in list m: its number (its value
  // attribute renumbers it and the items after it), else "- ".
  function itemMark(m, li) {
    if (!m || !m.ordered) return '- ';
    const v = parseInt((li.getAttribute('value') || '').trim(), 10);
    if (!Number.isNaN(v)) m.next = v;
    const k = m.next;
    m.next += m.step;
    return k + '. ';
  }

  // renderLines turns the subtree at start into lines with structure
  // prefixes, stopping after maxChars characters.
  // SPACED_TAGS and SPACED_ROLES are extract/dom.go spaced and spacedRoles.
  const SPACED_TAGS = new Set(['BUTTON', 'LABEL']);
  const SPACED_ROLES = new Set(['tab', 'button', 'menuitem', 'option', 'treeitem']);

  function renderLines(start, opts) {
    const style = STYLES[opts.style || 'text'];
    const live = opts.live !== false;
    const notes = opts.notes || newNotes();
    const maxChars = opts.maxChars || Infinity;
    // alt: an image reads as its alt text. The primary text leaves images
    // out, as extract/primary.go stripMedia does: a product grid's alt
    // texts repeat each card's name.
    const alt = opts.alt !== false;
    const out = [];
    // ctrls[i]: characters of out[i] inside short links and buttons
    // (what a reader clicks rather than reads), for dropRepeats.
    const ctrls = [];
    // links[i]: characters of out[i] inside links of any length
    // (extract/text.go linkChars), for the article tail rule.
    const links = [];
    // texts[i]: out[i] without its structure prefix (Go's line.text), so
    // a title that reads "1. TestSprite" keeps its number while an <ol>
    // item's marker goes.
    const texts = [];
    let total = 0;
    let cur = '';
    let curCtrl = 0;
    let inCtrl = 0;
    let curLink = 0;
    let inLink = 0;
    let inCode = 0; // inside inline code: no seam spaces (INLINE_CODE)
    let inHeading = 0; // inside a heading: one line, whatever blocks set it
    let prefix = '';
    let quote = 0;
    // lists: the open lists' numbering (openList), innermost last;
    // widths: the markers of the open items, for Markdown's indentation.
    const lists = [];
    const widths = [];
    let full = false;
    // Seams between sibling inline elements (extract/coll_seams.go):
    // <span>Brand</span><span>Model</span> reads "Brand Model".
    let seamEnd = 0;
    // sepEnd: where cur ended after a cell's " | ", while nothing follows
    // it; 0: none (extract/text.go renderer.sepEnd).
    let sepEnd = 0;
    let seamPending = false;
    // cards[i]: the main-list card (listing.js markCards) out[i]'s block
    // sits in, or -1, as extract/coll_card_echo.go cardOf reads line.block.
    const cards = [];
    // caps[i]: out[i] was read inside a caption (isCaption), as
    // extract/captions.go inCaption reads line.block.
    const caps = [];
    let inCaption = 0;
    let cardAt = -1;
    let blockCard = -1;
    // blocks[i]: the block element out[i] came from, as Go's line.block
    // (for dropTwinBlocks in observe.js).
    const blocks = [];
    let blockEl = null;
    // inked: inkless answers for this walk.
    const inked = new Map();

    const push = (line, ctrl, link, text) => {
      if (full) return;
      if (total + line.length + 1 > maxChars) {
        const room = maxChars - total - 1;
        if (room > 20) {
          const cut = line.slice(0, room - 1) + '…';
          out.push(cut);
          texts.push(cut.slice(line.length - text.length));
          ctrls.push(0);
          links.push(0);
          cards.push(blockCard);
          caps.push(inCaption > 0);
          blocks.push(blockEl);
        }
        full = true;
        return;
      }
      out.push(line);
      texts.push(text);
      ctrls.push(ctrl || 0);
      links.push(link || 0);
      cards.push(blockCard);
      caps.push(inCaption > 0);
      blocks.push(blockEl);
      total += line.length + 1;
    };
    const flush = () => {
      // A paragraph of a zero-width joiner alone (Webflow's empty
      // <p>&zwj;</p>) or of a dot alone (a blog's blank line) says
      // nothing: no line (extract/text.go joiners).
      // A row whose last cells hold only controls ends in its
      // separator (extract/text.go flush).
      let t = cur.replace(INVISIBLE, '').replace(/\s+/g, ' ').trim().replace(/ \|$/, '');
      if (!t.replace(/[\u200c\u200d]/g, '') || t === '.' || t === '?') t = '';
      const ctrl = curCtrl;
      const link = curLink;
      cur = '';
      curCtrl = 0;
      curLink = 0;
      sepEnd = 0;
      seamEnd = 0;
      seamPending = false;
      if (t) {
        push((quote && !prefix.startsWith(style.quote) ? style.quote : '') + prefix + t, ctrl, link, t);
        prefix = '';
      }
    };

    const visit = (node, listDepth) => {
      if (full) return;
      if (node.nodeType === 3) {
        if (live && node.data.trim() && root.LaikaUnseen.inkless(node.parentElement, inked)) return;
        if (seamPending && node.data) {
          seamPending = false;
          if (fuses(cur, node.data) && !inCode) cur += ' ';
        }
        cur += node.data;
        if (inCtrl) curCtrl += node.data.trim().length;
        if (inLink) curLink += node.data.trim().length;
        return;
      }
      if (node.nodeType !== 1) return;
      const tag = node.tagName;
      // A formula reads as its source, once (formula.js); a script
      // holding one is never shown, so only its rendering's box is asked.
      const f = root.LaikaFormula.formulaOf(node);
      if (f) {
        if (!f.text || (tag !== 'SCRIPT' && isHidden(node, live))) return;
        if (f.block) flush();
        const { lead, trail } = root.LaikaFormula.spacing(node);
        cur += (lead ? ' ' : '') + f.text + (trail ? ' ' : '');
        if (f.block) flush();
        return;
      }
      if (T.SKIP_TAGS.has(tag) && tag !== 'IFRAME') return;
      if (isHidden(node, live)) return;
      if (tag === 'BR') {
        if (inHeading) cur += ' ';
        else flush();
        return;
      }
      if (tag === 'IMG') {
        const a = alt ? (node.getAttribute('alt') || '').trim() : '';
        if (a) cur += ' ' + a + ' ';
        return;
      }
      if (tag === 'INPUT' || tag === 'TEXTAREA' || tag === 'SELECT') return; // controls are elements, not text
      if (tag === 'TD' || tag === 'TH') {
        // Cells of one row share a line, " | " between them
        // (extract/text.go): a spec table reads "Weight | 1.2 kg".
        const mark = cur.length;
        const lines = out.length;
        if (cur.trim()) {
          cur += ' | ';
          sepEnd = cur.length;
        }
        for (const k of childrenOf(node, notes)) visit(k, listDepth);
        // An empty cell (a vote arrow, an icon, a spacer) is no column:
        // Hacker News's rows read "1. | | Title" (extract/text.go).
        if (out.length === lines && cur.length > mark && cur.slice(mark).trim() === '|') {
          cur = cur.slice(0, mark);
          sepEnd = 0;
        }
        return;
      }
      // A heading is one line, whatever blocks set it: rustdoc puts a
      // method's where clause in a <div> inside its <h4> (extract/text.go
      // walk).
      const headingEl = /^H[1-6]$/.test(tag) || node.getAttribute('role') === 'heading';
      const joined = inHeading > 0 && !headingEl && tag !== 'PRE' && T.BLOCK_TAGS.has(tag);
      const block = T.BLOCK_TAGS.has(tag) && !joined;
      // A cell whose value sits in a block still shares its row's line:
      // "Image Sensor | Full-Frame" (extract/text.go cellBreaks).
      if (block && !(sepEnd > 0 && cur.length === sepEnd && !headingEl && !CELL_BREAKS.has(tag))) flush();
      if (joined) cur += ' ';
      const heads = block && headingEl ? 1 : 0;
      inHeading += heads;
      const outerCard = cardAt;
      const outerBlockCard = blockCard;
      const outerBlockEl = blockEl;
      const mark = attrOf(node, CARD_MARK);
      if (mark !== '') cardAt = Number(mark);
      if (block && !NO_BLOCK_CARD.has(tag)) {
        blockCard = cardAt;
        blockEl = node;
      }
      const cap = isCaption(node) ? 1 : 0;
      inCaption += cap;
      if (tag === 'PRE') {
        const lines = (node.textContent || '').replace(/\n+$/, '').split('\n');
        if (style.fence) push('```', 0, 0, '```');
        for (const l of lines) {
          const c = l.replace(/\s+$/, '');
          if (c.trim()) push(style.code(c), 0, 0, c);
        }
        if (style.fence) push('```', 0, 0, '```');
        cardAt = outerCard;
        blockCard = outerBlockCard;
        blockEl = outerBlockEl;
        inCaption -= cap;
        return;
      }
      let depth = listDepth;
      const marker = tag === 'LI' ? itemMark(lists[lists.length - 1], node) : '';
      if (/^H[1-6]$/.test(tag)) prefix = style.heading(Number(tag[1]));
      else if (node.getAttribute('role') === 'heading') prefix = style.heading(Number(node.getAttribute('aria-level')) || 2);
      else if (tag === 'LI') prefix = style.item(Math.max(0, listDepth - 1), marker, widths.reduce((a, n) => a + n, 0));
      if (tag === 'LI') widths.push(marker.length);
      if (tag === 'UL' || tag === 'OL') {
        depth = listDepth + 1;
        lists.push(openList(node, live));
      }
      if (tag === 'BLOCKQUOTE') quote++;
      // Only a short control counts as one: a link around a whole card
      // holds the card's own text (extract/text.go does the same).
      const ctrl = (tag === 'A' || tag === 'BUTTON' || node.getAttribute('role') === 'button') && clean(node.textContent).length <= T.MAX_REPEAT_CHARS ? 1 : 0;
      inCtrl += ctrl;
      // Widgets laid out side by side read as separate words, whatever
      // their tags (extract/dom.go isSpaced): "Python Node.js", not
      // "PythonNode.js".
      const spaced = !block && (SPACED_TAGS.has(tag) || SPACED_ROLES.has(node.getAttribute('role')));
      if (!block && cur.length > 0 && cur.length === seamEnd) seamPending = true;
      if (spaced) cur += ' ';
      if (tag === 'A') inLink++;
      const code = !block && INLINE_CODE.has(tag) ? 1 : 0;
      inCode += code;
      for (const k of childrenOf(node, notes)) visit(k, depth);
      inCode -= code;
      if (tag === 'A') inLink--;
      if (spaced) cur += ' ';
      if (!block) seamEnd = cur.length;
      inCtrl -= ctrl;
      if (tag === 'BLOCKQUOTE') {
        flush();
        quote--;
      }
      inHeading -= heads;
      if (joined) cur += ' ';
      if (block && !(!headingEl && !CELL_BREAKS.has(tag) && labelCellEnd(node))) flush();
      if (tag === 'UL' || tag === 'OL') lists.pop();
      if (tag === 'LI') widths.pop();
      cardAt = outerCard;
      blockCard = outerBlockCard;
      blockEl = outerBlockEl;
      inCaption -= cap;
    };
    visit(start, 0);
    flush();
    return { lines: out, texts, ctrls, links, cards, caps, blocks, truncated: full, notes };
  }

  // seamedText is el's text as the eye reads it, one space between its
  // lines and without their structure prefixes: a card's title
  // (extract/text.go seamedText).
  function seamedText(el) {
    return clean(renderLines(el, { live: true, alt: false }).texts.join(' '));
  }

  // CARD_MARK carries a main-list card's index into a copy of the page
  // (listing.js markCards; extract/coll_card_echo.go cardMark).
  const CARD_MARK = 'data-laika-card';
  // NO_BLOCK_CARD: elements that do not start a line's block in Go's
  // renderer (extract/text.go: body, html, table rows and cells, labels).
  const NO_BLOCK_CARD = new Set(['BODY', 'HTML', 'TR', 'TBODY', 'TD', 'TH', 'LABEL']);

  // MAX_CELL_LABEL_CHARS: a cell this short, with a cell after it, is a
  // row's label (extract/text.go maxCellLabelChars).
  const MAX_CELL_LABEL_CHARS = 60;

  // labelCellEnd: el is the last block of a short table cell that
  // another cell follows (<td><p>Weight</p></td><td>1.2 kg</td>): the row
  // goes on on its line (extract/text.go labelCellEnd).
  function labelCellEnd(el) {
    let cell = el.parentElement;
    while (cell && cell.tagName !== 'TD' && cell.tagName !== 'TH') {
      if (cell.tagName === 'TABLE') return false;
      cell = cell.parentElement;
    }
    if (!cell) return false;
    for (let s = el.nextSibling; s; s = s.nextSibling) {
      if (s.nodeType === 1 || (s.nodeType === 3 && s.data.trim())) return false;
    }
    const next = cell.nextElementSibling;
    return !!next && (next.tagName === 'TD' || next.tagName === 'TH') && clean(textOf(cell)).length <= MAX_CELL_LABEL_CHARS;
  }

  // CELL_BREAKS start their own line even as a cell's first block: a
  // list, a quote or a table has its own structure (extract/text.go
  // cellBreaks; headings too).
  const CELL_BREAKS = new Set(['UL', 'OL', 'LI', 'BLOCKQUOTE', 'TABLE', 'DL', 'PRE']);

  // INLINE_CODE set code, a key or a sample in a line: their text is
  // literal, and a seam inside it ("python3." then "Y" in its own <em>)
  // is no sentence's or field's end (extract/text.go inlineCode).
  const INLINE_CODE = new Set(['CODE', 'KBD', 'SAMP', 'TT', 'VAR']);

  // fuses: text after a seam would join the line's last word into a
  // capitalised one ("BrandModel"): a letter or digit, then an upper-case
  // letter; two numbers into one ("$54.95" "4.1 stars", "$116.97"
  // "$145"): a digit, then a digit or a currency sign; or a label into its
  // value ("Max light:" "400"), or a sentence into the next field ("Large
  // sizes available!" "In Stock") (extract/coll_seams.go fuses).
  function fuses(before, text) {
    if (/[.!?]$/.test(before) && /^\p{Lu}/u.test(text)) return true;
    if (/\p{Nd}$/u.test(before) && /^[\p{Nd}\p{Sc}]/u.test(text)) return true;
    if (/:$/.test(before) && /^[\p{L}\p{Nd}]/u.test(text)) return true; // "Max light:" "400 lumens"
    return /[\p{L}\p{Nd}]$/u.test(before) && /^\p{Lu}/u.test(text);
  }

  // keepLines is read (lines with their ctrls and links) without the
  // lines keep refuses: the one shape of every line filter.
  function keepLines(read, keep) {
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    read.lines.forEach((l, i) => {
      if (!keep(l, i)) return;
      out.lines.push(l);
      out.ctrls.push(read.ctrls[i]);
      out.links.push(read.links[i]);
      out.blocks.push(read.blocks && read.blocks[i]);
    });
    return out;
  }

  // partChildren: the children of a's and b's nearest common ancestor
  // that hold a and b (a or b itself when it is that child; nulls when
  // one holds the other or they share none) (extract/twin_blocks.go).
  function partChildren(a, b) {
    const toward = new Map();
    let prev = null;
    for (let n = a; n; n = n.parentElement) {
      toward.set(n, prev);
      prev = n;
    }
    prev = null;
    for (let n = b; n; n = n.parentElement) {
      if (toward.has(n)) return [toward.get(n), prev];
      prev = n;
    }
    return [null, null];
  }

  // dropRepeats keeps the first of a short control line (a link's or a
  // button's text) that repeats T.MIN_REPEATS times or more: a card's
  // "Add to cart", a ticker's "Book now" (extract/primary.go dropRepeats).
  function dropRepeats(lines, ctrls, links, blocks) {
    const isCtrl = (i) => bare(lines[i]).length <= T.MAX_REPEAT_CHARS && 2 * (ctrls[i] || 0) >= bare(lines[i]).length;
    const seen = new Map();
    lines.forEach((l, i) => {
      if (isCtrl(i)) seen.set(bare(l), (seen.get(bare(l)) || 0) + 1);
    });
    const kept = new Set();
    const out = { lines: [], ctrls: [], links: [], blocks: [] };
    lines.forEach((l, i) => {
      const k = bare(l);
      if (isCtrl(i) && seen.get(k) >= T.MIN_REPEATS) {
        if (kept.has(k)) return;
        kept.add(k);
      }
      out.lines.push(l);
      out.ctrls.push(ctrls[i] || 0);
      out.links.push((links && links[i]) || 0);
      out.blocks.push(blocks && blocks[i]);
    });
    return out;
  }

  // bare is a rendered line without its structure prefix ("> ", "H2: ",
  // "- ", "1. ", "Code: "): Go's line.text, which the rules that compare
  // or measure lines read.
  function bare(l) {
    return l.replace(/^(?:> )?(?:H[1-6]: |\s*(?:- |\d+\. )|Code: )?/, '');
  }

  // codeLine: the rendered line is a line of code ("Code: "), which no
  // rule that drops a page's noise reads as noise (extract/text.go
  // line.isCode).
  const codeLine = (l) => /^\s*(?:> )*Code: /.test(l);

  // wordKey is s as lower-case words joined by single spaces, so the same
  // sentence matches whatever its quotes, dashes and spacing
  // (extract/primary.go wordKey).
  function wordKey(s) {
    return (s || '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean).join(' ');
  }

  // textOf is el's text as one line, as extract/dom.go textOf reads it: a
  // line break, a block or a control is a space ("Hi Olivia!<br>Just"
  // reads "Hi Olivia! Just", not textContent's "Hi Olivia!Just"), and
  // what markup hides is left out, but for a closed tab or accordion
  // panel, one click from view (extract/dom.go selfHidden). live: el is
  // on the live page, and what the page hides there (isHidden) or leaves
  // unreadable (unseen.js inkless) is left out too.
  function textOf(el, live = false, max) {
    let out = '';
    const memo = live ? new Map() : null;
    const walk = (n) => {
      for (const c of n.childNodes) {
        if (c.nodeType === 3) {
          if (!live || !c.data.trim() || !root.LaikaUnseen.inkless(n, memo)) out += c.data;
          continue;
        }
        if (c.nodeType !== 1 || T.SKIP_TAGS.has(c.tagName) || (live ? isHidden(c, true) : (c.hidden || markupHidden(c)) && !tabPanel(c))) continue;
        const sp = T.BLOCK_TAGS.has(c.tagName) || SPACED_TAGS.has(c.tagName) || SPACED_ROLES.has(c.getAttribute('role'));
        if (sp) out += ' ';
        walk(c);
        if (sp) out += ' ';
      }
    };
    walk(el);
    return clean(out, max);
  }

  // seenText is textOf on the live page, as a reader sees it. The
  // observation's blocks, headings, comments and links read it, so text a
  // page hides from its readers reaches the host by none of them.
  const seenText = (el, max) => textOf(el, true, max);

  // INVISIBLE: characters that draw nothing and join no words (a soft
  // hyphen, a zero-width space, a word joiner, a stray byte-order mark),
  // dropped so that a word matches itself (extract/dom.go invisibleBreak).
  const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;

  // clean collapses whitespace: the form every short field uses.
  function clean(s, max) {
    const t = (s || '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
    return max && t.length > max ? t.slice(0, max - 1) + '…' : t;
  }

  // Text encoded to UTF-8 twice reads "â€™" for "’" and "Ã©" for "é": its
  // UTF-8 bytes were read as windows-1252 (or Latin-1) on the way. CP1252
  // maps the characters windows-1252 gives bytes 0x80 to 0x9F back to
  // them; Latin-1's own characters stand for themselves
  // (fetch/charset_twice.go undoes the same in Go).
  const CP1252 = new Map(Array.from('€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008DŽ\u008F\u0090‘’“”•–—˜™š›œ\u009DžŸ', (c, i) => [c, 0x80 + i]));
  const TWICE = /[\u00c2-\u00f4][\u0080-\u00bf€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ]{1,3}/g;
  const UTF8 = new TextDecoder('utf-8', { fatal: true });

  // twiceAt is the character the double-encoded run m stands for, or ''.
  function twiceAt(m) {
    const lead = m.charCodeAt(0);
    const want = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
    if (m.length < 1 + want) return '';
    const bytes = [lead];
    for (const c of m.slice(1, 1 + want)) {
      const code = c.charCodeAt(0);
      const b = code >= 0x80 && code <= 0xff ? code : CP1252.get(c);
      if (b === undefined || b < 0x80 || b > 0xbf) return '';
      bytes.push(b);
    }
    try {
      const r = UTF8.decode(new Uint8Array(bytes));
      const cp = r.codePointAt(0);
      return cp >= 0x80 && cp < 0xa0 ? '' : r;
    } catch {
      return '';
    }
  }

  // undoTwice returns s with double-encoded characters undone, and how
  // many it found; the caller judges whether they are many enough to be
  // no accident (fetch/charset_twice.go: three in a document).
  function undoTwice(s) {
    let found = 0;
    const out = (s || '').replace(TWICE, (m) => {
      const lead = m.charCodeAt(0);
      const want = lead >= 0xf0 ? 3 : lead >= 0xe0 ? 2 : 1;
      const r = twiceAt(m);
      if (!r) return m;
      found++;
      return r + m.slice(1 + want);
    });
    return { text: out, found };
  }

  // onePrice is t with a currency amount said twice in a row said once
  // ("$15.99 $15.99", "$799 $799.00"): a price beside a struck-through
  // "compare at" price equal to it says nothing the first did not
  // (extract/stutters.go onePrice).
  const AMOUNTS = [root.LaikaPatterns.priceText, root.LaikaPatterns.priceAfter].map((re) => new RegExp(re.source, 'g' + re.flags));
  const amountKey = (m) => m.replace(/\s+/g, '').replace(/[.,]00(\D*)$/, '$1');
  // RATING_TWICE is a score said twice before its scale ("4.5 4.5 out of 5
  // stars"): the score beside the stars and in their text for screen
  // readers (extract/stutters.go ratingTwice).
  const RATING_TWICE = /(\d(?:[.,]\d{1,2})?)\s+(\d(?:[.,]\d{1,2})?)(\s+(?:out of|von|sur|de|su|van|z)\s)/g;
  function onePrice(t) {
    if (!/\d/.test(t)) return t;
    t = t.replace(RATING_TWICE, (m, a, b, scale) => (a === b ? b + scale : m));
    for (const re of AMOUNTS) {
      const ms = [...t.matchAll(re)];
      // From the end, so that a cut leaves the earlier matches' offsets.
      for (let i = ms.length - 1; i > 0; i--) {
        const a = ms[i - 1], b = ms[i];
        const aEnd = a.index + a[0].length, bEnd = b.index + b[0].length;
        if (!t.slice(aEnd, b.index).trim() && amountKey(a[0]) === amountKey(b[0])) t = t.slice(0, aEnd) + t.slice(bEnd);
      }
    }
    return t;
  }

  // nonSpace counts a text's characters other than white space, as Go
  // counts a text's letters for a link share (extract/teasers.go linkShare).
  const nonSpace = (s) => s.replace(/\s+/g, '').length;

  // cutLines keeps whole lines of s up to max characters.
  function cutLines(s, max) {
    if (s.length <= max) return s;
    const cut = s.lastIndexOf('\n', max);
    return cut > 0 ? s.slice(0, cut) : s.slice(0, max);
  }

  root.LaikaWalk = { SIDECAR_ID, cutLines, kebab, classToken, markCaptions, captionLines, nonSpace, CARD_MARK, INVISIBLE, idOf, classOf, markupHidden, stateMessage, unfilledLabel, mediaLeadIn, inChrome, hiddenUp, tabPanel, noteDisclosures, newNotes, childrenOf, composeShadows, eachElement, isHidden, renderLines, seamedText, dropRepeats, keepLines, partChildren, bare, codeLine, clean, textOf, seenText, wordKey, undoTwice, onePrice };
})(globalThis);
