// thread.js: reads a forum thread or Q&A page whole, by the rules of
// extract/thread.go and extract/comments.go. Readability keeps one post
// (the question, the opening post) and drops the rest as comments; on a
// thread the posts are the content. Defines globalThis.LaikaPosts (ui/thread.js owns LaikaThread).
(function (root) {
  'use strict';
  const { T, textSize } = root.LaikaHeuristics;
  const { isHidden, clean, idOf, classOf, inChrome, nonSpace, kebab, classToken } = root.LaikaWalk;

  // Entry names (extract/comments.go): a class token naming one entry of a
  // thread, an id like "post-42", and the words that name an entry
  // unambiguously. "post", "message" and "question" also name blog
  // articles and FAQs, so entries named only that way need an author.
  const ENTRY_CLASS = root.LaikaPatterns.commentClass;
  // A part of a form ("comment-form-comment", the reply form's text
  // field) is no entry (extract/comments.go formPartClass).
  const FORM_PART = root.LaikaPatterns.formPartClass;
  const ENTRY_ID = root.LaikaPatterns.commentID;
  const STRONG = root.LaikaPatterns.strongComment;
  const POST_TYPE = root.LaikaPatterns.postType;
  const PARAGRAPH_ENTRY = root.LaikaPatterns.paragraphEntryClass;
  const REPLY_CONTROL = root.LaikaPatterns.replyControlClass;
  const AUTHOR = root.LaikaPatterns.authorClass;
  // A body word ends its class token: "message-body", not "message-cell".
  const BODY = root.LaikaPatterns.bodyClass;
  // Schema.org declarations of a thread or a Q&A page (extract/forum_page.go).
  const DISCUSSION_TYPE = root.LaikaPatterns.discussionItemType;
  const DISCUSSION_LD = root.LaikaPatterns.discussionLD;
  // A link preview card a forum inlines under a pasted URL.
  const PREVIEW = root.LaikaPatterns.previewClass;
  const NOTICE = root.LaikaPatterns.noticeToken;
  const NOT_ENTRY = new Set(['FORM', 'BUTTON', 'TEXTAREA', 'INPUT', 'A', 'SPAN', 'BODY', 'HTML', 'MAIN']);
  const CHROME_TAGS = new Set(['BUTTON', 'FORM', 'TIME', 'FOOTER', 'HEADER', 'NAV', 'MENU']);
  // Inside an entry's body a header, footer, menu, form or button is still
  // no text (WordPress's comment-body holds the comment's <footer>); its
  // classes are the post's own markup (extract/comments.go bodyChrome).
  const BODY_CHROME_TAGS = new Set(['BUTTON', 'FORM', 'FOOTER', 'HEADER', 'NAV', 'MENU']);
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
  const MIN_PROBED_SHARE = 0.5;

  // hidden: el is hidden from the eye. Content a <noscript> serves
  // (noscript.js) is parsed inert and has no layout: markup alone tells.
  const hidden = (el) => isHidden(el, !el.closest('[data-laika-noscript]'));

  const rawCls = classOf;
  const cls = (el) => rawCls(el).toLowerCase();

  // author is the name in an entry's author block (author.js).
  const { author, bylineBlock, bylineDate } = root.LaikaAuthor;

  // naming: 2 when el is named as a discussion entry unambiguously
  // ("comment", "reply", typed Comment/Answer), 1 when only as a "post"
  // or "message" with an author, else 0 (extract/comments.go entryNaming).
  // A FAQ's answer is named like one, but is the page's own text.
  const naming = (el) => {
    const k = entryNamed(el);
    return k && faqAnswer(el) ? 0 : k;
  };
  function entryNamed(el) {
    if (T.SKIP_TAGS.has(el.tagName) || NOT_ENTRY.has(el.tagName)) return 0;
    const it = el.getAttribute('itemtype') || '';
    if (it.includes('Comment') || POST_TYPE.test(it) || el.getAttribute('itemprop') === 'comment' || el.hasAttribute('data-comment-id')) return 2;
    // A <p> is an entry only when it names itself a comment or a review;
    // p.sub-answer is a fact box's line, p.comment-reply a reply control
    // (extract/comments.go namesParagraphEntry).
    if (el.tagName === 'P' && !classToken(el, PARAGRAPH_ENTRY)) return 0;
    // A WordPress entry is what its post type says, not its other classes
    // (the type's name "post", its categories and tags: a blog post
    // tagged "code-review"); bbPress's replies are type-reply
    // (extract/comments.go entryNaming).
    const wp = root.LaikaHeuristics.wpEntryType(rawCls(el).split(/\s+/).filter(Boolean));
    if (wp) return STRONG.test(wp) ? 2 : 0;
    let weak = false;
    const id = idOf(el).toLowerCase();
    if (ENTRY_ID.test(id)) {
      if (STRONG.test(id)) return 2;
      weak = true;
    }
    for (const raw of rawCls(el).split(/\s+/)) {
      const c = kebab(raw);
      if (c && ENTRY_CLASS.test(c) && !FORM_PART.test(c)) {
        if (STRONG.test(c)) return 2;
        weak = true;
      }
    }
    return weak && author(el, null) !== '' ? 1 : 0;
  }

  // isEntry: el looks like one entry of a discussion.
  const isEntry = (el) => naming(el) > 0;

  // postBody is the element holding an entry's text: its schema.org text
  // (itemprop "text" or "articleBody"), else its first descendant named
  // as a body (with text; "fc-theme-body-font" on a vote count is
  // styling), outside nested entries, the entry's chrome and hidden
  // parts, else the entry itself (extract/comments.go postBody).
  function findBody(el, isCand, match) {
    let found = null;
    const find = (n) => {
      for (const ch of n.children) {
        if (found) return;
        if (isCand.has(ch) || T.SKIP_TAGS.has(ch.tagName) || hidden(ch) || isChrome(ch)) continue;
        if (match(ch) && textSize(clean(ch.textContent)) >= MIN_COMMENT_CHARS) {
          found = ch;
          return;
        }
        find(ch);
      }
    };
    find(el);
    return found;
  }

  function postBody(el, isCand) {
    return findBody(el, isCand, (ch) => ['text', 'articleBody'].includes(ch.getAttribute('itemprop'))) ||
      findBody(el, isCand, (ch) => BODY.test(cls(ch)) || (ch.tagName === 'BLOCKQUOTE' && cls(ch))) ||
      el;
  }

  // replyControl: a class token of el names a reply control ("Reply to
  // Ole", "Répondre"; extract/comments.go replyControl).
  const replyControl = (el) => classToken(el, REPLY_CONTROL);

  // isChrome: an entry's author line, timestamps, votes and controls.
  function isChrome(el) {
    if (el.getAttribute('itemprop') === 'author' || el.getAttribute('rel') === 'author' || replyControl(el)) return true;
    const c = cls(el) + ' ' + idOf(el).toLowerCase();
    return CHROME_TAGS.has(el.tagName) || AUTHOR.test(c) || c.includes('meta') || c.includes('action') || c.includes('vote') || c.includes('date') || c.includes('control');
  }

  // stampBlock: inside an entry's body, a short block classed as meta or
  // a date that holds a <time>: the post's number and date, which the
  // thread reader prints over the post already (extract/comments.go
  // stampBlock).
  const MAX_STAMP_CHARS = 80;
  function stampBlock(el) {
    const c = cls(el) + ' ' + idOf(el).toLowerCase();
    if (!c.includes('meta') && !c.includes('date')) return false;
    return !!el.querySelector('time') && clean(el.textContent).length <= MAX_STAMP_CHARS;
  }

  // copyExcept is a detached deep copy of el without the elements drop
  // names (extract/thread.go cloneExcept).
  function copyExcept(el, drop) {
    const copy = (n) => {
      const c = n.cloneNode(false);
      for (const ch of n.childNodes) {
        // A formula is read, not copied: its source is a script or
        // MathML, which are dropped (formula.js).
        const f = ch.nodeType === 1 ? root.LaikaFormula.formulaOf(ch) : null;
        if (f) {
          if (f.text && (ch.tagName === 'SCRIPT' || !hidden(ch))) c.appendChild(root.LaikaFormula.nodeFor(f, ch, c.ownerDocument));
          continue;
        }
        if (ch.nodeType === 1 && drop(ch)) continue;
        c.appendChild(ch.nodeType === 1 ? copy(ch) : ch.cloneNode(false));
      }
      return c;
    };
    return copy(el);
  }

  // copyPost is a detached copy of an entry's body without nested
  // entries, hidden parts and (when the body is the entry) its chrome.
  function copyPost(entry, isCand) {
    const from = postBody(entry, isCand);
    const drop = (n) => isCand.has(n) || T.SKIP_TAGS.has(n.tagName) || MEDIA.has(n.tagName) || hidden(n) || PREVIEW.test(cls(n)) || (from === entry ? isChrome(n) : BODY_CHROME_TAGS.has(n.tagName) || replyControl(n) || bylineBlock(n) || stampBlock(n));
    return copyExcept(from, drop);
  }

  // threadOf returns the posts' bodies in document order, in a detached
  // <div>, when the page is a thread and Readability kept one of its posts
  // (or nothing) and the posts hold much more text; else null.
  // isAnswer: an entry typed as a schema.org Answer or named an answer.
  const isAnswer = (el) => (el.getAttribute('itemtype') || '').includes('schema.org/Answer') || (cls(el) + ' ' + idOf(el).toLowerCase()).includes('answer');

  // faqAnswer: an entry named an answer that is one of the page's own
  // FAQ entries, not a reply: its question comes just before it and the
  // pair repeats beside it, in its parent or in a like box around it (at
  // most MAX_FAQ_BOX_DEPTH boxes: a Question scope, a drawer inside it).
  // A Q&A thread asks one question and its answers follow one another
  // (extract/faq.go).
  const QUESTION_CLASS = root.LaikaPatterns.questionClass;
  const MAX_FAQ_BOX_DEPTH = 3;
  const sameShape = (a, b) => a.tagName === b.tagName && (a.getAttribute('class') || '') === (b.getAttribute('class') || '');
  function asksBefore(el) {
    const q = el.previousElementSibling;
    if (!q) return false;
    if (/^(H[1-6]|DT|SUMMARY)$/.test(q.tagName) || q.getAttribute('itemprop') === 'name' || headingBox(q)) return true;
    return classToken(q, QUESTION_CLASS);
  }
  // headingBox: q's text is one heading's, in a box or a toggle button
  // around it (an accordion's title bar: div > button > h3).
  function headingBox(q) {
    const h = q.querySelector('h1,h2,h3,h4,h5,h6');
    const t = h ? clean(h.textContent) : '';
    return t !== '' && t === clean(q.textContent);
  }
  // pairs counts up to need of them (extract/faq.go pairs): counting all
  // of an accordion's n answers for each grew with its square.
  function pairs(parent, like, depth, need) {
    let n = 0;
    for (const c of parent ? parent.children : []) {
      if (n >= need) break;
      if (sameShape(c, like) && asksBefore(c)) n++;
      else if (depth > 0) n += pairs(c, like, depth - 1, need - n);
    }
    return n;
  }
  function faqAnswer(el) {
    if (!isAnswer(el) || !asksBefore(el)) return false;
    if (pairs(el.parentElement, el, 0, 2) >= 2) return true;
    let box = el.parentElement;
    for (let i = 0; i < MAX_FAQ_BOX_DEPTH; i++) {
      if (!box || !box.parentElement) return false;
      for (const s of box.parentElement.children) {
        if (s !== box && sameShape(s, box) && pairs(s, el, MAX_FAQ_BOX_DEPTH, 1) >= 1) return true;
      }
      box = box.parentElement;
    }
    return false;
  }

  // isDiscussionPage: the page declares itself a forum thread or a Q&A
  // page (microdata or JSON-LD).
  function isDiscussionPage(doc, found) {
    const inert = (found || []).map((f) => f.content);
    for (const d of [doc, ...inert]) for (const el of d.querySelectorAll('[itemtype]')) if (DISCUSSION_TYPE.test(el.getAttribute('itemtype'))) return true;
    for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) if (DISCUSSION_LD.test(s.textContent)) return true;
    return false;
  }

  // prefix is s's first n characters, space-trimmed.
  const prefix = (s, n) => s.slice(0, n).trim();
  // postKept: the post's first or last PROBE characters are in
  // Readability's text. A reply opens with a quote of an earlier post,
  // which Readability rewrites ("X said: … Click to expand…" loses its
  // header) or drops; the reply's own closing words survive
  // (extract/thread.go postKept).
  function postKept(keptFlat, t) {
    const head = prefix(t, PROBE);
    if (head && keptFlat.includes(head)) return true;
    const tail = t.slice(-PROBE).trim();
    return !!tail && keptFlat.includes(tail);
  }

  // Quoted posts (extract/forum_quotes.go): a quote whose runs of
  // QUOTE_SHINGLE words are MIN_QUOTED_SHARE in earlier posts repeats
  // them and is dropped, with a quote box's short header ("X wrote:").
  const QUOTE_SHINGLE = 3;
  const MIN_QUOTE_WORDS = 4;
  const MIN_QUOTED_SHARE = 0.6;
  const MAX_QUOTE_CITE_CHARS = 80;
  const words = (s) => (s || '').toLowerCase().split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  // spaced is el's text with blocks kept apart, as Go's textOf reads it.
  function spaced(el) {
    let out = '';
    const walk = (n) => {
      if (n.nodeType === 3) out += n.data;
      else if (n.nodeType === 1) {
        const block = T.BLOCK_TAGS.has(n.tagName);
        if (block) out += ' ';
        for (const ch of n.childNodes) walk(ch);
        if (block) out += ' ';
      }
    };
    walk(el);
    return out;
  }
  function shingles(text) {
    const w = words(text);
    const out = [];
    for (let i = 0; i + QUOTE_SHINGLE <= w.length; i++) out.push(w.slice(i, i + QUOTE_SHINGLE).join(' '));
    return out;
  }
  function quotesSeen(text, seen) {
    const sh = shingles(text);
    if (sh.length + QUOTE_SHINGLE - 1 < MIN_QUOTE_WORDS) return false;
    return sh.filter((s) => seen.has(s)).length >= MIN_QUOTED_SHARE * sh.length;
  }
  // quoteHeader: w holds nothing but the quote q and a short header that
  // introduces it ("Trilby wrote:").
  function quoteHeader(w, q) {
    let rest = '';
    for (const ch of w.childNodes) if (ch !== q) rest += ch.nodeType === 1 ? spaced(ch) : ch.nodeType === 3 ? ch.data : '';
    rest = clean(rest);
    return rest === '' || (rest.length <= MAX_QUOTE_CITE_CHARS && rest.endsWith(':'));
  }
  // headerBefore is the block just before quote q when it is the quote's
  // header set beside it: short, ending in a colon, naming its source with
  // a link (NodeBB's "@JonB said in <a>…</a>:"; extract/forum_quotes.go
  // headerBefore).
  function headerBefore(q) {
    const h = q.previousElementSibling;
    if (!h || !T.BLOCK_TAGS.has(h.tagName)) return null;
    for (let n = h.nextSibling; n && n !== q; n = n.nextSibling) if (n.nodeType === 3 && n.data.trim()) return null;
    const t = clean(spaced(h));
    if (t.length > MAX_QUOTE_CITE_CHARS || !t.endsWith(':')) return null;
    return h.querySelector('a[href]') ? h : null;
  }
  function dropQuotedPosts(posts) {
    const seen = new Set();
    for (const post of posts.children) {
      for (const q of Array.from(post.querySelectorAll('blockquote'))) {
        if (!post.contains(q) || !quotesSeen(spaced(q), seen)) continue;
        const w = q.parentElement;
        if (w && w !== post && quoteHeader(w, q)) w.remove();
        else {
          const h = headerBefore(q);
          if (h) h.remove();
          q.remove();
        }
      }
      for (const s of shingles(spaced(post))) seen.add(s);
    }
  }

  // found is what the page serves in <noscript>s and does not show
  // (noscript.js unshown): a thread served only there is read there.
  function threadOf(doc, keptEl, found) {
    const kept = keptEl ? keptEl.textContent : '';
    if (!doc.body) return null;
    const cands = [];
    const isCand = new Set();
    const inert = root.LaikaNoscript.byElement(doc, found || []);
    const walk = (el) => {
      if (inert.has(el)) el = inert.get(el);
      else if (T.SKIP_TAGS.has(el.tagName) || hidden(el)) return;
      if (isEntry(el)) {
        cands.push(el);
        isCand.add(el);
      }
      for (const ch of el.children) walk(ch);
    };
    walk(doc.body);
    // On a Q&A page (entries typed Answer), entries typed Comment are
    // remarks under a question or an answer, not answers.
    const qa = cands.some(isAnswer);
    const entries = [];
    const texts = [];
    for (const c of cands) {
      if (qa && (c.getAttribute('itemtype') || '').includes('schema.org/Comment')) continue;
      const t = clean(copyPost(c, isCand).textContent);
      if (textSize(t) >= MIN_COMMENT_CHARS) {
        entries.push(c);
        texts.push(t);
      }
    }
    if (entries.length < 2) return null;
    const keptFlat = clean(kept);
    let total = 0;
    let probed = 0;
    let inKept = 0;
    let keptStrong = false;
    let anyStrong = false;
    let allStrong = true;
    texts.forEach((t, i) => {
      total += t.length;
      const strong = naming(entries[i]) === 2;
      anyStrong = anyStrong || strong;
      allStrong = allStrong && strong;
      if (i >= MAX_PROBES) return;
      probed++;
      if (postKept(keptFlat, t)) {
        inKept++;
        keptStrong = keptStrong || strong;
      }
    });
    // Readability kept one post of many, or the whole thread with its
    // vote counts and user cards (the posts are nearly all of its text;
    // most probes match: quotes are rewritten), or something else on a
    // page that declares itself a thread, and the posts hold more.
    // But when Readability kept only a "post" and the other entries are
    // named "comment", that post is a blog's article and the rest its
    // comments, unless the page declares itself a thread or the entries
    // are answers (a Q&A page's question is named weakly too).
    const longer = total >= THREAD_SHARE * keptFlat.length;
    const discussion = isDiscussionPage(doc, found);
    const blog = !keptStrong && anyStrong && !entries.some(isAnswer) && !discussion;
    const one = inKept > 0 && longer && !blog;
    const whole = inKept >= MIN_PROBED_SHARE * probed && (total >= THREAD_COVER * keptFlat.length || discussion);
    // On a declared thread, Readability keeping some posts and dropping
    // others leaves the posts as the reading too (extract/thread.go).
    const declared = discussion && (longer || (inKept > 0 && total >= THREAD_COVER * keptFlat.length));
    if (keptFlat && !one && !whole && !declared) return null;
    const out = (keptEl ? keptEl.ownerDocument : doc).createElement('div');
    // No post is in what Readability kept, nor is it in a post: on a
    // declared thread that is the opening post of a site that marks only
    // the replies as entries. (Readability's copy lives in an inert
    // document, so its media never load.)
    if (!inKept && keptEl && !texts.join(' ').includes(prefix(keptFlat, PROBE))) out.appendChild(keptEl.cloneNode(true));
    // Every entry is named a comment, a reply or an answer: what they
    // answer is not one of them (extract/thread_opening.go).
    else if (allStrong) for (const b of openingPost(entries, texts.join(' '), isCand)) out.appendChild(b);
    for (const e of entries) {
      // The poster's name and date head the post (extract/thread.go).
      const by = postByline(e, isCand);
      if (by) {
        const h = doc.createElement('h3');
        h.textContent = by;
        out.appendChild(h);
      }
      const post = doc.createElement('div');
      for (const ch of Array.from(copyPost(e, isCand).childNodes)) post.appendChild(ch);
      out.appendChild(post);
    }
    dropQuotedPosts(out);
    return out;
  }

  // openingPost is the prose just before the entries, as copies in
  // document order: walking back from their common ancestor over its
  // earlier siblings, then its parent's, up to the body, and stopping at
  // page chrome, navigation, an <h1>, or a heading once it has prose (a
  // heading met first titles the entries: "3 Answers"). Blocks shorter
  // than MIN_OPENING_CHARS are labels, mostly-link ones navigation; a
  // byline, a date or a site's notice is passed over; a post's text is
  // not taken twice (extract/thread_opening.go).
  const MIN_OPENING_CHARS = 40;
  const MAX_OPENING_LINK_SHARE = 0.5;
  const STOP_TAGS = new Set(['HEADER', 'FORM', 'MENU', 'NAV']);
  const headingLevel = (el) => (/^H[1-6]$/.test(el.tagName) ? +el.tagName[1] : el.getAttribute('role') === 'heading' ? +(el.getAttribute('aria-level') || 2) : 0);
  const hasHeading = (el) => !!el.querySelector('h1,h2,h3,h4,h5,h6,[role=heading]');
  const notice = (el) => ['alert', 'status'].includes(el.getAttribute('role')) || rawCls(el).split(/\s+/).some((t) => NOTICE.test(t));
  function openingLinkShare(el, t) {
    const total = nonSpace(t);
    if (!total) return 0;
    let linked = 0;
    for (const a of el.querySelectorAll('a')) linked += nonSpace(spaced(a));
    return linked / total;
  }
  function openingPost(entries, all, isCand) {
    const got = []; // in reverse document order
    let stop = false;
    const visit = (s) => {
      if (T.SKIP_TAGS.has(s.tagName) || hidden(s)) return;
      if (STOP_TAGS.has(s.tagName) || inChrome(s)) {
        stop = true;
        return;
      }
      if (isChrome(s) || notice(s)) return;
      const lv = headingLevel(s);
      if (lv) {
        stop = lv === 1 || got.length > 0;
        return;
      }
      const t = clean(spaced(s));
      if (!t) return;
      if (hasHeading(s)) {
        for (let c = s.lastElementChild; c && !stop; c = c.previousElementSibling) visit(c);
        stop = true;
        return;
      }
      const share = openingLinkShare(s, t);
      if (Array.from(t).length < MIN_OPENING_CHARS || share > MAX_OPENING_LINK_SHARE) {
        if (got.length || share > MAX_OPENING_LINK_SHARE) stop = true;
        return;
      }
      if (all.includes(prefix(t, PROBE))) return;
      got.push(s);
    };
    const last = entries[entries.length - 1];
    let from = entries[0];
    while (from && !from.contains(last)) from = from.parentElement;
    for (let n = from; n && n.tagName !== 'BODY' && !stop; n = n.parentElement) {
      for (let s = n.previousElementSibling; s && !stop; s = s.previousElementSibling) visit(s);
    }
    const drop = (n) => T.SKIP_TAGS.has(n.tagName) || MEDIA.has(n.tagName) || hidden(n) || isChrome(n);
    return got.reverse().map((el) => copyExcept(el, drop));
  }

  const MAX_POST_TIME_CHARS = 40;

  // permalinkDate is the text of the entry's link to itself when that is
  // a date, outside the post's body and nested entries: FluxBB heads each
  // post with "#1 <a href="…#p7">2024-08-03 10:59:47</a>" and prints no
  // <time> (extract/thread_byline.go permalinkDate).
  const STAMP = root.LaikaPatterns.stampText;
  function permalinkDate(entry, isCand, body) {
    const id = entry.getAttribute('id');
    if (!id) return '';
    const self = (ch) => ch.tagName === 'A' && (ch.getAttribute('href') || '').endsWith('#' + id);
    return firstStamp(entry, isCand, body, self, (t) => STAMP.test(t), (ch) => root.LaikaWalk.textOf(ch));
  }

  // firstStamp is the text of the first element of the entry that is (is),
  // outside the post's body and nested entries, whose text is no longer
  // than a date and ok; '' when there is none
  // (extract/thread_byline.go firstStamp).
  function firstStamp(entry, isCand, body, is, ok, text) {
    let found = '';
    const walk = (n) => {
      for (const ch of n.children) {
        if (found) return;
        if (isCand.has(ch) || T.SKIP_TAGS.has(ch.tagName) || hidden(ch) || (ch === body && body !== entry)) continue;
        if (is(ch)) {
          const t = clean(text(ch));
          if (t.length <= MAX_POST_TIME_CHARS && ok(t)) found = t;
          continue;
        }
        walk(ch);
      }
    };
    walk(entry);
    return found;
  }

  // postByline is who wrote a post and when: the entry's author and the
  // text of its first <time> outside the post's body and nested entries,
  // else, when it names its author, its permalink's date or the date its
  // author block gives after the name, joined by " · "
  // (extract/thread_byline.go postByline).
  function postByline(entry, isCand) {
    const body = postBody(entry, isCand);
    let when = firstStamp(entry, isCand, body, (ch) => ch.tagName === 'TIME', (t) => t !== '', (ch) => ch.textContent);
    const by = author(entry, isCand);
    if (!when && by) when = permalinkDate(entry, isCand, body);
    if (!when && by) {
      when = bylineDate(entry, isCand, by, (ch) => T.SKIP_TAGS.has(ch.tagName) || hidden(ch) || (ch === body && body !== entry), body !== entry ? body : null);
    }
    return [by, when].filter(Boolean).join(' · ');
  }

  // entryText is an entry's body as lines, without nested entries (isCand),
  // its chrome and what it hides (extract/comments.go ownCommentText).
  function entryText(el, isCand) {
    return root.LaikaWalk.renderLines(copyPost(el, isCand), { live: false, alt: false }).texts.map((t) => clean(t)).filter(Boolean).join('\n');
  }

  // postCards: the weakly named entries ("post", "message") that are
  // cards pointing elsewhere, a blog's or a news site's list of its
  // articles: each titled by a heading linking away (not to a place in a
  // page nor its author's page), and either at least MIN_CARD_PAGES of them
  // title different pages or the card is mostly links
  // (extract/comments.go postCards).
  const MIN_CARD_PAGES = 3;
  function postCards(cands) {
    const titled = new Map();
    const pages = new Set();
    for (const el of cands) {
      if (naming(el) !== 1) continue;
      const u = cardTitle(el);
      if (u) {
        titled.set(el, u);
        pages.add(u);
      }
    }
    const many = pages.size >= MIN_CARD_PAGES;
    const cards = new Set();
    for (const el of titled.keys()) if (many || mostlyLinks(el)) cards.add(el);
    return cards;
  }
  function cardTitle(el) {
    const by = author(el, null);
    for (const a of el.querySelectorAll('a[href]')) {
      const h = a.parentElement;
      if (!h || !/^H[1-6]$/.test(h.tagName)) continue;
      if (clean(a.textContent) === by || (a.getAttribute('href') || '').trim().startsWith('#')) continue;
      let u;
      try {
        u = new URL(a.href);
      } catch {
        continue;
      }
      if (u.hash || !/^https?:$/.test(u.protocol)) continue;
      return u.href;
    }
    return '';
  }
  function mostlyLinks(el) {
    const r = root.LaikaWalk.renderLines(el, { live: false, alt: false });
    const text = r.texts.reduce((a, t) => a + t.length, 0);
    const links = r.links.reduce((a, n) => a + n, 0);
    return 2 * links >= text;
  }

  root.LaikaPosts = { threadOf, isEntry, isDiscussionPage, faqAnswer, entryText, entryAuthor: author, postCards, classToken };
})(globalThis);
