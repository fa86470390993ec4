import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../content/handles.js';

const { HandleStore } = globalThis.LaikaHandles;
const el = () => ({ isConnected: true });

test('handles are stable within a generation and stale after it', () => {
  const s = new HandleStore('d1');
  const a = el();
  const b = el();
  const ha = s.mint(a);
  assert.equal(s.mint(a), ha, 'same element, same id');
  assert.notEqual(s.mint(b), ha);
  assert.equal(s.resolve(ha).el, a);
  s.bump();
  assert.equal(s.resolve(ha).error, 'stale_handle');
  const ha2 = s.mint(a);
  assert.notEqual(ha2, ha, 'a new generation mints new ids');
  assert.equal(s.resolve(ha2).el, a);
});

test('resolve errors', () => {
  const s = new HandleStore('d1');
  const a = el();
  const h = s.mint(a);
  const cases = [
    ['empty', '', 'invalid_arguments'],
    ['not a string', 7, 'invalid_arguments'],
    ['model-invented id', 'button-submit', 'not_found'],
    ['never minted', '999@0', 'not_found'],
    ['future generation', '1@5', 'stale_handle'],
  ];
  for (const [name, id, code] of cases) assert.equal(s.resolve(id).error, code, name);
  a.isConnected = false;
  assert.equal(s.resolve(h).error, 'stale_handle', 'detached element');
  assert.equal(s.resolve(h).error, 'stale_handle', 'stays stale after being dropped');
});

test('checkBinding', () => {
  const s = new HandleStore('d1');
  assert.equal(s.checkBinding('d1', 0), null);
  assert.equal(s.checkBinding(undefined, undefined), null);
  assert.equal(s.checkBinding('d2', 0).error, 'stale_handle');
  s.bump();
  assert.equal(s.checkBinding('d1', 0).error, 'stale_handle');
  assert.equal(s.checkBinding('d1', 1), null);
});

test('document ids are random', () => {
  const a = new HandleStore();
  const b = new HandleStore();
  assert.match(a.documentId, /^d[0-9a-f]{16}$/);
  assert.notEqual(a.documentId, b.documentId);
});
