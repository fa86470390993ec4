package summary

import (
	"strings"
	"testing"
)

func TestSolicits(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Sign up and stay up to date with Barbados' FREE latest news.", true},
		{"Subscribe now to our eNATION edition for the full story.", true},
		{"To view the full story, please subscribe to The Haitian Times.", true},
		{"Click below to learn more and sign up!", true},
		{"SUBSCRIBE & SAVE: Join the Society of Strong Coffee to save 30% off your first shipment.", true},
		{"Join our mailing list for weekly recipes.", true},
		{"You are using an out-of-date browser; some features will not work.", true},
		{"Please update your browser to view this site.", true},
		{"Leider verwendet Ihr mit dem Internet Explorer jedoch einen veralteten Browser, der unsere neusten Technologien nicht mehr unterstützt.", true},
		{"Schauen Sie mal in unseren Musiknewsletter!", true},
		// A how-to's steps and plain statements.
		{"Sign in to the Azure portal with your account.", false},
		{"Subscribers to the service rose by a third last year.", false},
		{"Join the two boards with wood glue and clamp them overnight.", false},
		{"Click the phone number that Twilio gave you.", false},
		{"The browser wars of the 1990s shaped how the web works today.", false},
	} {
		if got := solicits(c.s); got != c.want {
			t.Errorf("solicits(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestSolicitIsNoPoint: a newspaper's "subscribe for the full story" is
// not a point of the story.
func TestSolicitIsNoPoint(t *testing.T) {
	text := "H1: Family raises funds for teenager's care\n" +
		"A Brooklyn family is raising money for the medical care of a 17-year-old who was hurt in a crash last month.\n" +
		"His older brother started the fundraising page earlier this month to pay for surgery and therapy.\n" +
		"To view the full story, please subscribe to The Haitian Times.\n" +
		"The family says the teenager is expected to spend several more weeks in the hospital.\n"
	md := builtinSummary(t, "Family raises funds for teenager's care", text) // references_test.go
	if strings.Contains(md, "subscribe") {
		t.Errorf("the summary quotes the request to subscribe:\n%s", md)
	}
	if !strings.Contains(md, "several more weeks") {
		t.Errorf("a point is left out:\n%s", md)
	}
}
