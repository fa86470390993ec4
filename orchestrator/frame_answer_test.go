package orchestrator

import (
	"strings"
	"testing"

	"github.com/laikabrowser/laika/extract"
)

// TestFrameWordsAreNotTheAnswer: "who wrote" and "when was it posted"
// frame a question; a page line that only shares those words ("your
// email will not be published", "posted in Local news") does not answer
// it, and the byline or the date does. The frame words are matched by
// their stems, so "wrote", "written" and "published" all frame.
func TestFrameWordsAreNotTheAnswer(t *testing.T) {
	page := `<html><head><title>Harbour wall to be rebuilt</title></head><body><article>
<h1>Harbour wall to be rebuilt</h1>
<p class="byline">By Dana Ortiz</p>
<p>The council voted on Tuesday to rebuild the harbour wall before the winter storms, at a cost the engineers put at two million.</p>
<p>Work starts in March and will close the north quay for six weeks while the old stones are lifted.</p>
<p>This article was written and posted in Local news, where every story is published with its sources.</p>
</article>
<section><h2>Leave a reply</h2><p>Your email address will not be published. Required fields are marked.</p></section>
</body></html>`
	obs, err := extract.HTML([]byte(page), "https://harbour.example/wall", extract.Options{})
	if err != nil {
		t.Fatal(err)
	}
	for _, q := range []string{"Who wrote this article?", "who is the author of this piece?", "Who has written this?"} {
		p, _ := answerQuestion(q, obs)
		if !strings.Contains(p.Markdown, "Dana Ortiz") || strings.Contains(p.Markdown, "will not be published") || strings.Contains(p.Markdown, "posted in Local news") {
			t.Errorf("%q answered:\n%s", q, p.Markdown)
		}
	}
}
