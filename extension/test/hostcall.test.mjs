// ui/run.js and host-run calls: an "ask" host-run call (artifact.share,
// a capture the gate wants approved) must reach the approval card, and the
// approval reply carries its outcome. Before the fix the sidecar showed it
// as refused without asking, so collecting could never be approved.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

function loadRun(host, send) {
  const g = { LaikaBG: { host, send: send || (async () => ({ status: 'ok' })), TRANSIENT: new Set(['host_disconnected']) } };
  new Function('globalThis', readFileSync(new URL('../ui/run.js', import.meta.url), 'utf8'))(g);
  return g.LaikaRun.Run;
}

function fakeUI(choice) {
  const seen = { asked: 0, results: [] };
  seen.ui = {
    notice() {},
    call: () => ({
      ask: async () => {
        seen.asked++;
        return choice;
      },
      result: (r) => seen.results.push(r),
    }),
  };
  return seen;
}

const askCall = { id: 'call_1', name: 'artifact.share', arguments: { artifactId: 'art_1', format: 'markdown' }, decision: 'ask', reason: 'egress_requires_approval', executable: false, runs: 'host', status: 'awaiting_approval' };

test('an ask host-run call is put to the person and its approved result shown', async () => {
  const sent = [];
  const Run = loadRun(async (type, p) => {
    sent.push([type, p]);
    return { tool_call: { ...askCall, executable: true, status: 'ok', result: { text: 'copied 12 bytes' } } };
  }, async (m) => {
    sent.push([m.type]);
    return { status: 'ok' };
  });
  const s = fakeUI('approve');
  const r = new Run({ tabId: 1, goal: 'g', ui: s.ui });
  r.runId = 'run_1';
  const out = await r.handleCall({}, askCall, {}, 1);
  assert.equal(s.asked, 1, 'the card asked');
  assert.deepEqual(sent, [['approval', { runId: 'run_1', callId: 'call_1', decision: 'approve' }]], 'nothing ran in the extension');
  assert.equal(out, null, 'the host expects no tool result for a host-run call');
  assert.equal(s.results[0].status, 'ok');
  assert.equal(s.results[0].text, 'copied 12 bytes');
});

test('a denied ask host-run call is reported as not run', async () => {
  const Run = loadRun(async () => ({ tool_call: { ...askCall, status: 'denied', reason: 'user_denied' } }));
  const s = fakeUI('deny');
  const out = await new Run({ tabId: 1, goal: 'g', ui: s.ui }).handleCall({}, askCall, {}, 1);
  assert.equal(s.asked, 1);
  assert.equal(out, null);
  assert.equal(s.results[0].status, 'denied');
});

test('an allowed host-run call shows its result without asking', async () => {
  const Run = loadRun(async () => assert.fail('no host message for an allowed host-run call'));
  const s = fakeUI('approve');
  const call = { id: 'c', name: 'app.calculate', decision: 'allow', executable: true, runs: 'host', status: 'ok', result: { text: '2 + 2 = 4' } };
  await new Run({ tabId: 1, goal: 'g', ui: s.ui }).handleCall({}, call, {}, 1);
  assert.equal(s.asked, 0);
  assert.deepEqual(s.results, [{ status: 'ok', error: undefined, text: '2 + 2 = 4' }]);
});
