package calc

import (
	"testing"

	"github.com/laikabrowser/laika"
)

func ip(n int) *int { return &n }

func TestEval(t *testing.T) {
	tests := []struct {
		name, expr string
		prec       *int
		want       string // Display
	}{
		{"integer arithmetic", "2 + 3 * 4", nil, "14"},
		{"parentheses", "(2 + 3) * 4", nil, "20"},
		{"division is exact then rounded", "1 / 3", nil, "0.3333333333"},
		{"stated precision", "1 / 3", ip(2), "0.33"},
		{"precision zero rounds half away from zero", "2.5", ip(0), "3"},
		{"negative half rounds away from zero", "-2.5", ip(0), "-3"},
		{"power", "2^10", nil, "1024"},
		{"double star power", "2**-2", nil, "0.25"},
		{"unary minus", "-(3 - 5)", nil, "2"},
		{"percent of", "15% of 80", nil, "12"},
		{"add percent", "80 + 15%", nil, "92"},
		{"subtract percent", "80 - 25%", nil, "60"},
		{"multiply by percent", "200 * 7.5%", nil, "15"},
		{"bare percent", "15%", nil, "15%"},
		{"sales tax", "$129.99 * 1.0825", nil, "$140.71"},
		{"monthly plus fee", "($1200 / 12) + $15.99", nil, "$115.99"},
		{"money keeps cents", "$10 / 4", nil, "$2.50"},
		{"money with precision", "$10 / 3", ip(4), "$3.3333"},
		{"thousands separator", "$1,200.50 - $200.50", nil, "$1000.00"},
		{"currency code", "20 EUR + 5 EUR", nil, "€25.00"},
		{"word operators", "6 times 7 plus 1", nil, "43"},
		{"divided by", "10 divided by 4", nil, "2.5"},
		{"unicode operators", "6 × 7 ÷ 2 − 1", nil, "20"},
		{"kg to lb", "18 kg to lb", nil, "39.6832 lb"},
		{"lb to kg exact", "1 lb in kg", nil, "0.4536 kg"},
		{"km to mi", "10 km to mi", ip(2), "6.21 mi"},
		{"mi to km", "26.2 miles to km", ip(3), "42.165 km"},
		{"celsius to fahrenheit", "100 c to f", nil, "212 f"},
		{"fahrenheit to celsius", "98.6 F to C", ip(1), "37.0 c"},
		{"negative 40", "-40 c to f", nil, "-40 f"},
		{"liters to gallons", "10 l to gal", ip(3), "2.642 gal"},
		{"inches as unit, in as keyword", "12 in in cm", nil, "30.48 cm"},
		{"feet to meters", "6 ft to m", nil, "1.8288 m"},
		{"speed", "100 km/h to mph", ip(1), "62.1 mph"},
		{"add compatible units", "1 km + 500 m", nil, "1.5 km"},
		{"unit times number", "3 * 2 kg", nil, "6 kg"},
		{"trailing equals and question mark", "7 * 6 = ?", nil, "42"},
		{"scientific notation", "1.5e3 / 3", nil, "500"},
		{"mod", "17 mod 5", nil, "2"},
		{"ratio of amounts is a number", "$50 / $200", nil, "0.25"},
		{"zero is not negative", "-0.0001", ip(2), "0.00"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Eval(tc.expr, tc.prec)
			if err != nil {
				t.Fatalf("Eval(%q): %v", tc.expr, err)
			}
			if got.Display != tc.want {
				t.Errorf("Eval(%q).Display = %q, want %q (%+v)", tc.expr, got.Display, tc.want, got)
			}
		})
	}
}

func TestEvalText(t *testing.T) {
	got, err := Eval("$129.99 * 1.0825", nil)
	if err != nil {
		t.Fatal(err)
	}
	want := Result{Expression: "$129.99 * 1.0825", Value: "140.71", Display: "$140.71", Currency: "USD",
		Precision: 2, Rounded: true, Text: "$129.99 * 1.0825 ≈ $140.71"}
	if got != want {
		t.Errorf("got  %+v\nwant %+v", got, want)
	}
	got, _ = Eval("15% of 80", nil)
	if got.Text != "15% of 80 = 12" || got.Rounded {
		t.Errorf("Text = %q rounded=%v", got.Text, got.Rounded)
	}
}

func TestEvalErrors(t *testing.T) {
	long := make([]byte, MaxExpression+1)
	for i := range long {
		long[i] = '1'
	}
	tests := []struct {
		name, expr string
		prec       *int
	}{
		{"empty", "", nil},
		{"division by zero", "1 / 0", nil},
		{"division by zero after conversion", "5 kg / 0 g", nil},
		{"mixed dimensions", "5 kg + 3 m", nil},
		{"convert across dimensions", "5 kg to km", nil},
		{"convert plain number", "5 to kg", nil},
		{"currency conversion", "$5 to eur", nil},
		{"mixed currencies", "$5 + 3 EUR", nil},
		{"multiply money by money", "$5 * $3", nil},
		{"dangling operator", "2 +", nil},
		{"unbalanced paren", "(2 + 3", nil},
		{"stray token", "2 3", nil},
		{"letters", "drop table", nil},
		{"fractional exponent", "2^0.5", nil},
		{"huge exponent", "10^100000", nil},
		{"exponent tower", "99^999^999", nil},
		{"of without percent", "3 of 4", nil},
		{"precision too large", "1/3", ip(99)},
		{"negative precision", "1/3", ip(-1)},
		{"too long", string(long), nil},
		{"two dots", "1.2.3", nil},
		{"html", "<script>", nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := Eval(tc.expr, tc.prec)
			if err == nil {
				t.Fatalf("Eval(%q) = %+v, want error", tc.expr, got)
			}
			if code := laika.ErrorCode(err); code != laika.CodeInvalidArguments {
				t.Errorf("code = %q, want invalid_arguments (%v)", code, err)
			}
		})
	}
}

func FuzzEval(f *testing.F) {
	for _, s := range []string{"15% of 80", "$129.99 * 1.0825", "18 kg to lb", "(1+2)*3^4", "12 in in cm"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		r, err := Eval(s, nil)
		if err == nil && r.Value == "" {
			t.Errorf("Eval(%q) gave an empty value", s)
		}
	})
}
