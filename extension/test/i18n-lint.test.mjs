// Every user-visible string in the extension's pages goes through
// _locales (chrome.i18n): this scans ui/*.html and ui/*.js for English
// written straight into the UI — text nodes and labelled attributes in
// HTML without data-i18n, and text, titles, placeholders, aria-labels and
// error messages assigned from string literals in JS — and fails with
// each place. Names that are not translated (Laika, Ollama, file formats)
// are allowed.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';

const UI = new URL('../ui/', import.meta.url);
const files = readdirSync(UI).filter((f) => /\.(html|js)$/.test(f)).sort();
const read = (f) => readFileSync(new URL(f, UI), 'utf8');

// Words that stay as they are in every language.
const NAMES = new Set(['Laika', 'Ollama', 'OpenAI', 'Markdown', 'CSV', 'JSON', 'HTML', 'DuckDuckGo', 'Google', 'Bing', 'Brave', 'Startpage']);
// isText: a string a person would read: a word of two letters or more,
// not only a name, and not a URL, path or model name (one token with
// ':', '/' or '.' in it, e.g. a placeholder "http://127.0.0.1:11434").
const isText = (s) => {
  const x = s.trim();
  if (!/\p{L}{2}/u.test(x) || NAMES.has(x)) return false;
  return !(!/\s/.test(x) && /[:/.]/.test(x));
};

const lineOf = (src, i) => src.slice(0, i).split('\n').length;

// htmlFindings: text nodes and labelled attributes not from _locales.
export function htmlFindings(src) {
  const out = [];
  const clean = src.replace(/<!--[\s\S]*?-->/g, (m) => ' '.repeat(m.length)).replace(/<(script|style)\b[\s\S]*?<\/\1>/gi, (m) => ' '.repeat(m.length));
  // Text between tags: the tag that opened it must carry data-i18n.
  const tagRe = /<([a-zA-Z][\w-]*)([^>]*)>([^<]*)/g;
  for (let m; (m = tagRe.exec(clean)); ) {
    const [, tag, attrs, text] = m;
    // Code samples (<code>, <pre>, <kbd>) are not translated.
    if (isText(text) && !/\bdata-i18n=/.test(attrs) && !/^(option|code|pre|kbd)$/i.test(tag)) out.push(`line ${lineOf(src, m.index)}: <${tag}> text ${JSON.stringify(text.trim())}`);
    for (const a of attrs.matchAll(/(?<![\w-])(title|placeholder|aria-label|alt)="([^"]*)"/g)) {
      if (isText(a[2])) out.push(`line ${lineOf(src, m.index)}: ${a[1]}=${JSON.stringify(a[2])} (use data-i18n-${a[1] === 'aria-label' ? 'label' : a[1]})`);
    }
  }
  // Option labels are text too, unless they are names.
  for (const m of clean.matchAll(/<option\b([^>]*)>([^<]*)</g)) {
    if (isText(m[2]) && !/\bdata-i18n=/.test(m[1])) out.push(`line ${lineOf(src, m.index)}: <option> text ${JSON.stringify(m[2].trim())}`);
  }
  return out;
}

