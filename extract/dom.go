package extract

import (
	"net/url"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// textWithout is the text under n, a space after each text node, without
// the elements skip names and all they hold.
func textWithout(n *html.Node, skip func(*html.Node) bool) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			switch {
			case c.Type == html.TextNode:
				b.WriteString(c.Data)
				b.WriteByte(' ')
			case c.Type == html.ElementNode && !skip(c):
				walk(c)
			}
		}
	}
	walk(n)
	return b.String()
}

// attr returns the value of attribute key on n, or "".
func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hasAttr(n *html.Node, key string) bool {
	for _, a := range n.Attr {
		if a.Key == key {
			return true
		}
	}
	return false
}

// skipTags never render as page text: code, metadata, or content a reader
// of the page does not see as text. A <link> or <meta> in the body is no
// box either: MediaWiki puts a <link> between each heading and its list,
// and counted as a sibling it broke the heading-then-list pattern the
// content script, whose SKIP_TAGS hold both, read (flatPairs). Formulas are read before (formula.go).
// A ruby's reading (<rt>, and the brackets <rp> shows without ruby
// layout) is a pronunciation aid over the text, not more of it: a
// Japanese page for learners read 日本にほん for 日本.
var skipTags = map[atom.Atom]bool{
	atom.Script: true, atom.Style: true, atom.Noscript: true, atom.Template: true,
	atom.Head: true, atom.Svg: true, atom.Math: true, atom.Iframe: true, atom.Object: true,
	atom.Embed: true, atom.Canvas: true, atom.Video: true, atom.Audio: true, atom.Map: true,
	atom.Rt: true, atom.Rp: true, atom.Link: true, atom.Meta: true,
}

// tabPanel reports a tab or accordion panel: role=tabpanel, or a class
// naming one ("tab-pane", "tab-content", "accordion-body", ...), or a
// collapsed "read more" block ("expander-content", "collapsible-content":
// a book's excerpt, a product's long description), or a block
// hidden="until-found" (an accordion's answer the browser's find-in-page
// opens), as one click from view.
func tabPanel(n *html.Node) bool {
	if attr(n, "role") == "tabpanel" || foldedAnswer(n) || hasAttr(n, disclosureMark) || strings.EqualFold(strings.TrimSpace(attr(n, "hidden")), "until-found") {
		return true
	}
	c := attr(n, "class")
	if c == "" {
		return false
	}
	c = strings.ToLower(c)
	return strings.Contains(c, "tab-pane") || strings.Contains(c, "tabpanel") || strings.Contains(c, "tab-content") ||
		strings.Contains(c, "accordion-body") || strings.Contains(c, "accordion-content") || strings.Contains(c, "accordion-panel") ||
		strings.Contains(c, "accordion__content") || strings.Contains(c, "accordion__panel") || strings.Contains(c, "accordion__body") || strings.Contains(c, "collapse") ||
		strings.Contains(c, "expander-content") || strings.Contains(c, "expandable-content") || strings.Contains(c, "collapsible-content") || strings.Contains(c, "collapsible__content")
}

// foldedAnswer: n is hidden by its own inline display:none right after a
// heading, and so is at least one more beside it: the way an
// accordion without named classes folds each answer under its question
// (an FAQ's "Can I use it outdoors?"). The script that opens one sets the
// style, so it is one click from view. One such pair alone is as likely a
// message waiting for its moment ("Thanks, we will be in touch").
func foldedAnswer(n *html.Node) bool {
	if !foldedAfterHeading(n) || n.Parent == nil {
		return false
	}
	// Another pair beside this one, or in a wrapper beside this pair's
	// wrapper (one <div> per question and answer).
	boxes := []*html.Node{n.Parent}
	if g := n.Parent.Parent; g != nil {
		for c := g.FirstChild; c != nil; c = c.NextSibling {
			if c != n.Parent && c.Type == html.ElementNode {
				boxes = append(boxes, c)
			}
		}
	}
	for _, box := range boxes {
		for c := box.FirstChild; c != nil; c = c.NextSibling {
			if c != n && foldedAfterHeading(c) {
				return true
			}
		}
	}
	return false
}

