package summary

import (
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/sentence"
)

// A list page often says what its list is before the first entry: a shop's
// "offers the best selection of shoes for your rental", a recipe archive's
// "Quick and healthy air fryer recipes". The main text holds those words
// (extract/list_intro.go puts them back when Readability left them out),
// and a list's summary, told by its entries, opens with them.

// maxIntroLines: the introduction is among the main text's first lines;
// further down, a sentence before an entry is another entry's, or an
// advertisement's.
const maxIntroLines = 12

// listIntro is the first sentence of the first prose line of primary that
// comes before the list's first entry, among its first maxIntroLines
// lines, or "". An entry's line holds an item's title, or is part of an
// item's title or snippet (a kicker, a teaser read as its own line); a
// section's heading (H2 and below) also ends the search. The sentence
// must follow the page's <h1> or say what about (the page's title and
// <meta> description) says: a news front's first line is the lead
// story's teaser, whose headline the page draws as a picture.
func listIntro(primary string, items []laika.Item, about string) string {
	var titles, texts []string
	for _, it := range items {
		if k := wordKey(it.Title); k != "" {
			titles = append(titles, k)
			texts = append(texts, k+" "+wordKey(it.Snippet))
		}
	}
	if len(titles) == 0 {
		return ""
	}
	headed := false
	for i, l := range strings.Split(primary, "\n") {
		if i >= maxIntroLines {
			return ""
		}
		body, kind := laika.StripPrefix(l)
		k := wordKey(body)
		if k == "" {
			continue
		}
		for j, t := range titles {
			if strings.Contains(k, t) || strings.Contains(texts[j], k) {
				return "" // the list began: nothing introduced it
			}
		}
		if kind == 'h' {
			if !strings.HasPrefix(strings.TrimLeft(l, " "), "H1: ") {
				return ""
			}
			headed = true
			continue
		}
		if kind != 'p' || len(strings.Fields(body)) < sentence.MinWords || fragment(body) || goesOn(body, true) || strings.HasPrefix(body, "©") {
			continue
		}
		s := splitSentences(body)
		if len(s) == 0 || !sentence.Ends(s[0]) || len(strings.Fields(s[0])) < sentence.MinWords {
			continue
		}
		if headed || saysAbout(s[0], about) {
			return s[0]
		}
	}
	return ""
}

// saysAbout reports whether half or more of sentence's words of four
// letters or more are in about.
func saysAbout(sentence, about string) bool {
	have := map[string]bool{}
	for _, w := range strings.Fields(wordKey(about)) {
		have[w] = true
	}
	n, in := 0, 0
	for _, w := range strings.Fields(wordKey(sentence)) {
		if utf8.RuneCountInString(w) < 4 {
			continue
		}
		n++
		if have[w] {
			in++
		}
	}
	return n > 0 && 2*in >= n
}
