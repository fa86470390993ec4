package summary

import (
	"strings"
	"testing"
)

func TestLogistics(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"In stock and Shipping Now Order within 1 day 10 hours to have it shipped tomorrow.", true},
		{"Seller ships within 1 day after receiving cleared payment.", true},
		{"Free shipping on orders over $50.", true},
		{"Only 3 left in stock - order soon.", true},
		{"Usually ships within 2 to 3 days.", true},
		{"Get it by Tue, Mar 10 with free delivery.", true},
		{"30-day returns on all orders.", true},
		{"Sofort lieferbar, Lieferzeit 1-3 Werktage.", true},
		{"Kostenloser Versand ab 50 € Bestellwert.", true},
		// About shipping, not a shop's notice.
		{"Shipping costs rose by a fifth last year as fuel prices climbed.", false},
		{"Stock markets fell sharply on Monday.", false},
		{"Delivery drivers in the city went on strike for better pay.", false},
		{"In stockholder meetings the board answers questions.", false},
	} {
		if got := logistics(c.s); got != c.want {
			t.Errorf("logistics(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestLogisticsIsNoLead: a product page's stock and shipping banner is
// not what its summary leads with.
func TestLogisticsIsNoLead(t *testing.T) {
	text := "H1: HiFiMAN Sundara\n" +
		"In stock and Shipping Now Order within 1 day 10 hours to have it shipped tomorrow.\n" +
		"H2: Description\n" +
		"The Sundara headphones use planar magnetic drivers with an ultra-thin diaphragm for low distortion.\n" +
		"Their open back gives a wide, natural stage that suits acoustic and orchestral recordings.\n" +
		"At 372 grams they are light enough to wear through a long listening session.\n"
	md := builtinSummary(t, "HiFiMAN Sundara Planar Magnetic Headphones", text) // references_test.go
	if strings.Contains(md, "In stock") {
		t.Errorf("the summary quotes the stock notice:\n%s", md)
	}
	if !strings.Contains(md, "planar magnetic drivers") {
		t.Errorf("a point is left out:\n%s", md)
	}
}
