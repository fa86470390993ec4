package summary

import (
	"cmp"
	"fmt"
	"slices"
	"strings"

	"github.com/laikabrowser/laika"
)

// Sizes of the extractive summary by style.
const (
	maxQuoteChars = 300 // a citation quote longer than this is cut at a word
	maxPointChars = 400 // a key point longer than this is cut at a word
	leadWindow    = 5   // the lead line is the best of the first few sentences
)

// Styles a summary can be asked for.
const (
	StyleDefault  = ""
	StyleBrief    = "brief"
	StyleDetailed = "detailed"
)

// validStyle reports whether s is a known style.
func validStyle(s string) bool {
	return s == StyleDefault || s == StyleBrief || s == StyleDetailed || s == "default"
}

func pointsFor(style string) int {
	switch style {
	case StyleBrief:
		return 3
	case StyleDetailed:
		return 10
	}
	return 5
}

// Extractive is a summary made only of page text: a lead line and key points
// that are quotes, each with a citation.
type Extractive struct {
	Markdown  string
	Citations []laika.Citation
}

// doc is an input split into ranked units, shared by the extractive summary
// and by citation matching for model answers.
type doc struct {
	in Input
	us []unit
	r  *ranker
}

func newDoc(in Input, goal string) *doc {
	d := &doc{in: in, us: units(in), r: newRanker(len(in.Text))}
	if len(d.us) > 0 {
		centroid := d.r.vectorize(d.us)
		d.r.score(d.us, centroid, in.Title, goal, in.Kind == KindPage)
	}
	return d
}

func (d *doc) extractive(style string) Extractive {
	in, us := d.in, d.us
	if len(us) == 0 {
		return Extractive{Markdown: "The page has no readable text to summarize.\n"}
	}

	k := pointsFor(style)
	var b strings.Builder
	var cites []laika.Citation
	skip := -1
	switch in.Kind {
	case KindList:
		fmt.Fprintf(&b, "%s lists %d visible items.", leadName(in.Title, "This page"), len(us))
		k = min(k+3, len(us))
	case KindComments:
		fmt.Fprintf(&b, "%s: a discussion; these points come from the post and its visible comments.", leadName(in.Title, "This page"))
	default:
		skip = leadIndex(us)
		lead := us[skip]
		if in.Title != "" && !strings.Contains(strings.ToLower(lead.text), strings.ToLower(in.Title)) {
			fmt.Fprintf(&b, "**%s**: ", escapeMD(in.Title))
		}
		b.WriteString(escapeMD(cutWords(lead.text, maxPointChars)))
		cites = append(cites, cite(lead.quote))
	}
	b.WriteString("\n\n")
	picked := mmr(us, k, skip)
	if len(picked) > 0 {
		b.WriteString("Key points, quoted from the page:\n\n")
	}
	for _, i := range picked {
		u := us[i]
		b.WriteString("- ")
		switch {
		case in.Kind == KindList:
			b.WriteString(escapeMD(cutWords(u.text, maxPointChars)))
		default:
			fmt.Fprintf(&b, "“%s”", escapeMD(cutWords(u.text, maxPointChars)))
			if u.author != "" {
				fmt.Fprintf(&b, " (%s)", escapeMD(u.author))
			} else if u.heading != "" {
				fmt.Fprintf(&b, " (%s)", escapeMD(cutWords(u.heading, 80)))
			}
		}
		b.WriteByte('\n')
		cites = append(cites, cite(u.quote))
	}
	return Extractive{Markdown: b.String(), Citations: cites}
}

func leadName(title, fallback string) string {
	if title == "" {
		return fallback
	}
	return "**" + escapeMD(title) + "**"
}

// leadIndex is the best-scored unit among the first leadWindow units: the
// lede of an article is usually there, and a summary that starts where the
// page starts reads naturally.
func leadIndex(us []unit) int {
	best := 0
	for i := 1; i < min(leadWindow, len(us)); i++ {
		if us[i].score > us[best].score {
			best = i
		}
	}
	return best
}

// units splits the input into rankable units in document order.
func units(in Input) []unit {
	var us []unit
	heading := ""
	for line := range strings.Lines(in.Text) {
		body, kind := stripPrefix(strings.TrimRight(line, "\n"))
		if body == "" {
			continue
		}
		switch kind {
		case 'h':
			heading = body
			continue
		case 'c':
			continue // code is quoted, not summarized
		}
		if in.Kind == KindList && kind == '-' {
			title, _, _ := strings.Cut(body, ": ")
			us = append(us, unit{text: body, quote: title, heading: heading, pos: len(us), nwords: len(strings.Fields(body))})
			continue
		}
		author := ""
		if in.Kind == KindComments && kind == '>' {
			if a, rest, ok := strings.Cut(body, ": "); ok && len(a) < 40 && !strings.Contains(a, ". ") {
				author, body = a, rest
			}
		}
		for _, s := range splitSentences(body) {
			n := len(strings.Fields(s))
			if n < minWords || fragment(s) {
				continue
			}
			us = append(us, unit{text: s, quote: s, heading: heading, author: author, pos: len(us), nwords: n})
		}
	}
	return us
}

// cutWords shortens s to at most max bytes at a word boundary, adding "…".
func cutWords(s string, max int) string {
	if len(s) <= max {
		return s
	}
	s = runePrefix(s, max)
	if i := strings.LastIndexByte(s, ' '); i > max/2 {
		s = s[:i]
	}
	return strings.TrimRight(s, " ,;:") + "…"
}

// mdEscaper escapes the Markdown and HTML characters page text could use to
// change how a quote renders (the sidecar sanitizes too; this keeps quotes
// literal).
var mdEscaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
	`<`, `&lt;`, `>`, `&gt;`, `#`, `\#`, `|`, `\|`,
)

func escapeMD(s string) string { return mdEscaper.Replace(s) }

// cite makes a citation for a verbatim page quote.
func cite(quote string) laika.Citation {
	q := cutWords(quote, maxQuoteChars)
	return laika.Citation{Quote: q, Locator: &laika.Locator{Type: "text_fragment", Value: TextFragment(strings.TrimSuffix(q, "…"))}}
}

// condense keeps the best-scored units, in page order with their headings,
// up to about maxChars: the input for a model when the page is too long to
// map in full (a 200-page document).
func (d *doc) condense(maxChars int) string {
	order := make([]int, len(d.us))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(d.us[b].score, d.us[a].score) })
	keep := make([]bool, len(d.us))
	size := 0
	for _, i := range order {
		n := len(d.us[i].text) + len(d.us[i].heading)/4 + 2
		if size+n > maxChars {
			continue
		}
		keep[i] = true
		size += n
	}
	var b strings.Builder
	heading := ""
	for i, u := range d.us {
		if !keep[i] {
			continue
		}
		if u.heading != heading && u.heading != "" {
			heading = u.heading
			b.WriteString("H2: ")
			b.WriteString(heading)
			b.WriteByte('\n')
		}
		b.WriteString(u.text)
		b.WriteByte('\n')
	}
	return cutLines(b.String(), maxChars)
}

// fragment reports a sentence that only introduces what follows ("...
// the following:", "... of I; or"): quoted alone it says nothing.
func fragment(s string) bool {
	return strings.HasSuffix(s, ":") || strings.HasSuffix(s, "; or") || strings.HasSuffix(s, "; and") ||
		strings.HasSuffix(s, ",") || strings.HasSuffix(s, ";")
}
