package extract

import (
	"strings"
	"testing"
)

// TestFAQAnswersAreNoComments: a FAQ's answers, each set just after its
// question with the pair repeated, are the page's own text; a Q&A
// thread's answers, which follow one another under one question, stay
// its comments.
func TestFAQAnswersAreNoComments(t *testing.T) {
	qs := []string{"How do you pronounce the name?", "Where does the name come from?", "Why does the build fail?"}
	as := []string{"It rhymes with grinned, not with find; almost everyone gets it wrong at first.", "From Nordic mythology: it is the name of the entrance to Valhalla.", "It is probably a bug in make; try upgrading it to a more recent version."}
	each := func(f func(q, a string) string) string {
		var b strings.Builder
		for i := range qs {
			b.WriteString(f(qs[i], as[i]))
		}
		return b.String()
	}
	answer := func(_, a string) string {
		return `<div class="answer"><div class="post-text"><p>` + a + `</p></div><div class="user-info"><a class="author" href="/u/1">kim</a></div></div>`
	}
	for _, tt := range []struct {
		name string
		body string
		want int
	}{
		{"a DocBook FAQ's table", `<div class="qandaset"><table><tbody>` + each(func(q, a string) string {
			return `<tr class="question"><td>1.</td><td><p><b>` + q + `</b></p></td></tr><tr class="answer"><td></td><td><p>` + a + `</p></td></tr>`
		}) + `</tbody></table></div>`, 0},
		{"a FAQPage's drawers", `<section itemscope itemtype="https://schema.org/FAQPage"><h2>FAQs</h2>` + each(func(q, a string) string {
			return `<div itemscope itemprop="mainEntity" itemtype="https://schema.org/Question"><div class="drawer"><h3 itemprop="name">` + q +
				`</h3><div itemscope itemprop="acceptedAnswer" itemtype="https://schema.org/Answer"><div itemprop="text"><p>` + a + `</p></div></div></div></div>`
		}) + `</section>`, 0},
		{"an accordion's items", `<div role="list">` + each(func(q, a string) string {
			return `<div role="listitem" class="accordion-item"><a href="#" class="accordion-question"><h3>` + q + `</h3></a><div class="accordion-answer"><p>` + a + `</p></div></div>`
		}) + `</div>`, 0},
		{"a list of terms", `<dl class="faq">` + each(func(q, a string) string {
			return `<dt>` + q + `</dt><dd class="faq-answer">` + a + `</dd>`
		}) + `</dl>`, 0},
		{"a Q&A thread's answers", `<div id="question" class="question"><h1>Build fails with make 3.79</h1><p>What am I missing? The build stops at the first file.</p></div>` +
			`<div id="answers"><h2>3 Answers</h2>` + each(answer) + `</div>`, 3},
		{"a Q&A thread whose answers are typed", `<div itemscope itemtype="https://schema.org/Question"><h1 itemprop="name">Build fails with make 3.79</h1><div itemprop="text"><p>What am I missing?</p></div>` +
			each(func(_, a string) string {
				return `<div itemprop="suggestedAnswer" itemscope itemtype="https://schema.org/Answer"><div itemprop="text"><p>` + a + `</p></div></div>`
			}) + `</div>`, 3},
		{"a thread whose first answer follows a heading", `<div class="question"><h1>Build fails</h1><p>What am I missing? The build stops at once.</p></div><h2>Answers</h2>` + each(answer), 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			obs, err := HTML([]byte("<!doctype html><html><head><title>t</title></head><body><main>"+prose+tt.body+"</main></body></html>"), "https://site.example/faq", pinned)
			if err != nil {
				t.Fatal(err)
			}
			if len(obs.Comments) != tt.want {
				t.Errorf("%d comments, want %d", len(obs.Comments), tt.want)
			}
			if obs.Primary == nil || !strings.Contains(obs.Primary.Text, as[2][:30]) {
				t.Errorf("the last answer is not in the main text")
			}
		})
	}
}
