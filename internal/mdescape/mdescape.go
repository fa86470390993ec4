// Package mdescape quotes untrusted text (a page's sentence, a source's
// name) into Markdown so that it reads as the text it is: no emphasis,
// link, image, heading, table cell, HTML or entity of its own.
package mdescape

import "strings"

// escaper backslash-escapes the characters that would change how the
// text renders. A backslash escape is CommonMark's own (the sidecar's
// marked reads it, apptools.PlainText strips it), and it stays readable
// where the Markdown is shown as it is: a terminal showed a Rust
// signature as "fn summarize(&self) -&gt; String" when ">" was written as
// an HTML entity. "&" is escaped too, so a page's literal "&lt;" is not
// read as the entity for "<".
var escaper = strings.NewReplacer(
	`\`, `\\`, "`", "\\`", `*`, `\*`, `_`, `\_`, `[`, `\[`, `]`, `\]`,
	`<`, `\<`, `>`, `\>`, `&`, `\&`, `#`, `\#`, `|`, `\|`,
)

// Text returns s with its Markdown and HTML characters escaped.
func Text(s string) string { return escaper.Replace(s) }
