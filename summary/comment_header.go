package summary

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/sentence"
)

// commentBody is a comment's text without the header a forum prints above
// each post: its date, its number, its author's rank, join date and post
// count, and the thread's title again (vBulletin: "30th March 2025,
// 16:26", "#1", "| Link", "Registered User", "Join Date: Mar 2016",
// "Posts: 1"). Joined into one line they made a key point of their own.
// The header is the comment's leading lines that are dates, facts, the
// title, or a few words that end no sentence; the first other line starts
// the body, and a comment that is all header is kept as it is. A quote
// of another post that opens the reply goes too (xenQuoteEnd).
func commentBody(text, title string) string {
	lines := strings.Split(text, "\n")
	if k := xenQuoteEnd(lines); k > 0 && k < len(lines) {
		lines = lines[k:]
		text = strings.Join(lines, "\n")
	}
	for i, raw := range lines {
		l := strings.TrimSpace(raw)
		switch {
		case l == "", dateLine(l), fact(l), wordCount(l) <= maxHeaderWords && !sentence.Ends(l), stamped(l), quoteAttribution.MatchString(l):
		case len(l) >= minTitleChars && strings.Contains(wordKey(title), wordKey(l)):
			// the thread's title over its first post
		default:
			if i == 0 {
				return text
			}
			return strings.Join(lines[i:], "\n")
		}
	}
	return text
}

// quoteAttribution is the line over a quote of another post that opens a reply:
// "@JonB said in Which Qt6 version for Ubuntu 24.04:" (NodeBB), "Trilby
// wrote:", "Zitat von Montana:", "Originally Posted by kim". Joined to
// the quote under it, it made a key point of another's words under the
// replier's name; alone, the quote is a repeat of the post it quotes.
var quoteAttribution = lazyregexp.New(`(?i)^(?:@?[^\s:]+(?: [^\s:]+){0,3} (?:said|wrote|writes|schrieb|a écrit|escribió|ha scritto|napisał)(?: in .{1,150})?:|(?:quote from|quoting|zitat von|citation de|cita de|originally posted by) [^\s:]+(?: [^\s:]+){0,3}:?)$`)

// xenQuoteEnd is the index of the line after the quote a XenForo reply opens
// with ("boobaloobie said:", the quoted lines, then its "Click to
// expand..." link), or 0: the quote is another post's words, and its
// link's text is no one's.
func xenQuoteEnd(lines []string) int {
	said := false
	for i, raw := range lines[:min(len(lines), maxQuoteLines)] {
		l := strings.TrimSpace(raw)
		switch {
		case strings.HasSuffix(l, " said:") && wordCount(l) <= maxHeaderWords+2:
			said = true
		case said && (l == "Click to expand..." || l == "Click to expand…"):
			return i + 1
		}
	}
	return 0
}

// maxQuoteLines: a reply's quote is looked for in its first lines.
const maxQuoteLines = 40

// stamped: a short line that opens with a post's time and goes on with
// its controls ("18.10.2019, 16:18 Zum Antworten anmelden Zitieren"),
// no sentence.
func stamped(l string) bool {
	f := strings.Fields(l)
	return len(f) >= 2 && len(f) <= maxStampedWords && !sentence.Ends(l) && (clock.MatchString(strings.Trim(f[1], ",")) || clock.MatchString(strings.Trim(f[0], ","))) && dateLine(strings.Join(f[:2], " "))
}

// maxStampedWords: a stamped header line has at most this many words.
const maxStampedWords = 8

// Sizes of a post's header lines: a rank ("Registered User") or a mark
// ("| Link") runs to this many words; a title line repeated from the
// page's title is at least this long.
const (
	maxHeaderWords = 3
	minTitleChars  = 12
)
