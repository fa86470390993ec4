package extract

import (
	"bytes"
	"encoding/json"
	"go/ast"
	"go/parser"
	"go/token"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"
	"golang.org/x/net/html"
)

const patternsJSPath = "../extension/generated/patterns.js"

// TestPatternsJSFresh fails when extension/generated/patterns.js does not
// carry this package's shared patterns: the content script would read
// pages by other rules than the host.
func TestPatternsJSFresh(t *testing.T) {
	want, err := GeneratePatternsJS()
	if err != nil {
		t.Fatal(err)
	}
	if *golden.Update {
		if err := os.WriteFile(patternsJSPath, want, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	got, err := os.ReadFile(patternsJSPath)
	if err != nil || !bytes.Equal(got, want) {
		t.Fatalf("%s is stale or missing: run `make generate` (%v)", patternsJSPath, err)
	}
}

// TestSharedPatterns checks the table: unique names, RE2 that compiles,
// and one line of doc each (it becomes a // comment in patterns.js).
func TestSharedPatterns(t *testing.T) {
	seen := map[string]bool{}
	for _, p := range SharedPatterns() {
		if seen[p.Name] {
			t.Errorf("%s is in the table twice", p.Name)
		}
		seen[p.Name] = true
		if _, err := regexp.Compile(p.Source); err != nil {
			t.Errorf("%s: %v", p.Name, err)
		}
		if p.Doc == "" || strings.ContainsAny(p.Doc, "\r\n") {
			t.Errorf("%s: want one line of doc, got %q", p.Name, p.Doc)
		}
	}
}

// TestSharedPatternsBound checks that every shared pattern is held by
// exactly one package variable of its own name (var x = shared("x")), so
// the name in LaikaPatterns is the name a reader finds in Go.
func TestSharedPatternsBound(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	bound := map[string]int{}
	atTop := map[*ast.CallExpr]bool{}
	fset := token.NewFileSet()
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		file, err := parser.ParseFile(fset, f, nil, 0)
		if err != nil {
			t.Fatal(err)
		}
		for _, d := range file.Decls {
			g, ok := d.(*ast.GenDecl)
			if !ok || g.Tok != token.VAR {
				continue
			}
			for _, spec := range g.Specs {
				vs := spec.(*ast.ValueSpec)
				for i, v := range vs.Values {
					name, call := sharedCall(v)
					if call == nil {
						continue
					}
					atTop[call] = true
					if i >= len(vs.Names) || vs.Names[i].Name != name {
						t.Errorf("%s: shared(%q) is not held by a variable called %s", fset.Position(call.Pos()), name, name)
					}
					bound[name]++
				}
			}
		}
		ast.Inspect(file, func(n ast.Node) bool {
			if e, ok := n.(ast.Expr); ok {
				if _, call := sharedCall(e); call != nil && !atTop[call] {
					t.Errorf("%s: shared(…) outside a package variable (it compiles a new regexp each call)", fset.Position(call.Pos()))
				}
			}
			return true
		})
	}
	for _, p := range SharedPatterns() {
		if bound[p.Name] != 1 {
			t.Errorf("%s is held by %d package variables, want 1", p.Name, bound[p.Name])
		}
	}
}

// sharedCall returns the name and the call when e is shared("name").
func sharedCall(e ast.Expr) (string, *ast.CallExpr) {
	call, ok := e.(*ast.CallExpr)
	if !ok || len(call.Args) != 1 {
		return "", nil
	}
	if id, ok := call.Fun.(*ast.Ident); !ok || id.Name != "shared" {
		return "", nil
	}
	lit, ok := call.Args[0].(*ast.BasicLit)
	if !ok || lit.Kind != token.STRING {
		return "", call
	}
	name, _ := strconv.Unquote(lit.Value)
	return name, call
}

// patternSamples reads testdata/shared-patterns.json: for each shared
// pattern, strings it matches and strings it refuses.
func patternSamples(t *testing.T) map[string]struct{ Match, Refuse []string } {
	t.Helper()
	b, err := os.ReadFile("testdata/shared-patterns.json")
	if err != nil {
		t.Fatal(err)
	}
	var samples map[string]struct{ Match, Refuse []string }
	if err := json.Unmarshal(b, &samples); err != nil {
		t.Fatal(err)
	}
	return samples
}

// TestSharedPatternSamples checks each shared pattern against the sample
// strings in testdata/shared-patterns.json; extension/test/patterns.test.mjs
// checks the generated JavaScript against the same file, so a translation
// that changed a verdict fails there.
func TestSharedPatternSamples(t *testing.T) {
	samples := patternSamples(t)
	for _, p := range SharedPatterns() {
		s, ok := samples[p.Name]
		if !ok || len(s.Match) == 0 || len(s.Refuse) == 0 {
			t.Errorf("%s: want samples it matches and samples it refuses", p.Name)
			continue
		}
		delete(samples, p.Name)
		re := regexp.MustCompile(p.Source)
		for _, m := range s.Match {
			if !re.MatchString(m) {
				t.Errorf("%s does not match %q", p.Name, m)
			}
		}
		for _, r := range s.Refuse {
			if re.MatchString(r) {
				t.Errorf("%s matches %q", p.Name, r)
			}
		}
	}
	for name := range samples {
		t.Errorf("samples for %s, which is no shared pattern", name)
	}
}

// TestSrOnlySamples: srOnly's quick test before the pattern passes every
// class the pattern matches, in any case ("u-srOnly", "visuallyHidden"),
// as the content script, which has no such test, reads them.
func TestSrOnlySamples(t *testing.T) {
	samples := patternSamples(t)
	for _, c := range append(samples["srOnlyClass"].Match, "visuallyHidden", "SR-ONLY") {
		n := &html.Node{Type: html.ElementNode, Data: "span", Attr: []html.Attribute{{Key: "class", Val: c}}}
		if !srOnly(n) {
			t.Errorf("srOnly(class=%q) = false, want true", c)
		}
	}
}
