package main

import (
	"fmt"
	"go/ast"
	"go/parser"
	"go/token"
	"io"
	"os"
	"path/filepath"
	"strconv"
	"strings"
)

// trafilaturaPages loads a third set: the pages of trafilatura's own
// evaluation, as go-trafilatura's module ships them (test-files, with the
// expected snippets in scripts/comparison/data.go). Each page names
// phrases the main text must hold and phrases it must not (a menu entry,
// a footer line, "related posts"). It is mostly European news, blogs and
// small sites, far from WCXB's pages, so it guards the rules against
// fitting one corpus.
func trafilaturaPages() ([]page, error) {
	dir, err := moduleDir("github.com/markusmobius/go-trafilatura")
	if err != nil {
		return nil, err
	}
	entries, err := comparisonEntries(filepath.Join(dir, "scripts", "comparison", "data.go"))
	if err != nil {
		return nil, err
	}
	var pages []page
	for _, e := range entries {
		var src []byte
		for _, sub := range []string{"comparison", "mock"} {
			if src, err = os.ReadFile(filepath.Join(dir, "test-files", sub, e.file)); err == nil {
				break
			}
		}
		if src == nil || len(e.with) == 0 {
			continue // no page, or nothing it must hold: not scored
		}
		pages = append(pages, page{id: e.file, typ: "article (trafilatura set)", url: e.url, html: src, with: e.with, without: e.without})
	}
	return pages, nil
}

type comparisonEntry struct {
	url, file     string
	with, without []string
}

// comparisonEntries reads the comparisonData map literal from data.go
// without compiling it (it is package main of another module).
func comparisonEntries(path string) ([]comparisonEntry, error) {
	f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
	if err != nil {
		return nil, err
	}
	var out []comparisonEntry
	ast.Inspect(f, func(n ast.Node) bool {
		kv, ok := n.(*ast.KeyValueExpr)
		if !ok {
			return true
		}
		url, ok := stringLit(kv.Key)
		body, ok2 := kv.Value.(*ast.CompositeLit)
		if !ok || !ok2 {
			return true
		}
		e := comparisonEntry{url: url}
		for _, el := range body.Elts {
			field, ok := el.(*ast.KeyValueExpr)
			if !ok {
				continue
			}
			switch name := field.Key.(*ast.Ident); {
			case name == nil:
			case name.Name == "File":
				e.file, _ = stringLit(field.Value)
			case name.Name == "With":
				e.with = stringList(field.Value)
			case name.Name == "Without":
				e.without = stringList(field.Value)
			}
		}
		if e.file != "" {
			out = append(out, e)
		}
		return false
	})
	if len(out) == 0 {
		return nil, fmt.Errorf("%s: no comparison entries", path)
	}
	return out, nil
}

func stringLit(e ast.Expr) (string, bool) {
	lit, ok := e.(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", false
	}
	s, err := strconv.Unquote(lit.Value)
	return s, err == nil
}

func stringList(e ast.Expr) []string {
	c, ok := e.(*ast.CompositeLit)
	if !ok {
		return nil
	}
	var out []string
	for _, el := range c.Elts {
		if s, ok := stringLit(el); ok {
			out = append(out, s)
		}
	}
	return out
}

// printMisses lists, under a page's score, the phrases the text lacks
// (missing) and those it should not hold (unwanted).
func printMisses(p page, got string) {
	text := phraseKey(got)
	for _, w := range p.with {
		if !strings.Contains(text, phraseKey(w)) {
			fmt.Printf("\tmissing\t%s\t%q\n", p.id, w)
		}
	}
	for _, w := range p.without {
		if strings.Contains(text, phraseKey(w)) {
			fmt.Printf("\tunwanted\t%s\t%q\n", p.id, w)
		}
	}
}

// phraseKey is s as the phrases are compared: whitespace runs as one
// space, and without the characters that draw nothing (soft hyphens,
// zero-width spaces), which some expected phrases keep and a reader
// drops.
func phraseKey(s string) string {
	s = strings.Map(func(r rune) rune {
		switch r {
		case '\u00ad', '\u200b', '\u2060', '\ufeff':
			return -1
		}
		return r
	}, s)
	return strings.Join(strings.Fields(s), " ")
}

// snippetScore counts the page's phrases the text holds (compared by
// phraseKey, so a line break is a space): each phrase it
// must hold is a true positive or a false negative, each it must not a
// false positive or a true negative. p, r and f are the page's own.
func snippetScore(got string, p page) score {
	text := phraseKey(got)
	var s score
	for _, w := range p.with {
		if strings.Contains(text, phraseKey(w)) {
			s.tp++
		} else {
			s.fn++
		}
	}
	for _, w := range p.without {
		if strings.Contains(text, phraseKey(w)) {
			s.fp++
		} else {
			s.tn++
		}
	}
	s.p, s.r, s.f = ratio(s.tp, s.tp+s.fp), ratio(s.tp, s.tp+s.fn), ratio(2*s.tp, 2*s.tp+s.fp+s.fn)
	return s
}

func ratio(a, b int) float64 {
	if b == 0 {
		return 1
	}
	return float64(a) / float64(b)
}

// snippetTotals prints trafilatura's own figures for an extractor: the
// phrase counts summed over all pages, then precision, recall, accuracy
// and F-score of the sums.
func snippetTotals(w io.Writer, name string, ss []score) {
	var tp, fn, fp, tn int
	for _, s := range ss {
		tp, fn, fp, tn = tp+s.tp, fn+s.fn, fp+s.fp, tn+s.tn
	}
	fmt.Fprintf(w, "%s phrases: precision %.3f, recall %.3f, accuracy %.3f, F-score %.3f (TP %d, FN %d, FP %d, TN %d)\n",
		name, ratio(tp, tp+fp), ratio(tp, tp+fn), ratio(tp+tn, tp+tn+fp+fn), ratio(2*tp, 2*tp+fp+fn), tp, fn, fp, tn)
}
