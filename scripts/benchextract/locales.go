package main

import (
	"encoding/binary"
	"fmt"
	"html"
	"os"
	"path/filepath"
	"sort"
	"strings"
)

// -locales DIR (with -charset) adds pages written from the translations a
// Debian machine carries in DIR/<lang>/LC_MESSAGES/*.mo (/usr/share/locale):
// real prose and labels in some sixty languages, which the three extraction
// sets mostly lack (none of their pages is Polish, Czech or Thai). Each
// language's text is cut into pages of two sizes and written in the legacy
// charsets its pages used.

// localeCharsets are the legacy charsets pages in each language were written
// in. Languages whose text windows-1252 cannot hold (Welsh, Latvian) are
// left out.
var localeCharsets = map[string][]string{
	"pl": {"windows-1250", "iso-8859-2"}, "cs": {"windows-1250", "iso-8859-2"},
	"sk": {"windows-1250", "iso-8859-2"}, "hu": {"windows-1250", "iso-8859-2"},
	"ro": {"windows-1250", "iso-8859-2"}, "hr": {"windows-1250", "iso-8859-2"},
	"sl": {"windows-1250", "iso-8859-2"}, "bs": {"windows-1250", "iso-8859-2"},
	"tr": {"windows-1254"}, "th": {"windows-874"},
	"ru": {"windows-1251", "koi8-r", "iso-8859-5"}, "uk": {"windows-1251", "koi8-u"},
	"bg": {"windows-1251"}, "el": {"iso-8859-7", "windows-1253"}, "he": {"windows-1255"},
	"ar": {"windows-1256"}, "ja": {"shift_jis", "euc-jp"}, "ko": {"euc-kr"},
	"zh_CN": {"gbk"}, "zh_TW": {"big5"},
}

// westernLocales are written in windows-1252, and must stay so.
var westernLocales = []string{
	"af", "ast", "br", "ca", "da", "de", "es", "et", "eu", "fi", "fo", "fr",
	"fy", "ga", "gd", "gl", "id", "is", "it", "ms", "nb", "nl", "nn", "oc",
	"pt", "pt_BR", "sq", "sv", "wa",
}

// pageSizes are the lengths of text, in characters, the pages are cut to:
// a short page (a form, a notice) and a page of prose.
var pageSizes = []int{400, 4000}

const pagesPerSize = 6

// localePage is one page of a language's text, in UTF-8 markup.
type localePage struct {
	id, lang string
	html     []byte
}

func localePages(dir string) ([]localePage, error) {
	langs := append([]string{}, westernLocales...)
	for l := range localeCharsets {
		langs = append(langs, l)
	}
	sort.Strings(langs)
	var pages []localePage
	for _, lang := range langs {
		files, _ := filepath.Glob(filepath.Join(dir, lang, "LC_MESSAGES", "*.mo"))
		var text []string
		for _, f := range files {
			msgs, err := readMO(f)
			if err != nil {
				return nil, err
			}
			text = append(text, msgs...)
		}
		for _, size := range pageSizes {
			for n, start := 0, 0; n < pagesPerSize && start < len(text); n++ {
				var b strings.Builder
				b.WriteString("<!doctype html><html><head><title>t</title></head><body>\n")
				chars := 0
				for ; start < len(text) && chars < size; start++ {
					fmt.Fprintf(&b, "<p>%s</p>\n", html.EscapeString(text[start]))
					chars += len([]rune(text[start]))
				}
				b.WriteString("</body></html>\n")
				pages = append(pages, localePage{fmt.Sprintf("%s/%d/%d", lang, size, n), lang, []byte(b.String())})
				// Spread a language's pages over its catalogues.
				start += len(text) / (pagesPerSize * len(pageSizes) * 2)
			}
		}
	}
	return pages, nil
}

// readMO returns the translations in a gettext catalogue, one entry per
// paragraph (plural forms are joined).
func readMO(path string) ([]string, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	if len(b) < 28 {
		return nil, nil
	}
	var order binary.ByteOrder = binary.LittleEndian
	if order.Uint32(b) != 0x950412de {
		order = binary.BigEndian
	}
	n := int(order.Uint32(b[8:]))
	table := int(order.Uint32(b[16:]))
	var out []string
	for i := 1; i < n; i++ { // entry 0 is the catalogue's header
		at := table + 8*i
		if at+8 > len(b) {
			break
		}
		size, off := int(order.Uint32(b[at:])), int(order.Uint32(b[at+4:]))
		if off+size > len(b) {
			break
		}
		s := strings.TrimSpace(strings.ReplaceAll(string(b[off:off+size]), "\x00", " "))
		if s != "" {
			out = append(out, s)
		}
	}
	return out, nil
}
