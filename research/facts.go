package research

import (
	"bytes"
	"encoding/json"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/calc"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Facts is the structured data a capture found on a page, kept with the
// source for the built-in comparison and timeline. All of it is untrusted
// page text.
type Facts struct {
	// Fields are label/value pairs: definition lists, two-column spec
	// tables, JSON-LD offers, price meta tags.
	Fields []Field `json:"fields,omitempty"`
	// Items are the entries of a list-like page (search results, feeds).
	Items []laika.Item `json:"items,omitempty"`
	// Published is the page's publication date, ISO ("2025-03-04").
	Published string `json:"published,omitempty"`
	Byline    string `json:"byline,omitempty"`
	Site      string `json:"site,omitempty"`
	// Signals are the observation's signals (paywall, auth_gate, ...).
	Signals []string `json:"signals,omitempty"`
}

// Field is one label/value pair from a page.
type Field struct {
	Label string `json:"label"`
	Value string `json:"value"`
}

// Limits on what a capture keeps.
const (
	maxFields     = 80
	maxFieldChars = 200
	maxItems      = 50
)

func (f *Facts) addField(label, value string) {
	label = strings.TrimRight(strings.Join(strings.Fields(label), " "), ":：")
	value = strings.Join(strings.Fields(value), " ")
	if label == "" || value == "" || len(f.Fields) >= maxFields || len([]rune(label)) > 60 {
		return
	}
	for _, x := range f.Fields {
		if strings.EqualFold(x.Label, label) {
			return
		}
	}
	f.Fields = append(f.Fields, Field{label, clipRunes(value, maxFieldChars)})
}

// FactsFromObservation takes what an observation already carries: items,
// metadata and signals.
func FactsFromObservation(o *laika.Observation) Facts {
	var f Facts
	if o == nil {
		return f
	}
	if len(o.Items) > 0 {
		f.Items = o.Items
		if len(f.Items) > maxItems {
			f.Items = f.Items[:maxItems]
		}
	}
	if o.Meta != nil {
		f.Published = NormalizeDate(o.Meta.PublishedTime)
		f.Byline, f.Site = o.Meta.Byline, o.Meta.Site
	}
	if f.Byline == "" && o.Primary != nil {
		f.Byline = o.Primary.Byline
	}
	f.Signals = o.Signals
	return f
}

// Merge adds what other found and f lacks.
func (f *Facts) Merge(other Facts) {
	for _, x := range other.Fields {
		f.addField(x.Label, x.Value)
	}
	if len(f.Items) == 0 {
		f.Items = other.Items
	}
	if f.Published == "" {
		f.Published = NormalizeDate(other.Published)
	}
	if f.Byline == "" {
		f.Byline = other.Byline
	}
	if f.Site == "" {
		f.Site = other.Site
	}
	for _, s := range other.Signals {
		if !contains(f.Signals, s) {
			f.Signals = append(f.Signals, s)
		}
	}
}

func contains(ss []string, s string) bool {
	for _, x := range ss {
		if x == s {
			return true
		}
	}
	return false
}

// FactsFromHTML reads structured fields from a page's HTML: <dl> pairs,
// two-cell table rows, JSON-LD (offers, shipping, datePublished) and the
// product/article meta tags. Hidden elements are skipped like the
// extractor skips them.
func FactsFromHTML(src []byte) Facts {
	var f Facts
	doc, err := html.Parse(bytes.NewReader(src))
	if err != nil {
		return f
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode {
			if hidden(n) {
				return
			}
			switch n.DataAtom {
			case atom.Script:
				if strings.EqualFold(attr(n, "type"), "application/ld+json") && n.FirstChild != nil {
					f.jsonLD([]byte(n.FirstChild.Data))
				}
				return
			case atom.Style, atom.Noscript, atom.Template:
				return
			case atom.Meta:
				f.meta(attr(n, "property")+attr(n, "name")+attr(n, "itemprop"), attr(n, "content"))
			case atom.Dl:
				f.dl(n)
			case atom.Tr:
				f.row(n)
			case atom.Time:
				if f.Published == "" && (strings.Contains(attr(n, "itemprop"), "datePublished") || strings.Contains(attr(n, "class"), "publish")) {
					f.Published = NormalizeDate(attr(n, "datetime"))
				}
			}
			if ip := attr(n, "itemprop"); ip == "price" || ip == "priceCurrency" {
				v := attr(n, "content")
				if v == "" {
					v = nodeText(n)
				}
				f.addField(ip, v)
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	f.joinPriceCurrency()
	return f
}

// joinPriceCurrency turns itemprop/JSON-LD price + currency pairs into one
// money field ("$129.99").
func (f *Facts) joinPriceCurrency() {
	var cur string
	for _, x := range f.Fields {
		if strings.EqualFold(x.Label, "priceCurrency") {
			cur = x.Value
		}
	}
	out := f.Fields[:0]
	for _, x := range f.Fields {
		if strings.EqualFold(x.Label, "priceCurrency") {
			continue
		}
		if strings.EqualFold(x.Label, "price") && cur != "" && Money(x.Value) == "" {
			x.Value = moneyWith(cur, x.Value)
		}
		out = append(out, x)
	}
	f.Fields = out
}

// moneyWith writes a declared amount with its currency ("89.00", "GBP")
// as app.calculate reads it ("£89.00").
func moneyWith(cur, amount string) string {
	return calc.Money(strings.ToUpper(strings.TrimSpace(cur)), strings.TrimSpace(amount))
}

func (f *Facts) meta(key, content string) {
	key = strings.ToLower(key)
	switch {
	case key == "article:published_time" || key == "datepublished" || key == "date" || key == "pubdate":
		if f.Published == "" {
			f.Published = NormalizeDate(content)
		}
	case key == "product:price:amount" || key == "og:price:amount":
		f.addField("price", content)
	case key == "product:price:currency" || key == "og:price:currency":
		f.addField("priceCurrency", content)
	}
}

func (f *Facts) dl(n *html.Node) {
	var label string
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		// <div> wrappers inside <dl> are allowed by HTML.
		kids := []*html.Node{c}
		if c.DataAtom == atom.Div {
			kids = nil
			for k := c.FirstChild; k != nil; k = k.NextSibling {
				kids = append(kids, k)
			}
		}
		for _, k := range kids {
			switch k.DataAtom {
			case atom.Dt:
				label = nodeText(k)
			case atom.Dd:
				if label != "" {
					f.addField(label, nodeText(k))
				}
			}
		}
	}
}

// row takes a table row of exactly a label cell and a value cell.
func (f *Facts) row(n *html.Node) {
	var cells []*html.Node
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom == atom.Td || c.DataAtom == atom.Th {
			cells = append(cells, c)
		}
	}
	if len(cells) == 2 && !(cells[0].DataAtom == atom.Th && cells[1].DataAtom == atom.Th) {
		f.addField(nodeText(cells[0]), nodeText(cells[1]))
	}
}

// jsonLD reads the few schema.org properties a comparison uses.
func (f *Facts) jsonLD(b []byte) {
	var v any
	if json.Unmarshal(b, &v) != nil {
		return
	}
	var visit func(v any, depth int)
	visit = func(v any, depth int) {
		if depth > 6 {
			return
		}
		switch x := v.(type) {
		case []any:
			for _, e := range x {
				visit(e, depth+1)
			}
		case map[string]any:
			if s, ok := x["datePublished"].(string); ok && f.Published == "" {
				f.Published = NormalizeDate(s)
			}
			if offers, ok := x["offers"]; ok {
				f.offer(offers)
			}
			for k, e := range x {
				if k != "offers" {
					visit(e, depth+1)
				}
			}
		}
	}
	visit(v, 0)
}

func (f *Facts) offer(v any) {
	switch x := v.(type) {
	case []any:
		if len(x) > 0 {
			f.offer(x[0])
		}
	case map[string]any:
		cur, _ := x["priceCurrency"].(string)
		if p := scalar(x["price"]); p != "" {
			f.addField("price", moneyWith(cur, p))
		}
		if sd, ok := x["shippingDetails"].(map[string]any); ok {
			if rate, ok := sd["shippingRate"].(map[string]any); ok {
				c, _ := rate["currency"].(string)
				if c == "" {
					c = cur
				}
				if p := scalar(rate["value"]); p != "" {
					f.addField("shipping", moneyWith(c, p))
				}
			}
		}
	}
}

func scalar(v any) string {
	switch x := v.(type) {
	case string:
		return strings.TrimSpace(x)
	case float64:
		b, _ := json.Marshal(x)
		return string(b)
	}
	return ""
}

func attr(n *html.Node, key string) string {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val
		}
	}
	return ""
}

