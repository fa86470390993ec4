package extract

import (
	"strconv"
	"strings"

	"github.com/PuerkitoBio/goquery"
	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// interactive selects the controls a person could operate.
const interactive = `a[href], button, input, select, textarea, summary, [contenteditable=""], [contenteditable=true], ` +
	`[role=button], [role=link], [role=checkbox], [role=radio], [role=switch], [role=tab], [role=menuitem], ` +
	`[role=option], [role=combobox], [role=textbox], [role=searchbox], [role=slider]`

// elements lists visible interactive controls in document order with
// handles "h1", "h2", ... The handles are minted here, by trusted code; on a
// host capture there is no tab to act on, but the shape matches the
// content script's so one prompt format serves both.
func (p *page) elements() []laika.Element {
	labels := p.labelsFor()
	var out []laika.Element
	p.doc.Find(interactive).EachWithBreak(func(_ int, s *goquery.Selection) bool {
		n := s.Get(0)
		if invisible(n) {
			return true
		}
		e := laika.Element{
			HandleID:     "h" + strconv.Itoa(len(out)+1),
			Role:         role(n),
			Tag:          n.Data,
			Label:        clip(p.label(n, labels), maxLabelChars),
			Name:         attr(n, "name"),
			Autocomplete: strings.TrimSpace(attr(n, "autocomplete")),
			Disabled:     hasAttr(n, "disabled") || attr(n, "aria-disabled") == "true",
		}
		if n.DataAtom == atom.Input {
			e.InputType = strings.ToLower(attr(n, "type"))
			if e.InputType == "" {
				e.InputType = "text"
			}
		}
		if n.DataAtom == atom.A {
			e.Href = resolve(p.base, attr(n, "href"))
			if e.Href == "" && e.Label == "" {
				return true // javascript: or fragment link with no name
			}
		}
		out = append(out, e)
		return len(out) < p.opts.MaxElements
	})
	return out
}

// role is the explicit ARIA role, else the element's implicit one.
func role(n *html.Node) string {
	if r := strings.Fields(attr(n, "role")); len(r) > 0 {
		return r[0]
	}
	switch n.DataAtom {
	case atom.A:
		return "link"
	case atom.Button, atom.Summary:
		return "button"
	case atom.Textarea:
		return "textbox"
	case atom.Select:
		if hasAttr(n, "multiple") {
			return "listbox"
		}
		return "combobox"
	case atom.Input:
		switch strings.ToLower(attr(n, "type")) {
		case "checkbox":
			return "checkbox"
		case "radio":
			return "radio"
		case "submit", "button", "reset", "image":
			return "button"
		case "search":
			return "searchbox"
		case "range":
			return "slider"
		case "number":
			return "spinbutton"
		}
		return "textbox"
	}
	if hasAttr(n, "contenteditable") {
		return "textbox"
	}
	return ""
}

// labelsFor maps element ids to the text of their <label for=...>.
func (p *page) labelsFor() map[string]string {
	m := map[string]string{}
	p.doc.Find("label[for]").Each(func(_ int, s *goquery.Selection) {
		id, _ := s.Attr("for")
		if t := textOf(s.Get(0)); t != "" && m[id] == "" {
			m[id] = t
		}
	})
	return m
}

// label is the control's accessible name, roughly as a browser computes
// it: aria-label, aria-labelledby, <label>, then text, alt, value,
// placeholder and title.
func (p *page) label(n *html.Node, labels map[string]string) string {
	if t := collapse(attr(n, "aria-label")); t != "" {
		return t
	}
	if ids := strings.Fields(attr(n, "aria-labelledby")); len(ids) > 0 {
		var parts []string
		for _, id := range ids {
			if s := p.doc.Find("#" + cssEscape(id)); s.Length() > 0 {
				parts = append(parts, textOf(s.Get(0)))
			}
		}
		if t := collapse(strings.Join(parts, " ")); t != "" {
			return t
		}
	}
	if id := attr(n, "id"); id != "" && labels[id] != "" {
		return labels[id]
	}
	for a := n.Parent; a != nil; a = a.Parent {
		if a.DataAtom == atom.Label {
			if t := textOf(a); t != "" {
				return t
			}
			break
		}
	}
	switch n.DataAtom {
	case atom.Input:
		switch strings.ToLower(attr(n, "type")) {
		case "submit", "button", "reset":
			if v := collapse(attr(n, "value")); v != "" {
				return v
			}
		case "image":
			if v := collapse(attr(n, "alt")); v != "" {
				return v
			}
		}
	case atom.Select:
		// The selected option is what a person sees.
		var sel, first string
		for o := range n.Descendants() {
			if o.DataAtom == atom.Option {
				if first == "" {
					first = textOf(o)
				}
				if hasAttr(o, "selected") && sel == "" {
					sel = textOf(o)
				}
			}
		}
		if sel == "" {
			sel = first
		}
		if t := collapse(attr(n, "title")); t != "" {
			return t
		}
		return sel
	case atom.Textarea:
	default:
		if t := linkText(n); t != "" {
			return t
		}
	}
	for _, k := range []string{"placeholder", "title", "alt"} {
		if t := collapse(attr(n, k)); t != "" {
			return t
		}
	}
	return ""
}

// cssEscape escapes an id for use in a #selector.
func cssEscape(id string) string {
	var b strings.Builder
	for _, r := range id {
		if r == '-' || r == '_' || r >= '0' && r <= '9' || r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r > 127 {
			b.WriteRune(r)
		} else {
			b.WriteByte('\\')
			b.WriteRune(r)
		}
	}
	s := b.String()
	if s != "" && s[0] >= '0' && s[0] <= '9' {
		s = `\3` + s[:1] + " " + s[1:]
	}
	return s
}
