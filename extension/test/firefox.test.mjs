import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, existsSync } from 'node:fs';
import { firefoxManifest, SHIP } from '../build-firefox.mjs';

const chromium = JSON.parse(readFileSync(new URL('../manifest.json', import.meta.url), 'utf8'));

test('the Firefox manifest variant', () => {
  const m = firefoxManifest(chromium);
  assert.equal(m.browser_specific_settings.gecko.id, 'laika@laika.dev');
  assert.equal(m.background.service_worker, undefined);
  assert.equal(m.background.scripts.at(-1), 'background.js');
  assert.equal(m.key, undefined);
  assert.ok(!m.permissions.includes('sidePanel'), 'Firefox has no chrome.sidePanel');
  assert.equal(chromium.background.service_worker, 'background.js', 'the Chromium manifest is untouched');
});

test('no code on pages and no web-accessible pages until the person opens Laika', () => {
  assert.equal(chromium.content_scripts, undefined, 'content scripts are injected on demand');
  assert.equal(chromium.web_accessible_resources, undefined, 'no page can load or frame the panel');
  assert.ok(chromium.permissions.includes('sidePanel'));
  assert.ok(!chromium.permissions.includes('tabs'), 'host permissions cover what "tabs" gave');
});

test('every file the manifest and background name exists', () => {
  const bg = readFileSync(new URL('../background.js', import.meta.url), 'utf8');
  const listed = JSON.parse(/const CONTENT_FILES = (\[[^\]]*\])/.exec(bg)[1].replace(/'/g, '"'));
  assert.equal(listed.at(-1), 'content/main.js', 'main.js goes last: it uses the others');
  const firstContent = listed.findIndex((f) => f.startsWith('content/'));
  for (const g of ['generated/secrets.js', 'generated/patterns.js']) {
    assert.ok(listed.includes(g) && listed.indexOf(g) < firstContent, g + ' loads before the content scripts that read it');
  }
  for (const f of listed) assert.ok(SHIP.includes(f.split('/')[0]), f + ' ships in the Firefox build');
  const files = [chromium.background.service_worker, chromium.options_ui.page, 'ui/sidecar.html', ...listed];
  for (const f of files) assert.ok(existsSync(new URL('../' + f, import.meta.url)), f);
  const html = readFileSync(new URL('../ui/sidecar.html', import.meta.url), 'utf8');
  for (const [, src] of html.matchAll(/<script src="([^"]+)"/g)) assert.ok(existsSync(new URL('../ui/' + src, import.meta.url)), src);
});

test('Firefox gets the panel as its sidebar, and the shortcut opens it', () => {
  const m = firefoxManifest(chromium);
  assert.equal(m.sidebar_action.default_panel, 'ui/sidecar.html');
  assert.equal(m.sidebar_action.open_at_install, false);
  assert.ok(existsSync(new URL('../' + m.sidebar_action.default_panel, import.meta.url)));
  assert.equal(m.commands._execute_action, undefined);
  assert.deepEqual(m.commands._execute_sidebar_action, chromium.commands._execute_action);
  assert.ok(!m.permissions.includes('sidePanel'));
});
