package extract

import (
	"slices"
	"strings"
	"unicode"

	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
)

// acceptedClass matches a (kebab-cased) class token marking the answer a
// Q&A page's asker accepted: Stack Exchange's accepted-answer, Discourse's
// solved plugin, a board's "solution".
var acceptedClass = shared("acceptedClass")

// acceptedEntry: the page marks entry n as its accepted answer, by
// microdata (itemprop acceptedAnswer) or by class. A FAQ's answers are
// schema.org acceptedAnswers too, of the site's own questions: inside a
// FAQPage, none is.
func acceptedEntry(n *html.Node) bool {
	for a := n; a != nil; a = a.Parent {
		if strings.Contains(attr(a, "itemtype"), "FAQPage") {
			return false
		}
	}
	for _, p := range strings.Fields(attr(n, "itemprop")) {
		if p == "acceptedAnswer" {
			return true
		}
	}
	return classToken(n, acceptedClass)
}

// declaredAnswer is an accepted answer a page declares in JSON-LD (a
// schema.org QAPage's Question → acceptedAnswer): who wrote it and its
// first words. Discourse and NodeBB serve their posts without a mark
// for the solution, and declare it only there.
type declaredAnswer struct {
	author string
	words  []string // the first leadWords words, lower-cased (wordsOf)
}

// leadWords: the words of a declared answer compared with the entries'.
// The entry whose text begins with most of them is the answer, so a
// later reply that opens by quoting the same post is not; it must begin
// with minLeadWords of them at least (or all, when the answer is
// shorter).
const (
	leadWords    = 40
	minLeadWords = 8
)

// declaredAnswers lists the page's JSON-LD accepted answers.
func (p *page) declaredAnswers() []declaredAnswer {
	var out []declaredAnswer
	p.declared(func(v any) string {
		collectAnswers(v, 0, &out)
		return "" // every block
	})
	return out
}

func collectAnswers(v any, depth int, out *[]declaredAnswer) {
	if depth > maxLDDepth {
		return
	}
	switch x := v.(type) {
	case []any:
		for _, e := range x {
			collectAnswers(e, depth+1, out)
		}
	case map[string]any:
		if ldType(x["@type"], "FAQPage") {
			return // a FAQ's answers, the site's own (acceptedEntry)
		}
		if a, ok := x["acceptedAnswer"]; ok {
			answers, _ := a.([]any)
			if m, ok := a.(map[string]any); ok {
				answers = []any{m}
			}
			for _, e := range answers {
				m, _ := e.(map[string]any)
				text, _ := m["text"].(string)
				if ws := wordsOf(htmlText(text), leadWords); len(ws) >= 3 {
					*out = append(*out, declaredAnswer{author: ldName(m["author"]), words: ws})
				}
			}
		}
		for k, e := range x {
			if k != "acceptedAnswer" && k != "suggestedAnswer" {
				collectAnswers(e, depth+1, out)
			}
		}
	}
}

// ldType reports whether a JSON-LD @type (a string or a list) is want.
func ldType(t any, want string) bool {
	switch x := t.(type) {
	case string:
		return x == want
	case []any:
		for _, e := range x {
			if ldType(e, want) {
				return true
			}
		}
	}
	return false
}

// ldName is a JSON-LD author's name: a Person's name, or a plain string.
func ldName(v any) string {
	switch x := v.(type) {
	case string:
		return collapse(x)
	case map[string]any:
		s, _ := x["name"].(string)
		return collapse(s)
	case []any:
		if len(x) > 0 {
			return ldName(x[0])
		}
	}
	return ""
}

// markDeclared sets Accepted on the entry each declared answer is: by
// the same author when the declaration names one, the entry whose text
// begins with the most of the answer's words.
func markDeclared(cs []laika.Comment, declared []declaredAnswer) {
	for _, d := range declared {
		best, bestN := -1, min(minLeadWords, len(d.words))-1
		for i, c := range cs {
			if d.author != "" && c.Author != "" && !strings.EqualFold(d.author, c.Author) {
				continue
			}
			n := 0
			for _, w := range wordsOf(c.Text, len(d.words)) {
				if n == len(d.words) || w != d.words[n] {
					break
				}
				n++
			}
			if n > bestN {
				best, bestN = i, n
			}
		}
		if best >= 0 {
			cs[best].Accepted = true
		}
	}
}

// wordsOf is s's first n words (runs of letters and digits), lower-cased:
// the same words whatever the markup, punctuation and spacing around them.
func wordsOf(s string, n int) []string {
	var out []string
	for w := range strings.FieldsFuncSeq(strings.ToLower(s), func(r rune) bool { return !unicode.IsLetter(r) && !unicode.IsDigit(r) }) {
		if len(out) == n {
			break
		}
		out = append(out, w)
	}
	return out
}

// keepAccepted cuts a thread's entries to max, in page order, keeping the
// accepted answer when it lies past the budget: on a busy Q&A page the
// question's comments and the top answers fill it, and the accepted
// answer is what the reader came for. The content script cuts the same
// (content/extract.js keepAccepted).
func keepAccepted(cs []laika.Comment, max int) []laika.Comment {
	if len(cs) <= max {
		return cs
	}
	kept := cs[:max]
	if max < 1 || slices.ContainsFunc(kept, isAcceptedComment) {
		return kept
	}
	if i := slices.IndexFunc(cs[max:], isAcceptedComment); i >= 0 {
		return append(slices.Clone(cs[:max-1]), cs[max+i])
	}
	return kept
}

func isAcceptedComment(c laika.Comment) bool { return c.Accepted }
