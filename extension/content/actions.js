// actions.js: the DOM actions (browser.click, type, select, scroll). Each
// checks its preconditions first and answers with a stable error code; none
// verifies its own effect: the host re-observes and decides. Defines
// globalThis.LaikaActions.
(function (root) {
  'use strict';
  const { isSensitiveField } = root.LaikaHeuristics;

  const TEXT_INPUT_TYPES = new Set(['text', 'search', 'email', 'url', 'tel', 'number', '']);

  function err(code, message) {
    return { status: 'error', error: code, message };
  }

  // isVisible: the element has a box and is not hidden by CSS.
  function isVisible(el) {
    if (typeof el.checkVisibility === 'function' && !el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return false;
    const r = el.getBoundingClientRect();
    return r.width > 0 && r.height > 0;
  }

  function isDisabled(el) {
    return !!el.disabled || el.getAttribute('aria-disabled') === 'true' || !!el.closest('fieldset[disabled]');
  }

  // coveredBy returns the element on top at el's centre when it is neither
  // el nor inside el: a modal, cookie banner or sticky header over the target.
  function coveredBy(el) {
    const r = el.getBoundingClientRect();
    const x = r.left + Math.min(r.width / 2, r.width - 1);
    const y = r.top + Math.min(r.height / 2, r.height - 1);
    const doc = el.ownerDocument;
    let top = doc.elementFromPoint(x, y);
    while (top && top.shadowRoot) {
      const inner = top.shadowRoot.elementFromPoint(x, y);
      if (!inner || inner === top) break;
      top = inner;
    }
    if (!top || top === el || el.contains(top) || top.contains(el)) return null;
    const rootNode = el.getRootNode();
    if (rootNode !== doc && rootNode.host && (rootNode.host === top || rootNode.host.contains(top))) return null;
    return top;
  }

  // target resolves handleId and checks the element can take a pointer.
  function target(store, args, needVisible) {
    if (!args || typeof args.handleId !== 'string' || !args.handleId) return { res: err('invalid_arguments', 'handleId is required') };
    const r = store.resolve(args.handleId);
    if (r.error) return { res: err(r.error, r.message) };
    const el = r.el;
    if (!el.isConnected) return { res: err('stale_handle', 'the element left the page; observe again') };
    const changed = root.LaikaExtract ? root.LaikaExtract.controlChanged(el, store, args.handleId) : '';
    if (changed) return { res: err('stale_handle', 'the element changed since it was observed (' + changed + '); observe again') };
    if (needVisible) {
      el.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
      if (!isVisible(el)) return { res: err('not_interactable', 'the element is not visible') };
    }
    return { el };
  }

  function click(store, args) {
    const t = target(store, args, true);
    if (t.res) return t.res;
    const el = t.el;
    if (isDisabled(el)) return err('disabled', 'the element is disabled');
    const over = coveredBy(el);
    if (over) return err('blocked_by_overlay', 'another element covers it (' + over.tagName.toLowerCase() + (over.id ? '#' + over.id : '') + ')');
    el.focus({ preventScroll: true });
    el.click();
    return { status: 'ok' };
  }

  // setNativeValue sets value through the prototype setter so frameworks
  // that track the value property (React) see the change.
  function setNativeValue(el, value) {
    const proto = el.tagName === 'TEXTAREA' ? HTMLTextAreaElement.prototype : el.tagName === 'SELECT' ? HTMLSelectElement.prototype : HTMLInputElement.prototype;
    const desc = Object.getOwnPropertyDescriptor(proto, 'value');
    if (desc && desc.set) desc.set.call(el, value);
    else el.value = value;
  }

  function type(store, args) {
    const t = target(store, args, false);
    if (t.res) return t.res;
    const el = t.el;
    // Defence in depth: the Policy Gate should never allow this, and if it
    // does, the page still gets no secret from us.
    // semantics.js re-runs the gate's multilingual check on the live
    // element: the page may have changed it since the observation.
    const kind = root.LaikaSemantics ? root.LaikaSemantics.sensitiveKind(el) : '';
    if (isSensitiveField(el) || kind) return err('sensitive_field', 'Laika does not type into password, one-time-code, payment, secret or identity fields' + (kind ? ' (this looks like a ' + kind + ' field)' : ''));
    if (typeof args.text !== 'string') return err('missing_value', 'text is required');
    const editable = el.isContentEditable || el.tagName === 'TEXTAREA' || (el.tagName === 'INPUT' && TEXT_INPUT_TYPES.has((el.getAttribute('type') || '').toLowerCase()));
    if (!editable) return err('not_editable', 'the element does not take text');
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (!isVisible(el)) return err('not_interactable', 'the element is not visible');
    if (isDisabled(el)) return err('disabled', 'the element is disabled');
    if (el.readOnly) return err('not_editable', 'the field is read-only');
    const over = coveredBy(el);
    if (over) return err('blocked_by_overlay', 'another element covers it');
    el.focus({ preventScroll: true });
    if (el.isContentEditable) {
      el.textContent = args.text;
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: args.text }));
    } else {
      setNativeValue(el, args.text);
      el.dispatchEvent(new InputEvent('input', { bubbles: true, inputType: 'insertText', data: args.text }));
      el.dispatchEvent(new Event('change', { bubbles: true }));
    }
    return { status: 'ok' };
  }

  function select(store, args) {
    const t = target(store, args, false);
    if (t.res) return t.res;
    const el = t.el;
    if (el.tagName !== 'SELECT') return err('not_select', 'the element is not a <select>');
    // A card's expiry month or a security question is chosen, not typed:
    // the same live re-check as browser.type.
    const kind = root.LaikaSemantics ? root.LaikaSemantics.sensitiveKind(el) : '';
    if (isSensitiveField(el) || kind) return err('sensitive_field', 'Laika does not fill payment, password, code, secret or identity fields' + (kind ? ' (this looks like a ' + kind + ' field)' : ''));
    if (typeof args.value !== 'string' || args.value === '') return err('missing_value', 'value is required');
    el.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (!isVisible(el)) return err('not_interactable', 'the element is not visible');
    if (isDisabled(el)) return err('disabled', 'the element is disabled');
    const opt = Array.from(el.options).find((o) => o.value === args.value) || Array.from(el.options).find((o) => o.textContent.trim().toLowerCase() === args.value.trim().toLowerCase());
    if (!opt) return err('not_found', 'no option has value or label ' + JSON.stringify(args.value));
    if (opt.disabled) return err('disabled', 'that option is disabled');
    setNativeValue(el, opt.value);
    el.dispatchEvent(new Event('input', { bubbles: true }));
    el.dispatchEvent(new Event('change', { bubbles: true }));
    return { status: 'ok' };
  }

  function scroll(store, args, win) {
    const dy = args && args.deltaY;
    if (typeof dy !== 'number' || !Number.isFinite(dy)) return err('invalid_arguments', 'deltaY must be a number');
    if (args.handleId) {
      const t = target(store, args, false);
      if (t.res) return t.res;
      t.el.scrollBy({ top: dy, behavior: 'instant' });
    } else {
      win.scrollBy({ top: dy, behavior: 'instant' });
    }
    return { status: 'ok' };
  }

  // selectionLinks lists the web links inside the user's current text
  // selection (browser.get_selection_links), URLs redacted like the
  // observation's.
  function selectionLinks(args, win) {
    const max = Number.isInteger(args && args.maxLinks) && args.maxLinks > 0 ? Math.min(args.maxLinks, 1000) : 50;
    const sel = win.getSelection();
    const out = [];
    const seen = new Set();
    if (!sel || sel.isCollapsed) return { status: 'ok', links: out };
    for (let i = 0; i < sel.rangeCount; i++) {
      const range = sel.getRangeAt(i);
      const scope = range.commonAncestorContainer.nodeType === 1 ? range.commonAncestorContainer : range.commonAncestorContainer.parentElement;
      const anchors = scope.closest('a[href]') ? [scope.closest('a[href]')] : Array.from(scope.querySelectorAll('a[href]'));
      for (const a of anchors) {
        if (out.length >= max) break;
        if (!range.intersectsNode(a)) continue;
        const r = root.LaikaURL.redactURL(a.href);
        if (!r.url || !/^https?:/.test(r.url) || seen.has(r.url)) continue;
        seen.add(r.url);
        out.push({ url: r.url, text: (a.textContent || '').replace(/\s+/g, ' ').trim().slice(0, 200) });
      }
    }
    return { status: 'ok', links: out };
  }

  // run executes one DOM action by tool name.
  function run(store, name, args, win) {
    switch (name) {
      case 'browser.click':
        return click(store, args);
      case 'browser.type':
        return type(store, args);
      case 'browser.select':
        return select(store, args);
      case 'browser.scroll':
        return scroll(store, args, win);
      case 'browser.get_selection_links':
        return selectionLinks(args, win);
      default:
        return err('unsupported_tool', 'the content script does not run ' + name);
    }
  }

  root.LaikaActions = { run, isVisible, coveredBy };
})(globalThis);
