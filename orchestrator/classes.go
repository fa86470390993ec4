package orchestrator

import (
	"fmt"
	"sort"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/words"
)

// Classes of page questions the built-in planner answers beyond the
// ranked passage: lists of the page's entries ("the top 3 stories"),
// counts ("how many cameras are listed"), what the comments say, and the
// line a page prints under an entry (points, author, comment count), which
// list pages keep outside the entry's own element.

var (
	// "the top 3 stories", "first five results", "list the headlines"
	reTopN = lazyregexp.New(`\b(?:top|first|last)\s+(\d+|two|three|four|five|six|seven|eight|nine|ten)\s+(headlines|stories|results|items|products|posts|articles|links|entries|listings|topics|comments|replies)\b|^(?:please )?(?:list|show|name|give me|what are|which are|tell me)\s+(?:me\s+)?(?:all\s+)?(?:of\s+)?the\s+(headlines|stories|results|items|products|posts|articles|links|entries|listings|topics)(?:\s+(?:on|in)\s+(?:this|the)\s+page)?$`)
	// "how many cameras are listed", "how many stories are on this page"
	reCountItems = lazyregexp.New(`^(?:please )?how many\s+([\p{L}'’-]+(?:\s+[\p{L}'’-]+)?)\s+(?:are|is)\s+(?:there|listed|shown|on (?:this|the) page|here|on it)\b|^(?:please )?how many\s+([\p{L}'’-]+)\s+(?:does|do)\s+(?:this|the)\s+page\s+(?:have|list|show)\b`)
	// questions about the comments as a whole
	reAboutComments = lazyregexp.New(`\b(comments|comment section|replies|commenters|people (?:say|think|said)|readers (?:say|think)|reactions|reviews|reviewers|(?:customers|buyers|owners) (?:say|think|said))\b`)
	reDuration      = lazyregexp.New(`(?i)\b\d+(?:[.,]\d+)?\s*(?:seconds?|secs?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\b`)
	reByline        = lazyregexp.New(`(?i)\b(?:by|posted by|written by|von|par|por|di)\s+\S`)
	// "what is the accepted answer", "which answer solved it", "the solution"
	reAccepted = lazyregexp.New(`\b(?:accepted|best|correct|marked)\s+(?:answer|solution|reply)\b|\bthe solution\b|\bwhich (?:answer|reply|post) (?:was |is )?(?:accepted|marked|solved)\b|\bsolved (?:it|the (?:problem|issue|question))\b`)
)

// wordNumber reads "3" or "three".
func wordNumber(s string) int {
	if n := ordinal(s); n > 0 {
		return n
	}
	switch s {
	case "six":
		return 6
	case "seven":
		return 7
	case "eight":
		return 8
	case "nine":
		return 9
	case "ten":
		return 10
	}
	return 0
}

// pageClassAnswer answers the list, count and comment questions; ok is
// false for any other question.
func pageClassAnswer(q string, obs *laika.Observation) (Proposal, bool) {
	l := strings.ToLower(strings.TrimSpace(q))
	if m := reCountItems.FindStringSubmatch(l); m != nil {
		return countAnswer(firstNonEmpty(m[1], m[2]), obs)
	}
	if m := reTopN.FindStringSubmatch(l); m != nil {
		n, noun, last := wordNumber(m[1]), firstNonEmpty(m[2], m[3]), strings.Contains(l, "last "+m[1])
		if n == 0 {
			n = 10
		}
		return topItems(n, noun, last, obs)
	}
	if reAccepted.MatchString(l) {
		for _, c := range obs.Comments {
			if c.Accepted {
				md := fmt.Sprintf("The page marks the answer by **%s** as accepted:\n\n> %s", firstNonEmpty(c.Author, "someone"), c.Text)
				return Proposal{Markdown: md, Citations: []laika.Citation{cite(obs, c.Text)}}, true
			}
		}
	}
	if reAboutComments.MatchString(l) && !strings.HasPrefix(l, "how many") && len(obs.Comments) > 0 && !reOrdinalRef.MatchString(l) {
		return commentsDigest(q, obs), true
	}
	return Proposal{}, false
}

// commenter names a comment's author, and says when the page marks the
// comment as its accepted answer.
func commenter(c laika.Comment) string {
	who := firstNonEmpty(c.Author, "someone")
	if c.Accepted {
		who += " (accepted answer)"
	}
	return who
}

