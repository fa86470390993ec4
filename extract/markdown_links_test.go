package extract

import (
	"strings"
	"testing"
)

// A heading's own "#part" link and a relative link, read from a web page
// and from a file: the Markdown's links must be addresses that open.
func TestMarkdownLinks(t *testing.T) {
	src := []byte(`<html><head><title>T</title></head><body><article><h1>Hello</h1>
<h2 id="a"><a href="#a">Part</a></h2>
<p>A paragraph long enough to be this page's main content, with more words so that Readability reads it as the article.</p>
<p>The <a href="other.html">other page</a> and <a href="https://x.org/y">a site</a>.</p></article></body></html>`)
	tests := []struct {
		url  string
		want []string
	}{
		{"https://example.com/dir/page.html", []string{"(https://example.com/dir/page.html#a)", "(https://example.com/dir/other.html)", "(https://x.org/y)"}},
		{"file:///tmp/notes/page.html", []string{"(#a)", "(file:///tmp/notes/other.html)", "(https://x.org/y)"}},
	}
	for _, tt := range tests {
		obs, err := HTML(src, tt.url, Options{})
		if err != nil || obs.Primary == nil {
			t.Fatalf("%s: %v, primary %v", tt.url, err, obs.Primary)
		}
		for _, w := range tt.want {
			if !strings.Contains(obs.Primary.Markdown, w) {
				t.Errorf("%s: Markdown lacks %s:\n%s", tt.url, w, obs.Primary.Markdown)
			}
		}
		if strings.Contains(obs.Primary.Markdown, "http://file:") {
			t.Errorf("%s: a file link written as a web address:\n%s", tt.url, obs.Primary.Markdown)
		}
	}
}
