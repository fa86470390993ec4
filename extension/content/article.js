// article.js: article-page rules for the main content, the same as
// extract/article_*.go. Defines globalThis.LaikaArticle.
(function (root) {
  'use strict';
  const { T } = root.LaikaHeuristics;
  const { isHidden, clean } = root.LaikaWalk;

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

  root.LaikaArticle = { holds };
})(globalThis);
