// thread.js: reads a forum thread or Q&A page whole, by the rules of
// extract/thread.go and extract/comments.go. Readability keeps one post
// (the question, the opening post) and drops the rest as comments; on a
// thread the posts are the content. Defines globalThis.LaikaPosts (ui/thread.js owns LaikaThread).
(function (root) {
  'use strict';
  const { T } = root.LaikaHeuristics;
  const { isHidden, clean } = root.LaikaWalk;

  // Entry names (extract/comments.go): a class token naming one entry of a
  // thread, an id like "post-42", and the words that name an entry
  // unambiguously. "post", "message" and "question" also name blog
  // articles and FAQs, so entries named only that way need an author.
  const ENTRY_CLASS = /^(?:[a-z0-9]+[-_])*(?:comment|reply|post|message|answer|review|question)(?:[-_]?\d+)?$/;
  const ENTRY_ID = /^(?:comment|post|reply|answer|msg|p)[-_]?\d+$/;
  const STRONG = /comment|reply|answer|review/;
  const POST_TYPE = /schema\.org\/(?:Comment|Answer)\b/;
  const AUTHOR = /author|user(?:name)?\b|username|poster|byline|nick/;
  const USER_NAME = /user-?name|nick|display-?name|\bname\b|\bfn\b/;
  const BODY = /(?:^|[-_ ])(?:body|content|text|message|md|entry)(?:$|[-_ ])/;
  const NOT_ENTRY = new Set(['FORM', 'BUTTON', 'TEXTAREA', 'INPUT', 'A', 'SPAN', 'BODY', 'HTML', 'MAIN']);
  const CHROME_TAGS = new Set(['BUTTON', 'FORM', 'TIME', 'FOOTER', 'HEADER', 'NAV', 'MENU']);
  // MEDIA is never copied: a copy made in the live document would load it
  // (the main text is text only, as in extract/primary.go stripMedia).
  const MEDIA = new Set(['IMG', 'PICTURE', 'SOURCE', 'VIDEO', 'AUDIO', 'IFRAME', 'OBJECT', 'EMBED']);
  // Thresholds (extract/thread.go): the posts replace Readability's text
  // when one of the first MAX_PROBES posts is in it (its first PROBE
  // characters) and they hold THREAD_SHARE times its length, or when all
  // of them are in it and make up THREAD_COVER of it.
  const MIN_COMMENT_CHARS = 8;
  const THREAD_SHARE = 1.5;
  const PROBE = 80;
  const MAX_PROBES = 20;
  const THREAD_COVER = 0.8;

  const cls = (el) => (typeof el.className === 'string' ? el.className : '').toLowerCase();

  // author is the text of an entry's first author element.
  function author(el, isCand) {
    const walk = (n) => {
      for (const ch of n.children) {
        if (isCand && isCand.has(ch)) continue;
        if (ch.getAttribute('itemprop') === 'author' || ch.getAttribute('rel') === 'author' || AUTHOR.test(cls(ch))) {
          let name = ch;
          for (const d of ch.querySelectorAll('*')) {
            if ((d.tagName === 'A' || USER_NAME.test(cls(d)) || d.getAttribute('itemprop') === 'name') && clean(d.textContent)) {
              name = d;
              break;
            }
          }
          const t = clean(name.textContent);
          if (t) return t;
        }
        const t = walk(ch);
        if (t) return t;
      }
      return '';
    };
    return walk(el);
  }

  // isEntry: el looks like one entry of a discussion.
  function isEntry(el) {
    if (T.SKIP_TAGS.has(el.tagName) || NOT_ENTRY.has(el.tagName)) return false;
    const it = el.getAttribute('itemtype') || '';
    if (it.includes('Comment') || POST_TYPE.test(it) || el.getAttribute('itemprop') === 'comment' || el.hasAttribute('data-comment-id')) return true;
    let weak = false;
    const id = (el.id || '').toLowerCase();
    if (ENTRY_ID.test(id)) {
      if (STRONG.test(id)) return true;
      weak = true;
    }
    for (const c of cls(el).split(/\s+/)) {
      if (c && ENTRY_CLASS.test(c)) {
        if (STRONG.test(c)) return true;
        weak = true;
      }
    }
    return weak && author(el, null) !== '';
  }

  // postBody is the element holding an entry's text: its first descendant
  // named as a body (with text; "fc-theme-body-font" on a vote count is
  // styling), outside nested entries, else the entry itself.
  function postBody(el, isCand) {
    let found = null;
    const find = (n) => {
      for (const ch of n.children) {
        if (found) return;
        if (isCand.has(ch)) continue;
        if ((BODY.test(cls(ch)) || (ch.tagName === 'BLOCKQUOTE' && cls(ch))) && clean(ch.textContent).length >= MIN_COMMENT_CHARS) {
          found = ch;
          return;
        }
        find(ch);
      }
    };
    find(el);
    return found || el;
  }

  // isChrome: an entry's author line, timestamps, votes and controls.
  function isChrome(el) {
    const c = cls(el) + ' ' + (el.id || '').toLowerCase();
    return CHROME_TAGS.has(el.tagName) || AUTHOR.test(c) || c.includes('meta') || c.includes('action') || c.includes('vote') || c.includes('date');
  }

  // copyPost is a detached copy of an entry's body without nested
  // entries, hidden parts and (when the body is the entry) its chrome.
  function copyPost(entry, isCand) {
    const from = postBody(entry, isCand);
    const drop = (n) => isCand.has(n) || T.SKIP_TAGS.has(n.tagName) || MEDIA.has(n.tagName) || isHidden(n, true) || (from === entry && isChrome(n));
    const copy = (n) => {
      const c = n.cloneNode(false);
      for (const ch of n.childNodes) {
        if (ch.nodeType === 1 && drop(ch)) continue;
        c.appendChild(ch.nodeType === 1 ? copy(ch) : ch.cloneNode(false));
      }
      return c;
    };
    return copy(from);
  }

  // threadOf returns the posts' bodies in document order, in a detached
  // <div>, when the page is a thread and Readability kept one of its posts
  // (or nothing) and the posts hold much more text; else null.
  function threadOf(doc, kept) {
    if (!doc.body) return null;
    const cands = [];
    const isCand = new Set();
    const walk = (el) => {
      if (T.SKIP_TAGS.has(el.tagName) || isHidden(el, true)) return;
      if (isEntry(el)) {
        cands.push(el);
        isCand.add(el);
      }
      for (const ch of el.children) walk(ch);
    };
    walk(doc.body);
    const entries = [];
    const texts = [];
    for (const c of cands) {
      const t = clean(copyPost(c, isCand).textContent);
      if (t.length >= MIN_COMMENT_CHARS) {
        entries.push(c);
        texts.push(t);
      }
    }
    if (entries.length < 2) return null;
    const keptFlat = clean(kept);
    let total = 0;
    let inKept = false;
    let allIn = true;
    texts.forEach((t, i) => {
      total += t.length;
      if (i >= MAX_PROBES) return;
      if (t && keptFlat.includes(t.slice(0, PROBE).trim())) inKept = true;
      else allIn = false;
    });
    // Readability kept one post of many, or the whole thread with its
    // vote counts and user cards (the posts are nearly all of its text).
    const one = inKept && total >= THREAD_SHARE * keptFlat.length;
    const whole = allIn && total >= THREAD_COVER * keptFlat.length;
    if (keptFlat && !one && !whole) return null;
    const out = doc.createElement('div');
    for (const e of entries) {
      const post = doc.createElement('div');
      for (const ch of Array.from(copyPost(e, isCand).childNodes)) post.appendChild(ch);
      out.appendChild(post);
    }
    return out;
  }

  root.LaikaPosts = { threadOf, isEntry };
})(globalThis);
