package extract

import (
	"fmt"
	"strings"
	"testing"
)

// TestReadabilityParagraphsAreLines: the <p> elements Readability makes
// of text-only <div>s are blocks, each its own line, as the parser's
// own <p>s are (fixAtoms).
func TestReadabilityParagraphsAreLines(t *testing.T) {
	var body strings.Builder
	for i := range 6 {
		fmt.Fprintf(&body, "<div>Paragraph %d of the story tells what the council decided on the bridge, the budget and the schedule for the works.</div>", i+1)
	}
	src := "<!doctype html><html><head><title>t</title></head><body><article><h1>Bridge</h1>" + body.String() + "</article></body></html>"
	obs, err := HTML([]byte(src), "https://news.example/bridge", pinned)
	if err != nil || obs.Primary == nil {
		t.Fatalf("no primary: %v", err)
	}
	for i := range 6 {
		want := fmt.Sprintf("Paragraph %d of the story", i+1)
		found := false
		for _, l := range strings.Split(obs.Primary.Text, "\n") {
			if strings.HasPrefix(l, want) {
				found = true
			}
		}
		if !found {
			t.Errorf("no line starts with %q:\n%s", want, obs.Primary.Text)
		}
	}
}
