package extract

import (
	"fmt"
	"strings"
	"testing"
)

// TestRepeatedControls: a short control repeated on every card is read
// once; a card's own repeated field stays on every card.
func TestRepeatedControls(t *testing.T) {
	var cards strings.Builder
	for i, job := range []string{"Backend engineer", "Data analyst", "Site reliability lead", "Product designer"} {
		fmt.Fprintf(&cards, `<li class="job"><h3>%s</h3><p>Full-time</p><p>Team %d works on payments for small shops across Europe.</p><a href="/apply/%d">Apply now</a></li>`, job, i, i)
	}
	page := `<!doctype html><html><head><title>Jobs</title></head><body><main><h1>Open roles</h1><ul>` + cards.String() + `</ul></main></body></html>`
	obs, err := HTML([]byte(page), "https://jobs.example/", pinned)
	if err != nil || obs.Primary == nil {
		t.Fatalf("no primary: %v", err)
	}
	for w, n := range map[string]int{"Apply now": 1, "Full-time": 4, "Data analyst": 1} {
		if got := strings.Count(obs.Primary.Text, w); got != n {
			t.Errorf("%q appears %d times, want %d:\n%s", w, got, n, obs.Primary.Text)
		}
	}
}
