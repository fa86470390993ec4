package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// TestInProse: a link inside a sentence of its card is a mention; one
// that opens its line, or stands on its own line, may title the card.
func TestInProse(t *testing.T) {
	for _, c := range []struct {
		name, src string
		want      bool
	}{
		{"mid-sentence", `<li>The entries on the <a href="/d">main diagonal</a> of any Hermitian matrix are real numbers.</li>`, true},
		{"after one word", `<li>The <a href="/i">inverse</a> of an invertible Hermitian matrix is Hermitian as well.</li>`, true},
		{"in a span", `<li><span>A film by <a href="/p">Vladimir Khotinenko</a> about a day repeated in 1949.</span></li>`, true},
		{"opens its line", `<li><a href="/t">Run Lola Run</a> follows a woman who has twenty minutes to find the money.</li>`, false},
		{"its own line", `<li><p>Foto: Jane Roe, via Wikimedia Commons and others</p><a href="/k">Kunsthalle</a><p>An art museum founded in 1986.</p></li>`, false},
		{"after a break", `<li>A museum of twentieth-century painting on the harbour<br><a href="/k">Kunsthalle Emden</a></li>`, false},
		{"short line", `<li>New: <a href="/x">Kettle</a></li>`, false},
	} {
		t.Run(c.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<body><ul>" + c.src + "</ul></body>"))
			if err != nil {
				t.Fatal(err)
			}
			var card, link *html.Node
			for n := range doc.Descendants() {
				if n.DataAtom == atom.Li && card == nil {
					card = n
				}
				if n.DataAtom == atom.A && link == nil {
					link = n
				}
			}
			if got := inProse(card, link); got != c.want {
				t.Errorf("inProse = %v, want %v", got, c.want)
			}
		})
	}
}
