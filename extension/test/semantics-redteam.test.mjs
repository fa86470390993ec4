// Red-team cases for content/semantics.js: what a control does must be
// reported however the page builds it (framework links, shadow DOM,
// div modals, popovers, same-origin iframes), and sensitive fields must be
// found in many languages from the host's one generated list.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';

const dom = new JSDOM(`<!doctype html><body class="modal-open">
<a id="rails" href="/items/7" data-method="delete" rel="nofollow">Entry 7</a>
<a id="turbo" href="/items/7" data-turbo-method="PATCH">Entry 7</a>
<a id="odd" href="/items/7" data-method="x y">Entry 7</a>
<a id="conf" href="/items/7/archive" data-confirm="Sure?">Archive</a>
<a id="inline" href="#" onclick="return confirm('Delete?')">X</a>
<a id="plain" href="/p/2">Next</a>
<div class="c-modal"><p>Überweisung 2.000,00 € an DE89 3704 0044 0532 0130 00</p><button id="modal-yes" type="button">Ja</button></div>
<div popover id="pop"><p>Konto endgültig löschen?</p><button id="pop-yes" type="button">OK</button></div>
<dialog open><p>Delete repository acme/app?</p><x-confirm id="host"></x-confirm></dialog>
<input id="vi" aria-label="Mật khẩu"><input id="th" placeholder="กรอกรหัสผ่าน"><input id="el" aria-label="Κωδικός πρόσβασης">
<input id="it" name="numero_carta" aria-label="Numero di carta"><input id="seed" name="seed_words"><input id="ok" name="comment" aria-label="Kommentar">
</body>`, { url: 'https://shop.example/account' });
globalThis.window = dom.window;
globalThis.document = dom.window.document;
await import('../generated/secrets.js');
await import('../lib/url.js');
await import('../content/semantics.js');
const { describe, sensitiveKind } = globalThis.LaikaSemantics;
const $ = (id) => document.getElementById(id);

test('framework links report the method they really send', () => {
  assert.equal(describe($('rails')).method, 'delete');
  assert.equal(describe($('turbo')).method, 'patch');
  assert.equal(describe($('odd')).method, 'post', 'an unreadable method is not GET');
  assert.equal(describe($('plain')).method, undefined);
});

test('confirmation before acting is reported', () => {
  assert.equal(describe($('conf')).confirm, true);
  assert.equal(describe($('inline')).confirm, true);
  assert.equal(describe($('plain')).confirm, undefined);
});

test('div modals and popovers are dialogs; <body class=modal-open> is not', () => {
  const y = describe($('modal-yes'));
  assert.equal(y.dialog, 'dialog');
  assert.ok(y.contextSignals.includes('iban'), JSON.stringify(y));
  const p = describe($('pop-yes'));
  assert.equal(p.dialog, 'dialog');
  assert.ok(p.contextSignals.includes('destructive'), JSON.stringify(p));
  assert.equal(describe($('plain')).dialog, undefined);
});

test('a button inside a shadow root inside a dialog is in the dialog', () => {
  const root = $('host').attachShadow({ mode: 'open' });
  root.innerHTML = '<button id="inner" type="button">Yes</button>';
  const d = describe(root.getElementById('inner'));
  assert.equal(d.dialog, 'dialog');
  assert.ok(d.contextSignals.includes('destructive'), JSON.stringify(d));
});

test('sensitive fields in more languages, from the generated list', () => {
  assert.ok(globalThis.LaikaSecrets.fields.length >= 5);
  assert.equal(sensitiveKind($('vi')), 'password');
  assert.equal(sensitiveKind($('th')), 'password');
  assert.equal(sensitiveKind($('el')), 'password');
  assert.equal(sensitiveKind($('it')), 'payment');
  assert.equal(sensitiveKind($('seed')), 'secret');
  assert.equal(sensitiveKind($('ok')), '');
});

test('fields captioned without a <label>, by aria-labelledby, or masked by CSS', () => {
  document.body.insertAdjacentHTML('beforeend', `
    <div><div>CVV</div><input id="cap"></div>
    <span id="lb">Kennwort</span><input id="by" aria-labelledby="lb">
    <p>Sicherheitscode <input id="own"></p>
    <div><div>Kommentar</div><input id="fine"></div>`);
  assert.equal(sensitiveKind($('cap')), 'payment');
  assert.equal(sensitiveKind($('by')), 'password');
  assert.equal(sensitiveKind($('own')), 'one-time code');
  assert.equal(sensitiveKind($('fine')), '');
});

test('a one-time code split over single-character boxes is a one-time code', () => {
  document.body.insertAdjacentHTML('beforeend', `
    <div id="otp"><span><input id="d1" maxlength="1"></span><span><input maxlength="1"></span><span><input maxlength="1"></span><span><input maxlength="1"></span><span><input maxlength="1"></span><span><input maxlength="1"></span></div>
    <input id="initial" maxlength="1" aria-label="Middle initial"><input id="pass" name="pass">`);
  assert.equal(sensitiveKind($('d1')), 'one-time code');
  assert.equal(sensitiveKind($('initial')), '');
  assert.equal(sensitiveKind($('pass')), 'password');
});

test('other names of a control (title, image alt, value) are reported as its hint', () => {
  document.body.insertAdjacentHTML('beforeend', `
    <a id="t" href="/p/1/go" title="Sofort kaufen">→</a>
    <a id="i" href="/e/8"><img alt="Eintrag löschen" src="x.gif"> 8</a>
    <input id="v" type="submit" value="Bestellen">`);
  assert.equal(describe($('t')).hint, 'Sofort kaufen');
  assert.equal(describe($('i')).hint, 'Eintrag löschen');
  assert.equal(describe($('v')).hint, 'Bestellen');
  assert.equal(describe($('plain')).hint, undefined);
});

test('class-named overlays are dialogs unless they wrap the page', () => {
  document.body.insertAdjacentHTML('beforeend', `
    <div class="overlay-wrap"><main><a id="in-main" href="/p/2">Next</a></main></div>
    <div class="c-popup"><p>Transfer EUR 2,000.00?</p><a id="pop-link" href="/t/1/ok">Yes</a></div>`);
  assert.equal(describe($('in-main')).dialog, undefined);
  const d = describe($('pop-link'));
  assert.equal(d.dialog, 'dialog');
  assert.ok(d.contextSignals.includes('price'), JSON.stringify(d));
});
