// The sidecar's summary stream (ui/run.js) against a scripted host: the
// fault that real runs show only by bad luck — the host restarting in the
// middle of a stream — must not duplicate or lose text.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

function loadRun(host) {
  const g = { LaikaBG: { host, send: async () => ({ status: 'ok' }), TRANSIENT: new Set(['host_disconnected', 'worker_stopped']) } };
  new Function('globalThis', readFileSync(new URL('../ui/run.js', import.meta.url), 'utf8'))(g);
  return g.LaikaRun.Run;
}

function view() {
  const v = { text: '', appends: 0, cites: [], done: null, failed: null };
  v.summary = () => ({
    append: (t) => {
      v.text += t;
      v.appends++;
    },
    citations: (c) => v.cites.push(...c),
    done: (e) => (v.done = e || 'ok'),
    fail: (code) => (v.failed = code),
  });
  return v;
}

const ui = { notice() {}, step() {}, finished() {} };

test('deltas are appended in order until done', async () => {
  const polls = [
    { text: 'Tidal ', cursor: 6, done: false },
    { text: '', cursor: 6, done: false },
    { text: 'power ', cursor: 12, done: false },
    { text: 'grows.', cursor: 18, done: true, status: 'done', citations: [{ quote: 'Tidal power' }] },
  ];
  const cursors = [];
  const Run = loadRun(async (type, p) => {
    if (type === 'summary.start') return { jobId: 'j1' };
    cursors.push(p.cursor);
    return polls.shift();
  });
  const v = view();
  const r = await new Run({ tabId: 1, goal: 'g', ui }).summarize(v, {});
  assert.deepEqual(r, { status: 'ok' });
  assert.equal(v.text, 'Tidal power grows.');
  assert.equal(v.appends, 3);
  assert.deepEqual(cursors, [0, 6, 6, 12]);
  assert.equal(v.done, 'ok');
  assert.equal(v.cites.length, 1);
});

test('a host restart mid-stream appends only the text not yet shown', async () => {
  let job = 0;
  const script = {
    j1: [{ text: 'Tidal ', cursor: 6, done: false }, { error: { code: 'host_disconnected' } }],
    j2: [{ text: 'Tidal pow', cursor: 9, done: false }, { text: 'er grows.', cursor: 18, done: true, status: 'done' }],
  };
  const Run = loadRun(async (type, p) => {
    if (type === 'summary.start') return { jobId: 'j' + ++job };
    const next = script[p.jobId].shift();
    if (next.error) throw next.error;
    return next;
  });
  const v = view();
  const r = await new Run({ tabId: 1, goal: 'g', ui }).summarize(v, {});
  assert.deepEqual(r, { status: 'ok' });
  assert.equal(v.text, 'Tidal power grows.', 'no duplicated "Tidal "');
  assert.equal(job, 2);
});

test('a failed job reports its code', async () => {
  const Run = loadRun(async (type) => (type === 'summary.start' ? { jobId: 'j' } : { text: '', cursor: 0, done: true, status: 'failed', error: { code: 'model_error', message: 'x' } }));
  const v = view();
  const r = await new Run({ tabId: 1, goal: 'g', ui }).summarize(v, {});
  assert.deepEqual(r, { status: 'error', error: 'model_error' });
  assert.deepEqual(v.done, { code: 'model_error', message: 'x' });
});

test('an error that is not transient stops the stream', async () => {
  const Run = loadRun(async (type) => {
    if (type === 'summary.start') return { jobId: 'j' };
    throw { code: 'invalid_arguments', message: 'bad cursor' };
  });
  const v = view();
  const r = await new Run({ tabId: 1, goal: 'g', ui }).summarize(v, {});
  assert.deepEqual(r, { status: 'error', error: 'invalid_arguments' });
  assert.equal(v.failed, 'invalid_arguments');
});
