// options.js: model backend, mode, search engine and per-site rules. The
// host owns settings when it offers a settings message (hello lists its
// capabilities); until then they live in chrome.storage.local and the mode
// travels with each plan request.
(function () {
  'use strict';
  const $ = (id) => document.getElementById(id);
  const RULES = new Set(['allow', 'ask', 'deny']);

  // parseRules reads "origin rule" lines, keeping only web origins and
  // known rules; it reports the lines it dropped.
  function parseRules(text) {
    const rules = [];
    const bad = [];
    for (const line of text.split('\n')) {
      const t = line.trim();
      if (!t) continue;
      const [o, r] = t.split(/\s+/);
      const origin = LaikaURL.originOf(o || '');
      if (!origin || !RULES.has((r || '').toLowerCase())) bad.push(t);
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

  async function load() {
    const { settings = {} } = await chrome.storage.local.get('settings');
    $('backend').value = settings.backend || 'builtin';
    $('endpoint').value = settings.endpoint || '';
    $('model').value = settings.model || '';
    $('searchEngine').value = settings.searchEngine || 'duckduckgo';
    $('searchTemplate').value = settings.searchTemplate || '';
    for (const r of document.querySelectorAll('input[name=mode]')) r.checked = r.value === (settings.mode || 'assist');
    const caps = await capabilities();
    let rules = settings.originRules || [];
    if (caps.includes('origins.list')) {
      hostRules = await loadHostRules();
      if (hostRules) {
        const asks = rules.filter((r) => r.rule === 'ask');
        rules = [...[...hostRules].map(([origin, rule]) => ({ origin, rule })), ...asks];
      }
    }
    $('rules').value = rules.map((r) => r.origin + ' ' + r.rule).join('\n');
    $('where').textContent = (hostRules ? 'Per-site rules are stored by laika-host. ' : '') + 'Other settings are stored in this browser profile; the mode is sent with each request.';
  }

  $('form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
    $('saved').textContent = 'Saving…';
    const { rules, bad } = parseRules($('rules').value);
    const tpl = $('searchTemplate').value.trim();
    if (tpl && !tpl.includes('{query}')) {
      $('saved').textContent = 'The custom template needs {query}.';
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
        $('saved').textContent = 'Saved here; the host refused a rule: ' + err;
        return;
      }
    }
    if ((await capabilities()).includes('settings.set')) {
      const r = await LaikaBG.send({ type: 'laika.host', hostType: 'settings.set', payload: settings });
      if (r.status !== 'ok') {
        $('saved').textContent = 'Saved here; the host said ' + r.error + ': ' + r.message;
        return;
      }
    }
    $('saved').textContent = bad.length ? 'Saved. Ignored lines: ' + bad.join('; ') : 'Saved.';
  });

  load();
})();
