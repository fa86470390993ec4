package laika

import "strings"

// The text of an observation (Observation.Text, Primary.Text, Block.Text)
// keeps a page's structure as line prefixes: "H2: " headings, "- " list
// items and "1. " numbered ones (two spaces of indentation per nesting
// level), "> " quotes and "Code: " lines of code. These two functions
// read them back, for every package that quotes or weighs the lines.

// StripPrefix removes a structure prefix ("H2: ", "- ", "1. ", "> ",
// "Code: ") and leading indentation from one line, and reports the kind
// of line: a numbered item is a list item ('-') as a bulleted one is.
func StripPrefix(line string) (body string, kind byte) {
	line = strings.TrimLeft(line, " \t")
	if _, k := Ordinal(line); k > 0 {
		return line[k:], '-'
	}
	switch {
	case heading(line):
		return line[4:], 'h'
	case strings.HasPrefix(line, "- "), strings.HasPrefix(line, "* "):
		return line[2:], '-'
	case strings.HasPrefix(line, "> Code: "):
		// Code in a quote or a note ("> Note" over an example) is code:
		// the Rust Reference's examples were quoted as key points.
		return line[8:], 'c'
	case strings.HasPrefix(line, "> ") && heading(line[2:]):
		// A heading in a quote is a heading: a post set in a
		// <blockquote>, with <h3> and <h4> for its type sizes, was
		// quoted as "H4: Gestalte ein Plakat …".
		return line[6:], 'h'
	case strings.HasPrefix(line, "> "):
		return line[2:], '>'
	case strings.HasPrefix(line, "Code: "):
		return line[6:], 'c'
	}
	return line, 'p'
}

// heading reports a heading's prefix, "H1: " to "H6: ".
func heading(line string) bool {
	return len(line) >= 4 && line[0] == 'H' && line[1] >= '1' && line[1] <= '6' && line[2] == ':' && line[3] == ' '
}

// Ordinal reads the number of a numbered item ("12. Rinse", after any
// indentation): n, and k, the length of its marker "12. "; k is 0 for
// any other line. Up to three digits: "2024. " opens a sentence about a
// year, not an item.
func Ordinal(line string) (n, k int) {
	line = strings.TrimLeft(line, " \t")
	i := 0
	for i < len(line) && i < 4 && line[i] >= '0' && line[i] <= '9' {
		n = n*10 + int(line[i]-'0')
		i++
	}
	if i == 0 || i > 3 || !strings.HasPrefix(line[i:], ". ") {
		return 0, 0
	}
	return n, i + 2
}
