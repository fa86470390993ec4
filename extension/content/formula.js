// formula.js: formulas read as text, once each, from the source the page
// keeps beside its rendering (extract/formula.go). Defines
// globalThis.LaikaFormula.
(function (root) {
  'use strict';

  const MATHML = 'http://www.w3.org/1998/Math/MathML';
  const MATHJAX = new Set(['MathJax', 'MathJax_Display', 'MathJax_SVG', 'MathJax_SVG_Display', 'MathJax_CHTML', 'MathJax_PHTML']);
  const TEX_ENCODINGS = new Set(['application/x-tex', 'tex', 'latex']);

  const collapse = (s) => (s || '').replace(/\s+/g, ' ').trim();
  const classes = (el) => ' ' + (el.getAttribute('class') || '') + ' ';
  const isMath = (el) => el.localName === 'math' && el.namespaceURI === MATHML;
  const isTeXScript = (el) => el && el.localName === 'script' && (el.getAttribute('type') || '').toLowerCase().startsWith('math/tex');

  // mathJaxBox: MathJax 2's rendering of a formula, which its source
  // script follows (extract mathJaxBox).
  function mathJaxBox(el) {
    return !!el && (el.getAttribute('class') || '').split(/\s+/).some((t) => MATHJAX.has(t));
  }

  // cleanTeX is TeX without MediaWiki's {\displaystyle …} wrapper, on one
  // line (extract cleanTeX).
  function cleanTeX(s) {
    s = collapse(s);
    for (const w of ['{\\displaystyle ', '{\\textstyle ']) {
      if (s.startsWith(w) && s.endsWith('}')) s = s.slice(w.length, -1).trim();
    }
    return s;
  }

  // formulaImage: an image of a formula, by its name or by the TeX in its
  // alt text (extract formulaImage).
  function formulaImage(cls, alt) {
    const a = (alt || '').trim();
    if (!a) return false;
    return cls.includes(' mwe-math-fallback-image') || cls.includes(' latex ') || a.startsWith('{\\displaystyle') || a.startsWith('{\\textstyle');
  }

  const firstMath = (el) => el.getElementsByTagNameNS(MATHML, 'math')[0] || null;

  // mathText: a <math> element's TeX source, else its MathML in a line.
  function mathText(m) {
    const alt = cleanTeX(m.getAttribute('alttext'));
    if (alt) return alt;
    for (const a of m.getElementsByTagNameNS(MATHML, 'annotation')) {
      if (TEX_ENCODINGS.has((a.getAttribute('encoding') || '').toLowerCase())) {
        const t = cleanTeX(a.textContent);
        if (t) return t;
      }
    }
    return collapse(mathLine(m));
  }

  // group wraps a script or a fraction's part that is more than one token.
  function group(s) {
    s = s.trim();
    if (Array.from(s).length <= 1 || !/[ +\-−=/^_]/.test(s)) return s;
    return '(' + s + ')';
  }

  // mathLine reads MathML presentation markup in a line (extract mathLine).
  function mathLine(n) {
    if (n.nodeType === 3) return n.data.trim();
    if (n.nodeType !== 1) return '';
    const kids = [];
    for (const c of n.childNodes) {
      if (c.nodeType === 1 && (c.localName === 'annotation' || c.localName === 'annotation-xml')) continue;
      const s = mathLine(c);
      if (s !== '' || c.nodeType === 1) kids.push(s);
      if (n.localName === 'semantics' && c.nodeType === 1) break;
    }
    const arg = (i) => (i < kids.length ? kids[i] : '');
    switch (n.localName) {
      case 'mfrac':
        return group(arg(0)) + '/' + group(arg(1));
      case 'msup':
        return arg(0) + '^' + group(arg(1));
      case 'msub':
        return arg(0) + '_' + group(arg(1));
      case 'msubsup':
        return arg(0) + '_' + group(arg(1)) + '^' + group(arg(2));
      case 'msqrt':
        return '√(' + kids.join(' ') + ')';
      case 'mroot':
        return 'root' + group(arg(1)) + '(' + arg(0) + ')';
      case 'mtable':
        return kids.join('; ');
      case 'mspace':
        return ' ';
    }
    return kids.join(' ');
  }

  // mathJaxFormula reads a MathJax 2 rendering from its source script,
  // else from the MathML it keeps for screen readers.
  function mathJaxFormula(el) {
    let next = el.nextElementSibling;
    if (!next && mathJaxBox(el.parentElement)) next = el.parentElement.nextElementSibling;
    if (isTeXScript(next)) return { text: cleanTeX(next.textContent), block: (el.getAttribute('class') || '').includes('Display') };
    const m = firstMath(el);
    return { text: m ? mathText(m) : '', block: false };
  }

  // CHEAP: the class words a box's name holds; other elements are no box
  // unless their tag says so, checked first (this runs on every element).
  const CHEAP = /katex|MathJax|mwe-math/;

  // formulaOf is el's reading when el is a formula box ({text, block};
  // text '' for a box read as nothing), else null (extract formulaOf).
  function formulaOf(el) {
    const tag = el.localName;
    if (isMath(el)) return { text: mathText(el), block: el.getAttribute('display') === 'block' };
    if (tag === 'script') {
      if (!isTeXScript(el)) return null;
      if (mathJaxBox(el.previousElementSibling)) return { text: '', block: false };
      return { text: cleanTeX(el.textContent), block: (el.getAttribute('type') || '').toLowerCase().includes('mode=display') };
    }
    if (tag === 'mjx-container') {
      const m = firstMath(el);
      return { text: m ? mathText(m) : '', block: el.getAttribute('display') === 'true' };
    }
    const raw = el.getAttribute('class') || '';
    if (tag === 'img') return formulaImage(' ' + raw + ' ', el.getAttribute('alt')) ? { text: cleanTeX(el.getAttribute('alt')), block: false } : null;
    if (!CHEAP.test(raw)) return null;
    const cls = classes(el);
    if (cls.includes(' katex ')) {
      const m = firstMath(el);
      const block = !!el.parentElement && classes(el.parentElement).includes(' katex-display ');
      return m ? { text: mathText(m), block } : null;
    }
    if (cls.includes(' MathJax_Preview ')) return { text: '', block: false };
    if (mathJaxBox(el)) return mathJaxFormula(el);
    if (cls.includes(' mwe-math-element ')) {
      const m = firstMath(el);
      if (m) return { text: mathText(m), block: cls.includes('mwe-math-element-block') || m.getAttribute('display') === 'block' };
      const img = el.querySelector('img');
      return img ? { text: cleanTeX(img.getAttribute('alt')), block: false } : null;
    }
    return null;
  }

  // readFormulas replaces each formula box in a detached copy (never the
  // live page) with its reading, before Readability.js reads the copy and
  // drops the class names that mark the boxes (extract readFormulas).
  function readFormulas(body) {
    if (!body) return;
    const boxes = [];
    // Every box is read before any is replaced: a MathJax script is read
    // by the rendering before it, which must still be there to say so.
    const find = (n) => {
      for (const c of n.children) {
        const f = formulaOf(c);
        if (f) boxes.push([c, f]);
        else find(c);
      }
    };
    find(body);
    for (const [b, f] of boxes) {
      if (!f.text || root.LaikaWalk.isHidden(b, false)) b.remove();
      else b.replaceWith(nodeFor(f, b, body.ownerDocument));
    }
  }

  // spacing says whether the formula box el needs a space before and
  // after its reading: a renderer sets a formula apart from the words
  // beside it by its own margins ("= 0</mjx-container>and they are"), and
  // punctuation touching it stays touching ("A^H, then")
  // (extract formulaSpacing).
  function spacing(el) {
    let lead = true;
    let trail = true;
    const p = el.previousSibling;
    if (p && p.nodeType === 3 && p.data) lead = !/[\s([{“‘"']$/u.test(p.data);
    const n = el.nextSibling;
    if (n && n.nodeType === 3 && n.data) trail = !/^[\s,.;:!?)\]}”’"'…]/u.test(n.data);
    return { lead, trail };
  }

  // nodeFor is the reading of the formula box el as an element of doc: its
  // text as code, as the host writes it so that Markdown keeps TeX as it
  // is, spaced from the words beside it.
  function nodeFor(f, el, doc) {
    const r = doc.createElement(f.block ? 'div' : 'span');
    r.setAttribute('data-laika-formula', '');
    const code = doc.createElement('code');
    code.textContent = f.text;
    const { lead, trail } = spacing(el);
    if (lead) r.append(' ');
    r.append(code);
    if (trail) r.append(' ');
    return r;
  }

  root.LaikaFormula = { formulaOf, readFormulas, nodeFor, spacing };
})(globalThis);
