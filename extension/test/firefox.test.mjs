import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { firefoxManifest } from '../build-firefox.mjs';

const chromium = JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8'));

test('the Firefox manifest variant', () => {
  const m = firefoxManifest(chromium);
  assert.equal(m.browser_specific_settings.gecko.id, 'laika@laika.dev');
  assert.equal(m.background.service_worker, undefined);
  assert.deepEqual(m.background.scripts, ['generated/secrets.js', 'lib/url.js', 'lib/native.js', 'lib/tabtools.js', 'background.js']);
  assert.equal(m.key, undefined);
  assert.equal(chromium.background.service_worker, 'background.js', 'the Chromium manifest is untouched');
  assert.deepEqual(m.content_scripts, chromium.content_scripts);
});

test('every file the manifest and background name exists', () => {
  const files = [chromium.background.service_worker, ...chromium.content_scripts.flatMap((c) => c.js), ...chromium.web_accessible_resources.flatMap((r) => r.resources), chromium.options_ui.page];
  const bg = readFileSync(new URL('../background.js', import.meta.url), 'utf8');
  const listed = JSON.parse(/const CONTENT_FILES = (\[[^\]]*\])/.exec(bg)[1].replace(/'/g, '"'));
  assert.deepEqual(listed, chromium.content_scripts[0].js, 'background.js injects the same content scripts');
  for (const f of files) assert.ok(existsSync(new URL('../' + f, import.meta.url)), f);
});
