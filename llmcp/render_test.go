package llmcp

import (
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"
)

func txt(s string) *Node { return &Node{Type: NodeText, Text: s} }
func el(typ string, kids ...*Node) *Node {
	return &Node{Type: typ, Children: kids}
}

// TestToMarkdown renders trees of every node type; the goldens were
// checked by a round trip through a parser while one existed, and are the
// contract now (escaping, list markers, fences).
func TestToMarkdown(t *testing.T) {
	trees := map[string]*Node{
		"paragraph": el(NodeDoc, el(NodeParagraph, txt("Hello world."))),
		"heading and inline": el(NodeDoc,
			&Node{Type: NodeHeading, Level: 2, Children: []*Node{txt("Summary")}},
			el(NodeParagraph, txt("Price is "), el(NodeStrong, txt("$5")), txt(" and "), el(NodeEmphasis, txt("cheap")), txt("; run "), &Node{Type: NodeCode, Text: "go test"}, txt("."))),
		"specials escaped":    el(NodeDoc, el(NodeParagraph, txt("a*b_c [x] `y` \\ <b>not html</b> snake_case"))),
		"line start specials": el(NodeDoc, el(NodeParagraph, txt("# not a heading")), el(NodeParagraph, txt("- not a list")), el(NodeParagraph, txt("1. not ordered")), el(NodeParagraph, txt("> not a quote"))),
		"link":                el(NodeDoc, el(NodeParagraph, txt("See "), &Node{Type: NodeLink, Href: "https://example.com/a?b=1", Children: []*Node{txt("the docs")}}, txt("."))),
		"lists": el(NodeDoc,
			el(NodeList, el(NodeListItem, el(NodeParagraph, txt("one"))), el(NodeListItem, el(NodeParagraph, txt("two")), el(NodeList, el(NodeListItem, el(NodeParagraph, txt("nested")))))),
			&Node{Type: NodeList, Ordered: true, Children: []*Node{el(NodeListItem, el(NodeParagraph, txt("first"))), el(NodeListItem, el(NodeParagraph, txt("second")))}}),
		"quote code rule": el(NodeDoc,
			el(NodeBlockquote, el(NodeParagraph, txt("quoted")), el(NodeParagraph, txt("two paras"))),
			&Node{Type: NodeCodeBlock, Lang: "go", Text: "x := 1\n\nfmt.Println(x) // *not* emphasis"},
			&Node{Type: NodeRule},
			el(NodeParagraph, txt("line one"), &Node{Type: NodeBreak}, txt("line two"))),
		"nested inline": el(NodeDoc, el(NodeParagraph, el(NodeStrong, txt("bold "), el(NodeEmphasis, txt("and italic"))), txt(" tail"))),
	}
	for name, tree := range trees {
		t.Run(name, func(t *testing.T) {
			if err := tree.Check("render"); err != nil {
				t.Fatalf("test tree invalid: %v", err)
			}
			md := ToMarkdown(tree)
			golden.Check(t, filepath.Join("testdata", "render", strings.ReplaceAll(name, " ", "_")+".md"), []byte(md))
		})
	}
}

func TestRenderCheck(t *testing.T) {
	bad := map[string]string{
		"unknown type":      `{"type":"doc","children":[{"type":"script","text":"x"}]}`,
		"inline at top":     `{"type":"doc","children":[{"type":"text","text":"x"}]}`,
		"heading level":     `{"type":"doc","children":[{"type":"heading","level":9,"children":[]}]}`,
		"javascript link":   `{"type":"doc","children":[{"type":"paragraph","children":[{"type":"link","href":"javascript:alert(1)","children":[]}]}]}`,
		"block inside para": `{"type":"doc","children":[{"type":"paragraph","children":[{"type":"list"}]}]}`,
		"null child":        `{"type":"doc","children":[null]}`,
	}
	for name, js := range bad {
		var n Node
		if err := json.Unmarshal([]byte(js), &n); err != nil {
			t.Fatal(err)
		}
		if err := n.Check("render"); err == nil {
			t.Errorf("%s: Check accepted %s", name, js)
		}
	}
}
