// noscript.js: the content a page serves in <noscript> when its scripts did
// not render it, for the copy Readability reads (extract/noscript.go does the
// same for the host, which runs no scripts). Defines globalThis.LaikaNoscript.
(function (root) {
  'use strict';
  const { clean } = root.LaikaWalk;

  // MIN_NOSCRIPT_CHARS: a <noscript> with less text than this is a notice
  // ("enable JavaScript") or a tracking pixel (extract/noscript.go
  // minNoscriptChars).
  const MIN_NOSCRIPT_CHARS = 200;
  // MAX_SHOWN_SHARE: a <noscript> whose words the page already shows at
  // this share or more was rendered by the scripts it stands in for;
  // reading it too would read the content twice.
  const MAX_SHOWN_SHARE = 0.5;
  // ESCAPED_MARKUP is a tag written as text (an entity-escaped tracking
  // pixel), which is not content (extract/noscript.go escapedMarkup).
  // Global, to remove every one as Go's ReplaceAllString does; the shared
  // copy has no g flag, whose lastIndex would carry from one use to the next.
  const ESCAPED_MARKUP = new RegExp(root.LaikaPatterns.escapedMarkup.source, root.LaikaPatterns.escapedMarkup.flags + 'g');

  const words = (s) => (s || '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);

  // shownShare is the share of words (with counts) that the page shows.
  function shownShare(ws, shown) {
    if (!ws.length) return 1;
    let hit = 0;
    for (const w of ws) {
      const n = shown.get(w) || 0;
      if (n > 0) {
        shown.set(w, n - 1);
        hit++;
      }
    }
    return hit / ws.length;
  }

  // unwrap replaces, in the detached copy body of the live document doc,
  // each <noscript> whose markup carries real content the page does not
  // show by that content, parsed inert. With scripts on, a browser keeps a
  // <noscript>'s markup as raw text: forum software such as Discourse
  // serves its whole thread there and renders it with scripts, so when the
  // scripts did not run (blocked, failed, still loading) the thread is only
  // there. Returns how many were unwrapped.
  function unwrap(body, doc) {
    if (!body || !doc.body) return 0;
    const found = Array.from(body.querySelectorAll('noscript')).filter((n) => (n.textContent || '').length >= MIN_NOSCRIPT_CHARS);
    if (!found.length) return 0;
    let shown = null;
    let done = 0;
    for (const n of found) {
      const parsed = new DOMParser().parseFromString('<!doctype html><body>' + n.textContent, 'text/html').body;
      for (const el of parsed.querySelectorAll('script,style,template,noscript')) el.remove();
      const text = clean(parsed.textContent.replace(ESCAPED_MARKUP, ''));
      if (text.length < MIN_NOSCRIPT_CHARS) continue;
      if (!shown) {
        shown = new Map();
        for (const w of words(doc.body.innerText ?? doc.body.textContent)) shown.set(w, (shown.get(w) || 0) + 1);
      }
      if (shownShare(words(text), new Map(shown)) >= MAX_SHOWN_SHARE) continue;
      const wrap = body.ownerDocument.createElement('div');
      wrap.setAttribute('data-laika-noscript', '');
      for (const k of Array.from(parsed.childNodes)) wrap.append(body.ownerDocument.importNode(k, true));
      n.replaceWith(wrap);
      done++;
    }
    return done;
  }

  root.LaikaNoscript = { unwrap };
})(globalThis);
