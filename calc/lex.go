package calc

import (
	"strings"
	"unicode"

	"github.com/laikabrowser/laika"
)

// tokKind classifies a token.
type tokKind int

const (
	tNum  tokKind = iota
	tOp           // + - * / ^ % ( )
	tWord         // unit names and keywords
	tCur          // currency symbol
	tEOF
)

type token struct {
	kind tokKind
	text string
}

// wordOps are spelled-out operators people type.
var wordOps = map[string]string{
	"plus": "+", "minus": "-", "times": "*", "x": "*", "multiplied": "*",
	"over": "/", "divided": "/", "mod": "mod",
}

// currencySymbols maps a prefix symbol to its ISO code.
var currencySymbols = map[rune]string{'$': "USD", '€': "EUR", '£': "GBP", '¥': "JPY"}

// currencyCodes are ISO codes accepted as words after or before an amount.
var currencyCodes = map[string]bool{"usd": true, "eur": true, "gbp": true, "jpy": true, "cad": true, "aud": true, "chf": true}

// lex splits an expression into tokens. Thousands separators ("1,200") are
// accepted only as groups of exactly three digits, so "f(1,2)" style input
// is rejected rather than misread.
func lex(s string) ([]token, error) {
	var out []token
	rs := []rune(s)
	for i := 0; i < len(rs); {
		r := rs[i]
		switch {
		case unicode.IsSpace(r):
			i++
		case unicode.IsDigit(r) || (r == '.' && i+1 < len(rs) && unicode.IsDigit(rs[i+1])):
			j := i
			var b strings.Builder
			for j < len(rs) {
				c := rs[j]
				if unicode.IsDigit(c) || c == '.' {
					b.WriteRune(c)
					j++
					continue
				}
				if c == ',' && j+3 < len(rs)+1 && groupOfThree(rs, j+1) {
					j++
					continue
				}
				break
			}
			// Scientific notation: 1e6, 2.5E-3.
			if j < len(rs) && (rs[j] == 'e' || rs[j] == 'E') {
				k := j + 1
				if k < len(rs) && (rs[k] == '+' || rs[k] == '-') {
					k++
				}
				if k < len(rs) && unicode.IsDigit(rs[k]) && (k+1 >= len(rs) || !unicode.IsLetter(rs[k+1]) || unicode.IsDigit(rs[k+1])) {
					b.WriteRune('e')
					for m := j + 1; m < k; m++ {
						b.WriteRune(rs[m])
					}
					for k < len(rs) && unicode.IsDigit(rs[k]) {
						b.WriteRune(rs[k])
						k++
					}
					j = k
				}
			}
			if strings.Count(b.String(), ".") > 1 {
				return nil, laika.Errorf(laika.CodeInvalidArguments, "malformed number %q", b.String())
			}
			out = append(out, token{tNum, b.String()})
			i = j
		case strings.ContainsRune("+-*/^%()×÷−", r):
			op := string(r)
			switch r {
			case '×':
				op = "*"
			case '÷':
				op = "/"
			case '−':
				op = "-"
			}
			if r == '*' && i+1 < len(rs) && rs[i+1] == '*' {
				op = "^"
				i++
			}
			out = append(out, token{tOp, op})
			i++
		case currencySymbols[r] != "":
			out = append(out, token{tCur, currencySymbols[r]})
			i++
		case unicode.IsLetter(r) || r == '°':
			j := i
			for j < len(rs) && (unicode.IsLetter(rs[j]) || rs[j] == '°' || rs[j] == '.') {
				j++
			}
			w := strings.TrimSuffix(string(rs[i:j]), ".")
			// Speed units contain a slash: "km/h", "m/s".
			if j+1 < len(rs) && rs[j] == '/' && unicode.IsLetter(rs[j+1]) {
				k := j + 1
				for k < len(rs) && unicode.IsLetter(rs[k]) {
					k++
				}
				if _, ok := lookupUnit(w + "/" + string(rs[j+1:k])); ok {
					w = w + "/" + string(rs[j+1:k])
					j = k
				}
			}
			out = append(out, token{tWord, strings.ToLower(w)})
			i = j
		default:
			return nil, laika.Errorf(laika.CodeInvalidArguments, "unexpected character %q", string(r))
		}
	}
	return append(out, token{kind: tEOF}), nil
}

func groupOfThree(rs []rune, at int) bool {
	if at+3 > len(rs) {
		return false
	}
	for k := at; k < at+3; k++ {
		if !unicode.IsDigit(rs[k]) {
			return false
		}
	}
	return at+3 == len(rs) || !unicode.IsDigit(rs[at+3])
}
