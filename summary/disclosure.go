package summary

import "github.com/laikabrowser/laika/internal/lazyregexp"

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
