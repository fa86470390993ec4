package main

import (
	"fmt"
	"io"
	"math"

	"github.com/laikabrowser/laika"
)

// confidenceReport checks an extractor's confidence against the truth:
// the correlation of confidence with per-page F1, and the mean F1 of the
// pages it flags (below laika.LowExtractionConfidence) against the rest.
// A useful confidence flags the bad pages: their F1 must be clearly lower.
func confidenceReport(w io.Writer, name string, ss []score) {
	var xs, ys []float64
	var low, high []score
	for _, s := range ss {
		if s.conf < 0 {
			continue
		}
		xs = append(xs, s.conf)
		ys = append(ys, s.f)
		if s.conf < laika.LowExtractionConfidence {
			low = append(low, s)
		} else {
			high = append(high, s)
		}
	}
	if len(xs) == 0 {
		return
	}
	fmt.Fprintf(w, "\n%s confidence: Pearson r=%.2f with page F1; flagged (< %.2f) %d pages, mean F1 %.3f; others %d pages, mean F1 %.3f\n",
		name, pearson(xs, ys), laika.LowExtractionConfidence, len(low), mean(low), len(high), mean(high))
}

// pearson is the correlation coefficient of xs and ys (0 if either is
// constant).
func pearson(xs, ys []float64) float64 {
	n := float64(len(xs))
	var sx, sy float64
	for i := range xs {
		sx += xs[i]
		sy += ys[i]
	}
	mx, my := sx/n, sy/n
	var cov, vx, vy float64
	for i := range xs {
		dx, dy := xs[i]-mx, ys[i]-my
		cov += dx * dy
		vx += dx * dx
		vy += dy * dy
	}
	if vx == 0 || vy == 0 {
		return 0
	}
	return cov / math.Sqrt(vx*vy)
}
