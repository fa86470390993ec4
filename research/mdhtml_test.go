package research

import (
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"golang.org/x/net/html"

	"github.com/laikabrowser/laika/internal/golden"
)

func TestMarkdownHTML(t *testing.T) {
	tests := []struct{ name, md, want string }{
		{"heading and paragraph", "# Title *x*\n\nSome **bold** and _em_ and ~~old~~.",
			"<h1>Title <em>x</em></h1>\n<p>Some <strong>bold</strong> and <em>em</em> and <del>old</del>.</p>\n"},
		{"raw html is text", "<script>alert(1)</script> <img src=x onerror=y>",
			"<p>&lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=y&gt;</p>\n"},
		{"javascript link is not linked", "[click](javascript:alert(1)) [ok](https://a.example/p?q=1&r=2)",
			"<p>click) <a href=\"https://a.example/p?q=1&amp;r=2\" rel=\"noopener noreferrer\">ok</a></p>\n"},
		{"data and relative links are text", "[a](data:text/html,x) [b](/local) [c](JAVASCRIPT:x)",
			"<p>a b c</p>\n"},
		{"image becomes alt text", "![tracker](https://evil.example/p.gif) end", "<p>tracker end</p>\n"},
		{"citation marker", `claim [\[1\]](https://a.example/#:~:text=The%20claim)`,
			"<p>claim <a href=\"https://a.example/#:~:text=The%20claim\" rel=\"noopener noreferrer\">[1]</a></p>\n"},
		{"escapes", `\*not em\* a\_b snake_case_word 2 * 3 * 4`, "<p>*not em* a_b snake_case_word 2 * 3 * 4</p>\n"},
		{"code span keeps markup", "use `<b>*x*</b>` here", "<p>use <code>&lt;b&gt;*x*&lt;/b&gt;</code> here</p>\n"},
		{"unclosed delimiters stay", "**a *b [c](d `e", "<p>**a *b [c](d `e</p>\n"},
		{"quote attribute", `[x](https://a.example/"onmouseover=1)`,
			"<p><a href=\"https://a.example/&#34;onmouseover=1\" rel=\"noopener noreferrer\">x</a></p>\n"},
		{"autolink", "see <https://a.example/x> and <b>", "<p>see <a href=\"https://a.example/x\" rel=\"noopener noreferrer\">https://a.example/x</a> and &lt;b&gt;</p>\n"},
		{"table", "| Item | Price |\n| --- | ---: |\n| A \\| B | **$5** |\n| C |\n\nafter",
			"<table>\n<thead>\n<tr><th>Item</th><th style=\"text-align:right\">Price</th></tr>\n</thead>\n<tbody>\n" +
				"<tr><td>A | B</td><td style=\"text-align:right\"><strong>$5</strong></td></tr>\n<tr><td>C</td><td style=\"text-align:right\"></td></tr>\n</tbody>\n</table>\n<p>after</p>\n"},
		{"pipe without delimiter row is text", "a | b\nc | d", "<p>a | b\nc | d</p>\n"},
		{"nested list", "- **subject**\n  - a: one\n  - b: two\n- next",
			"<ul>\n<li><strong>subject</strong><ul>\n<li>a: one</li>\n<li>b: two</li>\n</ul>\n</li>\n<li>next</li>\n</ul>\n"},
		{"ordered list start", "3. three\n4. four", "<ol start=\"3\">\n<li>three</li>\n<li>four</li>\n</ol>\n"},
		{"loose list", "- a\n\n- b", "<ul>\n<li><p>a</p>\n</li>\n<li><p>b</p>\n</li>\n</ul>\n"},
		{"list then paragraph", "- a\n\nafter", "<ul>\n<li>a</li>\n</ul>\n<p>after</p>\n"},
		{"fence", "```js\n<x> & y\n```\nafter", "<pre><code>&lt;x&gt; &amp; y\n</code></pre>\n<p>after</p>\n"},
		{"quote", "> quoted **text**\n> more", "<blockquote>\n<p>quoted <strong>text</strong>\nmore</p>\n</blockquote>\n"},
		{"rule", "a\n\n---\n\nb", "<p>a</p>\n<hr>\n<p>b</p>\n"},
		{"heading needs space", "#hashtag", "<p>#hashtag</p>\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			got := markdownHTML(tt.md)
			if got != tt.want {
				t.Errorf("markdownHTML(%q)\n got %q\nwant %q", tt.md, got, tt.want)
			}
			checkSafeHTML(t, got)
		})
	}
}

