// The shared main-content pages in Firefox ESR (lib/primary-suite.mjs;
// primary.test.mjs runs them in Chromium).
import { primarySuite } from '../lib/primary-suite.mjs';

primarySuite('firefox');
