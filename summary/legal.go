package summary

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Manuals, READMEs and API pages print their licence: a copyright notice
// and a grant of permission at the top (the X Transport Interface's
// summary led with "Permission to use, copy, modify, and distribute this
// software …"), the MIT licence's warranty disclaimer on a manual's first
// page ("THE SOFTWARE IS PROVIDED “AS IS” …" was three of libffi's five
// points), the GNU Free Documentation License as an appendix (GNU time's
// summary quoted its Invariant Sections). Such text says on what terms
// the page may be copied, not what it is about, so it is neither a lead
// nor a point; a page that is the licence is summarized as itself.

// legalese reports a sentence of licensing boilerplate: a copyright
// notice, a grant of permission, a warranty disclaimer, a licence's own
// clauses. Each pattern is wording licences use and prose does not: a
// sentence that says a program is released under a licence ("Linux is
// free software released under the GNU GPL") is about the program.
func legalese(s string) bool {
	return legalText.MatchString(s)
}

var legalText = lazyregexp.New(`(?i)^(?:copyright\s*)?(?:©|\(c\))\s*(?:\d{4}|by\b)|^copyright \d{4}\b|` +
	`\bpermission (?:is hereby granted|is granted to copy|to use, copy, modify)|` +
	`\bredistribution and use in source and binary forms\b|` +
	`\bthe above copyright notice\b|\bthis permission notice\b|` +
	`\b(?:is|are) provided ["“']?as is["”']?|` +
	`\bwithout (?:any )?warranty of any kind\b|\bimplied warranty of merchantability\b|\bwithout even the implied warranty\b|` +
	`\bin no event shall\b|\bdisclaims? all warranties\b|\bmakes no representations? about the suitability\b|\bshall not be used in advertising\b|` +
	`\byou can redistribute it and/or modify it\b|` +
	// The GPL's notice: where its text is and that it comes with no
	// warranty ("You should have received a copy of the GNU General
	// Public License along with this document" led Debian's users and
	// groups manual).
	`\byou should have received a copy of\b|\bwrite to the free software foundation\b|\bdistributed in the hope that it will be useful\b|` +
	`\b(?:invariant sections|front-cover texts?|back-cover texts?)\b|` +
	`^all rights reserved\.?$|` +
	// A trademark notice: the whole sentence is who owns a name.
	`^[^,;:]{1,60} (?:is|are) (?:a |the )?(?:registered )?trademarks? (?:of|owned by) [^;:]{1,60}\.?$`)

// legalSection reports a heading over a licence ("Appendix A GNU Free
// Documentation License", "License", "Copying conditions"): what is under
// it is the licence's text, clause by clause.
func legalSection(h string) bool {
	return legalHeading.MatchString(strings.TrimRight(strings.TrimSpace(h), ":"))
}

var legalHeading = lazyregexp.New(`(?i)^(?:appendix [a-z0-9]+[.:]?\s+)?(?:(?:the )?(?:gnu )?(?:free documentation|(?:lesser |library )?general public|mit|bsd|apache|mozilla public) licen[cs]e\b.*|licen[cs]es?|licen[cs]e (?:and copyright|information|terms)|licensing|copyright(?: notice| and licen[cs]e)?|copying(?: conditions)?|legal notices?)$`)

// licenceTitle names a page that is a licence ("GNU General Public
// License v3.0", "The MIT License (MIT)", "Copying").
var licenceTitle = lazyregexp.New(`(?i)\blicen[cs]e\b|^copying\b`)
