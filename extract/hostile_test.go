package extract

import (
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

// TestHostilePages: untrusted pages must not crash the host or stall it.
// Sizes stay within the fetcher's 5 MiB cap.
func TestHostilePages(t *testing.T) {
	tests := []struct {
		name  string
		src   string
		check func(t *testing.T, obs *laika.Observation)
	}{
		{"nesting past the parser's limit is read as text",
			"<html><body><p>Intro words here.</p>" + strings.Repeat("<div>", 300000) + "deep text</body></html>",
			func(t *testing.T, obs *laika.Observation) {
				if obs.Text != "Intro words here.\ndeep text" || obs.Primary == nil {
					t.Errorf("text %q", obs.Text)
				}
			}},
		{"nesting just under the parser's limit",
			"<html><body>" + strings.Repeat("<div>", 500) + "<p>deep paragraph</p></body></html>",
			nil},
		{"five thousand comments",
			"<html><body><main>" + strings.Repeat(`<div class="comment"><span class="author">x</span><p class="comment-body">hello there friend</p></div>`, 5000) + "</main></body></html>",
			func(t *testing.T, obs *laika.Observation) {
				if len(obs.Comments) != DefaultMaxComments {
					t.Errorf("comments = %d", len(obs.Comments))
				}
			}},
		{"four thousand hiding rules over forty thousand elements",
			"<html><head><style>" + hidingRules(3999) + "</style></head><body><main><p>Intro words here.</p>" + strings.Repeat(`<div class="c"><span class="d">cell</span></div>`, 20000) + "</main></body></html>",
			nil},
		{"thirty thousand list items",
			"<html><body><main><h1>Items</h1><ul>" + repeatN(`<li><a href="/p%d">Item %d</a> some text about the item.</li>`, 30000) + "</ul></main></body></html>",
			func(t *testing.T, obs *laika.Observation) {
				if obs.Primary == nil || !strings.Contains(obs.Primary.Text, "Item 1 some text") {
					t.Errorf("primary %.200v", obs.Primary)
				}
			}},
		{"twenty thousand heading buttons in one box",
			`<html><body><main><h1>Questions</h1><div class="accordion">` + repeatN(`<button type="button"><h3>Question %d?</h3></button><div><p>Answer %d is yes, in most cases.</p></div>`, 20000) + "</div></main></body></html>",
			nil},
		{"unclosed everything", strings.Repeat("<p><b><i><a href=x>text ", 2000), nil},
		{"binary garbage", string([]byte{0, 0xff, 0xfe, '<', 0x80, '>', 0}), nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			start := time.Now()
			obs, err := HTML([]byte(tt.src), "https://x.example/", pinned)
			if err != nil {
				t.Fatal(err)
			}
			if d := time.Since(start); !raceEnabled && d > 10*time.Second {
				t.Errorf("took %s", d)
			}
			if n, _ := jsonSize(obs); n > 1<<20 {
				t.Errorf("observation is %d bytes", n)
			}
			if tt.check != nil {
				tt.check(t, obs)
			}
		})
	}
}

// FuzzHTML: no input may panic the extractor (a panic would take the host
// down). Seeds are the corpus pages.
func FuzzHTML(f *testing.F) {
	for _, tc := range cases {
		if b, err := readCorpus(tc.name); err == nil {
			f.Add(b)
		}
	}
	f.Add([]byte("<table><tr><td><pre>x</pre></td></tr></table><ul><li><ol><li>y"))
	f.Add([]byte(`<ol reversed start="-2147483649"><li value="9999999999999999999">a<li value=" 7 ">b<ol start=x><li>c</ol></ol><amp-lightbox layout=NODISPLAY>d</amp-lightbox>`))
	f.Fuzz(func(t *testing.T, src []byte) {
		if _, err := HTML(src, "https://x.example/a/b", pinned); err != nil {
			t.Fatal(err)
		}
	})
}

// hidingRules is n stylesheet rules that each hide a class no element has
// and that the parser must still match against every element.
func hidingRules(n int) string {
	var b strings.Builder
	for i := range n {
		fmt.Fprintf(&b, "div .x%d span{display:none}", i)
	}
	return b.String()
}

// repeatN is format repeated n times, each %d its index.
func repeatN(format string, n int) string {
	var b strings.Builder
	k := strings.Count(format, "%d")
	args := make([]any, k)
	for i := range n {
		for j := range args {
			args[j] = i
		}
		fmt.Fprintf(&b, format, args...)
	}
	return b.String()
}
