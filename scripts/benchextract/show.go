package main

import (
	"fmt"
	"io"
	"sort"
)

// show prints one page's extraction, its reference and the words that
// differ (missed: in the reference only; extra: in the extraction only),
// most frequent first: the view to find why a page scores low.
func show(w io.Writer, p page, ex extractor) {
	got, conf := safeExtract(ex, p)
	s := wordF1(got, p.ref)
	fmt.Fprintf(w, "== %s %s %s\nP=%.3f R=%.3f F1=%.3f confidence=%.2f\n\n-- extracted --\n%s\n\n-- reference --\n%s\n\n", p.id, p.typ, p.url, s.p, s.r, s.f, conf, got, p.ref)
	g, r := tokens(got), tokens(p.ref)
	fmt.Fprintf(w, "-- missed --\n%s\n-- extra --\n%s\n", diffWords(r, g), diffWords(g, r))
}

// diffWords lists the words a holds more often than b, with the excess.
func diffWords(a, b map[string]int) string {
	type wc struct {
		w string
		n int
	}
	var out []wc
	for w, n := range a {
		if d := n - b[w]; d > 0 {
			out = append(out, wc{w, d})
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].n > out[j].n || out[i].n == out[j].n && out[i].w < out[j].w })
	s := ""
	for i, x := range out {
		if i == 80 {
			s += "…"
			break
		}
		s += fmt.Sprintf("%s:%d ", x.w, x.n)
	}
	return s
}
