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

  function clean(s, n) {
    const t = String(s || '').replace(/\s+/g, ' ').trim();
    return n && t.length > n ? t.slice(0, n) : t;
  }

  // fold: NFKC and lower case, so full-width letters and case never hide a
  // word.
  function fold(s) {
    return String(s || '').normalize('NFKC').toLowerCase();
  }

  // Sensitive-field words by kind, several languages. Matched inside the
  // folded hint with letter boundaries for Latin words; CJK as substrings.
  const SENSITIVE = [
    ['password', ['password', 'passwd', 'passcode', 'passphrase', 'pwd', 'pin', 'passwort', 'kennwort', 'geheimzahl', 'mot de passe', 'mot_de_passe', 'motdepasse', 'mdp', 'contraseña', 'contrasena', 'senha', 'wachtwoord', 'пароль', 'hasło', 'şifre', 'パスワード', '暗証番号', '密码', '密碼', '비밀번호']],
    ['payment', ['card number', 'cardnumber', 'card_number', 'ccnum', 'cc-num', 'credit card', 'creditcard', 'cvv', 'cvc', 'csc', 'security code', 'expiry', 'iban', 'kartennummer', 'kreditkarte', 'prüfnummer', 'kontonummer', 'numéro de carte', 'carte bancaire', 'cryptogramme', 'número de tarjeta', 'numero de tarjeta', 'fecha de caducidad', 'カード番号', 'セキュリティコード', '有効期限', '口座番号', '卡号']],
    ['one-time code', ['otp', 'one-time', 'one time code', 'onetimecode', 'verification code', '2fa', 'mfa', 'totp', 'sms code', 'einmalcode', 'bestätigungscode', 'sicherheitscode', 'code de vérification', 'código de verificación', '認証コード', '確認コード', 'ワンタイム', '验证码']],
    ['secret', ['recovery phrase', 'recovery code', 'recovery key', 'seed phrase', 'mnemonic', 'secret key', 'api key', 'apikey', 'api_key', 'api secret', 'api_secret', 'private key', 'backup code', 'client secret', 'client_secret', 'access token', 'wiederherstellungsphrase', 'phrase de récupération', 'clé secrète', 'frase de recuperación', 'clave secreta', 'clave privada', '秘密鍵', 'リカバリー', '復元フレーズ', '助记词', '私钥']],
    ['identity', ['ssn', 'social security', 'passport', 'national id', 'tax id', 'date of birth', 'steuer-id', 'steuernummer', 'personalausweis', 'reisepass', 'sozialversicherungsnummer', 'geburtsdatum', 'numéro de sécurité sociale', 'passeport', 'date de naissance', 'pasaporte', 'fecha de nacimiento', 'マイナンバー', '生年月日', '身份证']],
  ];

  const CJK = /[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/;

  function hasWord(hint, w) {
    if (CJK.test(w)) return hint.includes(w);
    const i = hint.indexOf(w);
    if (i < 0) return false;
    // letter boundaries: "card_cvc" matches "cvc", "shipping" does not match "pin"
    const re = new RegExp('(^|[^\\p{L}\\p{N}])' + w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&') + '($|[^\\p{L}\\p{N}])', 'u');
    return re.test(hint) || (w.length >= 7 && hint.replace(/[^\p{L}\p{N}]/gu, '').includes(w.replace(/[^\p{L}\p{N}]/gu, '')));
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
    }
    if (fold(el.getAttribute('type')) === 'password') return 'password';
    const labels = el.labels ? Array.from(el.labels, (l) => l.textContent).join(' ') : '';
    const hint = fold([el.getAttribute('name'), el.id, el.getAttribute('aria-label'), el.getAttribute('placeholder'), el.getAttribute('title'), labels].filter(Boolean).join(' | '));
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

  function dialogOf(el) {
    const d = el.closest('dialog, [role=dialog], [role=alertdialog], [aria-modal=true]');
    if (!d) return null;
    return { el: d, kind: d.getAttribute('role') === 'alertdialog' ? 'alertdialog' : 'dialog' };
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