// foldedAfterHeading: n is hidden by its own inline display:none and its
// previous element sibling is an h2-h6 heading.
func foldedAfterHeading(n *html.Node) bool {
	if n.Type != html.ElementNode || !strings.Contains(inlineStyle(n), "display:none") {
		return false
	}
	prev := n.PrevSibling
	for prev != nil && prev.Type != html.ElementNode {
		prev = prev.PrevSibling
	}
	return prev != nil && (isHeadingTag(prev) && prev.DataAtom != atom.H1 || attr(prev, "role") == "heading" || classToken(prev, questionClass))
}

// selfHidden reports whether n itself is hidden by markup (not by CSS
// files, which a fetch without a layout engine cannot evaluate).
func selfHidden(n *html.Node) bool {
	if n.Type != html.ElementNode {
		return false
	}
	if tabPanel(n) {
		// A closed tab or accordion panel is one click from view: a
		// product's description and specifications live there.
		return false
	}
	if hasAttr(n, "hidden") || ariaHidden(n) || srOnly(n) { // what the eye sees: see collection_visual.go
		return true
	}
	if tooltipBody(n) || hiddenByClass(n) { // shown on hover, hidden by a utility class: tooltips.go, hidden_class.go
		return true
	}
	if n.DataAtom == atom.Input && strings.EqualFold(attr(n, "type"), "hidden") {
		return true
	}
	if ampNoDisplay(n) || permalinkMark(n) || closedDropdown(n) || countingMarks(n) || stateMessage(n) { // state_messages.go
		return true
	}
	if s := inlineStyle(n); s != "" {
		if strings.Contains(s, "display:none") || strings.Contains(s, "visibility:hidden") {
			return true
		}
	}
	return false
}

// countingMarks: n is a list whose items are only their own places, "1"
// to "5": a rating drawn by a stylesheet, each item a star whose digit is
// pushed out of sight, or a row of step marks. Its digits are no text a
// reader sees (content/walk.js countingMarks is the same).
func countingMarks(n *html.Node) bool {
	if n.DataAtom != atom.Ul && n.DataAtom != atom.Ol {
		return false
	}
	k := 0
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		switch {
		case c.Type == html.TextNode && strings.TrimSpace(c.Data) == "":
		case c.Type != html.ElementNode || c.DataAtom != atom.Li || c.FirstChild == nil || c.FirstChild != c.LastChild || c.FirstChild.Type != html.TextNode:
			return false
		case strings.TrimSpace(c.FirstChild.Data) != strconv.Itoa(k+1):
			return false
		default:
			k++
		}
	}
	return k >= 3 && k <= 10 // three to ten stars or steps
}

// ampNoDisplay: an AMP component laid out "nodisplay" (a lightbox, a
// sidebar) is display: none until a tap opens it, as the AMP runtime's
// stylesheet says: a recipe's photo lightbox, each slide with its rating
// widget, is no list of the page's.
func ampNoDisplay(n *html.Node) bool {
	return strings.HasPrefix(n.Data, "amp-") && strings.EqualFold(strings.TrimSpace(attr(n, "layout")), "nodisplay")
}

// inlineStyle is n's style attribute lower-cased without spaces, so a
// declaration reads the same however it was typed ("Display: none").
func inlineStyle(n *html.Node) string {
	s := attr(n, "style")
	if s == "" {
		return ""
	}
	return strings.ToLower(strings.ReplaceAll(s, " ", ""))
}

// invisible reports whether n or an ancestor is hidden or never rendered.
func invisible(n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p.Type == html.ElementNode && (skipTags[p.DataAtom] || selfHidden(p)) {
			return true
		}
	}
	return false
}

// collapse folds runs of whitespace to one space, drops the invisible
// characters that only mark where a word may break (invisibleBreak), and
// trims. It is the hottest function of an extraction, hence no
// Fields+Join garbage.
func collapse(s string) string {
	clean := true
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v' || c >= utf8.RuneSelf ||
			c == ' ' && (i == 0 || i == len(s)-1 || s[i+1] == ' ') {
			clean = false
			break
		}
	}
	if clean {
		return s
	}
	var b strings.Builder
	b.Grow(len(s))
	space := false
	for _, r := range s {
		if unicode.IsSpace(r) {
			space = b.Len() > 0
			continue
		}
		if invisibleBreak(r) {
			continue
		}
		if space {
			b.WriteByte(' ')
			space = false
		}
		b.WriteRune(r)
	}
	return b.String()
}

