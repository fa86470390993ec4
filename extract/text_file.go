package extract

import (
	"bytes"
	"net/url"
	"path"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
)

// Text files. A memo, an RFC or a README served as text/plain or
// text/markdown has no markup, but it has headings: a Markdown "## Usage",
// a title underlined with "====", a short line standing alone between
// blank lines ("Security Considerations"). Read as bare lines, a summary
// quoted them as key points, and a README's code read as sentences. The
// reader marks them with the observation's prefixes ("H2: ", "Code: ") so
// they are weighed as what they are. The content script reads a text
// file the browser shows the same way (content/documents.js textLines);
// extract/testdata/textfiles holds the pages both are held to.

var (
	// atxHeading: a Markdown heading, "## Usage" (closing #s dropped).
	atxHeading = regexp.MustCompile(`^(#{1,6})[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$`)
	// setextRule underlines the line above it: "====" (H1), "----" (H2).
	setextRule = regexp.MustCompile(`^(?:={3,}|-{3,})[ \t]*$`)
	// fenceLine opens or closes a Markdown code block.
	fenceLine = regexp.MustCompile("^ {0,3}(?:```|~~~)")
	// sentenceEnd: a line ending so is a sentence or runs on, no heading.
	sentenceEnd = regexp.MustCompile(`[.,;:!?…"'”)]$`)
	// mdImage and mdLink are Markdown's inline and reference images and
	// links, read as their text; mdLinkDef defines a reference, no text.
	mdImage   = regexp.MustCompile(`!\[([^\]]*)\](?:\([^)]*\)|\[[^\]]*\])`)
	mdLink    = regexp.MustCompile(`\[([^\]]+)\](?:\([^)]*\)|\[[^\]]*\])`)
	mdLinkDef = regexp.MustCompile(`^ {0,3}\[[^\]]+\]:\s+\S`)
	// runOn: a line ending in one of these words goes on in the next
	// ("Online bug reporting instructions can be found at").
	runOn = regexp.MustCompile(`(?i)\s(?:a|an|and|are|as|at|be|by|for|from|in|is|of|on|or|the|to|with)$`)
	// bulletStart: a line starting so is a list item or a quote.
	bulletStart = regexp.MustCompile(`^(?:[-*+>]\s|\[)`)
	// ordinalStart: a numbered line, a Markdown list's item; in a plain
	// text file (an RFC's "1.  Introduction") a section's number.
	ordinalStart = regexp.MustCompile(`^\d{1,3}[.)]\s`)
)

const (
	// maxTextHeadingWords and maxTextHeadingChars bound a line standing
	// alone that reads as a heading: longer, it is a short paragraph.
	maxTextHeadingWords = 8
	maxTextHeadingChars = 60
	// maxSetextChars bounds an underlined line.
	maxSetextChars = 80
)

// textLines is a text file's text with its structure as line prefixes;
// markdown also reads "#" headings and fenced code.
func textLines(s string, markdown bool) string {
	lines := strings.Split(s, "\n")
	blank := func(i int) bool { return i < 0 || i >= len(lines) || strings.TrimSpace(lines[i]) == "" }
	// A heading heads something: the last line of words is none.
	last := len(lines) - 1
	for last >= 0 && blank(last) {
		last--
	}
	out := make([]string, 0, len(lines))
	code := false
	for i := 0; i < len(lines); i++ {
		l := strings.TrimRight(lines[i], " \t")
		if markdown && fenceLine.MatchString(l) {
			code = !code
			continue
		}
		if code {
			if l == "" {
				out = append(out, "")
			} else {
				out = append(out, "Code: "+l)
			}
			continue
		}
		if markdown {
			if mdLinkDef.MatchString(l) {
				continue
			}
			// A link or a badge reads as its text: "[FORK.md](./FORK.md)" is
			// "FORK.md" on the page the Markdown makes.
			l = mdLink.ReplaceAllString(mdImage.ReplaceAllString(l, "$1"), "$1")
			if m := atxHeading.FindStringSubmatch(l); m != nil && m[2] != "" {
				out = append(out, "H"+string(rune('0'+len(m[1])))+": "+m[2])
				continue
			}
			if indentedCode(lines, i) {
				// An indented code block, to its last indented line.
				for ; i < len(lines) && (indented(lines[i]) || blank(i) && i+1 < len(lines) && indented(lines[i+1])); i++ {
					if blank(i) {
						out = append(out, "")
					} else {
						out = append(out, "Code: "+strings.TrimRight(strings.TrimPrefix(strings.TrimPrefix(lines[i], "\t"), "    "), " \t"))
					}
				}
				i--
				continue
			}
		}
		alone := l != "" && l[0] != ' ' && l[0] != '\t' && blank(i-1)
		if alone && i+1 < len(lines) && setextRule.MatchString(lines[i+1]) && len(l) <= maxSetextChars {
			level := "H1: "
			if strings.HasPrefix(lines[i+1], "-") {
				level = "H2: "
			}
			out = append(out, level+l)
			i++
			continue
		}
		if alone && blank(i+1) && i < last && textHeading(l) && !(markdown && ordinalStart.MatchString(l)) {
			out = append(out, "H2: "+l)
			continue
		}
		out = append(out, l)
	}
	return strings.Join(out, "\n")
}

