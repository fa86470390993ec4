package extract

import (
	"regexp"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// React's streaming server renderer (Next.js app router, Remix, …) sends a
// page in pieces. Everything that was not ready when the shell went out
// follows at the end of <body> in a <div hidden id="S:…">, and a small
// inline script moves it into place: $RC("B:0","S:0") swaps a Suspense
// boundary's loading skeleton (the nodes between <!--$?--> and <!--/$-->,
// starting at <template id="B:0">) for segment S:0, and $RS("S:1","P:1")
// puts segment S:1 where <template id="P:1"> stands. A browser shows the
// page only after that; the host's fetcher runs no scripts and would read
// a skeleton and a hidden page (a whole product page sits in S:0). So the
// instructions are carried out here, in the order they were streamed.
// Only moves the page itself asks for, with a runtime it defines, are
// made, and only of hidden segments into templates, so nothing a browser
// would keep hidden shows.

// streamCall is one instruction in an inline script: $RC/$RR complete a
// boundary (RR after its stylesheets load), $RS completes a segment.
// streamRuntime is the inline definition of one of them: a call the page
// never defines fails in a browser and moves nothing, so it moves
// nothing here either (a page cannot show the host text its readers
// never see by writing the calls alone).
var (
	streamCall    = regexp.MustCompile(`\$R([CRS])\("([^"\\]{1,64})","([^"\\]{1,64})"`)
	streamRuntime = regexp.MustCompile(`\$R([CRS])\s*=\s*(?:function\b|\([^)]*\)\s*=>)`)
)

// maxStreamSteps bounds the work a hostile page can ask for; real pages
// stream tens of pieces.
const maxStreamSteps = 2000

type streamStep struct {
	segment bool   // $RS: segment into placeholder; else segment into boundary
	target  string // the boundary's or placeholder's template id
	seg     string // the hidden segment's id
	call    string // the function an inline call needs defined: "C", "R" or "S"; "" for data
}

// placeStreamed carries out a streamed page's instructions (see above).
func placeStreamed(root *html.Node) {
	ids := map[string]*html.Node{}
	defined := map[string]bool{}
	var steps []streamStep
	for n := range root.Descendants() {
		if n.Type != html.ElementNode {
			continue
		}
		if id := attr(n, "id"); id != "" {
			if _, seen := ids[id]; !seen {
				ids[id] = n // getElementById: the first in tree order
			}
		}
		switch n.DataAtom {
		case atom.Script:
			if n.FirstChild == nil || n.FirstChild.Type != html.TextNode || attr(n, "src") != "" {
				continue
			}
			for _, m := range streamRuntime.FindAllStringSubmatch(n.FirstChild.Data, -1) {
				defined[m[1]] = true
			}
			for _, m := range streamCall.FindAllStringSubmatch(n.FirstChild.Data, maxStreamSteps) {
				if m[1] == "S" {
					steps = append(steps, streamStep{segment: true, seg: m[2], target: m[3], call: m[1]})
				} else {
					steps = append(steps, streamStep{target: m[2], seg: m[3], call: m[1]})
				}
			}
		case atom.Template:
			// The same instructions as data, for pages whose policy
			// forbids inline scripts (React's external runtime).
			if hasAttr(n, "data-rci") || hasAttr(n, "data-rri") {
				steps = append(steps, streamStep{target: attr(n, "data-bid"), seg: attr(n, "data-sid")})
			} else if hasAttr(n, "data-rsi") {
				steps = append(steps, streamStep{segment: true, target: attr(n, "data-pid"), seg: attr(n, "data-sid")})
			}
		}
	}
	if len(steps) > maxStreamSteps {
		steps = steps[:maxStreamSteps]
	}
	for _, s := range steps {
		if s.call != "" && !defined[s.call] {
			continue
		}
		seg, at := ids[s.seg], ids[s.target]
		if seg == nil || seg.Parent == nil || seg.DataAtom != atom.Div || !hasAttr(seg, "hidden") ||
			at == nil || at.Parent == nil || at.DataAtom != atom.Template || contains(seg, at) {
			continue
		}
		seg.Parent.RemoveChild(seg)
		parent, before := at.Parent, at
		if start := at.PrevSibling; !s.segment && start != nil && start.Type == html.CommentNode && start.Data == "$?" {
			// The skeleton runs from the template to the matching
			// <!--/$-->; nested boundaries open and close inside it.
			before = dropSkeleton(start)
			start.Data = "$"
		} else {
			before = at.NextSibling
			parent.RemoveChild(at)
		}
		for seg.FirstChild != nil {
			c := seg.FirstChild
			seg.RemoveChild(c)
			parent.InsertBefore(c, before)
		}
	}
}

// dropSkeleton removes the nodes after start up to the comment closing its
// boundary, and returns that comment (nil when the boundary never closes).
func dropSkeleton(start *html.Node) *html.Node {
	depth := 0
	n := start.NextSibling
	for n != nil {
		if n.Type == html.CommentNode {
			switch n.Data {
			case "/$":
				if depth == 0 {
					return n
				}
				depth--
			case "$", "$?", "$!":
				depth++
			}
		}
		next := n.NextSibling
		n.Parent.RemoveChild(n)
		n = next
	}
	return nil
}
