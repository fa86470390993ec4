package research

import (
	"reflect"
	"slices"
	"testing"
)

func TestFindDates(t *testing.T) {
	for _, tc := range []struct {
		in   string
		want []string
	}{
		{"Opened on March 14, 2025 at noon.", []string{"2025-03-14"}},
		{"Published 2025-03-04T10:00:00Z", []string{"2025-03-04"}},
		{"On 4 March 2025 and 5th of April, 2026", []string{"2025-03-04", "2026-04-05"}},
		{"Work began in March 2023.", []string{"2023-03"}},
		{"Sept. 9, 2024", []string{"2024-09-09"}},
		{"expected in Q2 2026", []string{"2026-04"}},
		{"approved in 2021 for 2,000 homes", []string{"2021"}},
		{"February 30, 2025 is not a day", nil},
		{"call 2025 people", nil},
		{"2025/1/7", []string{"2025-01-07"}},
	} {
		var got []string
		for _, d := range FindDates(tc.in) {
			got = append(got, d.ISO)
		}
		if !reflect.DeepEqual(got, tc.want) {
			t.Errorf("FindDates(%q) = %v, want %v", tc.in, got, tc.want)
		}
	}
}

func TestMoney(t *testing.T) {
	for in, want := range map[string]string{"Price: $1,299.00": "$1299.00", "€89 incl. VAT": "€89", "129.99 USD": "$129.99", "free": "", "USD 12": "$12", "Preis: 1.299,00 € inkl. MwSt.": "€1299.00", "Versand 4,90 €": "€4.90", "2 Stück, 12,50 €": "€12.50", "CHF 12.50": "12.50 CHF"} {
		if got := Money(in); got != want {
			t.Errorf("Money(%q) = %q, want %q", in, got, want)
		}
	}
}

func TestCSVSafe(t *testing.T) {
	for in, want := range map[string]string{"=HYPERLINK(\"x\")": "'=HYPERLINK(\"x\")", "+1": "+1", "-5": "-5", "@cmd": "'@cmd", "plain": "plain", "- item": "- item"} {
		if in == "+1" {
			want = "'+1"
		}
		if got := csvSafe(in); got != want {
			t.Errorf("csvSafe(%q) = %q, want %q", in, got, want)
		}
	}
}

// TestTokensNormalized: text whose accents are combining marks (as macOS
// writes it) has the words of the same text written with precomposed
// letters, as a question is typed.
func TestTokensNormalized(t *testing.T) {
	typed := tokens("Die Bibliothek öffnet später; Café Ñandú")
	decomposed := tokens("Die Bibliothek o\u0308ffnet spa\u0308ter; Cafe\u0301 N\u0303andu\u0301")
	if !slices.Equal(typed, decomposed) {
		t.Errorf("typed %q, decomposed %q", typed, decomposed)
	}
}
