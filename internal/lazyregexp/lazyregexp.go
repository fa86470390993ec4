// Package lazyregexp is a thin wrapper over regexp that compiles a
// package-level pattern on first use instead of at program start, like the
// Go toolchain's own internal/lazyregexp. laika-host is started by the
// browser for every window and must answer its first message within a few
// milliseconds; dozens of patterns compiled in package init cost most of
// that budget, although a given session uses only a few of them.
package lazyregexp

import (
	"regexp"
	"sync"
)

// Regexp is a regexp compiled on first use. It panics then if the pattern
// is invalid, exactly as regexp.MustCompile would have at init; every
// pattern is compiled by TestPatternsCompile-style tests in its package.
type Regexp struct {
	str  string
	once sync.Once
	rx   *regexp.Regexp
}

// New returns a lazily compiled Regexp for str.
func New(str string) *Regexp { return &Regexp{str: str} }

// Re returns the compiled regexp.
func (r *Regexp) Re() *regexp.Regexp {
	r.once.Do(func() { r.rx = regexp.MustCompile(r.str) })
	return r.rx
}

func (r *Regexp) String() string                         { return r.str }
func (r *Regexp) MatchString(s string) bool              { return r.Re().MatchString(s) }
func (r *Regexp) Match(b []byte) bool                    { return r.Re().Match(b) }
func (r *Regexp) FindString(s string) string             { return r.Re().FindString(s) }
func (r *Regexp) FindStringIndex(s string) []int         { return r.Re().FindStringIndex(s) }
func (r *Regexp) FindStringSubmatch(s string) []string   { return r.Re().FindStringSubmatch(s) }
func (r *Regexp) FindStringSubmatchIndex(s string) []int { return r.Re().FindStringSubmatchIndex(s) }
func (r *Regexp) FindAllString(s string, n int) []string { return r.Re().FindAllString(s, n) }
func (r *Regexp) FindAllStringIndex(s string, n int) [][]int {
	return r.Re().FindAllStringIndex(s, n)
}
func (r *Regexp) FindAllStringSubmatch(s string, n int) [][]string {
	return r.Re().FindAllStringSubmatch(s, n)
}
func (r *Regexp) FindAllStringSubmatchIndex(s string, n int) [][]int {
	return r.Re().FindAllStringSubmatchIndex(s, n)
}
func (r *Regexp) ReplaceAllString(src, repl string) string {
	return r.Re().ReplaceAllString(src, repl)
}
func (r *Regexp) ReplaceAllLiteralString(src, repl string) string {
	return r.Re().ReplaceAllLiteralString(src, repl)
}
func (r *Regexp) ReplaceAllStringFunc(src string, repl func(string) string) string {
	return r.Re().ReplaceAllStringFunc(src, repl)
}
func (r *Regexp) Split(s string, n int) []string { return r.Re().Split(s, n) }
func (r *Regexp) SubexpNames() []string          { return r.Re().SubexpNames() }
func (r *Regexp) SubexpIndex(name string) int    { return r.Re().SubexpIndex(name) }
