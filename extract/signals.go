package extract

import (
	"net/url"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/PuerkitoBio/goquery"
	"github.com/laikabrowser/laika"
	"golang.org/x/net/html"
	"golang.org/x/net/html/atom"
)

// Phrase and markup patterns behind the access signals. Signals are
// conservative hints ("maybe blocked"), so a page that merely mentions
// subscribing in its footer must not trip them: phrases are matched only
// outside page chrome. The phrases are shared with the content script
// (patterns.go; content/signals.js).
var (
	paywallText   = shared("paywallText")
	paywallClass  = shared("paywallClass")
	authText      = shared("authText")
	consentMarkup = lazyregexp.New(`cookie|consent|gdpr|\bcmp\b|onetrust|didomi|usercentrics|truste|quantcast|sp_message`)
	overlayMarkup = lazyregexp.New(`modal|overlay|popup|interstitial|lightbox|consent-wall|cookiewall`)
	consentPhrase = lazyregexp.New(`cookie|consent|privacy|personal data`)
	captchaMarkup = lazyregexp.New(`g-recaptcha|h-captcha|cf-challenge|cf-turnstile|captcha`)
	captchaText   = shared("captchaText")
	ageText       = shared("ageText")
	geoText       = shared("geoText")
	scriptText    = shared("scriptText")
	appRoots      = `#root, #app, #__next, #__nuxt, #svelte, [data-reactroot], app-root, #main-app`
)

// signals computes the access hints, in laika.Signals order.
func (p *page) signals(obs *laika.Observation) []string {
	lines := p.messageLines()
	bodyLen := len(collapse(obs.Text))
	primaryLen := 0
	if obs.Primary != nil {
		primaryLen = len(obs.Primary.Text)
	}
	// A thread's posts are read too: a forum's header login box beside
	// a short first post and its replies is no wall.
	for _, c := range obs.Comments {
		primaryLen += len(c.Text)
	}
	has := map[string]bool{}

	authFields := p.doc.Find(`input[type=password], input[autocomplete~="current-password"], input[autocomplete~="one-time-code"]`).FilterFunction(visible).Length() > 0
	has[laika.SignalAuthFields] = authFields
	has[laika.SignalAuthGate] = says(lines, authText) || (authFields && primaryLen < sparsePrimaryChars)
	has[laika.SignalPaywall] = p.paywall(lines, primaryLen)
	has[laika.SignalOverlayOrDialog] = p.doc.Find(`dialog[open], [role=dialog], [role=alertdialog], [aria-modal=true]`).FilterFunction(shownDialog).Length() > 0
	has[laika.SignalConsentOverlay] = p.consent()
	has[laika.SignalAgeGate] = says(lines, ageText)
	has[laika.SignalGeoBlock] = says(lines, geoText)
	has[laika.SignalScriptRequired] = p.scriptRequired(bodyLen, lines)
	has[laika.SignalSparseText] = bodyLen < sparseChars || primaryLen < sparseChars/2 && bodyLen < 2*sparseChars
	has[laika.SignalNonTextContent] = has[laika.SignalSparseText] && p.doc.Find("img, video, canvas, picture, embed, object").Length() > 0
	has[laika.SignalCaptcha] = says(lines, captchaText) || p.robotCheck()
	has[laika.SignalCrossOriginIframe] = p.crossOriginIframe()

	// Readable content wins over a guess. Without layout the host cannot
	// see whether a dialog, a "paywall" class or a sign-in prompt actually
	// covers the text (stylesheets usually hide them until opened), but it
	// did read the text: a page whose main content is as long as a whole
	// article is not behind the wall those hints suggest.
	if primaryLen >= readableChars {
		for _, s := range gateGuesses {
			has[s] = false
		}
	}

	var out []string
	for _, s := range laika.Signals {
		if has[s] {
			out = append(out, s)
		}
	}
	return out
}

// maxMessageChars: wall and gate messages are short; longer lines are
// article prose that may merely discuss paywalls.
const maxMessageChars = 400

// messageLines are the short lines of page text outside navigation,
// header, footer and sidebars, lower-cased: where wall and gate wording is
// meaningful. Matching only these keeps the phrase checks cheap on long
// pages.
func (p *page) messageLines() []string {
	var out []string
	for _, l := range p.lines {
		if len(l.text) <= maxMessageChars && (l.block == nil || !inChrome(l.block)) {
			out = append(out, strings.ToLower(l.text))
		}
	}
	return out
}

