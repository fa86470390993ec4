package extract

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestAcceptedMarks: which entry of a thread a page marks as its accepted
// answer, by microdata, class or JSON-LD; a FAQ's answers, which
// schema.org also calls accepted, are none.
func TestAcceptedMarks(t *testing.T) {
	const posts = `<div class="post" id="post-1"><span class="author">ana</span><p>How do I undo the last commit and keep my changes staged for later?</p></div>
<div class="post" id="post-2"><span class="author">mo</span><p>Use a soft reset: it moves the branch back one commit and leaves your changes staged.</p></div>
<div class="post" id="post-3"><span class="author">mo</span><p>Use a soft reset: it moves the branch back, as I said; then commit again.</p></div>`
	ld := func(v string) string { return `<script type="application/ld+json">` + v + `</script>` }
	const answer = `{"@type":"Answer","text":"<p>Use a soft reset: it moves the branch back one commit and leaves your changes staged.</p>","author":{"@type":"Person","name":"mo"}}`
	for _, c := range []struct {
		name, head, body string
		want             string // the authors of the accepted entries, by index
	}{
		{"QAPage", ld(`{"@type":"QAPage","mainEntity":{"@type":"Question","acceptedAnswer":` + answer + `}}`), posts, "1"},
		{"an array in a graph", ld(`{"@graph":[{"@type":"WebPage"},{"@type":"QAPage","mainEntity":{"@type":"Question","acceptedAnswer":[` + answer + `]}}]}`), posts, "1"},
		{"another author", ld(`{"@type":"QAPage","mainEntity":{"@type":"Question","acceptedAnswer":` + strings.Replace(answer, `"mo"`, `"lee"`, 1) + `}}`), posts, ""},
		{"too few words in common", ld(`{"@type":"QAPage","mainEntity":{"@type":"Question","acceptedAnswer":{"@type":"Answer","text":"Use a soft reset, never a hard one."}}}`), posts, ""},
		{"a FAQ's answers", ld(`{"@type":"FAQPage","mainEntity":[{"@type":"Question","acceptedAnswer":` + answer + `}]}`), posts, ""},
		{"not JSON", ld(`{"@type":"QAPage",`), posts, ""},
		{"class", "", strings.Replace(posts, `class="post" id="post-2"`, `class="post accepted-answer" id="post-2"`, 1), "1"},
		{"microdata", "", strings.Replace(posts, `class="post" id="post-3"`, `class="post" id="post-3" itemprop="acceptedAnswer"`, 1), "2"},
		{"microdata in a FAQPage", "", `<div itemscope itemtype="https://schema.org/FAQPage">` + strings.Replace(posts, `class="post" id="post-3"`, `class="post" id="post-3" itemprop="acceptedAnswer"`, 1) + `</div>`, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			obs, err := HTML([]byte(`<!doctype html><html><head><title>Undo a commit</title>`+c.head+`</head><body><main>`+c.body+`</main></body></html>`), "https://answers.example/q/1", pinned)
			if err != nil {
				t.Fatal(err)
			}
			if len(obs.Comments) != 3 {
				t.Fatalf("%d entries, want 3: %+v", len(obs.Comments), obs.Comments)
			}
			var got []string
			for i, cm := range obs.Comments {
				if cm.Accepted {
					got = append(got, string(rune('0'+i)))
				}
			}
			if strings.Join(got, ",") != c.want {
				t.Errorf("accepted = %v, want %q", got, c.want)
			}
		})
	}
}

// TestKeepAccepted: a thread cut to its budget keeps the accepted answer,
// in page order, in place of the last entry within the budget.
func TestKeepAccepted(t *testing.T) {
	thread := func(marks string) []laika.Comment {
		var cs []laika.Comment
		for i, m := range marks {
			cs = append(cs, laika.Comment{Author: string(rune('a' + i)), Accepted: m == '*'})
		}
		return cs
	}
	authors := func(cs []laika.Comment) string {
		var b strings.Builder
		for _, c := range cs {
			b.WriteString(c.Author)
			if c.Accepted {
				b.WriteByte('*')
			}
		}
		return b.String()
	}
	for _, tc := range []struct {
		marks string
		max   int
		want  string
	}{
		{"....", 10, "abcd"},
		{"....", 2, "ab"},
		{".*..", 2, "ab*"},
		{"...*.", 2, "ad*"},
		{"....*", 3, "abe*"},
		{"..*.*", 2, "ac*"}, // the first accepted
		{"...*", 1, "d*"},
		{"...*", 0, ""},
	} {
		if got := authors(keepAccepted(thread(tc.marks), tc.max)); got != tc.want {
			t.Errorf("keepAccepted(%q, %d) = %q, want %q", tc.marks, tc.max, got, tc.want)
		}
	}
}

// TestAcceptedPastTheBudget: on the shared fixtures, the accepted answer
// is kept when the budget ends before it, by its mark (stack-answers) or
// by the page's JSON-LD (declared-solution); e2e/tests/comments.test.mjs
// checks the content script the same way.
func TestAcceptedPastTheBudget(t *testing.T) {
	for _, name := range []string{"stack-answers", "declared-solution"} {
		src, err := os.ReadFile(filepath.Join("testdata", "comments", name, "source.html"))
		if err != nil {
			t.Fatal(err)
		}
		opts := pinned
		opts.MaxComments = 2
		obs, err := HTML(src, "http://comments.test/"+name, opts)
		if err != nil {
			t.Fatal(err)
		}
		if len(obs.Comments) != 2 || obs.Comments[0].Accepted || !obs.Comments[1].Accepted {
			t.Errorf("%s: %+v, want the first entry and the accepted answer", name, obs.Comments)
		}
	}
}
