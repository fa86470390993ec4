// A page's <noscript> content in the content script: read when the page's
// scripts did not render it (a forum app whose bundle failed to load: the
// shared fixture extract/testdata/primary/parity-noscript-thread, checked
// by lib/primary-suite.mjs), and not read a second time when they did; nor
// when the page shows more text of its own than the <noscript> holds, where
// a <noscript> nobody with scripts on sees is a hiding place.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, inTab, serveFixtures, BROWSERS } from '../lib/harness.mjs';
import { serveFixtures as serveShared } from '../lib/fixtures.mjs';

const count = (s, sub) => s.split(sub).length - 1;

let fx, shared;
before(async () => {
  fx = await serveFixtures();
  shared = await serveShared('primary');
});
after(async () => {
  await fx.close();
  await shared.close();
});

for (const browser of BROWSERS) {
  test(`[${browser}] a thread the page's scripts rendered is read once, not again from its <noscript>`, async () => {
    const b = await launch({ browser });
    try {
      const page = await b.context.newPage();
      await page.goto(fx.url('noscript/rendered.html'));
      await page.waitForFunction(() => document.querySelectorAll('#app p').length === 2);
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      const text = (r.observation.primary && r.observation.primary.text) || '';
      assert.equal(count(text, 'Small hive beetles are running across the top bars'), 1, text);
      assert.equal(count(text, 'traps in the corners of the top bars catch most of them'), 1, text);
    } finally {
      await b.close();
    }
  });
}

for (const browser of BROWSERS) {
  test(`[${browser}] a thread read from its <noscript> is no sparse page, as in Go`, async () => {
    const b = await launch({ browser });
    try {
      const page = await b.context.newPage();
      await page.goto(`${shared.origin}/primary/parity-noscript-thread/source.html`);
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      assert.ok((r.observation.primary && r.observation.primary.text || '').length > 200, 'the thread is read');
      assert.ok(!(r.observation.signals || []).includes('sparse_text'), 'sparse_text raised: ' + r.observation.signals);
    } finally {
      await b.close();
    }
  });
}


for (const browser of BROWSERS) {
  test(`[${browser}] a <noscript> beside a page that shows its own text is not read`, async () => {
    const b = await launch({ browser });
    try {
      const page = await b.context.newPage();
      await page.goto(fx.url('noscript/planted.html'));
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      const text = (r.observation.primary && r.observation.primary.text) || '';
      assert.ok(text.includes('Dahlia tubers rot in cold, wet soil'), text);
      assert.ok(text.includes('with an eye on it'), text);
      assert.doesNotMatch(text, /PLANTED-NOSCRIPT/, text);
      assert.doesNotMatch(r.observation.text, /PLANTED-NOSCRIPT/);
    } finally {
      await b.close();
    }
  });
}
