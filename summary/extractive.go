package summary

import (
	"cmp"
	"fmt"
	"github.com/laikabrowser/laika/internal/sentence"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/mdescape"
	"github.com/laikabrowser/laika/internal/words"
)

// Sizes of the extractive summary by style.
const (
	maxQuoteChars = 300 // a citation quote longer than this is cut at a word
	maxPointChars = 400 // a key point longer than this is cut at a word
	leadWindow    = 5   // the lead line is the best of the first few sentences
	// minOpeningWords: a sentence of the opening section this long leads
	// before the rest of the window (a shorter one is a tagline).
	minOpeningWords = 10
)

// Styles a summary can be asked for.
const (
	StyleDefault  = ""
	StyleBrief    = "brief"
	StyleDetailed = "detailed"
)

// validStyle reports whether s is a known style.
func validStyle(s string) bool {
	return s == StyleDefault || s == StyleBrief || s == StyleDetailed || s == "default"
}

func pointsFor(style string) int {
	switch style {
	case StyleBrief:
		return 3
	case StyleDetailed:
		return 10
	}
	return 5
}

// Extractive is a summary made only of page text: a lead line and key points
// that are quotes, each with a citation.
type Extractive struct {
	Markdown  string
	Citations []laika.Citation
}

// doc is an input split into ranked units, shared by the extractive summary
// and by citation matching for model answers.
type doc struct {
	in   Input
	us   []unit
	r    *ranker
	goal bool // the user asked about something: points are ranked by it (topical)
}

func newDoc(in Input, goal string) *doc {
	us := units(in, false)
	if len(us) == 0 && !in.WholePage {
		// A page of labels, plans and prices has no sentence to quote:
		// its headings and short lines are what it says. A page whose
		// main text was not found has only its menus' (WholePage).
		us = units(in, true)
	}
	d := &doc{in: in, us: us, r: newRanker(len(in.Text)), goal: topical(goal)}
	if len(d.us) > 0 {
		centroid := d.r.vectorize(d.us)
		d.r.score(d.us, centroid, in.Title, goal, in.Kind == KindPage)
	}
	return d
}

func (d *doc) extractive(style string) Extractive {
	in, us := d.in, d.us
	if len(us) == 0 {
		return Extractive{Markdown: "The page has no readable text to summarize.\n"}
	}

	k := pointsFor(style)
	st := steps(in)
	var es []string // a ranking's or a listicle's numbered sections
	if in.Kind == KindPage {
		es = entries(in.Text)
	}
	stepText := strings.Join(st, "\n")
	var b strings.Builder
	var cites []laika.Citation
	skip := -1
	switch in.Kind {
	case KindList:
		k = min(k+3, len(us))
		if in.Intro != "" {
			// The page's own words for its list lead (list_intro.go).
			fmt.Fprintf(&b, "%s: %s\n\nIt lists %d visible items", leadName(in.Title, "This page"), escapeMD(cutWords(in.Intro, maxPointChars)), max(len(us), in.ListTotal))
			cites = append(cites, cite(in.Intro))
		} else {
			fmt.Fprintf(&b, "%s lists %d visible items", leadName(in.Title, "This page"), max(len(us), in.ListTotal))
		}
		switch {
		case d.goal:
			b.WriteString(".")
		case k < max(len(us), in.ListTotal):
			fmt.Fprintf(&b, "; the first %d:", k)
		default:
			b.WriteString(":")
		}
	case KindComments:
		fmt.Fprintf(&b, "%s: a discussion; these points come from the post and its visible comments.", leadName(in.Title, "This page"))
	default:
		// The lead is no step: a recipe whose method opens the page led
		// with its step 1, then listed it again (backen.de).
		skip = leadIndex(us, in.Description, func(u unit) bool { return stepText != "" && strings.Contains(stepText, u.text) })
		if skip >= 0 && len(st) > 0 && us[skip].item {
			// A list beside the method is its ingredients or its notes
			// ("1 large whole chicken"), no lead.
			skip = -1
		}
		if skip < 0 {
			fmt.Fprintf(&b, "%s gives %d steps.", leadName(in.Title, "This page"), len(st))
		} else {
			lead := us[skip]
			if in.Title != "" && !strings.Contains(strings.ToLower(lead.text), strings.ToLower(in.Title)) {
				fmt.Fprintf(&b, "**%s**: ", escapeMD(in.Title))
			}
			b.WriteString(escapeMD(cutWords(lead.text, maxPointChars)))
			cites = append(cites, cite(lead.quote))
		}
		if in.Declared != "" {
			fmt.Fprintf(&b, "\n\nDeclared in the page's metadata: %s.", escapeMD(in.Declared))
		}
	}
	b.WriteString("\n\n")
	used := map[string]bool{}
	if skip >= 0 {
		used[us[skip].text] = true
	}
	in.accepted.write(&b, &cites, used)
	in.reviews.write(&b, &cites, used)
	switch {
	case len(st) > 0:
		writeInOrder(&b, &cites, used, "Steps", st)
		k = max(2, k-2)
	case len(es) > 0:
		writeInOrder(&b, &cites, used, "Its numbered sections", es)
		k = max(2, k-2)
	}
	// A point is told once: a step's sentence is quoted there already,
	// though the step's line may be cut before it. Beside a method, a
	// list item that is no sentence is an ingredient's amount ("2½ cups
	// rice, soaked") or a shop's other recipes, no point.
	told := func(i int) bool {
		return used[us[i].text] || in.accepted.tells(us[i].text) || in.reviews.tells(us[i].text) || stepText != "" && (strings.Contains(stepText, us[i].text) || us[i].item && !sentence.Ends(us[i].text))
	}
	var picked []int
	if in.Kind == KindList && !d.goal {
		// A list is told by its entries in its own order (a feed's newest,
		// an engine's best match first), not by the most typical ones.
		for i := range min(k, len(us)) {
			picked = append(picked, i)
		}
		picked = slices.DeleteFunc(picked, told)
	} else {
		// The page's title, quoted again as a point ("DDR5 6400 (PC5
		// 51200)" under "Crucial DDR5 6400 (PC5 51200) …"), tells
		// nothing the summary's first words did not.
		title := " " + wordKey(in.Title) + " "
		picked = mmr(us, k, skip, len(us) > longUnits || len(es) > 0, func(i int) bool {
			return told(i) || len(title) > 2 && strings.Contains(title, " "+wordKey(us[i].text)+" ")
		})
	}
	if len(picked) > 0 && (in.Kind != KindList || d.goal) {
		b.WriteString("Key points, quoted from the page:\n\n")
	}
	for _, i := range picked {
		u := us[i]
		b.WriteString("- ")
		switch {
		case in.Kind == KindList:
			b.WriteString(escapeMD(cutWords(u.text, maxPointChars)))
		default:
			b.WriteString(Quoted(escapeMD(cutWords(u.text, maxPointChars))))
			if u.author != "" {
				fmt.Fprintf(&b, " (%s)", escapeMD(u.author))
			} else if section := sectionName(u.heading, in.Title); section != "" {
				b.WriteString(" " + section)
			}
		}
		b.WriteByte('\n')
		cites = append(cites, cite(u.quote))
	}
	return Extractive{Markdown: b.String(), Citations: cites}
}

