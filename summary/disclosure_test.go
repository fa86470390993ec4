package summary

import (
	"strings"
	"testing"
)

func TestDisclosure(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"If you purchase something through the link, I may receive a small commission at no extra charge to you.", true},
		{"When you buy through our links, we may earn a commission.", true},
		{"InStyle may receive compensation for some links to products and services on this website.", true},
		{"As an Amazon Associate I earn from qualifying purchases.", true},
		{"This post may contain affiliate links.", true},
		{"Some of the links above are affiliate links, meaning, at no additional cost to you, Fandom will earn a commission.", true},
		{"Dieser Artikel enthält Affiliate Links, mehr darüber erfährst du in unserer Datenschutzerklärung.", true},
		{"Die Affiliate-Links sind entweder durch das Amazon-\"a\" oder einen Stern gekennzeichnet.", true},
		{"The affiliate links are marked with an asterisk (*).", true},
		{"Bei den Verlinkungen handelt es sich um Affiliate Links.", true},
		// About commissions and links, not a disclosure.
		{"Those articles often seem to exist only for an affiliate link to be inserted somewhere.", false},
		{"The European Commission may receive the report next week.", false},
		{"Agents earn a commission of 6% on each sale.", false},
	} {
		if got := disclosure(c.s); got != c.want {
			t.Errorf("disclosure(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestDisclosureIsNoLead: a blog post's disclosure at its top is neither
// its lead nor a point.
func TestDisclosureIsNoLead(t *testing.T) {
	text := "H1: Small nursery ideas\n" +
		"This post may contain affiliate links. If you purchase something through the link, I may receive a small commission at no extra charge to you.\n" +
		"A small nursery can still hold everything a baby needs if you plan the walls as carefully as the floor.\n" +
		"Shelves above the changing table keep diapers and creams within reach without taking floor space.\n" +
		"A crib with drawers underneath doubles as storage for blankets and clothes.\n"
	md := builtinSummary(t, "Small nursery ideas", text) // references_test.go
	if strings.Contains(md, "commission") || strings.Contains(md, "affiliate") {
		t.Errorf("the summary quotes the disclosure:\n%s", md)
	}
	if !strings.Contains(md, "plan the walls") {
		t.Errorf("the lead is not the post's first sentence:\n%s", md)
	}
}