// commentWord is what the user calls a page's comments: "review" when
// they ask about reviews (a product page's comments are its reviews),
// else "comment".
func commentWord(asked string) string {
	if strings.Contains(strings.ToLower(asked), "review") {
		return "review"
	}
	return "comment"
}

func isCommentNoun(n string) bool {
	return strings.HasPrefix(n, "comment") || strings.HasPrefix(n, "repl") || strings.HasPrefix(n, "review")
}

// countAnswer says how many entries (or comments) the page shows.
func countAnswer(noun string, obs *laika.Observation) (Proposal, bool) {
	if isCommentNoun(noun) {
		n := len(obs.Comments)
		if n == 0 {
			return Proposal{}, false // the page may print a count: the ranked answer finds it
		}
		md := fmt.Sprintf("There are **%d %s** on this page; the first, by %s:\n\n> %s", n, plural(n, commentWord(noun)), firstNonEmpty(obs.Comments[0].Author, "someone"), obs.Comments[0].Text)
		return Proposal{Markdown: md, Citations: []laika.Citation{cite(obs, obs.Comments[0].Text)}}, true
	}
	items := listItems(obs)
	if len(items) < 2 {
		return Proposal{}, false
	}
	var md strings.Builder
	fmt.Fprintf(&md, "There are **%d %s** on this page:\n", len(items), noun)
	var cites []laika.Citation
	for i, it := range items[:min(len(items), 10)] {
		fmt.Fprintf(&md, "\n%d. %s", i+1, it.Title)
		cites = append(cites, cite(obs, it.Title))
	}
	if len(items) > 10 {
		fmt.Fprintf(&md, "\n\n… and %d more.", len(items)-10)
	}
	return Proposal{Markdown: md.String(), Citations: cites}, true
}

func plural(n int, w string) string {
	if n == 1 {
		return w
	}
	return w + "s"
}

// topItems lists the first (or last) n entries of the page, each with the
// line the page prints under it.
func topItems(n int, noun string, last bool, obs *laika.Observation) (Proposal, bool) {
	if isCommentNoun(noun) {
		cs := obs.Comments
		if len(cs) == 0 {
			return Proposal{}, false
		}
		from := 0
		if last && len(cs) > n {
			from = len(cs) - n
		}
		var md strings.Builder
		var cites []laika.Citation
		for i, c := range cs[from:min(len(cs), from+n)] {
			fmt.Fprintf(&md, "%d. **%s**: %s\n", from+i+1, commenter(c), c.Text)
			cites = append(cites, cite(obs, c.Text))
		}
		return Proposal{Markdown: strings.TrimSpace(md.String()), Citations: cites}, true
	}
	items := listItems(obs)
	if len(items) == 0 {
		return Proposal{}, false
	}
	from := 0
	if last && len(items) > n {
		from = len(items) - n
	}
	var md strings.Builder
	var cites []laika.Citation
	shown := items[from:min(len(items), from+n)]
	if len(shown) < n {
		fmt.Fprintf(&md, "The page lists %d %s:\n\n", len(items), noun)
	}
	for i, it := range shown {
		fmt.Fprintf(&md, "%d. **%s**", from+i+1, it.Title)
		if it.URL != "" {
			fmt.Fprintf(&md, " — <%s>", it.URL)
		}
		cites = append(cites, cite(obs, it.Title))
		if ctx := itemContext(obs, it); ctx != "" {
			fmt.Fprintf(&md, "\n   %s", ctx)
		} else if s := strings.TrimSpace(it.Snippet); len(s) > 3 {
			fmt.Fprintf(&md, "\n   %s", clipLine(s, 200))
		}
		md.WriteString("\n")
	}
	return Proposal{Markdown: strings.TrimSpace(md.String()), Citations: cites}, true
}

