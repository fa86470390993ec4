package extract

import (
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A short news story (under readableChars) sits in a main region beside
// lists of other stories: headlines, teasers, "most read". keptOneBlock
// took the story for one section of a page whose content is spread out
// (a service page) and read the whole region, so 1,700 characters of
// story came out inside 6,000 of other headlines. A page that says when
// it was published (declaresPublished, or a dateline it prints at the
// story's start: showsDate) is a story, and when what the region holds
// besides the pick is not prose (headlines and links, not paragraphs),
// the pick is the story. A service page's other sections are
// paragraphs; a dated page whose region goes on in prose (a comparison
// chart's write-ups) still reads the region. The content script does
// the same (content/article.js datedStory).

// minStoryChars: a pick shorter than this is a teaser or a caption, not
// the story a dated page carries.
const minStoryChars = 500

// maxRestProse: the share of the rest of the region (the region less the
// pick's lines) in prose lines above which the rest is more content.
const maxRestProse = 0.4

// minParagraphWords: a line this long, outside links, is a paragraph.
const minParagraphWords = 15

// pickIsDatedStory reports that the page declares when it was published,
// that Readability's pick (its text kept) is a story, mostly not links,
// and that the region's text outside the pick is mostly not prose.
func (p *page) pickIsDatedStory(pick *html.Node, kept string, region *html.Node) bool {
	if len(collapse(kept)) < minStoryChars {
		return false
	}
	keys := map[string]bool{}
	chars, links := 0, 0
	for _, l := range renderLines(pick) {
		keys[wordKey(l.text)] = true
		chars += len(l.text)
		links += l.linkChars
	}
	if float64(links) >= maxLinkShare*float64(chars) {
		return false
	}
	lines := renderLines(region)
	if !p.declaresPublished() && !showsDate(lines, keys) {
		return false
	}
	rest, prose := 0, 0
	for _, l := range lines {
		if keys[wordKey(l.text)] {
			continue
		}
		rest += len(l.text)
		if isProseLine(l) {
			prose += len(l.text)
		}
	}
	return float64(prose) < maxRestProse*float64(rest)
}

// maxLinkShare: a pick with this share of its text in links is a list.
const maxLinkShare = 0.3

// isProseLine: l is a paragraph, minParagraphWords words or more, under a
// fifth of it in links.
func isProseLine(l line) bool {
	return len(strings.Fields(l.text)) >= minParagraphWords && 5*l.linkChars < len(l.text)
}

// declaresPublished reports that the page says when it was published: an
// article:published_time <meta>, a datePublished in its JSON-LD, or a
// microdata datePublished, each of a story.
func (p *page) declaresPublished() bool {
	for n := range p.root.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		if strings.EqualFold(attr(n, "itemprop"), "datePublished") && storyScope(n) {
			return true
		}
		if n.DataAtom == atom.Meta && (strings.EqualFold(attr(n, "property"), publishedMeta) || strings.EqualFold(attr(n, "name"), publishedMeta)) && strings.TrimSpace(attr(n, "content")) != "" {
			return true
		}
	}
	return p.ldFirst(ldNests, func(x map[string]any) string {
		if s, ok := x["datePublished"].(string); ok && strings.TrimSpace(s) != "" && storyType(x["@type"]) {
			return s
		}
		return ""
	}) != ""
}

// publishedMeta is the Open Graph tag of an article's publication time.
const publishedMeta = "article:published_time"

// storyType: a JSON-LD @type (a string or a list) names a story:
// Article, NewsArticle, BlogPosting, Report… A WebPage's datePublished
// (every page a CMS serves declares one) says nothing of what it is.
func storyType(t any) bool {
	switch x := t.(type) {
	case string:
		return storyTypeName.MatchString(x)
	case []any:
		for _, e := range x {
			if storyType(e) {
				return true
			}
		}
	}
	return false
}

var storyTypeName = regexp.MustCompile(`(?i)(?:article|posting|report)$`)

// storyScope: the microdata item n belongs to (its nearest itemscope) is
// a story.
func storyScope(n *html.Node) bool {
	for a := n.Parent; a != nil; a = a.Parent {
		if a.Type == html.ElementNode && hasAttr(a, "itemscope") {
			return storyTypeName.MatchString(strings.TrimRight(attr(a, "itemtype"), "/ "))
		}
	}
	return false
}

// A story that declares no date for machines still shows one to its
// readers: a dateline above or under its headline ("19.10.2019 07:49
// Uhr", "Domingo, Diciembre 6, 2020 - 07:32", "Posted by Konstantin
// 21.10.2019"). A service page's sections and a shop's category intro
// show none there (none of the 13 WCXB pages whose region this rule
// must keep does).

// dateLineBefore and dateLineInto: how many lines before the pick's
// first line, and into the pick, a dateline is looked for.
// maxDateLineChars: a longer line is a sentence that mentions a date.
const (
	dateLineBefore   = 3
	dateLineInto     = 2
	maxDateLineChars = 100
)

// shownDate is a date as pages print them, in numbers or with a month's
// name in English, German, French, Spanish, Italian, Portuguese or
// Dutch, or in Chinese, Japanese or Korean.
var shownDate = shared("shownDate")

// showsDate: a short line that is not all link (a byline's linked name
// beside its date counts, a headline in a ticker does not), near the
// start of the pick (the lines whose keys are keys), states a date. Not
// "under half links": Go counts a line in bytes and the content script
// in UTF-16 units, and a Chinese byline's linked name is half the bytes
// of "上報快訊／范姜佳鈺 2020年03月12日 20:19:00" and under a third of its
// characters.
func showsDate(lines []line, keys map[string]bool) bool {
	first := -1
	for i, l := range lines {
		if keys[wordKey(l.text)] {
			first = i
			break
		}
	}
	if first < 0 {
		return false
	}
	for i := max(0, first-dateLineBefore); i < min(len(lines), first+dateLineInto); i++ {
		l := lines[i]
		if utf8.RuneCountInString(l.text) <= maxDateLineChars && l.linkChars < len(l.text) && shownDate.MatchString(l.text) {
			return true
		}
	}
	return false
}
