package summary

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clipperhouse/uax29/v2/sentences"

	"github.com/laikabrowser/laika/internal/sentence"
)

// splitSentences splits a paragraph into sentences by the Unicode sentence
// boundary rules (UAX #29), which handle CJK full stops ("。", "！") with
// no space after them, closing quotes and brackets, and decimals. UAX #29
// knows no abbreviations, so a break after a title or an initial ("Dr.",
// "U.S.", "J.") that is followed by more of the same sentence is undone.
func splitSentences(p string) []string {
	var segs []string
	for it := sentences.FromString(p); it.Next(); {
		segs = append(segs, it.Value())
	}
	moveOpeners(segs)
	var out []string
	pending := ""
	for i, seg := range segs {
		if pending != "" {
			seg = pending + seg
			pending = ""
		}
		if t := strings.TrimRight(seg, " \t\n"); abbreviationEnd(t) || i+1 < len(segs) && (ordinalEnd(t) && ordinalNoun(segs[i+1]) || quoteEnd(t) && attribution(segs[i+1]) || lawEnd(t) && startsDigit(segs[i+1]) || markGoesOn(t) && startsLower(strings.TrimSpace(segs[i+1])) || inOperator(seg, segs[i+1]) || inQuote(seg, segs[i+1:]) || markAlone(t, segs[i+1]) || inWord(seg, segs[i+1])) {
			pending = seg
			continue
		}
		if s := strings.TrimSpace(seg); s != "" {
			out = append(out, s)
		}
	}
	if s := strings.TrimSpace(pending); s != "" {
		out = append(out, s)
	}
	return spaceEnded(out)
}

// continuesThai reports a clause that opens with a word that joins it to
// the one before ("และ" and, "หรือ" or, "โดย" by, "ซึ่ง" which, "ที่" that,
// "เพื่อ" so that, "เพราะ" because): the space before it ends no sentence.
func continuesThai(s string) bool {
	for _, w := range []string{"และ", "หรือ", "โดย", "ซึ่ง", "ที่", "เพื่อ", "เพราะ"} {
		if strings.HasPrefix(s, w) {
			return true
		}
	}
	return false
}

// minSpaceSentence is the fewest characters of a sentence that Thai or
// Lao ends with a space; shorter pieces are clauses and join the next.
const minSpaceSentence = 80

// spaceEnded splits Thai and Lao text, which ends its sentences with a
// space and has no full stop for UAX #29 to find, at the spaces between
// two of its letters. A Thai paragraph was one unit, and its summary
// quoted each paragraph's first 400 characters. The space also sets
// clauses apart, so pieces of fewer than minSpaceSentence characters
// join the next one.
func spaceEnded(ss []string) []string {
	var out []string
	for _, s := range ss {
		if !strings.ContainsFunc(s, sentence.SpaceEnds) {
			out = append(out, s)
			continue
		}
		// left counts the characters after the current one, so that a
		// long paragraph is read once, not once per space.
		start, n, left := 0, 0, utf8.RuneCountInString(s)
		prev := rune(0)
		for i, r := range s {
			n++
			left--
			if r == ' ' && sentence.SpaceEnds(prev) && n > minSpaceSentence && left >= minSpaceSentence/2 {
				if next, _ := utf8.DecodeRuneInString(s[i+1:]); sentence.SpaceEnds(next) && !continuesThai(s[i+1:]) {
					out = append(out, s[start:i])
					start, n = i+1, 0
				}
			}
			prev = r
		}
		out = append(out, s[start:])
	}
	return out
}

// lawEnd reports a segment that ends in an abbreviation that a number
// follows in a law's citation ("gemäss Art. 90 Abs. 2 SVG", "Ziff. 3").
// "Art." may end an English sentence too, so the caller joins only when
// a number comes next.
func lawEnd(s string) bool {
	for _, w := range []string{" Art.", " Ziff.", " Kap.", "(Art."} {
		if strings.HasSuffix(s, w) {
			return true
		}
	}
	return false
}

// markGoesOn reports a segment that ends in a "!" or "?" set right
// after a word, maybe inside closing quotes: a macro's or a name's
// ("format!", "Yahoo!"), a quoted exclamation's or title's ("the 'a-ha!'",
// "„Money for nothing and content for free?“"). Followed by a word in
// lower case ("format! call will also apply", "schlussfolgern die
// Autoren"), the mark ended no sentence; UAX #29 breaks after every one.
func markGoesOn(s string) bool {
	s = strings.TrimRight(s, `"'”’»“`)
	body, ok := strings.CutSuffix(s, "!")
	if !ok {
		body, ok = strings.CutSuffix(s, "?")
	}
	r, _ := utf8.DecodeLastRuneInString(body)
	return ok && unicode.IsLetter(r)
}

