package summary

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// A page's references are where its claims come from, not what it says:
// Wikipedia's "References" quoted as key points read "^ Phillips, Jock
// (April 2010). "British immigration…". Retrieved 7 January 2011." So no
// entry listed under a heading that names a reference section is a unit,
// and no line anywhere that reads as a citation is either. Prose under
// such a heading stays: "Literatur" may be a magazine's section, not a
// bibliography.

// refsHeading names a section of references, notes, sources, further
// reading or links to other pages, in the languages steps_words.go covers.
var refsHeading = lazyregexp.New(`(?i)^(?:\d+(?:\.\d+)*\.?\s+)?(?:references|citations|notes(?: and references)?|footnotes|sources|bibliography|works cited|further reading|external links|see also|` +
	`einzelnachweise|literatur|weblinks|quellen|anmerkungen|siehe auch|fußnoten|` +
	`références|notes et références|bibliographie|liens externes|voir aussi|` +
	`referencias|notas|bibliografía|enlaces externos|véase también|` +
	`riferimenti|bibliografia|collegamenti esterni|voci correlate|` +
	`referências|ligações externas|ver também|` +
	`referenties|bronnen|externe links|zie ook|` +
	`przypisy|linki zewnętrzne|zobacz też|` +
	`примечания|литература|ссылки|источники|` +
	`参考资料|参考文献|脚注|注释|外部链接|関連項目|外部リンク)$`)

// citationMark is what a reference entry carries and a sentence seldom
// does: Wikipedia's back-link caret, a retrieval or archive date, a DOI, a
// PubMed or ISBN number, Baidu Baike's "[引用日期…]".
var citationMark = lazyregexp.New(`^\^ |\b(?:Retrieved|Archived from the original|Abgerufen am|Consulté le|Consultado el)\b|\bdoi:\s?10\.|\[PMID|\bISBN(?:-1[03])?:?\s?[\dX-]{10,}|\[?引用日期`)

// refsSection reports heading h as a reference section's.
func refsSection(h string) bool {
	return refsHeading.MatchString(strings.TrimRight(strings.TrimSpace(h), ":"))
}

// citation reports line s as a reference entry.
func citation(s string) bool {
	return citationMark.MatchString(s)
}

// hatnoteText is a wiki's note that points the reader at other pages
// before an article ("This article is about the country. For other uses,
// see New Zealand (disambiguation).", "Main article: History of New
// Zealand"): it says what the page is not, so it is neither a lead nor a
// point.
var hatnoteText = lazyregexp.New(`^(?:This (?:article|page|section) is about (?:the|an?|\p{Lu})|For (?:other uses|the [^,]{1,80}), see\b|"[^"]{1,80}" (?:redirects|and "[^"]{1,80}" redirect) here\b|Not to be confused with\b|(?:Main|Further) (?:article|category|information)s?:|See also:|Dieser Artikel (?:behandelt|beschreibt)\b|Zu weiteren Bedeutungen siehe\b|Pour les articles homonymes, voir\b|Para otros usos de este término, véase\b)`)

// hatnote reports sentence s as a wiki's hatnote.
func hatnote(s string) bool {
	return hatnoteText.MatchString(s)
}

// asideNote reports a sentence set apart by the reference mark "※" (or
// its Korean use), which Japanese, Chinese and Korean pages put before a
// caveat or a reading aid ("※下に線があることばは辞書の説明を見ることが
// できます。", "underlined words have a dictionary entry"): a note beside
// the text, neither its lead nor a point.
func asideNote(s string) bool { return strings.HasPrefix(s, "※") }
