package extract

import (
	"encoding/json"
	"os"
	"regexp"
	"testing"
)

// linePrefix splits a rendered line into the structure prefix and the
// text, as the content script's bare does.
var linePrefix = regexp.MustCompile(`^(?:> )?(?:H[1-6]: |\s*(?:- |\d+\. )|Code: )?`)

// TestTrimLinkTail runs the shared table of article endings
// (testdata/linktail.json): each case is the rendered lines, with their
// link characters, and how many lines trimLinkTail keeps. The content
// script answers the same table (extension/test/linktail.test.mjs).
func TestTrimLinkTail(t *testing.T) {
	raw, err := os.ReadFile("testdata/linktail.json")
	if err != nil {
		t.Fatal(err)
	}
	var cases []struct {
		Name  string
		Lines [][2]any
		Kept  int
	}
	if err := json.Unmarshal(raw, &cases); err != nil {
		t.Fatal(err)
	}
	if len(cases) < 8 {
		t.Fatalf("%d cases in linktail.json", len(cases))
	}
	for _, c := range cases {
		t.Run(c.Name, func(t *testing.T) {
			var lines []line
			for _, l := range c.Lines {
				s := l[0].(string)
				p := linePrefix.FindString(s)
				lines = append(lines, line{prefix: p, text: s[len(p):], linkChars: int(l[1].(float64))})
			}
			if got := len(trimLinkTail(lines)); got != c.Kept {
				t.Errorf("kept %d lines, want %d", got, c.Kept)
			}
		})
	}
}