// markAlone reports a "!" or "?" set apart by a space and followed by a
// word in lower case or in a script without case: a symbol, not the end
// of a sentence ("expressions of type ! diverge", "我们可以使用 ? 运算符").
// French spaces its marks too, and its next sentence opens in capitals.
func markAlone(s, next string) bool {
	if !strings.HasSuffix(s, " !") && !strings.HasSuffix(s, " ?") {
		return false
	}
	r, _ := utf8.DecodeRuneInString(strings.TrimSpace(next))
	return unicode.IsLetter(r) && !unicode.IsUpper(r) && !unicode.IsTitle(r)
}

// inOperator reports a break after a "!" or "?" that a symbol follows
// with no space: an operator or a type ("LEN != 0", "Option<!>)"), which
// UAX #29 reads as an exclamation. A sentence's mark is followed by a
// space, or by the quote or bracket that opens the next.
func inOperator(s, next string) bool {
	r, _ := utf8.DecodeRuneInString(next)
	return (strings.HasSuffix(s, "!") || strings.HasSuffix(s, "?")) &&
		(unicode.IsPunct(r) || unicode.IsSymbol(r)) && !strings.ContainsRune("([{“‘\"'«¿¡„", r)
}

// inWord reports a break at a full stop with no space after it, inside a
// version, a name or an address ("Workaround for 1.1.X and later
// versions": UAX #29 breaks before the capital; "ASP.NET", "example.com"):
// what follows is a digit, a lower-case letter or a word in capitals.
// A capitalised word ("29,00 €.Kostenlose Lieferung …", two lines of a
// shop's banner run together) begins a sentence.
func inWord(seg, next string) bool {
	if !strings.HasSuffix(seg, ".") {
		return false
	}
	for i, r := range next {
		switch {
		case i == 0 && !unicode.IsLetter(r) && !unicode.IsDigit(r):
			return false
		case i == 0 && (unicode.IsDigit(r) || unicode.IsLower(r)):
			return true
		case unicode.IsLower(r):
			return false
		case !unicode.IsLetter(r) && !unicode.IsDigit(r):
			return true
		}
	}
	return true
}

// startsDigit reports a segment that opens with a digit.
func startsDigit(s string) bool {
	s = strings.TrimSpace(s)
	return s != "" && s[0] >= '0' && s[0] <= '9'
}

// quoteEnd reports a segment that ends in a question or an exclamation
// inside quotation marks: “Why don't we?” may go on with who said it.
func quoteEnd(s string) bool {
	r, n := utf8.DecodeLastRuneInString(s)
	if !strings.ContainsRune(`"”’»`, r) {
		return false
	}
	p, _ := utf8.DecodeLastRuneInString(s[:len(s)-n])
	return p == '?' || p == '!'
}

// attribution reports a segment that opens with a name and a verb of
// saying ("Caudevilla told me …", "Jane Roe asked."): the speaker of the
// quotation before it, whom UAX #29 splits off because a name is
// capitalised.
func attribution(s string) bool {
	ws := strings.Fields(s)
	for i := 1; i < len(ws) && i <= 3; i++ {
		if saidVerbs[strings.ToLower(strings.TrimRight(ws[i], ",.;:"))] {
			return true
		}
		if r, _ := utf8.DecodeRuneInString(ws[i]); !unicode.IsUpper(r) {
			return false
		}
	}
	return false
}

// saidVerbs are the English verbs a quotation's attribution uses.
var saidVerbs = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`said says told tells asked asks wrote writes added adds explained explains replied replies recalled recalls insisted insists wondered wonders`) {
		m[w] = true
	}
	return m
}()

// ordinalEnd reports a segment that ends in a number of one to three
// digits and a full stop: an ordinal where German, Czech and the Nordic
// languages write one ("am Freitag, 31. Januar", "im 19. Jahrhundert").
func ordinalEnd(s string) bool {
	body, ok := strings.CutSuffix(s, ".")
	if !ok {
		return false
	}
	n := len(body) - len(strings.TrimRightFunc(body, func(r rune) bool { return r >= '0' && r <= '9' }))
	if n == 0 || n > 3 {
		return false
	}
	r, _ := utf8.DecodeLastRuneInString(body[:len(body)-n])
	return len(body) == n || unicode.IsSpace(r) || r == '('
}

