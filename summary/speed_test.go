//go:build !race

package summary

import (
	"context"
	"slices"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

// TestExtractiveScales guards against superlinear work in the built-in
// summary: summarizing 100 KB must cost about four times 25 KB, not
// sixteen. The 20 ms budget itself is a speed target, measured by
// BenchmarkExtractive100K and `make bench`, not asserted here: absolute
// times on a loaded shared machine are noise. A ratio is robust, but one
// pause can still land on the large run, so only three superlinear
// measurements in a row fail. Not built with -race, whose instrumentation
// skews ratios too.
func TestExtractiveScales(t *testing.T) {
	large := article100K(t)
	small := &laika.Observation{URL: large.URL, Title: large.Title,
		Primary: &laika.Primary{Text: cutLines(large.Primary.Text, 25<<10)}}
	median := func(obs *laika.Observation) time.Duration {
		var runs []time.Duration
		for range 5 {
			start := time.Now()
			if _, err := Run(context.Background(), obs, nil, Options{}, nil); err != nil {
				t.Fatal(err)
			}
			runs = append(runs, time.Since(start))
		}
		slices.Sort(runs)
		return runs[2]
	}
	for attempt := 0; attempt < 3; attempt++ {
		s, l := median(small), median(large)
		t.Logf("25 KB %v, 100 KB %v", s, l)
		if l <= 10*s+20*time.Millisecond {
			return
		}
		if attempt == 2 {
			t.Fatalf("25 KB took %v, 100 KB %v: worse than linear", s, l)
		}
	}
}
