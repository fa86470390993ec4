package extract

import (
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// labelTags are the phrasing elements a label or a heading's text is
// written in.
var labelTags = map[atom.Atom]bool{atom.Strong: true, atom.B: true, atom.Span: true, atom.Label: true, atom.Em: true, atom.Small: true, atom.Dt: true}

// readabilityUnlikely is the list of names Readability drops an element
// for before it scores the page.
var readabilityUnlikely = shared("readabilityUnlikely")

// unnameLabels removes, in the copy Readability reads, the class and id
// of a short label whose name Readability takes for furniture, unless it
// is furniture by this package's own rules (markFurniture ran first and
// pruneFurniture drops those later). Readability drops any element named
// "header", "extra" or "community": a spec list's <strong
// class="table__header">Weight:</strong> lost every label and kept the
// bare values ("1.78 lbs."), and Wikipedia's <span class="mw-headline"
// id="Community"> lost its section's heading. The content script does the
// same to its copy (observe.js unnameLabels).
//
// A list card's header goes the same way: a WordPress theme's <header
// class="entry-header"> around each entry's <h2> took every title out of
// a category page, which kept the entries' excerpts only.
func unnameLabels(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || hasAttr(n, furnitureMark) {
			continue
		}
		if isHeadingTag(n) && (cardOf(n) < 0 || !hasAncestor(n, atom.A)) {
			unnameHeading(n)
			continue
		}
		if sectionHeader(n) {
			removeAttr(n, "class")
			removeAttr(n, "id")
			continue
		}
		if !labelTags[n.DataAtom] && !cardHeader(n) {
			continue
		}
		if name := attr(n, "class") + " " + attr(n, "id"); readabilityUnlikely.MatchString(name) && len(collapse(textOf(n))) <= maxLabelChars {
			removeAttr(n, "class")
			removeAttr(n, "id")
		}
	}
}

// headingMisnomer is the word in Readability's unlikely list that names
// a heading element for what it is: rustdoc's <h4 class="code-header">
// (each method's signature) and <h2 class="section-header">
// ("Implementations"), Bootstrap's <h5 class="card-header">.
var headingMisnomer = shared("headingMisnomer")

// unnameHeading removes, in the copy Readability reads, the class and id
// of a heading Readability would drop for that word alone: a Rust API
// page lost its "Variants" and "Implementations" headings, each
// variant's name and each method's signature. A heading named for
// furniture too ("related-header", "footer-header") keeps its name. So
// does the title of a main-list card that is a link: unnamed, a job
// board's card titles moved Readability's choice to its other list (4354
// lost five jobs). rustdoc's methods are cards too, and their titles
// link nowhere.
func unnameHeading(n *html.Node) {
	name := attr(n, "class") + " " + attr(n, "id")
	if headingMisnomer.MatchString(name) && !readabilityUnlikely.MatchString(headingMisnomer.ReplaceAllString(name, " ")) {
		removeAttr(n, "class")
		removeAttr(n, "id")
	}
}

// maxSectionHeaderChars: a section's header is its heading and the lines
// that introduce the section, not the section.
const maxSectionHeaderChars = 800

