// Package golden compares test output with golden files in testdata: one
// -update flag for every package (go test ./pkg -update rewrites the files
// after a reviewed change) and one readable line diff, so each package's
// test says only what it checks.
package golden

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// Update is the -update flag: rewrite golden files instead of comparing.
var Update = flag.Bool("update", false, "rewrite golden files in testdata")

// Check compares got with the file at path, or writes it there under
// -update. A difference fails the test with a line diff (-got +want).
func Check(t testing.TB, path string, got []byte) {
	t.Helper()
	if *Update {
		if err := os.MkdirAll(filepath.Dir(path), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test with -update to create it)", err)
	}
	if d := Diff(string(got), string(want)); d != "" {
		t.Errorf("%s differs (-got +want; go test -update after review):\n%s", path, d)
	}
}

// maxCells bounds the LCS table; larger inputs get a positional diff.
const maxCells = 4 << 20

// Diff returns the lines only in got (-) or only in want (+), in order,
// from a longest-common-subsequence alignment; "" when equal. Long output
// is cut after 60 lines.
func Diff(got, want string) string {
	if got == want {
		return ""
	}
	g, w := strings.Split(got, "\n"), strings.Split(want, "\n")
	var out []string
	if (len(g)+1)*(len(w)+1) > maxCells {
		for i := 0; i < len(g) || i < len(w); i++ {
			if i >= len(g) || i >= len(w) || g[i] != w[i] {
				if i < len(g) {
					out = append(out, "-"+g[i])
				}
				if i < len(w) {
					out = append(out, "+"+w[i])
				}
			}
		}
	} else {
		// lcs[i][j] is the LCS length of g[i:] and w[j:].
		lcs := make([][]int32, len(g)+1)
		for i := range lcs {
			lcs[i] = make([]int32, len(w)+1)
		}
		for i := len(g) - 1; i >= 0; i-- {
			for j := len(w) - 1; j >= 0; j-- {
				if g[i] == w[j] {
					lcs[i][j] = lcs[i+1][j+1] + 1
				} else {
					lcs[i][j] = max(lcs[i+1][j], lcs[i][j+1])
				}
			}
		}
		i, j := 0, 0
		for i < len(g) || j < len(w) {
			switch {
			case i < len(g) && j < len(w) && g[i] == w[j]:
				i++
				j++
			case j == len(w) || (i < len(g) && lcs[i+1][j] >= lcs[i][j+1]):
				out = append(out, "-"+g[i])
				i++
			default:
				out = append(out, "+"+w[j])
				j++
			}
		}
	}
	if len(out) > 60 {
		out = append(out[:60], "… (more lines differ)")
	}
	return strings.Join(out, "\n") + "\n"
}
