package extract

import (
	"strings"

	"github.com/PuerkitoBio/goquery"
	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// blocks are the page's rendered lines grouped by their block element, in
// document order, each with the share of its text that is link text.
// Over budget, link-heavy blocks (menus, tag clouds) go first.
func (p *page) blocks() []laika.Block {
	var out []laika.Block
	var last *html.Node
	for _, l := range p.lines {
		if l.block != nil && l.block == last && len(out) > 0 {
			b := &out[len(out)-1]
			if len(b.Text) < p.opts.MaxBlockChars {
				b.Text = clip(b.Text+"\n"+l.String(), p.opts.MaxBlockChars)
			}
			continue
		}
		last = l.block
		blk := laika.Block{Text: clip(l.String(), p.opts.MaxBlockChars), LinkDensity: density(l.linkChars, len(l.text))}
		if l.block != nil {
			blk.Tag = l.block.Data
			blk.Role = landmark(l.block)
		}
		out = append(out, blk)
	}
	if len(out) > p.opts.MaxBlocks {
		kept := out[:0]
		for _, b := range out {
			if b.LinkDensity < maxNavLinkDensity {
				kept = append(kept, b)
			}
		}
		out = kept
	}
	if len(out) > p.opts.MaxBlocks {
		out = out[:p.opts.MaxBlocks]
	}
	return out
}

// density is linkChars/total rounded to two decimals, so goldens are stable.
func density(linkChars, total int) float64 {
	if total == 0 {
		return 0
	}
	d := float64(linkChars) / float64(total)
	if d > 1 {
		d = 1
	}
	return float64(int(d*100+0.5)) / 100
}

// outline lists visible headings in document order.
func (p *page) outline() []laika.OutlineEntry {
	var out []laika.OutlineEntry
	p.doc.Find("h1, h2, h3, h4, h5, h6, [role=heading]").EachWithBreak(func(_ int, s *goquery.Selection) bool {
		n := s.Get(0)
		if invisible(n) {
			return true
		}
		if t := textOf(n); t != "" {
			out = append(out, laika.OutlineEntry{Level: headingLevel(n), Text: clip(t, maxLabelChars)})
		}
		return len(out) < p.opts.MaxOutline
	})
	return out
}

// links lists visible web links with their text and the line they sit in.
func (p *page) links() []laika.Link {
	byBlock := map[*html.Node][]string{}
	for _, l := range p.lines {
		if l.block != nil && l.linkChars > 0 {
			byBlock[l.block] = append(byBlock[l.block], l.text)
		}
	}
	// contextOf is the rendered line holding the link's text.
	contextOf := func(n *html.Node, text string) string {
		if text == "" {
			return ""
		}
		for _, l := range byBlock[blockOf(n)] {
			if l != text && strings.Contains(l, text) {
				return l
			}
		}
		return ""
	}
	seen := map[string]bool{}
	var out []laika.Link
	p.doc.Find("a[href]").EachWithBreak(func(_ int, s *goquery.Selection) bool {
		n := s.Get(0)
		href := resolve(p.base, attr(n, "href"))
		if href == "" || invisible(n) {
			return true
		}
		text := linkText(n)
		key := href + "\x00" + text
		if seen[key] {
			return true
		}
		seen[key] = true
		l := laika.Link{URL: href, Text: clip(text, maxLabelChars)}
		if ctx := contextOf(n, text); ctx != "" {
			l.Context = around(ctx, text, maxContextChars)
		}
		out = append(out, l)
		return len(out) < p.opts.MaxLinks
	})
	return out
}

// linkText is a link's visible text, else its accessible name.
func linkText(n *html.Node) string {
	if t := textOf(n); t != "" {
		return t
	}
	if t := collapse(attr(n, "aria-label")); t != "" {
		return t
	}
	if t := collapse(attr(n, "title")); t != "" {
		return t
	}
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.DataAtom == atom.Img {
			return collapse(attr(c, "alt"))
		}
	}
	return ""
}

// blockOf is the nearest block-level ancestor the renderer attributes
// lines to.
func blockOf(n *html.Node) *html.Node {
	for p := n.Parent; p != nil; p = p.Parent {
		if isBlock(p) && p.DataAtom != atom.Tr && p.DataAtom != atom.Tbody && p.DataAtom != atom.Td && p.DataAtom != atom.Th {
			return p
		}
	}
	return nil
}

// around returns up to max bytes of s centred on needle.
func around(s, needle string, max int) string {
	if len(s) <= max {
		return s
	}
	i := strings.Index(s, needle)
	if i < 0 {
		return clip(s, max)
	}
	start := i + len(needle)/2 - max/2
	if start < 0 {
		start = 0
	}
	if start+max > len(s) {
		start = len(s) - max
	}
	for start > 0 && start < len(s) && (s[start]&0xC0) == 0x80 {
		start++
	}
	end := start + max
	if end > len(s) {
		end = len(s)
	}
	for end < len(s) && (s[end]&0xC0) == 0x80 {
		end--
	}
	out := s[start:end]
	if start > 0 {
		out = "…" + out
	}
	if end < len(s) {
		out += "…"
	}
	return out
}
