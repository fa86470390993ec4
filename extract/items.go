package extract

import (
	"sort"
	"strings"

	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// card is one candidate entry of a list page.
type card struct {
	node  *html.Node
	link  *html.Node // the entry's title link
	title string
	text  string
	own   int // chars of text outside links
	head  bool
}

// items finds the page's main repeated list (search results, product
// grid, feed): the largest run of three or more sibling elements with the
// same tag and class, each holding a titled link and some text of its own
// (a snippet, a price). Menus fail the "own text" test; lists in page chrome
// and discussion entries (already comments) are skipped.
func (p *page) items() []laika.Item {
	var best []card
	bestScore := 0
	var walk func(n *html.Node)
	walk = func(n *html.Node) {
		if n.Type != html.ElementNode && n.Type != html.DocumentNode {
			return
		}
		if n.Type == html.ElementNode && (skipTags[n.DataAtom] || selfHidden(n) || isChromeElement(n) && n.DataAtom != atom.Header && n.DataAtom != atom.Form) {
			return
		}
		groups := map[string][]*html.Node{}
		var order []string
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			if c.Type != html.ElementNode || selfHidden(c) {
				continue
			}
			k := c.Data + "." + attr(c, "class")
			if _, ok := groups[k]; !ok {
				order = append(order, k)
			}
			groups[k] = append(groups[k], c)
		}
		for _, k := range order {
			if len(groups[k]) < minItems {
				continue
			}
			var cards []card
			score := 0
			for _, c := range groups[k] {
				cd, ok := p.card(c)
				if !ok {
					continue
				}
				cards = append(cards, cd)
				score += min(len(cd.text), 400)
				if cd.head {
					score += 100
				}
			}
			if len(cards) >= minItems && len(cards)*2 >= len(groups[k]) && score > bestScore {
				best, bestScore = cards, score
			}
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(p.body)
	if len(best) == 0 {
		return nil
	}
	out := make([]laika.Item, 0, len(best))
	for _, c := range best {
		it := laika.Item{Title: clip(c.title, p.opts.MaxItemChars), URL: resolve(p.base, attr(c.link, "href"))}
		it.Snippet = clip(snippetOf(c), p.opts.MaxItemChars)
		out = append(out, it)
		if len(out) >= p.opts.MaxItems {
			break
		}
	}
	return out
}

// card reads n as a list entry: its title link is the link inside a
// heading, else the link with the longest text.
func (p *page) card(n *html.Node) (card, bool) {
	if isCommentNode(n) {
		return card{}, false
	}
	cd := card{node: n, text: textOf(n)}
	if len(cd.text) < minItemChars {
		return card{}, false
	}
	var links []*html.Node
	var headLink *html.Node
	linkChars := 0
	var walk func(c *html.Node, inHead bool)
	walk = func(c *html.Node, inHead bool) {
		if c.Type != html.ElementNode || skipTags[c.DataAtom] || selfHidden(c) {
			return
		}
		if headingLevel(c) > 0 {
			inHead = true
			cd.head = true
		}
		if c.DataAtom == atom.A && resolve(p.base, attr(c, "href")) != "" {
			links = append(links, c)
			linkChars += len(textOf(c))
			if inHead && headLink == nil {
				headLink = c
			}
			return
		}
		for ch := c.FirstChild; ch != nil; ch = ch.NextSibling {
			walk(ch, inHead)
		}
	}
	walk(n, false)
	if len(links) == 0 {
		return card{}, false
	}
	cd.link = headLink
	if cd.link == nil {
		sort.SliceStable(links, func(i, j int) bool { return len(textOf(links[i])) > len(textOf(links[j])) })
		cd.link = links[0]
	}
	cd.title = linkText(cd.link)
	if h := headingIn(n); h != nil && cd.link == headLink {
		cd.title = textOf(h)
	}
	cd.own = len(cd.text) - linkChars
	if n.DataAtom == atom.A { // the whole card is one link: its heading is the title
		if h := headingIn(n); h != nil {
			cd.title = textOf(h)
		}
		cd.own = len(cd.text) - len(cd.title)
	}
	if cd.title == "" || cd.own < minItemOwnChars {
		return card{}, false
	}
	return cd, true
}

func headingIn(n *html.Node) *html.Node {
	if headingLevel(n) > 0 {
		return n
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			if h := headingIn(c); h != nil {
				return h
			}
		}
	}
	return nil
}

// snippetOf is the card's text without its title, its lines (a URL
// breadcrumb, a description, a price) joined with " — ".
func snippetOf(c card) string {
	var parts []string
	title := false
	for _, l := range renderLines(c.node) {
		t := l.text
		if !title && strings.Contains(t, c.title) {
			title = true
			t = strings.TrimSpace(strings.Replace(t, c.title, "", 1))
		}
		if t = strings.Trim(t, " -–—·|"); t != "" {
			parts = append(parts, t)
		}
	}
	return strings.Join(parts, " — ")
}
