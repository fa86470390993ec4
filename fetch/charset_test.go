package fetch

import (
	"bytes"
	"context"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"golang.org/x/net/html"

	"github.com/laikabrowser/laika/internal/golden"
)

// TestDetectCharset runs the sniffing order on the pages in
// testdata/charset (most declare no charset, or declare it late) and checks
// the decision and the decoded body text against golden files.
func TestDetectCharset(t *testing.T) {
	cases := []struct {
		file, header, name, source string
	}{
		{"undeclared-utf8.html", "", "utf-8", SourceUTF8},
		{"undeclared-utf8.html", "text/html", "utf-8", SourceUTF8},
		{"undeclared-latin1.html", "", "windows-1252", SourceDefault},
		// No declaration and not UTF-8: the bytes say which legacy
		// charset, as a browser's detector reads them (charset_guess.go).
		{"undeclared-shift-jis.html", "", "shift_jis", SourceGuess},
		{"undeclared-shift-jis.html", "text/html", "shift_jis", SourceGuess},
		{"undeclared-euc-jp.html", "", "euc-jp", SourceGuess},
		{"undeclared-gbk.html", "", "gb18030", SourceGuess},
		{"undeclared-big5.html", "", "big5", SourceGuess},
		{"undeclared-euc-kr.html", "", "euc-kr", SourceGuess},
		{"undeclared-windows-1251.html", "", "windows-1251", SourceGuess},
		{"undeclared-windows-1251.html", "text/plain", "windows-1251", SourceGuess},
		{"undeclared-koi8-u.html", "", "koi8-u", SourceGuess},
		{"undeclared-iso-8859-7.html", "", "iso-8859-7", SourceGuess},
		// The two Greek charsets differ in a few capitals (windows-1253's
		// Ά is a quote mark in ISO-8859-7, ISO-8859-7's Ά a ¶ in
		// windows-1253): the reading with fewer marks among the letters.
		{"undeclared-iso-8859-7-capitals.html", "", "iso-8859-7", SourceGuess},
		{"undeclared-windows-1253.html", "", "windows-1253", SourceGuess},
		// Hebrew is read by its letters (charset_guess.go: ICU took most of
		// chardet's undeclared Hebrew pages for Latin text).
		{"undeclared-windows-1255-hebrew.html", "", "windows-1255", SourceGuess},
		// Central European and Turkish text in windows-1252 is Latin
		// letters too, but its accented letters belong to no one
		// language (charset_latin.go); Hungarian has only ő and ű to go by.
		{"undeclared-windows-1250-polish.html", "", "windows-1250", SourceGuess},
		{"undeclared-iso-8859-2-czech.html", "", "iso-8859-2", SourceGuess},
		{"undeclared-windows-1250-hungarian.html", "", "windows-1250", SourceGuess},
		{"undeclared-windows-1254-turkish.html", "", "windows-1254", SourceGuess},
		{"undeclared-windows-874-thai.html", "", "windows-874", SourceGuess},
		// Guillemets, ordinals, ¿ ¡, £ and ½ are letters in windows-1250 or
		// ISO-8859-2, and Catalan's l·l and Norwegian's ø, å and æ read as
		// Slovak and Czech letters there: none of that is evidence.
		{"undeclared-spanish-1252.html", "", "windows-1252", SourceDefault},
		{"undeclared-catalan-1252.html", "", "windows-1252", SourceDefault},
		{"undeclared-norwegian-1252.html", "", "windows-1252", SourceDefault},
		{"undeclared-norwegian-headlines-1252.html", "", "windows-1252", SourceDefault},
		{"undeclared-portuguese-1252.html", "", "windows-1252", SourceDefault},
		// Accented Latin text is no other script, and four katakana are
		// too little text to tell a charset by.
		{"undeclared-italian-1252.html", "", "windows-1252", SourceDefault},
		{"undeclared-german-1252.html", "", "windows-1252", SourceDefault},
		// No-break spaces and dashes are high bytes too, and read as
		// common letters in IBM866; they stand between ASCII words.
		{"undeclared-english-nbsp-1252.html", "", "windows-1252", SourceDefault},
		{"undeclared-euc-jp-short.html", "", "windows-1252", SourceDefault},
		{"late-meta-utf8.html", "", "utf-8", SourceMeta},
		{"meta-shift-jis.html", "", "shift_jis", SourceMeta},
		{"meta-utf16.html", "", "utf-8", SourceMeta},
		{"bom-utf8.html", "text/html; charset=iso-8859-1", "utf-8", SourceBOM},
		{"bom-utf8.html", "", "utf-8", SourceBOM},
		{"body-meta.html", "", "utf-8", SourceUTF8},
		// A page saved as UTF-8 that kept its legacy <meta>: the bytes win.
		{"meta-gb2312-saved-utf8.html", "", "utf-8", SourceMislabel},
		{"meta-latin1-saved-utf8.html", "", "utf-8", SourceMislabel},
		// A truthful legacy <meta> stays, and two stray characters are
		// too few to overrule it.
		{"meta-gbk-real.html", "", "gbk", SourceMeta},
		{"meta-latin1-real.html", "", "windows-1252", SourceMeta},
		{"meta-latin1-two-runes.html", "", "windows-1252", SourceMeta},
		// The transport header is not second-guessed.
		{"meta-gb2312-saved-utf8.html", "text/html; charset=gbk", "gbk", SourceHeader},
		// The transport header beats the document.
		{"late-meta-utf8.html", "text/html; charset=windows-1252", "windows-1252", SourceHeader},
		// An unknown header label is ignored, not fatal.
		{"undeclared-utf8.html", "text/html; charset=bogus-9", "utf-8", SourceUTF8},
	}
	for _, tc := range cases {
		t.Run(tc.file+"/"+tc.header, func(t *testing.T) {
			raw, err := os.ReadFile(filepath.Join("testdata", "charset", tc.file))
			if err != nil {
				t.Fatal(err)
			}
			c := DetectCharset(raw, tc.header)
			if c.Name != tc.name || c.Source != tc.source {
				t.Errorf("DetectCharset = %s (%s), want %s (%s)", c.Name, c.Source, tc.name, tc.source)
			}
			if tc.header != "" {
				return
			}
			golden.Check(t, filepath.Join("testdata", "charset", strings.TrimSuffix(tc.file, ".html")+".golden"), []byte(bodyText(t, ToUTF8(raw, ""))+"\n"))
		})
	}
}

