// accepted.js: which entry of a Q&A thread its asker accepted, by the
// rules of extract/comments_accepted.go. The page marks it by microdata
// (itemprop acceptedAnswer) or class (accepted-answer, solution), or
// declares it only in JSON-LD (a schema.org QAPage's acceptedAnswer, as
// Discourse and NodeBB do). Defines globalThis.LaikaAccepted.
(function (root) {
  'use strict';
  const ACCEPTED_CLASS = root.LaikaPatterns.acceptedClass;
  // LEAD_WORDS: the words of a declared answer compared with the entries';
  // the entry that begins with most of them is the answer (a later reply
  // opening with the same quote is not), MIN_LEAD_WORDS of them at least.
  const LEAD_WORDS = 40;
  const MIN_LEAD_WORDS = 8;

  // isAccepted: the page marks entry el as its accepted answer. A FAQ's
  // answers are schema.org acceptedAnswers too, of the site's own
  // questions: inside a FAQPage, none is.
  function isAccepted(el) {
    if (el.closest('[itemtype*="FAQPage"]')) return false;
    if ((el.getAttribute('itemprop') || '').split(/\s+/).includes('acceptedAnswer')) return true;
    return root.LaikaPosts.classToken(el, ACCEPTED_CLASS);
  }

  // wordsOf is s's first n words (runs of letters and digits), lower-cased.
  const wordsOf = (s, n) => (s.toLowerCase().match(/[\p{L}\p{N}]+/gu) || []).slice(0, n);

  const ldName = (v) => {
    if (typeof v === 'string') return v.replace(/\s+/g, ' ').trim();
    if (Array.isArray(v)) return v.length ? ldName(v[0]) : '';
    return v && typeof v.name === 'string' ? v.name.replace(/\s+/g, ' ').trim() : '';
  };

  // declared lists the page's JSON-LD accepted answers: {author, words}.
  function declared(doc) {
    const out = [];
    const walk = (v, depth) => {
      if (!v || typeof v !== 'object' || depth > root.LaikaLD.MAX_DEPTH) return;
      if (Array.isArray(v)) {
        for (const e of v) walk(e, depth + 1);
        return;
      }
      if ([].concat(v['@type'] || []).includes('FAQPage')) return; // a FAQ's answers, the site's own
      if ('acceptedAnswer' in v) {
        for (const a of [].concat(v.acceptedAnswer || [])) {
          let text = a && typeof a.text === 'string' ? a.text : '';
          if (/[<&]/.test(text)) text = new DOMParser().parseFromString(text, 'text/html').body.textContent || '';
          const words = wordsOf(text, LEAD_WORDS);
          if (words.length >= 3) out.push({ author: ldName(a.author), words });
        }
      }
      for (const [k, e] of Object.entries(v)) if (k !== 'acceptedAnswer' && k !== 'suggestedAnswer') walk(e, depth + 1);
    };
    for (const v of root.LaikaLD.blocks(doc)) walk(v, 0);
    return out;
  }

  // markDeclared sets accepted on the entry each declared answer
  // (declared(doc)) is: by its author when the declaration names one, the
  // entry whose text begins with most of the answer's words. entries:
  // [{author, text}].
  function markDeclared(answers, entries) {
    for (const d of answers) {
      let best = -1;
      let bestN = Math.min(MIN_LEAD_WORDS, d.words.length) - 1;
      entries.forEach((c, i) => {
        if (d.author && c.author && d.author.toLowerCase() !== c.author.toLowerCase()) return;
        const ws = wordsOf(c.text, d.words.length);
        let n = 0;
        while (n < ws.length && ws[n] === d.words[n]) n++;
        if (n > bestN) [best, bestN] = [i, n];
      });
      if (best >= 0) entries[best].accepted = true;
    }
  }

  root.LaikaAccepted = { isAccepted, declared, markDeclared };
})(globalThis);