func hidden(n *html.Node) bool {
	if _, ok := attrOK(n, "hidden"); ok {
		return true
	}
	if attr(n, "aria-hidden") == "true" {
		return true
	}
	st := strings.ReplaceAll(strings.ToLower(attr(n, "style")), " ", "")
	return strings.Contains(st, "display:none") || strings.Contains(st, "visibility:hidden")
}

func attrOK(n *html.Node, key string) (string, bool) {
	for _, a := range n.Attr {
		if a.Key == key {
			return a.Val, true
		}
	}
	return "", false
}

func nodeText(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.TextNode {
			b.WriteString(n.Data)
			b.WriteByte(' ')
		}
		if n.Type == html.ElementNode && (hidden(n) || n.DataAtom == atom.Script || n.DataAtom == atom.Style) {
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(n)
	return strings.Join(strings.Fields(b.String()), " ")
}

// labelLine matches a "Label: value" line with a short label.
var labelLine = lazyregexp.New(`^([A-Za-z][A-Za-z0-9 /&()'.-]{1,30}?)\s*[:：]\s+(.{1,160})$`)

// TextFields reads "Label: value" lines (short labels) from Markdown, the
// fallback when a page has no definition lists or spec tables.
func TextFields(md string) []Field {
	var f Facts
	for _, line := range strings.Split(md, "\n") {
		if isTableLine(line) {
			continue
		}
		l := plainLine(line)
		m := labelLine.FindStringSubmatch(l)
		if m == nil || len(strings.Fields(m[1])) > 4 || strings.HasPrefix(strings.ToLower(m[1]), "http") {
			continue
		}
		// a sentence with a colon is not a field: values stay short
		if len(strings.Fields(m[2])) > 12 {
			continue
		}
		f.addField(m[1], m[2])
	}
	return f.Fields
}

// percentRE finds a percentage.
var percentRE = lazyregexp.New(`\d+(?:\.\d+)?\s?%`)

// Money returns the first money amount in s in the form app.calculate
// reads ("$129.99", "€89", "€1699.00" for a page's "1.699,00 €"), or "".
func Money(s string) string {
	if a, ok := calc.FindMoney(s); ok {
		return a.Expr()
	}
	return ""
}

// free reports a value that means "costs nothing" ("Free", "Free shipping",
// "included").
func free(s string) bool {
	l := strings.ToLower(s)
	return strings.Contains(l, "free") || strings.Contains(l, "included") || strings.Contains(l, "no charge")
}
