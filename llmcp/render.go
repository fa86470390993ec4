package llmcp

import (
	"fmt"
	"strconv"
	"strings"
)

// Node is one node of an assistant.render document tree. The tree is a
// Markdown subset: the model may send either the tree or Markdown, and
// ToMarkdown turns a tree into Markdown (golden tested).
type Node struct {
	Type     string  `json:"type"`
	Text     string  `json:"text,omitempty"`    // text, code, code_block
	Level    int     `json:"level,omitempty"`   // heading 1..6
	Ordered  bool    `json:"ordered,omitempty"` // list
	Href     string  `json:"href,omitempty"`    // link
	Lang     string  `json:"lang,omitempty"`    // code_block
	Children []*Node `json:"children,omitempty"`
}

// Node types.
const (
	NodeDoc        = "doc"
	NodeParagraph  = "paragraph"
	NodeHeading    = "heading"
	NodeList       = "list"
	NodeListItem   = "list_item"
	NodeBlockquote = "blockquote"
	NodeCodeBlock  = "code_block"
	NodeRule       = "thematic_break"
	NodeText       = "text"
	NodeStrong     = "strong"
	NodeEmphasis   = "emphasis"
	NodeCode       = "code"
	NodeLink       = "link"
	NodeBreak      = "line_break"
)

var blockTypes = map[string]bool{NodeParagraph: true, NodeHeading: true, NodeList: true, NodeBlockquote: true, NodeCodeBlock: true, NodeRule: true}
var inlineTypes = map[string]bool{NodeText: true, NodeStrong: true, NodeEmphasis: true, NodeCode: true, NodeLink: true, NodeBreak: true}

// Check reports the first structural problem of a render tree: unknown node
// types, inline nodes where blocks belong, missing text, bad heading levels,
// link targets that are not http(s) or relative. path names the node.
func (n *Node) Check(path string) error {
	if n == nil {
		return fmt.Errorf("%s: null node", path)
	}
	kids := func(ok map[string]bool, what string) error {
		for i, c := range n.Children {
			p := fmt.Sprintf("%s.children[%d]", path, i)
			if c == nil {
				return fmt.Errorf("%s: null node", p)
			}
			if !ok[c.Type] {
				return fmt.Errorf("%s: %q is not allowed here (want %s)", p, c.Type, what)
			}
			if err := c.Check(p); err != nil {
				return err
			}
		}
		return nil
	}
	switch n.Type {
	case NodeDoc, NodeBlockquote, NodeListItem:
		return kids(blockTypes, "a block node")
	case NodeParagraph, NodeStrong, NodeEmphasis, NodeLink:
		if n.Type == NodeLink && !safeHref(n.Href) {
			return fmt.Errorf("%s: link href %q is not an http(s) or relative URL", path, n.Href)
		}
		return kids(inlineTypes, "an inline node")
	case NodeHeading:
		if n.Level < 1 || n.Level > 6 {
			return fmt.Errorf("%s: heading level %d is not 1..6", path, n.Level)
		}
		return kids(inlineTypes, "an inline node")
	case NodeList:
		return kids(map[string]bool{NodeListItem: true}, "list_item")
	case NodeText, NodeCode, NodeCodeBlock:
		if len(n.Children) > 0 {
			return fmt.Errorf("%s: %s has children", path, n.Type)
		}
		return nil
	case NodeRule, NodeBreak:
		return nil
	}
	return fmt.Errorf("%s: unknown node type %q", path, n.Type)
}

func safeHref(h string) bool {
	l := strings.ToLower(strings.TrimSpace(h))
	if i := strings.IndexByte(l, ':'); i >= 0 && !strings.ContainsAny(l[:i], "/?#") {
		return strings.HasPrefix(l, "http:") || strings.HasPrefix(l, "https:") || strings.HasPrefix(l, "mailto:")
	}
	return true
}

// ToMarkdown renders a tree as Markdown.
func ToMarkdown(n *Node) string {
	if n == nil {
		return ""
	}
	var blocks []string
	if n.Type == NodeDoc {
		blocks = renderBlocks(n.Children)
	} else if inlineTypes[n.Type] {
		return renderInline([]*Node{n})
	} else {
		blocks = renderBlocks([]*Node{n})
	}
	return strings.Join(blocks, "\n\n")
}

func renderBlocks(ns []*Node) []string {
	var out []string
	for _, n := range ns {
		if s := renderBlock(n); s != "" || n.Type == NodeCodeBlock {
			out = append(out, s)
		}
	}
	return out
}

