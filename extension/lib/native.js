// native.js: the one long-lived native-messaging port to laika-host.
// Requests carry ids and timeouts; a dropped port fails every pending
// request with a clear code and reconnects with backoff. Nothing here must
// survive the service worker stopping: a new worker simply reconnects.
// Defines globalThis.LaikaNative.
(function (root) {
  'use strict';

  const HOST_NAME = 'dev.laika.host';
  const BACKOFF_MS = [250, 500, 1000, 2000, 5000, 10000, 30000];
  // Per-type timeouts: planning may wait on a slow local model.
  const TIMEOUT_MS = { plan: 180000, approval: 30000, 'summary.poll': 40000, 'collection.ask': 180000, 'collection.transform': 180000, default: 20000 };

  // classify turns chrome.runtime.lastError's message into a stable code the
  // UI can explain.
  function classify(message) {
    const m = (message || '').toLowerCase();
    // Chrome: "Specified native messaging host not found."; Firefox: "No
    // such native application dev.laika.host" (also when the manifest's
    // allowed_extensions lacks this add-on: Firefox does not say which).
    if (m.includes('not found') || m.includes('no such native application')) return 'host_not_installed';
    // Firefox names its 1 MiB cap on messages from the host; Chrome says only
    // "Error when communicating with the native messaging host."
    if (m.includes('exceeds the limit')) return 'response_too_large';
    if (m.includes('forbidden') || m.includes('access to the specified native messaging host')) return 'host_forbidden';
    if (m.includes('exited')) return 'host_exited';
    return 'host_disconnected';
  }

  class HostConnection {
    // onStatus(status) is called on every state change; status is
    // {state, code?, message?, hello?}.
    constructor(onStatus) {
      this.port = null;
      this.pending = new Map();
      // keys maps a caller's cancel key to the id of its request in flight
      // (cancel below).
      this.keys = new Map();
      this.seq = 0;
      this.attempt = 0;
      this.timer = null;
      this.status = { state: 'idle' };
      this.onStatus = onStatus || (() => {});
      this.ready = null;
    }

    setStatus(s) {
      this.status = s;
      this.onStatus(s);
    }

    // connect opens the port (once) and resolves after hello answers.
    connect() {
      if (this.ready) return this.ready;
      this.ready = new Promise((resolve, reject) => {
        let port;
        try {
          port = chrome.runtime.connectNative(HOST_NAME);
        } catch (e) {
          const err = { code: 'host_not_installed', message: String(e.message || e) };
          this.ready = null;
          this.setStatus({ state: 'error', ...err });
          reject(err);
          return;
        }
        this.port = port;
        this.setStatus({ state: 'connecting' });
        port.onMessage.addListener((msg) => this.onMessage(msg));
        port.onDisconnect.addListener(() => {
          const lastError = chrome.runtime.lastError; // reading it marks it handled
          // Firefox leaves lastError unset and puts the reason on port.error.
          const portError = port.error && port.error.message;
          const message = (lastError && lastError.message) || portError || this.fatal || 'native host disconnected';
          const code = this.fatalCode || classify(message);
          this.port = null;
          this.ready = null;
          this.fatal = this.fatalCode = null;
          for (const [, p] of this.pending) {
            clearTimeout(p.timer);
            p.reject({ code, message });
          }
          this.pending.clear();
          this.setStatus({ state: code === 'host_not_installed' ? 'host_missing' : 'error', code, message });
          reject({ code, message });
          this.scheduleReconnect();
        });
        this.send('hello', {}, TIMEOUT_MS.default).then(
          (hello) => {
            this.attempt = 0;
            this.setStatus({ state: 'connected', hello });
            resolve(hello);
          },
          (e) => reject(e)
        );
      });
      this.ready.catch(() => {});
      return this.ready;
    }

    // restart closes the port and opens a new one, which starts a new host
    // process: how settings saved in the host's config take effect.
    // Disconnecting from this side does not fire our own onDisconnect, so
    // pending requests are failed here.
    restart() {
      clearTimeout(this.timer);
      const port = this.port;
      this.port = null;
      this.ready = null;
      for (const [, p] of this.pending) {
        clearTimeout(p.timer);
        p.reject({ code: 'host_restarted', message: 'laika-host was restarted' });
      }
      this.pending.clear();
      if (port) port.disconnect();
      return this.connect();
    }

    // scheduleReconnect retries with backoff while requests may come; a
    // missing host is retried slowly, since only an install fixes it.
    scheduleReconnect() {
      clearTimeout(this.timer);
      const i = Math.min(this.attempt++, BACKOFF_MS.length - 1);
      const delay = this.status.state === 'host_missing' ? BACKOFF_MS[BACKOFF_MS.length - 1] : BACKOFF_MS[i];
      this.timer = setTimeout(() => this.connect().catch(() => {}), delay);
    }

    onMessage(msg) {
      if (!msg || typeof msg !== 'object') return;
      if (msg.id == null) {
        // A fatal frame: the host explains why it is about to exit.
        if (msg.status === 'error' && msg.error) {
          this.fatalCode = msg.error.code;
          this.fatal = msg.error.message;
        }
        return;
      }
      const p = this.pending.get(msg.id);
      if (!p) return;
      this.pending.delete(msg.id);
      if (p.key && this.keys.get(p.key) === msg.id) this.keys.delete(p.key);
      clearTimeout(p.timer);
      if (msg.status === 'ok') p.resolve(msg.payload || {});
      else p.reject(msg.error || { code: 'internal', message: 'malformed reply' });
    }

    send(type, payload, timeoutMs, key) {
      return new Promise((resolve, reject) => {
        if (!this.port) {
          reject({ code: 'host_disconnected', message: 'not connected to laika-host' });
          return;
        }
        const id = 'x' + Date.now().toString(36) + '-' + ++this.seq;
        const timer = setTimeout(() => {
          this.pending.delete(id);
          // Nobody waits for the answer any more: the host stops the work
          // (a model call) instead of finishing it for nothing.
          this.cancelID(id);
          reject({ code: 'timeout', message: type + ' got no reply within ' + timeoutMs + ' ms' });
        }, timeoutMs);
        if (key) this.keys.set(key, id);
        this.pending.set(id, { resolve, reject, timer, key });
        try {
          this.port.postMessage({ id, type, payload: payload || {} });
        } catch (e) {
          clearTimeout(timer);
          this.pending.delete(id);
          reject({ code: 'host_disconnected', message: String(e.message || e) });
        }
      });
    }

    // request sends one message, connecting first if needed. key (any
    // string the caller picks) lets cancel(key) stop it while in flight.
    async request(type, payload, key) {
      await this.connect();
      return this.send(type, payload, TIMEOUT_MS[type] || TIMEOUT_MS.default, key);
    }

    // cancel stops the request sent with key, if it is still in flight: it
    // fails at once with the code cancelled, and the host is told to stop
    // its work (request.cancel, docs/protocol.md). It reports whether there
    // was such a request.
    cancel(key) {
      const id = this.keys.get(key);
      this.keys.delete(key);
      const p = id && this.pending.get(id);
      if (!p) return false;
      this.pending.delete(id);
      clearTimeout(p.timer);
      p.reject({ code: 'cancelled', message: 'stopped before the host answered' });
      this.cancelID(id);
      return true;
    }

    // cancelID asks the host to stop request id; the answer does not matter.
    cancelID(id) {
      if (this.port) this.send('request.cancel', { requestId: id }, TIMEOUT_MS.default).catch(() => {});
    }
  }

  root.LaikaNative = { HostConnection, classify, HOST_NAME };
})(globalThis);
