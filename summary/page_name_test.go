package summary

import (
	"testing"

	"github.com/laikabrowser/laika"
)

func TestPageName(t *testing.T) {
	for _, tc := range []struct {
		name, doc, own, want string // the page at https://example.org/guide
		noPrimary            bool
		h1                   string
	}{
		{"site after a bar", "Best Home Security Cameras of 2026 | Security.org", "Best Home Security Cameras of 2026", "Best Home Security Cameras of 2026", false, ""},
		{"site after a dash", "Budget Traveler's Guide To Travel Insurance - Budget Travel With Gabby", "Budget Traveler's Guide To Travel Insurance", "Budget Traveler's Guide To Travel Insurance", false, ""},
		{"site and section after bars", "What is a smartphone? | Free Online Course | Be Connected", "What is a smartphone?", "What is a smartphone?", false, ""},
		{"quoted differently", "Budget Traveler's Guide - Budget Travel With Gabby", "Budget Traveler’s Guide", "Budget Traveler’s Guide", false, ""},
		{"site before a bullet", "Acme Docs · Installing on Windows", "Installing on Windows", "Installing on Windows", false, ""},
		{"own title is the whole title", "Queues without tears", "Queues without tears", "Queues without tears", false, ""},
		{"own title is another heading", "Weather in Lyon | Météo", "Today's forecast here", "Weather in Lyon | Météo", false, ""},
		{"own title inside a word", "Reviewer's notes on it | Acme", "Reviewer's notes o", "Reviewer's notes on it | Acme", false, ""},
		{"a colon is part of the title", "Review: The Matrix Reloaded", "The Matrix Reloaded", "Review: The Matrix Reloaded", false, ""},
		{"own title too short to stand alone", "Pricing - Stripe", "Pricing", "Pricing - Stripe", false, ""},
		{"no separator after it", "Rust by Example and more", "Rust by Example", "Rust by Example and more", false, ""},
		{"no document title", "", "Installing on Windows", "Installing on Windows", false, ""},
		{"no main text", "Inbox | Mail", "", "Inbox | Mail", true, ""},
		{"the heading after an em dash", "Volunteers haul two tonnes of trash from the Redwood River — Redwood Times", "Volunteers haul two tonnes of trash from the Redwood River — Redwood Times", "Volunteers haul two tonnes of trash from the Redwood River", false, "Volunteers haul two tonnes of trash from the Redwood River"},
		{"a book's name as the heading", "Plan and intended audience | Introduction to Quantum Information Science", "Plan and intended audience | Introduction to Quantum Information Science", "Plan and intended audience | Introduction to Quantum Information Science", false, "Introduction to Quantum Information Science"},
		{"a logo set as the heading", "How to bake a sponge that keeps — The Bake Club", "How to bake a sponge that keeps — The Bake Club", "How to bake a sponge that keeps — The Bake Club", false, "The Bake Club"},
		{"a heading that is the site's name", "Open source forum software for old forums / GNU/Linux Discussion / Arch Linux Forums", "Open source forum software for old forums / GNU/Linux Discussion / Arch Linux Forums", "Open source forum software for old forums / GNU/Linux Discussion / Arch Linux Forums", false, "Arch Linux Forums"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			obs := &laika.Observation{Title: tc.doc, URL: "https://example.org/guide"}
			if !tc.noPrimary {
				obs.Primary = &laika.Primary{Title: tc.own, Text: "text"}
			}
			if tc.h1 != "" {
				obs.Outline = []laika.OutlineEntry{{Level: 2, Text: "Menu"}, {Level: 1, Text: tc.h1}}
			}
			if got := pageName(obs); got != tc.want {
				t.Errorf("pageName(%q, %q) = %q, want %q", tc.doc, tc.own, got, tc.want)
			}
		})
	}
}

// A site's home page keeps its name: the page is about the site.
func TestPageNameHome(t *testing.T) {
	for _, u := range []string{"https://code.visualstudio.com/", "https://code.visualstudio.com"} {
		obs := &laika.Observation{Title: "Visual Studio Code - The open source AI code editor", URL: u,
			Primary: &laika.Primary{Title: "The open source AI code editor", Text: "text"}}
		if got := pageName(obs); got != obs.Title {
			t.Errorf("%s: pageName = %q, want %q", u, got, obs.Title)
		}
	}
	obs := &laika.Observation{Title: "Visual Studio Code - The open source AI code editor", URL: "https://code.visualstudio.com/?q=editor",
		Primary: &laika.Primary{Title: "The open source AI code editor", Text: "text"}}
	if got := pageName(obs); got != "The open source AI code editor" {
		t.Errorf("a search: pageName = %q", got)
	}
}