// TestMarkdownHTMLGolden renders saved built-in artifacts (a comparison,
// a timeline, a brief) as standalone pages; review the diff after -update.
func TestMarkdownHTMLGolden(t *testing.T) {
	files, _ := filepath.Glob(filepath.Join("testdata", "export", "*.md"))
	if len(files) == 0 {
		t.Fatal("no testdata/export/*.md")
	}
	for _, f := range files {
		name := strings.TrimSuffix(filepath.Base(f), ".md")
		t.Run(name, func(t *testing.T) {
			md, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			a := Artifact{Type: name, Title: name, Markdown: string(md), CreatedAt: time.Date(2026, 11, 24, 12, 0, 0, 0, time.UTC)}
			out, err := renderHTML(a)
			if err != nil {
				t.Fatal(err)
			}
			checkSafeHTML(t, string(out))
			golden.Check(t, filepath.Join("testdata", "export", name+".html"), out)
		})
	}
}

// TestMarkdownHTMLLinear feeds inputs that would make naive delimiter
// matching quadratic; each must render in well under a second.
func TestMarkdownHTMLLinear(t *testing.T) {
	for _, unit := range []string{"*a ", "_a ", "[a", "[](", "`a", "``a`", "<a", "**a ", "~~a ", "[a](", "![a]("} {
		s := strings.Repeat(unit, 400_000/len(unit))
		start := time.Now()
		out := markdownHTML(s)
		if d := time.Since(start); d > 2*time.Second {
			t.Errorf("%q×%d took %v", unit, len(s)/len(unit), d)
		}
		if len(out) < len(s)/2 {
			t.Errorf("%q: output lost text (%d bytes from %d)", unit, len(out), len(s))
		}
	}
	deep := strings.Repeat("> - ", 5000) + "x"
	checkSafeHTML(t, markdownHTML(deep))
}

func FuzzMarkdownHTML(f *testing.F) {
	for _, s := range []string{"# a\n\n| a | b |\n|---|---|\n| [x](https://a) | *y* |", "- a\n  - b\n\n> q", "[x](javascript:y) <img>", "```\n<s>\n"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, md string) {
		checkSafeHTML(t, markdownHTML(md))
	})
}

// allowedTags are the only elements markdownHTML (and the export page
// around it) may emit; attributes are limited to these.
var allowedTags = map[string]bool{"html": true, "head": true, "meta": true, "title": true, "style": true, "body": true, "footer": true,
	"h1": true, "h2": true, "h3": true, "h4": true, "h5": true, "h6": true, "p": true, "ul": true, "ol": true, "li": true,
	"blockquote": true, "pre": true, "code": true, "hr": true, "table": true, "thead": true, "tbody": true, "tr": true,
	"th": true, "td": true, "a": true, "em": true, "strong": true, "del": true}

var allowedAttrs = map[string]bool{"href": true, "rel": true, "style": true, "start": true, "lang": true,
	"charset": true, "http-equiv": true, "content": true, "name": true}

// checkSafeHTML tokenises s as a browser would and fails on any element
// or attribute outside the allow lists, a link that is not http(s),
// mailto or file, or a style attribute other than text alignment.
func checkSafeHTML(t *testing.T, s string) {
	t.Helper()
	z := html.NewTokenizer(strings.NewReader(s))
	for {
		tt := z.Next()
		if tt == html.ErrorToken {
			return
		}
		if tt != html.StartTagToken && tt != html.SelfClosingTagToken {
			continue
		}
		tok := z.Token()
		if !allowedTags[tok.Data] {
			t.Fatalf("element <%s> in\n%s", tok.Data, s)
		}
		for _, a := range tok.Attr {
			if !allowedAttrs[a.Key] {
				t.Fatalf("attribute %s on <%s> in\n%s", a.Key, tok.Data, s)
			}
			if a.Key == "href" {
				if _, ok := safeHref(a.Val); !ok {
					t.Fatalf("href %q in\n%s", a.Val, s)
				}
			}
			if a.Key == "style" && tok.Data != "html" && !strings.HasPrefix(a.Val, "text-align:") {
				t.Fatalf("style %q in\n%s", a.Val, s)
			}
		}
	}
}
