package main

import (
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"unicode"

	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"

	"github.com/laikabrowser/laika/fetch"
)

// -charset scores fetch.DetectCharset on pages that declare no charset and
// are not UTF-8, the case where it has to guess. The pages are the three
// extraction sets, each written again in the legacy charsets of its
// script with its declarations taken out: a Latin-script page in
// windows-1252 must stay windows-1252 (a wrong guess would garble a page
// that reads right today), a Cyrillic one in windows-1251, KOI8-R and
// ISO-8859-5, a Japanese one in Shift_JIS and EUC-JP, and so on. With
// -chardet DIR it also reads DIR/<charset>/* (chardet's test pages are laid
// out so), each named by its directory.

// legacyCharsets are the charsets a page in each script is written in.
var legacyCharsets = map[string][]string{
	"latin":    {"windows-1252"},
	"central":  {"windows-1250", "iso-8859-2"},
	"thai":     {"windows-874"},
	"cyrillic": {"windows-1251", "koi8-r", "iso-8859-5"},
	"japanese": {"shift_jis", "euc-jp"},
	"korean":   {"euc-kr"},
	"chinese":  {"gbk", "big5"},
	"greek":    {"iso-8859-7", "windows-1253"},
	"hebrew":   {"windows-1255"},
	"arabic":   {"windows-1256"},
}

// sameFamily says which detected names count as right for a charset: a
// superset that decodes the same text (GB18030 for GBK, KOI8-U for KOI8-R).
var sameFamily = map[string][]string{
	"gbk": {"gb18030"}, "koi8-r": {"koi8-u"}, "windows-1255": {"iso-8859-8-i", "iso-8859-8"},
	"windows-1256": {"iso-8859-6"},
}

var declaration = regexp.MustCompile(`(?i)charset`)

func charsetBench(w io.Writer, pages []page, chardetDir, localeDir string, verbose bool) error {
	type tally struct{ right, kept, wrong int }
	byCharset := map[string]*tally{}
	var wrong, kept []string
	count := func(want string, raw []byte, id string) {
		got := fetch.DetectCharset(raw, "").Name
		if got != want && sameText(raw, want, got) {
			got = want // the charsets differ only where this page has no text
		}
		t := byCharset[want]
		if t == nil {
			t = &tally{}
			byCharset[want] = t
		}
		switch {
		case got == want || contains(sameFamily[want], got):
			t.right++
		case got == "windows-1252":
			t.kept++
			kept = append(kept, fmt.Sprintf("%s: %s left windows-1252", id, want))
		default:
			t.wrong++
			wrong = append(wrong, fmt.Sprintf("%s: %s read as %s", id, want, got))
		}
	}
	for _, p := range pages {
		utf := fetch.ToUTF8(p.html, "")
		script := mainScript(utf)
		for _, cs := range legacyCharsets[script] {
			enc, _ := charset.Lookup(cs)
			raw, err := encoding.ReplaceUnsupported(enc.NewEncoder()).Bytes(declaration.ReplaceAll(utf, []byte("x-cs")))
			if err != nil {
				return err
			}
			if fetch.DetectCharset(raw, "").Source == fetch.SourceUTF8 {
				continue // nothing outside ASCII was left to guess from
			}
			count(cs, raw, p.id)
		}
	}
	if localeDir != "" {
		locs, err := localePages(localeDir)
		if err != nil {
			return err
		}
		for _, p := range locs {
			css := localeCharsets[p.lang]
			if css == nil {
				css = []string{"windows-1252"}
			}
			for _, cs := range css {
				enc, _ := charset.Lookup(cs)
				// Legacy Romanian text has ş and ţ (windows-1250 has no
				// comma-below letters).
				utf := strings.NewReplacer("ș", "ş", "ț", "ţ", "Ș", "Ş", "Ț", "Ţ").Replace(string(p.html))
				raw, err := encoding.ReplaceUnsupported(enc.NewEncoder()).Bytes([]byte(utf))
				if err != nil {
					return err
				}
				if fetch.DetectCharset(raw, "").Source == fetch.SourceUTF8 {
					continue
				}
				count(cs, raw, "locale:"+p.id)
			}
		}
	}
	if chardetDir != "" {
		dirs, err := os.ReadDir(chardetDir)
		if err != nil {
			return err
		}
		for _, d := range dirs {
			name := dirCharset(d.Name())
			if !d.IsDir() || name == "" {
				continue
			}
			files, _ := filepath.Glob(filepath.Join(chardetDir, d.Name(), "*"))
			for _, f := range files {
				raw, err := os.ReadFile(f)
				if err != nil {
					return err
				}
				got := fetch.DetectCharset(raw, "")
				if got.Source != fetch.SourceGuess && got.Source != fetch.SourceDefault {
					continue // a BOM, a declaration or UTF-8: nothing guessed
				}
				count(name, raw, filepath.Join(d.Name(), filepath.Base(f)))
			}
		}
	}
	var names []string
	for k := range byCharset {
		names = append(names, k)
	}
	sort.Strings(names)
	fmt.Fprintln(w, "| charset | read right | left windows-1252 | read as another |")
	fmt.Fprintln(w, "| --- | --- | --- | --- |")
	var sum tally
	for _, n := range names {
		t := byCharset[n]
		fmt.Fprintf(w, "| %s | %d | %d | %d |\n", n, t.right, t.kept, t.wrong)
		sum.right, sum.kept, sum.wrong = sum.right+t.right, sum.kept+t.kept, sum.wrong+t.wrong
	}
	fmt.Fprintf(w, "| **all** | %d | %d | %d |\n", sum.right, sum.kept, sum.wrong)
	if verbose {
		wrong = append(kept, wrong...)
	}
	for _, s := range wrong {
		fmt.Fprintln(w, "wrong:", s)
	}
	return nil
}

