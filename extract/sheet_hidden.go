package extract

import (
	"strings"

	"github.com/andybalholm/cascadia"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A page's own stylesheet (its <style> elements) hides text as surely as
// a style attribute does: ".note{display:none}" is the plainest place to
// plant an instruction for an agent, and the page's readers never see it.
// Extraction loads no stylesheet from elsewhere, but it reads the ones
// the page carries, for the two properties that decide whether anything
// is rendered at all: display (none hides the element and all it holds)
// and visibility (hidden hides the element's own text; a child may set it
// back). What is hidden on one screen and shown on another (a block
// that a media query hides at a desktop's width and a phone shows) is
// someone's reading, and stays: only a rule that holds on every screen
// hides, and a rule in an @media, @supports, @container or @layer block
// may show an element but never hides one. @media blocks for print or
// speech alone do neither. A selector the parser does not know (a state
// such as :hover, a pseudo-element) matches nothing. The cascade is
// followed for those two properties: !important, then specificity, then
// order, with the style attribute above any rule that is not important.
// The content script reads the computed style instead
// (content/unseen.js markUnseen; shared fixture
// testdata/primary/unseen-sheet).

// sheetRule is one declaration of display or visibility in the page's
// stylesheet, with the selector it applies to.
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

// sheetHiding is what the page's stylesheet does not render: elements
// displayed as none, and elements whose own text is invisible.
type sheetHiding struct {
	none      map[*html.Node]bool
	invisible map[*html.Node]bool
}

// maxSheetRules bounds the declarations read: a theme can carry tens of
// thousands. A page with more is not judged at all, since the rules left
// unread could show what the ones read hide.
const maxSheetRules = 4000

// readSheetHiding applies the display and visibility rules of the <style>
// elements under root.
func readSheetHiding(root *html.Node) sheetHiding {
	h := sheetHiding{none: map[*html.Node]bool{}, invisible: map[*html.Node]bool{}}
	display, visibility := sheetRules(root)
	if len(display)+len(visibility) == 0 {
		return h
	}
	// shows: the cascade gives n for prop a value other than those hides
	// names, or a rule that may hold would; "" is not set.
	shows := func(n *html.Node, rules []sheetRule, prop string, hides func(string) bool) bool {
		var best *sheetRule
		for i := range rules {
			r := &rules[i]
			if !r.sure {
				if !hides(r.value) && r.sel.Match(n) {
					return true
				}
				continue
			}
			if (best == nil || r.beats(*best)) && r.sel.Match(n) {
				best = r
			}
		}
		v := ""
		if best != nil {
			v = best.value
		}
		if best == nil || !best.important {
			if s, ok := styleDecls(n)[prop]; ok {
				v = strings.TrimSpace(s)
			}
		}
		return !hides(v)
	}
	none := func(v string) bool { return v == "none" }
	invisible := func(v string) bool { return v == "hidden" || v == "collapse" }
	inherited := func(v string) bool { return v == "" || v == "inherit" || v == "unset" || invisible(v) }
	for _, r := range display {
		if !r.sure || !none(r.value) {
			continue
		}
		for _, n := range cascadia.QueryAll(root, r.sel) {
			if !h.none[n] && !shows(n, display, "display", none) {
				h.none[n] = true
			}
		}
	}
	var hide func(n *html.Node)
	hide = func(n *html.Node) {
		h.invisible[n] = true
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			// A child that sets its visibility back is drawn, with all it
			// holds that does not hide itself.
			if c.Type == html.ElementNode && !h.invisible[c] && !shows(c, visibility, "visibility", inherited) {
				hide(c)
			}
		}
	}
	for _, r := range visibility {
		if !r.sure || !invisible(r.value) {
			continue
		}
		for _, n := range cascadia.QueryAll(root, r.sel) {
			if !h.invisible[n] && !shows(n, visibility, "visibility", invisible) {
				hide(n)
			}
		}
	}
	return h
}

// sheetRules reads the display and visibility declarations of the <style>
// elements under root, in document order; none when there are more than
// maxSheetRules.
func sheetRules(root *html.Node) (display, visibility []sheetRule) {
	order := 0
	add := func(prelude, block string, sure bool) {
		for _, decl := range strings.Split(block, ";") {
			k, v, ok := strings.Cut(decl, ":")
			if !ok {
				continue
			}
			k = strings.ToLower(strings.TrimSpace(k))
			if k != "display" && k != "visibility" {
				continue
			}
			order++ // a later declaration in the same block wins too
			v = strings.ToLower(strings.TrimSpace(v))
			important := strings.HasSuffix(strings.ReplaceAll(v, " ", ""), "!important")
			if important {
				v = strings.TrimSpace(v[:strings.LastIndex(v, "!")])
			}
			for _, s := range splitSelectors(prelude) {
				sel, err := cascadia.Parse(s)
				if err != nil {
					continue
				}
				r := sheetRule{sel: sel, spec: sel.Specificity(), order: order, important: important, value: v, sure: sure}
				if k == "display" {
					display = append(display, r)
				} else {
					visibility = append(visibility, r)
				}
			}
		}
	}
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		for c := n.FirstChild; c != nil && len(display)+len(visibility) <= maxSheetRules; c = c.NextSibling {
			if c.Type != html.ElementNode {
				continue
			}
			switch c.DataAtom {
			case atom.Style:
				// A sheet for some screens (media="(min-width: 60em)")
				// may show but never hides, as an @media block.
				all := true
				if m := strings.TrimSpace(attr(c, "media")); m != "" {
					if !onScreen(m) {
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
	if len(display)+len(visibility) > maxSheetRules {
		return nil, nil
	}
	return display, visibility
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
			if onScreen(prelude[len("@media"):]) {
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

// onScreen: a media query list may hold on some screen, which every
// query does but those for print or speech alone.
func onScreen(list string) bool {
	for _, q := range splitSelectors(strings.ToLower(list)) {
		q = strings.TrimPrefix(strings.TrimSpace(q), "only ")
		if t, _, _ := strings.Cut(q, " "); t != "print" && t != "speech" {
			return true
		}
	}
	return false
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
