// Scenario 1 with a REAL model in Firefox ESR (lib/ollama-stream.mjs): a
// file of its own so that it gets its own --test-timeout budget.
import { test } from 'node:test';
import { BROWSERS } from '../lib/harness.mjs';
import { ollamaSummaryStream } from '../lib/ollama-stream.mjs';

test('[firefox] scenario 1 with Ollama: the summary streams into the sidecar', { skip: !BROWSERS.includes('firefox') && 'LAIKA_E2E_BROWSERS leaves Firefox out' }, (t) => ollamaSummaryStream(t, 'firefox'));
