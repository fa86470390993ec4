// ollama-stream.mjs: scenario 1 with a REAL model, shared by
// ollama.test.mjs (Chromium) and ollama-firefox.test.mjs: Ollama serving the
// tiny stories260K model streams a summary token by token; the sidecar
// shows it growing, append-only. (The model writes children's stories, not
// summaries: this tests the stream, not the prose.) One file per browser,
// because each test file gets its own --test-timeout and a real model run
// takes a minute or more under load.
import assert from 'node:assert/strict';
import { launch, serveFixtures, openSidecar, shoot, startOllama, hostHello } from './harness.mjs';

export async function ollamaSummaryStream(t, browser) {
  const ollama = await startOllama();
  if (ollama.skip) return t.skip(ollama.skip);
  const site = await serveFixtures();
  const b = await launch({ browser, env: { LAIKA_MODEL: 'ollama:' + ollama.model, OLLAMA_HOST: ollama.host } });
  try {
    const hello = await hostHello(b);
    assert.equal(hello.model.backend, 'ollama');
    assert.equal(hello.model.reachable, true, JSON.stringify(hello.model));
    const page = await b.context.newPage();
    await page.goto(site.url('article.html'));
    const sc = await openSidecar(b, page);
    assert.equal(await sc.locator('#status').isHidden(), true, 'no "no model" notice with a model');
    // Every append is recorded in the panel as it happens, so that the
    // stream is seen growing however late this process looks: a check
    // made from here caught it "mid-stream" only when the harness kept
    // up, and under load the model had finished by then.
    await sc.locator('body').evaluate((body) => {
      window.__laikaStream = [];
      new MutationObserver((records) => {
        for (const r of records) {
          const el = r.target;
          if (el.dataset && el.dataset.testid === 'summary') window.__laikaStream.push({ chunks: Number(el.dataset.chunks), text: el.textContent, done: !!el.dataset.done });
        }
      }).observe(body, { subtree: true, attributes: true, attributeFilter: ['data-chunks'] });
    });
    await sc.locator('#summarize').click();
    const summary = sc.locator('[data-testid=summary]');
    await sc.locator('[data-testid=summary][data-chunks]').waitFor({ timeout: 60000 });
    await shoot(page, '02b-streaming-summary-ollama');
    await sc.locator('[data-testid=summary][data-done="1"]').waitFor({ timeout: 120000 });
    const chunks = Number(await summary.getAttribute('data-chunks'));
    const text = await summary.textContent();
    const states = await sc.locator('body').evaluate(() => window.__laikaStream);
    assert.ok(chunks > 5, 'the text arrived in many polls: ' + chunks);
    const mid = states.find((s) => !s.done && s.chunks >= 2 && s.text.trim());
    assert.ok(mid, 'no state seen mid-stream: ' + JSON.stringify(states.map((s) => [s.chunks, s.done])));
    assert.ok(mid.chunks < chunks, `mid-stream ${mid.chunks} < final ${chunks}`);
    assert.ok(text.length > mid.text.length);
    for (let i = 1; i < states.length; i++) assert.ok(states[i].chunks >= states[i - 1].chunks, 'the chunk count never goes back');
    const norm = (x) => x.replace(/\s+/g, ' ').trim();
    const start = norm(mid.text).slice(0, 40);
    assert.ok(norm(text).startsWith(start), `append-only: the start never changes (${JSON.stringify(start)})`);
    await shoot(page, '03b-summary-done-ollama');
  } finally {
    await b.close();
    await site.close();
    ollama.stop();
  }
}
