package tools

// catalog is every tool, in the order the prompt and the registry list them.
// Argument shapes follow /spec llm_context_protocol.md "Browser primitives"
// and "App-level primitives" exactly: no key beyond the spec. Bounds
// (minimum, maxLength, ...) are ours; they only reject values no executor
// could use.
var catalog = []Tool{
	// Read.
	{
		Name:        "browser.observe_dom",
		Description: "Capture or refresh the current page: text, blocks, items, comments, outline, interactive elements with handle ids, and signals. rootHandleId re-observes one section.",
		Category:    Read, Runs: Content,
		Schema: raw(`{"type":"object","additionalProperties":false,"properties":{
			"maxChars":{"type":"integer","minimum":1,"maximum":200000},
			"maxElements":{"type":"integer","minimum":1,"maximum":2000},
			"maxBlocks":{"type":"integer","minimum":1,"maximum":2000},
			"maxPrimaryChars":{"type":"integer","minimum":1,"maximum":200000},
			"maxOutline":{"type":"integer","minimum":1,"maximum":2000},
			"maxOutlineChars":{"type":"integer","minimum":1,"maximum":200000},
			"maxItems":{"type":"integer","minimum":1,"maximum":2000},
			"maxItemChars":{"type":"integer","minimum":1,"maximum":200000},
			"maxComments":{"type":"integer","minimum":1,"maximum":2000},
			"maxCommentChars":{"type":"integer","minimum":1,"maximum":200000},
			"rootHandleId":{"type":"string","minLength":1}}}`),
	},
	{
		Name:        "browser.get_selection_links",
		Description: "List the links inside the user's current text selection.",
		Category:    Read, Runs: Content,
		Schema: raw(`{"type":"object","additionalProperties":false,"properties":{
			"maxLinks":{"type":"integer","minimum":1,"maximum":1000}}}`),
	},

	// DOM actions.
	{
		Name:        "browser.click",
		Description: "Click a link or button by its handle id from the latest observation.",
		Category:    DOMAction, Runs: Content,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["handleId"],"properties":{
			"handleId":{"type":"string","minLength":1}}}`),
	},
	{
		Name:        "browser.type",
		Description: "Type text into an editable field (input, textarea, contenteditable) by handle id. Never used for passwords, payment or one-time codes.",
		Category:    DOMAction, Runs: Content,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["handleId","text"],"properties":{
			"handleId":{"type":"string","minLength":1},
			"text":{"type":"string","maxLength":10000}}}`),
	},
	{
		Name:        "browser.select",
		Description: "Choose an option of a <select> element by handle id.",
		Category:    DOMAction, Runs: Content,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["handleId","value"],"properties":{
			"handleId":{"type":"string","minLength":1},
			"value":{"type":"string","maxLength":1000}}}`),
	},
	{
		Name:        "browser.scroll",
		Description: "Scroll the page vertically by deltaY pixels (negative scrolls up).",
		Category:    DOMAction, Runs: Content,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["deltaY"],"properties":{
			"deltaY":{"type":"number","minimum":-100000,"maximum":100000}}}`),
	},

	// Navigation.
	{
		Name:        "browser.open_tab",
		Description: "Open an http(s) URL in a new tab.",
		Category:    Navigate, Runs: Background,
		Schema: raw(urlArgs),
	},
	{
		Name:        "browser.navigate",
		Description: "Navigate the current tab to an http(s) URL.",
		Category:    Navigate, Runs: Background,
		Schema: raw(urlArgs),
	},
	{
		Name: "browser.back", Description: "Go back in the tab's history.",
		Category: Navigate, Runs: Background, Schema: raw(noArgs),
	},
	{
		Name: "browser.forward", Description: "Go forward in the tab's history.",
		Category: Navigate, Runs: Background, Schema: raw(noArgs),
	},
	{
		Name: "browser.refresh", Description: "Reload the current page.",
		Category: Navigate, Runs: Background, Schema: raw(noArgs),
	},
	{
		Name:        "search",
		Description: "Open web search results for a query. The query leaves the machine: never put personal data in it.",
		Category:    Navigate, Runs: Background,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["query"],"properties":{
			"query":{"type":"string","minLength":1,"maxLength":2000},
			"engine":{"type":"string","minLength":1,"maxLength":100},
			"newTab":{"type":"boolean"}}}`),
	},

	// App-level primitives: artifacts.
	{
		Name:        "artifact.save",
		Description: "Save Markdown as a local artifact (note, checklist, report).",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["title","markdown"],"properties":{
			"title":{"type":"string","minLength":1,"maxLength":500},
			"markdown":{"type":"string"},
			"tags":{"type":"array","items":{"type":"string","minLength":1,"maxLength":100},"maxItems":50},
			"redaction":{"type":"string","enum":["default","none"]}}}`),
	},
	{
		Name:        "artifact.share",
		Description: "Export an artifact to the clipboard, a file or the share sheet. Data leaves Laika: always needs the user's approval.",
		Category:    Egress, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["artifactId","format"],"properties":{
			"artifactId":{"type":"string","minLength":1},
			"format":{"type":"string","enum":["markdown","text","json","csv","pdf"]},
			"filename":{"type":"string","minLength":1,"maxLength":255},
			"target":{"type":"string","enum":["share_sheet","clipboard","file"]}}}`),
	},
	{
		Name:        "artifact.open",
		Description: "Open a saved artifact in the workspace or a browser tab.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["artifactId"],"properties":{
			"artifactId":{"type":"string","minLength":1},
			"target":{"type":"string","enum":["workspace","browser"]},
			"newTab":{"type":"boolean"}}}`),
	},
	{
		Name:        "integration.invoke",
		Description: "Call an operation of a connected integration with a payload. Data leaves Laika: always needs the user's approval.",
		Category:    Egress, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["integration","operation","payload"],"properties":{
			"integration":{"type":"string","minLength":1,"maxLength":100},
			"operation":{"type":"string","minLength":1,"maxLength":100},
			"payload":{"type":"object"},
			"idempotencyKey":{"type":"string","minLength":1,"maxLength":200}}}`),
	},
	{
		Name:        "app.calculate",
		Description: "Evaluate an arithmetic expression exactly (no model arithmetic).",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["expression"],"properties":{
			"expression":{"type":"string","minLength":1,"maxLength":1000},
			"precision":{"type":"number","minimum":0,"maximum":20}}}`),
	},

	// App-level primitives: collections and sources.
	{
		Name:        "collection.create",
		Description: "Create a collection of sources for multi-source work.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["title"],"properties":{
			"title":{"type":"string","minLength":1,"maxLength":500},
			"tags":{"type":"array","items":{"type":"string","minLength":1,"maxLength":100},"maxItems":50}}}`),
	},
	{
		Name:        "collection.add_sources",
		Description: "Add URL or note sources to a collection.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["collectionId","sources"],"properties":{
			"collectionId":{"type":"string","minLength":1},
			"sources":{"type":"array","minItems":1,"maxItems":100,"items":{"oneOf":[
				{"type":"object","additionalProperties":false,"required":["type","url"],"properties":{
					"type":{"type":"string","enum":["url"]},
					"url":{"type":"string","minLength":1,"maxLength":8192},
					"title":{"type":"string","maxLength":500}}},
				{"type":"object","additionalProperties":false,"required":["type","text"],"properties":{
					"type":{"type":"string","enum":["note"]},
					"title":{"type":"string","maxLength":500},
					"text":{"type":"string","minLength":1}}}]}}}}`),
	},
	{
		Name:        "collection.list_sources",
		Description: "List the sources of a collection.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["collectionId"],"properties":{
			"collectionId":{"type":"string","minLength":1}}}`),
	},
	{
		Name:        "source.capture",
		Description: "Fetch and capture an http(s) URL into a collection as a source.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["collectionId","url"],"properties":{
			"collectionId":{"type":"string","minLength":1},
			"url":{"type":"string","minLength":1,"maxLength":8192},
			"mode":{"type":"string","enum":["auto","article","list"]},
			"maxChars":{"type":"integer","minimum":1,"maximum":1000000}}}`),
	},
	{
		Name:        "source.refresh",
		Description: "Re-capture an existing source.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["sourceId"],"properties":{
			"sourceId":{"type":"string","minLength":1}}}`),
	},

	// App-level primitives: transforms.
	{
		Name: "transform.list_types", Description: "List the available transform types (table, timeline, checklist, ...).",
		Category: App, Runs: Host, Schema: raw(noArgs),
	},
	{
		Name:        "transform.run",
		Description: "Run a transform of the given type over a collection.",
		Category:    App, Runs: Host,
		Schema: raw(`{"type":"object","additionalProperties":false,"required":["collectionId","type"],"properties":{
			"collectionId":{"type":"string","minLength":1},
			"type":{"type":"string","minLength":1,"maxLength":100},
			"config":{"type":"object"}}}`),
	},
}

const (
	noArgs  = `{"type":"object","additionalProperties":false,"properties":{}}`
	urlArgs = `{"type":"object","additionalProperties":false,"required":["url"],"properties":{
		"url":{"type":"string","minLength":1,"maxLength":8192}}}`
)
