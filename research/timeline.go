package research

import (
	"fmt"
	"sort"
	"strings"
)

// event is one dated statement.
type event struct {
	date  Date
	text  string
	srcs  []int
	order int
}

// maxEvents bounds a timeline.
const maxEvents = 60

// builtinTimeline lists every dated statement of the sources in date order,
// dates normalised (day, month or year precision), each cited; the same
// statement in several sources is listed once with every citation.
func builtinTimeline(title string, ss []src) (string, []Citation, *Table) {
	var evs []event
	byKey := map[string]int{}
	add := func(d Date, text string, si int) {
		key := d.ISO + "|" + normText(text)
		if k, ok := byKey[key]; ok {
			if !containsInt(evs[k].srcs, si) {
				evs[k].srcs = append(evs[k].srcs, si)
			}
			return
		}
		byKey[key] = len(evs)
		evs = append(evs, event{d, text, []int{si}, len(evs)})
	}
	for i, s := range ss {
		if s.facts.Published != "" {
			add(Date{ISO: s.facts.Published, Text: s.facts.Published}, "Published: "+s.name(), i)
		}
		for _, block := range paragraphs(s.Markdown) {
			if strings.HasPrefix(block, "\x00h") {
				continue
			}
			for _, sent := range splitSentences(block) {
				ds := FindDates(sent)
				if !eventLike(sent, ds) {
					continue
				}
				seen := map[string]bool{}
				for _, d := range ds {
					if seen[d.ISO] {
						continue
					}
					seen[d.ISO] = true
					add(d, clipRunes(sent, 400), i)
				}
			}
		}
		for _, it := range s.facts.Items {
			for _, d := range FindDates(it.Title + " " + it.Snippet) {
				add(d, clipRunes(strings.TrimSpace(it.Title+": "+it.Snippet), 300), i)
				break
			}
		}
	}
	sort.SliceStable(evs, func(a, b int) bool {
		if evs[a].date.ISO != evs[b].date.ISO {
			return evs[a].date.ISO < evs[b].date.ISO
		}
		return evs[a].order < evs[b].order
	})
	cut := 0
	if len(evs) > maxEvents {
		cut = len(evs) - maxEvents
		evs = evs[:maxEvents]
	}
	var cs cites
	t := &Table{Columns: []string{"date", "as_written", "event", "sources", "urls"}}
	var b strings.Builder
	fmt.Fprintf(&b, "# Timeline: %s\n\n", escapeMD(title))
	if len(evs) == 0 {
		b.WriteString("No dated statements found in the sources: none of them gives a day, a month with its year, or a year after “in”, “since”, “by” or the like.\n")
		return b.String(), nil, t
	}
	fmt.Fprintf(&b, "_%s from %s, oldest first; dates as ISO (day, month or year precision)._\n\n", plural(len(evs), "dated statement"), plural(len(ss), "source"))
	year := ""
	for _, ev := range evs {
		if y := ev.date.ISO[:4]; y != year {
			year = y
			fmt.Fprintf(&b, "\n## %s\n\n", y)
		}
		var markers, names, urls []string
		for _, si := range ev.srcs {
			markers = append(markers, cs.add(cite(ss[si], ev.text)))
			names = append(names, ss[si].name())
			urls = append(urls, ss[si].URL)
		}
		shown := ev.date.ISO
		if ev.date.Text != "" && ev.date.Text != ev.date.ISO {
			shown += " (" + escapeMD(ev.date.Text) + ")"
		}
		fmt.Fprintf(&b, "- **%s**: %s %s\n", shown, escapeMD(ev.text), strings.Join(markers, " "))
		t.Rows = append(t.Rows, []string{ev.date.ISO, ev.date.Text, ev.text, strings.Join(names, "; "), strings.Join(urls, " ")})
	}
	if cut > 0 {
		fmt.Fprintf(&b, "\n_%d later statements left out._\n", cut)
	}
	b.WriteString(cs.sourcesSection())
	return b.String(), cs.list, t
}

func containsInt(xs []int, x int) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// eventLike: a sentence that says something besides its date. A byline
// ("By Dana Whitfield · 2025-03-14") or a bare date line is not an event.
func eventLike(sent string, ds []Date) bool {
	if len(ds) == 0 || strings.HasPrefix(sent, "By ") {
		return false
	}
	rest := sent
	for _, d := range ds {
		rest = strings.Replace(rest, d.Text, " ", 1)
	}
	return len(tokens(rest)) >= 3
}
