//go:build !race

package summary

import (
	"context"
	"slices"
	"testing"
	"time"
)

// TestExtractiveSpeed asserts the builtin budget (100 KB in under 20 ms)
// with a generous margin for a loaded shared machine: the median of 7 runs
// must stay under 60 ms. BenchmarkExtractive100K gives the real figure.
// Not built with -race, whose instrumentation multiplies the time.
func TestExtractiveSpeed(t *testing.T) {
	obs := article100K(t)
	var runs []time.Duration
	for range 7 {
		start := time.Now()
		if _, err := Run(context.Background(), obs, nil, Options{}, nil); err != nil {
			t.Fatal(err)
		}
		runs = append(runs, time.Since(start))
	}
	slices.Sort(runs)
	t.Logf("median %v over 7 runs (min %v)", runs[3], runs[0])
	if runs[3] > 60*time.Millisecond {
		t.Fatalf("median %v, want under 60ms", runs[3])
	}
}
