// weights.js: class names in the copy Readability.js reads, rewritten so it
// weighs blocks as go-readability does for the host. Defines
// globalThis.LaikaWeights.
(function (root) {
  'use strict';
  const { classOf, idOf } = root.LaikaWalk;

  // Readability.js weighs a block down when its class or id holds
  // "hidden", "media" or "scroll" anywhere; go-readability v2 (extract)
  // only for a whole "hidden" (or "hid", "d-none") class and never for
  // "media" or "scroll". Layout utilities such as "overflow-hidden",
  // "media-body" or "scroll-smooth" clip or place a block without hiding
  // it, and Readability.js dropped the open product description or the
  // spec list inside one that the host kept.
  const LOOSE = /hidden|media|scroll/gi;
  const WHOLE = /^(?:hidden|hid|d-none)$/i;

  // softened is names without those words where a token only contains
  // them: a whole "hidden" class keeps its weight in both readers.
  const softened = (names) =>
    names
      .split(/\s+/)
      .map((t) => (WHOLE.test(t) ? t : t.replace(LOOSE, '')))
      .filter(Boolean)
      .join(' ');

  // soften rewrites class and id names that way in a detached copy (never
  // the live page), after our own rules have read them.
  function soften(body) {
    if (!body) return;
    for (const el of body.querySelectorAll('[class],[id]')) {
      for (const [name, value] of [['class', classOf(el)], ['id', idOf(el)]]) {
        LOOSE.lastIndex = 0;
        if (value && LOOSE.test(value)) el.setAttribute(name, softened(value));
      }
    }
  }

  root.LaikaWeights = { soften };
})(globalThis);
