// unseen.js: text a page draws where nobody can read it, which is not
// read either. Those are the hiding places of an instruction planted for
// an agent (white on white, a zero font, a block pushed off the page), and
// they hold nothing a reader needs. A box is judged by where the layout
// puts it, whatever moved it there. The forms written in px are read the
// same way by Go, from style attributes and the page's <style> elements
// (extract/unseen.go, extract/out_of_sight.go; shared fixtures
// extract/testdata/primary/unseen-text and unseen-sheet; the forms only
// a layout shows in e2e/fixtures/unseen). Opacity 0 counts only in view
// (shownFaded): scroll-reveal libraries keep whole sections transparent
// until they are scrolled to. walk.js asks unseenBox (isHidden) and inkless (its text
// walks); observe.js asks markUnseen and noteInk. Defines
// globalThis.LaikaUnseen.
(function (root) {
  'use strict';
  const { T } = root.LaikaHeuristics;

  // unseenBox: el is rendered, but its box and all it holds are out of
  // sight: transparent in view (shownFaded), clipped away, drawn wholly
  // off the page however it got there (offPage), or folded to nothing (a
  // box a pixel wide that hides what overflows it: a screen-reader-only
  // block by its style rather than its class, a block folded shut). A
  // block folded to no height only is not among them: a closed
  // accordion's answers are one click from view. Nor is a block whose
  // content-visibility skips its content for hidden="until-found", which
  // the browser's find-in-page opens.
  // A box holding more than MAX_UNSEEN_SHARE of the page's text is no
  // planted line but a page still revealing itself (a <main> kept
  // transparent until its script fades it in), and is read as it will be
  // shown.
  function unseenBox(el) {
    if (pageBoxes && pageBoxes.has(el)) return pageBoxes.get(el);
    const v = boxOutOfSight(el) && !(pageChars && (el.textContent || '').trim().length > MAX_UNSEEN_SHARE * pageChars);
    if (pageBoxes) pageBoxes.set(el, v);
    return v;
  }

  // MIN_OPACITY: a box drawn fainter than this is not drawn for reading
  // (the colour test of inkless uses the same alpha).
  const MIN_OPACITY = 0.1;

  // boxOutOfSight is unseenBox without the observation's shared answers.
  // Where the box lands is read from its layout (getBoundingClientRect),
  // which every way of moving it has already applied: a transform, the
  // translate and scale properties, a negative margin, a relative or an
  // absolute offset.
  function boxOutOfSight(el) {
    const cs = getComputedStyle(el);
    if (faint(cs) && shownFaded(el, cs)) return true;
    if (cs.contentVisibility === 'hidden' && el.getAttribute('hidden') !== 'until-found') return true;
    const r = el.getBoundingClientRect();
    if (clippedAway(cs, r)) return true;
    // A box reaching left of the page (a wide negative margin) may draw
    // its text there and nothing on the page: its content is judged.
    if (movesItself(cs) && (offPage(el, cs, r) || r.left + el.ownerDocument.defaultView.scrollX < 0) && offPage(el, cs, contentRect(el))) return true;
    // Scaled to nothing: the box and all it holds are drawn a pixel or
    // less on one axis (a flat box whose children overflow it is not).
    if ((r.width <= 1 || r.height <= 1) && (cs.transform !== 'none' || cs.scale !== 'none')) {
      const c = contentRect(el);
      if (c.width <= 1 || c.height <= 1) return true;
    }
    if (cs.display === 'inline' || cs.display === 'contents' || r.width > 1) return false;
    // Folded: a pixel wide (the text clipped whatever its height), or a
    // pixel wide and high, hiding what overflows.
    return cs.overflow !== 'visible' && (r.height <= 1 || cs.overflowX !== 'visible');
  }

  // faint: the box is drawn at (almost) no opacity, by its opacity or by
  // an opacity filter.
  function faint(cs) {
    if (parseFloat(cs.opacity) < MIN_OPACITY) return true;
    const m = /opacity\(([\d.]+)(%?)\)/.exec(cs.filter || '');
    return !!m && parseFloat(m[1]) / (m[2] ? 100 : 1) < MIN_OPACITY;
  }

  // clippedAway: a clip path or (on a placed box) a clip rectangle leaves
  // nothing of the box r: an inset that meets itself, a circle or an
  // ellipse of no radius, a rectangle of no area; or a box a pixel wide
  // and high that clips at all (the screen-reader-only pattern).
  function clippedAway(cs, r) {
    const placed = cs.position === 'absolute' || cs.position === 'fixed';
    if (r.width <= 1 && r.height <= 1 && (cs.clipPath !== 'none' || (placed && cs.clip !== 'auto'))) return true;
    const cp = cs.clipPath || 'none';
    if (/^(circle|ellipse)\(0(px)?[ )]/.test(cp)) return true;
    const inset = /^inset\(([^)]*)\)/.exec(cp);
    if (inset) {
      const v = inset[1].split(/\s+round\s+/)[0].trim().split(/\s+/);
      const [t, ri, b, l] = [v[0], v[1] || v[0], v[2] || v[0], v[3] || v[1] || v[0]];
      const len = (s, whole) => (s.endsWith('%') ? (parseFloat(s) / 100) * whole : parseFloat(s) || 0);
      if (len(t, r.height) + len(b, r.height) >= r.height || len(l, r.width) + len(ri, r.width) >= r.width) return true;
    }
    const rect = placed && /^rect\(([^)]*)\)/.exec(cs.clip || '');
    if (rect) {
      const v = rect[1].split(/[\s,]+/);
      const at = (s, edge) => (s === 'auto' ? edge : parseFloat(s));
      const top = at(v[0], 0), right = at(v[1], r.width), bottom = at(v[2], r.height), left = at(v[3], 0);
      if (bottom <= top || right <= left) return true;
    }
    return false;
  }

  // movesItself: el's own style moves its box from where the flow puts
  // it (placed, offset, transformed, or pulled by a negative margin). A
  // box the flow itself carries off the page (a carousel's next slides,
  // laid in a row past the edge) is one click from view and is read.
  function movesItself(cs) {
    if (cs.position === 'absolute' || cs.position === 'fixed') return true;
    if (cs.position === 'relative' && ['left', 'top', 'right', 'bottom'].some((k) => parseFloat(cs[k]) || 0)) return true;
    return cs.transform !== 'none' || cs.translate !== 'none' || parseFloat(cs.marginLeft) < 0 || parseFloat(cs.marginTop) < 0;
  }

  // OFF_PAGE_RIGHT: a box starting this far right of the first screen's
  // right edge is out of sight, unless a scrolling or clipping block on
  // the way (a table that scrolls sideways, a carousel) holds it.
  const OFF_PAGE_RIGHT = 999;

  // offPage: the box r of el (computed style cs) lies wholly left of or
  // above the page, wholly right of what the page lets a reader scroll to
  // (or far right of the first screen), or, fixed, outside the window.
  function offPage(el, cs, r) {
    if (!r.width && !r.height && !r.left && !r.top) return false; // no box (display: contents)
    const doc = el.ownerDocument;
    const win = doc.defaultView;
    const fixed = cs.position === 'fixed';
    const x = fixed ? 0 : win.scrollX;
    const y = fixed ? 0 : win.scrollY;
    if (r.right + x <= 0 || r.bottom + y <= 0) return true;
    // A fixed box wholly past the window's right or bottom edge never
    // scrolls into it.
    if (fixed && (r.left >= win.innerWidth || r.top >= win.innerHeight)) return true;
    const page = doc.documentElement;
    if (r.left + x < Math.min(page.scrollWidth, page.clientWidth + OFF_PAGE_RIGHT)) return false;
    for (let e = el.parentElement; e && e !== doc.body && e !== page; e = e.parentElement) {
      if (getComputedStyle(e).overflowX !== 'visible') return false;
    }
    return true;
  }

  // contentRect is the box of all el holds, as laid out (a child placed
  // back onto the page counts).
  function contentRect(el) {
    const range = el.ownerDocument.createRange();
    range.selectNodeContents(el);
    return range.getBoundingClientRect();
  }

  // shownFaded: el is transparent (opacity 0) where the reader already
  // looks, with no fade running. Scroll-reveal libraries keep a section
  // transparent until it is scrolled into view and then fade it in, so
  // a transparent block below the view is read; one in view has been
  // revealed already if it ever will be.
  function shownFaded(el, cs) {
    if (cs.animationName !== 'none' || cs.transitionDuration.split(',').some((d) => parseFloat(d) > 0)) return false;
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < el.ownerDocument.defaultView.innerHeight;
  }

  // MIN_FONT_PX: text set smaller than this is not for reading.
  // MIN_CONTRAST: a WCAG contrast ratio below this is text in the colour
  // of its own background (#fafafa on white is 1.04; the palest grey
  // pages use for a footnote is above 1.3). OFF_PAGE_INDENT: a text-indent
  // this far left draws the text off the page (image replacement).
  const MIN_FONT_PX = 3;
  const MIN_CONTRAST = 1.1;
  const OFF_PAGE_INDENT = -999;

  // inkless: el's own text cannot be seen: set under MIN_FONT_PX, in a
  // transparent colour, indented off the page, or in the colour of the
  // background behind it. Its child elements are judged on their own (a
  // list whose wrapper sets font-size 0 to close the gaps between its
  // inline items sets it back on each item). memo caches the answer per
  // element for one walk.
  function inkless(el, memo) {
    if (!inkJudged || !el || el.nodeType !== 1) return false;
    memo = pageMemo || memo;
    if (memo && memo.has(el)) return memo.get(el);
    let v = false;
    try {
      const cs = getComputedStyle(el);
      const ink = rgba(cs.color);
      v = parseFloat(cs.fontSize) < MIN_FONT_PX || parseFloat(cs.textIndent) <= OFF_PAGE_INDENT || (!!ink && (ink[3] < 0.1 || sameAsBackdrop(el, cs, ink, memo)) && !painted(el, cs));
    } catch {
      v = false;
    }
    if (memo) memo.set(el, v);
    return v;
  }

  // inkJudged: inkless judges this page's text (noteInk). MAX_INKLESS_SHARE:
  // when more of a page's text than this is inkless, the page has not
  // finished styling itself (its stylesheet or its fonts still loading
  // leave text transparent, its theme colours unset) and its text is read
  // as it will be shown. A planted line is a small part of a page.
  let inkJudged = true;
  const MAX_INKLESS_SHARE = 0.5;
  // pageChars: the page's rendered text (noteInk), for MAX_UNSEEN_SHARE.
  let pageChars = 0;
  const MAX_UNSEEN_SHARE = 0.5;

  // pageMemo holds the inkless answers of one observation, shared by its
  // walks (the page's text, its main text, its blocks and links), so each
  // element is judged once: noteInk starts it and doneInk ends it (the
  // page may change before the next observation).
  let pageMemo = null;
  // pageBoxes holds the unseenBox answers of one observation likewise.
  let pageBoxes = null;

  // noteInk decides inkJudged once per observation, over the own text of
  // every rendered element of doc's body, and starts pageMemo and
  // pageBoxes.
  function noteInk(doc) {
    inkJudged = true;
    pageMemo = new Map();
    pageBoxes = new Map();
    const body = doc.body;
    if (!body) return;
    const memo = pageMemo;
    let all = 0;
    let ink = 0;
    for (const el of body.querySelectorAll('*')) {
      if (T.SKIP_TAGS.has(el.tagName)) continue;
      let n = 0;
      for (const k of el.childNodes) if (k.nodeType === 3) n += k.data.trim().length;
      if (!n || (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true }))) continue;
      all += n;
      if (inkless(el, memo)) ink += n;
    }
    inkJudged = ink <= MAX_INKLESS_SHARE * all;
    pageChars = all;
  }

  // doneInk ends an observation's shared answers.
  function doneInk() {
    inkJudged = true;
    pageChars = 0;
    pageMemo = null;
    pageBoxes = null;
  }

  // painted: el's glyphs are drawn by something other than their colour:
  // an outline or shadow, or a gradient clipped to the text (a headline's
  // "color: transparent; background-clip: text", set on it or on an
  // ancestor whose colour it inherits).
  function painted(el, cs) {
    if (cs.textShadow !== 'none' || parseFloat(cs.webkitTextStrokeWidth) > 0) return true;
    for (let e = el, i = 0; e && e.nodeType === 1 && i < 6; e = e.parentElement, i++) {
      const s = e === el ? cs : getComputedStyle(e);
      if (s.backgroundClip === 'text' || s.webkitBackgroundClip === 'text') return true;
    }
    return false;
  }

  // sameAsBackdrop: ink is (almost) the colour of the first opaque
  // background behind el. Only a plain stack of blocks is judged: a
  // background image, a picture beside the text, or a positioned or
  // stacked block on the way (el itself laid out of flow included) may be
  // what the text is drawn over (a headline on a hero photo), and so may
  // a picture in a block that overlaps it (overPicture), so the text then
  // counts as seen (extract/unseen.go backdrop).
  function sameAsBackdrop(el, cs, ink, memo) {
    if (cs.position === 'absolute' || cs.position === 'fixed') return false; // laid over whatever is there
    if (cs.backgroundImage !== 'none') return false;
    const own = rgba(cs.backgroundColor);
    const bg = own && own[3] >= 0.99 ? own : behind(el.parentElement, memo);
    return !!bg && contrast(ink, bg) < MIN_CONTRAST && !overPicture(el);
  }

  // PICTURE_TAGS draw what text may be laid over.
  const PICTURE_TAGS = new Set(['IMG', 'PICTURE', 'VIDEO', 'CANVAS', 'SVG', 'svg', 'IFRAME', 'OBJECT', 'EMBED']);
  // MAX_PICTURE_PROBE bounds the elements looked at under one overlapping
  // block.
  const MAX_PICTURE_PROBE = 300;

  // overPicture: a block beside el or beside one of its ancestors overlaps
  // el's box and draws a picture (an image, a video, a background image):
  // a hero's headline laid over its photo by a grid or by positioning the
  // photo, which the backdrop of el's own ancestors does not show. Asked
  // only of text in its background's colour, which is rare.
  function overPicture(el) {
    const r = el.getBoundingClientRect();
    const hits = (b) => b.right > r.left && b.left < r.right && b.bottom > r.top && b.top < r.bottom;
    for (let e = el; e.parentElement; e = e.parentElement) {
      for (const c of e.parentElement.children) {
        if (c === e || (T.SKIP_TAGS.has(c.tagName) && !PICTURE_TAGS.has(c.tagName))) continue;
        if (hits(c.getBoundingClientRect()) ? drawsPicture(c) : unplaced(c)) return true;
      }
    }
    return false;
  }

  // unplaced: c is or holds an image not drawn yet (loading, or failed)
  // that has no box yet, so what it will lie under is not known.
  function unplaced(c) {
    const imgs = c.tagName === 'IMG' ? [c] : c.querySelectorAll('img');
    for (const i of imgs) {
      if (i.naturalWidth) continue;
      const b = i.getBoundingClientRect();
      if (!b.width || !b.height) return true;
    }
    return false;
  }

  // drawsPicture: c or one of its first MAX_PICTURE_PROBE descendants is
  // a picture or has a background image.
  function drawsPicture(c) {
    const all = [c, ...Array.prototype.slice.call(c.querySelectorAll('*'), 0, MAX_PICTURE_PROBE)];
    return all.some((d) => PICTURE_TAGS.has(d.tagName) || getComputedStyle(d).backgroundImage !== 'none');
  }

  // behind is the opaque colour e paints, or lets its ancestors' show
  // through, or null when that is not known (see sameAsBackdrop). The
  // page's canvas is white unless the page asks for a dark scheme. memo
  // (the inkless cache's .back) holds the answer per element.
  function behind(e, memo) {
    if (!e) return null;
    const backs = memo ? memo.back || (memo.back = new Map()) : null;
    if (backs && backs.has(e)) return backs.get(e);
    const s = getComputedStyle(e);
    let v = null;
    if (s.backgroundImage === 'none' && s.position === 'static' && s.zIndex === 'auto' && !e.querySelector(':scope > img, :scope > video, :scope > picture, :scope > canvas, :scope > svg')) {
      const bg = rgba(s.backgroundColor);
      if (bg && bg[3] >= 0.99) v = bg;
      else if (e.parentElement) v = behind(e.parentElement, memo);
      else if (!/dark/.test(s.colorScheme || '')) v = [255, 255, 255, 1];
    }
    if (backs) backs.set(e, v);
    return v;
  }

  // rgba parses a computed colour ("rgb(1, 2, 3)", "rgba(1, 2, 3, 0.5)");
  // other forms (color(), oklch()) are not judged.
  function rgba(c) {
    const m = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(c || '');
    return m ? [+m[1], +m[2], +m[3], m[4] === undefined ? 1 : +m[4]] : null;
  }

  // contrast is the WCAG 2 contrast ratio of two colours, the first
  // blended over the second by its alpha (extract/unseen.go contrast).
  function contrast(fg, bg) {
    const a = fg[3];
    const mix = [0, 1, 2].map((i) => fg[i] * a + bg[i] * (1 - a));
    const lum = (c) => {
      const [r, g, b] = c.map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : Math.pow((s + 0.055) / 1.055, 2.4);
      });
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const l1 = lum(mix);
    const l2 = lum(bg);
    return (Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05);
  }

  // UNSEEN marks, in a copy of the live page, what the live page draws
  // out of sight, for dropUnseen to remove once the copy's in-step passes
  // are done.
  const UNSEEN = 'data-laika-unseen';

  // markUnseen walks live and copy (its fresh deep clone) in step: the
  // copy's twin of each element the live page renders out of sight
  // (unseenBox) or does not render at all (display none) is marked
  // UNSEEN, and the text of each inkless or invisible element (a hidden
  // visibility, which its children may set back) is emptied, so
  // Readability's input holds no text drawn where nobody can read it. A
  // closed tab, accordion or <details> panel is one click from view, as
  // in observe.js prunedRegion, and is left as it is; so is the content
  // of a block hidden="until-found", which the browser's find-in-page
  // opens.
  // What the page does not render is dropped only while it is the
  // smaller part of the text under live (MAX_UNSEEN_SHARE): a page that
  // renders its text lazily (each paragraph display none until it is
  // scrolled near) or shows its main region once its scripts run is read
  // as it will be shown.
  function markUnseen(live, copy) {
    const memo = new Map();
    // What the page does not render, as [its text, how to drop it]; the
    // text the page shows, in document order, with no white space.
    const unrendered = [];
    const shown = [];
    let shownChars = 0;
    let hidden = 0;
    const mark = (c) => root.Element.prototype.setAttribute.call(c, UNSEEN, '');
    // visit walks o, which the page lays out (drawn, or invisible and
    // holding children that may be drawn), with its twin c.
    const visit = (o, c, drawn) => {
      let ink = null; // judged at o's first text
      const own = [];
      const on = o.childNodes;
      const cn = c.childNodes;
      for (let i = 0; i < on.length && i < cn.length; i++) {
        const k = on[i];
        if (k.nodeType === 3) {
          const t = squeeze(k.data);
          if (!t) continue;
          if (drawn && ink === null) ink = !inkless(o, memo);
          if (drawn && ink) {
            shown.push(t);
            shownChars += t.length;
          } else if (drawn) cn[i].data = '';
          else own.push(t);
          continue;
        }
        if (k.nodeType !== 1) continue;
        const kc = cn[i];
        if (T.SKIP_TAGS.has(k.tagName) || k.tagName === 'DETAILS' || root.LaikaWalk.tabPanel(k)) continue;
        if (typeof k.checkVisibility === 'function' && !k.checkVisibility({ visibilityProperty: true })) {
          const s = getComputedStyle(k);
          if (s.display === 'none') {
            const t = afterButton(k) ? '' : squeeze(k.textContent);
            hidden += t.length;
            if (t) unrendered.push([t, () => mark(kc)]);
          } else if (s.visibility !== 'visible') visit(k, kc, false);
          continue;
        }
        if (unseenBox(k)) mark(kc);
        else visit(k, kc, true);
      }
      if (own.length) {
        const t = own.join('');
        hidden += t.length;
        unrendered.push([t, () => emptyText(o, c)]);
      }
    };
    visit(live, copy, true);
    if (hidden > MAX_UNSEEN_SHARE * (hidden + shownChars)) return;
    // What the page shows anyway stays (a theme's phone copy of a block
    // beside its desktop copy): its words are read once shown, and the
    // block keeps its shape (extract/unseen.go dropUnrendered).
    const all = shown.join('');
    for (const [t, drop] of unrendered) if (t.length < MIN_TWIN_CHARS || !all.includes(t)) drop();
  }

  // MIN_TWIN_CHARS: hidden text shorter than this (without spaces) is no
  // copy of a shown block, even when the page shows the same letters: a
  // marketplace spells "Sponsored" out of single letters between hidden
  // decoys (extract/unseen.go minTwinChars).
  const MIN_TWIN_CHARS = 20;

  // squeeze is s with no white space: what is left of a text however its
  // blocks were spaced (extract/unseen.go squeeze).
  function squeeze(s) {
    return (s || '').replace(/\s+/g, '');
  }

  // afterButton: el follows a button whose label says it shows more
  // ("View product details", LaikaPatterns.revealText): one click from
  // view, as a disclosure panel is (extract/unseen.go afterButton).
  function afterButton(el) {
    const p = el.previousElementSibling;
    if (!p || (p.tagName !== 'BUTTON' && p.getAttribute('role') !== 'button')) return false;
    const label = root.LaikaWalk.clean(p.textContent) || p.getAttribute('aria-label') || '';
    return root.LaikaPatterns.revealText.test(label);
  }

  // emptyText empties, in copy, the text nodes that are o's own.
  function emptyText(o, copy) {
    const on = o.childNodes;
    const cn = copy.childNodes;
    for (let i = 0; i < on.length && i < cn.length; i++) if (on[i].nodeType === 3) cn[i].data = '';
  }

  // dropUnseen removes what markUnseen marked.
  function dropUnseen(copy) {
    for (const el of Array.from(copy.querySelectorAll(`[${UNSEEN}]`))) el.remove();
  }
  root.LaikaUnseen = { unseenBox, inkless, noteInk, doneInk, markUnseen, dropUnseen };
})(globalThis);
