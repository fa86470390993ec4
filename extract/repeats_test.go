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

// TestProductDescriptionOnce: a declared description already on the page,
// with other quotes and spacing, is not appended a second time.
func TestProductDescriptionOnce(t *testing.T) {
	page := `<!doctype html><html><head><title>Necklace</title><script type="application/ld+json">{"@type":"Product","name":"Drop necklace","description":"This version of L'atelier's warrior design features the signature gold bar, wrapped in half rings."}</script></head><body><main><h1>Drop necklace</h1><p class="price">$3,665.00</p><p>This version of L’atelier’s warrior design features the signature gold bar, wrapped in half rings.</p><ul><li>18K gold</li><li>Pendant measures 5/16″</li></ul></main></body></html>`
	obs, err := HTML([]byte(page), "https://shop.example/p/1", pinned)
	if err != nil || obs.Primary == nil {
		t.Fatalf("no primary: %v", err)
	}
	if n := strings.Count(obs.Primary.Text, "warrior design"); n != 1 {
		t.Errorf("description appears %d times, want 1:\n%s", n, obs.Primary.Text)
	}
}
