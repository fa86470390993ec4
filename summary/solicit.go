package summary

import "github.com/laikabrowser/laika/internal/lazyregexp"

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
var solicitText = lazyregexp.New(`(?i)(?:^(?:please )?(?:subscribe|sign up|join)\b[^.!?]{0,80}\b(?:newsletters?|updates|latest news|edition|mailing list|community|for free|free|today|now|save)\b|^click (?:below|here)\b|\bto (?:view|read|see|continue reading|access|unlock) (?:the|this) (?:full|whole|entire|rest of the) (?:story|article|post)\b|\b(?:outdated|out-of-date|unsupported|veraltete[nmr]?) (?:web ?)?browser\b|\b(?:update|upgrade) your (?:web ?)?browser\b|\benable javascript\b|\b(?:abonnieren sie|melden sie sich)\b[^.!?]{0,60}\bnewsletter|\bin unser(?:en|em)? \pL*newsletter\b)`)
