package extract

import (
	"strings"

	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// A page ships the messages its scripts show when something fails: a map
// search's "Sorry, we couldn't find a match for this location.", a
// locator's "You might have location services disabled", a shop's
// "Image not available for Color:", a sign-up form's "Oops! Something
// went wrong". Its stylesheet keeps each out of view until the failure
// happens, and the host reads HTML without styles, so it read them as the
// page's text. A short box named for such a state (stateMessageName, by
// a class token or its id) is hidden, as it is on a page as first shown.
//
// Only a short message box: an element that holds a heading is a section
// (a guide's "Redirects and errors", whose id its heading gave it), a
// heading or a term named "error" is the page's own word (an API's field
// list: <dt class="error">), and a long box is content.
//
// The content script leaves the same boxes out of the main text
// (content/walk.js stateMessage). Its live walk of the whole page asks
// the computed style instead: when a form the agent filled shows "Please
// enter a valid email", the agent must read it.

var stateMessageName = shared("stateMessageName")

// maxStateMessage: the longest message box taken for a state's message,
// in bytes of text. The longest seen on the WCXB sample is 187.
const maxStateMessage = 300

// stateMessage: n is a short box named for a failure's message.
func stateMessage(n *html.Node) bool {
	if n.Type != html.ElementNode || !messageBox[n.DataAtom] {
		return false
	}
	if !classToken(n, stateMessageName) && !stateMessageName.MatchString(kebab(attr(n, "id"))) {
		return false
	}
	size := 0
	for d := range n.Descendants() {
		switch {
		case d.Type == html.ElementNode && (isHeadingTag(d) || d.DataAtom == atom.Dt || d.DataAtom == atom.Table || d.DataAtom == atom.Article):
			return false
		case d.Type == html.TextNode:
			size += len(strings.TrimSpace(d.Data))
			if size > maxStateMessage {
				return false
			}
		}
	}
	return true
}

// messageBox: the elements a message box is made of. A term, a cell, a
// list item, code and headings are left alone.
var messageBox = map[atom.Atom]bool{atom.Div: true, atom.P: true, atom.Span: true, atom.Section: true, atom.Small: true}
