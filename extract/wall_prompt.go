package extract

import (
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A members-only block inside a free post serves its guests a prompt in
// its place: Jetpack's premium-content block holds "Subscribe to get
// access", "Read more of this content when you subscribe today." and
// Subscribe and Log in buttons, and a paywall's inline offer does the
// same. The prompt is the wall's, not the post's words, and a summary of
// the post quoted it. A box its class names as the wall's (paywallClass)
// that holds a short prompt and a control (wallPrompt) is furniture. A
// walled box that holds the article's teaser runs longer and stays, and
// so does a walled paragraph. The
// wall's signal reads the page itself, so it still says the post has a
// part for members. The content script does the same
// (content/observe.js wallPrompt).

// maxWallPromptChars: a wall's prompt is a heading, a line and buttons;
// a longer box holds the article's own text.
const maxWallPromptChars = 300

// promptBox: the elements a wall's prompt is a box of. A paragraph is
// none: The New Yorker classes each paragraph of a metered story
// "paywall", and a short one with a link in it is the story's.
var promptBox = map[atom.Atom]bool{atom.Div: true, atom.Section: true, atom.Aside: true, atom.Form: true, atom.Dialog: true}

// wallPrompt: n is a box its class names as a paywall's, and holds a
// short prompt with a link or button to act on it.
func wallPrompt(n *html.Node, class string) bool {
	if !promptBox[n.DataAtom] || !paywallClass.MatchString(class) || len(collapse(textOf(n))) > maxWallPromptChars {
		return false
	}
	for d := range n.Descendants() {
		if d.Type == html.ElementNode && (d.DataAtom == atom.A && hasAttr(d, "href") || d.DataAtom == atom.Button) {
			return true
		}
	}
	return false
}