// jsFindings: string literals put where a person reads them.
export function jsFindings(src) {
  const out = [];
  const code = src.replace(/^\s*\/\/.*$/gm, (m) => ' '.repeat(m.length));
  // lit(n): a string literal whose quote is capture group n (its text is
  // group n+1).
  const lit = (n) => String.raw`(['"\x60])((?:(?!\${n})[^\\\n]|\\.)*)\${n}`.replaceAll('${n}', String(n));
  const rules = [
    [new RegExp(String.raw`\.(textContent|innerText|title|placeholder|alt)\s*=\s*` + lit(2), 'g'), 3, (m) => m[1]],
    [new RegExp(String.raw`setAttribute\(\s*['"](aria-label|title|placeholder|alt)['"]\s*,\s*` + lit(2), 'g'), 3, (m) => m[1]],
    // el(tag, className, 'Text') and button('Text', ...): the helpers the
    // pages build their DOM with.
    [new RegExp(String.raw`\bel\(\s*['"][\w-]+['"]\s*,\s*['"][^'"]*['"]\s*,\s*` + lit(1), 'g'), 2, () => 'element text'],
    [new RegExp(String.raw`\bbutton\(\s*` + lit(1), 'g'), 2, () => 'button text'],
    [new RegExp(String.raw`\bbutton\([^;\n]*,\s*` + lit(1) + String.raw`\s*\)`, 'g'), 2, () => 'button label'],
    // Error messages the UI shows ({code, message}), dialogs, status lines.
    [new RegExp(String.raw`\bmessage:\s*` + lit(1), 'g'), 2, () => 'message'],
    [new RegExp(String.raw`\b(?:alert|confirm|prompt|confirmURLs)\(\s*` + lit(1), 'g'), 2, () => 'dialog'],
    [new RegExp(String.raw`\b(?:notice|setError|showError|working)\(\s*` + lit(1), 'g'), 2, () => 'status text'],
  ];
  // A line that says "i18n-exempt" carries text no person reads (a message
  // for the host, say); the comment must say why.
  const exempt = (i) => /i18n-exempt/.test(src.split('\n')[lineOf(src, i) - 1]);
  for (const [re, group, what] of rules) {
    for (const m of code.matchAll(re)) {
      const s = m[group];
      if (isText(s) && !exempt(m.index)) out.push(`line ${lineOf(src, m.index)}: ${what(m)} ${JSON.stringify(s)}`);
    }
  }
  return out;
}

test('the scanner finds hard-coded English (it can fail)', () => {
  assert.equal(htmlFindings('<button id="x">Delete</button>').length, 1);
  assert.equal(htmlFindings('<input placeholder="Your name">').length, 1);
  assert.equal(htmlFindings('<button data-i18n="del"></button><h1>Laika</h1><option>Ollama</option>').length, 0);
  assert.equal(jsFindings("b.title = 'Research collections';").length, 1);
  assert.equal(jsFindings("x.setAttribute('aria-label', 'Sources');").length, 1);
  assert.equal(jsFindings("const h = el('h2', '', 'Research');").length, 1);
  assert.equal(jsFindings("button('New', 'secondary', () => 1, 'New collection');").length, 2);
  assert.equal(jsFindings("throw { code: 'x', message: 'Select some text first.' };").length, 1);
  assert.equal(jsFindings("b.title = t('researchTitle'); el('p', 'x', t('k')); x.textContent = '';").length, 0);
  assert.equal(jsFindings("x = { message: 'for the host' }; // i18n-exempt: never shown").length, 0);
  assert.equal(htmlFindings('<span data-i18n-title="modeTitle" data-i18n-label="k"></span>').length, 0);
});

for (const f of files) {
  test(`ui/${f}: every user-visible string comes from _locales`, () => {
    const src = read(f);
    const found = f.endsWith('.html') ? htmlFindings(src) : jsFindings(src);
    assert.deepEqual(found, [], `ui/${f} has hard-coded text; add _locales/en/messages.json keys and use t()/data-i18n:\n  ` + found.join('\n  '));
  });
}

test('every key the pages ask for is in _locales/en/messages.json', () => {
  const messages = JSON.parse(readFileSync(new URL('../_locales/en/messages.json', import.meta.url), 'utf8'));
  const missing = [];
  for (const f of files) {
    const src = read(f);
    for (const m of src.matchAll(/\bt\(\s*'([A-Za-z0-9_]+)'\s*[,)]|data-i18n(?:-label|-title|-placeholder)?="([A-Za-z0-9_]+)"/g)) {
      const k = m[1] || m[2];
      if (!messages[k]) missing.push(`ui/${f}: ${k}`);
    }
  }
  assert.deepEqual(missing, []);
});
