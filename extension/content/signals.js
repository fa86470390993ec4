// signals.js: access and visibility hints for an observation. Each detector
// is a small named function; they are conservative (a phrase a real gate
// shows, or a structure that is unmistakable). Defines globalThis.LaikaSignals.
(function (root) {
  'use strict';
  const { T, PATTERNS } = root.LaikaHeuristics;
  const { isHidden, clean } = root.LaikaWalk;

  // visibleOverlays returns open dialogs and fixed/sticky layers that cover a
  // large part of the viewport.
  function visibleOverlays(doc) {
    const win = doc.defaultView;
    const vw = win.innerWidth || 1;
    const vh = win.innerHeight || 1;
    const out = [];
    for (const el of doc.querySelectorAll('dialog[open],[role=dialog],[role=alertdialog],[aria-modal=true]')) {
      if (!isHidden(el, true)) out.push(el);
    }
    for (const el of doc.body ? doc.body.querySelectorAll('div,section,aside,form') : []) {
      if (el.id === 'laika-sidecar-host') continue;
      const pos = win.getComputedStyle(el).position;
      if (pos !== 'fixed' && pos !== 'sticky') continue;
      const r = el.getBoundingClientRect();
      const share = (Math.max(0, Math.min(r.right, vw) - Math.max(r.left, 0)) * Math.max(0, Math.min(r.bottom, vh) - Math.max(r.top, 0))) / (vw * vh);
      if (share >= T.OVERLAY_VIEWPORT_SHARE && !isHidden(el, true)) out.push(el);
    }
    return out;
  }

  // hasAuthFields: a visible password or one-time-code field.
  function hasAuthFields(doc) {
    for (const el of doc.querySelectorAll('input[type=password],input[autocomplete~=one-time-code],input[autocomplete~=current-password]')) {
      if (!isHidden(el, true)) return true;
    }
    return false;
  }

  // hasPaywall: a paywall class or id, a "subscribe to continue" phrase, or
  // schema.org isAccessibleForFree=false.
  function hasPaywall(doc, text) {
    if (PATTERNS.paywall.test(text)) return true;
    for (const el of doc.querySelectorAll('[class*=paywall i],[id*=paywall i],[class*=regwall i]')) {
      if (PATTERNS.paywallClass.test(el.className + ' ' + el.id) && !isHidden(el, true)) return true;
    }
    for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
      if (/"isAccessibleForFree"\s*:\s*("false"|false)/i.test(s.textContent || '')) return true;
    }
    return false;
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

  // detect returns the signal names for the page, given its rendered text.
  function detect(doc, text, notes, redacted) {
    const s = new Set();
    const overlays = visibleOverlays(doc);
    const overlayText = overlays.map((o) => clean(o.textContent, 2000)).join('\n');
    const sparse = text.replace(/\s+/g, '').length < T.SPARSE_TEXT_CHARS;
    const auth = hasAuthFields(doc);
    if (auth) s.add('auth_fields');
    if (PATTERNS.authGate.test(overlayText) || PATTERNS.authGate.test(text) || (auth && sparse)) s.add('auth_gate');
    if (hasPaywall(doc, text)) s.add('paywall');
    if (overlays.length) s.add('overlay_or_dialog');
    if (overlays.length && PATTERNS.consent.test(overlayText)) s.add('consent_overlay');
    if (PATTERNS.ageGate.test(overlays.length ? overlayText : sparse ? text : '')) s.add('age_gate');
    if (PATTERNS.geoBlock.test(text)) s.add('geo_block');
    if (PATTERNS.scriptRequired.test(sparse ? text + ' ' + noscriptText(doc) : text)) s.add('script_required');
    if (redacted) s.add('url_redacted');
    if (sparse) s.add('sparse_text');
    if (sparse && doc.querySelector('canvas,video,embed,object')) s.add('non_text_content');
    if (PATTERNS.captcha.test(text) || doc.querySelector('iframe[src*="recaptcha"],iframe[src*="hcaptcha"],iframe[src*="challenges.cloudflare"]')) s.add('captcha_or_robot_check');
    if (notes.crossOriginIframes) s.add('cross_origin_iframe');
    if (notes.closedShadowRoots) s.add('closed_shadow_root');
    if (isVirtualized(doc)) s.add('virtualized_list');
    if (doc.contentType === 'application/pdf' || doc.querySelector('embed[type="application/pdf"]')) s.add('pdf_viewer');
    return [...s];
  }

  function noscriptText(doc) {
    return Array.from(doc.querySelectorAll('noscript'), (n) => n.textContent).join(' ');
  }

  root.LaikaSignals = { detect, visibleOverlays, hasAuthFields, hasPaywall, isVirtualized };
})(globalThis);