// wordKey is s's lower-cased words joined by single spaces: the same
// sentence whatever its quotes, dashes and spacing.
func wordKey(s string) string {
	var b strings.Builder
	words.Each(s, nil, func(w []byte) {
		if b.Len() > 0 {
			b.WriteByte(' ')
		}
		b.Write(w)
	})
	return b.String()
}

func leadName(title, fallback string) string {
	if title == "" {
		return fallback
	}
	return "**" + escapeMD(title) + "**"
}

// sectionName is the heading a key point is told under, in parentheses:
// none when the heading is the page's own title ("Denizens of the Dark"
// under "Denizens of the Dark | Chicago Botanic Garden" tells nothing) or
// a sentence (a standfirst set as a heading, "The long-dominant ideology
// brought us forever wars, the Great Recession, and …", which then
// trailed every point), and a heading already in parentheses
// ("(Zamioculcas zamiifolia)") is not wrapped twice. A heading that is a
// control's label ("Join or sign in" over a course's video transcript)
// names no section.
func sectionName(heading, title string) string {
	if heading == "" || wordCount(heading) > maxSectionWords || strings.Contains(strings.ToLower(title), strings.ToLower(heading)) || control(heading) {
		return ""
	}
	h := escapeMD(cutWords(heading, 80))
	if strings.HasPrefix(heading, "(") && strings.HasSuffix(heading, ")") && strings.Count(heading, ")") == 1 {
		return h
	}
	return "(" + h + ")"
}

// maxSectionWords: a heading of more words than this is a sentence, not
// a section's name (section headings run two to six words).
const maxSectionWords = 10

// leadPasses are the lead's searches, in order: a sentence that ends,
// first in the page's opening section (an article's lede, before its
// first section heading: "Why the tides matter" opens a section that
// explains, it does not lead), then in the whole window; then one that
// stops short, the same way.
var leadPasses = []struct{ opening, whole bool }{{true, true}, {false, true}, {true, false}, {false, false}}

