import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../content/heuristics.js';

const { clampOptions, isSensitiveField, LIMITS, textSize } = globalThis.LaikaHeuristics;

function field(attrs, props = {}) {
  return { getAttribute: (k) => (k in attrs ? attrs[k] : null), ...props };
}

test('isSensitiveField', () => {
  const cases = [
    ['password type', field({ type: 'password' }), true],
    ['PASSWORD type', field({ type: 'PASSWORD' }), true],
    ['one-time-code autocomplete', field({ autocomplete: 'one-time-code' }), true],
    ['current-password autocomplete on text', field({ type: 'text', autocomplete: 'username current-password' }), true],
    ['card number autocomplete', field({ autocomplete: 'cc-number' }), true],
    ['cvc by name', field({ type: 'text' }, { name: 'card_cvc' }), true],
    ['shipping is not pin', field({ type: 'text' }, { name: 'shipping_address' }), false],
    ['cvv by name', field({ type: 'text' }, { name: 'cvv' }), true],
    ['otp by id', field({}, { id: 'otp' }), true],
    ['email', field({ type: 'email', autocomplete: 'email' }, { name: 'email' }), false],
    ['search', field({ type: 'search' }, { name: 'q' }), false],
  ];
  for (const [name, f, want] of cases) assert.equal(isSensitiveField(f), want, name);
});

test('clampOptions', () => {
  assert.deepEqual(clampOptions({}), LIMITS.defaults);
  const o = clampOptions({ maxChars: 10, maxItems: 0, maxBlocks: -3, maxElements: 1e9, maxOutline: 'many', maxComments: 2.7 });
  assert.equal(o.maxChars, 10);
  assert.equal(o.maxItems, 0);
  assert.equal(o.maxBlocks, LIMITS.defaults.maxBlocks);
  assert.equal(o.maxElements, LIMITS.caps.maxElements);
  assert.equal(o.maxOutline, LIMITS.defaults.maxOutline);
  assert.equal(o.maxComments, 2);
});

// textSize counts as Go's len does (UTF-8 bytes), so the two readers hold
// a page's text to the same thresholds.
test('textSize', () => {
  const cases = ['', 'plain ASCII', 'Grüße, Zoë', 'Ελληνικά', '新しい図書館', '한국어', 'emoji 😀 and 𝄞', 'mixed 日本 text ü'];
  for (const s of cases) assert.equal(textSize(s), Buffer.byteLength(s, 'utf8'), JSON.stringify(s));
  // A character outside the BMP: two UTF-16 units, four bytes.
  assert.equal(textSize('😀'), 4);
});
