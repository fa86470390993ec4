package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A post points at its player: "Watch the full video on our channel"
// over a YouTube embed, "Listen to the audio podcast here" over an
// <audio>. The player is a frame or a script's box and reads as nothing,
// so the main text kept the pointer with nothing after it, an
// instruction to watch what the text does not hold. A short heading or
// paragraph that asks the reader to watch or listen (mediaLeadIn) and is
// followed at once by a media box that holds no text (mediaBox) is left
// out. A lead-in followed by words ("Watch for the heron at dawn.", then
// a paragraph) is the post's own, and an <h1> is the page's title (a
// video page's "Watch: Storm reaches the coast" over its player).
//
// The lead-ins go when the page is parsed, before Readability, which
// drops an empty embed box and leaves its lead-in standing alone. The
// content script does the same to the copy Readability reads
// (content/walk.js mediaLeadIn).

// maxMediaLeadIn: a lead-in is a line; a longer paragraph that starts
// with "Watch" is prose.
const maxMediaLeadIn = 100

var (
	// mediaLeadInText asks the reader to watch or listen.
	mediaLeadInText = shared("mediaLeadInText")
	// mediaClass names a player's box: WordPress's wp-block-embed and
	// is-type-video, a theme's video-wrapper or podcast-player.
	mediaClass = shared("mediaClass")
)

// dropMediaLeadIns removes the lead-ins that point at a player.
func dropMediaLeadIns(root *html.Node) {
	removeWhere(root, mediaLeadIn)
}

// mediaLeadIn: n is a short heading or paragraph that asks the reader to
// watch or listen, and the next element is a player that reads as
// nothing.
func mediaLeadIn(n *html.Node) bool {
	if n.Type != html.ElementNode || !isHeadingTag(n) && n.DataAtom != atom.P || n.DataAtom == atom.H1 {
		return false // an <h1> titles the page: a video page's "Watch: …" over its player
	}
	t := textOf(n)
	if t == "" || len(t) > maxMediaLeadIn || !mediaLeadInText.MatchString(strings.ToLower(t)) {
		return false
	}
	next := nextElement(n)
	return next != nil && mediaBox(next)
}

// mediaTag: the elements a player is.
var mediaTag = map[atom.Atom]bool{atom.Iframe: true, atom.Video: true, atom.Audio: true, atom.Embed: true, atom.Object: true}

// mediaBox: n holds no text and is, or holds, a player: a media element,
// or a box its class names as one (a script fills it in later).
func mediaBox(n *html.Node) bool {
	if textOf(n) != "" { // textOf collapses: whitespace reads as nothing
		return false
	}
	if mediaTag[n.DataAtom] {
		return true
	}
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && mediaTag[d.DataAtom] {
			return true
		}
	}
	for d := n; d != nil; d = firstChildElement(d) {
		if mediaClass.MatchString(attr(d, "class")) {
			return true
		}
	}
	return false
}

// firstChildElement is n's first element child, or nil.
func firstChildElement(n *html.Node) *html.Node {
	for c := n.FirstChild; c != nil; c = c.NextSibling {
		if c.Type == html.ElementNode {
			return c
		}
	}
	return nil
}
