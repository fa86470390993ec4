package summary

import "github.com/laikabrowser/laika/internal/lazyregexp"

// pointer reports a sentence that only sends the reader elsewhere ("For
// more information, see IAM principals.", "See package-lock.json and npm
// shrinkwrap.", "Learn more about the Tauri philosophy in the Tauri 1.0
// blog post."). It names where the point is, not the point, and
// summaries of docs pages quoted such lines as key points. A longer
// sentence that opens with "See" says more than where to look ("See the
// T: entry for the subsystem in the MAINTAINERS file to find that tree,
// or simply ask the maintainer") and is kept.
func pointer(s string) bool {
	if question(s) {
		return false // "See any errors on this page?" asks; rank.go weighs questions
	}
	if moreInfo.MatchString(s) || forThatSee.MatchString(s) {
		return true
	}
	return wordCount(s) <= maxPointerWords && lookThere.MatchString(s)
}

// maxPointerWords bounds a "See …" line that is only a pointer.
const maxPointerWords = 12

// moreInfo opens a sentence that points on to more of the same, in the
// languages the summaries see most.
var moreInfo = lazyregexp.New(`(?i)^(?:for (?:more|further|additional|full|complete) (?:information|info|details)\b|(?:to )?(?:learn|read|find out) more\b|pour (?:en savoir plus|plus d'informations|plus d’informations)\b|para (?:más información|saber más)\b|(?:weitere|mehr) informationen (?:finden sie|gibt es|erhalten sie)\b)`)

// forThatSee is "For <what>, see <where>." ("For a general overview of
// how to provision infrastructure, refer to Core Terraform workflow.",
// "For information on ebuild files, see the ebuild article."): all it
// says is where the <what> is. The <what> is a short phrase with no
// clause of its own.
var forThatSee = lazyregexp.New(`(?i)^for [^,.;:!?]{1,80},? (?:please )?(?:see|refer to|check out|visit|read|consult|go to)\b`)

// lookThere opens a short sentence whose verb is where to look.
var lookThere = lazyregexp.New(`(?i)^(?:see(?: also)?|refer to|check out|click here|visit (?:our|the)|siehe(?: auch)?|voir(?: aussi)?|véase(?: también)?|consulte[sz]?)[\s:]`)