// sectionHeader reports a block that heads a section of the content and
// that Readability would drop for the word "header" alone: Consumer
// Reports' <div class="…-component-header"> holds each section's <h3>
// and the sentence that opens it, and a buying guide lost all six. The
// block holds a heading below the title (an <h1> is the page's header's)
// and minIntroChars of text beside it, no list, form, navigation or
// picture, few links. It stands outside page chrome and outside a card,
// is not a repeated block's (a teaser's headline and lead), and has a
// sibling after it: the section it heads. The content script does the
// same (observe.js sectionHeader).
func sectionHeader(n *html.Node) bool {
	if n.DataAtom != atom.Div && n.DataAtom != atom.Header || inChrome(n) || nextElement(n) == nil || cardOf(n) >= 0 || repeatedBlock(n.Parent) {
		return false
	}
	name := attr(n, "class") + " " + attr(n, "id")
	if !headingMisnomer.MatchString(name) || readabilityUnlikely.MatchString(headingMisnomer.ReplaceAllString(name, " ")) {
		return false
	}
	headings := 0
	for d := range n.Descendants() {
		switch d.DataAtom {
		case atom.H1, atom.Nav, atom.Form, atom.Ul, atom.Ol, atom.Input, atom.Button, atom.Select, atom.Img:
			return false
		case atom.H2, atom.H3, atom.H4, atom.H5, atom.H6:
			headings += utf8.RuneCountInString(collapse(textOf(d)))
		}
	}
	text := collapse(textOf(n))
	chars := utf8.RuneCountInString(text)
	return headings > 0 && chars-headings >= minIntroChars && chars <= maxSectionHeaderChars && linkShare(n, text) < 0.5
}

// minIntroChars: the header introduces its section in a sentence, beside
// its heading. A header that is a heading alone ("You might also like",
// "Trending") is as often a teaser box's as a section's.
const minIntroChars = 80

// repeatedBlock reports an element with a sibling of its tag and class:
// a card of a list, whose header is the card's (a teaser's headline and
// lead), not a section's.
func repeatedBlock(n *html.Node) bool {
	if n == nil || n.Type != html.ElementNode {
		return false
	}
	for _, sib := range []*html.Node{prevElement(n), nextElement(n)} {
		if sib != nil && sameShape(n, sib) {
			return true
		}
	}
	return false
}

// cardHeader reports an element inside a main-list card (marked by
// markCards) that holds a heading: the card's title block.
func cardHeader(n *html.Node) bool {
	if cardOf(n) < 0 {
		return false
	}
	for d := range n.Descendants() {
		if isHeadingTag(d) {
			return true
		}
	}
	return false
}

// minBodyShare: a block holding this share of the page's paragraph text
// is the article's body, whatever Readability reads in its name.
const minBodyShare = 0.5

// bodyMisnomer: the words in Readability's unlikely list that name an
// article's body on real sites ("banners-contenido-nota", "extra-content",
// "sponsored-article", "supplemental-text"): they say how the body is
// dressed, not that it is furniture.
var bodyMisnomer = shared("bodyMisnomer")

// unnameBody removes, in the copy Readability reads, the class and id of
// the block that holds the article's body when Readability would drop it
// for one of those words. The block holds at least minBodyShare of the
// page's paragraph text (outside page chrome) in three paragraphs or
// more, and no other word of the list names it. The content script does
// the same to its copy (observe.js unnameBody).
func unnameBody(root *html.Node) {
	// Names first: a page rarely has a block named only by those words,
	// and then its paragraphs need not be measured.
	var cands []*html.Node
	for n := range root.Descendants() {
		if n.Type != html.ElementNode || n.DataAtom == atom.Body || hasAttr(n, furnitureMark) {
			continue
		}
		// Every misnomer is one of Readability's unlikely words, so a name
		// holding one and no other is dropped by Readability for it alone.
		name := attr(n, "class") + " " + attr(n, "id")
		if bodyMisnomer.MatchString(name) && !readabilityUnlikely.MatchString(bodyMisnomer.ReplaceAllString(name, " ")) {
			cands = append(cands, n)
		}
	}
	if len(cands) == 0 {
		return
	}
	paras := map[*html.Node]int{} // each shown paragraph's length
	total := 0
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.P && !inChrome(n) && !invisible(n) {
			paras[n] = len(collapse(textOf(n)))
			total += paras[n]
		}
	}
	for _, n := range cands {
		long, text := 0, 0
		for d := range n.Descendants() {
			if l, ok := paras[d]; ok {
				text += l
				if l >= 80 {
					long++
				}
			}
		}
		if long >= 3 && float64(text) >= minBodyShare*float64(total) {
			removeAttr(n, "class")
			removeAttr(n, "id")
		}
	}
}
