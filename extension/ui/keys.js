// keys.js: the panel's keyboard rules, kept apart from the DOM wiring so
// node tests can drive them.
//
// - In the goal box, Enter sends, Shift+Enter adds a line (and Enter while
//   an IME composes text does nothing), Esc stops a run.
// - Approve never takes focus by itself, and a keyboard "click" on it
//   counts only when the person moved focus onto it: a Tab press or a
//   pointer press in the panel after the card appeared. A keystroke meant
//   for something else — the page, the goal box, an Enter held down — can
//   never approve.
// Defines globalThis.LaikaKeys.
(function (root) {
  'use strict';

  // goalKey says what a keydown in the goal box does: "send", "stop" or ""
  // (let the textarea handle it, e.g. Shift+Enter adds a line).
  function goalKey(ev) {
    if (ev.isComposing || ev.keyCode === 229) return '';
    if (ev.key === 'Enter' && !ev.shiftKey && !ev.altKey && !ev.ctrlKey && !ev.metaKey) return 'send';
    if (ev.key === 'Escape') return 'stop';
    return '';
  }

  // panelKey is for keydowns anywhere in the panel: Esc stops.
  function panelKey(ev) {
    return ev.key === 'Escape' && !ev.defaultPrevented ? 'stop' : '';
  }

  // FocusIntent watches one document for the person moving focus: a Tab
  // keydown or a pointer press. armedFor(el) is true when el has focus and
  // got it after such a move that happened after `since`.
  class FocusIntent {
    constructor(doc) {
      this.doc = doc;
      this.lastMove = -1;
      this.focusAt = new WeakMap();
      // Only Laika's own code runs in the panel document (no page can load
      // it), so every event here comes from the person or from us.
      this.onKey = (ev) => {
        if (ev.key === 'Tab') this.lastMove = this.now();
      };
      this.onPointer = () => {
        this.lastMove = this.now();
      };
      this.onFocus = (ev) => {
        // Focus counts as the person's only right after their own move.
        if (ev.target && this.lastMove >= 0 && this.now() - this.lastMove < 1000) this.focusAt.set(ev.target, this.lastMove);
        else if (ev.target) this.focusAt.delete(ev.target);
      };
      doc.addEventListener('keydown', this.onKey, true);
      doc.addEventListener('pointerdown', this.onPointer, true);
      doc.addEventListener('focusin', this.onFocus, true);
    }

    now() {
      return (root.performance && performance.now()) || Date.now();
    }

    // armedFor: el is focused and the person put the focus there after since.
    armedFor(el, since) {
      if (!el || this.doc.activeElement !== el) return false;
      const at = this.focusAt.get(el);
      return at !== undefined && at >= since;
    }
  }

  // clickIsKeyboard: a click event a key press synthesised (Enter or Space
  // on a focused button) has detail 0; a pointer click has detail >= 1.
  function clickIsKeyboard(ev) {
    return ev.detail === 0;
  }

  root.LaikaKeys = { goalKey, panelKey, FocusIntent, clickIsKeyboard };
})(globalThis);
