package calc

import (
	"math/big"

	"github.com/laikabrowser/laika"
)

// value is an intermediate result: an exact number, plus whether it was
// written as a percentage, its unit and its currency.
type value struct {
	r   *big.Rat
	pct bool
	u   *unit
	cur string
}

// maxExponent bounds x^n so a hostile expression cannot allocate gigabytes.
const maxExponent = 1000

// maxDigits bounds the size of any intermediate numerator or denominator.
const maxDigits = 4000

type parser struct {
	toks []token
	pos  int
}

func (p *parser) peek() token { return p.toks[p.pos] }
func (p *parser) next() token { t := p.toks[p.pos]; p.pos++; return t }

func (p *parser) isOp(s string) bool {
	t := p.peek()
	return (t.kind == tOp && t.text == s) || (t.kind == tWord && wordOps[t.text] == s)
}

func errf(format string, args ...any) error {
	return laika.Errorf(laika.CodeInvalidArguments, format, args...)
}

// expr := term (("+"|"-") term)*
func (p *parser) expr() (value, error) {
	a, err := p.term()
	if err != nil {
		return a, err
	}
	for p.isOp("+") || p.isOp("-") {
		op := wordOrOp(p.next())
		b, err := p.term()
		if err != nil {
			return a, err
		}
		if a, err = addSub(a, b, op == "-"); err != nil {
			return a, err
		}
	}
	return a, nil
}

func wordOrOp(t token) string {
	if t.kind == tWord {
		return wordOps[t.text]
	}
	return t.text
}

// term := unary (("*"|"/"|"of"|"mod") unary)*
func (p *parser) term() (value, error) {
	a, err := p.unary()
	if err != nil {
		return a, err
	}
	for {
		t := p.peek()
		var op string
		switch {
		case p.isOp("*"), p.isOp("/"), p.isOp("mod"):
			op = wordOrOp(p.next())
			if op == "/" && p.peek().kind == tWord && p.peek().text == "by" {
				p.next() // "divided by"
			}
			if op == "*" && p.peek().kind == tWord && p.peek().text == "by" {
				p.next() // "multiplied by"
			}
		case t.kind == tWord && t.text == "of":
			p.next()
			op = "of"
		default:
			return a, nil
		}
		b, err := p.unary()
		if err != nil {
			return a, err
		}
		if a, err = mulDiv(a, b, op); err != nil {
			return a, err
		}
	}
}

// unary := "-" unary | "+" unary | power
func (p *parser) unary() (value, error) {
	if p.isOp("-") || p.isOp("+") {
		neg := wordOrOp(p.next()) == "-"
		v, err := p.unary()
		if err == nil && neg {
			v.r = new(big.Rat).Neg(v.r)
		}
		return v, err
	}
	return p.power()
}

// power := postfix ("^" unary)?
func (p *parser) power() (value, error) {
	a, err := p.postfix()
	if err != nil || !p.isOp("^") {
		return a, err
	}
	p.next()
	b, err := p.unary()
	if err != nil {
		return a, err
	}
	if !b.r.IsInt() || b.u != nil || b.pct {
		return a, errf("exponents must be whole numbers")
	}
	n := b.r.Num()
	if n.CmpAbs(big.NewInt(maxExponent)) > 0 {
		return a, errf("exponent %s is too large (limit %d)", n, maxExponent)
	}
	if a.u != nil && n.Int64() != 1 {
		return a, errf("cannot raise a quantity in %s to a power", a.u.Symbol)
	}
	e := n.Int64()
	if e < 0 && a.r.Sign() == 0 {
		return a, errf("division by zero")
	}
	num := new(big.Int).Exp(a.r.Num(), big.NewInt(abs(e)), nil)
	den := new(big.Int).Exp(a.r.Denom(), big.NewInt(abs(e)), nil)
	if e < 0 {
		num, den = den, num
	}
	r := new(big.Rat).SetFrac(num, den)
	if err := checkSize(r); err != nil {
		return a, err
	}
	return value{r: r, u: a.u, cur: a.cur}, nil
}

func abs(n int64) int64 {
	if n < 0 {
		return -n
	}
	return n
}

// postfix := primary "%"? unit?
func (p *parser) postfix() (value, error) {
	v, err := p.primary()
	if err != nil {
		return v, err
	}
	if p.isOp("%") {
		p.next()
		v.r = new(big.Rat).Quo(v.r, big.NewRat(100, 1))
		v.pct = true
	}
	// A unit or currency code right after a number: "18 kg", "20 USD".
	if t := p.peek(); t.kind == tWord && !isConversionWord(p) {
		if currencyCodes[t.text] {
			p.next()
			if v.cur != "" && v.cur != upper(t.text) {
				return v, errf("amount has two currencies")
			}
			v.cur = upper(t.text)
		} else if u, ok := lookupUnit(t.text); ok && wordOps[t.text] == "" {
			p.next()
			if v.u != nil {
				return v, errf("amount has two units")
			}
			v.u = u
		}
	}
	return v, nil
}

