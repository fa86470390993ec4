package laika

// Error codes. These are part of the wire contract (docs/protocol.md) and of
// the tool-result contract with the extension: append only, never rename.
// ErrorCodes below is the single list the generated extension registry and
// the docs are checked against.
const (
	// Envelope and transport.
	CodeInvalidJSON        = "invalid_json"
	CodeInvalidRequest     = "invalid_request"
	CodeUnknownType        = "unknown_type"
	CodeFrameTooLarge      = "frame_too_large"
	CodeResponseTooLarge   = "response_too_large"
	CodeForbiddenOrigin    = "forbidden_origin"
	CodeInternal           = "internal"
	CodeCancelled          = "cancelled"
	CodeShuttingDown       = "shutting_down"
	CodeNotFound           = "not_found"
	CodeInvalidArguments   = "invalid_arguments"
	CodeUnsupportedTool    = "unsupported_tool"
	CodeStorageFailed      = "storage_failed"
	CodeBusy               = "busy"
	CodeTimeout            = "timeout"
	CodePermissionDenied   = "permission_denied"
	CodeRateLimited        = "rate_limited"
	CodeVerificationFailed = "verification_failed"

	// Model layer.
	CodeModelUnavailable     = "model_unavailable"
	CodeModelNotFound        = "model_not_found"
	CodeModelError           = "model_error"
	CodeModelStreamCut       = "model_stream_incomplete"
	CodeModelOutputInvalid   = "model_output_invalid"
	CodeModelOutputTruncated = "model_output_truncated"

	// Browser primitives (returned by the extension in tool results).
	CodeMissingURL        = "missing_url"
	CodeInvalidURL        = "invalid_url"
	CodeMissingQuery      = "missing_query"
	CodeMissingTemplate   = "missing_template"
	CodeNoActiveTab       = "no_active_tab"
	CodeNoTargetTab       = "no_target_tab"
	CodeTabsUnavailable   = "tabs_unavailable"
	CodeNoContext         = "no_context"
	CodeStaleHandle       = "stale_handle"
	CodeNotInteractable   = "not_interactable"
	CodeDisabled          = "disabled"
	CodeBlockedByOverlay  = "blocked_by_overlay"
	CodeNotEditable       = "not_editable"
	CodeNotSelect         = "not_select"
	CodeMissingValue      = "missing_value"
	CodeSearchUnavailable = "search_unavailable"
	CodeSearchFailed      = "search_failed"
	CodeOpenTabFailed     = "open_tab_failed"
	CodeNavigateFailed    = "navigate_failed"
	CodeBackFailed        = "back_failed"
	CodeForwardFailed     = "forward_failed"
	CodeRefreshFailed     = "refresh_failed"
	CodeSensitiveField    = "sensitive_field"
	CodeNotAllowed        = "not_allowed"

	// Fetcher.
	CodeFetchFailed        = "fetch_failed"
	CodeUnsupportedContent = "unsupported_content"
	CodeTooLarge           = "too_large"
	CodePrivateAddress     = "private_address"
)

// Model layer (appended).
const (
	// CodeModelReplayExhausted: a replay backend has no recorded output
	// left for the call.
	CodeModelReplayExhausted = "model_replay_exhausted"
)

// Research collections (appended).
const (
	// CodeEmptyCollection: ask or transform over a collection with no
	// captured source.
	CodeEmptyCollection = "empty_collection"
	// CodeNoEvidence: the collection's sources do not support an answer.
	CodeNoEvidence = "no_evidence"
	// CodeLoginRequired and CodePaywalled: a captured page shows a login
	// wall or a paywall instead of its content.
	CodeLoginRequired = "login_required"
	CodePaywalled     = "paywalled"
)

// ErrorCodes lists every code above. Keep it in the same order; append only.
var ErrorCodes = []string{
	CodeInvalidJSON, CodeInvalidRequest, CodeUnknownType, CodeFrameTooLarge,
	CodeResponseTooLarge, CodeForbiddenOrigin, CodeInternal, CodeCancelled,
	CodeShuttingDown, CodeNotFound, CodeInvalidArguments, CodeUnsupportedTool,
	CodeStorageFailed, CodeBusy, CodeTimeout, CodePermissionDenied,
	CodeRateLimited, CodeVerificationFailed,
	CodeModelUnavailable, CodeModelNotFound, CodeModelError, CodeModelStreamCut,
	CodeModelOutputInvalid, CodeModelOutputTruncated,
	CodeMissingURL, CodeInvalidURL, CodeMissingQuery, CodeMissingTemplate,
	CodeNoActiveTab, CodeNoTargetTab, CodeTabsUnavailable, CodeNoContext,
	CodeStaleHandle, CodeNotInteractable, CodeDisabled, CodeBlockedByOverlay,
	CodeNotEditable, CodeNotSelect, CodeMissingValue, CodeSearchUnavailable,
	CodeSearchFailed, CodeOpenTabFailed, CodeNavigateFailed, CodeBackFailed,
	CodeForwardFailed, CodeRefreshFailed, CodeSensitiveField, CodeNotAllowed,
	CodeFetchFailed, CodeUnsupportedContent, CodeTooLarge, CodePrivateAddress,
	CodeModelReplayExhausted,
	CodeEmptyCollection, CodeNoEvidence, CodeLoginRequired, CodePaywalled,
}
