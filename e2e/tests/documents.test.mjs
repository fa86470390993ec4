// Text and XML files in real Chromium and Firefox ESR: the content script
// reads a memo, a README, a feed and an XML file as Go does
// (extract/testdata/documents, held by extract/documents_test.go), and a
// summary of a text file quotes its sentences, not its headings.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, BROWSERS, launchAll, closeAll, inTab, openSidecar, shoot, serveFixtures as serveSite } from '../lib/harness.mjs';
import { serveFixtures } from '../lib/fixtures.mjs';

// The origin Go's golden files were read at (documents_test.go).
const GO_ORIGIN = 'http://files.example';
const DIR = join(ROOT, 'extract', 'testdata', 'documents');

let open, shared, site;
before(async () => {
  shared = await serveFixtures('documents');
  site = await serveSite();
  open = await launchAll();
});
after(async () => {
  await closeAll(open);
  await shared.close();
  await site.close();
});

// view is what the golden files hold of an observation.
function view(o) {
  const v = { title: o.title, text: o.primary ? o.primary.text : '' };
  if (o.primary && o.primary.truncated) v.truncated = true;
  if (o.items && o.items.length) v.items = o.items.map((it) => {
    const out = { title: it.title };
    for (const k of ['url', 'snippet', 'price', 'rating', 'date']) if (it[k]) out[k] = it[k];
    return out;
  });
  if (o.signals && o.signals.length) v.signals = o.signals;
  return JSON.parse(JSON.stringify(v).split(shared.origin).join(GO_ORIGIN));
}

for (const name of readdirSync(DIR).sort()) {
  const source = readdirSync(join(DIR, name)).find((f) => f.startsWith('source.'));
  const want = JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8'));
  for (const browser of BROWSERS) {
    test(`${browser} reads ${name} as Go does`, async () => {
      const { b, page } = open[browser];
      await page.goto(`${shared.origin}/documents/${name}/${source}`);
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      assert.deepEqual(view(r.observation), want);
    });
  }
}

for (const browser of BROWSERS) {
  test(`${browser}: the summary of a text file quotes its sentences, not its headings`, async () => {
    const { b, page } = open[browser];
    await page.goto(`${shared.origin}/documents/rfc-memo/source.txt`);
    const sc = await openSidecar(b, page);
    await sc.locator('#summarize').click();
    await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
    const text = await sc.locator('[data-testid=summary]').innerText();
    await shoot(page, `documents-text-summary-${browser}`);
    assert.match(text, /lighthouse|harbour/i, text);
    for (const heading of ['Choosing the Colour of the Harbour Lamp', 'Security Considerations', 'Status of This Memo', 'Requirements Language']) {
      assert.ok(!new RegExp(`“[^”]*${heading}[^”]*”`).test(text), `heading quoted: ${heading}\n${text}`);
    }
  });
}

for (const browser of BROWSERS) {
  test(`${browser}: an SVG file reads as its title, description and labels`, async () => {
    const { b, page } = open[browser];
    await page.goto(site.url('documents/harbour-map.svg'));
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    assert.equal(r.observation.title, 'Map of Oban harbour');
    assert.equal(r.observation.primary.text, 'Map of Oban harbour\nThe ferry pier, the lighthouse and the fish market around the bay.\nFerry pier\nLighthouse');
  });

  // Chromium's XML viewer keeps a feed's source under an id an HTML page
  // may use too: an HTML page is read as HTML.
  test(`${browser}: an HTML page is not taken for the XML viewer`, async () => {
    const { b, page } = open[browser];
    await page.goto(site.url('documents/viewer-id.html'));
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    assert.equal(r.observation.title, 'Harbour notice');
    assert.match(r.observation.primary.text, /north pier closes for repairs/);
  });

  // An image opened on its own is a page of one picture: the summary says
  // so rather than only that there is no text (signal non_text_content,
  // as Go raises it).
  test(`${browser}: an image opened on its own says it is a picture`, async () => {
    const { b, page } = open[browser];
    await page.goto(site.url('documents/harbour.png'));
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    assert.ok((r.observation.signals || []).includes('non_text_content'), String(r.observation.signals));
    const sc = await openSidecar(b, page);
    await sc.locator('#summarize').click();
    await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
    assert.match(await sc.locator('[data-testid=summary]').innerText(), /shows a picture, a video or a drawing/);
    await shoot(page, `documents-image-${browser}`);
  });

  // Chromium runs the content script in the page that embeds its PDF
  // viewer, which holds no text; Firefox's viewer takes no extension's
  // script. Either way the person is told why, not shown an empty answer.
  test(`${browser}: a PDF in the browser's viewer says why it cannot be read`, async () => {
    const { b, page } = open[browser];
    await page.goto(site.url('documents/harbour-report.pdf'));
    const sc = await openSidecar(b, page);
    await sc.locator('#summarize').click();
    if (browser === 'firefox') {
      await sc.locator('#error').waitFor({ state: 'visible', timeout: 60000 });
      assert.match(await sc.locator('#error').innerText(), /^no_context: .*PDF or JSON viewer/);
    } else {
      await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 60000 });
      assert.match(await sc.locator('[data-testid=summary]').innerText(), /PDF shown in the browser's own viewer/);
    }
    await shoot(page, `documents-pdf-${browser}`);
  });
}
