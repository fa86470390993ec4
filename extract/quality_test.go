package extract

import (
	"bytes"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// bag is a page text as a multiset of lower-cased words.
func bag(s string) map[string]int {
	m := map[string]int{}
	for _, w := range strings.FieldsFunc(strings.ToLower(s), func(r rune) bool { return !(r >= 'a' && r <= 'z' || r >= '0' && r <= '9' || r > 127) }) {
		m[w]++
	}
	return m
}

// prf is bag-of-words precision, recall and F1 of got against want.
func prf(got, want map[string]int) (float64, float64, float64) {
	inter, g, w := 0, 0, 0
	for k, v := range got {
		g += v
		inter += min(v, want[k])
	}
	for _, v := range want {
		w += v
	}
	if g == 0 || w == 0 {
		return 0, 0, 0
	}
	p, r := float64(inter)/float64(g), float64(inter)/float64(w)
	if p+r == 0 {
		return p, r, 0
	}
	return p, r, 2 * p * r / (p + r)
}

// TestReadabilityCorpus scores primary against Mozilla's Readability.js
// expected output on the real pages bundled with go-readability's module
// (every 6th of ~130 pages, to stay fast; set LAIKA_QUALITY_ALL=1 for all):
// bag-of-words F1 must stay near 1, i.e. our rendering, media stripping and
// fallbacks lose nothing Readability.js keeps. Whole-page text scores much
// lower, which shows the check can fail.
func TestReadabilityCorpus(t *testing.T) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", "codeberg.org/readeck/go-readability/v2").Output()
	if err != nil {
		t.Fatalf("locate go-readability module: %v", err)
	}
	dir := filepath.Join(strings.TrimSpace(string(out)), "test-pages")
	ents, err := os.ReadDir(dir)
	if err != nil || len(ents) < 100 {
		t.Fatalf("test pages in %s: %d, %v", dir, len(ents), err)
	}
	step := 6
	if os.Getenv("LAIKA_QUALITY_ALL") != "" {
		step = 1
	}
	var fs, whole []float64
	for i, e := range ents {
		if i%step != 0 {
			continue
		}
		src, err := os.ReadFile(filepath.Join(dir, e.Name(), "source.html"))
		if err != nil {
			continue
		}
		exp, err := os.ReadFile(filepath.Join(dir, e.Name(), "expected.html"))
		if err != nil {
			continue
		}
		en, _ := html.Parse(bytes.NewReader(exp))
		mathAsText(en)
		want := bag(textOf(en))
		obs, err := HTML(src, "http://fakehost/test/page.html", Options{MaxPrimaryChars: 1 << 30, MaxChars: 1 << 30})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if obs.Primary != nil {
			got = obs.Primary.Text
		}
		_, _, f := prf(bag(got), want)
		_, _, fw := prf(bag(obs.Text), want)
		fs, whole = append(fs, f), append(whole, fw)
		if f < 0.9 {
			t.Logf("%s: primary F1 %.2f", e.Name(), f)
		}
	}
	mf, mw := mean(fs), mean(whole)
	t.Logf("%d pages: primary F1 mean %.3f (whole-page text %.3f)", len(fs), mf, mw)
	if mf < 0.97 {
		t.Errorf("primary F1 mean %.3f < 0.97", mf)
	}
	if mw > mf-0.05 {
		t.Errorf("whole-page text F1 %.3f is as good as primary %.3f: the metric cannot tell", mw, mf)
	}
}

func mean(x []float64) float64 {
	s := 0.0
	for _, v := range x {
		s += v
	}
	return s / float64(len(x))
}

// mathAsText replaces each <math> element of an expected output with its
// words: textOf skips MathML, and Readability.js keeps formulas as text.
func mathAsText(n *html.Node) {
	for c := n.FirstChild; c != nil; {
		next := c.NextSibling
		if c.Type == html.ElementNode && c.Data == "math" {
			var words []string
			for d := range c.Descendants() {
				if d.Type == html.TextNode {
					words = append(words, d.Data)
				}
			}
			n.InsertBefore(&html.Node{Type: html.TextNode, Data: " " + strings.Join(words, " ") + " "}, c)
			n.RemoveChild(c)
		} else {
			mathAsText(c)
		}
		c = next
	}
}