// isConversionWord reports whether the word at the cursor starts the
// trailing "to <unit>" clause (handled by Eval), so "in" is read as the
// keyword there and as inches elsewhere.
func isConversionWord(p *parser) bool {
	t := p.peek()
	if t.text != "in" && t.text != "to" && t.text != "as" && t.text != "into" {
		return false
	}
	n := p.toks[p.pos+1]
	if n.kind != tWord {
		return false
	}
	_, ok := lookupUnit(n.text)
	return ok || currencyCodes[n.text]
}

func upper(s string) string {
	b := []byte(s)
	for i, c := range b {
		if c >= 'a' && c <= 'z' {
			b[i] = c - 32
		}
	}
	return string(b)
}

// primary := number | currency primary | "(" expr ")"
func (p *parser) primary() (value, error) {
	t := p.next()
	switch {
	case t.kind == tNum:
		r, ok := new(big.Rat).SetString(t.text)
		if !ok {
			return value{}, errf("malformed number %q", t.text)
		}
		if err := checkSize(r); err != nil {
			return value{}, err
		}
		return value{r: r}, nil
	case t.kind == tCur:
		v, err := p.primary()
		if err != nil {
			return v, err
		}
		if v.cur != "" && v.cur != t.text {
			return v, errf("amount has two currencies")
		}
		v.cur = t.text
		return v, nil
	case t.kind == tOp && t.text == "(":
		v, err := p.expr()
		if err != nil {
			return v, err
		}
		if !p.isOp(")") {
			return v, errf("missing closing parenthesis")
		}
		p.next()
		return v, nil
	case t.kind == tEOF:
		return value{}, errf("expression ends too early")
	default:
		return value{}, errf("unexpected %q", t.text)
	}
}

func checkSize(r *big.Rat) error {
	if r.Num().BitLen() > maxDigits*4 || r.Denom().BitLen() > maxDigits*4 {
		return errf("number too large")
	}
	return nil
}

func mergeCurrency(a, b value) (string, error) {
	switch {
	case a.cur == "":
		return b.cur, nil
	case b.cur == "" || a.cur == b.cur:
		return a.cur, nil
	}
	return "", errf("cannot combine %s and %s amounts without an exchange rate", a.cur, b.cur)
}

// addSub adds or subtracts. "80 + 15%" means 80 increased by 15%.
func addSub(a, b value, sub bool) (value, error) {
	cur, err := mergeCurrency(a, b)
	if err != nil {
		return a, err
	}
	if b.pct && !a.pct {
		f := new(big.Rat).SetInt64(1)
		if sub {
			f.Sub(f, b.r)
		} else {
			f.Add(f, b.r)
		}
		return value{r: new(big.Rat).Mul(a.r, f), u: a.u, cur: cur}, nil
	}
	u := a.u
	br := b.r
	switch {
	case a.u != nil && b.u != nil:
		if a.u.Dimension != b.u.Dimension {
			return a, errf("cannot add %s and %s", a.u.Symbol, b.u.Symbol)
		}
		if a.u.Dimension == "temperature" && a.u != b.u {
			return a, errf("cannot add temperatures in different scales")
		}
		br = convert(b.r, b.u, a.u)
	case b.u != nil:
		u = b.u
	}
	r := new(big.Rat)
	if sub {
		r.Sub(a.r, br)
	} else {
		r.Add(a.r, br)
	}
	return value{r: r, u: u, cur: cur, pct: a.pct && b.pct}, nil
}

// mulDiv multiplies, divides, takes a remainder or applies "of".
func mulDiv(a, b value, op string) (value, error) {
	cur, err := mergeCurrency(a, b)
	if err != nil {
		return a, err
	}
	if op == "of" && !a.pct {
		return a, errf("\"of\" needs a percentage before it, as in 15%% of 80")
	}
	if a.cur != "" && b.cur != "" && op != "/" {
		return a, errf("cannot multiply two amounts of money")
	}
	out := value{cur: cur}
	switch op {
	case "*", "of":
		if a.u != nil && b.u != nil {
			return a, errf("cannot multiply %s by %s", a.u.Symbol, b.u.Symbol)
		}
		out.u = a.u
		if out.u == nil {
			out.u = b.u
		}
		out.r = new(big.Rat).Mul(a.r, b.r)
		out.pct = a.pct && b.pct
	case "/", "mod":
		if b.r.Sign() == 0 {
			return a, errf("division by zero")
		}
		br := b.r
		switch {
		case a.u != nil && b.u != nil:
			if a.u.Dimension != b.u.Dimension {
				return a, errf("cannot divide %s by %s", a.u.Symbol, b.u.Symbol)
			}
			br = convert(b.r, b.u, a.u)
			if br.Sign() == 0 {
				return a, errf("division by zero")
			}
		case b.u != nil:
			return a, errf("cannot divide by a quantity in %s", b.u.Symbol)
		default:
			out.u = a.u
		}
		if a.cur != "" && b.cur != "" {
			out.cur = "" // a ratio of two amounts is a plain number
		}
		if op == "/" {
			out.r = new(big.Rat).Quo(a.r, br)
		} else {
			if !a.r.IsInt() || !br.IsInt() {
				return a, errf("mod needs whole numbers")
			}
			out.r = new(big.Rat).SetInt(new(big.Int).Rem(a.r.Num(), br.Num()))
		}
	}
	if err := checkSize(out.r); err != nil {
		return a, err
	}
	return out, nil
}
