package summary

import (
	"strings"
	"unicode/utf8"
)

// quotePairs are the quotation marks a line can open and close with, as
// pages set them: English “…”, straight "…", German „…“ and »…«, French
// «…», single ‘…’, and the corner brackets of Japanese and Chinese.
var quotePairs = map[rune]string{
	'“': "”", '"': `"`, '„': "“”", '«': "»", '»': "«", '‘': "’", '「': "」", '『': "』",
}

// unquoted is s without the quotation marks around the whole of it, if
// it is one quotation (“What is the budget?”); else s. A line that only
// ends in a quote ("She asked: “Why?”") is not one.
func unquoted(s string) string {
	open, n := utf8.DecodeRuneInString(s)
	closes, ok := quotePairs[open]
	if !ok || len(s) <= n {
		return s
	}
	last, m := utf8.DecodeLastRuneInString(s)
	inner := s[n : len(s)-m]
	// “A” and “B” are two quotations, not one.
	if !strings.ContainsRune(closes, last) || strings.TrimSpace(inner) == "" || strings.ContainsRune(inner, open) || strings.ContainsAny(inner, closes) {
		return s
	}
	return inner
}

// Quoted sets a page's line in quotation marks, as a summary quotes the
// page, unless the line is a quotation already: “What is the budget?”
// was shown as ““What is the budget?””.
func Quoted(s string) string {
	if unquoted(s) != s {
		return s
	}
	return "“" + s + "”"
}
