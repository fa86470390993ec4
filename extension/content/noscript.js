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
  // The <noscript> content read stands in for a page its scripts did not
  // render, so it is read only while it outweighs what the page shows:
  // beside a page that shows its own text, a <noscript> nobody with
  // scripts on sees is no content but a hiding place (an instruction
  // planted for an agent). Go, which runs no scripts, reads it as a
  // browser without them shows it (extract/noscript.go).
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

  // unshown finds each <noscript> of the live document doc whose markup
  // carries real content the page does not show, and parses that content
  // inert. With scripts on, a browser keeps a <noscript>'s markup as raw
  // text: forum software such as Discourse serves its whole thread there
  // and renders it with scripts, so when the scripts did not run
  // (blocked, failed, still loading) the thread is only there. Returns
  // [{ at, content }]: the <noscript>'s index among the body's, and a
  // detached <div data-laika-noscript> holding the content.
  function unshown(doc) {
    if (!doc.body) return [];
    const out = [];
    let shown = null;
    let shownWords = 0;
    Array.from(doc.body.querySelectorAll('noscript')).forEach((n, at) => {
      if ((n.textContent || '').length < MIN_NOSCRIPT_CHARS) return;
      const parsed = new DOMParser().parseFromString('<!doctype html><body>' + n.textContent, 'text/html').body;
      for (const el of parsed.querySelectorAll('script,style,template,noscript')) el.remove();
      const text = clean(parsed.textContent.replace(ESCAPED_MARKUP, ''));
      if (text.length < MIN_NOSCRIPT_CHARS) return;
      if (!shown) {
        shown = new Map();
        for (const w of words(doc.body.innerText ?? doc.body.textContent)) {
          shown.set(w, (shown.get(w) || 0) + 1);
          shownWords++;
        }
      }
      const ws = words(text);
      if (ws.length <= shownWords || shownShare(ws, new Map(shown)) >= MAX_SHOWN_SHARE) return;
      const content = parsed.ownerDocument.createElement('div');
      content.setAttribute('data-laika-noscript', '');
      content.append(...parsed.childNodes);
      out.push({ at, content });
    });
    return out;
  }

  // unwrap puts unshown's content in place of its <noscript> in body, a
  // detached copy of the live document's body. Returns how many.
  function unwrap(body, found) {
    if (!body || !found.length) return 0;
    const all = body.querySelectorAll('noscript');
    const doc = body.ownerDocument;
    for (const { at, content } of found) all[at].replaceWith(doc.importNode(content, true));
    return found.length;
  }

  // byElement maps each live <noscript> that unshown found content for to
  // that content: the thread reader walks it in the <noscript>'s place
  // (thread.js), as Go reads the unwrapped page (extract/noscript.go).
  function byElement(doc, found) {
    const all = doc.body && found.length ? doc.body.querySelectorAll('noscript') : [];
    return new Map(found.map(({ at, content }) => [all[at], content]));
  }

  root.LaikaNoscript = { unshown, unwrap, byElement };
})(globalThis);
