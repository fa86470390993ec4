package extract

import (
	"strings"
	"testing"
)

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
