package calc

import (
	"math/big"
	"strings"
)

// MaxExpression is the longest expression Eval accepts, in bytes.
const MaxExpression = 512

// MaxPrecision is the largest number of decimals a caller may ask for.
const MaxPrecision = 20

// Default decimals when the caller states no precision: money is shown in
// cents, converted quantities to four places, anything else with up to ten
// places and no trailing zeros.
const (
	defaultMoneyDecimals      = 2
	defaultConversionDecimals = 4
	defaultMaxDecimals        = 10
)

// Result is an evaluated expression.
type Result struct {
	Expression string `json:"expression"`
	// Value is the rounded number as plain digits ("140.71", "-3.5").
	Value string `json:"value"`
	// Display is Value with its currency symbol, percent sign or unit
	// ("$140.71", "39.6832 lb", "15%").
	Display   string `json:"display"`
	Unit      string `json:"unit,omitempty"`
	Currency  string `json:"currency,omitempty"`
	Precision int    `json:"precision"`
	// Rounded reports whether Value lost digits to rounding.
	Rounded bool `json:"rounded"`
	// Text shows the working: "<expression> = <display>".
	Text string `json:"text"`
}

// Eval evaluates expr. precision, when not nil, is the number of decimals
// to round to (0..MaxPrecision), half away from zero.
//
// Eval returns *laika.Error CodeInvalidArguments for anything it cannot
// evaluate: syntax errors, division by zero, mixed units or currencies,
// oversized numbers.
func Eval(expr string, precision *int) (Result, error) {
	src := strings.TrimSpace(expr)
	src = strings.TrimRight(src, "=? ")
	if src == "" {
		return Result{}, errf("empty expression")
	}
	if len(src) > MaxExpression {
		return Result{}, errf("expression longer than %d bytes", MaxExpression)
	}
	if precision != nil && (*precision < 0 || *precision > MaxPrecision) {
		return Result{}, errf("precision must be between 0 and %d", MaxPrecision)
	}
	toks, err := lex(src)
	if err != nil {
		return Result{}, err
	}
	// A trailing "to <unit>" / "in <unit>" names the unit of the answer.
	var target *unit
	if n := len(toks); n >= 3 && toks[n-2].kind == tWord {
		kw := toks[n-3]
		if kw.kind == tWord && (kw.text == "to" || kw.text == "in" || kw.text == "as" || kw.text == "into") {
			if currencyCodes[toks[n-2].text] {
				return Result{}, errf("currency conversion needs an exchange rate; none is available offline")
			}
			if u, ok := lookupUnit(toks[n-2].text); ok {
				target = u
				toks = append(toks[:n-3:n-3], token{kind: tEOF})
			}
		}
	}
	p := &parser{toks: toks}
	v, err := p.expr()
	if err != nil {
		return Result{}, err
	}
	if t := p.peek(); t.kind != tEOF {
		return Result{}, errf("unexpected %q", t.text)
	}
	if target != nil {
		if v.u == nil {
			return Result{}, errf("nothing to convert: give the amount a unit, as in \"18 kg to lb\"")
		}
		if v.u.Dimension != target.Dimension {
			return Result{}, errf("cannot convert %s to %s", v.u.Symbol, target.Symbol)
		}
		v = value{r: convert(v.r, v.u, target), u: target, cur: v.cur}
	}
	return format(src, v, precision, target != nil), nil
}

func format(src string, v value, precision *int, converted bool) Result {
	res := Result{Expression: src, Currency: v.cur}
	r := v.r
	if v.pct {
		r = new(big.Rat).Mul(r, big.NewRat(100, 1))
	}
	prec, trim := defaultMaxDecimals, true
	switch {
	case precision != nil:
		prec, trim = *precision, false
	case v.cur != "":
		prec, trim = defaultMoneyDecimals, false
	case converted:
		prec = defaultConversionDecimals
	}
	s := r.FloatString(prec)
	exact, _ := new(big.Rat).SetString(s)
	res.Rounded = exact.Cmp(r) != 0
	if trim && strings.Contains(s, ".") {
		s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	}
	if s == "-0" || strings.HasPrefix(s, "-0.") && strings.Trim(s[3:], "0") == "" {
		s = s[1:]
	}
	if s == "" {
		s = "0"
	}
	res.Value, res.Precision = s, prec
	if trim {
		res.Precision = decimals(s)
	}
	disp := s
	if v.pct {
		disp += "%"
	}
	if v.u != nil {
		res.Unit = v.u.Symbol
		disp += " " + v.u.Symbol
	}
	if v.cur != "" {
		disp = Money(v.cur, disp)
	}
	res.Display = disp
	op := " = "
	if res.Rounded {
		op = " ≈ "
	}
	res.Text = src + op + disp
	return res
}

func decimals(s string) int {
	if i := strings.IndexByte(s, '.'); i >= 0 {
		return len(s) - i - 1
	}
	return 0
}

// Money writes an amount with its symbol when it has one ("$140.71",
// "-$3.00") and with its ISO code otherwise ("140.71 CHF"), as Eval reads
// and writes it.
func Money(cur, digits string) string {
	for sym, code := range currencySymbols {
		if code == cur {
			if strings.HasPrefix(digits, "-") {
				return "-" + string(sym) + digits[1:]
			}
			return string(sym) + digits
		}
	}
	return digits + " " + cur
}
