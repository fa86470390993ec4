// approval.js: what the approval card needs besides layout: plain words
// for the Policy Gate's reason codes, and the guard that keeps the page
// hosting the sidecar from tricking a person into clicking Approve.
// Defines globalThis.LaikaApproval.
(function (root) {
  'use strict';

  // Plain words for the Policy Gate's reason codes (docs/policy.md);
  // an unknown code is shown as it is.
  const REASONS = {
    read_only: 'Reads only; nothing changes.',
    local_only: 'Stays on this computer.',
    assist_requires_approval: 'Assist mode: every action asks first.',
    autodrive_allowed_origin: 'Autodrive is on for this site.',
    origin_not_allowed: 'Autodrive is not on for this site.',
    commits_money_or_data: 'This may pay, order, subscribe, send or delete something.',
    untrusted_provenance: 'This came from the page, not from your request: pages can try to steer Laika.',
    sensitive_field: 'Laika never types into password, payment or one-time-code fields.',
    sensitive_query: 'The search would send personal data (email, phone, card or account number).',
    sensitive_url: 'The address carries personal data.',
    egress_requires_approval: 'Data would leave this computer.',
    blocked_origin: 'You blocked this site in the options.',
    invalid_url: 'Only http and https addresses are allowed.',
    stale_handle: 'The page changed since Laika looked at it.',
    unsupported_tool: 'Laika has no such action.',
    invalid_arguments: 'The request was malformed.',
    step_budget_exhausted: 'This run used all its steps.',
    error_streak: 'Too many errors in a row.',
    repeated_call: 'The same action was tried three times.',
  };

  // APPROVE_ARM_MS: an Approve button ignores clicks this long after it
  // appears, so a page cannot time a click the person meant for itself.
  const APPROVE_ARM_MS = 400;

  // approvalGuard protects Approve against clickjacking by the page that
  // hosts this iframe: the page can restyle or cover the frame (opacity,
  // transforms, an overlay with a fake label) to make a person click
  // Approve unknowingly. IntersectionObserver v2 (trackVisibility) reports
  // whether the button is really visible and unobscured; where the browser
  // lacks it (Firefox) or in the popup (not in a page), only the delay
  // applies.
  function approvalGuard(button, isPopup) {
    const shownAt = performance.now();
    let visible = isPopup || window.top === window ? true : null;
    let io = null;
    if (visible === null) {
      try {
        io = new IntersectionObserver((entries) => {
          for (const e of entries) visible = 'isVisible' in e ? e.isVisible : true;
        }, { trackVisibility: true, delay: 100, threshold: [1] });
        io.observe(button);
      } catch {
        visible = true; // no v2 support
      }
    }
    return {
      refuse() {
        if (performance.now() - shownAt < APPROVE_ARM_MS) return 'Too fast: read the request, then approve.';
        if (visible === false) return 'The page is covering or hiding Laika, so Approve is disabled. Deny, or reload the page and try again.';
        if (visible === null) return 'Checking that Laika is visible… try again in a moment.';
        return '';
      },
      stop() {
        if (io) io.disconnect();
      },
    };
  }

  root.LaikaApproval = { REASONS, approvalGuard, APPROVE_ARM_MS };
})(globalThis);
