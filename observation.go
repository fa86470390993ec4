package laika

// Observation is a structured, budgeted, text-only view of one page. The
// extension's content script (browser.observe_dom) and the host's own
// extractor (package extract) both produce it, so the planner, the Policy Gate
// and the summarizer see the same shape whichever captured the page.
//
// Everything in an Observation is untrusted web content: data, never
// instructions.
type Observation struct {
	URL   string `json:"url"`
	Title string `json:"title"`

	// DocumentID and NavigationGeneration identify the document the handles
	// below belong to; a handle from another (document, generation) is stale.
	DocumentID           string `json:"documentId"`
	NavigationGeneration int    `json:"navigationGeneration"`
	ObservedAtMs         int64  `json:"observedAtMs"`

	// Text is line-preserving page text with structure prefixes
	// ("H2: ", "- ", "1. ", "> ", "Code: "; textprefix.go).
	Text    string   `json:"text"`
	Primary *Primary `json:"primary,omitempty"`
	Blocks  []Block  `json:"blocks,omitempty"`
	Items   []Item   `json:"items,omitempty"`
	// ItemsTotal is how many entries the page's list has when Items holds
	// only the first of them (the observation's item budget); 0 when
	// Items is the whole list.
	ItemsTotal int            `json:"itemsTotal,omitempty"`
	Outline    []OutlineEntry `json:"outline,omitempty"`
	Comments   []Comment      `json:"comments,omitempty"`
	Elements   []Element      `json:"elements,omitempty"`
	Links      []Link         `json:"links,omitempty"`
	Meta       *Meta          `json:"meta,omitempty"`
	Signals    []string       `json:"signals,omitempty"`
	// Selection is what the user has selected on the page, if anything:
	// the strongest hint of what "this" means in their request.
	Selection *Selection `json:"selection,omitempty"`
}

// Selection is the user's text selection: its text and the links inside it.
type Selection struct {
	Text      string `json:"text"`
	Links     []Link `json:"links,omitempty"`
	Truncated bool   `json:"truncated,omitempty"`
}

// Primary is the page's main content (article body, product detail, doc text).
type Primary struct {
	HandleID string `json:"handleId,omitempty"`
	Title    string `json:"title,omitempty"`
	Byline   string `json:"byline,omitempty"`
	Excerpt  string `json:"excerpt,omitempty"`
	// Text is line-preserving text with structure prefixes, like
	// Observation.Text; Markdown is the same content as Markdown.
	Text     string `json:"text"`
	Markdown string `json:"markdown,omitempty"`
	// Truncated reports that Text (and Markdown) were cut to the budget;
	// TotalChars is then the length of the whole main text. A summary of a
	// truncated primary says it covers only part of the page.
	Truncated  bool `json:"truncated,omitempty"`
	TotalChars int  `json:"totalChars,omitempty"`
	// Confidence (0–1) is how sure the extractor is that Text is the page's
	// main content; below LowExtractionConfidence the page is flagged
	// rather than summarized as if it were clean. 0 means not measured.
	Confidence float64 `json:"confidence,omitempty"`
	// Captions are the lines of Text that the page shows as a picture's
	// or a table's caption, each once: a summary quotes what the page
	// says, not what its pictures show.
	Captions []string `json:"captions,omitempty"`
}

// LowExtractionConfidence is the Primary.Confidence under which the main
// content may be wrong (a link list, an app shell, the wrong block).
const LowExtractionConfidence = 0.5

// ReadableChars: main content this long is a whole article, not the teaser
// a wall leaves visible. Guesses that the text is hidden (a login wall, a
// paywall, a dialog over it) yield to it, and a summary of it does not
// claim to cover only what a consent banner left visible.
const ReadableChars = 2500

// TeaserChars: main content shorter than this may be all a wall leaves
// visible (a standfirst and a paragraph or two). A page that declares
// itself not free but shows no wall counts as walled only when this
// little of it is read, and a source captured with a wall's signal is
// blocked, not captured, below it.
const TeaserChars = 1500

// Block is a paragraph-ish chunk of the page in document order.
type Block struct {
	HandleID    string  `json:"handleId,omitempty"`
	Tag         string  `json:"tag,omitempty"`
	Role        string  `json:"role,omitempty"`
	Text        string  `json:"text"`
	LinkDensity float64 `json:"linkDensity"`
}

// Item is one entry of a list-like page: a search result, feed entry or card.
type Item struct {
	HandleID string `json:"handleId,omitempty"`
	Title    string `json:"title"`
	URL      string `json:"url,omitempty"`
	Snippet  string `json:"snippet,omitempty"`
	// Fields a card shows, when present: "$24.99", "4.5 out of 5",
	// "2026-03-01" (as the page writes them).
	Price  string `json:"price,omitempty"`
	Rating string `json:"rating,omitempty"`
	Date   string `json:"date,omitempty"`
}

// OutlineEntry is one heading.
type OutlineEntry struct {
	HandleID string `json:"handleId,omitempty"`
	Level    int    `json:"level"`
	Text     string `json:"text"`
}

// Comment is one entry of a discussion thread.
type Comment struct {
	HandleID string `json:"handleId,omitempty"`
	Author   string `json:"author,omitempty"`
	Text     string `json:"text"`
	Depth    int    `json:"depth,omitempty"`
	// Accepted: the page marks this entry as the answer its asker
	// accepted (a Q&A page's solution).
	Accepted bool `json:"accepted,omitempty"`
}

