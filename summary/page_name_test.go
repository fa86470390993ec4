package summary

import (
	"testing"

	"github.com/laikabrowser/laika"
)

func TestPageName(t *testing.T) {
	for _, tc := range []struct {
		name, doc, own, want string
		noPrimary            bool
	}{
		{"site after a bar", "Best Home Security Cameras of 2026 | Security.org", "Best Home Security Cameras of 2026", "Best Home Security Cameras of 2026", false},
		{"site after a dash", "Budget Traveler's Guide To Travel Insurance - Budget Travel With Gabby", "Budget Traveler's Guide To Travel Insurance", "Budget Traveler's Guide To Travel Insurance", false},
		{"site and section after bars", "What is a smartphone? | Free Online Course | Be Connected", "What is a smartphone?", "What is a smartphone?", false},
		{"quoted differently", "Budget Traveler's Guide - Budget Travel With Gabby", "Budget Traveler’s Guide", "Budget Traveler’s Guide", false},
		{"site before a bullet", "Acme Docs · Installing on Windows", "Installing on Windows", "Installing on Windows", false},
		{"own title is the whole title", "Queues without tears", "Queues without tears", "Queues without tears", false},
		{"own title is another heading", "Weather in Lyon | Météo", "Today's forecast here", "Weather in Lyon | Météo", false},
		{"own title inside a word", "Reviewer's notes on it | Acme", "Reviewer's notes o", "Reviewer's notes on it | Acme", false},
		{"a colon is part of the title", "Review: The Matrix Reloaded", "The Matrix Reloaded", "Review: The Matrix Reloaded", false},
		{"own title too short to stand alone", "Pricing - Stripe", "Pricing", "Pricing - Stripe", false},
		{"no separator after it", "Rust by Example and more", "Rust by Example", "Rust by Example and more", false},
		{"no document title", "", "Installing on Windows", "Installing on Windows", false},
		{"no main text", "Inbox | Mail", "", "Inbox | Mail", true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			obs := &laika.Observation{Title: tc.doc}
			if !tc.noPrimary {
				obs.Primary = &laika.Primary{Title: tc.own, Text: "text"}
			}
			if got := pageName(obs); got != tc.want {
				t.Errorf("pageName(%q, %q) = %q, want %q", tc.doc, tc.own, got, tc.want)
			}
		})
	}
}