// ordinalNoun reports a segment that opens with a month or a noun an
// ordinal counts, so the full stop before it was the ordinal's.
func ordinalNoun(s string) bool {
	w, _, _ := strings.Cut(strings.TrimSpace(s), " ")
	return ordinalNouns[strings.ToLower(strings.TrimRight(w, ",.;:"))]
}

// ordinalNouns: months (German, Danish and Norwegian, Czech in the
// genitive) and the German nouns most often counted by an ordinal ("zum 3.
// Mal", "am 2. Tag").
var ordinalNouns = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`januar jänner februar märz april mai juni juli august september oktober november dezember
		marts mars maj december ledna února března dubna května června července srpna září října listopadu prosince
		jahrhundert jahrhunderts jahrestag geburtstag platz runde spieltag weltkrieg klasse auflage lebensjahr stock etage
		mal tag tages woche liga halbzeit quartal kapitel teil staffel folge ausgabe jahrestages geburtstages jubiläum jubiläums`) {
		m[w] = true
	}
	return m
}()

// abbreviationEnd reports whether s ends in a short title, a Latin
// abbreviation, an initial or another single letter ("Mr.", "e.g.",
// "U.S.", "J.", "z. B.") rather than at the end of a sentence.
func abbreviationEnd(s string) bool {
	if !strings.HasSuffix(s, ".") {
		return false
	}
	body := strings.TrimSuffix(s, ".")
	// A hyphen starts a word too: "UE-W." is the initial of "W.
	// Brytania" after the EU's, "Zul.-Nr." an abbreviation. A slash does
	// not: "2 GB/s." ends a sentence.
	k := strings.LastIndexFunc(body, func(r rune) bool { return unicode.IsSpace(r) || strings.ContainsRune(`("“-‐`, r) })
	w := body[k+1:]
	if k >= 0 {
		_, n := utf8.DecodeRuneInString(body[k:])
		w = body[k+n:]
	}
	if utf8.RuneCountInString(w) == 1 {
		// An initial ("J."), or a German abbreviation's letter ("z. B.",
		// "d. h.", "u. a.", "e. V."): a sentence seldom ends in one letter.
		r, _ := utf8.DecodeRuneInString(w)
		return unicode.IsLetter(r)
	}
	return abbreviations[strings.ToLower(w)]
}

// abbreviations end with a period that seldom ends a sentence: English
// and German ("Teil I Nr. 53", "bzw.", "vgl.").
var abbreviations = func() map[string]bool {
	m := map[string]bool{}
	for _, w := range strings.Fields(`mr mrs ms dr prof st jr sr vs etc inc ltd co corp no nos fig figs
		e.g i.e u.s u.k u.n a.m p.m approx dept est gen gov rep sen rev capt col lt sgt mt ft jan feb
		mar apr jun jul aug sep sept oct nov dec vol pp cf al
		nr bzw ca evtl ggf inkl vgl usw abs hrsg jh mio mrd tel`) {
		m[w] = true
	}
	return m
}()

// moveOpeners moves the opening brackets a segment ends with to the start
// of the next: UAX #29 keeps any bracket after a full stop with the
// sentence it ends ("思いました。（" then "そうだ、…）"), as it keeps a
// closing quote, and a summary quoted "思いました。（".
func moveOpeners(segs []string) {
	for i := 0; i+1 < len(segs); i++ {
		t := strings.TrimRight(segs[i], " \t\n")
		j := len(t)
		for j > 0 {
			r, n := utf8.DecodeLastRuneInString(t[:j])
			if !unicode.Is(unicode.Ps, r) {
				break
			}
			j -= n
		}
		if j < len(t) && j > 0 {
			segs[i], segs[i+1] = t[:j]+segs[i][len(t):], t[j:]+segs[i+1]
		}
		// French sets a space before its closing guillemet ("On rentre. »
		// Il part."), and UAX #29 starts the next sentence with it.
		if rest, ok := strings.CutPrefix(segs[i+1], "»"); ok && strings.ContainsAny(t[max(0, len(t)-1):], ".!?") {
			segs[i], segs[i+1] = t+" »"+segs[i][len(t):], strings.TrimLeft(rest, " ")
		}
	}
}
