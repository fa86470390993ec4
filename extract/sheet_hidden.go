package extract

import (
	"strings"

	"github.com/andybalholm/cascadia"
	"github.com/laikabrowser/laika/fetch"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A page's own stylesheet (its <style> elements) hides text as surely as
// a style attribute does: ".note{display:none}" is the plainest place to
// plant an instruction for an agent, and the page's readers never see it.
// Extraction loads no stylesheet itself; it reads the ones the page
// carries, and those the host fetched with the page from its own origin
// (Options.Sheets, fetch.Client.Sheets), for the properties that leave
// text unseen (sheetProps): display (none hides the element and all it
// holds), the ways of moving a box out of sight with all it holds
// (out_of_sight.go: a transform, a translate or a scale; a place off the
// page, ≤ −999 px left or top by an offset or a margin, or right when
// placed absolutely, in one rule; a filter or a clip to nothing;
// content-visibility hidden), and, inherited by what the element holds
// unless it sets its own, visibility (hidden), a font size under
// minFontPx and a text indent off the page. Colour is not read from a
// stylesheet: whether a colour hides text depends on the background, the
// shadow and the gradient behind it, which only the whole cascade decides.
// What is hidden on one screen and shown on another (a block that a media
// query hides at a desktop's width and a phone shows) is someone's
// reading, and stays: only a rule that holds on every screen hides, and a
// rule in an @media, @supports, @container or @layer block may show an
// element but never hides one. @media blocks for print or speech alone do
// neither. A selector the parser does not know (a state such as :hover, a
// pseudo-element) matches nothing. The cascade is followed for each
// property: !important, then specificity, then order, with the style
// attribute above any rule that is not important. The content script
// reads the computed style instead (content/unseen.js markUnseen; shared
// fixture testdata/primary/unseen-sheet).

// sheetProp is a property whose value can leave text unseen.
type sheetProp struct {
	name string
	// hides: the value leaves the text unseen.
	hides func(v string) bool
	// resets: for a property the element's children inherit, the value
	// a child sets to be seen again; nil for one that hides the element
	// and all it holds.
	resets func(v string) bool
}

// offPageProp is the pseudo-property a rule sets when it places its
// element (absolutely or fixed) off the page: "yes", or "no" when it sets
// position, left or top otherwise.
const offPageProp = "off-page"

var sheetProps = []sheetProp{
	{name: "display", hides: func(v string) bool { return v == "none" }},
	{name: "transform", hides: transformHides},
	{name: "translate", hides: translateHides},
	{name: "scale", hides: scaleHides},
	{name: "filter", hides: filterHides},
	{name: "clip-path", hides: clipPathHides},
	{name: "content-visibility", hides: func(v string) bool { return v == "hidden" }},
	{name: offPageProp, hides: func(v string) bool { return v == "yes" }},
	{name: "visibility",
		hides:  func(v string) bool { return v == "hidden" || v == "collapse" },
		resets: func(v string) bool { return v == "visible" }},
	{name: "font-size",
		hides: func(v string) bool { return zeroLength(v) || px(v) < minFontPx },
		// A size relative to the hidden one (1em, 120%) stays hidden.
		resets: func(v string) bool {
			return !zeroLength(v) && (px(v) >= minFontPx && px(v) < 1e9 || strings.HasSuffix(v, "rem") || strings.HasSuffix(v, "pt"))
		}},
	{name: "text-indent",
		hides:  func(v string) bool { return px(v) <= offPage },
		resets: func(v string) bool { return zeroLength(v) || px(v) > offPage && px(v) < 1e9 }},
}

// sheetRule is one declaration of a sheetProp in the page's stylesheet,
// with the selector it applies to.
type sheetRule struct {
	sel       cascadia.Sel
	spec      cascadia.Specificity
	order     int
	important bool
	value     string
	// sure: the rule holds on every screen; a rule that holds on some
	// (in @media or @supports) can show an element but never hides one.
	sure bool
}

// beats: r wins over o in the cascade.
func (r sheetRule) beats(o sheetRule) bool {
	if r.important != o.important {
		return r.important
	}
	if r.spec != o.spec {
		return o.spec.Less(r.spec)
	}
	return r.order > o.order
}

// sheetHiding is what the page's stylesheet leaves unseen: elements with
// all they hold (not rendered, scaled to nothing, off the page), and
// elements whose own text is unseen.
type sheetHiding struct {
	none      map[*html.Node]bool
	invisible map[*html.Node]bool
}

// maxSheetRules bounds the declarations of one property read: a theme can
// carry tens of thousands. A property with more is not judged at all,
// since the rules left unread could show what the ones read hide.
const maxSheetRules = 4000

// maxSheetWork bounds the selector matches one page may cost (about 80
// ns each): a page's theme needs a few million, and a hostile page with
// thousands of hiding rules over tens of thousands of elements would
// need billions. What is found hidden before the budget runs out stays
// hidden; the rest is read.
const maxSheetWork = 8_000_000

// readSheetHiding applies the sheetProps rules of the <style> elements
// under root.
func readSheetHiding(root *html.Node) sheetHiding {
	h := sheetHiding{none: map[*html.Node]bool{}, invisible: map[*html.Node]bool{}}
	rules := sheetRules(root)
	if len(rules) == 0 {
		return h
	}
	elements := 0
	for n := range root.Descendants() {
		if n.Type == html.ElementNode {
			elements++
		}
	}
	work := 0
	for _, p := range sheetProps {
		rs := rules[p.name]
		// value is what the cascade gives n, "" when nothing sets it;
		// may: a rule that holds on some screens sets a value that does
		// not hide (seen) or that resets an inherited hiding.
		value := func(n *html.Node, seen func(string) bool) (v string, may bool) {
			work += len(rs)
			var best *sheetRule
			for i := range rs {
				r := &rs[i]
				if !r.sure {
					if seen(r.value) && r.sel.Match(n) {
						return "", true
					}
					continue
				}
				if (best == nil || r.beats(*best)) && r.sel.Match(n) {
					best = r
				}
			}
			if best != nil {
				v = best.value
			}
			if best == nil || !best.important {
				if s, ok := inlineValue(n, p.name); ok {
					v = s
				}
			}
			return v, false
		}
		hidden := func(n *html.Node) bool {
			v, may := value(n, func(v string) bool { return !p.hides(v) })
			return !may && p.hides(v)
		}
		var hide func(n *html.Node)
		hide = func(n *html.Node) {
			h.invisible[n] = true
			for c := n.FirstChild; c != nil; c = c.NextSibling {
				if c.Type != html.ElementNode || h.invisible[c] || work > maxSheetWork {
					continue
				}
				// A child that sets its own value is seen again, with all
				// it holds that does not hide itself.
				if v, may := value(c, p.resets); !may && !p.resets(v) {
					hide(c)
				}
			}
		}
		for _, r := range rs {
			if !r.sure || !p.hides(r.value) {
				continue
			}
			if work += elements; work > maxSheetWork {
				return h
			}
			for _, n := range cascadia.QueryAll(root, r.sel) {
				if work > maxSheetWork {
					return h
				}
				switch {
				case p.resets == nil && !h.none[n] && hidden(n):
					h.none[n] = true
				case p.resets != nil && !h.invisible[n] && hidden(n):
					hide(n)
				}
			}
		}
	}
	return h
}

// inlineValue is the value n's style attribute gives prop (for the
// off-page pseudo-property, "yes" or "no" when it sets a position or an
// offset).
func inlineValue(n *html.Node, prop string) (string, bool) {
	return declValue(styleDecls(n), prop)
}

// declValue is the value declarations d give prop (the off-page
// pseudo-property included).
func declValue(d map[string]string, prop string) (string, bool) {
	if d == nil {
		return "", false
	}
	if prop != offPageProp {
		v, ok := d[prop]
		return v, ok
	}
	if !setsPlace(d) {
		return "", false
	}
	return offPageValue(d), true
}

// placeProps are the properties that together place a box (offPageValue);
// setDecl sets the margin and padding longhands from their shorthands.
var placeProps = []string{"position", "left", "top", "right", "clip", "margin-left", "margin-top", "padding-left", "padding-top"}

// setsPlace: the declarations set a position, an offset or a clip.
func setsPlace(d map[string]string) bool {
	for _, k := range placeProps {
		if _, ok := d[k]; ok {
			return true
		}
	}
	return false
}

// offPageValue is the off-page pseudo-property of a set of declarations:
// "yes" when they place the box far left of or above the page (an
// absolute, fixed or relative offset, or a negative margin its padding
// does not bring back), far right of it (absolutely or fixed), or clip a
// placed box to a rectangle of no area. A margin of −9999px with a
// padding of 9999px is the full-bleed background trick: its text stays
// where it was.
func offPageValue(d map[string]string) string {
	p := d["position"]
	placed := p == "absolute" || p == "fixed"
	pulled := func(margin, padding string) bool {
		pad := 0.0
		if padding != "" {
			pad = px0(padding)
		}
		return px(margin) <= offPage && px(margin)+pad <= offPage
	}
	if (placed || p == "relative") && (px(d["left"]) <= offPage || px(d["top"]) <= offPage) ||
		placed && (px(d["right"]) <= offPage || clipRectHides(d["clip"])) ||
		pulled(d["margin-left"], d["padding-left"]) || pulled(d["margin-top"], d["padding-top"]) {
		return "yes"
	}
	return "no"
}

// sheetRules reads the sheetProps declarations of the <style> elements
// under root, in document order, by property; a property with more than
// maxSheetRules has none.
func sheetRules(root *html.Node) map[string][]sheetRule {
	out := map[string][]sheetRule{}
	wanted := map[string]bool{"margin": true, "padding": true}
	for _, k := range placeProps {
		wanted[k] = true
	}
	for _, p := range sheetProps {
		wanted[p.name] = true
	}
	order := 0
	add := func(prelude, block string, sure bool) {
		decls := map[string]string{}
		important := map[string]bool{}
		for _, decl := range strings.Split(block, ";") {
			k, v, ok := strings.Cut(decl, ":")
			if !ok {
				continue
			}
			k = strings.ToLower(strings.TrimSpace(k))
			if !wanted[k] {
				continue
			}
			v = strings.ToLower(strings.ReplaceAll(strings.TrimSpace(v), " ", ""))
			if b, ok := strings.CutSuffix(v, "!important"); ok {
				v, important[k] = b, true
			} else {
				important[k] = false
			}
			setDecl(decls, k, v) // a later declaration in the same block wins
		}
		if len(decls) == 0 {
			return
		}
		if setsPlace(decls) {
			decls[offPageProp] = offPageValue(decls)
		}
		order++
		var sels []cascadia.Sel
		for _, s := range splitSelectors(prelude) {
			if sel, err := cascadia.Parse(s); err == nil {
				sels = append(sels, sel)
			}
		}
		for _, p := range sheetProps {
			v, ok := decls[p.name]
			if !ok {
				continue
			}
			imp := important[p.name]
			if p.name == offPageProp {
				for _, k := range append(placeProps, "margin", "padding") {
					imp = imp || important[k]
				}
			}
			for _, sel := range sels {
				out[p.name] = append(out[p.name], sheetRule{sel: sel, spec: sel.Specificity(), order: order, important: imp, value: v, sure: sure})
			}
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Style:
				// A sheet for some screens (media="(min-width: 60em)")
				// may show but never hides, as an @media block.
				all := true
				if m := strings.TrimSpace(attr(c, "media")); m != "" {
					if !fetch.ScreenMedia(m) {
						continue
					}
					all = false
				}
				var css strings.Builder
				for t := c.FirstChild; t != nil; t = t.NextSibling {
					if t.Type == html.TextNode {
						css.WriteString(t.Data)
					}
				}
				eachRule(css.String(), func(prelude, block string, sure bool) { add(prelude, block, sure && all) })
			case atom.Noscript, atom.Template:
				// Not in force where scripts run, or never rendered.
			default:
				walk(c)
			}
		}
	}
	walk(root)
	for k, rs := range out {
		if len(rs) > maxSheetRules {
			delete(out, k)
		}
	}
	return out
}

