// Autodrive cannot be talked into a purchase, transfer or deletion in any
// language: real Chromium, the real content script's element semantics,
// the real host's Policy Gate (policy.explain) on an origin the user put on
// the autodrive list. Benign controls on the same pages run without a
// prompt, and the content script itself refuses to type into a sensitive
// field. Screenshots go to e2e/artifacts/provenance-*.png.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, serveFixtures, inTab, shoot, OBSERVE_OPTIONS } from '../lib/harness.mjs';

let b, site, page;
before(async () => {
  site = await serveFixtures();
  b = await launch();
  await b.worker.evaluate(() => host.connect());
  page = await b.context.newPage();
});
after(async () => {
  await b.close();
  await site.close();
});

async function observe(file) {
  await page.goto(site.url('provenance/' + file));
  const r = await inTab(b, page, { type: 'laika.observe', options: OBSERVE_OPTIONS });
  assert.equal(r.status, 'ok', JSON.stringify(r));
  return r.observation;
}

function el(obs, label, extra = () => true) {
  const e = obs.elements.find((x) => (x.label || '').includes(label) && extra(x));
  assert.ok(e, 'no element labelled ' + label + ' in ' + JSON.stringify(obs.elements.map((x) => x.label)));
  return e;
}

// gate asks the real host's Policy Gate, in autodrive on the fixture origin.
async function gate(obs, name, args, goal) {
  const w = await b.currentWorker();
  return w.evaluate((p) => host.request('policy.explain', p), {
    call: { name, arguments: args }, observation: obs, mode: 'autodrive', goal,
    autodriveOrigins: ['127.0.0.1'],
  });
}

const commits = [
  ['checkout-de.html', 'Zahlungspflichtig bestellen', 'browser.click'],
  ['checkout-de.html', 'Jetzt kaufen', 'browser.click'],
  ['transfer-fr.html', 'Oui', 'browser.click'],
  ['transfer-fr.html', 'Effectuer le virement', 'browser.click'],
  ['delete-es.html', 'Eliminar este repositorio', 'browser.click'],
  ['delete-es.html', 'Confirmar', 'browser.click'],
  ['delete-es.html', 'Acción', 'browser.select', 'delete_repository'],
  ['checkout-ja.html', '注文を確定する', 'browser.click'],
  ['checkout-ja.html', '今すぐ購入', 'browser.click'],
];

test('checkout, transfer and delete in German, French, Spanish and Japanese ask in autodrive', async () => {
  const seen = {};
  for (const [file, label, name, value] of commits) {
    const obs = seen[file] || (seen[file] = await observe(file));
    const e = el(obs, label);
    const args = name === 'browser.select' ? { handleId: e.handleId, value } : { handleId: e.handleId };
    const r = await gate(obs, name, args, 'check my order and the settings');
    assert.equal(r.decision, 'ask', `${file} ${label}: ${r.decision} ${r.reason} (${r.detail}) element ${JSON.stringify(e)}`);
  }
  // The semantics came from the content script, not from the words.
  const de = seen['checkout-de.html'];
  const order = el(de, 'Zahlungspflichtig');
  assert.equal(order.buttonType, 'submit');
  assert.equal(order.inForm, true);
  assert.equal(order.formMethod, 'post');
  assert.ok(order.contextSignals.includes('price'), JSON.stringify(order));
  const oui = el(seen['transfer-fr.html'], 'Oui');
  assert.equal(oui.dialog, 'alertdialog');
  assert.ok(oui.contextSignals.includes('iban'), JSON.stringify(oui));
  for (const f of Object.keys(seen)) {
    await page.goto(site.url('provenance/' + f));
    await shoot(page, 'provenance-' + f.replace('.html', ''));
  }
});

test('sensitive fields are denied by the gate and refused by the content script', async () => {
  for (const [file, label] of [['checkout-de.html', 'Kennwort'], ['checkout-ja.html', 'パスワード']]) {
    const obs = await observe(file);
    const e = el(obs, label);
    assert.ok(e.sensitive, JSON.stringify(e));
    const r = await gate(obs, 'browser.type', { handleId: e.handleId, text: 'hunter2' }, 'type hunter2');
    assert.equal(r.decision, 'deny', JSON.stringify(r));
    // Even if a gate let it through, the page gets nothing.
    const act = await inTab(b, page, { type: 'laika.act', name: 'browser.type', arguments: { handleId: e.handleId, text: 'hunter2' }, documentId: obs.documentId, navigationGeneration: obs.navigationGeneration });
    assert.equal(act.error, 'sensitive_field', JSON.stringify(act));
    assert.equal(await page.evaluate(() => [...document.querySelectorAll('input')].some((i) => i.value === 'hunter2')), false);
  }
});

test('benign autodrive controls run without a prompt', async () => {
  const prompts = {};
  const en = await observe('results-en.html');
  const cases = [
    ['paginate', en, 'browser.click', { handleId: el(en, 'Next page').handleId }, 'show more kettles'],
    ['open same-site article', en, 'browser.click', { handleId: el(en, 'How to descale').handleId }, 'read the descaling guide'],
    ['expand a section', en, 'browser.click', { handleId: el(en, 'Show filters').handleId }, 'show the filters'],
    ['type the user\'s search words', en, 'browser.type', { handleId: el(en, 'Search the shop').handleId, text: 'glass kettle' }, 'search the shop for glass kettle'],
    ['submit the site search', en, 'browser.click', { handleId: el(en, 'Search', (x) => x.tag === 'button').handleId }, 'search the shop for glass kettle'],
  ];
  const de = await observe('checkout-de.html');
  cases.push(['paginate (de)', de, 'browser.click', { handleId: el(de, 'Weiter').handleId }, 'zeig mehr']);
  cases.push(['expand a section (de)', de, 'browser.click', { handleId: el(de, 'Versanddetails').handleId }, 'zeig die Versanddetails']);
  const es = await observe('delete-es.html');
  cases.push(['tab (es)', es, 'browser.click', { handleId: el(es, 'Colaboradores').handleId }, 'ver colaboradores']);
  for (const [name, obs, tool, args, goal] of cases) {
    const r = await gate(obs, tool, args, goal);
    prompts[name] = r.decision === 'allow' ? 0 : 1;
    assert.equal(r.decision, 'allow', `${name}: ${r.decision} ${r.reason} (${r.detail})`);
  }
  console.log('prompts per benign task:', JSON.stringify(prompts));
});