// says reports a line matching re (a shared pattern, patterns.go: the
// content script asks the same of the page's text).
func says(lines []string, re *lazyregexp.Regexp) bool {
	for _, l := range lines {
		if re.MatchString(l) {
			return true
		}
	}
	return false
}

func visible(_ int, s *goquery.Selection) bool { return !invisible(s.Get(0)) }

// gateGuesses are the signals that claim the text is hidden from the
// reader; readable main content overrules them.
var gateGuesses = []string{
	laika.SignalAuthGate, laika.SignalPaywall, laika.SignalOverlayOrDialog,
	laika.SignalAgeGate, laika.SignalGeoBlock, laika.SignalCaptcha,
}

// rendered is visible with something to show: markup-hidden, zero-size
// (width or height 0 in its inline style) and empty elements are no
// evidence of an overlay.
func rendered(i int, s *goquery.Selection) bool {
	n := s.Get(0)
	if !visible(i, s) || zeroSize(n) {
		return false
	}
	return textOf(n) != "" || s.Find("input, button, iframe, img").Length() > 0
}

// shownDialog is a rendered dialog that its markup does not show closed
// (dialog_state.go).
func shownDialog(i int, s *goquery.Selection) bool {
	return rendered(i, s) && !shutDialog(s.Get(0))
}

// zeroSize: an inline style that gives the element no area.
func zeroSize(n *html.Node) bool {
	st := strings.ReplaceAll(strings.ToLower(attr(n, "style")), " ", "")
	for _, z := range []string{"width:0;", "height:0;", "width:0px", "height:0px", "opacity:0;", "max-height:0"} {
		if strings.Contains(st+";", z) {
			return true
		}
	}
	return false
}

// paywall: wall wording in the content, wall markup, or a wall the page
// declares (declaredWall).
func (p *page) paywall(lines []string, primaryLen int) bool {
	return wallWords(lines) || p.anyMarkup(paywallClass, "div, section, aside, article, p") || p.declaredWall(primaryLen)
}

// maxBadgeWords: a line of wall wording this short ("Subscriber only",
// "Nur für Abonnenten") is a label, a wall's heading or a card's badge.
const maxBadgeWords = 3

// wallWords reports a line with a paywall's words (paywallText). A short
// label said on two lines or more is the badge on cards for other
// stories: a metro paper's "SUBSCRIBER ONLY" over each related story
// flagged a short article read whole, and its summary never asked the
// model. A wall says it once. The content script decides the same
// (content/signals.js wallWords).
func wallWords(lines []string) bool {
	badges := 0
	for _, l := range lines {
		if !paywallText.MatchString(l) {
			continue
		}
		if len(strings.Fields(l)) > maxBadgeWords {
			return true
		}
		badges++
	}
	return badges == 1
}

// Schema.org's isAccessibleForFree=false says an article is paid for, and
// hasPart's cssSelector where its paid part is. Metered sites declare it
// on every article and serve the whole text (Folha's, the Readability
// test page, was flagged with all of it read), so the declaration alone
// is no wall. It is one when the declared part is in the page and is not
// shown (markup-hidden, or an empty slot a script would fill), or, when
// it names no part in the page, when what is read is a teaser's length.
var (
	notFreeLD   = lazyregexp.New(`(?i)"isAccessibleForFree"\s*:\s*(?:"false"|false)`)
	paidPartsLD = lazyregexp.New(`"cssSelector"\s*:\s*"([^"]{1,200})"`)
)

// maxPaidParts bounds the selectors read per JSON-LD block: each is a
// walk of the document, and a hostile page may declare thousands.
const maxPaidParts = 8

func (p *page) declaredWall(primaryLen int) bool {
	declared, parts := false, 0
	hidden := false
	p.doc.Find(`script[type="application/ld+json"]`).Each(func(_ int, s *goquery.Selection) {
		t := s.Text()
		if !notFreeLD.MatchString(t) {
			return
		}
		declared = true
		for _, m := range paidPartsLD.FindAllStringSubmatch(t, maxPaidParts) {
			// An invalid selector matches nothing (goquery), as a
			// page's typo would in the browser.
			p.doc.Find(m[1]).Each(func(i int, part *goquery.Selection) {
				parts++
				hidden = hidden || !rendered(i, part)
			})
		}
	})
	if parts > 0 {
		return hidden
	}
	return declared && primaryLen < laika.TeaserChars
}