// eachRule calls fn with the selector and declarations of each style rule
// in css, and whether it holds on every screen: rules at the top level
// do; those in a conditional block (@media, @supports, @container,
// @layer) may. Rules for print or speech alone are passed over. Comments
// are dropped.
func eachRule(css string, fn func(prelude, block string, sure bool)) {
	for {
		i := strings.Index(css, "/*")
		if i < 0 {
			break
		}
		j := strings.Index(css[i+2:], "*/")
		if j < 0 {
			css = css[:i]
			break
		}
		css = css[:i] + " " + css[i+2+j+2:]
	}
	eachRuleIn(css, true, fn)
}

func eachRuleIn(css string, sure bool, fn func(prelude, block string, sure bool)) {
	for len(css) > 0 {
		open := strings.IndexAny(css, "{;}")
		if open < 0 {
			return
		}
		if css[open] != '{' {
			css = css[open+1:] // an at-statement ("@import …;") or a stray brace
			continue
		}
		prelude := strings.TrimSpace(css[:open])
		end, depth := open+1, 1
		for ; end < len(css) && depth > 0; end++ {
			switch css[end] {
			case '{':
				depth++
			case '}':
				depth--
			}
		}
		block := css[open+1 : end-1]
		if depth > 0 {
			block = css[open+1:]
		}
		switch {
		case strings.HasPrefix(prelude, "@media"):
			if fetch.ScreenMedia(prelude[len("@media"):]) {
				eachRuleIn(block, false, fn)
			}
		case strings.HasPrefix(prelude, "@supports"), strings.HasPrefix(prelude, "@container"), strings.HasPrefix(prelude, "@layer"):
			eachRuleIn(block, false, fn)
		case strings.HasPrefix(prelude, "@"):
			// @font-face, @keyframes, @page: no style rules
		case !strings.Contains(block, "{"): // nested rules are not read
			fn(prelude, block, sure)
		}
		css = css[end:]
	}
}