// centralLetters are letters of Central European languages that
// windows-1252 lacks (Polish, Czech, Slovak, Hungarian, Romanian,
// Croatian); a page with them is written in windows-1250 and ISO-8859-2.
const centralLetters = "ąćęłńśźżčďěňřťůőűĺľŕăşţđ"

// mainScript is the script most of a page's text letters are in ("latin"
// when there are none outside ASCII).
func mainScript(utf []byte) string {
	counts := map[string]int{}
	in := false
	for _, r := range string(utf) {
		switch {
		case r == '<':
			in = true
		case r == '>':
			in = false
		case in || !unicode.IsLetter(r):
		case strings.ContainsRune(centralLetters, unicode.ToLower(r)):
			counts["central"] += 10 // a few mark Central European text
		case r < 0x80 || unicode.Is(unicode.Latin, r):
			counts["latin"]++
		case unicode.Is(unicode.Thai, r):
			counts["thai"]++
		case unicode.In(r, unicode.Hiragana, unicode.Katakana):
			counts["japanese"] += 3 // kana mark Japanese among its Han
		case unicode.Is(unicode.Han, r):
			counts["chinese"]++
		case unicode.Is(unicode.Hangul, r):
			counts["korean"]++
		case unicode.Is(unicode.Cyrillic, r):
			counts["cyrillic"]++
		case unicode.Is(unicode.Greek, r):
			counts["greek"]++
		case unicode.Is(unicode.Hebrew, r):
			counts["hebrew"]++
		case unicode.Is(unicode.Arabic, r):
			counts["arabic"]++
		}
	}
	best, n := "latin", 0
	for k, v := range counts {
		if v > n || v == n && k < best {
			best, n = k, v
		}
	}
	return best
}

// dirCharset is the WHATWG name of the charset a chardet test directory
// holds ("windows-1251-russian", "SHIFT_JIS"), or "" for one the web does
// not use (Johab, EUC-TW).
func dirCharset(dir string) string {
	if _, name := charset.Lookup(dir); name != "" {
		return name
	}
	if i := strings.LastIndexByte(dir, '-'); i > 0 {
		_, name := charset.Lookup(dir[:i])
		return name
	}
	return ""
}

// sameText reports whether raw reads the same in charsets a and b.
func sameText(raw []byte, a, b string) bool {
	ea, _ := charset.Lookup(a)
	eb, _ := charset.Lookup(b)
	if ea == nil || eb == nil {
		return false
	}
	ta, errA := ea.NewDecoder().Bytes(raw)
	tb, errB := eb.NewDecoder().Bytes(raw)
	return errA == nil && errB == nil && string(ta) == string(tb)
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// charsetPages loads the three sets and scores charset guessing on them.
func charsetPages(wcxbDir, chardetDir, localeDir string, verbose bool) error {
	pages, err := load(wcxbDir, "")
	if err != nil {
		return err
	}
	for _, set := range []func() ([]page, error){readabilityPages, trafilaturaPages} {
		more, err := set()
		if err != nil {
			return err
		}
		pages = append(pages, more...)
	}
	return charsetBench(os.Stdout, pages, chardetDir, localeDir, verbose)
}
