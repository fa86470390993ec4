package summary

import (
	"slices"
	"testing"
)

// TestLegalese: licensing boilerplate, and prose about licences and
// copyright that only sounds like it.
func TestLegalese(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Permission to use, copy, modify, and distribute this software and its documentation for any purpose and without fee is hereby granted.", true},
		{"Permission is hereby granted, free of charge, to any person obtaining a copy of this software.", true},
		{"The above copyright notice and this permission notice shall be included in all copies or substantial portions of the Software.", true},
		{"THE SOFTWARE IS PROVIDED “AS IS”, WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED.", true},
		{"IN NO EVENT SHALL THE AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM.", true},
		{"This program is free software; you can redistribute it and/or modify it under the terms of the GNU General Public License.", true},
		{"Redistribution and use in source and binary forms, with or without modification, are permitted provided that the following conditions are met.", true},
		{"To do this, add their titles to the list of Invariant Sections in the Modified Version’s license notice.", true},
		{"NCR makes no representations about the suitability of this software for any purpose.", true},
		{"© 2024 Example Press. All rights reserved.", true},
		{"Copyright 2019 The Go Authors.", true},
		{"X Window System is a trademark of The Open Group, Inc.", true},
		{"You should have received a copy of the GNU General Public License along with this document; if not, write to the Free Software Foundation, Inc., 51 Franklin St, Fifth Floor, Boston, MA 02110-1301 USA.", true},
		{"This program is distributed in the hope that it will be useful, but WITHOUT ANY WARRANTY.", true},
		// Prose about licences, copyright and warranties.
		{"Linux is free software released under the GNU General Public License.", false},
		{"Copyright law protects the expression of an idea, not the idea itself.", false},
		{"The laptop comes with a two-year warranty that covers the battery.", false},
		{"Permission to film in the park must be requested a month ahead.", false},
		{"You should have received a confirmation email with your booking number.", false},
		{"The court ruled that the name, a registered trademark of the brewery since 1998, could not be used on the cans of its rival.", false},
	} {
		if got := legalese(c.s); got != c.want {
			t.Errorf("legalese(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestLegalSections: a licence printed as a manual's appendix or a
// README's last section gives no points; a page that is the licence is
// summarized from its clauses.
func TestLegalSections(t *testing.T) {
	text := "H2: Overview\n" +
		"The tool measures how long a program runs and how much memory it uses.\n" +
		"H2: Appendix A GNU Free Documentation License\n" +
		"The purpose of this License is to make a manual free in the sense of freedom.\n" +
		"H2: License\n" +
		"You may use the library in closed-source programs as long as you keep the notice.\n"
	units := func(in Input) []string {
		var got []string
		for _, u := range units(in, false) {
			got = append(got, u.text)
		}
		return got
	}
	if got, want := units(Input{Kind: KindPage, Title: "Measuring program resource use", Text: text}), []string{"The tool measures how long a program runs and how much memory it uses."}; !slices.Equal(got, want) {
		t.Errorf("a manual's units = %q, want %q", got, want)
	}
	if got := units(Input{Kind: KindPage, Title: "GNU Free Documentation License", Text: text}); len(got) != 3 {
		t.Errorf("the licence's own page has %d units, want 3: %q", len(got), got)
	}
}
