package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestWeightedReport checks the weighting and that a run missing a type
// prints nothing: articles scoring 1 and every other page 0 must give
// the articles' share of the split, 793/1497 = 0.530, with no spread.
func TestWeightedReport(t *testing.T) {
	byType := map[string][]score{}
	for typ := range splitPages {
		f := 0.0
		if typ == "article" {
			f = 1
		}
		byType[typ] = []score{{f: f}, {f: f}, {f: f}}
	}
	var b bytes.Buffer
	weightedReport(&b, "x", byType)
	if !strings.Contains(b.String(), ": 0.530 (95% bootstrap interval 0.530–0.530)") {
		t.Errorf("weighted report:\n%s", b.String())
	}
	delete(byType, "forum")
	b.Reset()
	weightedReport(&b, "x", byType)
	if b.Len() != 0 {
		t.Errorf("a run without forums printed:\n%s", b.String())
	}
}