// leadIndex is the first sentence of a product page's own description,
// when the page says it (a shop opens with its size table and its
// newsletter box, and says what it sells further down), else the best-scored unit
// among the first leadWindow units: the lede of an article is usually
// there, and a summary that starts where the page starts reads naturally.
// The description only points at the lead; the lead is quoted from the
// page, as every point is. A unit taken elsewhere (a step the summary
// lists) is no lead; -1 when every unit is.
func leadIndex(us []unit, description string, taken func(unit) bool) int {
	if d := wordKey(description); d != "" {
		for i, u := range us {
			if !u.item && !taken(u) && strings.HasPrefix(d, wordKey(u.text)) {
				return i
			}
		}
	}
	best := -1
	for _, pass := range leadPasses {
		whole := pass.whole
		n := min(leadWindow, len(us))
		if pass.opening {
			n = openingEnd(us[:n])
		}
		for i := 0; i < n; i++ {
			if us[i].item || taken(us[i]) || goesOn(us[i].text, i == 0) || pass.opening && question(us[i].text) {
				// A list item is no lede, nor a sentence that goes on
				// from another, nor a question that opens the page.
				continue
			}
			if whole && !sentence.Ends(us[i].text) {
				// "… can be written concisely as", its formula on the
				// next line: a sentence that stops short is no lede
				// while one that ends is there.
				continue
			}
			if best < 0 || us[i].score > us[best].score {
				best = i
			}
		}
		if best >= 0 {
			break
		}
	}
	if best < 0 {
		// The page opens with a list (a product's facts, a menu of
		// features): its first sentence, wherever it is, is the lede.
		best = slices.IndexFunc(us, func(u unit) bool { return !u.item && !taken(u) })
	}
	if best < 0 {
		best = slices.IndexFunc(us, func(u unit) bool { return !taken(u) })
	}
	return best
}

// openingEnd is the number of units before the first section heading, or
// 0 when they hold no statement of minOpeningWords words: a tagline ("The
// key questions answered.") or a question under the title makes no
// opening to lead from.
func openingEnd(us []unit) int {
	end := len(us)
	for i := 1; i < len(us); i++ {
		if us[i].heading != us[0].heading {
			end = i
			break
		}
	}
	for _, u := range us[:end] {
		if !u.item && u.nwords >= minOpeningWords && !question(u.text) && sentence.Ends(u.text) {
			return end
		}
	}
	return 0
}

// units splits the input into rankable units in document order. Headings
// are context, never units; captions, credits and other lines that are not
// sentences are left out; a list item is one unit, whole; a sentence the
// page repeats (a pull quote, a teaser) is one unit. When relaxed (a page
// with no sentence at all: a pricing table, a landing page of taglines),
// headings below the title and short lines of minItemWords words or more
// are units too; table rows never are.
func units(in Input, relaxed bool) []unit {
	var us []unit
	heading, toc, refs, things, legal, params := "", false, false, false, false, false
	// On a page that is a licence, its clauses are what it says (legal.go).
	licencePage := licenceTitle.MatchString(in.Title)
	shop := in.Product  // site_lines.go shopTerms
	cutAtComma := false // the last line read ended in a comma
	seen := map[string]int{}
	add := func(u unit) {
		key := strings.ToLower(oneLine(u.text))
		if i, ok := seen[key]; ok {
			// A thread's main text holds its posts, and its comments
			// hold them again with who wrote each: the point is told
			// once, under its author.
			if us[i].author == "" {
				us[i].author = u.author
			}
			return
		}
		seen[key] = len(us)
		u.pos = len(us)
		us = append(us, u)
	}
	text := joinBrokenLines(reflowProse(in.Text)) // prose_code.go, broken_lines.go
	headings, fields, numbered := outline(text)
	for line := range strings.Lines(text) {
		afterComma := cutAtComma
		cutAtComma = false
		body, kind := laika.StripPrefix(strings.TrimRight(line, "\n"))
		if kind != 'c' {
			if strings.IndexByte(body, '[') >= 0 { // the regexp is most of the cost of a line
				body = noteMark.ReplaceAllString(body, "")
			}
			if strings.ContainsAny(body, ".!?") && strings.ContainsAny(body, "0123456789") {
				body = footnoteDigits.ReplaceAllString(body, "$1$2")
			}
			body = strings.TrimSpace(body)
		}
		if body == "" {
			continue
		}
		cutAtComma = kind == 'p' && strings.HasSuffix(body, ",")
		switch kind {
		case 'h':
			if relaxed && !strings.EqualFold(body, in.Title) && label(body) && !siteLine(body) {
				add(unit{text: body, quote: body, nwords: wordCount(body)})
			}
			heading = body
			toc = tocHeading.MatchString(heading) // once per heading, not per item under it
			refs = refsSection(heading)           // references.go
			things = thingsHeading.MatchString(heading)
			legal = !licencePage && legalSection(heading)
			params = paramsHeading.MatchString(heading)
			continue
		case '-':
			if toc || body[0] >= '0' && body[0] <= '9' && sectionNumber.MatchString(body) || headings[wordKey(body)] {
				continue // a table of contents entry: a heading of the page, said again
			}
		case 'c':
			continue // code is quoted, not summarized
		}
		if (kind == 'p' || kind == '-') && numberedLine.MatchString(body) {
			if k := wordKey(body); numbered[k] > 1 {
				// "3.1. Programs run OK …" at the top of a FAQ and
				// again over its answer: the first is its contents.
				numbered[k] = -1
				continue
			}
		}
		if kind == 'p' && thingsLabel(body) {
			things = true // "What You'll Need:" over its list, as a heading
			continue
		}
		if refs && kind == '-' || citation(body) {
			continue // where the page's claims come from (references.go)
		}
		if legal || !licencePage && legalese(body) {
			continue // on what terms the page may be copied (legal.go)
		}
		if things && (kind == '-' || kind == 'p' && thingsLine(body)) {
			continue // a recipe's ingredients, a project's materials: data, not points
		}
		if in.Kind != KindList && breadcrumb(body) || nodeNav(body) {
			continue // where the page sits in its site (breadcrumb.go, manual_lines.go)
		}
		if definitionLine(body) || typedParam(body) || versionNote(body) {
			continue // a manual's signature, an argument's type, a version's note: the sentences about them are the points (manual_lines.go)
		}
		if in.Kind == KindList && kind == '-' {
			add(unit{text: body, quote: in.itemTitle(body), heading: heading, nwords: len(strings.Fields(body))})
			continue
		}
		author := ""
		if in.Kind == KindComments && kind == '>' {
			if a, rest, ok := strings.Cut(body, ": "); ok && len(a) < 40 && !strings.Contains(a, ". ") {
				author, body = a, rest
			}
		}
		if (kind == 'p' || kind == '>') && (caption(body) || tableRow(body) || in.captions[wordKey(body)]) {
			if relaxed && label(body) && !captionMarked(body) && !in.captions[wordKey(body)] && !nameList(body) && !siteLine(body) {
				add(unit{text: body, quote: body, nwords: wordCount(body)})
			}
			continue
		}
		// All of a page's text (WholePage) lists its menus: an item there
		// is a point only as a sentence.
		if kind == '-' && utf8.RuneCountInString(body) <= maxPointChars && !in.WholePage {
			// A list item stays whole: its parts mean little alone. A
			// fact ("Shipping weight: 0.16 kg"), a table row or a name
			// ("Oz Moving & Storage, Inc.") is data to look up, not a
			// point to quote; an item that stops short ("The directory
			// the environment variable names, or") is half of one.
			if n := wordCount(body); n >= minItemWords && !fragment(body) && !stopsShort(body) && !nameList(body) && !formula(body) && !dateLine(body) && !siteLine(body) && !(shop && shopTerms(body)) && (relaxed || !fact(body) && !tableRow(body) && !named(body) && !fieldItem(body, fields)) {
				add(unit{text: body, quote: body, heading: heading, author: author, nwords: n, item: true})
			}
			continue
		}
		// A line that goes on from a line cut at a comma ("Enter your
		// email for 10% off,", then "plus the latest news.") is the rest
		// of a fragment, not a sentence.
		rest := afterComma && startsLower(body)
		for i, s := range splitSentences(body) {
			// A row's number cell ("3.1. | Programs run …") splits off
			// as a sentence of its own and leaves its separator.
			s = strings.TrimPrefix(s, "| ")
			n := wordCount(s)
			if n < minWords || fragment(s) || stopsShort(s) || mostlyNumbers(s) || formula(s) || dateLine(s) || nameList(s) || i == 0 && rest {
				continue
			}
			if in.WholePage && (!sentence.Ends(s) || fact(s) || named(s)) {
				continue // a menu's, a footer's line
			}
			if hatnote(s) || asideNote(s) || siteLine(s) || shop && shopTerms(s) || !licencePage && legalese(s) {
				continue // references.go, site_lines.go, legal.go
			}
			if params && startsLower(s) {
				// An API reference's description of one argument
				// ("pointer to a structure", "number of bytes of *value
				// to use"): a phrase about a name, no point.
				continue
			}
			add(unit{text: s, quote: s, heading: heading, author: author, nwords: n})
		}
	}
	return us
}

