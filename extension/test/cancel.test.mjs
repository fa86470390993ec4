// Stop cancels host work: lib/native.js sends request.cancel for the
// request a caller named with a cancel key (and for a request it gave up
// on after its timeout), and ui/run.js's stop() cancels the plan in
// flight and ends the run quietly instead of reporting an error.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

const read = (f) => readFileSync(new URL('../' + f, import.meta.url), 'utf8');

// fakeNative is a chrome.runtime.connectNative whose port answers hello and
// request.cancel and records everything else without answering.
function fakeNative() {
  const posted = [];
  const listeners = [];
  const port = {
    onMessage: { addListener: (f) => listeners.push(f) },
    onDisconnect: { addListener() {} },
    postMessage(m) {
      posted.push(m);
      // hello and request.cancel are answered as the host does.
      if (m.type === 'hello') queueMicrotask(() => listeners.forEach((f) => f({ id: m.id, type: 'hello', status: 'ok', payload: {} })));
      if (m.type === 'request.cancel') queueMicrotask(() => listeners.forEach((f) => f({ id: m.id, type: m.type, status: 'ok', payload: { cancelled: true } })));
    },
  };
  const g = { chrome: { runtime: { connectNative: () => port } } };
  new Function('globalThis', 'chrome', read('lib/native.js'))(g, g.chrome);
  const reply = (m) => listeners.forEach((f) => f(m));
  return { conn: new g.LaikaNative.HostConnection(), posted, reply };
}

test('cancel(key) fails the request at once and tells the host to stop it', async () => {
  const { conn, posted, reply } = fakeNative();
  const plan = conn.request('plan', { goal: 'g' }, 'run-1');
  await new Promise((r) => setTimeout(r, 10));
  const sent = posted.find((m) => m.type === 'plan');
  assert.ok(sent, 'the plan was sent');
  assert.equal(conn.cancel('run-1'), true);
  await assert.rejects(plan, (e) => e.code === 'cancelled');
  const cancels = posted.filter((m) => m.type === 'request.cancel');
  assert.deepEqual(cancels.map((m) => m.payload), [{ requestId: sent.id }]);
  // The host's late answer is ignored; a second cancel finds nothing.
  reply({ id: sent.id, type: 'plan', status: 'error', error: { code: 'cancelled', message: 'x' } });
  assert.equal(conn.cancel('run-1'), false);
  assert.equal(posted.filter((m) => m.type === 'request.cancel').length, 1);
});

test('a request that answered cannot be cancelled; other keys are untouched', async () => {
  const { conn, posted, reply } = fakeNative();
  const a = conn.request('plan', { goal: 'a' }, 'k-a');
  const b = conn.request('approval', {}, 'k-b');
  await new Promise((r) => setTimeout(r, 10));
  const [pa, pb] = ['plan', 'approval'].map((t) => posted.find((m) => m.type === t));
  reply({ id: pa.id, type: 'plan', status: 'ok', payload: { runId: 'r' } });
  assert.deepEqual(await a, { runId: 'r' });
  assert.equal(conn.cancel('k-a'), false, 'already answered');
  assert.equal(posted.filter((m) => m.type === 'request.cancel').length, 0);
  assert.equal(conn.cancel('k-b'), true);
  await assert.rejects(b, (e) => e.code === 'cancelled');
  assert.equal(posted.find((m) => m.type === 'request.cancel').payload.requestId, pb.id);
});

test('a request that timed out is cancelled in the host too', async () => {
  const { conn, posted } = fakeNative();
  await conn.connect();
  const p = conn.send('collection.ask', {}, 20);
  await assert.rejects(p, (e) => e.code === 'timeout');
  const sent = posted.find((m) => m.type === 'collection.ask');
  assert.deepEqual(posted.filter((m) => m.type === 'request.cancel').map((m) => m.payload), [{ requestId: sent.id }]);
});

test('Stop during planning cancels the plan in the host and ends the run without an error', async () => {
  let rejectPlan;
  const cancelled = [];
  const g = {
    chrome: { storage: { session: { get: async () => ({}), set: async () => {}, remove: async () => {} } } },
    LaikaBG: {
      TRANSIENT: new Set(),
      send: async (m) => (m.type === 'laika.observe' ? { status: 'ok', observation: { url: 'https://a.example/' } } : { status: 'ok', tabs: [] }),
      host: (type, payload, onRetry, key) => {
        assert.equal(type, 'plan');
        assert.ok(key, 'the plan carries the run cancel key');
        g.planKey = key;
        return new Promise((_, rej) => (rejectPlan = rej));
      },
      cancel: async (key) => {
        cancelled.push(key);
        rejectPlan({ code: 'cancelled', message: 'stopped' });
        return true;
      },
    },
  };
  new Function('globalThis', 'chrome', read('ui/run.js'))(g, g.chrome);
  const seen = { finished: [], steps: 0 };
  const ui = { notice() {}, planning: null, step: () => seen.steps++, finished: (r) => seen.finished.push(r) };
  const run = new g.LaikaRun.Run({ tabId: 3, goal: 'write a poem', ui });
  const started = run.start();
  while (!rejectPlan) await new Promise((r) => setTimeout(r, 5));
  run.stop();
  // start() resolves (a stopped run is not an error), and soon: a stop
  // that did not cancel the plan would leave it waiting on the model.
  await Promise.race([started, new Promise((_, rej) => setTimeout(() => rej(new Error('the run still waits for its plan')), 2000).unref())]);
  assert.deepEqual(cancelled, [g.planKey]);
  assert.equal(seen.steps, 0, 'no step is shown for the cancelled plan');
  assert.deepEqual(seen.finished, [], 'the panel reports the stop itself');
});
