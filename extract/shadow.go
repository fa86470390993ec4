package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A web component rendered on the server ships its shadow tree in the
// page: <my-card><template shadowrootmode="open">…<slot></slot>…</template>
// light children</my-card>. A browser attaches the template as the
// element's shadow root and shows it, with the light children placed in
// its slots; a template is otherwise never shown, so without this step
// the component's own text would not be read at all. attachShadowRoots
// composes the tree as a browser draws it: the shadow content in the
// host's place, each slot filled with the light children assigned to it
// (by slot name, the rest in the unnamed slot), or with its own fallback
// content when none is. Light children no slot takes are not drawn.
func attachShadowRoots(root *html.Node) {
	var found []*html.Node
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && n.DataAtom == atom.Template && n.Parent != nil && n.Parent.Type == html.ElementNode &&
			(attr(n, "shadowrootmode") != "" || attr(n, "shadowroot") != "") {
			found = append(found, n)
		}
	}
	// Innermost first: a component inside a shadow tree is composed
	// before the tree is moved into its own host.
	for i := len(found) - 1; i >= 0; i-- {
		compose(found[i])
	}
}

// compose puts shadow template t's content in place of its host's light
// children (see attachShadowRoots).
func compose(t *html.Node) {
	host := t.Parent
	host.RemoveChild(t)
	var light []*html.Node
	for c := host.FirstChild; c != nil; c = c.NextSibling {
		light = append(light, c)
	}
	for _, c := range light {
		host.RemoveChild(c)
	}
	var slots []*html.Node
	for d := range t.Descendants() {
		// A slot of a component inside this tree was filled when that
		// component was composed: it belongs to that host.
		if d.Type == html.ElementNode && d.DataAtom == atom.Slot && !hasAttr(d, slottedMark) {
			slots = append(slots, d)
		}
	}
	defer func() {
		for _, s := range slots {
			s.Attr = append(s.Attr, html.Attribute{Key: slottedMark})
		}
	}()
	taken := map[*html.Node]bool{}
	for _, s := range slots {
		name := attr(s, "name")
		var assigned []*html.Node
		for _, c := range light {
			if !taken[c] && slotOf(c) == name && (name != "" || c.Type == html.ElementNode || c.Type == html.TextNode) {
				assigned = append(assigned, c)
			}
		}
		if len(assigned) == 0 {
			continue // the slot shows its fallback content
		}
		for s.FirstChild != nil {
			s.RemoveChild(s.FirstChild)
		}
		for _, c := range assigned {
			taken[c] = true
			s.AppendChild(c)
		}
	}
	for t.FirstChild != nil {
		c := t.FirstChild
		t.RemoveChild(c)
		host.AppendChild(c)
	}
}

// slottedMark marks a slot already filled from its own host.
const slottedMark = "data-laika-slotted"

// slotOf is the name of the slot a light child asks for ("" for the
// unnamed one; text always goes there).
func slotOf(n *html.Node) string {
	if n.Type != html.ElementNode {
		return ""
	}
	return attr(n, "slot")
}