// stopsShort reports a sentence cut before its end: its last word
// cannot end one ("… can be written concisely as", its formula on the
// next line; "… the best of the"), so it says half of something.
func stopsShort(s string) bool {
	if dangles(s) {
		return true
	}
	i := strings.LastIndexByte(s, ' ')
	return i >= 0 && shortStops[s[i+1:]]
}

// shortStops are words that leave an English sentence open besides the
// dangling ones a line may break at (broken_lines.go danglingWords).
var shortStops = map[string]bool{"as": true, "is": true, "are": true, "was": true, "were": true, "be": true}

// noteMark is a footnote or edit mark ("[1]", "[edit]", "[citation
// needed]") or a bracketed link on to the rest ("[read more]",
// "[czytaj więcej]"): it splits sentences wrongly and says nothing in a
// quote.
var noteMark = lazyregexp.New(`\[(?:\d{1,3}|[a-z]|edit|citation needed|note \d+|update|(?i:read more|more|continue reading|weiterlesen|mehr|lire la suite|leer más|czytaj więcej))\]`)

// footnoteDigits is a superscript footnote number read as text after a
// sentence's end ("every task.5", "heart rate.14,15 Plus"): a word's
// last two letters, the full stop, then the digits. "2.5" and "v1.2" are
// numbers, not notes, and "E.164" is a standard's name.
var footnoteDigits = lazyregexp.New(`(\pL\pL[.!?])\d{1,3}(?:,\d{1,3})*(\s|$)`)

