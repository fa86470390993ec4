// Scenario 1 with a REAL model (Ollama + stories260K): the summary streams
// into the sidecar, append-only. The scenario lives in lib/ollama-stream.mjs;
// ollama-firefox.test.mjs runs it in Firefox.
import { test } from 'node:test';
import { BROWSERS } from '../lib/harness.mjs';
import { ollamaSummaryStream } from '../lib/ollama-stream.mjs';

for (const browser of BROWSERS.filter((x) => x !== 'firefox')) {
  test(`[${browser}] scenario 1 with Ollama: the summary streams into the sidecar`, (t) => ollamaSummaryStream(t, browser));
}
