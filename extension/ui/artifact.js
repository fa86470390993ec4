// artifact.js: one saved artifact (comparison, timeline, brief, ...),
// rendered through LaikaRender (marked + DOMPurify: no images, no forms, only
// http(s) links, which open in a new tab). Every citation links back to its
// source with a text fragment that scrolls to the quote. Exports download
// the host's rendering (md, csv, json, standalone html).
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const t = (k, s) => LaikaI18n.t(k, s);
  LaikaI18n.localize(document);
  const id = new URLSearchParams(location.search).get('id') || '';

  function fail(e) {
    const p = $('error');
    p.hidden = false;
    p.textContent = (e.code ? e.code + ': ' : '') + (e.message || String(e));
    document.body.dataset.state = 'error';
  }

  // fragment builds a text fragment like the host's (summary.TextFragment):
  // short quotes whole, long ones by their first and last words.
  function fragment(q) {
    const ws = String(q || '').split(/\s+/).filter(Boolean);
    if (!ws.length) return '';
    const enc = (s) => encodeURIComponent(s).replace(/-/g, '%2D').replace(/,/g, '%2C').replace(/&/g, '%26');
    if (ws.length <= 8) return '#:~:text=' + enc(ws.join(' '));
    return '#:~:text=' + enc(ws.slice(0, 4).join(' ')) + ',' + enc(ws.slice(-4).join(' '));
  }

  function render(a) {
    document.title = a.title + ' — Laika';
    $('title').textContent = a.title;
    $('meta').textContent = a.type + ' · ' + (a.backend || 'builtin') + ' · ' + new Date(a.createdAt).toLocaleString() + ' · ' + t('artifact_meta', a.citations.length);
    LaikaRender.setMarkdown($('body'), a.markdown, 'markdown');
    const list = $('citations');
    list.replaceChildren();
    for (const c of a.citations) {
      const li = document.createElement('li');
      li.dataset.sourceId = c.sourceId;
      const link = document.createElement('a');
      const loc = c.locator && c.locator.value ? c.locator.value : c.quote;
      if (/^https?:\/\//.test(c.url || '')) {
        link.href = c.url + fragment(loc);
        link.target = '_blank';
        link.rel = 'noopener noreferrer';
      }
      link.textContent = (c.n ? '[' + c.n + '] ' : '') + (c.title || c.url || c.sourceId);
      const q = document.createElement('q');
      q.textContent = c.quote;
      li.append(link, document.createTextNode(' '), q);
      list.append(li);
    }
    $('citations-section').hidden = !a.citations.length;
    document.body.dataset.ready = '1';
  }

  async function exportAs(format) {
    try {
      const x = await LaikaBG.host('artifact.export', { artifactId: id, format });
      const blob = new Blob([x.content], { type: x.mime });
      const a = document.createElement('a');
      a.href = URL.createObjectURL(blob);
      a.download = x.filename;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(a.href), 5000);
      document.body.dataset.exported = format;
    } catch (e) {
      fail(e);
    }
  }

  for (const f of ['md', 'csv', 'json', 'html']) $('export-' + f).addEventListener('click', () => exportAs(f));
  $('delete').addEventListener('click', async () => {
    if (!confirm(t('artifact_deleteConfirm'))) return;
    try {
      await LaikaBG.host('artifact.delete', { artifactId: id });
      $('body').textContent = t('artifact_deleted');
      $('citations-section').hidden = true;
      document.body.dataset.deleted = '1';
    } catch (e) {
      fail(e);
    }
  });

  LaikaBG.host('artifact.get', { artifactId: id }).then(render, fail);
})();
