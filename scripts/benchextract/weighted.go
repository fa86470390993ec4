package main

import (
	"fmt"
	"io"
	"math/rand/v2"
	"slices"
	"sort"
)

// splitPages is how many pages of each type WCXB's full development
// split holds (1,497 pages; rs-trafilatura's README, per-type table).
// The sample here draws 50 of each type, so its plain overall mean
// weighs a product page as much as an article, while the benchmark's
// published figures, and the goal for the held-out split, are a
// mean over pages, where articles are 53% of them. The sample's per-type
// means weighted by these counts estimate that figure; the plain mean
// does not.
var splitPages = map[string]int{
	"article":       793,
	"documentation": 91,
	"service":       165,
	"forum":         113,
	"collection":    117,
	"listing":       99,
	"product":       119,
}

// bootstrapRounds and the fixed seed make the intervals the same on
// every run of the same scores.
const bootstrapRounds = 4000

// weightedReport prints, for a WCXB run, the overall mean weighted as the
// full split is, and 95% bootstrap intervals (pages resampled within each
// type) for it and for each type's mean: how far 50 pages a type pin a
// figure down. Another page set, or a run on one type, prints nothing.
func weightedReport(w io.Writer, name string, byType map[string][]score) {
	for t := range splitPages {
		if len(byType[t]) == 0 {
			return
		}
	}
	types := make([]string, 0, len(splitPages))
	total := 0
	for t, n := range splitPages {
		types = append(types, t)
		total += n
	}
	sort.Strings(types)
	weighted := func(means map[string]float64) float64 {
		s := 0.0
		for _, t := range types {
			s += means[t] * float64(splitPages[t]) / float64(total)
		}
		return s
	}
	point := map[string]float64{}
	for _, t := range types {
		point[t] = mean(byType[t])
	}
	rng := rand.New(rand.NewPCG(1, 2))
	draws := map[string][]float64{}
	var overall []float64
	for range bootstrapRounds {
		means := map[string]float64{}
		for _, t := range types {
			ss := byType[t]
			sum := 0.0
			for range ss {
				sum += ss[rng.IntN(len(ss))].f
			}
			means[t] = sum / float64(len(ss))
			draws[t] = append(draws[t], means[t])
		}
		overall = append(overall, weighted(means))
	}
	lo, hi := interval(overall)
	fmt.Fprintf(w, "%s overall weighted as WCXB's dev split (%d pages: %s): %.3f (95%% bootstrap interval %.3f–%.3f)\n",
		name, total, splitMix(types), weighted(point), lo, hi)
	fmt.Fprintf(w, "%s per type, 95%% bootstrap intervals:", name)
	for i, t := range types {
		lo, hi := interval(draws[t])
		sep := ";"
		if i == len(types)-1 {
			sep = "\n"
		}
		fmt.Fprintf(w, " %s %.3f–%.3f%s", t, lo, hi, sep)
	}
}

// interval is the central 95% of xs.
func interval(xs []float64) (lo, hi float64) {
	s := slices.Clone(xs)
	slices.Sort(s)
	return s[len(s)*25/1000], s[len(s)*975/1000-1]
}

func splitMix(types []string) string {
	out := ""
	for i, t := range types {
		if i > 0 {
			out += ", "
		}
		out += fmt.Sprintf("%d %s", splitPages[t], t)
	}
	return out
}
