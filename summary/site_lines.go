package summary

import "github.com/laikabrowser/laika/internal/lazyregexp"

// siteLine reports a sentence about the site or the page rather than
// about its subject: where else to read (pointer), how the page is paid
// for (disclosure), the shop's stock and shipping terms (logistics), a
// request to subscribe or fix the browser (solicits). Pages print such
// lines at the top and between sections, where leads and points are
// looked for, and summaries quoted them. Each kind is told apart below.
func siteLine(s string) bool {
	return pointer(s) || disclosure(s) || logistics(s) || solicits(s) || control(s)
}

// control reports a control's label read as a line: a button or a link
// that does something on the site ("Add to cart", "Buy It Now", "Contact
// seller"), or a line that carries a screen reader's note that a link
// opens a new window ("Learn moreeBay Money Back Guarantee - opens new
// window or tab"). A shop lays its buttons out as a list, and its items
// were quoted as key points.
func control(s string) bool {
	return controlLabel.MatchString(s) || newWindowNote.MatchString(s)
}

// controlLabel is a whole line that is only such a label, in English and
// German, or a variant picker's label with the choice made in it.
var controlLabel = lazyregexp.New(`(?i)^\W*(?:add to (?:cart|bag|basket|trolley|wish ?list|favou?rites)|buy (?:it )?now|(?:proceed to )?checkout|contact (?:the )?seller|quick ?(?:view|shop|add)|shop now|book now|order now|(?:learn|read|see|show|view) (?:more|less|all|details)|sign in|log ?in|(?:join|register|sign ?up)(?: now| for free| today)?(?: or (?:sign|log) ?in)?|(?:sign|log) ?in or (?:join|register|sign ?up|create an account)|create (?:an|your) account|in den (?:warenkorb|einkaufswagen)|jetzt (?:kaufen|bestellen)|zur kasse|more buying options` +
	// Skip links, one or a run of them ("Go to Product Search Go to
	// Footer", "Skip to main content").
	`|(?:(?:skip|go|jump) to (?:the )?(?:main )?(?:content|navigation|menu|footer|search|product search)\W*){1,4}` +
	// A variant picker's label and its choice ("Choose color White",
	// "Select size: M", "Farbe wählen: Blau").
	`|(?:choose|select|pick) (?:a |an |your )?(?:colou?r|size|style|finish|fit|width|length|quantity|option|variant|model|storage|capacity|edition|format)\b[^.!?]{0,30}|(?:farbe|größe|variante|ausführung) (?:wählen|auswählen)\b[^.!?]{0,30})\W*$`)

// newWindowNote is the hidden text a link carries for screen readers.
var newWindowNote = lazyregexp.New(`(?i)\bopens? (?:in )?(?:a )?new (?:window|tab|browser)\b`)

// shopTerms reports, on a product page, a sentence of the shop's terms
// for returns, refunds, guarantees and credit ("Buyer pays for return
// shipping.", "If you use an eBay shipping label, it will be deducted
// from your refund amount.", "Special financing available."): a
// marketplace prints them beside every listing, and an eBay listing whose
// seller's description sits in a frame was summarized by them alone. On
// other pages refunds and guarantees may be the subject.
func shopTerms(s string) bool {
	return shopTermsText.MatchString(s)
}

var shopTermsText = lazyregexp.New(`(?i)\b(?:return shipping|refund amount|refunds? (?:policy|within)|money[- ]back|\d+[- ]days? (?:free )?returns?|returns? (?:policy|accepted|window)|special financing|restocking fee|rückgaberecht|widerrufsrecht|geld[- ]zurück)\b`)

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

// disclosure reports a sentence that discloses how the page is paid for
// ("If you purchase something through the link, I may receive a small
// commission at no extra charge to you.", "As an Amazon Associate I earn
// from qualifying purchases.", "Dieser Artikel enthält Affiliate
// Links."). Blogs and reviews print it at the top of a post, where the
// lead is looked for; it is about the page's business, not its subject.
func disclosure(s string) bool {
	return disclosureText.MatchString(s)
}

// disclosureText is the disclosure's wording in English and German. A
// sentence that only mentions affiliate links ("Those articles seem to
// exist only for an affiliate link to be inserted") is none.
var disclosureText = lazyregexp.New(`(?i)(?:\b(?:may|might|will|could|can) (?:earn|receive|get|make) (?:an? )?(?:small |tiny )?(?:commission|compensation|share of (?:the )?(?:sales|revenue))|\bearns? from qualifying purchases|\b(?:contains?|includes?|uses?) affiliate[- ]links|\b(?:are|is an?) affiliate[- ]links?\b|\baffiliate[- ]links? (?:sind|werden|are) [^.!?]{0,60}(?:gekennzeichnet|markiert|marked)\b|\benthält (?:\pL+ )?affiliate[- ]links|\b(?:handelt es sich um|sind) (?:sogenannte )?(?:affiliate|provisions|werbe|partner)[- ]?links)`)

// logistics reports a shop's notice about stock, shipping or returns
// ("In stock and Shipping Now Order within 1 day 10 hours to have it
// shipped tomorrow.", "Seller ships within 1 day after receiving cleared
// payment.", "Free shipping on orders over $50.", "US $15.47 eBay
// International Shipping."). A product page prints it beside the buy
// button, where the lead is looked for; it is the shop's terms, not what
// the page says about the product. The declared price and availability
// are stated apart (declared.go).
func logistics(s string) bool {
	return logisticsText.MatchString(s)
}

