// bg.js: messages from UI pages to the background. The service worker can
// stop at any moment (idle timeout, update, a test's CDP call); a message
// that dies with it is retried with backoff, so the run survives.
// Defines globalThis.LaikaBG.
(function (root) {
  'use strict';
  const RETRY_MS = [200, 500, 1000, 2000, 3000, 5000];
  // Codes that mean "the worker or the host went away", not "the request
  // was wrong": worth retrying once things are back.
  const TRANSIENT = new Set(['host_disconnected', 'host_exited', 'worker_stopped']);

  const t = (k) => (root.LaikaI18n ? root.LaikaI18n.t(k) : k);

  async function once(msg) {
    try {
      const r = await chrome.runtime.sendMessage(msg);
      if (r === undefined) return { status: 'error', error: 'worker_stopped', message: t('workerStopped') };
      return r;
    } catch (e) {
      return { status: 'error', error: 'worker_stopped', message: String((e && e.message) || e) };
    }
  }

  // send delivers msg, retrying transient failures; onRetry(n, reply) lets
  // the UI say it is reconnecting.
  async function send(msg, onRetry) {
    let r = await once(msg);
    for (let i = 0; i < RETRY_MS.length && r.status === 'error' && TRANSIENT.has(r.error); i++) {
      if (onRetry) onRetry(i + 1, r);
      await new Promise((res) => setTimeout(res, RETRY_MS[i]));
      r = await once(msg);
    }
    return r;
  }

  // host sends one protocol message through the background and returns its
  // payload or throws {code, message}. cancelKey (optional) names the
  // request for cancel().
  async function host(type, payload, onRetry, cancelKey) {
    const msg = { type: 'laika.host', hostType: type, payload };
    if (cancelKey) msg.cancelKey = cancelKey;
    const r = await send(msg, onRetry);
    if (r.status !== 'ok') throw { code: r.error, message: r.message };
    return r.payload;
  }

  // cancel stops the host request sent with cancelKey, in the host too
  // (request.cancel); the request then fails with the code cancelled.
  async function cancel(cancelKey) {
    const r = await once({ type: 'laika.cancel', cancelKey });
    return r.status === 'ok' && r.cancelled === true;
  }

  root.LaikaBG = { send, host, once, cancel, TRANSIENT };
})(globalThis);
