// options.js: model backend, mode, search engine and per-site rules. The
// host owns what it offers messages for (hello lists its capabilities): the
// model backend (settings.get/set, applied by restarting the host) and the
// per-site rules (origins.*). The rest lives in chrome.storage.local and
// the mode travels with each plan request.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const { t, localize } = LaikaI18n;
  localize(document);
  const RULES = new Set(['allow', 'ask', 'deny']);

  // parseRules reads "origin rule" lines, keeping only web origins and
  // known rules; it reports the lines it dropped.
  function parseRules(text) {
    const rules = [];
    const bad = [];
    for (const line of text.split('\n')) {
      const ln = line.trim();
      if (!ln) continue;
      const [o, r] = ln.split(/\s+/);
      const origin = LaikaURL.originOf(o || '');
      if (!origin || !RULES.has((r || '').toLowerCase())) bad.push(ln);
      else rules.push({ origin, rule: r.toLowerCase() });
    }
    return { rules, bad };
  }

  // The host keeps per-site rules when it offers origins.* (it audits
  // changes and the Policy Gate reads them); "ask" is the default there, so
  // it is stored as no rule.
  const HOST_RULE = { allow: 'allowed', deny: 'blocked' };
  let hostRules = null; // origin -> rule, when the host stores them

  async function capabilities() {
    const st = await LaikaBG.once({ type: 'laika.status' });
    return (st.hello && st.hello.capabilities) || [];
  }

  async function loadHostRules() {
    const r = await LaikaBG.send({ type: 'laika.host', hostType: 'origins.list', payload: {} });
    if (r.status !== 'ok') return null;
    const m = new Map();
    for (const x of r.payload.rules || []) m.set(x.origin, x.autodrive === 'allowed' ? 'allow' : 'deny');
    return m;
  }

  // syncHostRules makes the host's rules equal to rules; it returns the
  // first error message, if any.
  async function syncHostRules(rules) {
    const want = new Map(rules.filter((r) => HOST_RULE[r.rule]).map((r) => [r.origin, r.rule]));
    for (const [origin, rule] of want) {
      if (hostRules.get(origin) === rule) continue;
      const r = await LaikaBG.send({ type: 'laika.host', hostType: 'origins.put', payload: { origin, autodrive: HOST_RULE[rule] } });
      if (r.status !== 'ok') return origin + ': ' + r.error + ' ' + (r.message || '');
    }
    for (const origin of hostRules.keys()) {
      if (want.has(origin)) continue;
      const r = await LaikaBG.send({ type: 'laika.host', hostType: 'origins.delete', payload: { origin } });
      if (r.status !== 'ok' && r.error !== 'not_found') return origin + ': ' + r.error + ' ' + (r.message || '');
    }
    hostRules = want;
    return '';
  }

  // The model backend form maps onto the host's spec: builtin,
  // ollama:<model> (the endpoint is the Ollama host) or
  // openai:<base-url>#<model>.
  function toSpec(backend, endpoint, model) {
    if (backend === 'ollama') return { model: 'ollama:' + model, ollamaHost: endpoint };
    if (backend === 'openai') return { model: 'openai:' + endpoint + '#' + model };
    return { model: 'builtin' };
  }

  function fromSpec(spec, ollamaHost) {
    const [backend, ...rest] = (spec || 'builtin').split(':');
    const value = rest.join(':');
    if (backend === 'ollama') return { backend, endpoint: ollamaHost || '', model: value };
    if (backend === 'openai') {
      const i = value.lastIndexOf('#');
      return { backend, endpoint: value.slice(0, i), model: value.slice(i + 1) };
    }
    return { backend: 'builtin', endpoint: '', model: '' };
  }

  // modelNote says in plain words what the host runs after a change.
  function modelNote(saved, hello) {
    const m = (hello && hello.model) || {};
    const what = m.backend === 'builtin' ? t('optBuiltinWhat') : m.backend + (m.model ? ' ' + m.model : '');
    let note = m.backend === 'builtin' ? t('optNowUses', what) : m.reachable ? t('optNowUsesReachable', what) : t('optNowUsesUnreachable', [what, m.detail || m.code]);
    if (saved.overriddenByEnv) note += ' ' + t('optOverridden');
    if (saved.savedEgress === 'remote') note += ' ' + t('optRemote');
    return note;
  }

  async function load() {
    const { settings = {} } = await chrome.storage.local.get('settings');
    $('backend').value = settings.backend || 'builtin';
    $('endpoint').value = settings.endpoint || '';
    $('model').value = settings.model || '';
    $('searchEngine').value = settings.searchEngine || 'duckduckgo';
    $('searchTemplate').value = settings.searchTemplate || '';
    for (const r of document.querySelectorAll('input[name=mode]')) r.checked = r.value === (settings.mode || 'assist');
    const caps = await capabilities();
    if (caps.includes('settings.get')) {
      const r = await LaikaBG.send({ type: 'laika.host', hostType: 'settings.get', payload: {} });
      if (r.status === 'ok') {
        const f = fromSpec(r.payload.saved || r.payload.model, r.payload.ollamaHost);
        $('backend').value = f.backend;
        $('endpoint').value = f.endpoint;
        $('model').value = f.model;
      }
    }
    let rules = settings.originRules || [];
    if (caps.includes('origins.list')) {
      hostRules = await loadHostRules();
      if (hostRules) {
        const asks = rules.filter((r) => r.rule === 'ask');
        rules = [...[...hostRules].map(([origin, rule]) => ({ origin, rule })), ...asks];
      }
    }
    $('rules').value = rules.map((r) => r.origin + ' ' + r.rule).join('\n');
    $('where').textContent = (hostRules ? t('optWhereHost') + ' ' : '') + t('optWhere');
  }

  $('form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    $('saved').textContent = t('optSaving');
    const { rules, bad } = parseRules($('rules').value);
    const tpl = $('searchTemplate').value.trim();
    if (tpl && !tpl.includes('{query}')) {
      $('saved').textContent = t('optTemplateNeedsQuery');
      return;
    }
    const settings = {
      backend: $('backend').value,
      endpoint: $('endpoint').value.trim(),
      model: $('model').value.trim(),
      mode: (document.querySelector('input[name=mode]:checked') || {}).value || 'assist',
      searchEngine: $('searchEngine').value,
      searchTemplate: tpl,
      originRules: rules,
    };
    await chrome.storage.local.set({ settings });
    if (hostRules) {
      const err = await syncHostRules(rules);
      if (err) {
        $('saved').textContent = t('optRuleRefused', err);
        return;
      }
    }
    let note = '';
    if ((await capabilities()).includes('settings.set')) {
      const r = await LaikaBG.send({ type: 'laika.host', hostType: 'settings.set', payload: toSpec(settings.backend, settings.endpoint, settings.model) });
      if (r.status !== 'ok') {
        $('saved').textContent = t('optModelRefused', r.error + ': ' + r.message);
        return;
      }
      if (r.payload.restartRequired) {
        // A new host process reads the saved setting.
        const re = await LaikaBG.send({ type: 'laika.restartHost' });
        note = ' ' + (re.status === 'ok' ? modelNote(r.payload, re.hello) : t('optRestartBrowser', re.error));
      } else if (r.payload.overriddenByEnv && r.payload.saved !== r.payload.model) {
        note = ' LAIKA_MODEL or OLLAMA_HOST in the host\'s environment overrides the model setting.';
      }
    }
    $('saved').textContent = (bad.length ? t('optSavedIgnored', bad.join('; ')) : t('optSaved')) + note;
  });

  load();
})();
