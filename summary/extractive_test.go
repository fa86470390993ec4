package summary

import (
	"context"
	"os"
	"testing"

	"github.com/laikabrowser/laika"
)

func readTestdata(t testing.TB, name string) string {
	t.Helper()
	b, err := os.ReadFile("testdata/" + name)
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

// article100K is a real 100 KB document (the Go spec's first part).
func article100K(t testing.TB) *laika.Observation {
	text := readTestdata(t, "gospec.txt")
	text = cutLines(text, 100<<10)
	return &laika.Observation{URL: "https://go.dev/ref/spec", Title: "The Go Programming Language Specification",
		Primary: &laika.Primary{Text: text}}
}

func BenchmarkExtractive100K(b *testing.B) {
	obs := article100K(b)
	b.SetBytes(int64(len(obs.Primary.Text)))
	for b.Loop() {
		if _, err := Run(context.Background(), obs, nil, Options{}, nil); err != nil {
			b.Fatal(err)
		}
	}
}
