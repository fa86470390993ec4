// How a run ended, in words (ui/thread.js finished): every stopReason the
// protocol documents has a sentence in _locales, the panel shows it (not
// the code), and a reason without a message still reads "Stopped: …".
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

const read = (f) => readFileSync(new URL('../' + f, import.meta.url), 'utf8');
const messages = JSON.parse(read('_locales/en/messages.json'));

// documentedStops lists the codes of the stopReason table in docs/protocol.md.
function documentedStops() {
  const doc = readFileSync(new URL('../../docs/protocol.md', import.meta.url), 'utf8');
  const table = doc.slice(doc.indexOf('| stopReason |'));
  const rows = table.slice(0, table.indexOf('\n\n')).split('\n').slice(2);
  return rows.flatMap((r) => [...r.split('|')[1].matchAll(/`([a-z_]+)`/g)].map((m) => m[1]));
}

function panel() {
  const dom = new JSDOM('<!doctype html><body><ol id="steps"></ol></body>', { runScripts: 'outside-only' });
  const w = dom.window;
  w.HTMLElement.prototype.scrollIntoView = function () {};
  for (const f of ['vendor/marked.umd.js', 'vendor/purify.min.js', 'ui/i18n.js', 'ui/render.js', 'ui/keys.js', 'ui/approval.js', 'ui/thread.js']) w.eval(read(f));
  w.LaikaI18n.setMessages(messages);
  const doc = w.document;
  const ui = w.LaikaThread.create(doc, { list: doc.getElementById('steps'), intent: new w.LaikaKeys.FocusIntent(doc) });
  return { ui, list: doc.getElementById('steps') };
}

test('every documented stopReason has a sentence', () => {
  const codes = documentedStops();
  assert.ok(codes.length >= 12, 'found the table: ' + codes);
  for (const c of ['no_answer_on_page', 'needs_model', 'step_budget_exhausted', 'no_progress']) assert.ok(codes.includes(c), c);
  for (const c of codes) assert.ok(messages['stop_' + c], 'no _locales message stop_' + c);
});

test('the panel shows the sentence, not the code', () => {
  const { ui, list } = panel();
  ui.finished('no_answer_on_page');
  const done = list.querySelector('.step.done');
  assert.equal(done.textContent, messages.stop_no_answer_on_page.message);
  assert.doesNotMatch(done.textContent, /no_answer_on_page/);
  assert.equal(done.dataset.stop, 'no_answer_on_page');
});

test('a reason without a message still says Stopped', () => {
  const { ui, list } = panel();
  ui.finished('stopped by you');
  ui.finished('some_new_code');
  const texts = [...list.querySelectorAll('.step.done')].map((li) => li.textContent);
  assert.deepEqual(texts, ['Stopped: stopped by you', 'Stopped: some_new_code']);
});