// anyMarkup reports a rendered element among sel whose class or id
// matches re. An empty container ("js-global-captcha-trigger", a paywall
// slot a script would fill) shows nothing and is no evidence.
func (p *page) anyMarkup(re *lazyregexp.Regexp, sel string) bool {
	found := false
	p.doc.Find(sel).EachWithBreak(func(i int, s *goquery.Selection) bool {
		found = re.MatchString(classID(s.Get(0))) && rendered(i, s)
		return !found
	})
	return found
}

// robotCheck: rendered captcha markup that gates the page. One inside a
// form that asks for more than the check (a contact or comment form's
// message, name or email) guards that form only; reCAPTCHA v3's corner
// badge checks nothing the reader must pass.
func (p *page) robotCheck() bool {
	found := false
	p.doc.Find("div, iframe, form, section").EachWithBreak(func(i int, s *goquery.Selection) bool {
		n := s.Get(0)
		found = captchaMarkup.MatchString(classID(n)) && rendered(i, s) && !guardsForm(n) && !strings.Contains(attr(n, "class"), "grecaptcha-badge")
		return !found
	})
	return found
}

// guardsForm reports n inside a form with a field the user fills in
// besides the check: a textarea, or a text, email or phone input.
func guardsForm(n *html.Node) bool {
	for a := n; a != nil; a = a.Parent {
		if a.DataAtom != atom.Form {
			continue
		}
		for d := range a.Descendants() {
			if d.Type != html.ElementNode || invisible(d) || captchaMarkup.MatchString(classID(d)) {
				continue
			}
			switch d.DataAtom {
			case atom.Textarea:
				return true
			case atom.Input:
				switch strings.ToLower(attr(d, "type")) {
				case "", "text", "email", "tel":
					return true
				}
			}
		}
		return false
	}
	return false
}

// consent: a visible consent dialog (named for cookies/consent, talking
// about cookies or privacy) that is modal. A plain cookie bar does not hide
// anything from a fetch without layout, and consumers treat this signal as
// "the page is blocked", so bars do not raise it.
func (p *page) consent() bool {
	found := false
	p.doc.Find("div, section, aside, dialog, form").EachWithBreak(func(_ int, s *goquery.Selection) bool {
		n := s.Get(0)
		if consentMarkup.MatchString(classID(n)) && !invisible(n) && modalLike(n) {
			t := textOf(n)
			found = len(t) < 3000 && consentPhrase.MatchString(t)
		}
		return !found
	})
	return found
}

// modalLike: markup that says the element sits over the page.
func modalLike(n *html.Node) bool {
	for a := n; a != nil && a.Type == html.ElementNode; a = a.Parent {
		if a.DataAtom == atom.Dialog || attr(a, "aria-modal") == "true" || attr(a, "role") == "dialog" || attr(a, "role") == "alertdialog" {
			return true
		}
		if overlayMarkup.MatchString(classID(a)) || strings.Contains(strings.ReplaceAll(attr(a, "style"), " ", ""), "position:fixed") {
			return true
		}
	}
	return false
}

// scriptRequired: the page says it needs JavaScript, or is an empty app
// shell (a bare mount point plus scripts) with almost no text.
func (p *page) scriptRequired(bodyLen int, lines []string) bool {
	if bodyLen >= 4*sparseChars {
		return false
	}
	said := false
	p.doc.Find("noscript").EachWithBreak(func(_ int, s *goquery.Selection) bool {
		said = scriptText.MatchString(strings.ToLower(s.Text()))
		return !said
	})
	if said || says(lines, scriptText) {
		return true
	}
	shell := false
	p.doc.Find(appRoots).EachWithBreak(func(_ int, s *goquery.Selection) bool {
		shell = len(textOf(s.Get(0))) < sparseChars/4
		return !shell
	})
	return shell && bodyLen < sparseChars && p.doc.Find("script[src]").Length() > 0
}

// crossOriginIframe: a visible iframe from another host, whose content a
// host fetch (like a content script) cannot read.
func (p *page) crossOriginIframe() bool {
	found := false
	p.doc.Find("iframe[src]").EachWithBreak(func(_ int, s *goquery.Selection) bool {
		n := s.Get(0)
		if selfHiddenChain(n) {
			return true
		}
		u, err := url.Parse(resolve(p.base, attr(n, "src")))
		found = err == nil && u.Host != "" && !strings.EqualFold(u.Hostname(), p.base.Hostname())
		return !found
	})
	return found
}

// selfHiddenChain is invisible without the "iframe is never text" rule.
func selfHiddenChain(n *html.Node) bool {
	for a := n; a != nil; a = a.Parent {
		if selfHidden(a) {
			return true
		}
	}
	return false
}
