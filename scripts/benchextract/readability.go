package main

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// readabilityPages loads the second article set: the real pages bundled
// with go-readability's module (Mozilla Readability.js's test pages), each
// scored against the plain text of Readability.js's expected output. It
// guards articles against rules tuned on WCXB alone.
func readabilityPages() ([]page, error) {
	mod, err := moduleDir("codeberg.org/readeck/go-readability/v2")
	if err != nil {
		return nil, err
	}
	dir := filepath.Join(mod, "test-pages")
	ents, err := os.ReadDir(dir)
	if err != nil {
		return nil, err
	}
	var pages []page
	for _, e := range ents {
		src, err1 := os.ReadFile(filepath.Join(dir, e.Name(), "source.html"))
		exp, err2 := os.ReadFile(filepath.Join(dir, e.Name(), "expected.html"))
		if err1 != nil || err2 != nil {
			continue // a page without an expected output is not scored
		}
		n, err := html.Parse(bytes.NewReader(exp))
		if err != nil {
			continue
		}
		pages = append(pages, page{id: e.Name(), typ: "article (Readability.js pages)", url: "http://fakehost/test/page.html", html: src, ref: plainText(n)})
	}
	return pages, nil
}

// moduleDir is where the Go module path is downloaded (a dependency in
// go.mod, so "go list" finds it).
func moduleDir(path string) (string, error) {
	out, err := exec.Command("go", "list", "-m", "-f", "{{.Dir}}", path).Output()
	if err != nil {
		return "", fmt.Errorf("locate module %s: %v", path, err)
	}
	return strings.TrimSpace(string(out)), nil
}

// plainText is n's text with a line break after every block, as the WCXB
// references are written.
func plainText(n *html.Node) string {
	var b strings.Builder
	var walk func(*html.Node)
	walk = func(n *html.Node) {
		switch {
		case n.Type == html.TextNode:
			b.WriteString(n.Data)
		case n.Type == html.ElementNode && (n.DataAtom == atom.Script || n.DataAtom == atom.Style):
			return
		}
		for c := n.FirstChild; c != nil; c = c.NextSibling {
			walk(c)
		}
		if n.Type == html.ElementNode {
			switch n.DataAtom {
			case atom.P, atom.Div, atom.Li, atom.H1, atom.H2, atom.H3, atom.H4, atom.H5, atom.H6, atom.Tr, atom.Br, atom.Pre, atom.Blockquote:
				b.WriteByte('\n')
			}
		}
	}
	walk(n)
	return b.String()
}
