// approval.js: what the approval card needs besides layout: plain words
// for the Policy Gate's reason codes, and the guard on Approve.
//
// The panel lives in the browser's side panel (or the toolbar popup), not
// in the page, so a page can neither cover nor restyle it. What is left to
// guard is timing and focus: Approve ignores clicks for a moment after it
// appears, never takes focus by itself, and a keyboard press counts only
// when the person moved focus onto it (see keys.js).
// Defines globalThis.LaikaApproval.
(function (root) {
  'use strict';
  const t = (k, s) => root.LaikaI18n.t(k, s);

  // Plain words for the Policy Gate's reason codes (docs/policy.md); an
  // unknown code is shown as it is.
  const REASON_CODES = ['read_only', 'local_only', 'assist_requires_approval', 'autodrive_allowed_origin', 'origin_not_allowed', 'commits_money_or_data', 'untrusted_provenance', 'sensitive_field', 'sensitive_query', 'sensitive_url', 'egress_requires_approval', 'blocked_origin', 'invalid_url', 'stale_handle', 'unsupported_tool', 'invalid_arguments', 'step_budget_exhausted', 'error_streak', 'repeated_call'];

  function reason(code) {
    if (!REASON_CODES.includes(code)) return code;
    return t('reason_' + code);
  }

  // APPROVE_ARM_MS: an Approve button ignores clicks this long after it
  // appears, so a click or key press meant for something else cannot land
  // on it.
  const APPROVE_ARM_MS = 400;

  // approvalGuard(button, intent): refuse(ev) returns why a click on
  // button must not approve, or "".
  function approvalGuard(button, intent) {
    const shownAt = performance.now();
    return {
      refuse(ev) {
        if (performance.now() - shownAt < APPROVE_ARM_MS) return t('approveTooFast');
        if (ev && root.LaikaKeys.clickIsKeyboard(ev) && !(intent && intent.armedFor(button, shownAt))) return t('approveKeyboardFocus');
        return '';
      },
      stop() {},
    };
  }

  root.LaikaApproval = { reason, REASON_CODES, approvalGuard, APPROVE_ARM_MS };
})(globalThis);