// tocHeading titles a table of contents; sectionNumber starts its entries.
var (
	// paramsHeading names an API reference's list of arguments or its
	// return value (gtk-doc, Doxygen, MDN).
	paramsHeading = lazyregexp.New(`(?i)^(parameters|arguments|params|returns?|return values?)$`)
	tocHeading    = lazyregexp.New(`(?i)^(contents|table of contents?|on this page|in this (article|section)|jump to)$`)
	// numberedLine opens with a section's number ("3.1. ", "4 ").
	numberedLine  = lazyregexp.New(`^\d+(?:\.\d+)*\.?\s`)
	sectionNumber = lazyregexp.New(`^\d+(\.\d+)+\s|^\d+\s+\S+(\s+\S+)?$`)
)

// minItemWords: a list item shorter than this is a label or a link.
const minItemWords = 3

// wordCount counts words; CJK text has no spaces, so every two CJK
// characters count as one word more, and Thai, Lao, Khmer and Burmese
// letters sentence.LettersPerWord to a word. One pass, no allocation: it
// runs on every paragraph and sentence of a page. Words split where
// strings.Fields splits (unicode.IsSpace); no CJK script starts below
// U+1100.
func wordCount(s string) int {
	n, cjk, letters, inWord := 0, 0, 0, false
	for _, r := range s {
		if r < utf8.RuneSelf {
			if asciiSpace[r] {
				inWord = false
				continue
			}
		} else if unicode.IsSpace(r) {
			inWord = false
			continue
		}
		if !inWord {
			n++
			inWord = true
		}
		if r >= 0x1100 && (sentence.CJK(r) || unicode.Is(unicode.Hangul, r)) {
			cjk++
		} else if r >= 0x0E00 && sentence.SyllableLetter(r) {
			letters++
		}
	}
	return n + cjk/2 + letters/sentence.LettersPerWord
}

// asciiSpace is unicode.IsSpace for ASCII.
var asciiSpace = [utf8.RuneSelf]bool{'\t': true, '\n': true, '\v': true, '\f': true, '\r': true, ' ': true}

// captionWords start or fill the credit lines under pictures.
var captionMarks = []string{"photo:", "photograph:", "image:", "picture:", "illustration:", "credit:", "photo by", "image by",
	"getty images", "shutterstock", "/reuters", "(reuters)", "/ap", "afp via", "via getty", "file photo", "pictured:", "caption:",
	// Other languages' credit and caption marks.
	"foto:", "fotos:", "bild:", "bildquelle", "auf dem foto", "auf dem bild", "imagen:", "fotografía:", "crédito:", "crédit photo", "photo :", "légende :",
	// A sponsor's label over a story is no more the page's point than a
	// credit is ("This content was paid for by ... and produced by ...").
	"content was paid for by", "content is paid for by", "paid content", "sponsored content", "paid post", "paid partnership", "advertiser content"}

// cjkCaptionOpeners open a Chinese caption ("图为马素湘在澳大利亚悉尼游玩时的
// 近影。": "Pictured: …"), which is written as a sentence and led a
// summary. Only at the start: "地图为" inside a sentence is "the map is".
var cjkCaptionOpeners = []string{"图为", "圖為", "图片来源", "圖片來源", "图片：", "圖片："}

// hasAnyPrefix reports whether s starts with one of prefixes.
func hasAnyPrefix(s string, prefixes []string) bool {
	for _, p := range prefixes {
		if strings.HasPrefix(s, p) {
			return true
		}
	}
	return false
}

// label reports a short line worth quoting on a page without sentences:
// minItemWords words of letters or more, no table cells, and not a
// fragment that a neighbour line completes ("Professional Resume +").
// A relaxed unit names no heading: the headings are the units.
func label(p string) bool {
	if strings.Contains(p, " | ") || strings.HasSuffix(p, "+") || strings.HasPrefix(p, "+") || fragment(p) {
		return false
	}
	n := 0
	for _, w := range strings.Fields(p) {
		if strings.IndexFunc(w, unicode.IsLetter) >= 0 {
			n++
		}
	}
	return n >= minItemWords
}

// captionMarked reports a line carrying a picture credit's mark, or one
// that opens with a figure's or a table's number.
func captionMarked(p string) bool { return mentions(p, captionMarks) || figureLabel.MatchString(p) }

// figureLabel opens a figure's or a table's caption: its name, its number
// and a mark ("Figure 1: ggplot2 Barchart with Default Font Sizes.",
// "Abb. 3 – Der Hafen", "Table 2. Results"). A tutorial captioned every
// chart so, and four of its five key points were captions. A sentence
// that names a figure goes on without the mark ("Figure 4 shows the two
// repositories ...") and is prose.
var figureLabel = lazyregexp.New(`^(?i)(?:figure|fig\.|table|chart|graph|exhibit|plate|diagram|abbildung|abb\.|tabelle|grafik|figura|tabla|tableau|gráfico|grafico|afbeelding|rysunek|rys\.|図|表|图)\s*\d+[a-z]?(?:[.-]\d+)*\s*(?:[:：.|]|[–—-]\s)`)

// mentions reports whether s, lower-cased, contains one of subs (written
// in lower case): a cheap test before a regexp, or the test itself.
func mentions(s string, subs []string) bool {
	l := strings.ToLower(s)
	for _, m := range subs {
		if strings.Contains(l, m) {
			return true
		}
	}
	return false
}

