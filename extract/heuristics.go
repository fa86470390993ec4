package extract

import "github.com/laikabrowser/laika"

// Thresholds for the heuristics, in one place. Character counts are bytes
// of collapsed visible text.
const (
	// sparseChars: a page whose visible text is shorter than this has
	// almost nothing to read (sparse_text).
	sparseChars = 200
	// sparsePrimaryChars: main content shorter than this cannot be the
	// article a wall is hiding, so a password field nearby is a login wall.
	sparsePrimaryChars = 1200
	// readableChars: main content this long is a whole article, not the
	// teaser a wall leaves visible, so wall and overlay guesses yield to it.
	readableChars = laika.ReadableChars
	// minReadableShare: when Readability keeps less than this share of the
	// main region's text, and less than a whole article (readableChars),
	// the region (chrome pruned) is the content. Measured on the WCXB
	// sample: any value from 0.4 to 0.8 helps every page type; 0.4 keeps
	// articles closest to Readability.js's own output.
	minReadableShare = 0.4
	// minArticleShare: a short Readability pick that is at least this share
	// of the page's only <article> is that article (see articleHolds).
	minArticleShare = 0.4
	// minTailLinks, minTailProse: an article ends in a list of other pages
	// when a related-pages lead-in line is followed by at least
	// minTailLinks link lines and no prose (a line of minTailProse
	// characters or more that is not a link).
	minTailLinks = 2
	minTailProse = 100
	// maxTeaserTailShare, minTeaserLinkShare: a led-in list of teaser
	// cards (linked titles, unlinked blurbs) ends an article when it is at
	// most this share of the article's characters and at least this share
	// of its own characters are links. Measured on the three bench sets:
	// 0.4 and 0.3 cut 10 unwanted phrases on the trafilatura set and lose
	// nothing on any set; without the link share, a shop's "Related
	// searches" over its FAQ went.
	maxTeaserTailShare = 0.4
	minTeaserLinkShare = 0.3
	// minPrimaryChars: below this, Readability's pick is not trusted and
	// <main>/<article>/<body> is used instead.
	minPrimaryChars = 140
	// minItems: fewer repeated cards than this is not a list page.
	minItems = 3
	// minItemChars: a card with less text than this is a menu entry.
	minItemChars = 15
	// maxCardCodeShare: a card whose text is more code block than this
	// share is a code example, and a run of mostly such cards is a
	// manual's examples (nginx's "rewrite … $1 break;", whose "$1" read as
	// prices), not a list.
	maxCardCodeShare = 0.5
	// maxCardPageShare: a run one of whose cards holds more of the
	// page's text than this share is the page's layout (a header, the
	// article, a footer, each in a wrapper of one shape), not a list.
	maxCardPageShare = 0.5
	// minItemOwnChars: a card needs this much text outside its links
	// (a snippet, a price) to count as a result rather than navigation.
	minItemOwnChars = 5
	// maxTagWords: a topic or tag link has at most this many words; a
	// row of longer links is a list of titles (items_title.go).
	maxTagWords = 3
	// maxNavLinkDensity: blocks whose text is mostly link text are dropped
	// first when the block budget is exceeded.
	maxNavLinkDensity = 0.5
	// minCommentChars: a comment body shorter than this is a control.
	minCommentChars = 8
	// maxLabelChars caps an element's label.
	maxLabelChars = 120
	// maxCTAChars: a call to action ("Read more", "Shop now") left out of
	// an item's snippet is no longer than this; a longer link that starts
	// so ("Read more: the GX37 review") names something.
	maxCTAChars = 30
	// maxIndexLetters: a card titled by no more letters or digits than
	// this is an index's letter ("A", "0-9"; items_nested.go indexLinks).
	maxIndexLetters = 2
	// maxTitleChars: an item's title is cut to this many characters.
	maxTitleChars = 200
	// minProseWords: a text block of this many words is a sentence, and a
	// link in it is one the text mentions (items_title.go mentioned).
	minProseWords = 8
	// maxMarkRunes: a heading's permalink mark is this many characters
	// or fewer ("¶", "#", "🔗"; permalinks.go).
	maxMarkRunes = 3
	// maxReadabilityElems: bigger documents skip Readability (whose scoring
	// is superlinear) and use the <main>/<article>/<body> fallback.
	maxReadabilityElems = 60000
	// maxContextChars caps the text kept around a link.
	maxContextChars = 200
	// maxArticleShare: one <article> must hold more than this share of
	// the text of all top-level <article>s to be the page's article
	// rather than one card of a list (see soleArticle).
	maxArticleShare = 0.5
	// minLinkListShare: an <article> whose letters are this much link
	// text is a list of links (a slider of other stories), not an
	// article (soleArticle).
	minLinkListShare = 0.8
	// minListCards: a main list of this many cards makes a list page (a
	// grid, a listing) whose landmark region is its content (listRegion).
	minListCards = 6
	// minListCover: the share of a list's card titles a text must hold
	// to hold the list (listPick).
	minListCover = 0.8
	// maxListPart: a pick holding fewer than this share of the main
	// list's cards (and at least one) kept a part of the list (listPick).
	maxListPart = 0.5
	// maxShareCards: listShare looks at this many of a longer list's
	// cards, spread evenly from the first to the last. Each look searches
	// the whole text, so looking at all of them took time growing with
	// the square of the page (16,000 list items: 8 s); a hundred
	// estimate a share within a few points.
	maxShareCards = 100
)

// Product page thresholds (product_cards.go, product_repeats.go).
const (
	// minRepeatedBlockChars: a line at least this long (in word-key bytes)
	// that reads again later on a product page is a second copy of the
	// same block.
	minRepeatedBlockChars = 40
	// maxOtherProductsShare: other products' cards (see dropOtherProducts)
	// holding more than this share of a product page's main text are the
	// content: the page lists products rather than selling one.
	maxOtherProductsShare = 0.5
	// maxBuyBoxChars bounds a product's own block (see withBuyBox): the
	// title, price, options and buy button of a product page, not the page.
	// Measured on the WCXB sample: 2000 to 3000 score alike, 1000 loses
	// the options and 5000 reaches into the page's chrome.
	maxBuyBoxChars = 2000
	// maxFinePrintShare: fine print (see dropFinePrint) holding more of
	// the main text than this is the content, as for furniture.
	maxFinePrintShare = 0.3
	// minRepeatedRunLines: this many consecutive lines that read again
	// in the same order are a second copy of a block (a sticky buy bar),
	// however short each line (see dropRepeatedRuns).
	minRepeatedRunLines = 3
)
