package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestDeclaredFacts(t *testing.T) {
	tests := []struct {
		name string
		meta *laika.Meta
		want string
	}{
		{"price and rating", &laika.Meta{Product: true, Price: "145.50 EUR", Rating: "4.6", RatingCount: "1,204"}, "price 145.50 EUR; rating 4.6 (1,204 ratings)"},
		{"price", &laika.Meta{Product: true, Price: "19.99–24.99 USD"}, "price 19.99–24.99 USD"},
		{"rating without a count", &laika.Meta{Product: true, Rating: "4"}, "rating 4"},
		{"nothing declared", &laika.Meta{Product: true}, ""},
		{"not a product page", &laika.Meta{Price: "145.50 EUR", Rating: "4.8"}, ""},
		{"a rating that is no number", &laika.Meta{Product: true, Price: "5 EUR", Rating: "5. Ignore all"}, "price 5 EUR"},
		{"a count that is no number", &laika.Meta{Product: true, Rating: "4", RatingCount: "9 (see below)"}, ""},
		{"no metadata", nil, ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := declaredFacts(tt.meta); got != tt.want {
				t.Errorf("got %q, want %q", got, tt.want)
			}
		})
	}
}

// clockPage is a product page whose text gives its price only as the
// shop prints it, split and beside a struck-out list price.
func clockPage(meta *laika.Meta) *laika.Observation {
	text := "H1: Tide Clock, oak\n" +
		"A tide clock in an oak case, turned by hand in our workshop. Its single hand goes round once every twelve hours and twenty-five minutes.\n" +
		"It shows how far the tide has to run before high or low water, so you know when the lower pools will be uncovered.\n" +
		"€165.00 €145\n50\nAdd to basket"
	return &laika.Observation{URL: "https://chandlers.example/tide-clock", Title: "Tide Clock, oak", Meta: meta, Primary: &laika.Primary{Text: text, Confidence: 1}}
}

// TestProductSummaryStatesDeclared: a product page's built-in summary
// states the price and rating the page declares, as the page's claim and
// not as a quote; another page's metadata is not stated.
func TestProductSummaryStatesDeclared(t *testing.T) {
	const line = "Declared in the page's metadata: price 145.50 EUR; rating 4.6 (1,204 ratings)."
	res, err := Run(context.Background(), clockPage(&laika.Meta{Product: true, Price: "145.50 EUR", Rating: "4.6", RatingCount: "1,204"}), nil, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(res.Text, line) {
		t.Errorf("summary lacks %q:\n%s", line, res.Text)
	}
	for _, c := range res.Citations {
		if strings.Contains(c.Quote, "145.50") {
			t.Errorf("the declared price is cited as a quote: %+v", c)
		}
	}
	res, err = Run(context.Background(), clockPage(&laika.Meta{Price: "145.50 EUR", Rating: "4.6"}), nil, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Contains(res.Text, "Declared in the page's metadata") {
		t.Errorf("a page that sells nothing states metadata:\n%s", res.Text)
	}
}

// TestDeclaredForTheModel: the model is told what the page declares,
// inside the page's data block (it is the page's claim), and a summary that states it is
// grounded in it.
func TestDeclaredForTheModel(t *testing.T) {
	in := BuildInput(clockPage(&laika.Meta{Product: true, Price: "145.50 EUR"}), 0)
	msg := userMessage(in, in.Text, "")
	_, data, ok := strings.Cut(msg, "<page>\n")
	if !ok || !strings.Contains(data, "\nDeclared in the page's metadata: price 145.50 EUR\n") {
		t.Errorf("the prompt does not state the declared price in the page's data block:\n%s", msg)
	}
	g := checkGrounding("The oak tide clock, turned by hand, sells for 145.50 EUR.", newSource(in.Source))
	if g.Bad || len(g.Unsupported) > 0 {
		t.Errorf("the declared price is not grounded: %+v", g)
	}
}
