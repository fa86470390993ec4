package extract

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"
)

// benchFile is the bundled ~100 KB article `make bench` and other tools can
// read; it is benchArticle's output, kept in sync by TestBenchArticleFile.
var benchFile = filepath.Join("testdata", "bench", "article-100k.html")

// words is the vocabulary of the generated article: plain English so text
// heuristics behave as on a real page.
var words = strings.Fields(`the council said on tuesday that river water quality had improved across
the valley after farms cut fertiliser use and new treatment plants opened while residents reported
more birds fish and otters along the banks though some anglers warned that summer droughts could
undo progress and the regional government promised further funding for monitoring stations wetlands
and public footpaths over the next five years according to a report published this week by researchers`)

// benchArticle generates a realistic news page of about size bytes:
// header, navigation, cookie banner, ads, an article with headings, lists,
// quotes and links, a comment thread, a sidebar and a footer. The same size
// always gives the same bytes.
func benchArticle(size int) []byte {
	r := rand.New(rand.NewPCG(1, 2))
	sentence := func() string {
		n := 12 + r.IntN(18)
		ws := make([]string, n)
		for i := range ws {
			ws[i] = words[r.IntN(len(words))]
		}
		s := strings.Join(ws, " ")
		return strings.ToUpper(s[:1]) + s[1:] + "."
	}
	para := func() string {
		var b strings.Builder
		for i := 0; i < 3+r.IntN(4); i++ {
			if i > 0 {
				b.WriteByte(' ')
			}
			if r.IntN(6) == 0 {
				fmt.Fprintf(&b, `<a href="/news/%d">%s</a>`, r.IntN(100000), sentence())
				continue
			}
			b.WriteString(sentence())
		}
		return b.String()
	}
	var b bytes.Buffer
	b.WriteString(`<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>River water quality improves across the valley | The Daily Example</title>
<meta property="og:site_name" content="The Daily Example"><meta name="author" content="Jo Example"><meta property="article:published_time" content="2026-05-01T08:00:00Z">
<script>window.ads=[];</script><style>body{font-family:sans-serif}</style></head><body>
<div class="cookie-banner"><p>We use cookies to improve your experience.</p><button>Accept</button></div>
<header><a href="/">The Daily Example</a><nav><ul>`)
	for i := 0; i < 12; i++ {
		fmt.Fprintf(&b, `<li><a href="/section/%d">Section %d</a></li>`, i, i)
	}
	b.WriteString(`</ul></nav><form action="/search"><input type="search" name="q" aria-label="Search"></form></header>
<main><article><h1>River water quality improves across the valley</h1><p class="byline">By <a rel="author" href="/jo">Jo Example</a></p><div class="article-body">`)
	comments := size / 5
	for sec := 1; b.Len() < size-comments; sec++ {
		fmt.Fprintf(&b, "<h2>Part %d: %s</h2>\n", sec, sentence())
		for i := 0; i < 4; i++ {
			fmt.Fprintf(&b, "<p>%s</p>\n", para())
		}
		if sec%2 == 0 {
			b.WriteString("<ul>")
			for i := 0; i < 4; i++ {
				fmt.Fprintf(&b, "<li>%s</li>", sentence())
			}
			b.WriteString("</ul>\n")
		}
		if sec%3 == 0 {
			fmt.Fprintf(&b, "<blockquote><p>%s</p></blockquote>\n", sentence())
			fmt.Fprintf(&b, `<div class="ad-slot"><span>Advertisement</span><a href="https://ads.example/%d">Buy now</a></div>`+"\n", sec)
		}
	}
	b.WriteString(`</div></article><section class="comments"><h2>Comments</h2>`)
	for i := 0; b.Len() < size-1500; i++ {
		fmt.Fprintf(&b, `<div class="comment" id="comment-%d"><span class="author">reader%d</span><div class="comment-body"><p>%s</p></div><button>Reply</button></div>`+"\n", i, i, para())
	}
	b.WriteString(`</section></main><aside><h2>Most read</h2><ol>`)
	for i := 0; i < 8; i++ {
		fmt.Fprintf(&b, `<li><a href="/most/%d">%s</a></li>`, i, sentence())
	}
	b.WriteString(`</ol></aside><footer><p>© 2026 The Daily Example</p><a href="/privacy">Privacy</a></footer></body></html>`)
	return b.Bytes()
}

func TestBenchArticleFile(t *testing.T) {
	want := benchArticle(100 << 10)
	if *golden.Update {
		if err := os.MkdirAll(filepath.Dir(benchFile), 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(benchFile, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(benchFile)
	if err != nil {
		t.Fatalf("%v (run go test ./extract -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Fatalf("%s is stale (run go test ./extract -update)", benchFile)
	}
	obs, err := HTML(got, "https://news.example/river", pinned)
	if err != nil {
		t.Fatal(err)
	}
	if obs.Primary == nil || !strings.Contains(obs.Primary.Text, "H2: Part 1:") || strings.Contains(obs.Primary.Text, "Most read") {
		t.Errorf("primary of the bench article is wrong: %.300v", obs.Primary)
	}
	if len(obs.Comments) < 20 {
		t.Errorf("bench article comments = %d", len(obs.Comments))
	}
	if b, _ := jsonSize(obs); b > 900<<10 {
		t.Errorf("observation is %d bytes; must stay under the 1 MiB frame", b)
	}
}

// BenchmarkExtract measures the whole extraction of a ~100 KB article.
func BenchmarkExtract(b *testing.B) {
	src := benchArticle(100 << 10)
	b.SetBytes(int64(len(src)))
	b.ReportAllocs()
	for b.Loop() {
		if _, err := HTML(src, "https://news.example/river", Options{}); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkExtractCorpus runs every corpus page, for per-shape costs.
func BenchmarkExtractCorpus(b *testing.B) {
	for _, tc := range cases {
		src, err := os.ReadFile(filepath.Join("testdata", "pages", tc.name, "source.html"))
		if err != nil {
			b.Fatal(err)
		}
		b.Run(tc.name, func(b *testing.B) {
			b.SetBytes(int64(len(src)))
			for b.Loop() {
				if _, err := HTML(src, tc.url, Options{}); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}