// invisibleBreak reports a character that draws nothing and joins no
// words: a soft hyphen (German and Dutch news sites put one in every
// long word, "Bundes&shy;regierung"), a zero-width space, a word joiner,
// a stray byte-order mark. Left in, a word no longer matches itself: a
// search, a quote or a model reads "Bundes\u00adregierung". Zero-width
// joiners stay: they shape Indic and Persian script and emoji. The
// content script drops the same (content/walk.js INVISIBLE).
func invisibleBreak(r rune) bool {
	return r == '\u00ad' || r == '\u200b' || r == '\u2060' || r == '\ufeff'
}

// textOf is the collapsed visible text of n.
func textOf(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		switch n.Type {
		case html.TextNode:
			b.WriteString(n.Data)
			return
		case html.ElementNode:
			if skipTags[n.DataAtom] || selfHidden(n) {
				return
			}
			if n.DataAtom == atom.Br || isBlock(n) || isSpaced(n) {
				b.WriteByte(' ')
			}
			if n.DataAtom == atom.Img {
				return
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.Type == html.ElementNode && (isBlock(n) || isSpaced(n)) {
			b.WriteByte(' ')
		}
	}
	walk(n)
	return collapse(b.String())
}

// blockTags start a new line of text.
var blockTags = map[atom.Atom]bool{
	atom.Address: true, atom.Article: true, atom.Aside: true, atom.Blockquote: true,
	atom.Body: true, atom.Dd: true, atom.Details: true, atom.Dialog: true, atom.Div: true,
	atom.Dl: true, atom.Dt: true, atom.Fieldset: true, atom.Figcaption: true, atom.Figure: true,
	atom.Footer: true, atom.Form: true, atom.H1: true, atom.H2: true, atom.H3: true,
	atom.H4: true, atom.H5: true, atom.H6: true, atom.Header: true, atom.Hgroup: true,
	atom.Hr: true, atom.Li: true, atom.Main: true, atom.Nav: true, atom.Ol: true, atom.P: true,
	atom.Pre: true, atom.Section: true, atom.Table: true, atom.Tbody: true, atom.Thead: true,
	atom.Tfoot: true, atom.Tr: true, atom.Td: true, atom.Th: true, atom.Ul: true,
	atom.Summary: true, atom.Caption: true, atom.Legend: true, atom.Option: true, atom.Html: true,
}

// spaced inline elements render as separate words: controls a browser
// draws as boxes, and labels next to them.
var spaced = map[atom.Atom]bool{
	atom.Button: true, atom.Label: true, atom.Input: true, atom.Select: true, atom.Textarea: true,
}

// spacedRoles are widgets a page lays out side by side however their tags
// flow: a row of <span role="tab"> reads "Python Node.js Go", not
// "PythonNode.jsGo".
var spacedRoles = map[string]bool{"tab": true, "button": true, "menuitem": true, "option": true, "treeitem": true}

// isSpaced: n's text is a word apart from its neighbours.
func isSpaced(n *html.Node) bool {
	return spaced[n.DataAtom] || spacedRoles[attr(n, "role")]
}

// removeWhere removes every element under n that drop picks, and does not
// look inside what it removed. The pruning passes (chrome, furniture,
// dialogs, reviews, fine print) are this walk with their own test.
func removeWhere(n *html.Node, drop func(*html.Node) bool) {
	for ch := n.FirstChild; ch != nil; {
		next := ch.NextSibling
		if ch.Type == html.ElementNode {
			if drop(ch) {
				n.RemoveChild(ch)
			} else {
				removeWhere(ch, drop)
			}
		}
		ch = next
	}
}

func isBlock(n *html.Node) bool {
	return n.Type == html.ElementNode && blockTags[n.DataAtom]
}

// headingLevel is 1..6 for h1..h6, else 0.
func headingLevel(n *html.Node) int {
	switch n.DataAtom {
	case atom.H1:
		return 1
	case atom.H2:
		return 2
	case atom.H3:
		return 3
	case atom.H4:
		return 4
	case atom.H5:
		return 5
	case atom.H6:
		return 6
	}
	if n.Type == html.ElementNode && attr(n, "role") == "heading" {
		switch attr(n, "aria-level") {
		case "1":
			return 1
		case "3":
			return 3
		case "4":
			return 4
		}
		return 2
	}
	return 0
}

// landmarkRoles maps sectioning tags to their ARIA landmark role.
var landmarkRoles = map[atom.Atom]string{
	atom.Nav: "navigation", atom.Header: "banner", atom.Footer: "contentinfo",
	atom.Aside: "complementary", atom.Main: "main", atom.Article: "article", atom.Form: "form",
}

// landmark is the role of n's nearest landmark ancestor (or n itself).
func landmark(n *html.Node) string {
	for p := n; p != nil; p = p.Parent {
		if p.Type != html.ElementNode {
			continue
		}
		if r := attr(p, "role"); r != "" && isLandmarkRole(r) {
			return r
		}
		if r, ok := landmarkRoles[p.DataAtom]; ok {
			// An article's own header and footer are not the page's
			// banner and contentinfo.
			if (p.DataAtom == atom.Header || p.DataAtom == atom.Footer) && hasAncestor(p, atom.Article, atom.Main, atom.Section, atom.Aside, atom.Nav) {
				continue
			}
			return r
		}
	}
	return ""
}

func isLandmarkRole(r string) bool {
	switch r {
	case "navigation", "banner", "contentinfo", "complementary", "main", "article", "search", "form", "region", "dialog", "alertdialog":
		return true
	}
	return false
}

// inChrome reports whether n sits in page chrome (navigation, header,
// footer, sidebar) rather than content.
func inChrome(n *html.Node) bool {
	for p := n; p != nil; p = p.Parent {
		if p.Type != html.ElementNode {
			continue
		}
		switch attr(p, "role") {
		case "navigation", "banner", "contentinfo", "complementary":
			return true
		}
		switch p.DataAtom {
		case atom.Nav, atom.Footer, atom.Aside:
			return true
		case atom.Header:
			// An <article>'s own header holds its title and byline.
			if !hasAncestor(p, atom.Article, atom.Main) {
				return true
			}
		}
	}
	return false
}

func hasAncestor(n *html.Node, tags ...atom.Atom) bool {
	for p := n.Parent; p != nil; p = p.Parent {
		for _, t := range tags {
			if p.DataAtom == t {
				return true
			}
		}
	}
	return false
}

// resolve makes href absolute against base and keeps only web URLs.
func resolve(base *url.URL, href string) string {
	href = strings.TrimSpace(href)
	if href == "" || strings.HasPrefix(href, "#") {
		return ""
	}
	u, err := url.Parse(href)
	if err != nil {
		return ""
	}
	if base != nil {
		u = base.ResolveReference(u)
	}
	switch u.Scheme {
	case "http", "https", "file":
		return u.String()
	}
	return ""
}

// clip shortens s to at most n bytes on a rune boundary, marking the cut.
func clip(s string, n int) string {
	if n <= 0 || len(s) <= n {
		return s
	}
	cut := n
	for cut > 0 && !utf8.RuneStart(s[cut]) {
		cut--
	}
	return strings.TrimRight(s[:cut], " ") + "…"
}

// clipChars shortens s to at most n characters, the last an ellipsis: the
// content script's clean (walk.js), for fields both sides must give alike.
// (clean counts UTF-16 units, which are characters outside emoji and the
// rarer scripts.)
func clipChars(s string, n int) string {
	if n <= 0 || utf8.RuneCountInString(s) <= n {
		return s
	}
	r := []rune(s)
	return string(r[:n-1]) + "…"
}

// clipLines shortens line-preserving text to at most n bytes, cutting at a
// line end when one is near so structure prefixes stay intact.
func clipLines(s string, n int) string {
	if n <= 0 || len(s) <= n {
		return s
	}
	if i := strings.LastIndexByte(s[:n], '\n'); i > n*3/4 {
		return s[:i] + "\n…"
	}
	return clip(s, n)
}

// classID is the lower-cased class and id of n, for pattern checks.
func classID(n *html.Node) string {
	return strings.ToLower(attr(n, "class") + " " + attr(n, "id"))
}
