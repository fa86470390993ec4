// The shared main-content pages in Chromium (lib/primary-suite.mjs;
// primary-firefox.test.mjs runs them in Firefox ESR).
import { primarySuite } from '../lib/primary-suite.mjs';

primarySuite('chromium');
