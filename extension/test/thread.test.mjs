// The conversation view (ui/thread.js) and the panel's keyboard rules
// (ui/keys.js, ui/approval.js) in a real DOM (jsdom) with the vendored
// marked and DOMPurify and the English messages.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

const read = (f) => readFileSync(new URL('../' + f, import.meta.url), 'utf8');
const messages = JSON.parse(read('_locales/en/messages.json'));

function panel() {
  const dom = new JSDOM('<!doctype html><body><ol id="steps" role="log" aria-live="polite"></ol><textarea id="goal"></textarea></body>', { runScripts: 'outside-only', pretendToBeVisual: true });
  const w = dom.window;
  w.HTMLElement.prototype.scrollIntoView = function () {};
  for (const f of ['vendor/marked.umd.js', 'vendor/purify.min.js', 'ui/i18n.js', 'ui/render.js', 'ui/keys.js', 'ui/approval.js', 'ui/thread.js']) w.eval(read(f));
  w.LaikaI18n.setMessages(messages);
  const doc = w.document;
  const cites = [];
  const errors = [];
  const intent = new w.LaikaKeys.FocusIntent(doc);
  const ui = w.LaikaThread.create(doc, { list: doc.getElementById('steps'), intent, onCite: (q) => cites.push(q), onError: (e) => errors.push(e) });
  return { w, doc, ui, cites, errors, list: doc.getElementById('steps') };
}

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

test('turns, steps, calls and answers go into one thread in order', () => {
  const { doc, ui, list } = panel();
  ui.turn('click Subscribe');
  const step = ui.step(1, { summary: 'Clicking “Subscribe”.', summaryFormat: 'plain', tool_calls: [] });
  const cv = ui.call(step, { id: 'c1', name: 'browser.click', decision: 'allow', reason: 'autodrive_allowed_origin' });
  cv.result({ status: 'ok' });
  ui.turn('find returns');
  ui.step(1, { summary: 'Found it.', assistant: { markdown: '**Free returns** within 30 days <img src=x onerror=alert(1)>', citations: [{ quote: 'Free returns within 30 days.' }] } });
  ui.finished('answered');
  const kinds = [...list.children].map((li) => li.className);
  assert.deepEqual(kinds, ['turn user', 'step', 'turn user', 'step', 'step done']);
  assert.equal(list.querySelector('.call .reason').textContent, messages.reason_autodrive_allowed_origin.message);
  assert.equal(list.querySelector('.call .result').dataset.status, 'ok');
  assert.equal(list.querySelector('.assistant strong').textContent, 'Free returns');
  assert.equal(list.querySelector('.assistant img'), null, 'model markup is sanitized');
  assert.equal(list.lastElementChild.textContent, 'Done.');
  assert.equal(doc.body.dataset.run, 'finished');
});

test('a streamed answer is busy for screen readers until done, with progress and citations', () => {
  const { ui, list, cites } = panel();
  const li = ui.answer('Summary');
  const sv = ui.summary(li);
  const box = li.querySelector('[data-testid=summary]');
  assert.equal(box.getAttribute('aria-live'), 'polite');
  assert.equal(box.getAttribute('aria-busy'), 'true');
  sv.progress({ phase: 'map', done: 3, total: 12 });
  const prog = li.querySelector('.progress');
  assert.equal(prog.hidden, false);
  assert.equal(prog.textContent, 'Reading the page in parts: 3 of 12 done…');
  assert.equal(prog.getAttribute('role'), 'status');
  sv.progress({ phase: 'final', done: 0, total: 1 });
  assert.equal(prog.hidden, true, 'a one-part final phase is not shown');
  sv.progress({ phase: 'map', done: 3, total: 12 });
  sv.append('Tidal ', 'markdown');
  sv.progress({ phase: 'map', done: 4, total: 12 });
  assert.equal(prog.hidden, true, 'once text streams, no progress line');
  sv.append('**power**', 'markdown');
  assert.equal(box.dataset.chunks, '2');
  assert.equal(box.querySelector('strong').textContent, 'power');
  sv.citations([{ quote: 'Tidal power grows.' }, { quote: 'Tidal power grows.' }]);
  const chips = li.querySelectorAll('.chip');
  assert.equal(chips.length, 1, 'one chip per quote');
  assert.match(chips[0].getAttribute('aria-label'), /Show the quote in the page: Tidal power grows\./);
  chips[0].dispatchEvent(new chips[0].ownerDocument.defaultView.MouseEvent('click', { bubbles: true, detail: 1 }));
  assert.deepEqual(cites, ['Tidal power grows.']);
  assert.equal(chips[0].textContent, '“Tidal power grows.”');
  // A quote that is a quotation whole is shown in one pair of marks.
  sv.citations([{ quote: '“What is the budget of this position based on?”' }]);
  assert.equal(li.querySelectorAll('.chip')[1].textContent, '“What is the budget of this position based on?”');
  sv.done(null);
  assert.equal(box.getAttribute('aria-busy'), 'false');
  assert.equal(box.dataset.done, '1');
  assert.equal(box.classList.contains('streaming'), false);
  assert.equal(sv.text(), 'Tidal **power**');
  assert.ok(list.contains(li));
});

