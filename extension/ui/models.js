// models.js: the model picker. models.list says which models the local
// Ollama server has (with sizes, and whether it answers) and, when one is
// configured, what the OpenAI-compatible server offers. Picking one saves
// it through settings.set and restarts the host so it takes effect. With
// no model installed the pane shows the `ollama pull` command; a server on
// another machine gets the same warning as in the options.
// Defines globalThis.LaikaModels.
(function (root) {
  'use strict';
  const t = (k, s) => root.LaikaI18n.t(k, s);
  // SUGGESTED is the model the README recommends for a small CPU.
  const SUGGESTED = 'qwen3:0.6b';

  function formatSize(bytes) {
    if (!(bytes > 0)) return '';
    const units = ['B', 'KB', 'MB', 'GB', 'TB'];
    let i = 0;
    let n = bytes;
    while (n >= 1000 && i < units.length - 1) {
      n /= 1000;
      i++;
    }
    return (n >= 10 || i === 0 ? Math.round(n) : n.toFixed(1)) + ' ' + units[i];
  }

  // choices flattens a models.list reply into what the pane lists.
  function choices(r) {
    const out = [{ spec: 'builtin', name: t('modelBuiltin'), meta: t('modelBuiltinMeta'), egress: 'none' }];
    const o = r.ollama || {};
    for (const m of o.models || []) {
      out.push({ spec: 'ollama:' + m.name, name: m.name, meta: ['Ollama', formatSize(m.size), m.parameterSize].filter(Boolean).join(' · '), egress: r.ollamaEgress || 'local', endpoint: o.endpoint });
    }
    const a = r.openai;
    if (a) {
      for (const m of a.models || []) out.push({ spec: 'openai:' + a.endpoint + '#' + m.name, name: m.name, meta: a.endpoint, egress: r.openaiEgress || 'remote', endpoint: a.endpoint });
    }
    return out;
  }

  // current matches a spec against the running one; "ollama:x" and
  // "ollama:x:latest" are the same model.
  function same(a, b) {
    const norm = (s) => String(s || '').replace(/:latest$/, '');
    return norm(a) === norm(b);
  }

  function wire({ $, setError, onChange, onOpen }) {
    const pane = $('models-pane');

    function warnRemote(c) {
      const w = $('models-warning');
      w.hidden = c.egress !== 'remote';
      w.textContent = c.egress === 'remote' ? t('modelRemoteWarning', c.endpoint || '') : '';
    }

    async function pick(c) {
      setError('');
      $('models-state').textContent = t('modelSwitching', c.name);
      try {
        const r = await root.LaikaBG.host('settings.set', { model: c.spec });
        if (r.overriddenByEnv) {
          $('models-state').textContent = t('modelOverridden');
          return;
        }
        warnRemote({ egress: r.savedEgress, endpoint: c.endpoint });
        if (r.restartRequired) await root.LaikaBG.send({ type: 'laika.restartHost' });
        await load();
        $('models-state').textContent = t('modelNow', c.name);
      } catch (e) {
        $('models-state').textContent = t('modelFailed', e.code || String(e));
      }
    }

    async function load() {
      const list = $('models-list');
      $('models-state').textContent = t('loading');
      let r;
      try {
        r = await root.LaikaBG.host('models.list', {});
      } catch (e) {
        list.textContent = '';
        $('models-state').textContent = t('modelFailed', e.code || String(e));
        return;
      }
      list.textContent = '';
      const o = r.ollama || {};
      $('models-state').textContent = o.reachable ? t('modelsOllamaAt', o.endpoint) : t('modelsOllamaDown', [o.endpoint || '', o.code || '']);
      pane.dataset.ollama = o.reachable ? 'up' : 'down';
      const none = o.reachable ? !(o.models || []).length : true;
      $('models-none').hidden = !none;
      $('models-pull').textContent = (o.reachable ? '' : 'ollama serve\n') + 'ollama pull ' + SUGGESTED;
      for (const c of choices(r)) {
        const li = document.createElement('li');
        li.dataset.spec = c.spec;
        const cur = same(c.spec, r.current);
        li.setAttribute('aria-current', cur ? 'true' : 'false');
        const what = document.createElement('span');
        what.className = 'what';
        what.textContent = c.name;
        const meta = document.createElement('span');
        meta.className = 'meta';
        meta.textContent = c.meta + (c.egress === 'remote' ? ' · ' + t('modelRemote') : '');
        what.append(meta);
        const b = document.createElement('button');
        b.type = 'button';
        b.className = 'secondary small';
        b.textContent = cur ? t('modelInUse') : t('modelUse');
        b.disabled = cur;
        b.setAttribute('aria-label', t('modelUseLabel', c.name));
        b.addEventListener('click', () => pick(c));
        li.append(what, b);
        list.append(li);
      }
      pane.dataset.loaded = '1';
      // The header and status follow what the host runs now (it may have
      // changed from the options page or another panel).
      if (onChange) onChange();
    }

    $('model').addEventListener('click', () => {
      pane.hidden = !pane.hidden;
      if (!pane.hidden) {
        if (onOpen) onOpen();
        $('models-warning').hidden = true;
        load();
        $('models-close').focus();
      }
    });
    $('models-close').addEventListener('click', () => {
      pane.hidden = true;
      $('model').focus();
    });
  }

  root.LaikaModels = { wire, choices, formatSize, same, SUGGESTED };
})(globalThis);