func renderBlock(n *Node) string {
	switch n.Type {
	case NodeParagraph:
		return escapeLineStart(renderInline(n.Children))
	case NodeHeading:
		return strings.Repeat("#", n.Level) + " " + renderInline(n.Children)
	case NodeRule:
		return "---"
	case NodeCodeBlock:
		fence := "```"
		for strings.Contains(n.Text, fence) {
			fence += "`"
		}
		return fence + n.Lang + "\n" + n.Text + "\n" + fence
	case NodeBlockquote:
		inner := strings.Join(renderBlocks(n.Children), "\n\n")
		lines := strings.Split(inner, "\n")
		for i, l := range lines {
			if l == "" {
				lines[i] = ">"
			} else {
				lines[i] = "> " + l
			}
		}
		return strings.Join(lines, "\n")
	case NodeList:
		var items []string
		for i, it := range n.Children {
			marker := "- "
			if n.Ordered {
				marker = strconv.Itoa(i+1) + ". "
			}
			body := joinItemBlocks(it.Children)
			pad := strings.Repeat(" ", len(marker))
			lines := strings.Split(body, "\n")
			for j := 1; j < len(lines); j++ {
				if lines[j] != "" {
					lines[j] = pad + lines[j]
				}
			}
			items = append(items, marker+strings.Join(lines, "\n"))
		}
		return strings.Join(items, "\n")
	case NodeDoc, NodeListItem:
		return strings.Join(renderBlocks(n.Children), "\n\n")
	}
	return renderInline([]*Node{n})
}

func renderInline(ns []*Node) string {
	var b strings.Builder
	for _, n := range ns {
		switch n.Type {
		case NodeText:
			b.WriteString(escapeInline(n.Text))
		case NodeStrong:
			b.WriteString("**" + renderInline(n.Children) + "**")
		case NodeEmphasis:
			b.WriteString("*" + renderInline(n.Children) + "*")
		case NodeCode:
			ticks := "`"
			for strings.Contains(n.Text, ticks) {
				ticks += "`"
			}
			if strings.HasPrefix(n.Text, "`") || strings.HasSuffix(n.Text, "`") || len(ticks) > 1 {
				b.WriteString(ticks + " " + n.Text + " " + ticks)
			} else {
				b.WriteString(ticks + n.Text + ticks)
			}
		case NodeLink:
			href := strings.NewReplacer(" ", "%20", "(", "%28", ")", "%29").Replace(n.Href)
			b.WriteString("[" + renderInline(n.Children) + "](" + href + ")")
		case NodeBreak:
			b.WriteString("\\\n")
		}
	}
	return b.String()
}

var inlineEscaper = strings.NewReplacer(`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", `\<`)

func escapeInline(s string) string { return inlineEscaper.Replace(s) }

// escapeLineStart escapes characters that would start another block when
// they begin a paragraph line.
func escapeLineStart(s string) string {
	lines := strings.Split(s, "\n")
	for i, l := range lines {
		t := strings.TrimLeft(l, " ")
		switch {
		case t == "":
		case strings.HasPrefix(t, "#"), strings.HasPrefix(t, ">"), strings.HasPrefix(t, "-"), strings.HasPrefix(t, "+"):
			lines[i] = l[:len(l)-len(t)] + `\` + t
		case orderedMarker(t) > 0:
			k := orderedMarker(t)
			lines[i] = l[:len(l)-len(t)] + t[:k-2] + `\` + t[k-2:]
		}
	}
	return strings.Join(lines, "\n")
}

// orderedMarker returns the length of an ordered-list marker with its
// space ("12. "), or 0.
func orderedMarker(t string) int {
	i := 0
	for i < len(t) && i < 9 && t[i] >= '0' && t[i] <= '9' {
		i++
	}
	if i == 0 || i+1 >= len(t) || (t[i] != '.' && t[i] != ')') || t[i+1] != ' ' {
		return 0
	}
	return i + 2
}

// joinItemBlocks renders a list item's blocks; a nested list follows its
// paragraph directly (a tight list), other blocks get a blank line.
func joinItemBlocks(ns []*Node) string {
	var b strings.Builder
	for i, n := range ns {
		if i > 0 {
			if n.Type == NodeList {
				b.WriteString("\n")
			} else {
				b.WriteString("\n\n")
			}
		}
		b.WriteString(renderBlock(n))
	}
	return b.String()
}
