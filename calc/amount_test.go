package calc

import "testing"

// TestReadAmount: prices and ratings in the notations shops write them
// in, read into the expression Eval takes.
func TestReadAmount(t *testing.T) {
	tests := []struct{ in, expr string }{
		{"$1,699.00", "$1699.00"},
		{"$ 1,699", "$1699"},
		{"1.699,00 €", "€1699.00"},
		{"12,50 €", "€12.50"},
		{"19,79€", "€19.79"},
		{"€ 12,50", "€12.50"},
		{"EUR 12", "€12"},
		{"CHF 12.50", "12.50 CHF"},
		{"12.50 CHF", "12.50 CHF"},
		{"1 699,00 €", "€1699.00"},
		{"1.699 €", "€1699"},
		{"1.699.000 €", "€1699000"},
		{"£1,777", "£1777"},
		{"From $14.99", "$14.99"},
		{"4,5 von 5", "4.5"},
		{"4.5 out of 5 stars (1,234)", "4.5"},
		{"★ 4.85", "4.85"},
		{"8.7/10", "8.7"},
		{"12,50 kr", "12.50"},
		{"1,5", "1.5"},
		{"Only 12 3456 left", "12"},
		{"1\u00a0699,00\u00a0€", "€1699.00"},
	}
	for _, tt := range tests {
		a, ok := ReadAmount(tt.in)
		if !ok || a.Expr() != tt.expr {
			t.Errorf("ReadAmount(%q) = %q, %v; want %q", tt.in, a.Expr(), ok, tt.expr)
		}
	}
	for _, in := range []string{"", "Free shipping", "€"} {
		if a, ok := ReadAmount(in); ok {
			t.Errorf("ReadAmount(%q) = %q, want none", in, a.Expr())
		}
	}
}

// TestReadAmountSums: amounts read from a European page add up.
func TestReadAmountSums(t *testing.T) {
	var expr string
	for i, p := range []string{"12,50 €", "1.699,00 €", "EUR 3"} {
		a, _ := ReadAmount(p)
		if i > 0 {
			expr += " + "
		}
		expr += a.Expr()
	}
	r, err := Eval(expr, nil)
	if err != nil || r.Display != "€1714.50" {
		t.Fatalf("Eval(%q) = %q, %v; want €1714.50", expr, r.Display, err)
	}
}

// TestMoneys: the amounts of a card's text as written, where they are.
func TestMoneys(t *testing.T) {
	s := "Was 349,00 € now 279,00 € · ships for EUR 4.90, 2 left, 4.5 stars"
	var got []string
	for _, a := range Moneys(s) {
		if s[a.Start:a.End] != a.Text {
			t.Errorf("%q is not at %d:%d", a.Text, a.Start, a.End)
		}
		got = append(got, a.Text+"="+a.Expr())
	}
	want := []string{"349,00 €=€349.00", "279,00 €=€279.00", "EUR 4.90=€4.90"}
	if len(got) != len(want) {
		t.Fatalf("got %q, want %q", got, want)
	}
	for i := range want {
		if got[i] != want[i] {
			t.Errorf("got %q, want %q", got, want)
		}
	}
}