// caption reports a paragraph that is a picture's caption or credit, or
// not a sentence at all (a label, a date line, a byline): no end
// punctuation and short, or carrying a credit mark.
func caption(p string) bool {
	n := wordCount(p)
	if n < 40 && captionMarked(p) { // a credit mark in a long paragraph is prose; skip 18 scans of it
		return true
	}
	if hasAnyPrefix(p, cjkCaptionOpeners) {
		return true
	}
	t := strings.TrimRight(p, " \"'”’)]")
	if t == "" {
		return true
	}
	last, _ := utf8.DecodeLastRuneInString(t)
	if sentence.Stop(last) || last == ':' || last == ';' {
		return false
	}
	return n < 20
}

// cutWords shortens s to at most max characters at a word boundary,
// adding "…". Characters, not bytes: a Thai point was cut at a third of
// an English one's length, a Russian one at half.
func cutWords(s string, max int) string {
	if len(s) <= max || utf8.RuneCountInString(s) <= max {
		return s
	}
	n := 0
	for i := range s {
		if n == max {
			s = s[:i]
			break
		}
		n++
	}
	if i := strings.LastIndexByte(s, ' '); i > len(s)/2 {
		s = s[:i]
	}
	return strings.TrimRight(s, " ,;:") + "…"
}

// escapeMD quotes page text into the summary's Markdown as the text it
// is (internal/mdescape).
func escapeMD(s string) string { return mdescape.Text(s) }

// cite makes a citation for a verbatim page quote.
func cite(quote string) laika.Citation {
	q := cutWords(quote, maxQuoteChars)
	return laika.Citation{Quote: q, Locator: &laika.Locator{Type: "text_fragment", Value: TextFragment(strings.TrimSuffix(q, "…"))}}
}

// condense keeps the best-scored units, in page order with their headings,
// up to about maxChars: the input for a model when the page is too long to
// map in full (a 200-page document).
func (d *doc) condense(maxChars int) string {
	order := make([]int, len(d.us))
	for i := range order {
		order[i] = i
	}
	slices.SortFunc(order, func(a, b int) int { return cmp.Compare(d.us[b].score, d.us[a].score) })
	keep := make([]bool, len(d.us))
	size := 0
	for _, i := range order {
		n := len(d.us[i].text) + len(d.us[i].heading)/4 + 2
		if size+n > maxChars {
			continue
		}
		keep[i] = true
		size += n
	}
	var b strings.Builder
	heading := ""
	for i, u := range d.us {
		if !keep[i] {
			continue
		}
		if u.heading != heading && u.heading != "" {
			heading = u.heading
			b.WriteString("H2: ")
			b.WriteString(heading)
			b.WriteByte('\n')
		}
		b.WriteString(u.text)
		b.WriteByte('\n')
	}
	return cutLines(b.String(), maxChars)
}

// mostlyNumbers reports a sentence whose words are mostly numbers
// ("Unsupported versions: 13 / 12 / 11 / 10 / 9.6 …", a score line): data
// to look up, not a point to quote.
func mostlyNumbers(s string) bool {
	letters, numbers := 0, 0
	for _, w := range strings.Fields(s) {
		switch {
		case strings.IndexFunc(w, unicode.IsLetter) >= 0:
			letters++
		case strings.IndexFunc(w, unicode.IsDigit) >= 0:
			numbers++
		}
	}
	return numbers > letters
}

