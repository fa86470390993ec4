// One set of item rules: the content script must find the same items
// (title, url, snippet, price, rating, date) as Go's extractor on the shared golden
// pages in extract/testdata/items, whose expected.json `go test ./extract`
// checks too.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, inTab, ROOT } from '../lib/harness.mjs';
import { serveFixtures } from '../lib/fixtures.mjs';

const DIR = join(ROOT, 'extract', 'testdata', 'items');
// The base URL Go reads these pages at (extract/items_test.go).
const GO_ORIGIN = 'http://items.test';

const CTA_TAIL = /(?:read more|shop now|learn more|see more|view details)\W*$/i;

let b, page, fixtures, origin;
before(async () => {
  fixtures = await serveFixtures('items');
  origin = fixtures.origin;
  b = await launch();
  page = await b.context.newPage();
});
after(async () => {
  await b.close();
  await fixtures.close();
});

for (const name of readdirSync(DIR).sort()) {
  test('items ' + name + ' match Go', async () => {
    await page.goto(`${origin}/items/${name}/source.html`);
    const r = await inTab(b, page, { type: 'laika.observe', options: {} });
    assert.equal(r.status, 'ok', JSON.stringify(r));
    // A snippet never ends in a call to action: it says what to do, not
    // what the item is (extract/items_test.go ctaTail).
    for (const it of r.observation.items || []) assert.doesNotMatch(it.snippet || '', CTA_TAIL, JSON.stringify(it));
    // title-echo's cards say their title twice; the snippet says it never.
    if (name === 'title-echo') for (const it of r.observation.items) assert.ok(!(it.snippet || '').includes(it.title), JSON.stringify(it));
    const got = (r.observation.items || []).map((it) => {
      const o = { title: it.title };
      if (it.url) o.url = it.url.split(origin).join(GO_ORIGIN);
      for (const k of ['snippet', 'price', 'rating', 'date']) if (it[k]) o[k] = it[k].split(origin).join(GO_ORIGIN);
      return o;
    });
    assert.deepEqual(got, JSON.parse(readFileSync(join(DIR, name, 'expected.json'), 'utf8')));
  });
}

test('an item budget cuts the list, not its count: itemsTotal, as Go reports it', async () => {
  await page.goto(`${origin}/items/news-front/source.html`);
  const r = await inTab(b, page, { type: 'laika.observe', options: { maxItems: 4 } });
  assert.equal(r.status, 'ok', JSON.stringify(r));
  assert.equal(r.observation.items.length, 4);
  assert.equal(r.observation.itemsTotal, 11, 'extract/items_test.go TestItemsTotal');
  const whole = await inTab(b, page, { type: 'laika.observe', options: {} });
  assert.equal(whole.observation.items.length, 11);
  assert.equal(whole.observation.itemsTotal, undefined, 'no total when nothing was cut');
});
