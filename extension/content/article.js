// article.js: article-page rules for the main content, the same as
// extract/article_*.go. Defines globalThis.LaikaArticle.
(function (root) {
  'use strict';
  const { T } = root.LaikaHeuristics;
  const { isHidden, clean, idOf } = root.LaikaWalk;

  // words is the lowercased word list of a text.
  const words = (s) => clean(s).toLowerCase().split(' ').filter(Boolean);

  // holds: the page marks up one article (a single outermost visible
  // <article>) and Readability's pick is most of it. A short news item is
  // then the whole content, not one block of a page whose content is
  // spread over sections (extract/article_pick.go articleHolds).
  function holds(doc, pick) {
    const arts = Array.from(doc.querySelectorAll('article')).filter((a) => !a.parentElement.closest('article') && !isHidden(a, true));
    if (arts.length !== 1) return false;
    const whole = clean(arts[0].innerText || arts[0].textContent);
    const picked = clean(pick);
    if (picked.length < T.MIN_ARTICLE_SHARE * whole.length) return false;
    const have = new Map();
    for (const w of words(whole)) have.set(w, (have.get(w) || 0) + 1);
    const ws = words(picked);
    let inside = 0;
    for (const w of ws) {
      if (have.get(w) > 0) {
        have.set(w, have.get(w) - 1);
        inside++;
      }
    }
    return ws.length > 0 && inside >= 0.9 * ws.length;
  }

  // relatedLeadIn: the line introduces a list of other pages at the end
  // of an article, in English or (lower-cased, since RE2 and JavaScript
  // fold non-ASCII letters differently) another European language
  // (extract/article_tail.go relatedLead).
  const RELATED_LEAD_IN = root.LaikaPatterns.relatedLeadIn;
  const RELATED_LEAD_IN_WORDS = root.LaikaPatterns.relatedLeadInWords;
  const relatedLeadIn = (text) => RELATED_LEAD_IN.test(text) || RELATED_LEAD_IN_WORDS.test(text.toLowerCase());

  // trimLinkTail drops the lists of other pages that end an article: a
  // short lead-in line ("Related reads:") followed by links only, short
  // lines among them (extract/article_tail.go). read is dropRepeats'
  // { lines, ctrls, links }.
  function trimLinkTail(read) {
    let { lines, ctrls, links } = read;
    for (;;) {
      let cut = -1;
      let n = 0;
      for (let i = lines.length - 1; i > 0; i--) {
        const text = root.LaikaWalk.bare(lines[i]);
        if (links[i] > 0 && links[i] >= 0.8 * text.length) {
          n++;
          continue;
        }
        if (text.length >= T.MIN_TAIL_PROSE || /^(?:> )?Code: /.test(lines[i])) break;
        if (n >= T.MIN_TAIL_LINKS && relatedLeadIn(text)) {
          cut = i;
          break;
        }
      }
      if (cut < 0) return { ...read, lines, ctrls, links };
      lines = lines.slice(0, cut);
      ctrls = ctrls.slice(0, cut);
      links = links.slice(0, cut);
    }
  }

  // AUTHOR_BOX names an author's box (photo, bio, "view all posts") under a
  // post: about the writer, not what they wrote (extract/article_author.go
  // authorBoxClass). A bare "author" or "byline" class is left to
  // Readability.
  const AUTHOR_BOX = root.LaikaPatterns.authorBoxClass;

  // authorBox: el's class or id names an author box (page furniture).
  const authorBox = (el, cls) => AUTHOR_BOX.test(cls) || AUTHOR_BOX.test(idOf(el));

  // skipLink: el is a "skip link" ("Skip to main content"), a link into
  // the page for keyboard users, hidden until focused: furniture
  // (extract/article_skip.go isSkipLink).
  const skipLink = (el) => el.tagName === 'A' && (el.getAttribute('href') || '').trim().startsWith('#') && (el.textContent.trim().split(/\s+/)[0] || '').toLowerCase() === 'skip';

  root.LaikaArticle = { holds, trimLinkTail, authorBox, skipLink };
})(globalThis);