// formula reports a sentence that is mostly a formula, as the extractor
// writes one (extract/formula.go: TeX, or MathML in a line such as
// "x = (− b ± √(b^2 − 4 a c))/(2 a)"): a mark of TeX or of an equation,
// and fewer than three plain words (two letters or more), or TeX commands
// and fewer than half its words plain. A formula is quoted with the
// sentence around it, not as a point alone; "a total of 10^5 * 300 =
// 30,000,000 lists" is prose.
func formula(s string) bool {
	if !strings.ContainsAny(s, `\^_=√∑∫`) {
		return false
	}
	words, plain := 0, 0
	for _, w := range strings.Fields(s) {
		w = strings.Trim(w, ".,;:!?()\"'“”‘’")
		if w == "" {
			continue
		}
		words++
		if utf8.RuneCountInString(w) >= 2 && strings.IndexFunc(w, func(r rune) bool { return !unicode.IsLetter(r) && r != '\'' && r != '’' }) < 0 {
			plain++
		}
	}
	return plain < 3 || strings.Contains(s, `\`) && 2*plain < words
}

// fact reports a "label: value" line whose value is no sentence and is
// short or a measure: a spec or a product's facts ("Product code:
// ALD-00601", "Dimensions: 9.7 x 12.4 x 6.6 cm , 0.16 kg").
func fact(p string) bool {
	k, v, ok := strings.Cut(p, ": ")
	if !ok || wordCount(k) > maxFactLabelWords {
		return false
	}
	return caption(v) && (wordCount(p) <= maxFactWords || strings.ContainsAny(v, "0123456789"))
}

// Sizes of a fact line: its label's words and its words in all.
const (
	maxFactLabelWords = 4
	maxFactWords      = 8
)

// tableRow reports a line that is a table's row, its cells joined by
// " | " (extract renders tables so): a row of values ("Formats | Word +
// PDF | Word + PDF") is data to look up, not a sentence to quote.
func tableRow(p string) bool { return strings.Count(p, " | ") >= 2 }

// fragment reports a sentence that only introduces what follows ("...
// the following:", "... of I; or"): quoted alone it says nothing.
// goesOn reports a sentence that opens by pointing back at the one before
// it ("In fact, …", "However, …", "This is part of the reason …"): it
// means little as the first thing a summary says. The page's own first
// sentence has nothing before it: its "This is" is the page ("This is the
// reference manual for …"). The connectives are also those of the
// languages Laika meets most ("Jedoch, …", "Sin embargo, …", "このため、…",
// "因此，…"): a Japanese news page led with "For this reason, the law …".
func goesOn(s string, first bool) bool {
	return goesOnOpener.MatchString(s) || !first && pointsBack.MatchString(s)
}

var (
	goesOnOpener = lazyregexp.New(`^(?:In fact|However|But|And|Also|Moreover|Furthermore|Therefore|Thus|Hence|So|Still|Yet|Instead|Otherwise|Meanwhile|Which|` +
		`As a (?:result|consequence)|Consequently|In addition|Nevertheless|Nonetheless|In turn|That said|On the other hand|Even so|For this reason|` +
		// Time told from an earlier sentence's ("Five years later, …").
		`Then|Later|Afterwards|After that|Since then|Soon after|By then|(?:\S+ )?(?:years?|months?|weeks?|days?|hours?|decades?) later)\b(?:[^-]|$)` +
		// Other languages' words may end in a letter \b does not know (Però).
		`|^(?:Aber|Doch|Jedoch|Deshalb|Daher|Darum|Außerdem|Zudem|Trotzdem|Allerdings|Dennoch|Somit|` +
		`Mais|Cependant|Pourtant|Donc|Ainsi|Toutefois|En effet|De plus|Par ailleurs|Néanmoins|` +
		`Folglich|Infolgedessen|Deswegen|Dadurch|Danach|Später|Seitdem|Dann|Par conséquent|En conséquence|Ensuite|Plus tard|Puis|` +
		`Pero|Sin embargo|Además|Por eso|Por lo tanto|No obstante|Por consiguiente|En consecuencia|Como resultado|Más tarde|Tuttavia|Quindi|Inoltre|Infatti|Però|Di conseguenza|` +
		`Porém|Contudo|No entanto|Portanto|Além disso|Maar|Echter|Daarom|Bovendien)(?:[\s,;:]|$)` +
		// CJK has no spaces: these words open a sentence only as connectives.
		`|^(?:このため|そのため|しかし|だから|ところが|したがって|因此|所以|但是|然而|此外|而且|不过|不過|그러나|하지만|따라서|그래서|또한)` +
		// These also begin other words, so only with the comma that follows a connective.
		`|^(?:また|さらに|なお|一方|ただし|但|另外|同时|同時|并且)[、，,]` +
		// "Similarly priced boats" opens a sentence of its own.
		`|^(?:Similarly|Likewise|Additionally|Specifically|In particular|Indeed),` +
		// "Luego de un mes" ("after a month") opens a sentence of its own.
		`|^(?:Luego|Después),` +
		// An example illustrates a sentence before it ("For example, || a
		// + 1 captures a reference to a").
		`|^(?:For example|For instance|E\.g\.),|^(?:Zum Beispiel|Beispielsweise|Par exemple|Por ejemplo|Ad esempio|Por exemplo|Bijvoorbeeld)[\s,]` +
		`|^(?:例えば|たとえば|例如|比如)`)
	// German capitalises its nouns: "Diese regeln auch …" is the
	// pronoun ("these rule …"), "Diese Regeln …" and "Dieses süße
	// Spiel" the determiner. "Cela fait dix ans" ("for ten years") points
	// nowhere.
	// A sentence that ends on a pronoun for what came before ("We
	// welcome patches to add support for these.") points back too.
	pointsBack = lazyregexp.New(`^(?:This|That) (?:is|was|means|meant)\b|^That's\b|^Dies \p{Ll}|^(?:Diese|Dieser|Dieses) \p{Ll}\S* \p{Ll}|^Das (?:ist|war|bedeutet|heißt) ` +
		`|^(?:Cela|Ceci) (?:signifie|explique|montre|veut|permet|est|était|a) |^(?:Celui-ci|Celle-ci|Esto|Eso|Ello)\s` +
		`|\s(?:these|those|them)[.!]$`)
)

// startsLower reports a first word of lower-case letters only ("plus",
// not "iPhone").
func startsLower(s string) bool {
	w, _, _ := strings.Cut(s, " ")
	r, _ := utf8.DecodeRuneInString(w)
	return unicode.IsLower(r) && strings.ToLower(w) == w
}

