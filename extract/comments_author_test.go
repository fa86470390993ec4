package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestAuthorName: what part of an author block is the name.
func TestAuthorName(t *testing.T) {
	for _, tc := range []struct{ name, block, want string }{
		{"plain", `<div class="author">Marisol T.</div>`, "Marisol T."},
		{"inline formatting", `<div class="author">John <em>Smith</em></div>`, "John Smith"},
		{"a name that opens like a preposition", `<div class="author">Von Miller</div>`, "Von Miller"},
		{"user link", `<div class="author"><a href="/u/ann">ann_k</a> · New member</div>`, "ann_k"},
		{"schema.org name before a named element", `<div class="author"><meta itemprop="name" content="xNinja"><div class="card__name-with-badges"><a>xNinja</a> <span>Discussion starter</span></div></div>`, "xNinja"},
		{"byline", `<footer class="byline">by <span>Okonkwo Eze</span> from Leeds on <time>August 2, 2025</time></footer>`, "Okonkwo Eze"},
		{"name and date glued", `<div class="author"><strong>Dagny Holm</strong><span>Reviewed 14/09/2025</span></div>`, "Dagny Holm"},
		{"a permalink set as the date", `<div class="author">Priya Raman <span>·</span> <a href="#c4"><time>October 11, 2025 at 7:40 PM</time></a></div>`, "Priya Raman"},
		{"a byline in one piece", `<div class="author">Written by Tomas Berg on Jul 5th 2025</div>`, "Tomas Berg"},
		{"posted by", `<div class="user">Posted by: Wen Li</div>`, "Wen Li"},
		{"only a date", `<div class="user-action-time">answered <span title="2016-06-27">Jun 27, 2016 at 13:02</span></div>`, ""},
		{"a label", `<div class="author"><span>Author:</span> <span>Ines</span></div>`, "Ines"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader(tc.block))
			if err != nil {
				t.Fatal(err)
			}
			body := doc.FirstChild.LastChild // <html><head/><body>
			if got := authorName(body.FirstChild); got != tc.want {
				t.Errorf("authorName(%s) = %q, want %q", tc.block, got, tc.want)
			}
		})
	}
}