// commentsDigest answers "what do the comments say": the comments that
// share the question's words first, else the first five, with authors.
func commentsDigest(q string, obs *laika.Observation) Proposal {
	rest := reAboutComments.ReplaceAllString(strings.ToLower(q), " ")
	asked := contentWords(rest)
	type hit struct {
		c laika.Comment
		n int
	}
	var hits []hit
	for _, c := range obs.Comments {
		cw := map[string]bool{}
		for _, w := range contentWords(c.Text) {
			cw[w] = true
		}
		n := 0
		for _, w := range asked {
			if cw[w] {
				n++
			}
		}
		if n > 0 {
			// The user's own word, not only its stem ("parking", not
			// "parks"), ranks first.
			lc := strings.ToLower(c.Text)
			words.Strings(rest, func(w string) {
				if !stopWord(w) && strings.Contains(lc, w) {
					n += 2
				}
			})
		}
		hits = append(hits, hit{c, n})
	}
	sort.SliceStable(hits, func(i, j int) bool { return hits[i].n > hits[j].n })
	matched := hits[:0:0]
	for _, h := range hits {
		if h.n > 0 {
			matched = append(matched, h)
		}
	}
	head := fmt.Sprintf("%d %s on this page", len(obs.Comments), plural(len(obs.Comments), commentWord(q)))
	if len(matched) > 0 && len(asked) > 0 {
		hits = matched
		head = fmt.Sprintf("%d of the %d comments on this page mention it", len(matched), len(obs.Comments))
	}
	var md strings.Builder
	var cites []laika.Citation
	fmt.Fprintf(&md, "%s:\n", head)
	for _, h := range hits[:min(5, len(hits))] {
		fmt.Fprintf(&md, "\n> **%s**: %s\n", commenter(h.c), h.c.Text)
		cites = append(cites, cite(obs, h.c.Text))
	}
	if len(hits) > 5 {
		fmt.Fprintf(&md, "\n… and %d more.", len(hits)-5)
	}
	return Proposal{Markdown: strings.TrimSpace(md.String()), Citations: cites}
}

// itemContext is the short line the page prints right under an entry's
// title when it is not part of the entry ("412 points by mgray 3 hours ago
// | 187 comments" on a link aggregator), or "".
func itemContext(obs *laika.Observation, it laika.Item) string {
	title := strings.TrimSpace(it.Title)
	if len(title) < 8 {
		return ""
	}
	lines := pageLines(obs)
next:
	for i, l := range lines {
		if !strings.Contains(l, title) && !strings.Contains(title, l) || len(l) < 8 || i+1 == len(lines) {
			continue
		}
		n := lines[i+1]
		if len(n) > 200 || strings.Contains(it.Snippet, n) || strings.Contains(n, title) {
			continue
		}
		for _, other := range obs.Items {
			if t := strings.TrimSpace(other.Title); len(t) >= 8 && (strings.Contains(n, t) || strings.Contains(t, n)) {
				continue next
			}
		}
		return n
	}
	return ""
}

// askBehindEntry compiles a who/when question about an entry of a list
// ("who wrote the second result?", "when was the top story published?")
// whose line in the list does not answer it into opening the entry and
// asking its page, with the entry's name replaced by "this page".
func askBehindEntry(g, orig string, obs *laika.Observation) (Program, bool) {
	m := reOrdinalRef.FindStringSubmatchIndex(g)
	if m == nil || obs == nil || m[5]-m[4] == 0 {
		return nil, false
	}
	noun := g[m[4]:m[5]]
	if strings.HasPrefix(noun, "comment") || strings.HasPrefix(noun, "repl") {
		return nil, false
	}
	kind := newQA(g).kind
	if kind != "who" && kind != "when" {
		return nil, false
	}
	items := listItems(obs)
	k, ok := pick(len(items), ordinal(g[m[2]:m[3]]))
	if !ok || items[k].URL == "" || !strings.HasPrefix(items[k].URL, "http") {
		return nil, false
	}
	it := items[k]
	line := it.Title + " " + it.Snippet + " " + itemContext(obs, it)
	if kind == "who" && reByline.MatchString(line) || kind == "when" && (reDateish.MatchString(line) || strings.Contains(line, " ago")) {
		return nil, false // the list answers it
	}
	start := m[0]
	if strings.HasSuffix(g[:start], "the ") {
		start -= 4
	}
	q := orig
	if len(orig) == len(g) {
		q = orig[:start] + "this page" + orig[m[1]:]
	}
	return Program{{Verb: Investigate, Op: opOpen, Ordinal: ordinal(g[m[2]:m[3]])}, {Verb: Find, Op: opAnswer, Topic: q}}, true
}