// splitSelectors splits a selector list at its top-level commas (not those
// inside :not(…) or :is(…)).
func splitSelectors(prelude string) []string {
	var out []string
	depth, start := 0, 0
	for i := 0; i < len(prelude); i++ {
		switch prelude[i] {
		case '(', '[':
			depth++
		case ')', ']':
			depth--
		case ',':
			if depth == 0 {
				out = append(out, strings.TrimSpace(prelude[start:i]))
				start = i + 1
			}
		}
	}
	return append(out, strings.TrimSpace(prelude[start:]))
}

// inlineSheets puts each linked stylesheet in sheets (by href as written)
// in its <link>'s place as a <style> with the link's media, so the page's
// cascade reads it where the page loads it.
func inlineSheets(root *html.Node, sheets map[string]string) {
	if len(sheets) == 0 {
		return
	}
	var links []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Link && strings.Contains(strings.ToLower(attr(n, "rel")), "stylesheet") {
			links = append(links, n)
		}
	}
	for _, l := range links {
		css, ok := sheets[strings.TrimSpace(attr(l, "href"))]
		if !ok || l.Parent == nil {
			continue
		}
		st := &html.Node{Type: html.ElementNode, Data: "style", DataAtom: atom.Style}
		if m := attr(l, "media"); m != "" {
			st.Attr = []html.Attribute{{Key: "media", Val: m}}
		}
		st.AppendChild(&html.Node{Type: html.TextNode, Data: css})
		l.Parent.InsertBefore(st, l)
		l.Parent.RemoveChild(l)
	}
}
