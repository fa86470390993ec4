package calc

import (
	"math/big"
	"regexp"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Amount is a number as a page writes it ("1.699,00 €", "$ 1,699",
// "19,79€", "4,5 von 5"), read into the form Eval takes. A shop's prices
// and ratings are written in the notation of its country; read with
// Eval's notation alone, "12,50 €" is no number and "1.699,00 €" is
// 1.699.
type Amount struct {
	// Value is the number.
	Value *big.Rat
	// Digits is the number as Eval reads it: "1699.00", "4.5".
	Digits string
	// Currency is the ISO code of the currency written beside the number,
	// "" when none is or Eval does not know it.
	Currency string
	// Text is the amount as the page wrote it, with its currency
	// ("1.299,00 €"), at Start:End of the text it was read from.
	Text       string
	Start, End int
}

// Expr is the amount as Eval reads it: "€1699.00", "12.50 CHF", "4.5".
func (a Amount) Expr() string {
	if a.Currency == "" {
		return a.Digits
	}
	return Money(a.Currency, a.Digits)
}

// Float is the amount's value as a float, for ordering amounts.
func (a Amount) Float() float64 {
	f, _ := a.Value.Float64()
	return f
}

// writtenNumber is a number with the marks a page may group or split it
// with: ".", ",", or a space (plain, no-break or narrow) before each
// group of three digits ("1 699,00").
var writtenNumber = regexp.MustCompile(`\d{1,3}(?:[ \x{00a0}\x{202f}]\d{3})+(?:[.,]\d+)?\b|\d(?:[\d.,]*\d)?`)

// ReadAmount reads the first number in s as a page writes it, with the
// currency beside it (before or after: "$", "€", "EUR", "CHF"). The
// separators are read as the page meant them: of a "." and a ",", the
// last is the decimal mark ("1.699,00", "1,699.00"); one mark said more
// than once groups thousands ("1.699.000"); a lone "," before three
// digits groups them ("1,699"), before one or two it is the decimal mark
// ("12,50", "4,5"); a lone "." is the decimal mark ("4.85"), but before
// three digits of an amount whose currency follows it, the way the
// countries that write "1.699 €" group thousands. ok is false when s
// holds no number.
func ReadAmount(s string) (Amount, bool) {
	return readAmount(s, false)
}

// FindMoney reads the first amount in s that has a currency beside it,
// as ReadAmount reads it: "Ships for 4,90 € (2 days)" is €4.90.
func FindMoney(s string) (Amount, bool) {
	return readAmount(s, true)
}

// Moneys are the amounts in s that have a currency beside them, in order.
func Moneys(s string) []Amount {
	var out []Amount
	for at := 0; at < len(s); {
		a, ok := readAmount(s[at:], true)
		if !ok {
			break
		}
		a.Start, a.End = a.Start+at, a.End+at
		out = append(out, a)
		at = a.End
	}
	return out
}

func readAmount(s string, money bool) (Amount, bool) {
	for _, loc := range writtenNumber.FindAllStringIndex(s, -1) {
		start, end := loc[0], loc[1]
		cur, at := currencyBefore(s[:start])
		curAfter := ""
		if cur != "" {
			start = at
		} else if curAfter, at = currencyAfter(s[end:]); curAfter != "" {
			cur, end = curAfter, end+at
		}
		if money && cur == "" {
			continue
		}
		digits := plainDigits(s[loc[0]:loc[1]], curAfter != "")
		v, ok := new(big.Rat).SetString(digits)
		if !ok {
			return Amount{}, false
		}
		return Amount{Value: v, Digits: digits, Currency: cur, Text: s[start:end], Start: start, End: end}, true
	}
	return Amount{}, false
}

// plainDigits writes a number with its marks as Eval reads it: no
// grouping, a "." for the decimal mark.
func plainDigits(n string, currencyAfter bool) string {
	n = strings.NewReplacer(" ", "", "\u00a0", "", "\u202f", "").Replace(n)
	dots, commas := strings.Count(n, "."), strings.Count(n, ",")
	last := strings.LastIndexAny(n, ".,")
	switch {
	case last < 0:
		return n
	case dots > 0 && commas > 0:
		group := ","
		if n[last] == ',' {
			group = "."
		}
		n = strings.ReplaceAll(n, group, "")
		return strings.Replace(n, ",", ".", 1)
	case dots+commas > 1:
		return strings.NewReplacer(".", "", ",", "").Replace(n)
	}
	tail := len(n) - last - 1
	if tail == 3 && (n[last] == ',' || currencyAfter) {
		return n[:last] + n[last+1:]
	}
	return n[:last] + "." + n[last+1:]
}

// currencyBefore is the ISO code of a currency written just before a
// number ("$", "€ ", "EUR "), else "", and where in s it starts.
func currencyBefore(s string) (string, int) {
	t := strings.TrimRightFunc(s, unicode.IsSpace)
	if r, size := utf8.DecodeLastRuneInString(t); size > 0 && currencySymbols[r] != "" {
		return currencySymbols[r], len(t) - size
	}
	if i := strings.LastIndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }); len(t)-i-1 == 3 {
		if c := codeOf(t[i+1:]); c != "" {
			return c, i + 1
		}
	}
	return "", 0
}

// currencyAfter is the ISO code of a currency written just after a
// number ("€", " EUR", " CHF"), else "", and where in s it ends.
func currencyAfter(s string) (string, int) {
	t := strings.TrimLeftFunc(s, unicode.IsSpace)
	skip := len(s) - len(t)
	if r, size := utf8.DecodeRuneInString(t); size > 0 && currencySymbols[r] != "" {
		return currencySymbols[r], skip + size
	}
	if i := strings.IndexFunc(t, func(r rune) bool { return !unicode.IsLetter(r) }); i == 3 || i < 0 && len(t) == 3 {
		if c := codeOf(t[:3]); c != "" {
			return c, skip + 3
		}
	}
	return "", 0
}

// codeOf is w as an ISO code Eval knows ("eur" is "EUR"), else "".
func codeOf(w string) string {
	if currencyCodes[strings.ToLower(w)] {
		return strings.ToUpper(w)
	}
	return ""
}
