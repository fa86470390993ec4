// research-panel.mjs: driving the sidecar's Research pane, shared by the
// built-in (research.test.mjs) and replayed-model (research-model.test.mjs)
// scenarios. Timeouts are generous because a loaded 2-core machine can take
// a minute per capture or answer; each wait still fails when the state
// never comes.
const WAIT = 90000;

// newCollection makes a collection from the pane and waits until it is the
// selected one.
export async function newCollection(panel, title) {
  await panel.click('#rs-new');
  await panel.fill('#rs-new-title', title);
  await panel.locator('#rs-new-form button[type=submit]').click();
  await panel.locator('#rs-collection option', { hasText: title }).waitFor({ state: 'attached' });
  await panel.waitForFunction((t) => {
    const s = document.getElementById('rs-collection');
    return s.options[s.selectedIndex] && s.options[s.selectedIndex].text.startsWith(t);
  }, title);
}

// waitCollected waits for n sources and the end of capture.
export async function waitCollected(panel, n) {
  await panel.waitForFunction((n) => document.querySelectorAll('#rs-sources li').length === n && document.getElementById('rs-progress').dataset.done === 'true', n, { timeout: WAIT });
}

// ask sends a question to the collection and returns its answer's <li>.
export async function ask(panel, q) {
  const before = await panel.locator('#rs-chat li.assistant:not(.pending)').count();
  await panel.fill('#rs-question', q);
  await panel.click('#rs-ask');
  const li = panel.locator('#rs-chat li.assistant:not(.pending)').nth(before);
  await li.waitFor({ timeout: WAIT });
  return li;
}

// transform clicks a transform button and returns the artifact page it opens.
export async function transform(b, panel, type) {
  const opened = b.context.waitForEvent('page', { timeout: WAIT });
  await panel.click(`#rs-transforms button[data-type=${type}]`);
  const art = await opened;
  await art.waitForLoadState();
  await art.locator('body[data-ready="1"]').waitFor({ timeout: 30000 });
  return art;
}
