// handles.js: the handle store. A handle names one element of one document
// at one navigation generation; the model only ever sees handle ids, minted
// here from trusted extraction, never from model text. A classic script that
// defines globalThis.LaikaHandles (content scripts cannot be modules; node
// --test loads it the same way).
(function (root) {
  'use strict';

  // newDocumentId returns a random id for this document load. Each load of
  // the content script is a new document, so ids never collide across
  // reloads even when the URL is the same.
  function newDocumentId() {
    const b = new Uint8Array(8);
    root.crypto.getRandomValues(b);
    return 'd' + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  }

  // HandleStore maps handle ids to elements. Ids look like "<n>@<gen>": n
  // counts up per document, gen is the navigation generation they were
  // minted in. An element keeps its id while the generation holds, so two
  // observations of the same page agree.
  class HandleStore {
    constructor(documentId) {
      this.documentId = documentId || newDocumentId();
      this.generation = 0;
      this.next = 1;
      this.byId = new Map();
      this.byElement = new WeakMap();
      this.pins = new Map();
    }

    // bump starts a new navigation generation (SPA navigation, history
    // change): every handle minted before it becomes stale.
    bump() {
      this.generation++;
      this.byId.clear();
      this.byElement = new WeakMap();
      this.pins.clear();
    }

    // pin records what an observation said about a handle's control (a
    // fingerprint from extract.js); pinned returns it. The latest
    // observation wins: that is the one the gate decides on.
    pin(handleId, fp) {
      this.pins.set(handleId, fp);
    }

    pinned(handleId) {
      return this.pins.get(handleId);
    }

    // mint returns el's handle id in the current generation.
    mint(el) {
      const have = this.byElement.get(el);
      if (have) return have;
      const id = this.next++ + '@' + this.generation;
      this.byId.set(id, el);
      this.byElement.set(el, id);
      return id;
    }

    // resolve returns {el} or {error}: stale_handle when the id belongs to an
    // earlier generation or another document or its element left the DOM,
    // not_found when no such handle was ever minted here.
    resolve(handleId) {
      if (typeof handleId !== 'string' || handleId === '') return { error: 'invalid_arguments', message: 'handleId is required' };
      const m = /^(\d+)@(\d+)$/.exec(handleId);
      if (!m) return { error: 'not_found', message: 'no element has handle ' + JSON.stringify(handleId) };
      const gen = Number(m[2]);
      if (gen !== this.generation) return { error: 'stale_handle', message: 'handle ' + handleId + ' is from navigation generation ' + gen + ', the page is at ' + this.generation + '; observe again' };
      const el = this.byId.get(handleId);
      if (!el) {
        if (Number(m[1]) < this.next) return { error: 'stale_handle', message: 'handle ' + handleId + ' was dropped; observe again' };
        return { error: 'not_found', message: 'no element has handle ' + handleId };
      }
      if (!el.isConnected) {
        this.byId.delete(handleId);
        return { error: 'stale_handle', message: 'the element of handle ' + handleId + ' left the page; observe again' };
      }
      return { el };
    }

    // checkBinding verifies a caller's (documentId, navigationGeneration)
    // pair, when given, against this document.
    checkBinding(documentId, generation) {
      if (documentId && documentId !== this.documentId) return { error: 'stale_handle', message: 'the page was reloaded or replaced since it was observed' };
      if (generation !== undefined && generation !== null && Number(generation) !== this.generation) return { error: 'stale_handle', message: 'the page navigated since it was observed' };
      return null;
    }
  }

  root.LaikaHandles = { HandleStore, newDocumentId };
})(globalThis);
