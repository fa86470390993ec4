// ui/history.js: a recorded run (laika.run.v1, as history.run answers)
// becomes a readable Markdown transcript; file names are safe.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (f) => readFileSync(new URL('../' + f, import.meta.url), 'utf8');
const g = {};
new Function('globalThis', read('ui/i18n.js'))(g);
g.LaikaI18n.setMessages(JSON.parse(read('_locales/en/messages.json')));
new Function('globalThis', read('ui/history.js'))(g);
const { runToMarkdown, fileName } = g.LaikaHistory;

test('a run export becomes a Markdown transcript', () => {
  const md = runToMarkdown({
    format: 'laika.run.v1',
    run: { id: 'run_1', goal: 'click Reviews', url: 'https://shop.example/item', status: 'done', stopReason: 'answered', model: 'builtin', createdAt: '2026-11-21T05:40:01Z' },
    steps: [{ seq: 1, kind: 'plan', text: 'Clicking “Reviews”.' }, { seq: 2, kind: 'plan', text: 'Done.' }],
    toolCalls: [
      { id: 'c1', stepSeq: 1, name: 'browser.click', decision: 'ask', reason: 'assist_requires_approval', approval: 'approved', status: 'ok' },
      { id: 'c2', stepSeq: 2, name: 'app.calculate', decision: 'allow', status: 'ok', result: { text: '2 + 2 = 4' } },
    ],
    summaries: [{ markdown: '**Kettle** boils in 3 minutes.' }],
  });
  assert.equal(md, [
    '# click Reviews',
    '',
    '- Page: https://shop.example/item',
    '- When: 2026-11-21T05:40:01Z',
    '- Model: builtin',
    '- Status: done — Done. (`answered`)',
    '',
    '## Step 1',
    '',
    'Clicking “Reviews”.',
    '',
    '- `browser.click` — ask (assist_requires_approval), approved → ok',
    '',
    '## Step 2',
    '',
    'Done.',
    '',
    '- `app.calculate` — allow → ok',
    '  2 + 2 = 4',
    '',
    '## Summary',
    '',
    '**Kettle** boils in 3 minutes.',
    '',
  ].join('\n'));
});

test('file names keep letters and digits only', () => {
  assert.equal(fileName('calculate 178 * 1.5'), 'laika-calculate-178-1-5.md');
  assert.equal(fileName('../../etc/passwd'), 'laika-etc-passwd.md');
  assert.equal(fileName(''), 'laika-laika.md');
});
