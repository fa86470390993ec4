// vendor.mjs copies the third-party libraries the extension loads from
// node_modules into vendor/, so the unpacked extension runs without npm and
// every byte that ships is pinned by package-lock.json. Run: npm run vendor.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = dirname(dirname(fileURLToPath(import.meta.url)));
const nm = join(root, 'node_modules');
const out = join(root, 'vendor');

// [package, file in the package, name in vendor/]
const files = [
  ['@mozilla/readability', 'Readability.js', 'Readability.js'],
  ['@mozilla/readability', 'LICENSE.md', 'Readability.LICENSE.md'],
  ['dompurify', 'dist/purify.min.js', 'purify.min.js'],
  ['dompurify', 'LICENSE', 'purify.LICENSE'],
  ['marked', 'lib/marked.umd.js', 'marked.umd.js'],
  ['marked', 'LICENSE', 'marked.LICENSE.md'],
];

mkdirSync(out, { recursive: true });
const versions = {};
for (const [pkg, file, name] of files) {
  copyFileSync(join(nm, pkg, file), join(out, name));
  versions[pkg] = JSON.parse(readFileSync(join(nm, pkg, 'package.json'), 'utf8')).version;
}
writeFileSync(join(out, 'VERSIONS.json'), JSON.stringify(versions, null, 2) + '\n');
console.log('vendored', versions);