// logisticsText opens such a notice, in English and German.
var logisticsText = lazyregexp.New(`(?i)^(?:(?:currently |only )?(?:in|out of) stock\b|only \d+ left\b|order (?:within|by|before) \d|(?:usually |seller )?ships? (?:within|in|today|tomorrow|free|from)\b|(?:free|fast|express) (?:shipping|delivery|returns?)\b|(?:get it|arrives?|delivered) by\b|\d+[- ]day (?:returns?|money[- ]back)\b|(?:sofort |nicht )?(?:auf lager|lieferbar)\b|(?:kostenloser?|gratis) (?:versand|lieferung|rückversand)\b|lieferzeit:|(?:[A-Z]{2,3} ?)?[$€£]\s?\d[\d.,]*(?: [\pL\-]+){0,3} (?:shipping|delivery|postage|versand)\.?$)`)

// solicits reports a sentence that asks the reader to do something for
// the site rather than says something: subscribe, sign up, read on behind
// a paywall, fix their browser ("Sign up and stay up to date with
// Barbados' FREE latest news.", "To view the full story, please subscribe
// to The Haitian Times.", "Leider verwendet Ihr … einen veralteten
// Browser …"). Summaries quoted such lines as key points. A how-to's
// step ("Sign in to the Azure portal.") is no such line: signing in is
// not on the list.
func solicits(s string) bool {
	return solicitText.MatchString(s)
}

// solicitText is such a request in English and German.
var solicitText = lazyregexp.New(`(?i)(?:^(?:please )?(?:subscribe|sign up|join)\b[^.!?]{0,80}\b(?:newsletters?|updates|latest news|edition|mailing list|community|for free|free|today|now|save)\b|^click (?:below|here)\b|\bto (?:view|read|see|continue reading|access|unlock) (?:the|this) (?:full|whole|entire|rest of the) (?:story|article|post)\b|\b(?:outdated|out-of-date|unsupported|veraltete[nmr]?) (?:web ?)?browser\b|\b(?:update|upgrade) your (?:web ?)?browser\b|\benable javascript\b|\b(?:abonnieren sie|melden sie sich)\b[^.!?]{0,60}\bnewsletter|\bin unser(?:en|em)? \pL*newsletter\b` +
	// A request to follow the site on social media ("Follow The
	// Gleaner on Twitter and Instagram …", "Follow us to stay up to
	// date"); following a recipe's steps is no such line.
	`|^(?:please )?follow (?:us\b|[^.!?]{1,40}? on (?:twitter|x|facebook|instagram|linkedin|tiktok|youtube|threads|bluesky|mastodon|social media)\b)|^folgen sie uns\b` +
	// A request to post about the shop ("Share your photos on
	// Instagram with #MyIKEAUSA or tag @IKEAUSA …").
	`|^share your [^.!?]{0,30}?\b(?:on|with) (?:instagram|facebook|twitter|x|tiktok|pinterest|social media)\b|^(?:please )?tag (?:us|@[\w.]+) (?:on|in|for|and|to)\b` +
	// A request to report a fault in the page itself ("If you see
	// anything in the documentation that is not correct, … please use
	// this form to report a documentation issue.", "Found a typo? Edit
	// this page on GitHub."): a docs site prints it under every page. An
	// instruction about errors the reader meets ("If you see an error
	// message, restart the service.") names no page.
	`|\bif you (?:see|find|notice|spot)\b[^.!?]{0,60}\bin (?:th(?:is|e) )?(?:documentation|docs|page|article|guide)\b[^.!?]{0,200}\b(?:report|let us know|tell us|(?:submit|file|open) an? (?:issue|bug|ticket|correction|pull request))\b` +
	`|^(?:(?:found|spot(?:ted)?|see) an? (?:error|typo|mistake)\b[^.!?]{0,40}[.!?]? *(?:edit|report|let us know|tell us|submit)|(?:suggest an edit|edit this page|improve this page)\b|report an? (?:issue|problem|error|bug) with this page\b)` +
	// A sign-up form's own words: its check message, the whole line
	// ("Please enter a valid email.", "This field is required."), and
	// its consent box
	// ("Please keep me up to date with Brooklinen news and offers by
	// email.", "I can unsubscribe at any time.", "By signing up, you
	// agree to receive marketing emails"). A shop sets the
	// form inside the product's text, and both were quoted as points.
	`|^(?:please )?(?:enter|provide|use) (?:a |an )?valid (?:e-?mail|phone|zip|postal|post) ?(?:address|number|code)?\W*$|^this field is required\W*$|^(?:please )?keep me (?:up to date|updated|informed|posted)\b|^(?:yes, )?i (?:agree|consent|would like|want) to (?:receive|get)\b[^.!?]{0,80}\b(?:e-?mails?|news|offers|updates|newsletters?|promotions|marketing)\b|^(?:please )?send me\b[^.!?]{0,60}\b(?:e-?mails?|news|offers|updates|newsletters?|promotions)\b` +
	`|^(?:i|you) can unsubscribe\b|^(?:i have|i've) read (?:and (?:agree to|accept) )?(?:the )?[^.!?]{0,40}\bprivacy (?:policy|notice|statement)\W*$|^by (?:signing up|subscribing|submitting|clicking|entering your e-?mail)\b[^.!?]{0,80}\b(?:agree|consent|accept)\w*\b)`)
