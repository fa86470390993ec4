package summary

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// A list page is summarized by its entries in the page's order, each
// quoted by its whole title, even a title that holds ": " itself.
func TestListSummaryKeepsOrderAndWholeTitles(t *testing.T) {
	var items []laika.Item
	for i := range 12 {
		items = append(items, laika.Item{
			Title:   fmt.Sprintf("Show HN: tool number %d that tracks the tides", i+1),
			Snippet: fmt.Sprintf("%d points by user%d", 40-i, i),
		})
	}
	obs := &laika.Observation{URL: "https://board.test/newest", Title: "New links", Text: "New links", Items: items}
	tests := []struct {
		goal  string
		lead  string
		first string // the first point
	}{
		{"", "lists 12 visible items; the first 8:", "- Show HN: tool number 1 that"},
		{"Summarize this page", "lists 12 visible items; the first 8:", "- Show HN: tool number 1 that"},
		{"tool number 11", "lists 12 visible items.", ""},
	}
	for _, tt := range tests {
		t.Run("goal="+tt.goal, func(t *testing.T) {
			res, err := Run(context.Background(), obs, nil, Options{Goal: tt.goal}, nil)
			if err != nil {
				t.Fatal(err)
			}
			md := res.Text
			if !strings.Contains(md, tt.lead) {
				t.Fatalf("lead %q missing:\n%s", tt.lead, md)
			}
			if tt.first != "" {
				_, after, _ := strings.Cut(md, "\n\n")
				if !strings.HasPrefix(after, tt.first) {
					t.Errorf("points start %q, want %q", after[:min(60, len(after))], tt.first)
				}
				for i := 1; i < 8; i++ {
					a := strings.Index(md, fmt.Sprintf("number %d that", i))
					b := strings.Index(md, fmt.Sprintf("number %d that", i+1))
					if a < 0 || b < a {
						t.Errorf("entry %d and %d not in the page's order:\n%s", i, i+1, md)
					}
				}
			} else if !strings.Contains(md, "number 11 that") {
				t.Errorf("the entry asked for is not among the points:\n%s", md)
			}
			if len(res.Citations) == 0 {
				t.Fatal("no citations")
			}
			for _, c := range res.Citations {
				if !strings.HasPrefix(c.Quote, "Show HN: tool number ") || !strings.HasSuffix(c.Quote, "tides") {
					t.Errorf("citation quotes %q, not an entry's whole title", c.Quote)
				}
			}
		})
	}
}

// A request for a summary names no topic: the sidecar's Summarize button
// sends "Summarize this page", and a list is still told in its order.
func TestTopical(t *testing.T) {
	tests := []struct {
		goal string
		want bool
	}{
		{"", false},
		{"Summarize this page", false},
		{"tl;dr", false},
		{"Give me the key points of this article", false},
		{"What are the main ideas?", false},
		{"summarize the part about pricing", true},
		{"tool number 11", true},
		{"Which trains run at night?", true},
		{"Resume esta página", false},
		{"Résume cette page, s'il te plaît", false},
		{"Bitte fasse diese Seite zusammen", false},
		{"Riassumi questa pagina", false},
		{"Faça um resumo deste artigo", false},
		{"Resume la parte sobre los precios", true},
	}
	for _, tt := range tests {
		if got := topical(tt.goal); got != tt.want {
			t.Errorf("topical(%q) = %v, want %v", tt.goal, got, tt.want)
		}
	}
}

// Items cut to the observation's budget stand for the whole list: the
// summary counts the page's entries, not the budget's, and a long main
// text made of the list does not outweigh the first 12 entries of 60.
func TestListTotal(t *testing.T) {
	var items []laika.Item
	var primary strings.Builder
	for i := range 60 {
		title := fmt.Sprintf("Harbour tide table for pier number %d", i+1)
		if i < 12 {
			items = append(items, laika.Item{Title: title})
		}
		fmt.Fprintf(&primary, "- %s\n", title)
	}
	for _, tt := range []struct {
		total int
		lead  string
	}{
		{60, "lists 60 visible items; the first 8:"},
		{0, "Key points"}, // 12 entries against a main text of 60: a page
	} {
		obs := &laika.Observation{Title: "Tide tables", Items: items, ItemsTotal: tt.total, Primary: &laika.Primary{Text: primary.String()}}
		res, err := Run(context.Background(), obs, nil, Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(res.Text, tt.lead) {
			t.Errorf("total %d: want %q in:\n%s", tt.total, tt.lead, res.Text)
		}
	}
}

// An item whose stars are drawn says its rating in the list, before the
// stars' count of reviews; a snippet that shows it already is left alone.
func TestWithRating(t *testing.T) {
	tests := []struct{ snippet, rating, want string }{
		{"$104.93 — (22) — Weight: 2.76 lbs", "4.6 out of 5 stars", "$104.93 — 4.6 out of 5 stars (22) — Weight: 2.76 lbs"},
		{"$79.00 — More options", "4.6 out of 5 stars", "$79.00 — More options — 4.6 out of 5 stars"},
		{"★ 4.6 (812 reviews) — €142 / night", "★ 4.6", "★ 4.6 (812 reviews) — €142 / night"},
		{"", "4.2★", "4.2★"},
		{"$12.00 — (3)", "", "$12.00 — (3)"},
	}
	for _, tt := range tests {
		if got := withRating(tt.snippet, tt.rating); got != tt.want {
			t.Errorf("withRating(%q, %q) = %q, want %q", tt.snippet, tt.rating, got, tt.want)
		}
	}
}
