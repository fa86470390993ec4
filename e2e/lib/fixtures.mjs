// Shared fixture folders: the pages Go's golden tests read from
// extract/testdata/<set>, served on loopback so the content script reads
// the same bytes in a real browser.
import { createServer } from 'node:http';
import { existsSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { ROOT } from './harness.mjs';

// MEDIA: the media type of a fixture that is not HTML, by its name (as
// extract/documents_test.go documentMedia).
const MEDIA = { '.txt': 'text/plain', '.md': 'text/markdown', '.xml': 'application/xml' };

// serveFixtures serves extract/testdata/<set> under /<set>/ and resolves
// with the folder, the origin and a close function. Paths outside the
// folder are 404s.
export async function serveFixtures(set) {
  const dir = join(ROOT, 'extract', 'testdata', set);
  const prefix = new RegExp(`^/${set}/`);
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url, 'http://x').pathname).replace(prefix, '');
    const file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file)) {
      res.writeHead(404);
      res.end();
      return;
    }
    res.writeHead(200, { 'content-type': (MEDIA[extname(file)] || 'text/html') + '; charset=utf-8' });
    res.end(readFileSync(file));
  });
  await new Promise((r) => server.listen(0, '127.0.0.1', r));
  return {
    dir,
    origin: `http://127.0.0.1:${server.address().port}`,
    // The browser keeps its connection alive while the page stays open;
    // close() would wait a minute for it to idle out.
    close: () => new Promise((r) => { server.close(r); server.closeAllConnections(); }),
  };
}
