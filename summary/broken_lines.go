package summary

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/sentence"
)

// A paragraph the page broke with <br> in mid-sentence ("… or otherwise
// handle your<br>Personally Identifiable Information …") reaches the
// summary as two lines, and its first half was quoted as a key point that
// stopped at "your". A plain line whose last word cannot end a sentence
// (an article, a possessive, a preposition, a conjunction) goes on in the
// plain line after it, and the two are read as one. So does a line with
// no stop at its end whose next line starts in lower case ("… from which
// individual User" / "identities have been removed."). A list item goes
// on in a plain line the same way: a changelog or a mail set in <pre> or
// with <br>s wraps its "* Partial support for the ARM v8.2 instruction
// set. v8.2 support work is" / "ongoing." items by hand.

// danglingWords cannot end a sentence, in the languages Laika meets most.
// Words that can are left out: German's separable particles ("ein",
// "an", "auf": "… schränken die Bewegung ein") and pronouns ("das").
var danglingWords = map[string]bool{
	"a": true, "the": true, "your": true, "our": true, "their": true, "my": true, "its": true,
	"of": true, "to": true, "and": true, "or": true, "with": true, "from": true, "by": true,
	"than": true, "into": true, "onto": true, "whose": true,
	"der": true, "die": true, "den": true, "dem": true, "des": true, "eine": true, "einen": true,
	"einem": true, "einer": true, "eines": true, "und": true, "oder": true, "mit": true, "von": true,
	"zum": true, "zur": true, "für": true,
	"le": true, "la": true, "les": true, "du": true, "de": true, "et": true, "une": true, "aux": true,
	"el": true, "los": true, "las": true, "y": true, "del": true, "con": true, "por": true, "para": true,
}

// joinBrokenLines rewrites each plain line of minWords words or more that
// ends in a dangling word, and the plain line after it, as one line; so
// too one that ends with no stop and the line after it that starts in
// lower case. A line cut at a comma is left as it is (units reads what
// follows it as the rest of a fragment).
func joinBrokenLines(text string) string {
	if !strings.Contains(text, "\n") {
		return text
	}
	var out strings.Builder
	open := notOpen // how the line out ends goes on
	last := ""      // the line out's last line of words
	for line := range strings.Lines(text) {
		line = strings.TrimRight(line, "\n")
		body, kind := laika.StripPrefix(line)
		if open != notOpen {
			r, _ := utf8.DecodeRuneInString(body)
			if kind == 'p' && line == body && (open == dangling && (unicode.IsLetter(r) || unicode.IsDigit(r)) || unicode.IsLower(r) && (open == figure || open == dropCap || sameScript(lastLetter(last), r))) {
				if open != dropCap {
					out.WriteByte(' ')
				}
				out.WriteString(body)
				last = body
				if open = goesOnAfter(body); open == notOpen {
					out.WriteByte('\n')
				}
				continue
			}
			out.WriteByte('\n')
		}
		out.WriteString(line)
		last = body
		if open = notOpen; (kind == 'p' || kind == '-') && wordCount(body) >= minWords && !titleCased(body) {
			open = goesOnAfter(body)
		} else if kind == 'p' && figureLine.MatchString(body) {
			open = figure
		} else if r, n := utf8.DecodeRuneInString(body); kind == 'p' && n == len(body) && unicode.IsUpper(r) {
			open = dropCap
		}
		if open == notOpen {
			out.WriteByte('\n')
		}
	}
	if open != notOpen {
		out.WriteByte('\n')
	}
	return out.String()
}

// How a line may go on in the next.
const (
	notOpen  = iota // it ends a sentence, or is no prose
	unended         // no stop at its end: it goes on in a line that starts in lower case ("… individual User" / "identities have been removed.")
	dangling        // it ends in a word no sentence ends with: it goes on in any line of words
	figure          // it is a figure alone ("86%", "$10.5T"): a stat's caption under it in lower case says what it counts
	dropCap         // it is a capital letter alone, a drop cap set apart from its paragraph ("T" / "urkey, Poland and …"): the word goes on with no space
)

// figureLine is a line that is one figure: a stat block's number, set
// apart from the caption under it ("86%" / "of business leaders believe
// …", "$10.5T" / "estimated yearly cost of cybercrime in 2025").
var figureLine = lazyregexp.New(`^(?:[$€£¥]\s?)?\d{1,3}(?:[.,]\d+)*(?:\s?(?:%|[KkMBT]|bn|mn|x))?\+?$`)

// goesOnAfter says how a line of prose may go on in the next.
func goesOnAfter(s string) int {
	switch {
	case dangles(s):
		return dangling
	case s != "" && !sentence.Stop(lastRune(s)) && !strings.ContainsRune(":;,)\"”'’", lastRune(s)):
		return unended
	case quotedWordEnd(s):
		// 'Note that "n-i-bz"' / 'stands for "not in bugzilla"': a
		// quote that closes on a word, not on a stop, ends no sentence.
		return unended
	}
	return notOpen
}

// quotedWordEnd reports a line that ends in a closing quote set right
// after a letter or digit.
func quotedWordEnd(s string) bool {
	t := strings.TrimRight(s, "\"”’")
	if len(t) == len(s) {
		return false
	}
	r := lastRune(t)
	return unicode.IsLetter(r) || unicode.IsDigit(r)
}

// titleCased reports a line most of whose words are capitalised: a
// title ("Woman Sees a Car Stop for a Beggar"), which the line under it
// ("yas! Cara Stiles | April 13") does not go on.
func titleCased(s string) bool {
	n, caps := 0, 0
	for _, w := range strings.Fields(s) {
		r, _ := utf8.DecodeRuneInString(w)
		if unicode.IsLetter(r) {
			n++
			if unicode.IsUpper(r) {
				caps++
			}
		}
	}
	return 2*caps > n
}

func lastRune(s string) rune {
	r, _ := utf8.DecodeLastRuneInString(s)
	return r
}

// dangles reports a line whose last word cannot end a sentence.
func dangles(s string) bool {
	i := strings.LastIndexFunc(s, func(r rune) bool { return !unicode.IsLetter(r) })
	last := s[i+1:]
	if last == "" || i >= 0 && s[i] != ' ' {
		return false // ends in punctuation, or the word is part of one ("e-mail to")
	}
	return danglingWords[strings.ToLower(last)]
}

// lastLetter is the last letter of s, or 0.
func lastLetter(s string) rune {
	for i := len(s); i > 0; {
		r, n := utf8.DecodeLastRuneInString(s[:i])
		if unicode.IsLetter(r) {
			return r
		}
		i -= n
	}
	return 0
}

// casedScripts are the scripts with lower case, whose lines can go on in
// a line that starts in lower case.
var casedScripts = []*unicode.RangeTable{unicode.Latin, unicode.Greek, unicode.Cyrillic, unicode.Armenian, unicode.Georgian}

// sameScript: a and b are letters of one cased script. A sentence goes on
// in its own script; a line of ornaments after it ("ჱڿڰۣڿ—♥") does not.
func sameScript(a, b rune) bool {
	for _, t := range casedScripts {
		if unicode.Is(t, a) {
			return unicode.Is(t, b)
		}
	}
	return false
}
