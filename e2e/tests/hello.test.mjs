// The first, simplest end-to-end check: headless Chromium with the
// extension starts the real laika-host through native messaging and the
// two exchange hello.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launch, EXTENSION_DIR } from '../lib/harness.mjs';

test('extension exchanges hello with the real host', async () => {
  const b = await launch();
  try {
    const hello = await b.worker.evaluate(() => host.connect());
    const registry = JSON.parse(readFileSync(join(EXTENSION_DIR, 'generated', 'registry.json'), 'utf8'));
    assert.equal(hello.protocolVersion, registry.protocolVersion);
    assert.ok(hello.capabilities.includes('hello'), 'capabilities: ' + hello.capabilities);
    assert.match(hello.hostVersion, /\S/);
    assert.equal(hello.model.backend, 'builtin');
    const status = await b.worker.evaluate(() => host.status.state);
    assert.equal(status, 'connected');
  } finally {
    await b.close();
  }
});

test('without the host installed the extension reports host_not_installed', async () => {
  const b = await launch({ installHost: false });
  try {
    const err = await b.worker.evaluate(() => host.connect().then(() => null, (e) => e));
    assert.equal(err && err.code, 'host_not_installed', JSON.stringify(err));
  } finally {
    await b.close();
  }
});