// nameWords are the small words a name or a title leaves in lower case
// ("Bank of America", "Pride and Prejudice").
var nameWords = map[string]bool{"a": true, "an": true, "and": true, "at": true, "by": true, "de": true, "for": true,
	"in": true, "of": true, "on": true, "or": true, "the": true, "to": true, "with": true, "&": true}

// named reports a short line in which every word but the small ones
// starts with a capital: a name or a title, which says nothing itself.
func named(s string) bool {
	caps := 0
	for _, w := range strings.Fields(s) {
		r, _ := utf8.DecodeRuneInString(w)
		switch {
		case unicode.IsUpper(r):
			caps++
		case nameWords[w] || !unicode.IsLetter(r):
		default:
			return false
		}
	}
	return caps >= 2 && caps <= maxNameWords
}

// minListedNames: a line of this many names or more, between commas,
// is a list of people (a paper's authors, a film's cast), no point.
const minListedNames = 4

// nameList reports a line that is names between commas ("Junxiong Wang,
// Shirley Wu, Zelei Shao, …", "Michael Luo*, Naman Jain*, …"): each part
// one to four words, each capitalised or a name's particle ("Ludwig
// van Beethoven"), maybe marked with an asterisk or a digit for an
// affiliation.
func nameList(s string) bool {
	parts := nameSeparators.Split(strings.TrimSuffix(strings.TrimPrefix(s, "By "), "."), -1)
	if len(parts) < minListedNames {
		return false
	}
	for _, p := range parts {
		ws := strings.Fields(p)
		if len(ws) == 0 || len(ws) > 4 {
			return false
		}
		for _, w := range ws {
			r, _ := utf8.DecodeRuneInString(w)
			if !unicode.IsUpper(r) && !nameParticles[w] {
				return false
			}
		}
	}
	return true
}

// nameParticles are the small words inside people's names ("Ludwig van
// Beethoven", "Ursula von der Leyen", "Leonardo da Vinci").
var nameParticles = map[string]bool{"van": true, "von": true, "der": true, "den": true, "de": true, "del": true, "della": true, "da": true, "di": true, "du": true, "la": true, "le": true, "bin": true, "al": true, "ibn": true}

// nameSeparators part the names of a list: commas and the last "and".
var nameSeparators = lazyregexp.New(`\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&|und|et|y)\s+`)

// maxNameWords: a line of more capitalised words than this is a headline
// or shouting, whose words may say something.
const maxNameWords = 8

func fragment(s string) bool {
	return strings.HasSuffix(s, ":") || strings.HasSuffix(s, "; or") || strings.HasSuffix(s, "; and") ||
		strings.HasSuffix(s, ",") || strings.HasSuffix(s, ";")
}

// minFieldRepeats: a label that opens this many list items or more is a
// field of the records the page lists ("- mailing list: …", "- web
// site: …" under each of 60 translation teams).
const minFieldRepeats = 3

// fieldItem: the item gives a field of such a record (its label is in
// fields), and its value is no sentence ("web site: kde.af.org.za",
// "Best for: The best value fitness tracker on the market"): data to
// look up, however long its label. A value that is a sentence says
// something ("A: Regular exercise … improves mood.", "Accuracy: The
// skill of the person … varies.").
func fieldItem(body string, fields map[string]bool) bool {
	if !fields[itemLabel(body)] {
		return false
	}
	_, v, _ := strings.Cut(body, ": ")
	return !sentence.Ends(v)
}

// outline reads the text once for what units needs to know of all of
// it: its headings, by wordKey (an item that says one again is an entry
// of the page's contents: "Registering a module" over the section of
// that name, a FAQ's list of the questions it answers below, which no
// heading names as contents), the labels (itemLabel) that open
// minFieldRepeats list items or more (fieldItem), and how often each
// numbered line is said (a FAQ's "3.1. …" over its answer, and in its
// list of questions at the top).
func outline(text string) (headings, fields map[string]bool, numbered map[string]int) {
	headings = map[string]bool{}
	numbered = map[string]int{}
	n := map[string]int{}
	for line := range strings.Lines(text) {
		body, kind := laika.StripPrefix(strings.TrimRight(line, "\n"))
		switch kind {
		case 'h':
			headings[wordKey(body)] = true
		case '-':
			if k := itemLabel(body); k != "" {
				n[k]++
			}
		}
		if (kind == 'p' || kind == '-') && numberedLine.MatchString(body) {
			numbered[wordKey(body)]++
		}
	}
	fields = map[string]bool{}
	for k, c := range n {
		if c >= minFieldRepeats {
			fields[k] = true
		}
	}
	return headings, fields, numbered
}

// maxFieldLabelWords bounds a field's label: more words before a colon
// are a sentence that introduces what follows it.
const maxFieldLabelWords = 8

// itemLabel is the label an item opens with ("web site" in "web site:
// kde.af.org.za"), by wordKey, or "".
func itemLabel(body string) string {
	k, _, ok := strings.Cut(body, ": ")
	if !ok || wordCount(k) > maxFieldLabelWords {
		return ""
	}
	return wordKey(k)
}
