package fetch

import (
	"bytes"
	"mime"
	"regexp"
	"strings"
	"unicode/utf8"

	"golang.org/x/net/html"
	"golang.org/x/net/html/charset"
	"golang.org/x/text/encoding"
	"golang.org/x/text/encoding/charmap"
	"golang.org/x/text/encoding/unicode"
)

// Charset sources, in the order DetectCharset tries them. They follow the
// HTML Standard's encoding sniffing algorithm (§13.2.3.2): a byte order
// mark, the transport layer's charset, a <meta> prescan, and only then a
// guess. The guess checks UTF-8 validity over the whole document first;
// x/net/html/charset only looks at the first 1,024 bytes, so a page whose
// first non-ASCII character comes later (most English pages) was decoded as
// windows-1252 and turned "—" into "â€”". One departure: a <meta> that
// declares a legacy charset over bytes that are well-formed UTF-8 is
// overruled (charset_mislabel.go), as a saved copy of a page is. Before
// the windows-1252 fallback, the bytes are read for a legacy charset the
// way browsers do (charset_guess.go).
const (
	SourceBOM    = "bom"
	SourceHeader = "header"
	SourceMeta   = "meta"
	SourceUTF8   = "utf8-valid"
	// SourceMislabel: a <meta> declared a legacy charset, but the bytes
	// are UTF-8 (see mislabeledUTF8).
	SourceMislabel = "meta-mislabeled"
	// SourceGuess: no declaration, not UTF-8, and the bytes read as one
	// legacy charset (see guessCharset).
	SourceGuess   = "guess"
	SourceDefault = "default"
)

// maxMetaScan is how far into the document the <meta> prescan reads. The
// standard's prescan stops at 1,024 bytes, but browsers also honour a
// <meta charset> met later in <head> (they restart the parse with it), and
// real pages put one after a kilobyte of inline script. The scan stops at
// <body> or the first text outside <head>, whichever comes first.
const maxMetaScan = 64 << 10

// Charset is a decision: the encoding's canonical name and what decided it.
type Charset struct {
	Name   string
	Source string
	enc    encoding.Encoding
}

// xmlDecl is an XML file's declaration, with the encoding it names.
var xmlDecl = regexp.MustCompile(`^\s*<\?xml[^>]*?\sencoding\s*=\s*["']([A-Za-z0-9._:-]+)["']`)

// xmlEncoding is the encoding an XML file's <?xml?> line declares, or "".
func xmlEncoding(raw []byte) string {
	if m := xmlDecl.FindSubmatch(raw[:min(len(raw), 1024)]); m != nil {
		return string(m[1])
	}
	return ""
}

// textMedia are the media types of text files (fetch.go acceptedTypes).
var textMedia = map[string]bool{"text/plain": true, "text/markdown": true, "text/x-markdown": true}

// DetectCharset decides how raw is encoded, given the Content-Type header
// (or "" for a local file). It never fails: the last resort is
// windows-1252, what browsers use for an undeclared non-UTF-8 page in most
// locales when its bytes do not say otherwise.
func DetectCharset(raw []byte, contentType string) Charset {
	switch {
	case bytes.HasPrefix(raw, []byte("\xef\xbb\xbf")):
		return Charset{"utf-8", SourceBOM, encoding.Nop}
	case bytes.HasPrefix(raw, []byte("\xfe\xff")):
		return Charset{"utf-16be", SourceBOM, unicode.UTF16(unicode.BigEndian, unicode.ExpectBOM)}
	case bytes.HasPrefix(raw, []byte("\xff\xfe")):
		return Charset{"utf-16le", SourceBOM, unicode.UTF16(unicode.LittleEndian, unicode.ExpectBOM)}
	}
	if _, params, err := mime.ParseMediaType(contentType); err == nil {
		if cs := strings.TrimSpace(params["charset"]); cs != "" {
			if e, name := charset.Lookup(cs); e != nil {
				return Charset{name, SourceHeader, e}
			}
		}
	}
	media, _, _ := mime.ParseMediaType(contentType)
	// A text file's bytes are no markup: "<meta charset>" in a memo about
	// HTML declares nothing.
	markup := !textMedia[media]
	if markup {
		label := metaCharset(raw)
		if IsXML(media) {
			label = xmlEncoding(raw)
		}
		if label != "" {
			if e, name := charset.Lookup(label); e != nil {
				// A <meta> cannot declare UTF-16: the bytes it was read
				// from were ASCII-compatible (HTML Standard: utf-8 then).
				if strings.HasPrefix(name, "utf-16") {
					return Charset{"utf-8", SourceMeta, encoding.Nop}
				}
				if name == "x-user-defined" {
					return Charset{"windows-1252", SourceMeta, charmap.Windows1252}
				}
				if mislabeledUTF8(raw, name) {
					return Charset{"utf-8", SourceMislabel, encoding.Nop}
				}
				return Charset{name, SourceMeta, e}
			}
		}
	}
	if utf8.Valid(trimPartialRune(raw)) {
		return Charset{"utf-8", SourceUTF8, encoding.Nop}
	}
	if c, ok := guessCharset(raw, markup); ok {
		return c
	}
	return Charset{"windows-1252", SourceDefault, charmap.Windows1252}
}