test('the approval card is a labelled dialog and never takes focus', async () => {
  const { doc, ui } = panel();
  const goal = doc.getElementById('goal');
  goal.focus();
  const step = ui.step(1, { summary: 'x' });
  const asked = ui.call(step, { id: 'c1', name: 'browser.click', decision: 'ask', reason: 'assist_requires_approval', preview: 'Click the button "Subscribe".' }).ask();
  const card = doc.querySelector('.approval');
  assert.equal(card.getAttribute('role'), 'dialog');
  const label = doc.getElementById(card.getAttribute('aria-labelledby'));
  assert.equal(label.textContent, 'Laika wants to do this. Allow it?');
  assert.equal(doc.activeElement, goal, 'focus stays where the person left it');
  await sleep(80);
  assert.match(card.querySelector('[role=alert]').textContent, /Approval needed: Click the button "Subscribe"\./);
  assert.equal(doc.body.dataset.state, 'approval');
  card.querySelector('[data-action=deny]').click();
  assert.equal(await asked, 'deny');
});

function click(el, detail) {
  el.dispatchEvent(new el.ownerDocument.defaultView.MouseEvent('click', { bubbles: true, cancelable: true, detail }));
}

test('Approve: too fast is refused; a key press needs focus the person moved there', async () => {
  const { w, doc, ui, errors } = panel();
  const step = ui.step(1, { summary: 'x' });
  let answer = null;
  ui.call(step, { id: 'c1', name: 'browser.click', decision: 'ask' }).ask().then((a) => (answer = a));
  const yes = doc.querySelector('[data-action=approve]');
  click(yes, 1);
  assert.match(errors.at(-1), /Too fast/);
  await sleep(w.LaikaApproval.APPROVE_ARM_MS + 50);
  // Focus put on Approve by script (or left there by something else), then
  // a keyboard activation (detail 0): refused.
  yes.focus();
  click(yes, 0);
  assert.match(errors.at(-1), /move to Approve with Tab/);
  assert.equal(answer, null);
  // The person tabs to it: accepted.
  doc.getElementById('goal').focus();
  doc.dispatchEvent(new w.KeyboardEvent('keydown', { key: 'Tab', bubbles: true }));
  yes.focus();
  click(yes, 0);
  await sleep(0);
  assert.equal(answer, 'approve');
});

test('Approve with a pointer click after the arming delay', async () => {
  const { w, doc, ui } = panel();
  const step = ui.step(1, { summary: 'x' });
  const asked = ui.call(step, { id: 'c1', name: 'browser.click', decision: 'ask' }).ask();
  await sleep(w.LaikaApproval.APPROVE_ARM_MS + 50);
  click(doc.querySelector('[data-action=approve]'), 1);
  assert.equal(await asked, 'approve');
  assert.equal(doc.querySelector('.approval'), null, 'the card is answered');
});

test('goal box keys: Enter sends, Shift+Enter is a new line, Esc stops, IME Enter does nothing', () => {
  const { w } = panel();
  const k = (init) => w.LaikaKeys.goalKey(new w.KeyboardEvent('keydown', init));
  assert.equal(k({ key: 'Enter' }), 'send');
  assert.equal(k({ key: 'Enter', shiftKey: true }), '');
  assert.equal(k({ key: 'Enter', isComposing: true }), '');
  assert.equal(k({ key: 'Enter', ctrlKey: true }), '');
  assert.equal(k({ key: 'Escape' }), 'stop');
  assert.equal(k({ key: 'a' }), '');
  assert.equal(w.LaikaKeys.panelKey(new w.KeyboardEvent('keydown', { key: 'Escape' })), 'stop');
});

test('the working indicator counts seconds and goes away', async () => {
  const { ui, list } = panel();
  const stop = ui.planning();
  const li = list.querySelector('[data-testid=working]');
  assert.equal(li.getAttribute('role'), 'status');
  assert.match(li.textContent, /Planning…/);
  stop();
  assert.equal(list.querySelector('[data-testid=working]'), null);
});

test('every UI string exists in the English messages', () => {
  const used = new Set();
  for (const f of ['ui/thread.js', 'ui/sidecar.js', 'ui/run.js', 'ui/history.js', 'ui/models.js', 'ui/approval.js', 'ui/options.js']) {
    for (const [, k] of read(f).matchAll(/\bt\('([a-zA-Z_]+)'/g)) used.add(k);
  }
  for (const f of ['ui/sidecar.html', 'ui/options.html']) for (const [, , k] of read(f).matchAll(/data-i18n(-label|-placeholder|-title)?="([a-zA-Z_]+)"/g)) used.add(k);
  const { w } = panel();
  for (const r of w.LaikaApproval.REASON_CODES) used.add('reason_' + r);
  used.add('mode_assist');
  used.add('mode_autodrive');
  used.delete('reason_');
  used.delete('mode_');
  const manifest = JSON.parse(read('manifest.json'));
  for (const v of [manifest.name, manifest.description, manifest.action.default_title, manifest.commands._execute_action.description]) used.add(/^__MSG_(\w+)__$/.exec(v)[1]);
  const missing = [...used].filter((k) => !messages[k] || !messages[k].message);
  assert.deepEqual(missing, []);
});
