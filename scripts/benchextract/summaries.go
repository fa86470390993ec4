package main

import (
	"context"
	"fmt"
	"io"
	"slices"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/summary"
)

// minLongText: a page whose summary input has this many characters or
// more is long, and its built-in summary should draw on all of it.
const minLongText = 6000

// summaryCoverage reports where the built-in summary's quotes come from
// on the set's long pages (summarized as a page, not a list or a thread):
// each quote's place in the text (0 its start, 1 its end), how many of
// them come from its second half, how many pages quote their second half
// at all, and how many distinct sections the quotes name. A summary that
// quotes only a long guide's introduction tells its reader little of it.
// It also counts the pages whose summary lists numbered sections.
func summaryCoverage(w io.Writer, pages []page, verbose bool) error {
	var places []float64
	long, tail, sections, listed := 0, 0, 0, 0
	for _, p := range pages {
		obs, err := extract.HTML(fetch.ToUTF8(p.html, ""), p.url, extract.Options{MaxPrimaryChars: 1 << 22})
		if err != nil {
			continue
		}
		in := summary.BuildInput(obs, 0)
		res, err := summary.Run(context.Background(), obs, nil, summary.Options{}, nil)
		if err != nil {
			return fmt.Errorf("%s: %w", p.id, err)
		}
		if strings.Contains(res.Text, "Its numbered sections") {
			listed++
		}
		if in.Kind != summary.KindPage || len(in.Text) < minLongText {
			continue
		}
		long++
		named := map[string]bool{}
		var at []string
		quotesTail := false
		for _, c := range res.Citations {
			i := strings.Index(in.Text, c.Quote[:min(len(c.Quote), 60)])
			if i < 0 || onHeading(in.Text, i) {
				continue // a numbered section's name: listed, not quoted
			}
			place := float64(i) / float64(len(in.Text))
			places = append(places, place)
			at = append(at, fmt.Sprintf("%.2f", place))
			quotesTail = quotesTail || place > 0.5
			if h := headingAbove(in.Text, i); h != "" {
				named[h] = true
			}
		}
		if quotesTail {
			tail++
		}
		sections += len(named)
		if verbose {
			fmt.Fprintf(w, "%s\t%d chars\t%d sections\t%s\n", p.id, len(in.Text), len(named), strings.Join(at, " "))
		}
	}
	if len(places) == 0 {
		return fmt.Errorf("no long page in the set")
	}
	slices.Sort(places)
	second := 0
	for _, x := range places {
		if x > 0.5 {
			second++
		}
	}
	fmt.Fprintf(w, "Built-in summaries of %d long pages (%d+ characters summarized as a page): %d quotes\n\n", long, minLongText, len(places))
	fmt.Fprintf(w, "| median place | quotes from the second half | pages quoting their second half | sections quoted per page | pages listing numbered sections (of %d) |\n|---|---|---|---|---|\n", len(pages))
	fmt.Fprintf(w, "| %.2f | %d (%.0f%%) | %d of %d | %.1f | %d |\n", places[len(places)/2], second, 100*float64(second)/float64(len(places)), tail, long, float64(sections)/float64(long), listed)
	return nil
}

// headingAbove is the heading over the line at text[i], "" when none is.
func headingAbove(text string, i int) string {
	for i = strings.LastIndex(text[:i], "\n"); i >= 0; i = strings.LastIndex(text[:i], "\n") {
		if onHeading(text, i) {
			j := strings.LastIndex(text[:i], "\n")
			return strings.TrimSpace(text[j+4 : i])
		}
	}
	return ""
}

// onHeading: text[i] is on a heading's line ("H2: …").
func onHeading(text string, i int) bool {
	line, _, _ := strings.Cut(text[strings.LastIndex(text[:i], "\n")+1:], "\n")
	_, kind := laika.StripPrefix(line)
	return kind == 'h'
}
