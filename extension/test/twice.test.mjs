// Text encoded to UTF-8 twice (content/walk.js undoTwice), the same
// table as Go's (fetch/charset_twice_test.go TestUndoTwice).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../generated/patterns.js';
import '../content/heuristics.js';
import '../content/walk.js';

const { undoTwice } = globalThis.LaikaWalk;

test('undoTwice', () => {
  const cases = [
    ['windows-1252 punctuation', 'Donâ€™t â€œpanicâ€\u009d â€” itâ€™s fine', 'Don’t “panic” — it’s fine', 5],
    ['latin-1 controls', 'arm\u00e2\u0080\u0099s length \u00e2\u0080\u0093 sit up \u00e2\u0080\u0093 relax', 'arm’s length – sit up – relax', 3],
    ['accented letters', 'CafÃ© crÃ¨me, Ã¼ber MÃ¼nchen', 'Café crème, über München', 4],
    ['cyrillic', 'ÐŸÑ€Ð¸Ð²ÐµÑ‚', 'Привет', 6],
    ['symbols', 'Â£5 at 20Â°C, Â© 2026', '£5 at 20°C, © 2026', 3],
    ['emoji', 'Nice ðŸ˜€', 'Nice 😀', 1],
    ['real french and portuguese', 'Une pâte à tartiner. SÃO PAULO. NÃO. Âge', 'Une pâte à tartiner. SÃO PAULO. NÃO. Âge', 0],
    ['plain ascii', 'nothing to do here', 'nothing to do here', 0],
  ];
  for (const [name, input, want, found] of cases) assert.deepEqual(undoTwice(input), { text: want, found }, name);
});
