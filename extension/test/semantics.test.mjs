import { test } from 'node:test';
import assert from 'node:assert/strict';
import { JSDOM } from 'jsdom';

const dom = new JSDOM(`<!doctype html><body>
<form id="buy" method="post" action="/checkout/confirm?token=abc"><p>Gesamtsumme 129,99 €</p>
  <button id="b1">Zahlungspflichtig bestellen</button>
  <input id="pw" name="kennwort"><label for="card">Kartennummer</label><input id="card">
  <input id="sub" type="submit" value="OK"></form>
<form role="search" action="/s"><input type="search" name="q" id="q"><button id="go">Suchen</button></form>
<div role="alertdialog"><p>Transfer EUR 2,000.00 to DE89 3704 0044 0532 0130 00?</p><button id="yes" type="button">Yes</button></div>
<button id="exp" aria-expanded="false" type="button">Mehr</button>
<details><summary id="sum">Details</summary></details>
<a id="next" href="/p/2" rel="next">Weiter</a>
<select id="sel"><option value="newest">Neueste</option><option value="delete_repository">Repository löschen</option></select>
<input id="rec" placeholder="Recovery phrase"><input id="ja" aria-label="パスワード"><input id="ac" autocomplete="billing cc-number">
<input id="plain" name="comment">
</body>`, { url: 'https://shop.example/cart' });
globalThis.window = dom.window;
globalThis.document = dom.window.document;
await import('../generated/secrets.js');
await import('../lib/url.js');
await import('../content/semantics.js');
const { describe, sensitiveKind } = globalThis.LaikaSemantics;
const $ = (id) => document.getElementById(id);

test('buttons: effective type, form, method, action, money context', () => {
  const b = describe($('b1'));
  assert.equal(b.buttonType, 'submit');
  assert.equal(b.inForm, true);
  assert.equal(b.formMethod, 'post');
  assert.ok(b.formAction.startsWith('https://shop.example/checkout/confirm'), b.formAction);
  assert.ok(!b.formAction.includes('abc'), 'secret parameter redacted');
  assert.ok(b.contextSignals.includes('price'), JSON.stringify(b));
  assert.equal(describe($('sub')).buttonType, 'submit');
  const go = describe($('go'));
  assert.equal(go.inSearch, true);
  assert.equal(go.formMethod, 'get');
});

test('dialogs, toggles, links, selects', () => {
  const y = describe($('yes'));
  assert.equal(y.dialog, 'alertdialog');
  assert.equal(y.buttonType, 'button');
  assert.ok(y.contextSignals.includes('iban') && y.contextSignals.includes('currency'), JSON.stringify(y));
  assert.equal(describe($('exp')).expanded, 'false');
  assert.equal(describe($('sum')).expanded, 'details');
  assert.equal(describe($('next')).rel, 'next');
  assert.deepEqual(describe($('sel')).options, [{ value: 'newest', label: 'Neueste' }, { value: 'delete_repository', label: 'Repository löschen' }]);
});

test('sensitive fields in several languages', () => {
  assert.equal(sensitiveKind($('pw')), 'password');
  assert.equal(sensitiveKind($('card')), 'payment');
  assert.equal(sensitiveKind($('rec')), 'secret');
  assert.equal(sensitiveKind($('ja')), 'password');
  assert.equal(sensitiveKind($('ac')), 'payment');
  assert.equal(sensitiveKind($('plain')), '');
  assert.equal(sensitiveKind($('q')), '');
});
