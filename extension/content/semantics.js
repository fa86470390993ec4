// semantics.js: what activating a control does, and whether it takes a
// secret, so the host's Policy Gate judges controls by their effect rather
// than by English words (docs/protocol.md "Element semantics"). describe()
// adds the optional element fields; sensitiveKind() is also re-run by
// actions.js on the live element before typing. Word lists here are an
// extra signal; the structural facts (button type, form, dialog, autocomplete)
// come first. Defines globalThis.LaikaSemantics.
(function (root) {
  'use strict';

  const MAX_CONTEXT = 240;
  const MAX_OPTIONS = 50;

  // INVISIBLE: soft hyphens, zero-width spaces, word joiners and stray
  // byte-order marks, which draw nothing (walk.js INVISIBLE; this file
  // also runs without walk.js in its tests).
  const INVISIBLE = /[\u00ad\u200b\u2060\ufeff]/g;

  function clean(s, n) {
    const t = String(s || '').replace(INVISIBLE, '').replace(/\s+/g, ' ').trim();
    return n && t.length > n ? t.slice(0, n) : t;
  }

  // fold: NFKC and lower case, so full-width letters and case never hide a
  // word.
  function fold(s) {
    return String(s || '').normalize('NFKC').toLowerCase();
  }

  // Sensitive-field words by kind, many languages: the host's one list
  // (internal/fieldwords), shipped in generated/secrets.js. Matched inside
  // the folded hint with letter boundaries for Latin words; other scripts as
  // substrings.
  const SENSITIVE = ((root.LaikaSecrets && root.LaikaSecrets.fields) || []).map((k) => [k.kind, k.words.map(fold)]);

  const NON_LATIN = /[^\u0000-\u024f]/;

  function hasWord(hint, w) {
    if (NON_LATIN.test(w)) return hint.includes(w); // Greek, Arabic, Thai, CJK...: no reliable word boundaries
    const i = hint.indexOf(w);
    if (i < 0) return false;
    // letter boundaries: "card_cvc" matches "cvc", "shipping" does not match "pin"
    const re = new RegExp('(^|[^\\p{L}\\p{N}])' + w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '($|[^\\p{L}\\p{N}])', 'u');
    return re.test(hint) || (w.length >= 7 && hint.replace(/[^\p{L}\p{N}]/gu, '').includes(w.replace(/[^\p{L}\p{N}]/gu, '')));
  }

  // codeCell: one box of a one-time code split over single-character
  // inputs ("Enter the 6-digit code": six <input maxlength=1>).
  function codeCell(el) {
    if (el.tagName !== 'INPUT' || el.maxLength !== 1) return false;
    for (let g = el.parentElement, i = 0; g && i < 2 && g.tagName !== 'BODY' && g.tagName !== 'FORM'; g = g.parentElement, i++) {
      if (Array.from(g.querySelectorAll('input')).filter((x) => x.maxLength === 1).length >= 4) return true;
    }
    return false;
  }

  function masked(el) {
    try {
      const v = el.ownerDocument.defaultView.getComputedStyle(el).getPropertyValue('-webkit-text-security');
      return !!v && v !== 'none';
    } catch (_) {
      return false;
    }
  }

  function labelledBy(el) {
    const ids = (el.getAttribute('aria-labelledby') || '').split(/\s+/).filter(Boolean).slice(0, 4);
    const root = el.getRootNode ? el.getRootNode() : el.ownerDocument;
    return ids.map((id) => (root.getElementById ? root.getElementById(id) : el.ownerDocument.getElementById(id))?.textContent || '').join(' ');
  }

  // nearbyLabel: a short caption drawn next to the field without a <label>
  // ("<div>CVV</div><input>"): the previous sibling's text, or the parent's
  // own text when it is short.
  function nearbyLabel(el) {
    const prev = el.previousElementSibling;
    const t = prev ? clean(prev.textContent) : '';
    if (t && t.length <= 40) return t;
    const p = el.parentElement;
    const own = p ? clean(Array.from(p.childNodes).filter((n) => n.nodeType === 3).map((n) => n.textContent).join(' ')) : '';
    return own.length <= 40 ? own : '';
  }

  // sensitiveKind names the secret a field takes, or "": autocomplete tokens
  // first, then the type, then multilingual name/id/label/placeholder lists.
  function sensitiveKind(el) {
    if (!el || !el.getAttribute) return '';
    const tag = el.tagName;
    if (tag !== 'INPUT' && tag !== 'TEXTAREA' && tag !== 'SELECT' && !el.isContentEditable) return '';
    const ac = fold(el.getAttribute('autocomplete'));
    for (const tok of ac.split(/\s+/)) {
      if (tok === 'current-password' || tok === 'new-password') return 'password';
      if (tok === 'one-time-code') return 'one-time code';
      if (tok.startsWith('cc-')) return 'payment';
      if (tok.startsWith('bday')) return 'identity';
    }
    if (fold(el.getAttribute('type')) === 'password') return 'password';
    if (masked(el)) return 'password'; // a text field drawn as dots (-webkit-text-security)
    if (codeCell(el)) return 'one-time code';
    const labels = el.labels ? Array.from(el.labels, (l) => l.textContent).join(' ') : '';
    const hint = fold([el.getAttribute('name'), el.id, el.getAttribute('aria-label'), labelledBy(el), el.getAttribute('placeholder'), el.getAttribute('title'), labels, nearbyLabel(el)].filter(Boolean).join(' | '));
    if (!hint) return '';
    for (const [kind, words] of SENSITIVE) {
      for (const w of words) if (hasWord(hint, w)) return kind;
    }
    return '';
  }

  const CURRENCY = /[€$£¥₹₩₽₺]|\b(eur|usd|gbp|jpy|chf|cad|aud|cny|inr|sek|nok|dkk|pln|brl|mxn)\b|円|元|원/i;
  const AMOUNT = /\d[\d.,' ]*[.,]\d{2}\b|\d{1,3}(?:[.,' ]\d{3})+/;
  const IBAN = /\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b/;
  const ACCOUNT = /(account|two[- ]factor|2fa|password|konto|zwei[- ]faktor|compte|double authentification|cuenta|dos factores|アカウント|二段階|二要素|账户|계정)/i;
  const DESTRUCTIVE = /(delete|remove|erase|destroy|deactivate|disable|revoke|terminate|close account|cancel subscription|löschen|entfernen|deaktivieren|kündigen|supprimer|effacer|désactiver|résilier|eliminar|borrar|desactivar|dar de baja|削除|消去|解約|退会|無効|删除|삭제)/i;

  function luhnCard(text) {
    const runs = text.match(/\d(?:[ \-/_.]?\d){12,18}/g) || [];
    return runs.some((r) => {
      const d = r.replace(/\D/g, '');
      let sum = 0;
      for (let i = 0; i < d.length; i++) {
        let x = d.charCodeAt(d.length - 1 - i) - 48;
        if (i % 2) {
          x *= 2;
          if (x > 9) x -= 9;
        }
        sum += x;
      }
      return d.length >= 13 && sum % 10 === 0;
    });
  }

  // signalsOf lists the money, account and destructive signals in text.
  function signalsOf(text) {
    const t = String(text || '').normalize('NFKC');
    const out = [];
    if (CURRENCY.test(t) && AMOUNT.test(t)) out.push('price', 'currency');
    if (IBAN.test(t.toUpperCase())) out.push('iban');
    if (luhnCard(t)) out.push('card');
    if (ACCOUNT.test(t)) out.push('account');
    if (DESTRUCTIVE.test(t)) out.push('destructive');
    return out;
  }

  // closestComposed is el.closest(sel) that also climbs out of shadow
  // roots and same-origin iframes: a web component's button, or a button in
  // an iframe, inside a <dialog> is in that dialog.
  function closestComposed(el, sel) {
    for (let n = el, hops = 0; n && hops < 32; hops++) {
      const hit = n.closest ? n.closest(sel) : null;
      if (hit) return hit;
      const r = n.getRootNode ? n.getRootNode() : null;
      if (r && r.host) n = r.host;
      else n = frameOf(r);
    }
    return null;
  }

  function frameOf(doc) {
    try {
      return (doc && doc.defaultView && doc.defaultView.frameElement) || null;
    } catch (_) {
      return null; // cross-origin parent
    }
  }

  // Dialogs: the ARIA and HTML ones, popovers, and the modals most sites
  // build from a div with "modal" in its class or id.
  const DIALOG = 'dialog, [role=dialog], [role=alertdialog], [aria-modal=true], [popover], [class*=modal i], [id*=modal i], [class*=dialog i], [class*=popup i], [class*=overlay i], [class*=lightbox i]';
  const ARIA_DIALOG = 'dialog, [role=dialog], [role=alertdialog], [aria-modal=true], [popover]';

  // dialogOf finds the dialog around a control. Class names are a weaker
  // signal than ARIA: a class-named candidate that wraps the page itself
  // (it holds <main>, or hundreds of elements) is a layout wrapper, and the
  // search goes on above it.
  function dialogOf(el) {
    // From the parent: a control's own class or id ("modal-close") does
    // not make it a dialog.
    let up = el.parentElement || (el.parentNode && el.parentNode.host) || null;
    for (let i = 0; up && i < 8; i++) {
      const d = closestComposed(up, DIALOG);
      if (!d || d.tagName === 'BODY' || d.tagName === 'HTML') return null; // "modal-open" on <body> marks the page, not a dialog
      const aria = d.matches(ARIA_DIALOG);
      if (aria || (!d.querySelector('main, [role=main]') && d.getElementsByTagName('*').length < 400)) {
        return { el: d, kind: d.getAttribute('role') === 'alertdialog' ? 'alertdialog' : 'dialog' };
      }
      up = d.parentElement || (d.parentNode && d.parentNode.host) || null;
    }
    return null;
  }

  // hintOf: the names a control carries besides its visible text (title,
  // aria-label, image alt, value, tooltip attributes), so an icon link
  // titled "Kaufen" is read as such.
  function hintOf(el) {
    // Only for controls a click acts on; aria-label is left out because it
    // is the label whenever it is there.
    const type = fold(el.getAttribute('type'));
    const clickable = el.tagName === 'A' || el.tagName === 'BUTTON' || el.tagName === 'SUMMARY' ||
      (el.tagName === 'INPUT' && ['submit', 'button', 'image', 'reset'].includes(type)) ||
      ['button', 'link', 'tab', 'menuitem'].includes(fold(el.getAttribute('role')));
    if (!clickable) return '';
    const label = clean(el.getAttribute('aria-label') || el.textContent || '', 200);
    const parts = [el.getAttribute('title'), el.getAttribute('data-tooltip'), el.getAttribute('data-title'), el.getAttribute('aria-description')];
    if (el.tagName === 'INPUT' && el.value && ['submit', 'button', 'image', 'reset'].includes(fold(el.type))) parts.push(el.value);
    if (el.tagName === 'INPUT' && fold(el.type) === 'image') parts.push(el.getAttribute('alt'));
    for (const img of Array.from(el.querySelectorAll ? el.querySelectorAll('img[alt], svg title, [title]') : []).slice(0, 4)) {
      parts.push(img.getAttribute('alt') || img.getAttribute('title') || img.textContent);
    }
    const seen = new Set([label]);
    const out = [];
    for (const p of parts) {
      const t = clean(p, 120);
      if (t && !seen.has(t)) {
        seen.add(t);
        out.push(t);
      }
    }
    return clean(out.join(' · '), 200);
  }

  // methodOf: the HTTP method a script framework sends a link with (Rails
  // UJS data-method, Turbo data-turbo-method), or "".
  function methodOf(el) {
    const m = fold(el.getAttribute('data-method') || el.getAttribute('data-turbo-method') || '').trim();
    return /^[a-z]{1,10}$/.test(m) ? m : m ? 'post' : '';
  }

  // confirms: the page asks the user before the control acts.
  function confirms(el) {
    if (el.hasAttribute('data-confirm') || el.hasAttribute('data-turbo-confirm')) return true;
    const on = (el.getAttribute('onclick') || '') + ' ' + (el.getAttribute('href') || '');
    return /\bconfirm\s*\(/.test(on);
  }

  function formOf(el) {
    if ('form' in el && el.form) return el.form;
    return el.closest('form');
  }

  function isSearchForm(form) {
    if (!form) return false;
    if (fold(form.getAttribute('role')) === 'search' || form.closest('search, [role=search]')) return true;
    return !!form.querySelector('input[type=search]');
  }

  function redacted(url) {
    const r = root.LaikaURL && root.LaikaURL.redactURL ? root.LaikaURL.redactURL(url) : { url: '' };
    return r.url || '';
  }

  // contextOf is the clipped text of a dialog or form. innerText lays the
  // page out, so one observation computes it once per scope, not once per
  // control (a page wrapped in one big form has hundreds).
  const contextCache = new WeakMap();
  function contextOf(scope) {
    const hit = contextCache.get(scope);
    const now = Date.now();
    if (hit && now - hit.at < 250) return hit.text; // one observation pass, not the next one
    const text = clean(scope.innerText || scope.textContent, MAX_CONTEXT);
    contextCache.set(scope, { at: now, text });
    return text;
  }

  // describe returns the semantics fields for one interactive element.
  function describe(el) {
    const e = {};
    const tag = el.tagName;
    const type = fold(el.getAttribute('type'));
    const role = fold(el.getAttribute('role'));
    const form = formOf(el);
    if (tag === 'BUTTON') e.buttonType = fold(el.type) || 'submit';
    else if (tag === 'INPUT' && ['submit', 'image', 'button', 'reset'].includes(type)) e.buttonType = type === 'image' ? 'submit' : type;
    else if (role === 'button' && !form) e.buttonType = 'button';
    if (form) {
      e.inForm = true;
      const submitter = e.buttonType === 'submit';
      const method = fold((submitter && el.getAttribute('formmethod')) || form.getAttribute('method') || 'get');
      e.formMethod = ['get', 'post', 'dialog'].includes(method) ? method : 'get';
      const action = (submitter && el.getAttribute('formaction') && el.formAction) || form.action;
      if (action) {
        const a = redacted(action);
        if (a) e.formAction = a;
      }
      if (isSearchForm(form)) e.inSearch = true;
    }
    const dlg = dialogOf(el);
    if (dlg) e.dialog = dlg.kind;
    const exp = el.getAttribute('aria-expanded');
    if (exp === 'true' || exp === 'false') e.expanded = exp;
    else if (tag === 'SUMMARY') e.expanded = 'details';
    if (tag === 'A' && el.rel) e.rel = clean(el.rel, 60);
    const hint = hintOf(el);
    if (hint) e.hint = hint;
    const method = methodOf(el);
    if (method) e.method = method;
    if (confirms(el)) e.confirm = true;
    const scope = dlg ? dlg.el : form;
    if (scope) {
      const ctx = contextOf(scope);
      if (ctx) e.context = ctx;
      const label = clean(el.getAttribute('aria-label') || el.textContent || el.value || '', 200);
      const sig = [...new Set(signalsOf(ctx + ' ' + label))];
      if (sig.length) e.contextSignals = sig;
    }
    const kind = sensitiveKind(el);
    if (kind) e.sensitive = kind;
    if (tag === 'SELECT') {
      e.options = Array.from(el.options).slice(0, MAX_OPTIONS).map((o) => {
        const op = { value: o.value };
        const l = clean(o.textContent, 120);
        if (l) op.label = l;
        return op;
      });
    }
    return e;
  }

  root.LaikaSemantics = { describe, sensitiveKind, signalsOf };
})(globalThis);
