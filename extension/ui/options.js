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

  async function load() {
    const { settings = {} } = await chrome.storage.local.get('settings');
    $('backend').value = settings.backend || 'builtin';
    $('endpoint').value = settings.endpoint || '';
    $('model').value = settings.model || '';
    $('searchEngine').value = settings.searchEngine || 'duckduckgo';
    $('searchTemplate').value = settings.searchTemplate || '';
    for (const r of document.querySelectorAll('input[name=mode]')) r.checked = r.value === (settings.mode || 'assist');
    $('rules').value = (settings.originRules || []).map((r) => r.origin + ' ' + r.rule).join('\n');
    const st = await LaikaBG.once({ type: 'laika.status' });
    const caps = (st.hello && st.hello.capabilities) || [];
    $('where').textContent = caps.includes('settings.set') ? 'Settings are stored by laika-host.' : 'Settings are stored in this browser profile; the mode is sent with each request.';
  }

  $('form').addEventListener('submit', async (ev) => {
    ev.preventDefault();
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
    const st = await LaikaBG.once({ type: 'laika.status' });
    if (((st.hello && st.hello.capabilities) || []).includes('settings.set')) {
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
