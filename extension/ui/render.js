// render.js: the only way model output and page text become HTML in the
// UI: Markdown through marked, then DOMPurify with a small allow-list. No
// images (an <img src> would send data to whoever the page or model names),
// no forms, no styles. Everything else is set with textContent. Defines
// globalThis.LaikaRender.
(function (root) {
  'use strict';

  const ALLOWED_TAGS = ['p', 'br', 'strong', 'em', 'b', 'i', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'a', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'del', 'span'];
  const ALLOWED_ATTR = ['href', 'title'];

  let hooked = false;
  const LONG_TOKEN = /^\S{24,}$/;

  function purifier() {
    const P = root.DOMPurify;
    if (!hooked) {
      // Links open outside the panel and tell the target nothing; only web
      // links survive.
      P.addHook('afterSanitizeAttributes', (node) => {
        if (node.tagName === 'A') {
          const href = node.getAttribute('href') || '';
          if (!/^https?:\/\//i.test(href)) node.removeAttribute('href');
          node.setAttribute('target', '_blank');
          node.setAttribute('rel', 'noopener noreferrer');
        }
      });
      hooked = true;
    }
    return P;
  }

  // markdownToSafeHTML returns sanitized HTML for md.
  function markdownToSafeHTML(md) {
    const html = root.marked.parse(String(md || ''), { async: false, gfm: true, breaks: false });
    return purifier().sanitize(html, { ALLOWED_TAGS, ALLOWED_ATTR, ALLOW_DATA_ATTR: false, ADD_ATTR: ['target', 'rel'] });
  }

  // setMarkdown renders md into el. format "plain" (or anything not
  // "markdown") is shown as text.
  function setMarkdown(el, md, format) {
    if (format && format !== 'markdown') {
      el.textContent = String(md || '');
      return;
    }
    el.innerHTML = markdownToSafeHTML(md); // sanitized above: the one innerHTML in the UI
    // A link that is one long token (a bare URL) may break anywhere: in a
    // table it otherwise set its column's width and pushed the other
    // columns out of a narrow panel (sidecar.css .markdown a.token).
    for (const a of el.querySelectorAll('a')) {
      if (LONG_TOKEN.test(a.textContent.trim())) a.classList.add('token');
    }
  }

  root.LaikaRender = { markdownToSafeHTML, setMarkdown, ALLOWED_TAGS };
})(globalThis);
