package summary

import (
	"strings"

	"github.com/laikabrowser/laika"
)

// An article's comment section is not what the article says. A forum
// thread's replies are: the extractor keeps every post of a thread in the
// main text (extract/thread.go), so a thread's comments are found there.
// A blog post's or a recipe's comments sit below it, outside the main
// text, and may outweigh it (25 readers asking about a lemon cake); the
// summary is still the article's. Measured on the 1,297 WCXB and
// trafilatura pages with two comments or more outweighing their main
// text: every forum thread holds at least a sixth of its comments in the
// main text, every article with a comment section at most one in ten (a
// widget that repeats the post as its first comment).

const (
	// minArticleChars: a main text this long is an article of its own; a
	// shorter post (a deal, a two-line question) is told by its replies.
	minArticleChars = 1000
	// maxInsideShare: a comment section repeats no more than this share
	// of its comments in the main text.
	maxInsideShare = 0.1
	// fragmentWords: a comment is found in the main text by this many of
	// its words.
	fragmentWords = 8
)

// commentSection: the comments are a section below an article, not the
// posts of a thread.
func commentSection(cs []laika.Comment, primary string, primaryChars int) bool {
	if primaryChars < minArticleChars {
		return false
	}
	text := oneLine(primary)
	inside, asked := 0, 0
	for _, c := range cs {
		frag := commentFragment(c.Text)
		if frag == "" {
			continue
		}
		asked++
		if strings.Contains(text, frag) {
			inside++
		}
	}
	return asked > 0 && float64(inside) <= maxInsideShare*float64(asked)
}

// commentFragment is a run of a comment's words from its body, past the author
// and date a comment widget may lead with; "" for a comment too short to
// be told by.
func commentFragment(s string) string {
	w := strings.Fields(s)
	if len(w) < 2*fragmentWords {
		if len(w) < fragmentWords {
			return ""
		}
		return strings.Join(w[len(w)-fragmentWords:], " ")
	}
	mid := len(w) / 2
	return strings.Join(w[mid:mid+fragmentWords], " ")
}