// Element is an interactive control the model may act on through its HandleID.
// Handles are minted only by trusted extraction, never from model text.
type Element struct {
	HandleID     string `json:"handleId"`
	Role         string `json:"role,omitempty"`
	Label        string `json:"label,omitempty"`
	Tag          string `json:"tag,omitempty"`
	InputType    string `json:"inputType,omitempty"`
	Autocomplete string `json:"autocomplete,omitempty"`
	Name         string `json:"name,omitempty"`
	Href         string `json:"href,omitempty"`
	Disabled     bool   `json:"disabled,omitempty"`

	// Semantics: what activating the control does, reported by the content
	// script (extension/content/semantics.js) so the Policy Gate judges a
	// control by its effect, not by the words on it. All optional; a
	// producer that leaves them out gets the cautious default (ask).

	// ButtonType is the effective type of a button-like control: "submit",
	// "button" or "reset" (a <button> without type in a form is "submit").
	ButtonType string `json:"buttonType,omitempty"`
	// InForm is true when the control belongs to a <form> (ancestor or
	// form= attribute); FormMethod ("get", "post", "dialog") and FormAction
	// (absolute, secrets redacted) describe that form.
	InForm     bool   `json:"inForm,omitempty"`
	FormMethod string `json:"formMethod,omitempty"`
	FormAction string `json:"formAction,omitempty"`
	// InSearch is true when that form is a site search (role=search or
	// <search> around it, or it holds an input of type search).
	InSearch bool `json:"inSearch,omitempty"`
	// Dialog is "dialog" or "alertdialog" when the control is inside one
	// (<dialog>, role=dialog/alertdialog, aria-modal).
	Dialog string `json:"dialog,omitempty"`
	// Expanded is the control's aria-expanded ("true"/"false"), or "details"
	// for a <summary>: a disclosure toggle.
	Expanded string `json:"expanded,omitempty"`
	// Rel holds a link's rel tokens ("next", "prev", "nofollow").
	Rel string `json:"rel,omitempty"`
	// Context is up to 240 characters of the text around the control: its
	// dialog, else its form, else its nearest section. Untrusted page text.
	Context string `json:"context,omitempty"`
	// ContextSignals are what the content script found in Context and the
	// label: "price", "currency", "iban", "card", "account", "destructive".
	ContextSignals []string `json:"contextSignals,omitempty"`
	// Sensitive is the content script's own sensitive-field verdict
	// ("password", "payment", "one-time code", "identity", "secret"), from
	// autocomplete tokens, type and multilingual name/label lists.
	Sensitive string `json:"sensitive,omitempty"`
	// Options are a <select>'s options (value and label), at most 50.
	Options []Option `json:"options,omitempty"`
	// Method is the HTTP method a script framework sends a link with
	// (Rails/Turbo data-method, data-turbo-method), lower case: a link with
	// a method other than "get" submits, it does not navigate.
	Method string `json:"method,omitempty"`
	// Confirm is true when the page asks for confirmation before the
	// control acts (data-confirm, data-turbo-confirm, an inline confirm()).
	Confirm bool `json:"confirm,omitempty"`
	// Hint holds the other names a control carries besides its label (its
	// title, aria-label, image alt text, value, tooltip), up to 200
	// characters: an icon link titled "Kaufen" commits like one labelled so.
	Hint string `json:"hint,omitempty"`
}

// Option is one choice of a <select>.
type Option struct {
	Value string `json:"value"`
	Label string `json:"label,omitempty"`
}

// Link is a hyperlink with the text around it.
type Link struct {
	URL     string `json:"url"`
	Text    string `json:"text,omitempty"`
	Context string `json:"context,omitempty"`
}

// Meta is document metadata.
type Meta struct {
	Title         string `json:"title,omitempty"`
	Byline        string `json:"byline,omitempty"`
	Site          string `json:"site,omitempty"`
	PublishedTime string `json:"publishedTime,omitempty"`
	Lang          string `json:"lang,omitempty"`
	Description   string `json:"description,omitempty"`
	// Rating and RatingCount are the page's own schema.org
	// aggregateRating (JSON-LD): ratingValue ("4.8") and ratingCount, else
	// reviewCount ("212"). Declared by the page, so untrusted like its text.
	Rating      string `json:"rating,omitempty"`
	RatingCount string `json:"ratingCount,omitempty"`
	// Price is the price a product page declares for its product in
	// JSON-LD (its offers) or product:price tags: the amount, a range
	// ("19.99–24.99") for an AggregateOffer, and the currency as declared
	// ("89.00 GBP"). Declared by the page, so untrusted like its text;
	// only a product page (Product) has one.
	Price string `json:"price,omitempty"`
	// Product: the page offers one product for sale (schema.org Product
	// or og:type product, else a single buy button). Its list of items is
	// then other products ("you may also like"), not what the page is
	// about.
	Product bool `json:"product,omitempty"`
}

// RatingText says the declared rating in words: "4.8 (212 ratings)", or
// "" when the page declares none.
func (m *Meta) RatingText() string {
	if m == nil || m.Rating == "" {
		return ""
	}
	if m.RatingCount == "" {
		return m.Rating
	}
	return m.Rating + " (" + m.RatingCount + " ratings)"
}

// HasSignal reports whether the observation carries signal s.
func (o *Observation) HasSignal(s string) bool {
	for _, x := range o.Signals {
		if x == s {
			return true
		}
	}
	return false
}

// Element returns the element with the given handle, if present.
func (o *Observation) Element(handleID string) (Element, bool) {
	for _, e := range o.Elements {
		if e.HandleID == handleID {
			return e, true
		}
	}
	return Element{}, false
}
