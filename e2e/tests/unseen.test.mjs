// Text a page draws where nobody can read it, in a real browser: a page
// whose stylesheet hides planted instructions (a zero font, white on
// white, off the page, clipped to a pixel, indented away, transparent,
// scaled to nothing, faded out in view, a drawer slid off the page, a
// block folded to no width, a nearly transparent line, one placed far
// right, one fixed below the window) beside text the same properties leave readable (a gradient
// headline, a caption on a photo, a list that zeroes its gaps, a closed
// <details>, a section that fades in when scrolled to, a carousel's next
// slides, a small nudge). Neither the observation's text nor its main
// text may hold a planted line, and both must hold the readable ones.
// The inline-style forms, which Go reads too, are the shared fixture
// extract/testdata/primary/unseen-text. What a page does not render at
// all (display none, a hidden visibility) is not read either, unless it
// is a closed panel one click from view, or most of the page: a page
// that renders its paragraphs lazily is read as it will be shown.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launch, inTab, serveFixtures, BROWSERS } from '../lib/harness.mjs';

let fx;
before(async () => {
  fx = await serveFixtures();
});
after(async () => {
  await fx.close();
});

const READABLE = [
  'Growing tomatoes on a balcony',
  'Cherry tomatoes ripening in July',
  'Tomatoes grow well in pots on a sunny balcony',
  'Tumbling Tom',
  'Pinch out the side shoots',
  'Curled leaves in a heatwave',
  'Pick the tomatoes when they are fully red',
  'Harden the seedlings off for a week',
  'Remove leaves with brown blotches',
  // A carousel's next slides lie past the right edge of the page, one
  // click from view; a small offset is no hiding place.
  'Slide four: mulch the pot with straw',
  'Turn the pot a quarter turn each week',
];

for (const browser of BROWSERS) {
  test(`[${browser}] text drawn where nobody can read it is not read; text the same styles leave readable is`, async () => {
    const b = await launch({ browser });
    try {
      const page = await b.context.newPage();
      await page.goto(fx.url('unseen/article.html'));
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      const o = r.observation;
      const primary = (o.primary && o.primary.text) || '';
      // The observation's other readings of the page: none may carry a
      // planted line either. (A control's accessible name is its name, as
      // a screen reader says it, and the Policy Gate judges what acting on
      // it does: elements are not checked.)
      const others = JSON.stringify({ blocks: o.blocks, outline: o.outline, links: o.links, comments: o.comments, items: o.items });
      assert.doesNotMatch(others, /PLANTED-[A-Z-]+/, others);
      assert.ok(o.outline.some((h) => h.text === 'Growing tomatoes on a balcony'), JSON.stringify(o.outline));
      assert.ok(o.blocks.some((bl) => bl.text.includes('Stake the plant when it reaches')), JSON.stringify(o.blocks));
      for (const [name, text] of [['text', o.text], ['primary', primary]]) {
        assert.doesNotMatch(text, /PLANTED-[A-Z-]+/, `${name}:\n${text}`);
        for (const want of READABLE) {
          // The observation's text leaves a closed <details> panel and a
          // closed disclosure panel out;
          // the main text reads it, as it reads a closed tab, and leaves
          // out the <h1> that repeats the page's title.
          // (The observation's text skips an invisible block whole, even
          // a child that sets its visibility back.)
          if (name === 'text' && (want.startsWith('Curled') || want.startsWith('Remove') || want.startsWith('Harden'))) continue;
          if (name === 'primary' && want.startsWith('Growing')) continue;
          assert.ok(text.includes(want), `${name} lacks ${JSON.stringify(want)}:\n${text}`);
        }
      }
    } finally {
      await b.close();
    }
  });
}

for (const browser of BROWSERS) {
  test(`[${browser}] a main region kept transparent until a script fades it in is read as it will be shown`, async () => {
    const b = await launch({ browser });
    try {
      const page = await b.context.newPage();
      await page.goto(fx.url('unseen/fading.html'));
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      const o = r.observation;
      for (const [name, text] of [['text', o.text], ['primary', (o.primary && o.primary.text) || '']]) {
        for (const want of ['Repot a moth orchid every two years', 'cut away dead and hollow roots', 'Wait a week before watering']) {
          assert.ok(text.includes(want), `${name} lacks ${JSON.stringify(want)}:\n${text}`);
        }
      }
    } finally {
      await b.close();
    }
  });
}

for (const browser of BROWSERS) {
  test(`[${browser}] a page that renders its paragraphs lazily is read as it will be shown`, async () => {
    const b = await launch({ browser });
    try {
      const page = await b.context.newPage();
      await page.goto(fx.url('unseen/lazy.html'));
      const r = await inTab(b, page, { type: 'laika.observe', options: {} });
      assert.equal(r.status, 'ok', JSON.stringify(r));
      const primary = (r.observation.primary && r.observation.primary.text) || '';
      for (const want of ['A single hive fits on a flat roof', 'Ask your neighbours first', 'Join a local beekeeping association']) {
        assert.ok(primary.includes(want), `primary lacks ${JSON.stringify(want)}:\n${primary}`);
      }
    } finally {
      await b.close();
    }
  });
}