// bodyText is the text of the document's <body>.
func bodyText(t *testing.T, b []byte) string {
	doc, err := html.Parse(strings.NewReader(string(b)))
	if err != nil {
		t.Fatal(err)
	}
	var sb strings.Builder
	var body bool
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		if n.Type == html.ElementNode && n.Data == "body" {
			body = true
		}
		if n.Type == html.TextNode && body {
			sb.WriteString(n.Data)
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
	}
	walk(doc)
	return strings.TrimSpace(sb.String())
}

func TestTrimPartialRune(t *testing.T) {
	raw := []byte("<p>caf\xc3\xa9 \xe2\x80") // cut inside "—"
	if c := DetectCharset(raw, ""); c.Name != "utf-8" {
		t.Errorf("a body cut mid-rune is still UTF-8, got %s", c.Name)
	}
}

// TestFetchUndeclaredCharset: a server that sends no charset and a page
// with none decodes the same as the file does.
func TestFetchUndeclaredCharset(t *testing.T) {
	raw, err := os.ReadFile(filepath.Join("testdata", "charset", "undeclared-utf8.html"))
	if err != nil {
		t.Fatal(err)
	}
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write(raw)
	}))
	defer srv.Close()
	p, err := New(Options{AllowPrivate: true}).Get(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(p.Body), "LONDON — After the vote, café") {
		t.Errorf("fetched body is mis-decoded: %q", bodyText(t, p.Body))
	}
	if string(p.Body) != string(ToUTF8(raw, "")) {
		t.Error("a fetched page and the same file decode differently")
	}
}

// BenchmarkDetectCharsetGuess is the cost of the guess on an undeclared
// legacy page (64 KiB of Shift_JIS, of Polish in windows-1250, of English
// in windows-1252), the only case that pays it.
func BenchmarkDetectCharsetGuess(b *testing.B) {
	for _, bc := range []struct{ file, want string }{
		{"undeclared-shift-jis.html", "shift_jis"},
		{"undeclared-windows-1250-polish.html", "windows-1250"},
		{"undeclared-english-nbsp-1252.html", "windows-1252"},
	} {
		b.Run(bc.want, func(b *testing.B) {
			page, err := os.ReadFile(filepath.Join("testdata", "charset", bc.file))
			if err != nil {
				b.Fatal(err)
			}
			raw := bytes.Repeat(page, (64<<10)/len(page)+1)
			for i := 0; i < b.N; i++ {
				if c := DetectCharset(raw, ""); c.Name != bc.want {
					b.Fatal(c.Name)
				}
			}
		})
	}
}
