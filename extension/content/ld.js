// ld.js: the one walk through a page's JSON-LD, the same as Go's
// (extract/jsonld.go ldFind): the first value at(x) gives for one of its
// objects x, depth first, an object before what it nests under the keys
// the caller names (a @graph, a main entity, an offer), lists element by
// element. A block that is not JSON declares nothing. Defines
// globalThis.LaikaLD.
(function (root) {
  'use strict';
  // MAX_DEPTH bounds the walk: a list and the object in it are a level
  // each (extract/jsonld.go maxLDDepth).
  const MAX_DEPTH = 6;

  // blocks is the decoded JSON-LD blocks of doc, in document order.
  function blocks(doc) {
    const out = [];
    for (const s of doc.querySelectorAll('script[type="application/ld+json"]')) {
      try {
        out.push(JSON.parse(s.textContent || ''));
      } catch {
        // not JSON: declares nothing
      }
    }
    return out;
  }

  // findIn is the first truthy at(x) in the decoded block v, or null.
  function findIn(v, nests, at) {
    const walk = (v, depth) => {
      if (depth > MAX_DEPTH || !v || typeof v !== 'object') return null;
      if (Array.isArray(v)) {
        for (const e of v) {
          const r = walk(e, depth + 1);
          if (r) return r;
        }
        return null;
      }
      const r = at(v);
      if (r) return r;
      for (const k of nests) {
        const n = walk(v[k], depth + 1);
        if (n) return n;
      }
      return null;
    };
    return walk(v, 0);
  }

  // find is the first truthy at(x) in doc's JSON-LD blocks, or null
  // (extract/jsonld.go ldFirst).
  function find(doc, nests, at) {
    for (const v of blocks(doc)) {
      const r = findIn(v, nests, at);
      if (r) return r;
    }
    return null;
  }

  root.LaikaLD = { MAX_DEPTH, blocks, find, findIn };
})(globalThis);
