// i18n.js: every string the panel shows comes from _locales through
// chrome.i18n. t(key, subs) returns the message; localize(root) fills the
// elements marked data-i18n (text), data-i18n-label (aria-label and
// title), data-i18n-placeholder and data-i18n-title. A missing key shows as
// the key itself so it is noticed, never as an empty label.
// Defines globalThis.LaikaI18n.
(function (root) {
  'use strict';

  // messages is set by tests (node has no chrome.i18n): the parsed
  // _locales/en/messages.json.
  let messages = null;

  function t(key, subs) {
    const list = subs === undefined ? [] : Array.isArray(subs) ? subs.map(String) : [String(subs)];
    if (!messages && root.chrome && chrome.i18n && chrome.i18n.getMessage) {
      const m = chrome.i18n.getMessage(key, list);
      if (m) return m;
      return key;
    }
    const e = messages && messages[key];
    if (!e) return key;
    return e.message.replace(/\$(\d)/g, (_, n) => (list[Number(n) - 1] !== undefined ? list[Number(n) - 1] : ''));
  }

  function localize(rootEl) {
    for (const el of rootEl.querySelectorAll('[data-i18n]')) el.textContent = t(el.dataset.i18n);
    for (const el of rootEl.querySelectorAll('[data-i18n-label]')) {
      const s = t(el.dataset.i18nLabel);
      el.setAttribute('aria-label', s);
      el.title = s;
    }
    for (const el of rootEl.querySelectorAll('[data-i18n-placeholder]')) el.placeholder = t(el.dataset.i18nPlaceholder);
    for (const el of rootEl.querySelectorAll('[data-i18n-title]')) el.title = t(el.dataset.i18nTitle);
  }

  // stopSentence says how a run ended in words (_locales stop_<code>); a
  // reason with no message (a sentence already, or a new code) is shown
  // after "Stopped:". The thread and the History export both use it.
  function stopSentence(reason) {
    const key = 'stop_' + String(reason);
    const m = /^[a-z0-9_]+$/.test(String(reason)) ? t(key) : key;
    return m !== key ? m : t('stoppedReason', reason);
  }

  root.LaikaI18n = { t, localize, stopSentence, setMessages: (m) => (messages = m) };
})(globalThis);