// trimPartialRune drops an incomplete UTF-8 sequence at the very end (a
// body cut by the size limit), which says nothing about the encoding.
func trimPartialRune(b []byte) []byte {
	for i := len(b) - 1; i >= 0 && i >= len(b)-3; i-- {
		if utf8.RuneStart(b[i]) {
			if !utf8.FullRune(b[i:]) {
				return b[:i]
			}
			break
		}
	}
	return b
}

// metaCharset is the charset a <meta charset> or <meta http-equiv=
// Content-Type content="...; charset=..."> declares before the body, or "".
func metaCharset(raw []byte) string {
	if len(raw) > maxMetaScan {
		raw = raw[:maxMetaScan]
	}
	z := html.NewTokenizer(bytes.NewReader(raw))
	for {
		tt := z.Next()
		switch tt {
		case html.ErrorToken:
			return ""
		case html.StartTagToken, html.SelfClosingTagToken:
			name, hasAttr := z.TagName()
			switch string(name) {
			case "body":
				return ""
			case "meta":
			default:
				continue
			}
			var cs, httpEquiv, content string
			for hasAttr {
				var k, v []byte
				k, v, hasAttr = z.TagAttr()
				switch strings.ToLower(string(k)) {
				case "charset":
					cs = string(v)
				case "http-equiv":
					httpEquiv = strings.ToLower(string(v))
				case "content":
					content = string(v)
				}
			}
			if cs = strings.TrimSpace(cs); cs != "" {
				return cs
			}
			if httpEquiv == "content-type" {
				if c := charsetFromContent(content); c != "" {
					return c
				}
			}
		}
	}
}

// charsetFromContent reads "text/html; charset=shift_jis" the lenient way
// the HTML Standard's algorithm does (quotes optional, no MIME parser).
func charsetFromContent(s string) string {
	l := strings.ToLower(s)
	i := strings.Index(l, "charset")
	if i < 0 {
		return ""
	}
	rest := strings.TrimLeft(s[i+len("charset"):], " \t\r\n")
	if !strings.HasPrefix(rest, "=") {
		return ""
	}
	rest = strings.TrimLeft(rest[1:], " \t\r\n")
	if rest == "" {
		return ""
	}
	if q := rest[0]; q == '"' || q == '\'' {
		if j := strings.IndexByte(rest[1:], q); j >= 0 {
			return rest[1 : 1+j]
		}
		return ""
	}
	if j := strings.IndexAny(rest, " \t\r\n;"); j >= 0 {
		rest = rest[:j]
	}
	return rest
}

// Decode returns raw as UTF-8 in the detected charset, without a BOM.
// Bytes the charset cannot map become U+FFFD; decoding never fails.
func (c Charset) Decode(raw []byte) []byte {
	if c.enc == nil || c.enc == encoding.Nop {
		return bytes.ToValidUTF8(bytes.TrimPrefix(raw, []byte("\xef\xbb\xbf")), []byte("\uFFFD"))
	}
	out, err := c.enc.NewDecoder().Bytes(raw)
	if err != nil {
		return bytes.ToValidUTF8(raw, []byte("\uFFFD"))
	}
	return out
}