// indented: l is indented as Markdown's code is, by 4 spaces or a tab.
func indented(l string) bool {
	return (strings.HasPrefix(l, "    ") || strings.HasPrefix(l, "\t")) && strings.TrimSpace(l) != ""
}

// indentedCode: lines[i] starts a Markdown code block set by indentation:
// indented after a blank line, under a line of words at the margin that is
// no list item (an item's next paragraph is indented too).
func indentedCode(lines []string, i int) bool {
	if !indented(lines[i]) || i == 0 || strings.TrimSpace(lines[i-1]) != "" {
		return false
	}
	j := i - 1
	for j >= 0 && strings.TrimSpace(lines[j]) == "" {
		j--
	}
	if j < 0 {
		return true
	}
	above := lines[j]
	return above[0] != ' ' && above[0] != '\t' && !bulletStart.MatchString(above) && !ordinalStart.MatchString(above)
}

// textHeading: l, alone between blank lines, reads as a heading: short,
// starting with a capital or a digit (not a command's "$ ", an "#include",
// an RST ".. directive::"), with no sentence's end, no bullet, no URL and
// no address ("Dana Ortiz <dana@harbour.example>" signs a file).
func textHeading(l string) bool {
	if len(l) > maxTextHeadingChars || sentenceEnd.MatchString(l) || bulletStart.MatchString(l) || runOn.MatchString(l) || strings.ContainsRune(l, '@') || strings.Contains(l, "://") {
		return false
	}
	if r, _ := utf8.DecodeRuneInString(l); !unicode.IsLetter(r) && !unicode.IsDigit(r) || unicode.IsLower(r) {
		// A line that starts in lower case goes on from the one above
		// ("or", "and compare it with the reference at").
		return false
	}
	if n := len(strings.Fields(l)); n == 0 || n > maxTextHeadingWords {
		return false
	}
	return strings.ContainsFunc(l, unicode.IsLetter)
}

// isMarkdown: the file is Markdown, by its media type or its name.
func isMarkdown(media, pageURL string) bool {
	if media == "text/markdown" {
		return true
	}
	u, err := url.Parse(pageURL)
	if err != nil {
		return false
	}
	ext := strings.ToLower(path.Ext(u.Path))
	return ext == ".md" || ext == ".markdown"
}

// fileName is the last segment of the URL's path ("memo.txt"), or its
// host: a text file has no title of its own, and its tab shows its name
// (content/documents.js fileName).
func fileName(pageURL string) string {
	u, err := url.Parse(pageURL)
	if err != nil {
		return ""
	}
	segs := strings.FieldsFunc(u.Path, func(r rune) bool { return r == '/' })
	if len(segs) == 0 {
		return u.Host
	}
	return clip(collapse(segs[len(segs)-1]), 300)
}

// Text builds the observation of a text file (media text/plain or
// text/markdown): its lines, structure marked (textLines), are the text
// and the primary content, titled with the file's name.
func Text(src []byte, pageURL, media string, opts Options) *laika.Observation {
	opts.defaults()
	s := strings.ReplaceAll(string(bytes.ToValidUTF8(src, []byte("\uFFFD"))), "\r\n", "\n")
	s = textLines(strings.TrimRight(strings.ReplaceAll(s, "\r", "\n"), "\n"), isMarkdown(media, pageURL))
	return plainObservation(s, fileName(pageURL), pageURL, src, opts)
}

// plainObservation is the observation of a document read as text alone
// (a text file, a feed, an XML file): the text, cut to the budgets, is
// the primary content too.
func plainObservation(s, title, pageURL string, src []byte, opts Options) *laika.Observation {
	obs := &laika.Observation{
		URL:          pageURL,
		Title:        title,
		DocumentID:   documentID(pageURL, src),
		ObservedAtMs: opts.Now().UnixMilli(),
		Text:         clipLines(s, opts.MaxChars),
	}
	if s != "" {
		obs.Primary = &laika.Primary{Text: clipLines(s, opts.MaxPrimaryChars)}
		if obs.Primary.Text != s {
			obs.Primary.Truncated = true
			obs.Primary.TotalChars = len(s)
		}
	}
	if len(strings.Join(strings.Fields(s), "")) < sparseChars {
		obs.Signals = []string{laika.SignalSparseText}
	}
	return obs
}
