package llmcp

import (
	"strings"
	"testing"
	"time"
)

// TestParseIsNotQuadratic feeds pathological outputs (thousands of stray
// braces, asterisks, brackets) that once took seconds each. It compares the
// time for n and 4n repetitions: linear work grows about 4x, quadratic 16x.
// A ratio is robust on a loaded machine, where absolute times are not,
// but one pause (GC, a busy core) can still land on the large run: a
// unit fails only when three measurements in a row are superlinear, which
// a quadratic parser always is. Under the race detector even ratios are
// noise, so it is skipped there.
func TestParseIsNotQuadratic(t *testing.T) {
	if raceEnabled {
		t.Skip("timing ratios are meaningless under -race")
	}
	units := map[string]string{
		"open braces": `{"a":`,
		"brace quote": `{"`,
		"stars":       "*a ",
		"underscores": "_a ",
		"backticks":   "`a ",
		"brackets":    "[a ",
		"think":       "<think>",
		"tool_call":   "<tool_call>{",
		"list":        "- a\n  ",
	}
	const n = 5000
	for name, unit := range units {
		cost := func(reps int) time.Duration {
			in := strings.Repeat(unit, reps)
			best := time.Duration(1 << 62)
			for try := 0; try < 3; try++ {
				start := time.Now()
				ParseResponse(in, Options{})
				if d := time.Since(start); d < best {
					best = d
				}
			}
			return best
		}
		var small, large time.Duration
		for attempt := 0; attempt < 3; attempt++ {
			small, large = cost(n), cost(4*n)
			if large <= 10*small+50*time.Millisecond {
				break
			}
			if attempt == 2 {
				t.Errorf("%s: %d reps took %s, %d reps %s: worse than linear", name, n, small, 4*n, large)
			}
		}
	}
}
