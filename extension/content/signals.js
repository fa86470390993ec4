// signals.js: access and visibility hints for an observation. Each detector
// is a small named function; they are conservative (a phrase a real gate
// shows, or a structure that is unmistakable). Defines globalThis.LaikaSignals.
(function (root) {
  'use strict';
  const { T, PATTERNS, textSize } = root.LaikaHeuristics;
  // The wording of walls and gates, shared with Go (extract/patterns.go).
  const WORDS = root.LaikaPatterns;
  const { isHidden, clean, idOf, classOf, bare } = root.LaikaWalk;

  // rendered reports whether el is drawn with an area: not hidden by
  // display, visibility or opacity, and not zero-size. A hint needs this
  // much evidence before it says anything about the page.
  function rendered(el) {
    if (isHidden(el, true)) return false;
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width >= 1 && r.height >= 1;
  }

  // share is the part of the viewport el's box covers (0..1).
  function viewportShare(el, win) {
    const vw = win.innerWidth || 1;
    const vh = win.innerHeight || 1;
    const r = el.getBoundingClientRect();
    return (Math.max(0, Math.min(r.right, vw) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0))) / (vw * vh);
  }

  // covers reports whether el is laid over the page rather than in its
  // flow: positioned out of flow (fixed, sticky, absolute) or a modal
  // dialog, and covering at least minShare of the viewport.
  function covers(el, win, minShare) {
    const pos = win.getComputedStyle(el).position;
    const modal = (typeof el.matches === 'function' && el.matches('dialog:modal')) || el.getAttribute('aria-modal') === 'true';
    if (!modal && pos !== 'fixed' && pos !== 'sticky' && pos !== 'absolute') return false;
    return viewportShare(el, win) >= minShare;
  }

  // visibleOverlays returns rendered dialogs and fixed/sticky layers that
  // cover a large part of the viewport. A dialog sitting in the page's
  // flow (a search box whose stylesheet failed to hide it) covers nothing.
  function visibleOverlays(doc) {
    const win = doc.defaultView;
    const out = [];
    const seen = new Set();
    for (const el of doc.querySelectorAll('dialog[open],[role=dialog],[role=alertdialog],[aria-modal=true]')) {
      if (el.id === 'laika-sidecar-host' || !rendered(el)) continue;
      // An inert dialog takes no input: it is not the one in front
      // (extract/dialog_state.go).
      if (el.closest('[inert]')) continue;
      // A dialog drawn over the page (an open <dialog>, a positioned
      // box, or the child of a fixed full-screen wrapper) covers what is
      // under it; one sitting in the page's flow covers nothing.
      let layer = null;
      for (let p = el; p && p !== doc.body; p = p.parentElement) {
        if (covers(p, win, p === el ? T.DIALOG_VIEWPORT_SHARE : T.OVERLAY_VIEWPORT_SHARE)) {
          layer = p;
          break;
        }
      }
      if (layer && !seen.has(layer)) {
        seen.add(layer);
        out.push(layer);
      }
    }
    for (const el of doc.body ? doc.body.querySelectorAll('div,section,aside,form') : []) {
      if (el.id === 'laika-sidecar-host' || seen.has(el)) continue;
      const pos = win.getComputedStyle(el).position;
      if (pos !== 'fixed' && pos !== 'sticky') continue;
      if (viewportShare(el, win) >= T.OVERLAY_VIEWPORT_SHARE && rendered(el)) {
        seen.add(el);
        out.push(el);
      }
    }
    return out;
  }

  // hasAuthFields: a visible password or one-time-code field.
  function hasAuthFields(doc) {
    for (const el of doc.querySelectorAll('input[type=password],input[autocomplete~=one-time-code],input[autocomplete~=current-password]')) {
      if (rendered(el)) return true;
    }
    return false;
  }

  // hasPaywall: a "subscribe to continue" phrase, a rendered paywall class
  // or id, or a wall the page declares (declaredWall).
  function hasPaywall(doc, text, primaryChars) {
    if (wallWords(text)) return true;
    for (const el of doc.querySelectorAll('div[class],div[id],section[class],section[id],aside[class],aside[id],article[class],article[id],p[class],p[id]')) {
      if (WORDS.paywallClass.test(classOf(el) + ' ' + idOf(el)) && rendered(el)) return true;
    }
    return declaredWall(doc, primaryChars || 0);
  }

  // wallWords: a line of text with a paywall's words. A label of three
  // words or fewer said on two lines or more is a badge on cards for
  // other stories ("SUBSCRIBER ONLY"); a wall says it once
  // (extract/signals.go wallWords).
  const MAX_BADGE_WORDS = 3;
  function wallWords(text) {
    let badges = 0;
    for (const line of text.split('\n')) {
      if (!WORDS.paywallText.test(line)) continue;
      if (clean(bare(line)).split(' ').length > MAX_BADGE_WORDS) return true;
      badges++;
    }
    return badges === 1;
  }

  // declaredWall: schema.org's isAccessibleForFree=false is no wall alone
  // (metered sites declare it and serve the whole text). It is one when
  // the paid part hasPart's cssSelector names is in the page and not
  // shown, or, when it names no part in the page, when what is read is a
  // teaser's length (extract/signals.go declaredWall).
  const NOT_FREE_LD = /"isAccessibleForFree"\s*:\s*(?:"false"|false)/i;
  const PAID_PARTS_LD = /"cssSelector"\s*:\s*"([^"]{1,200})"/g;
  // MAX_PAID_PARTS bounds the selectors read per block (extract/signals.go
  // maxPaidParts): each is a walk of the document.
  const MAX_PAID_PARTS = 8;
  function declaredWall(doc, primaryChars) {
    let declared = false;
    let parts = 0;
    let hidden = false;
    for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
      const t = s.textContent || '';
      if (!NOT_FREE_LD.test(t)) continue;
      declared = true;
      let read = 0;
      for (const m of t.matchAll(PAID_PARTS_LD)) {
        if (++read > MAX_PAID_PARTS) break;
        let found = [];
        try {
          found = doc.querySelectorAll(m[1]);
        } catch {
          continue; // a selector the page got wrong names no part
        }
        for (const el of found) {
          parts++;
          hidden = hidden || !rendered(el);
        }
      }
    }
    return parts > 0 ? hidden : declared && primaryChars < T.TEASER_CHARS;
  }

  // virtualizedList: an ARIA grid/list that declares more rows than it
  // renders, or a feed, whose content arrives as you scroll.
  function isVirtualized(doc) {
    for (const el of doc.querySelectorAll('[aria-rowcount],[aria-setsize]')) {
      const declared = Number(el.getAttribute('aria-rowcount') || el.getAttribute('aria-setsize'));
      if (declared === -1) return true;
      const rendered = el.hasAttribute('aria-rowcount') ? el.querySelectorAll('[role=row]').length : (el.parentElement ? el.parentElement.children.length : 0);
      if (declared > rendered + 1) return true;
    }
    return !!doc.querySelector('[role=feed]');
  }

  // robotCheck: a rendered captcha frame that gates the page. One inside
  // a form that asks for more than the check (a contact or comment form's
  // message, name or email) guards that form only, and reCAPTCHA v3's
  // corner badge checks nothing the reader must pass
  // (extract/signals.go robotCheck).
  function robotCheck(doc) {
    for (const f of doc.querySelectorAll('iframe[src*="recaptcha"],iframe[src*="hcaptcha"],iframe[src*="challenges.cloudflare"]')) {
      if (f.closest('.grecaptcha-badge') || guardsForm(f) || !rendered(f)) continue;
      return true;
    }
    return false;
  }

  // guardsForm: el is inside a form with a field the user fills in besides
  // the check (a textarea, or a text, email or phone input).
  function guardsForm(el) {
    const form = el.closest('form');
    if (!form) return false;
    for (const f of form.querySelectorAll('textarea, input')) {
      const type = (f.getAttribute('type') || '').toLowerCase();
      if ((f.tagName === 'TEXTAREA' || ['', 'text', 'email', 'tel'].includes(type)) && rendered(f) && !/captcha/i.test(idOf(f) + ' ' + classOf(f))) return true;
    }
    return false;
  }

  // GATE_GUESSES claim the text is hidden from the reader. When the main
  // content is as long as a whole article and no overlay covers it, the
  // reader can read it: readable content wins over these guesses.
  const GATE_GUESSES = ['auth_gate', 'paywall', 'age_gate', 'geo_block', 'captcha_or_robot_check'];

  // detect returns the signal names for the page, given its rendered text
  // and the length of its main content (0 if none was found).
  function detect(doc, text, notes, redacted, primaryChars) {
    const s = new Set();
    const overlays = visibleOverlays(doc);
    const overlayText = overlays.map((o) => clean(o.textContent, 2000)).join('\n');
    // Sized as Go sizes it (textSize): a Japanese page of 100 characters
    // says as much as an English one of 300 letters.
    const sparse = textSize(text.replace(/\s+/g, '')) < T.SPARSE_TEXT_CHARS;
    const auth = hasAuthFields(doc);
    if (auth) s.add('auth_fields');
    if (WORDS.authText.test(overlayText) || WORDS.authText.test(text) || (auth && sparse)) s.add('auth_gate');
    if (hasPaywall(doc, text, primaryChars)) s.add('paywall');
    if (overlays.length) s.add('overlay_or_dialog');
    if (overlays.length && PATTERNS.consent.test(overlayText)) s.add('consent_overlay');
    if (WORDS.ageText.test(overlays.length ? overlayText : sparse ? text : '')) s.add('age_gate');
    if (WORDS.geoText.test(text)) s.add('geo_block');
    if (WORDS.scriptText.test(sparse ? text + ' ' + noscriptText(doc) : text)) s.add('script_required');
    if (redacted) s.add('url_redacted');
    // What the page shows may be nothing while its main text was read
    // from what it serves without scripts (<noscript>): that page has
    // text to read (extract/signals.go counts the served text too).
    if (sparse && (primaryChars || 0) < T.SPARSE_TEXT_CHARS) s.add('sparse_text');
    if (sparse && doc.querySelector('img,video,canvas,picture,embed,object')) s.add('non_text_content'); // as extract/signals.go
    if (WORDS.captchaText.test(text) || robotCheck(doc)) s.add('captcha_or_robot_check');
    if (notes.crossOriginIframes) s.add('cross_origin_iframe');
    if (notes.closedShadowRoots) s.add('closed_shadow_root');
    if (isVirtualized(doc)) s.add('virtualized_list');
    if (doc.contentType === 'application/pdf' || doc.querySelector('embed[type="application/pdf"]')) s.add('pdf_viewer');
    if ((primaryChars || 0) >= T.READABLE_CHARS) {
      // An overlay that says "sign in" or "subscribe" is evidence; the
      // same words elsewhere on a readable page are not.
      for (const g of GATE_GUESSES) {
        if (!s.has(g)) continue;
        const shown = overlays.length && ((g === 'auth_gate' && WORDS.authText.test(overlayText)) || (g === 'paywall' && WORDS.paywallText.test(overlayText)) || (g === 'age_gate' && WORDS.ageText.test(overlayText)));
        if (!shown) s.delete(g);
      }
    }
    return [...s];
  }

  function noscriptText(doc) {
    return Array.from(doc.querySelectorAll('noscript'), (n) => n.textContent).join(' ');
  }

  root.LaikaSignals = { detect, visibleOverlays, hasAuthFields, hasPaywall, isVirtualized, rendered };
})(globalThis);
