// build-firefox.mjs writes out/firefox/: the same sources as the Chromium
// build with a Firefox manifest variant (gecko id, background scripts
// instead of a service worker, no "key"). Run: node extension/build-firefox.mjs
// (or npm run build:firefox in extension/). Load it from about:debugging.
import { cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const src = dirname(fileURLToPath(import.meta.url));
const out = join(src, '..', 'out', 'firefox');

// Shipped files: everything the manifest and pages reference, nothing from
// npm or the tests.
export const SHIP = ['background.js', 'lib', 'content', 'ui', 'vendor', 'generated', '_locales'];

// firefoxManifest derives the Firefox manifest from the Chromium one.
export function firefoxManifest(chromium) {
  const m = structuredClone(chromium);
  delete m.key; // Firefox ids come from browser_specific_settings
  delete m.minimum_chrome_version;
  // Firefox MV3 has no extension service workers: an event page loads the
  // same scripts in order (background.js's importScripts is skipped there).
  const bg = ['generated/secrets.js', 'lib/url.js', 'lib/native.js', 'lib/tabtools.js', m.background.service_worker];
  m.background = { scripts: bg };
  m.browser_specific_settings = { gecko: { id: 'laika@laika.dev', strict_min_version: '128.0' } };
  // Firefox does not know use_dynamic_url.
  if (m.web_accessible_resources) m.web_accessible_resources = m.web_accessible_resources.map(({ use_dynamic_url, ...r }) => r);
  // chrome.sidePanel is Chromium's; Firefox shows the same page in its
  // sidebar. background.js sets it per tab (sidebarAction.setPanel with
  // ?tabId=N) and opens it from the toolbar click; a sidebar opened any
  // other way gets the default panel, which reads the active tab.
  m.permissions = (m.permissions || []).filter((p) => p !== 'sidePanel');
  m.sidebar_action = { default_panel: 'ui/sidecar.html', default_title: m.action.default_title, open_at_install: false };
  // Firefox's shortcut opens the sidebar itself (a built-in command, so the
  // user-gesture rule cannot get in the way).
  if (m.commands && m.commands._execute_action) {
    m.commands = { ...m.commands, _execute_sidebar_action: m.commands._execute_action };
    delete m.commands._execute_action;
  }
  return m;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const chromium = JSON.parse(readFileSync(join(src, 'manifest.json'), 'utf8'));
  rmSync(out, { recursive: true, force: true });
  mkdirSync(out, { recursive: true });
  for (const p of SHIP) cpSync(join(src, p), join(out, p), { recursive: true });
  writeFileSync(join(out, 'manifest.json'), JSON.stringify(firefoxManifest(chromium), null, 2) + '\n');
  console.log('wrote', out);
}
