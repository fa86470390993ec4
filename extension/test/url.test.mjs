import { test } from 'node:test';
import assert from 'node:assert/strict';
import '../generated/secrets.js';
import '../lib/url.js';

const { sanitizeURL, buildSearchURL, originOf, redactURL } = globalThis.LaikaURL;

test('sanitizeURL', () => {
  const cases = [
    ['https URL kept', 'https://example.com/a?b=1', { ok: true, url: 'https://example.com/a?b=1' }],
    ['http kept', 'http://127.0.0.1:8080/', { ok: true, url: 'http://127.0.0.1:8080/' }],
    ['bare host upgraded to https', 'example.com/path', { ok: true, url: 'https://example.com/path' }],
    ['surrounding space trimmed', '  https://example.com  ', { ok: true, url: 'https://example.com/' }],
    ['empty', '', 'missing_url'],
    ['not a string', 42, 'missing_url'],
    ['javascript scheme', 'javascript:alert(1)', 'invalid_url'],
    ['JavaScript with case and spaces', ' JaVaScRiPt:alert(1)', 'invalid_url'],
    ['data URL', 'data:text/html,<script>alert(1)</script>', 'invalid_url'],
    ['file URL', 'file:///etc/passwd', 'invalid_url'],
    ['extension URL', 'chrome-extension://abc/page.html', 'invalid_url'],
    ['chrome URL', 'chrome://settings', 'invalid_url'],
    ['credentials', 'https://user:pw@example.com/', 'invalid_url'],
    ['control characters', 'https://exa\nmple.com', 'invalid_url'],
    ['one word is not a host', 'foo', 'invalid_url'],
    ['too long', 'https://example.com/' + 'a'.repeat(5000), 'invalid_url'],
  ];
  for (const [name, input, want] of cases) {
    const got = sanitizeURL(input);
    if (typeof want === 'string') assert.equal(got.error, want, name);
    else assert.deepEqual(got, want, name);
  }
});

test('buildSearchURL', () => {
  const cases = [
    ['default engine, query encoded', ['tides & moon', '', ''], { ok: true, url: 'https://duckduckgo.com/?q=tides%20%26%20moon' }],
    ['named engine', ['x', 'google', ''], { ok: true, url: 'https://www.google.com/search?q=x' }],
    ['custom template', ['x y', 'custom', 'https://s.example/?q={query}&lang=en'], { ok: true, url: 'https://s.example/?q=x%20y&lang=en' }],
    ['custom default template', ['x', '', 'https://s.example/find/{query}'], { ok: true, url: 'https://s.example/find/x' }],
    ['no query', ['  ', '', ''], 'missing_query'],
    ['custom without template', ['x', 'custom', ''], 'missing_template'],
    ['template without placeholder', ['x', 'custom', 'https://s.example/'], 'missing_template'],
    ['unknown engine', ['x', 'altavista', ''], 'search_unavailable'],
    ['template with a bad scheme', ['x', 'custom', 'javascript:{query}'], 'invalid_url'],
    ['query cannot break out of the template', ['a#b?c', 'custom', 'https://s.example/?q={query}'], { ok: true, url: 'https://s.example/?q=a%23b%3Fc' }],
  ];
  for (const [name, args, want] of cases) {
    const got = buildSearchURL(...args);
    if (typeof want === 'string') assert.equal(got.error, want, name);
    else assert.deepEqual(got, want, name);
  }
});

test('originOf keeps only the origin of web URLs', () => {
  assert.equal(originOf('https://mail.example.com/inbox?id=7#x'), 'https://mail.example.com');
  assert.equal(originOf('chrome://newtab/'), '');
  assert.equal(originOf('not a url'), '');
});

test('redactURL', () => {
  const cases = [
    ['plain URL untouched', 'https://e.com/a?q=1', 'https://e.com/a?q=1', false],
    ['token param', 'https://e.com/?token=abc&q=1', 'https://e.com/?token=REDACTED&q=1', true],
    ['oauth code', 'https://e.com/cb?code=xyz&state=s', 'https://e.com/cb?code=REDACTED&state=REDACTED', true],
    ['fragment token', 'https://e.com/#access_token=abc', 'https://e.com/#REDACTED', true],
    ['credentials', 'https://u:p@e.com/', 'https://e.com/', true],
  ];
  for (const [name, input, url, redacted] of cases) assert.deepEqual(redactURL(input), { url, redacted }, name);
});
