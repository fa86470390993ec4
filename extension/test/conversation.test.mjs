// Follow-up goals continue the tab's conversation (ui/run.js): the first
// run's reply names the conversation, the next run on the tab sends it
// with its goal, and newConversation starts afresh.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';

function load(host, local) {
  const store = {};
  globalThis.chrome = {
    storage: {
      local: local && { get: async (k) => (k in local ? { [k]: local[k] } : {}) },
      session: {
        get: async (k) => (k in store ? { [k]: store[k] } : {}),
        set: async (o) => Object.assign(store, o),
        remove: async (k) => delete store[k],
      },
    },
  };
  const send = async (m) => (m.type === 'laika.observe' ? { status: 'ok', observation: { url: 'https://a.example/', title: 'A' } } : { status: 'ok', tabs: [] });
  const g = { LaikaBG: { host, send, TRANSIENT: new Set() } };
  new Function('globalThis', readFileSync(new URL('../ui/run.js', import.meta.url), 'utf8'))(g);
  return { LaikaRun: g.LaikaRun, store };
}

const ui = { notice() {}, step() { return {}; }, call() { return { result() {} }; }, finished() {} };

test('a follow-up goal on the same tab continues the conversation', async () => {
  const plans = [];
  let n = 0;
  const { LaikaRun, store } = load(async (type, p) => {
    assert.equal(type, 'plan');
    plans.push(p);
    return { runId: 'run_' + ++n, conversationId: p.conversationId || 'conv_1', step: 1, tool_calls: [], done: true, stopReason: 'answered', summary: 'ok' };
  });
  await new LaikaRun.Run({ tabId: 7, goal: 'Tell me about the first headline', ui }).start();
  assert.equal(plans[0].conversationId, undefined, 'a first goal starts a conversation');
  assert.equal(store['conv:7'], 'conv_1');

  await new LaikaRun.Run({ tabId: 7, goal: 'what about the second one?', ui }).start();
  assert.equal(plans[1].conversationId, 'conv_1', 'the follow-up names the conversation');
  assert.equal(plans[1].goal, 'what about the second one?');

  await LaikaRun.newConversation(7);
  await new LaikaRun.Run({ tabId: 7, goal: 'summarize this page', ui }).start();
  assert.equal(plans[2].conversationId, undefined, 'after newConversation the next goal starts afresh');

  // Reopening a conversation from history: an explicit id wins.
  await new LaikaRun.Run({ tabId: 9, goal: 'save that', ui, conversationId: 'conv_old' }).start();
  assert.equal(plans[3].conversationId, 'conv_old');
  assert.equal(store['conv:9'], 'conv_old');
});

test('a new run names the research collection open in the panel', async () => {
  const plans = [];
  const { LaikaRun } = load(async (type, p) => {
    plans.push(p);
    return { runId: 'run_1', conversationId: 'conv_1', step: 1, tool_calls: [], done: true, stopReason: 'answered', summary: 'ok' };
  }, { 'research.active': 'col_river' });
  await new LaikaRun.Run({ tabId: 9, goal: 'compare these sources', ui }).start();
  assert.equal(plans[0].collectionId, 'col_river');
});
