import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import '../generated/secrets.js';
import '../lib/url.js';

const { canonicalOrigin, isSecretParam, redactURL } = globalThis.LaikaURL;

// The host's origin.Of is tested against the same table (origin/testdata):
// host and extension spell every site the same way.
test('canonicalOrigin matches the Go golden table', () => {
  const rows = JSON.parse(fs.readFileSync(new URL('../../origin/testdata/canonical.json', import.meta.url), 'utf8'));
  assert.ok(rows.length >= 30);
  for (const r of rows) assert.equal(canonicalOrigin(r.in), r.out, r.in);
});

test('secret parameters come from the generated list', () => {
  assert.ok(globalThis.LaikaSecrets.names.includes('access_token'.replace('_', '')));
  for (const n of ['access_token', 'X-Amz-Signature', 'userPassword', 'client_secret', 'state', 'authCode']) assert.ok(isSecretParam(n), n);
  for (const n of ['q', 'page', 'author', 'lang']) assert.ok(!isSecretParam(n), n);
  const r = redactURL('https://a.example/cb?q=1&client_secret=abc#id_token=xyz&x=1');
  assert.ok(!r.url.includes('abc') && !r.url.includes('xyz'), r.url);
  assert.ok(r.redacted);
});
