// research.js: the Research pane of the sidecar — collections of sources,
// chat scoped to a collection, transforms and artifacts (docs/protocol.md,
// "Research collections"). It builds its own pane and header button, so the
// sidecar only loads this script. Page and model text reaches the DOM only
// through textContent or LaikaRender (marked + DOMPurify).
//
// Collecting is always the user's click: the URLs a Collect button sends
// are exactly the ones shown, and that click is the approval for the host
// to fetch them. The current tab and picked tabs are captured from the DOM
// the user sees (no fetch at all).
(function () {
  'use strict';
  const t = (k, s) => globalThis.LaikaI18n.t(k, s);
  const params = new URLSearchParams(location.search);
  const tabIdParam = Number(params.get('tabId'));
  const CAPTURE = { maxChars: 150000, maxElements: 0, maxItems: 60, maxComments: 60 };
  // Source states and error codes in words (_locales rs_status_*, rs_error_*).
  const label = (prefix, code) => {
    const k = prefix + code;
    const m = /^[a-z_]+$/.test(String(code)) ? t(k) : k;
    return m === k ? code : m;
  };
  const state = { active: '', types: [], detail: null, polling: 0, busy: false };

  function el(tag, cls, text) {
    const e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined) e.textContent = text;
    return e;
  }
  function button(text, cls, onClick, title) {
    const b = el('button', cls || 'secondary', text);
    b.type = 'button';
    if (title) b.title = title;
    b.addEventListener('click', onClick);
    return b;
  }

  async function host(type, payload) {
    return LaikaBG.host(type, payload || {});
  }

  async function currentTabId() {
    if (tabIdParam > 0 || tabIdParam === 0) return tabIdParam;
    const [t] = await chrome.tabs.query({ active: true, lastFocusedWindow: true });
    return t ? t.id : -1;
  }

  // ---- the pane -----------------------------------------------------------

  function buildPane() {
    let pane = document.getElementById('research-pane');
    if (!pane) {
      pane = el('section', 'pane research');
      pane.id = 'research-pane';
      pane.hidden = true;
      const anchor = document.querySelector('main') || document.body.firstChild;
      document.body.insertBefore(pane, anchor);
    }
    pane.setAttribute('role', 'region');
    pane.setAttribute('aria-label', t('rs_title'));
    pane.classList.add('research');
    pane.replaceChildren();

    const head = el('div', 'pane-head');
    const h = el('h2', '', t('rs_title'));
    h.id = 'research-title';
    head.append(h, button('✕', 'icon', () => toggle(false), t('rs_close')));
    pane.append(head);

    const picker = el('div', 'rs-row');
    const sel = el('select');
    sel.id = 'rs-collection';
    sel.setAttribute('aria-label', t('rs_collection'));
    sel.addEventListener('change', () => select(sel.value));
    const newBtn = button(t('rs_new'), 'secondary', () => newForm.hidden = !newForm.hidden, t('rs_newTitle'));
    newBtn.id = 'rs-new';
    picker.append(sel, newBtn);
    pane.append(picker);

    const newForm = el('form', 'rs-row');
    newForm.id = 'rs-new-form';
    newForm.hidden = true;
    const title = el('input');
    title.id = 'rs-new-title';
    title.placeholder = t('rs_name');
    title.setAttribute('aria-label', t('rs_nameLabel'));
    const create = el('button', '', t('rs_create'));
    create.type = 'submit';
    newForm.append(title, create);
    newForm.addEventListener('submit', async (ev) => {
      ev.preventDefault();
      const t = title.value.trim();
      if (!t) return;
      await guard(async () => {
        const c = await host('collection.new', { title: t });
        title.value = '';
        newForm.hidden = true;
        await refreshList(c.id);
      });
    });
    pane.append(newForm);

    const collect = el('div', 'rs-collect');
    collect.id = 'rs-collect';
    const label = el('p', 'rs-label', t('rs_collect'));
    const row = el('div', 'rs-buttons');
    row.append(
      button(t('rs_thisTab'), 'secondary', () => guard(collectTab), t('rs_thisTabTitle')),
      button(t('rs_selectedLinks'), 'secondary', () => guard(collectSelection), t('rs_selectedLinksTitle')),
      button(t('rs_topResults'), 'secondary', () => guard(collectResults), t('rs_topResultsTitle')),
      button(t('rs_openTabs'), 'secondary', () => guard(pickTabs), t('rs_openTabsTitle')),
    );
    row.children[0].id = 'rs-add-tab';
    row.children[1].id = 'rs-add-selection';
    row.children[2].id = 'rs-add-results';
    row.children[3].id = 'rs-add-tabs';
    const topN = el('select');
    topN.id = 'rs-topn';
    topN.setAttribute('aria-label', t('rs_howMany'));
    for (const n of [3, 5, 10]) {
      const o = el('option', '', t('rs_topN', n));
      o.value = String(n);
      if (n === 5) o.selected = true;
      topN.append(o);
    }
    row.append(topN);
    collect.append(label, row);
    const confirm = el('div', 'rs-confirm');
    confirm.id = 'rs-confirm';
    confirm.hidden = true;
    collect.append(confirm);
    pane.append(collect);

    const progress = el('p', 'rs-progress');
    progress.id = 'rs-progress';
    progress.setAttribute('role', 'status');
    progress.setAttribute('aria-live', 'polite');
    pane.append(progress);

    const sources = el('ul', 'rs-sources');
    sources.id = 'rs-sources';
    sources.setAttribute('aria-label', t('rs_sources'));
    pane.append(sources);

    const tlabel = el('p', 'rs-label', t('rs_make'));
    const transforms = el('div', 'rs-buttons');
    transforms.id = 'rs-transforms';
    pane.append(tlabel, transforms);

    const alabel = el('p', 'rs-label', t('rs_artifacts'));
    const arts = el('ul', 'rs-artifacts');
    arts.id = 'rs-artifacts';
    pane.append(alabel, arts);

    const clabel = el('p', 'rs-label', t('rs_askCollection'));
    const chat = el('ol', 'rs-chat');
    chat.id = 'rs-chat';
    chat.setAttribute('role', 'log');
    chat.setAttribute('aria-label', t('rs_chatLabel'));
    const form = el('form', 'rs-ask');
    form.id = 'rs-ask-form';
    const q = el('textarea');
    q.id = 'rs-question';
    q.rows = 2;
    q.placeholder = t('rs_askPlaceholder');
    q.setAttribute('aria-label', t('rs_askLabel'));
    const ask = el('button', '', t('rs_ask'));
    ask.type = 'submit';
    ask.id = 'rs-ask';
    form.append(q, ask);
    // The empty box fits its placeholder: in a narrow panel the hint wrapped
    // to three or four lines and the two-line box showed a scrollbar. Rows
    // grow (up to 4) while the box is empty, and follow the pane's width.
    const fitRows = () => {
      if (q.value) return;
      q.rows = 2;
      while (q.scrollHeight > q.clientHeight + 1 && q.rows < 4) q.rows++;
    };
    if (typeof ResizeObserver === 'function') new ResizeObserver(fitRows).observe(form);
    form.addEventListener('submit', (ev) => {
      ev.preventDefault();
      guard(() => askQuestion(q));
    });
    q.addEventListener('keydown', (ev) => {
      if (ev.key === 'Enter' && !ev.shiftKey) {
        ev.preventDefault();
        form.requestSubmit();
      }
    });
    pane.append(clabel, chat, form);

    const err = el('p', 'error');
    err.id = 'rs-error';
    err.setAttribute('role', 'alert');
    err.hidden = true;
    pane.append(err);
    return pane;
  }

  function buildToggle() {
    let b = document.getElementById('research');
    if (!b) {
      b = el('button', 'icon');
      b.id = 'research';
      b.type = 'button';
      const header = document.querySelector('header');
      const before = document.getElementById('history') || document.getElementById('options');
      if (header && before && before.parentNode === header) header.insertBefore(b, before);
      else if (header) header.append(b);
      else document.body.prepend(b);
    }
    b.textContent = '';
    const icon = el('span', '', '▤');
    icon.setAttribute('aria-hidden', 'true');
    b.append(icon);
    b.setAttribute('aria-label', t('rs_toggle'));
    b.title = t('rs_toggle');
    b.setAttribute('aria-controls', 'research-pane');
    b.setAttribute('aria-expanded', 'false');
    b.addEventListener('click', () => toggle());
    return b;
  }

  function toggle(open) {
    const pane = document.getElementById('research-pane');
    const show = open === undefined ? pane.hidden : open;
    pane.hidden = !show;
    document.getElementById('research').setAttribute('aria-expanded', String(show));
    document.body.dataset.research = show ? 'open' : 'closed';
    if (show) refreshList(state.active).catch(showError);
  }

  function showError(e) {
    const p = document.getElementById('rs-error');
    if (!e) {
      p.hidden = true;
      p.textContent = '';
      return;
    }
    p.hidden = false;
    p.textContent = (e.code ? e.code + ': ' : '') + (e.message || String(e));
    p.dataset.code = e.code || 'internal';
  }

  async function guard(fn) {
    if (state.busy) return;
    const pane = document.getElementById('research-pane');
    state.busy = true;
    pane.dataset.busy = '1';
    syncActions();
    showError(null);
    try {
      await fn();
    } catch (e) {
      showError(e);
    } finally {
      state.busy = false;
      delete pane.dataset.busy;
      syncActions();
    }
  }

  // syncActions: one action at a time. While one runs the others are
  // disabled, not merely dimmed, so a click on them is not silently lost;
  // the confirm box's own buttons stay live, since an action waits on
  // them. A transform also needs a captured source (data-empty).
  function syncActions() {
    for (const b of document.querySelectorAll('#research-pane .rs-buttons button, #research-pane .rs-ask button, #rs-new-form button')) {
      b.disabled = state.busy || b.dataset.empty === '1';
    }
  }

  // ---- collections ----------------------------------------------------------

  async function refreshList(want) {
    const r = await host('collection.list', {});
    state.types = r.types || [];
    const sel = document.getElementById('rs-collection');
    sel.replaceChildren();
    if (!r.collections.length) {
      const o = el('option', '', t('rs_noCollections'));
      o.value = '';
      sel.append(o);
    }
    for (const c of r.collections) {
      const o = el('option', '', c.title + ' (' + c.captured + '/' + c.sources + ')');
      o.value = c.id;
      sel.append(o);
    }
    const stored = (await chrome.storage.local.get('research.active'))['research.active'];
    const pick = [want, stored].find((id) => id && r.collections.some((c) => c.id === id)) || (r.collections[0] && r.collections[0].id) || '';
    sel.value = pick;
    await select(pick);
  }

  async function select(id) {
    showError(null); // an error belongs to the collection it happened in
    state.active = id;
    await chrome.storage.local.set({ 'research.active': id });
    document.getElementById('research-pane').dataset.collection = id || '';
    if (!id) {
      state.detail = null;
      renderDetail();
      renderChat([]);
      return;
    }
    await loadDetail();
    const chat = await host('collection.chat', { collectionId: id });
    renderChat(chat.messages || []);
  }

  async function loadDetail() {
    if (!state.active) return;
    state.detail = await host('collection.get', { collectionId: state.active });
    renderDetail();
    const pending = state.detail.sources.filter((s) => s.status === 'pending').length;
    if (pending && !state.polling) {
      state.polling = setTimeout(() => {
        state.polling = 0;
        loadDetail().catch(showError);
      }, 600);
    }
  }

  function statusText(s) {
    if (s.status === 'pending') return label('rs_status_', 'pending');
    if (s.status === 'blocked') return label('rs_error_', s.error);
    if (s.status === 'failed') return t('rs_failedWhy', label('rs_error_', s.error));
    return label('rs_status_', s.status);
  }

  // shortURL names an untitled source by what tells it apart in a narrow
  // row: the last path segment, then the host ("missing.html — shop.example").
  function shortURL(u) {
    try {
      const x = new URL(u);
      const last = decodeURIComponent(x.pathname.split('/').filter(Boolean).pop() || '');
      return last ? last + ' — ' + x.host : x.host;
    } catch {
      return u || '';
    }
  }

  function renderDetail() {
    const d = state.detail;
    const list = document.getElementById('rs-sources');
    const arts = document.getElementById('rs-artifacts');
    const tr = document.getElementById('rs-transforms');
    const prog = document.getElementById('rs-progress');
    list.replaceChildren();
    arts.replaceChildren();
    tr.replaceChildren();
    if (!d) {
      prog.textContent = t('rs_createFirst');
      return;
    }
    const n = d.sources.length;
    const done = d.sources.filter((s) => s.status !== 'pending').length;
    const ok = d.sources.filter((s) => s.status === 'captured').length;
    const opt = Array.from(document.getElementById('rs-collection').options).find((o) => o.value === d.collection.id);
    if (opt) opt.textContent = d.collection.title + ' (' + ok + '/' + n + ')';
    prog.textContent = n === 0 ? t('rs_noSources') : done < n ? t('rs_collecting', [done, n]) : t('rs_captured', [ok, n]);
    prog.dataset.done = String(done === n);
    for (const s of d.sources) {
      const li = el('li', 'rs-source');
      li.dataset.status = s.status;
      if (s.error) li.dataset.error = s.error;
      const badge = el('span', 'rs-badge', statusText(s));
      badge.dataset.status = s.status;
      const name = el('span', 'rs-name', s.title || shortURL(s.url) || s.id);
      name.title = s.url || '';
      if (s.message) li.title = s.message;
      const rm = button('×', 'icon rs-remove', () => guard(async () => {
        state.detail = await host('collection.remove_source', { collectionId: state.active, sourceId: s.id });
        renderDetail();
      }), t('rs_removeSource'));
      rm.setAttribute('aria-label', t('rs_removeNamed', s.title || s.url || t('rs_source')));
      li.append(badge, name, rm);
      list.append(li);
    }
    for (const t of state.types) {
      const b = button(t.title, 'secondary', () => guard(() => runTransform(t.type)), t.description);
      b.dataset.type = t.type;
      b.dataset.empty = ok === 0 ? '1' : '';
      b.disabled = state.busy || ok === 0;
      tr.append(b);
    }
    for (const a of d.artifacts.slice().reverse()) {
      const li = el('li', 'rs-artifact');
      li.dataset.id = a.id;
      li.dataset.type = a.type;
      const open = button(a.title, 'link', () => openArtifact(a.id), t('rs_openNamed', a.title));
      const del = button(t('rs_delete'), 'icon rs-remove', () => guard(async () => {
        await host('artifact.delete', { artifactId: a.id });
        await loadDetail();
      }), t('rs_deleteArtifact'));
      del.setAttribute('aria-label', t('rs_deleteNamed', a.title));
      li.append(el('span', 'rs-badge', a.type), open, del);
      arts.append(li);
    }
    if (!d.artifacts.length) arts.append(el('li', 'rs-empty', t('rs_noArtifacts')));
  }

  async function runTransform(type) {
    const prog = document.getElementById('rs-progress');
    prog.textContent = t('rs_making', type);
    const a = await host('collection.transform', { collectionId: state.active, type });
    await loadDetail();
    prog.textContent = t('rs_saved', a.title);
    openArtifact(a.id);
  }

  function openArtifact(id) {
    chrome.tabs.create({ url: chrome.runtime.getURL('ui/artifact.html?id=' + encodeURIComponent(id)) });
  }

  // ---- collecting -----------------------------------------------------------

  async function needCollection() {
    if (state.active) return state.active;
    const tab = await chrome.tabs.get(await currentTabId()).catch(() => null);
    const c = await host('collection.new', { title: (tab && tab.title ? tab.title.slice(0, 80) : t('rs_title')) });
    await refreshList(c.id);
    return c.id;
  }

  async function observeTab(tabId) {
    const r = await LaikaBG.send({ type: 'laika.observe', tabId, options: CAPTURE });
    if (!r || r.status !== 'ok') throw { code: (r && r.error) || 'no_context', message: (r && r.message) || 'cannot read this tab' };
    return r.observation;
  }

  // pageFacts reads definition lists, two-cell table rows and JSON-LD
  // offers from the visible DOM (the same fields the host reads from HTML
  // it fetches).
  function pageFacts() {
    const fields = [];
    const seen = new Set();
    const visible = (n) => !!(n && n.getClientRects().length) && getComputedStyle(n).visibility !== 'hidden';
    const add = (label, value) => {
      label = (label || '').replace(/\s+/g, ' ').trim().replace(/[:：]$/, '');
      value = (value || '').replace(/\s+/g, ' ').trim();
      if (!label || !value || label.length > 60 || seen.has(label.toLowerCase()) || fields.length >= 80) return;
      seen.add(label.toLowerCase());
      fields.push({ label, value: value.slice(0, 200) });
    };
    for (const dl of document.querySelectorAll('dl')) {
      if (!visible(dl)) continue;
      let label = '';
      for (const n of dl.querySelectorAll('dt, dd')) {
        if (n.tagName === 'DT') label = n.innerText;
        else if (label) add(label, n.innerText);
      }
    }
    for (const tr of document.querySelectorAll('tr')) {
      const cells = Array.from(tr.children).filter((c) => c.tagName === 'TD' || c.tagName === 'TH');
      if (cells.length === 2 && visible(tr) && !(cells[0].tagName === 'TH' && cells[1].tagName === 'TH')) add(cells[0].innerText, cells[1].innerText);
    }
    for (const s of document.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        const walk = (v, d) => {
          if (!v || d > 6) return;
          if (Array.isArray(v)) return v.forEach((x) => walk(x, d + 1));
          if (typeof v !== 'object') return;
          const o = Array.isArray(v.offers) ? v.offers[0] : v.offers;
          if (o && (o.price !== undefined)) add('price', ({ USD: '$', EUR: '€', GBP: '£', JPY: '¥' }[o.priceCurrency] || '') + o.price);
          for (const k of Object.keys(v)) if (k !== 'offers') walk(v[k], d + 1);
        };
        walk(JSON.parse(s.textContent), 0);
      } catch {
        /* not JSON: ignore */
      }
    }
    return { fields };
  }

  async function factsOf(tabId) {
    try {
      const [r] = await chrome.scripting.executeScript({ target: { tabId, frameIds: [0] }, func: pageFacts });
      return r && r.result ? r.result : null;
    } catch {
      return null;
    }
  }

  async function addSources(sources, what) {
    const id = await needCollection();
    const prog = document.getElementById('rs-progress');
    prog.textContent = t('rs_adding', what);
    state.detail = await host('collection.add', { collectionId: id, sources });
    renderDetail();
    await loadDetail();
  }

  async function collectTab() {
    const tabId = await currentTabId();
    const obs = await observeTab(tabId);
    const facts = await factsOf(tabId);
    const src = { observation: obs, title: obs.title };
    if (facts) src.facts = facts;
    await addSources([src], t('rs_whatThisTab'));
  }

  // confirmURLs shows the exact URLs a collect will fetch and resolves
  // with the ones the user keeps when they click Collect.
  function confirmURLs(title, links) {
    const box = document.getElementById('rs-confirm');
    box.hidden = false;
    box.replaceChildren();
    box.append(el('p', 'rs-label', title));
    const list = el('ul', 'rs-picks');
    const checks = [];
    for (const l of links) {
      const li = el('li');
      const lab = el('label');
      const cb = el('input');
      cb.type = 'checkbox';
      cb.checked = l.checked !== false;
      checks.push(cb);
      const text = el('span', 'rs-pick');
      text.append(el('span', 'rs-name', l.text || l.url), el('small', 'rs-url', l.url));
      lab.append(cb, text);
      li.append(lab);
      list.append(li);
    }
    box.append(list);
    return new Promise((resolve) => {
      // The count is of the boxes ticked: some start unticked (the tab
      // the panel belongs to), and "Collect 6" over five ticks misled.
      const ticked = () => t('rs_collectN', checks.filter((c) => c.checked).length);
      const go = button(ticked(), '', () => {
        box.hidden = true;
        resolve(links.filter((_, i) => checks[i].checked));
      });
      go.id = 'rs-confirm-go';
      const cancel = button(t('rs_cancel'), 'secondary', () => {
        box.hidden = true;
        resolve([]);
      });
      const row = el('div', 'rs-row');
      row.append(go, cancel);
      box.append(row);
      for (const cb of checks) cb.addEventListener('change', () => (go.textContent = ticked()));
      go.focus();
    });
  }

  async function collectSelection() {
    const tabId = await currentTabId();
    await observeTab(tabId); // injects the content script when needed
    const r = await chrome.tabs.sendMessage(tabId, { type: 'laika.act', name: 'browser.get_selection_links', arguments: { maxLinks: 50 } }, { frameId: 0 });
    if (!r || r.status !== 'ok') throw { code: (r && r.error) || 'no_context', message: (r && r.message) || 'cannot read the selection' };
    if (!r.links.length) throw { code: 'missing_value', message: t('rs_needSelection') };
    const keep = await confirmURLs(t('rs_fetchLinks', r.links.length), r.links);
    if (keep.length) await addSources(keep.map((l) => ({ url: l.url, title: l.text })), t('rs_whatLinks', keep.length));
  }

  async function collectResults() {
    const tabId = await currentTabId();
    const obs = await observeTab(tabId);
    const n = Number(document.getElementById('rs-topn').value) || 5;
    const items = (obs.items || []).filter((it) => /^https?:\/\//.test(it.url || '')).slice(0, n);
    if (!items.length) throw { code: 'no_context', message: t('rs_noResults') };
    const keep = await confirmURLs(t('rs_fetchTop', items.length), items.map((it) => ({ url: it.url, text: it.title })));
    if (keep.length) await addSources(keep.map((l) => ({ url: l.url, title: l.text })), t('rs_whatResults', keep.length));
  }

  async function pickTabs() {
    const self = await currentTabId();
    const tabs = (await chrome.tabs.query({ currentWindow: true })).filter((t) => /^https?:\/\//.test(t.url || ''));
    if (!tabs.length) throw { code: 'no_target_tab', message: t('rs_noTabs') };
    const keep = await confirmURLs(t('rs_addTabs'), tabs.map((t) => ({ url: t.url, text: t.title, tabId: t.id, checked: t.id !== self })));
    const sources = [];
    for (const t of keep) {
      try {
        const obs = await observeTab(t.tabId);
        const src = { observation: obs, title: obs.title };
        const facts = await factsOf(t.tabId);
        if (facts) src.facts = facts;
        sources.push(src);
      } catch {
        sources.push({ url: t.url, title: t.text }); // a tab we cannot read is fetched instead
      }
    }
    if (sources.length) await addSources(sources, t('rs_whatTabs', sources.length));
  }

  // ---- chat -----------------------------------------------------------------

  function chatItem(role, md, citations, extra) {
    const li = el('li', 'rs-msg ' + role);
    li.dataset.role = role;
    const body = el('div', 'markdown');
    if (role === 'user') body.textContent = md;
    else LaikaRender.setMarkdown(body, md, 'markdown');
    li.append(body);
    if (extra) li.append(extra);
    return li;
  }

  function renderChat(messages) {
    const chat = document.getElementById('rs-chat');
    chat.replaceChildren();
    for (const m of messages) chat.append(chatItem(m.role, m.markdown, m.citations));
    if (!messages.length) chat.append(el('li', 'rs-empty', t('rs_chatEmpty')));
  }

  async function askQuestion(q) {
    const text = q.value.trim();
    if (!text || !state.active) return;
    const chat = document.getElementById('rs-chat');
    const empty = chat.querySelector('.rs-empty');
    if (empty) empty.remove();
    chat.append(chatItem('user', text));
    q.value = '';
    const pending = el('li', 'rs-msg assistant pending', t('rs_reading'));
    chat.append(pending);
    try {
      const a = await host('collection.ask', { collectionId: state.active, question: text });
      const meta = el('p', 'rs-meta', (a.supported ? '' : t('rs_metaUnsupported')) + t('rs_metaCitations', a.citations.length) + a.backend + (a.grounded ? '' : t('rs_metaNotVerified')));
      const li = chatItem('assistant', a.markdown, a.citations, meta);
      li.dataset.supported = String(a.supported);
      if (a.code) li.dataset.code = a.code;
      pending.replaceWith(li);
      li.scrollIntoView({ block: 'nearest' });
    } catch (e) {
      pending.remove();
      throw e;
    }
  }

  function start() {
    if (!globalThis.LaikaBG || !globalThis.LaikaRender) return;
    buildPane();
    buildToggle();
    document.body.dataset.research = 'closed';
    if (params.get('research') === '1') toggle(true);
  }

  // collectionOf returns the collection whose chat is conversation cid
  // ("chat_<collectionId>", docs/protocol.md collection.chat), or ''.
  function collectionOf(cid) {
    const m = /^chat_(col_[0-9a-f]{16})$/.exec(cid || '');
    return m ? m[1] : '';
  }

  // open shows the pane on collection id with its chat: History reopens a
  // research chat this way, so its follow-ups ask the collection again.
  async function open(id) {
    const pane = document.getElementById('research-pane');
    pane.hidden = false;
    document.getElementById('research').setAttribute('aria-expanded', 'true');
    document.body.dataset.research = 'open';
    await refreshList(id);
    document.getElementById('rs-question').focus();
  }

  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
  else start();
  globalThis.LaikaResearch = { toggle, open, collectionOf, refresh: () => refreshList(state.active) };
})();
