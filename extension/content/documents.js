// documents.js: pages that are not HTML. The browser shows a text file
// (text/plain, text/markdown) as one <pre>, an XML file as its own tree
// (Firefox) or inside its tree viewer (Chromium keeps the source in
// #webkit-xml-viewer-source-xml, beside a banner that says the file has
// no style), and an SVG file as an <svg> root with no body. Read as HTML,
// a memo became one code listing that a summary would not restate, a
// feed read as the viewer's banner, and a document with no body failed
// the observation. This module reads each as what it is: a text file as
// its lines (as extract.Text does for the host), a feed as its entries,
// other XML as its text, an SVG as its title, description and text.
// Defines globalThis.LaikaDocuments.
(function (root) {
  'use strict';
  const { T, textSize } = root.LaikaHeuristics;
  const { clean, cutLines } = root.LaikaWalk;
  const { redactURL } = root.LaikaURL;

  const XML_VIEWER_SOURCE = 'webkit-xml-viewer-source-xml';
  const SVG_NS = 'http://www.w3.org/2000/svg';
  // Text files the browser shows as text (others are downloaded, or are
  // code: a JSON body stays one listing).
  const TEXT_TYPES = /^text\/(?:plain|markdown|x-markdown)$/i;

  // sourceOf returns {kind, el} for a document that is not an HTML page,
  // or null: kind is text (el the <pre>), xml (el the XML root) or svg.
  function sourceOf(doc) {
    const body = doc.body;
    if (TEXT_TYPES.test(doc.contentType || '') && body) {
      const pre = body.querySelector(':scope > pre');
      if (pre) return { kind: 'text', el: pre };
    }
    // Only in an XML document: an HTML page could name an element so.
    const viewer = !/html/i.test(doc.contentType || '') && doc.getElementById && doc.getElementById(XML_VIEWER_SOURCE);
    if (viewer && viewer.firstElementChild) return { kind: 'xml', el: viewer.firstElementChild };
    const de = doc.documentElement;
    if (body || !de) return null;
    return { kind: de.namespaceURI === SVG_NS ? 'svg' : 'xml', el: de };
  }

  // fileName is the last segment of the URL's path ("memo.txt"): a text
  // file has no title of its own, and its tab shows its address.
  function fileName(href) {
    try {
      const u = new URL(href);
      const seg = u.pathname.split('/').filter(Boolean).pop() || '';
      return clean(decodeURIComponent(seg), 300) || u.host;
    } catch {
      return '';
    }
  }

  // children named name (any namespace: RSS 1.0 and Atom declare one).
  const kids = (el, name) => Array.from(el.children).filter((c) => c.localName === name);
  const kid = (el, name) => kids(el, name)[0] || null;
  const contentOf = (el) => (el ? clean(el.textContent, 100000) : '');

  // markupText is the text of an entry's summary, which feeds write as
  // escaped HTML: parsed inert, never put into the page.
  function markupText(s) {
    if (!/[<&]/.test(s)) return s;
    const d = new DOMParser().parseFromString(s, 'text/html');
    for (const x of d.querySelectorAll('script,style')) x.remove();
    return clean(d.documentElement.textContent, 100000);
  }

  // feedOf reads an RSS 0.9x/2.0, RSS 1.0 (RDF) or Atom root as
  // {title, about, entries}, or null when root is no feed.
  function feedOf(rootEl) {
    const name = rootEl.localName;
    let head;
    let entries;
    if (name === 'rss' || name === 'RDF') {
      head = kid(rootEl, 'channel');
      if (!head) return null;
      entries = kids(name === 'rss' ? head : rootEl, 'item');
    } else if (name === 'feed') {
      head = rootEl;
      entries = kids(rootEl, 'entry');
    } else return null;
    const entry = (e) => {
      let url = '';
      const links = kids(e, 'link');
      const alt = links.find((l) => !l.getAttribute('rel') || l.getAttribute('rel') === 'alternate') || links[0];
      if (alt) url = alt.getAttribute('href') || contentOf(alt);
      const date = contentOf(kid(e, 'pubDate') || kid(e, 'published') || kid(e, 'updated') || kid(e, 'date'));
      const summary = markupText(contentOf(kid(e, 'description') || kid(e, 'summary') || kid(e, 'content') || kid(e, 'encoded')));
      return { title: markupText(contentOf(kid(e, 'title'))), url, date, summary };
    };
    return {
      title: contentOf(kid(head, 'title')),
      about: markupText(contentOf(kid(head, 'description') || kid(head, 'subtitle'))),
      entries: entries.map(entry),
    };
  }

  // xmlLines: the text of each element that holds text of its own, in
  // document order; an element that holds text and elements too ("Second
  // edition, <em>revised</em> in 2025.") is one line.
  function xmlLines(el) {
    const out = [];
    const walk = (n) => {
      let own = '';
      for (const c of n.childNodes) if (c.nodeType === 3 || c.nodeType === 4) own += c.data;
      if (clean(own, 100000)) {
        out.push(contentOf(n));
        return;
      }
      for (const c of n.children) walk(c);
    };
    walk(el);
    return out;
  }

  // svgLines: what an SVG file says in words: its title, description and
  // text elements.
  function svgLines(el) {
    const out = [];
    for (const n of el.querySelectorAll('title,desc,text')) {
      if (n.parentElement && n.parentElement.closest('text')) continue;
      const t = contentOf(n);
      if (t && !out.includes(t)) out.push(t);
    }
    return out;
  }

  // absolute resolves an entry's link against the feed's address ('' when
  // it is no URL).
  function absolute(href, base) {
    try {
      return href ? new URL(href, base || undefined).href : '';
    } catch {
      return '';
    }
  }

  // Text files have headings: a Markdown "## Usage", a title underlined
  // with "====", a short line alone between blank lines. textLines marks
  // them, and a Markdown file's fenced code, with the observation's
  // prefixes, as Go's extract/text_file.go does (the same rules, held to
  // extract/testdata/textfiles).
  const ATX_HEADING = /^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/;
  // Markdown's inline and reference images and links, read as their text;
  // a reference's definition is no text.
  const MD_IMAGE = /!\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])/g;
  const MD_LINK = /\[([^\]]+)\](?:\([^)]*\)|\[[^\]]*\])/g;
  const MD_LINK_DEF = /^ {0,3}\[[^\]]+\]:\s+\S/;
  const SETEXT_RULE = /^(?:={3,}|-{3,})[ \t]*$/;
  const FENCE_LINE = /^ {0,3}(?:```|~~~)/;
  const SENTENCE_END = /[.,;:!?…"'”)]$/;
  // RUN_ON: a line ending in one of these words goes on in the next.
  const RUN_ON = /\s(?:a|an|and|are|as|at|be|by|for|from|in|is|of|on|or|the|to|with)$/i;
  const BULLET_START = /^(?:[-*+>]\s|\[)/;
  const ORDINAL_START = /^\d{1,3}[.)]\s/;
  const MAX_TEXT_HEADING_WORDS = 8;
  const MAX_TEXT_HEADING_CHARS = 60;
  const MAX_SETEXT_CHARS = 80;

  // textHeading: l, alone between blank lines, reads as a heading: short,
  // starting with a capital or a digit (not a command's "$ ", an
  // "#include", an RST ".. directive::"), no sentence's end, bullet, URL or
  // address ("Dana Ortiz <dana@harbour.example>" signs a file).
  function textHeading(l) {
    if (textSize(l) > MAX_TEXT_HEADING_CHARS || SENTENCE_END.test(l) || BULLET_START.test(l) || RUN_ON.test(l) || l.includes('@') || l.includes('://')) return false;
    // A line that starts in lower case goes on from the one above ("or").
    if (!/^[\p{L}\p{Nd}]/u.test(l) || /^\p{Ll}/u.test(l)) return false;
    const n = l.split(/\s+/).filter(Boolean).length;
    return n > 0 && n <= MAX_TEXT_HEADING_WORDS && /\p{L}/u.test(l);
  }

  // indented: l is indented as Markdown's code is, by 4 spaces or a tab.
  const indented = (l) => /^(?: {4}|\t)/.test(l) && l.trim() !== '';

  // indentedCode: lines[i] starts a Markdown code block set by
  // indentation: indented after a blank line, under a line of words at the
  // margin that is no list item (an item's next paragraph is indented too).
  function indentedCode(lines, i) {
    if (!indented(lines[i]) || i === 0 || lines[i - 1].trim() !== '') return false;
    let j = i - 1;
    while (j >= 0 && !lines[j].trim()) j--;
    if (j < 0) return true;
    const above = lines[j];
    return above[0] !== ' ' && above[0] !== '\t' && !BULLET_START.test(above) && !ORDINAL_START.test(above);
  }

  function textLines(s, markdown) {
    const lines = s.split('\n');
    const blank = (i) => i < 0 || i >= lines.length || !lines[i].trim();
    let last = lines.length - 1;
    while (last >= 0 && blank(last)) last--;
    const out = [];
    let code = false;
    for (let i = 0; i < lines.length; i++) {
      let l = lines[i].replace(/[ \t]+$/, '');
      if (markdown && FENCE_LINE.test(l)) {
        code = !code;
        continue;
      }
      if (code) {
        out.push(l ? 'Code: ' + l : '');
        continue;
      }
      if (markdown && MD_LINK_DEF.test(l)) continue;
      // A link or a badge reads as its text: "[FORK.md](./FORK.md)" is
      // "FORK.md" on the page the Markdown makes.
      if (markdown) l = l.replace(MD_IMAGE, '$1').replace(MD_LINK, '$1');
      const m = markdown && ATX_HEADING.exec(l);
      if (m && m[2]) {
        out.push('H' + m[1].length + ': ' + m[2]);
        continue;
      }
      if (markdown && indentedCode(lines, i)) {
        // An indented code block, to its last indented line.
        for (; i < lines.length && (indented(lines[i]) || (blank(i) && i + 1 < lines.length && indented(lines[i + 1]))); i++) {
          out.push(blank(i) ? '' : 'Code: ' + lines[i].replace(/^(?:\t| {4})/, '').replace(/[ \t]+$/, ''));
        }
        i--;
        continue;
      }
      const alone = l !== '' && l[0] !== ' ' && l[0] !== '\t' && blank(i - 1);
      if (alone && i + 1 < lines.length && SETEXT_RULE.test(lines[i + 1]) && textSize(l) <= MAX_SETEXT_CHARS) {
        out.push((lines[i + 1][0] === '-' ? 'H2: ' : 'H1: ') + l);
        i++;
        continue;
      }
      if (alone && blank(i + 1) && i < last && textHeading(l) && !(markdown && ORDINAL_START.test(l))) {
        out.push('H2: ' + l);
        continue;
      }
      out.push(l);
    }
    return out.join('\n');
  }

  // isMarkdown: the file is Markdown, by its media type or its name.
  function isMarkdown(doc) {
    if (/^text\/(?:x-)?markdown$/i.test(doc.contentType || '')) return true;
    try {
      return /\.(?:md|markdown)$/i.test(new URL(doc.location.href).pathname);
    } catch {
      return false;
    }
  }

  // observeDocument returns the observation of a page that is not HTML
  // (see sourceOf), or null for an HTML page. b is the clamped budget.
  function observeDocument(doc, store, b) {
    const src = sourceOf(doc);
    if (!src) return null;
    const page = redactURL(doc.location ? doc.location.href : '');
    store.redacted = !!page.redacted;
    let title = '';
    let whole = '';
    let items = [];
    if (src.kind === 'text') {
      whole = textLines(src.el.textContent.replace(/\r\n?/g, '\n').replace(/\n+$/, ''), isMarkdown(doc));
    } else if (src.kind === 'svg') {
      whole = svgLines(src.el).join('\n');
      title = clean(doc.title, 300);
    } else {
      const feed = feedOf(src.el);
      if (feed) {
        title = feed.title;
        const parts = [[feed.title, feed.about].filter(Boolean).join('\n')];
        for (const e of feed.entries) {
          parts.push([e.title, e.date, e.summary].filter(Boolean).join('\n'));
          const u = redactURL(absolute(e.url, page.url));
          if (u.redacted) store.redacted = true;
          const item = { title: e.title || clean(e.summary, b.maxItemChars) };
          if (u.url && /^https?:/.test(u.url)) item.url = u.url;
          if (e.summary && e.title) item.snippet = clean(e.summary, b.maxItemChars);
          if (e.date) item.date = e.date;
          if (item.title) items.push(item);
        }
        whole = parts.filter(Boolean).join('\n\n');
      } else whole = xmlLines(src.el).join('\n');
    }
    const obs = {
      url: page.url,
      title: title || fileName(page.url),
      documentId: store.documentId,
      navigationGeneration: store.generation,
      observedAtMs: Date.now(),
      text: cutLines(whole, b.maxChars),
    };
    if (whole) {
      const primary = { text: cutLines(whole, b.maxPrimaryChars) };
      if (primary.text.length < whole.length) {
        primary.truncated = true;
        primary.totalChars = whole.length;
      }
      obs.primary = primary;
    }
    if (items.length) {
      obs.items = items.slice(0, b.maxItems);
      if (items.length > obs.items.length) obs.itemsTotal = items.length;
    }
    if (textSize(whole.replace(/\s+/g, '')) < T.SPARSE_TEXT_CHARS) obs.signals = ['sparse_text'];
    return obs;
  }

  root.LaikaDocuments = { observeDocument, sourceOf, fileName };
})(globalThis);
