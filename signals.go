package laika

// Observation signals: present/absent hints about what a page lets us see.
// A versioned enum shared with the extension through the generated registry;
// append only.
const (
	SignalAuthFields        = "auth_fields"
	SignalAuthGate          = "auth_gate"
	SignalPaywall           = "paywall"
	SignalOverlayOrDialog   = "overlay_or_dialog"
	SignalConsentOverlay    = "consent_overlay"
	SignalAgeGate           = "age_gate"
	SignalGeoBlock          = "geo_block"
	SignalScriptRequired    = "script_required"
	SignalURLRedacted       = "url_redacted"
	SignalSparseText        = "sparse_text"
	SignalNonTextContent    = "non_text_content"
	SignalCaptcha           = "captcha_or_robot_check"
	SignalCrossOriginIframe = "cross_origin_iframe"
	SignalClosedShadowRoot  = "closed_shadow_root"
	SignalVirtualizedList   = "virtualized_list"
	SignalInfiniteScroll    = "infinite_scroll"
	SignalPDFViewer         = "pdf_viewer"
)

// Signals lists every signal above, in order.
var Signals = []string{
	SignalAuthFields, SignalAuthGate, SignalPaywall, SignalOverlayOrDialog,
	SignalConsentOverlay, SignalAgeGate, SignalGeoBlock, SignalScriptRequired,
	SignalURLRedacted, SignalSparseText, SignalNonTextContent, SignalCaptcha,
	SignalCrossOriginIframe, SignalClosedShadowRoot, SignalVirtualizedList,
	SignalInfiniteScroll, SignalPDFViewer,
}
