package extract

import (
	"strings"
	"unicode/utf8"
)

// Lines that only label a widget of the page, never the article's own
// words. Both patterns are matched against the lower-cased line, as
// creditLineWords is.
var (
	// adLabel labels an advertising slot ("Anzeige", "Advertisement:",
	// "Reklama", "Publicité"): sites print it over the ad, and the ad
	// itself is furniture already, so the label was left in the text
	// alone. "Sponsored" is not one: on a listing it says which card was
	// paid for, which a reader wants to know.
	adLabel = shared("adLabel")
	// engagementPrompt asks the reader to rate, share or print the page
	// ("Was this article helpful?", "Rate this recipe", "War der Artikel
	// nützlich?", "Valora esta noticia", "(Noch keine Bewertungen)"): the
	// label of a rating or sharing widget whose buttons are not read.
	engagementPrompt = shared("engagementPrompt")
	// controlLabel is a control's caption left alone on a line: "Show
	// more", "View all", "Back to top", "Zur Übersicht", "Lade weitere
	// Inhalte". The control does nothing in a text; a heading that says
	// "Back" (an exercise guide's section) is no control and stays.
	controlLabel = shared("controlLabel")
	// engagementCount only counts a post's reactions, comments or views or
	// gives its reading time ("44 reactions", "27 comments", "5 min read"):
	// the stats line under a card or a byline, which says how a post was
	// received, not what it says. A sentence that counts ("27 comments were
	// received") is longer than the count and stays.
	engagementCount = shared("engagementCount")
	// resultCount is a list's count of the results it shows ("Showing 24
	// of 133 results", "1–30 of 83 products"): the pager's summary over
	// the cards, which says where the reader is in the list, not what it
	// holds. A bare count ("210 items") is as often the page's own
	// heading and stays.
	resultCount = shared("resultCount")
	// postFooter is a blog theme's footer line under a post ("This entry
	// was posted in News. Bookmark the permalink.", "Dieser Eintrag wurde
	// veröffentlicht in Podcast … Permanentlink."): it files the post, and
	// a summary quoted it as a point. It runs longer than a label.
	postFooter = shared("postFooter")
	// editNote says when a post was edited, and by whom ("Edited April
	// 18, 2024 by thanosmano", "Last edited by mpan (2024-08-04
	// 16:26:02)"): the forum's record of a change under the post, not
	// what the post says. It must hold a number, so an editor's credit
	// ("Edited by Hans Ulrich Obrist") stays.
	editNote = shared("editNote")
)

// maxPostFooterChars: a post's footer line names a few categories and
// tags; a longer line is the post's own text.
const maxPostFooterChars = 400

// maxWidgetLabelChars: a widget's label is short; a longer line is not
// lower-cased and matched at all.
const maxWidgetLabelChars = 100

// dropWidgetLabels removes the lines that only label an ad slot, a
// rating or sharing widget or another control, count a post's
// reactions or a list's results, note a post's edit, or file a blog
// post under its categories. The content script does the same (content/observe.js
// dropWidgetLabels).
func dropWidgetLabels(lines []line) []line {
	return keepLines(lines, func(l line) bool {
		// Counted in characters, as the content script counts.
		if l.isCode() || utf8.RuneCountInString(l.text) > maxPostFooterChars {
			return true
		}
		t := strings.ToLower(l.text)
		if !l.isHeading() && postFooter.MatchString(t) {
			return false
		}
		if len(l.text) > maxWidgetLabelChars {
			return true
		}
		return !adLabel.MatchString(t) && !editNote.MatchString(t) && !engagementPrompt.MatchString(t) && !engagementCount.MatchString(t) && !resultCount.MatchString(t) && (strings.Contains(l.prefix, "H") || !controlLabel.MatchString(t))
	})
}
