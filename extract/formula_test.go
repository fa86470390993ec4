package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestMathText reads formulas the way the shared fixtures
// (testdata/primary/formulas, forum-formulas) rely on: the TeX source when
// the markup carries one, else MathML in a line.
func TestMathText(t *testing.T) {
	for _, c := range []struct{ name, src, want string }{
		{"alttext without MediaWiki's wrapper", `<math alttext="{\displaystyle a_{ij}}"><mi>a</mi></math>`, `a_{ij}`},
		{"TeX annotation", `<math><semantics><mi>x</mi><annotation encoding="application/x-tex">x^{2}</annotation></semantics></math>`, `x^{2}`},
		{"other annotations are no source", `<math><semantics><mi>x</mi><annotation encoding="text/plain">ex</annotation></semantics></math>`, `x`},
		{"fraction of single tokens", `<math><mfrac><mi>a</mi><mi>b</mi></mfrac></math>`, `a/b`},
		{"fraction of expressions", `<math><mfrac><mrow><mi>a</mi><mo>+</mo><mn>1</mn></mrow><mn>2</mn></mfrac></math>`, `(a + 1)/2`},
		{"scripts", `<math><msubsup><mi>x</mi><mi>i</mi><mn>2</mn></msubsup></math>`, `x_i^2`},
		{"grouped exponent", `<math><msup><mi>e</mi><mrow><mo>−</mo><mi>x</mi></mrow></msup></math>`, `e^(− x)`},
		{"root", `<math><msqrt><mi>x</mi><mo>+</mo><mn>1</mn></msqrt></math>`, `√(x + 1)`},
		{"table rows", `<math><mtable><mtr><mtd><mi>a</mi></mtd><mtd><mi>b</mi></mtd></mtr><mtr><mtd><mi>c</mi></mtd><mtd><mi>d</mi></mtd></mtr></mtable></math>`, `a b; c d`},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<p>" + c.src))
			if err != nil {
				t.Fatal(err)
			}
			m := firstMath(doc)
			if m == nil {
				t.Fatal("no <math> parsed")
			}
			if got := mathText(m); got != c.want {
				t.Errorf("mathText = %q, want %q", got, c.want)
			}
		})
	}
}
