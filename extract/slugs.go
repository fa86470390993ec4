package extract

import (
	"strings"
	"unicode"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// minSlugWords: an id of fewer words ("comments", "related-posts") is a
// name someone chose, which may well mean furniture.
const minSlugWords = 3

// unslugIDs removes, in the copy Readability reads, the ids that are a
// section's own heading written as a slug ("respond-to-review-comments",
// "explicit-in-reply-to-headers"). Documentation generators and many CMSs
// name every section after its heading, and Readability reads "comment",
// "header" or "replies" in an id as a sign of furniture, so whole sections
// of a guide were dropped for the words in their titles.
func unslugIDs(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && slugID(n) {
			removeAttr(n, "id")
		}
	}
}

// furnitureNamed: n's class or id names page furniture, or n is a
// paywall's prompt to its guests (wallPrompt). A heading never
// is: it titles what follows, and its classes are about the heading
// itself ("hide-from-toc" keeps it out of a table of contents). Nor is
// a chapter's index of its pages (pageIndex), nor prose that is only
// named after one (proseContents), nor a block whose class only lays it
// out beside a sidebar or, over prose, says it carries adverts
// (furnitureClass).
func furnitureNamed(n *html.Node) bool {
	class := attr(n, "class")
	return !isHeadingTag(n) && (furnitureClass(n, class) || furnitureID(n) || wallPrompt(n, class)) && !promoCard(n) && !heroClass.MatchString(class+" "+attr(n, "id")) && !pageIndex(n) && !proseContents(n) && !tabbedProse(n)
}

// furnitureClass: class names furniture, read without its tokens that
// say how a block is laid out beside a sidebar (sidebarLayout:
// "has-sidebar", Tailwind's "lg:w-main-with-right-sidebar", the width of
// the content column next to one), and over prose without its
// advertising modifiers (modifierProse).
func furnitureClass(n *html.Node, class string) bool {
	if !boilerplateClass.MatchString(class) {
		return false
	}
	if sidebarLayout.MatchString(class) {
		fields := strings.Fields(class)
		kept := fields[:0]
		for _, f := range fields {
			if !sidebarLayout.MatchString(f) {
				kept = append(kept, f)
			}
		}
		if class = strings.Join(kept, " "); !boilerplateClass.MatchString(class) {
			return false
		}
	}
	return !modifierProse(n, class)
}

// sidebarLayout is a class token that lays a block out with or without a
// sidebar: the block is the content beside it, not the sidebar.
var sidebarLayout = shared("sidebarLayout")

// minModifierProse: a block named as furniture in a modifier only is the
// page's prose when it holds this many paragraphs of it.
const minModifierProse = 1

// adModifier is a BEM modifier that says a block carries adverts.
var adModifier = shared("adModifier")

// modifierProse: class names furniture only in an advertising modifier
// (adModifier), the part of a BEM name after "--", and n reads as prose:
// minModifierProse paragraphs of minProseWords words or more, under a
// quarter of its text in links. chip.de builds its test reports of
// TestReport__Section--Ads, sections an advert may be placed in; each was
// pruned as an advert, and the summary read the page's shopping widgets
// instead. The advert itself holds no prose ("container--ads"), and a
// modifier that names what a block is ("post--related",
// "section--newsletter") keeps it furniture.
func modifierProse(n *html.Node, class string) bool {
	if !strings.Contains(class, "--") {
		return false
	}
	fields := strings.Fields(class)
	for i, f := range fields {
		if base, mod, ok := strings.Cut(f, "--"); ok && adModifier.MatchString(mod) {
			fields[i] = base
		}
	}
	if boilerplateClass.MatchString(strings.Join(fields, " ")) {
		return false
	}
	paras := 0
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && d.DataAtom == atom.P && len(strings.Fields(textOf(d))) >= minProseWords {
			if paras++; paras >= minModifierProse {
				break
			}
		}
	}
	if paras < minModifierProse {
		return false
	}
	text, links := linkedText(n)
	return 4*links < text
}

// heroClass names a page's hero: the banner at the top of a landing or
// service page that holds its title and opening lines. "hero-banner" is
// the page's own introduction, not an advertising banner.
var heroClass = shared("heroClass")

// furnitureID: n's id names page furniture (boilerplateClass), and is not
// merely its heading's slug ("sharing-with-a-single-developer").
func furnitureID(n *html.Node) bool {
	return boilerplateClass.MatchString(attr(n, "id")) && !slugID(n)
}

// slugID: n's id is its own heading, or its first heading's, as a slug.
func slugID(n *html.Node) bool {
	id := attr(n, "id")
	if id == "" || len(strings.FieldsFunc(id, notAlnum)) < minSlugWords {
		return false
	}
	h := n
	if !isHeadingTag(n) {
		h = firstHeading(n)
	}
	return h != nil && slugOf(alnumKey(id), alnumKey(textOf(h)))
}

// slugOf: id is heading's text as a slug, perhaps with a numeric suffix
// that makes it unique ("…-origin-1-1") or cut short.
func slugOf(id, heading string) bool {
	if len(id) < 8 || len(heading) < 8 {
		return false
	}
	return id == heading || strings.HasPrefix(id, heading) && strings.Trim(id[len(heading):], "0123456789") == "" || strings.HasPrefix(heading, id)
}

func firstHeading(n *html.Node) *html.Node {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && isHeadingTag(d) {
			return d
		}
	}
	return nil
}

func notAlnum(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsNumber(r) }

// alnumKey is s lower-cased with everything but letters and digits left out.
func alnumKey(s string) string {
	return strings.Map(func(r rune) rune {
		if notAlnum(r) {
			return -1
		}
		return unicode.ToLower(r)
	}, s)
}

func removeAttr(n *html.Node, key string) {
	kept := n.Attr[:0]
	for _, a := range n.Attr {
		if a.Key != key {
			kept = append(kept, a)
		}
	}
	n.Attr = kept
}
