package research

import (
	"fmt"
	"strings"

	"github.com/laikabrowser/laika/store"
)

// differences is the built-in answer to "how do these sources differ?":
// the disagreements, then each source's key claim.
func differences(ss []src, base int) (string, []Citation) {
	c := newCorpus(ss)
	cs := cites{base: base}
	var b strings.Builder
	fmt.Fprintf(&b, "How the %d sources differ, in their own words:\n\n", len(ss))
	b.WriteString("**Where they disagree**\n\n")
	writeDisagreements(&b, &cs, c, 6)
	b.WriteString("\n**What each source says**\n\n")
	for i, s := range ss {
		claims := c.keyClaims(i, 2)
		if len(claims) == 0 {
			fmt.Fprintf(&b, "- **%s**: (no quotable sentence)\n", escapeMD(clipRunes(s.name(), 80)))
			continue
		}
		var parts []string
		for _, cl := range claims {
			parts = append(parts, "“"+escapeMD(cl.text)+"” "+cs.add(cite(s, cl.text)))
		}
		fmt.Fprintf(&b, "- **%s**: %s\n", escapeMD(clipRunes(s.name(), 80)), strings.Join(parts, " "))
	}
	b.WriteString(cs.sourcesSection())
	return b.String(), cs.list
}

// writeDisagreements writes the side-by-side list of conflicting
// sentences, or says there are none.
func writeDisagreements(b *strings.Builder, cs *cites, c *corpus, max int) []disagreement {
	ds := c.disagreements(max)
	if len(ds) == 0 {
		b.WriteString("No conflicting figures found: where the sources talk about the same thing, they give the same numbers and dates (or only one of them gives any).\n")
		return nil
	}
	for _, d := range ds {
		sa, sb := c.ss[d.a.src], c.ss[d.b.src]
		fmt.Fprintf(b, "- **%s**\n", escapeMD(subjectWords(d.a.text, d.subject)))
		fmt.Fprintf(b, "  - %s: “%s” %s\n", escapeMD(clipRunes(sa.name(), 60)), escapeMD(d.a.text), cs.add(cite(sa, d.a.text)))
		fmt.Fprintf(b, "  - %s: “%s” %s\n", escapeMD(clipRunes(sb.name(), 60)), escapeMD(d.b.text), cs.add(cite(sb, d.b.text)))
	}
	return ds
}

// builtinBrief writes key takeaways, disagreements and what to verify.
func builtinBrief(title string, ss []src, skipped []store.Source) (string, []Citation, *Table) {
	c := newCorpus(ss)
	var cs cites
	t := &Table{Columns: []string{"section", "statement", "source", "url"}}
	row := func(section, text string, s src) {
		t.Rows = append(t.Rows, []string{section, text, s.name(), s.URL})
	}
	var b strings.Builder
	fmt.Fprintf(&b, "# Brief: %s\n\n_%s, built without a model from the sources' own sentences._\n\n", escapeMD(title), plural(len(ss), "source"))
	b.WriteString("## Key takeaways\n\n")
	per := 2
	if len(ss) > 4 {
		per = 1
	}
	for i, s := range ss {
		for _, cl := range c.keyClaims(i, per) {
			fmt.Fprintf(&b, "- %s “%s” %s\n", "**"+escapeMD(clipRunes(s.name(), 60))+":**", escapeMD(cl.text), cs.add(cite(s, cl.text)))
			row("takeaway", cl.text, s)
		}
	}
	b.WriteString("\n## Where the sources disagree\n\n")
	ds := writeDisagreements(&b, &cs, c, 6)
	for _, d := range ds {
		row("disagreement", d.a.text, c.ss[d.a.src])
		row("disagreement", d.b.text, c.ss[d.b.src])
	}
	b.WriteString("\n## What to verify\n\n")
	n := 0
	for _, d := range ds {
		fmt.Fprintf(&b, "- Which figure is right about **%s**: %s or %s?\n", escapeMD(subjectWords(d.a.text, d.subject)),
			escapeMD(clipRunes(c.ss[d.a.src].name(), 50)), escapeMD(clipRunes(c.ss[d.b.src].name(), 50)))
		n++
	}
	for _, s := range c.uniqueFigures(4) {
		fmt.Fprintf(&b, "- Only one source gives this figure: “%s” %s\n", escapeMD(s.text), cs.add(cite(ss[s.src], s.text)))
		row("verify", s.text, ss[s.src])
		n++
	}
	for _, s := range skipped {
		why := s.Error
		if why == "" {
			why = s.Status
		}
		fmt.Fprintf(&b, "- Not read (%s): %s\n", why, escapeMD(firstNonEmpty(s.Title, s.URL, s.ID)))
		t.Rows = append(t.Rows, []string{"not read", why, firstNonEmpty(s.Title, s.URL), s.URL})
		n++
	}
	if n == 0 {
		b.WriteString("- Nothing stands out: the sources agree where they overlap. Check the original pages for anything you will rely on.\n")
	}
	b.WriteString(cs.sourcesSection())
	return b.String(), cs.list, t
}

func firstNonEmpty(ss ...string) string {
	for _, s := range ss {
		if strings.TrimSpace(s) != "" {
			return s
		}
	}
	return ""
}
