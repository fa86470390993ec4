package apptools

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/laikabrowser/laika"
)

// TransformType describes one transform.run type.
type TransformType struct {
	Type        string `json:"type"`
	Description string `json:"description"`
	NeedsModel  bool   `json:"needsModel"`
}

// deterministic transforms run without a model; their output depends only
// on the sources, so the same collection always gives the same artifact.
var transforms = []struct {
	TransformType
	run func(c Collection, ss []Source) string
}{
	{TransformType{"table_of_sources", "A Markdown table of the collection's sources: title, URL, status, size.", false}, tableOfSources},
	{TransformType{"outline", "The headings of every source, nested by level.", false}, outline},
	{TransformType{"links", "Every distinct link found in the sources, grouped by source.", false}, links},
	{TransformType{"key_quotes", "Up to five sentences per source that carry figures, dates or quotations.", false}, keyQuotes},
}

// TransformTypes lists the transforms available with this runner.
func (r *Runner) TransformTypes() []TransformType {
	var out []TransformType
	for _, t := range transforms {
		out = append(out, t.TransformType)
	}
	if r.Research != nil {
		// The research engine's types: comparison, timeline, brief, and
		// with a model faq, flashcards, quiz; each saves an artifact.
		out = append(out, r.Research.ResearchTypes()...)
	}
	return out
}

func (r *Runner) transformListTypes(ctx context.Context, raw json.RawMessage) (Result, error) {
	ts := r.TransformTypes()
	return Result{Summary: plural(len(ts), "transform") + " available.", Data: map[string]any{"types": ts}}, nil
}

// TransformOutput is transform.run's data.
type TransformOutput struct {
	CollectionID string `json:"collectionId"`
	Type         string `json:"type"`
	Sources      int    `json:"sources"`
	Markdown     string `json:"markdown"`
	Truncated    bool   `json:"truncated,omitempty"`
}

func (r *Runner) transformRun(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		CollectionID string         `json:"collectionId"`
		Type         string         `json:"type"`
		Config       map[string]any `json:"config"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	typ := strings.ReplaceAll(strings.ToLower(strings.TrimSpace(a.Type)), " ", "_")
	if r.Research != nil {
		// The research engine loads the collection from the same store and
		// saves the artifact there.
		for _, t := range r.Research.ResearchTypes() {
			if t.Type == typ {
				art, md, err := r.Research.RunTransform(ctx, a.CollectionID, typ)
				if err != nil {
					return Result{}, err
				}
				out, cut := Clip(md, maxInlineBytes)
				return Result{Summary: fmt.Sprintf("Made a %s of the collection and saved it.", typ),
					Data: map[string]any{"collectionId": a.CollectionID, "type": typ, "markdown": out, "truncated": cut, "artifact": art}}, nil
			}
		}
	}
	c, ss, err := r.collectionWithSources(ctx, a.CollectionID)
	if err != nil {
		return Result{}, err
	}
	var md string
	for _, t := range transforms {
		if t.Type == typ {
			md = t.run(c, ss)
		}
	}
	if md == "" {
		return Result{}, errArgs("unknown transform type %q; see transform.list_types", a.Type)
	}
	out, cut := Clip(md, maxInlineBytes)
	return Result{Summary: fmt.Sprintf("Ran %s over %s.", typ, plural(len(ss), "source")),
		Data: TransformOutput{CollectionID: c.ID, Type: typ, Sources: len(ss), Markdown: out, Truncated: cut}}, nil
}

// cell makes s safe inside a Markdown table cell.
func cell(s string) string {
	s = strings.ReplaceAll(strings.ReplaceAll(s, "\n", " "), "|", `\|`)
	if s == "" {
		return "—"
	}
	return s
}

func tableOfSources(c Collection, ss []Source) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Sources: %s\n\n| # | Title | URL | Status | Characters |\n| --- | --- | --- | --- | --- |\n", c.Title)
	for i, s := range ss {
		fmt.Fprintf(&b, "| %d | %s | %s | %s | %d |\n", i+1, cell(s.Title), cell(s.URL), s.Status, utf8.RuneCountInString(s.Markdown))
	}
	return b.String()
}

// headingLine matches Markdown headings and the observation's "H2: " prefix.
var headingLine = lazyregexp.New(`^(?:(#{1,6})\s+|H([1-6]):\s+)(.+)$`)

func outline(c Collection, ss []Source) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Outline: %s\n", c.Title)
	for _, s := range ss {
		fmt.Fprintf(&b, "\n## %s\n\n", sourceName(s))
		n := 0
		for _, line := range strings.Split(s.Markdown, "\n") {
			m := headingLine.FindStringSubmatch(strings.TrimSpace(line))
			if m == nil {
				continue
			}
			level := len(m[1])
			if m[2] != "" {
				level = int(m[2][0] - '0')
			}
			fmt.Fprintf(&b, "%s- %s\n", strings.Repeat("  ", level-1), strings.TrimSpace(m[3]))
			n++
		}
		if n == 0 {
			b.WriteString("(no headings)\n")
		}
	}
	return b.String()
}

func sourceName(s Source) string {
	name := s.Title
	if name == "" {
		name = s.URL
	}
	if name == "" {
		name = s.ID
	}
	return name + " [" + s.ID + "]"
}

var inlineLink = lazyregexp.New(`\[([^\]]*)\]\((https?://[^)\s]+)\)`)

func links(c Collection, ss []Source) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Links: %s\n", c.Title)
	for _, s := range ss {
		seen := map[string]bool{}
		var ls []laika.Link
		for _, l := range s.Links {
			if !seen[l.URL] && strings.HasPrefix(l.URL, "http") {
				seen[l.URL] = true
				ls = append(ls, l)
			}
		}
		for _, m := range inlineLink.FindAllStringSubmatch(s.Markdown, -1) {
			if !seen[m[2]] {
				seen[m[2]] = true
				ls = append(ls, laika.Link{URL: m[2], Text: m[1]})
			}
		}
		fmt.Fprintf(&b, "\n## %s\n\n", sourceName(s))
		if len(ls) == 0 {
			b.WriteString("(no links)\n")
		}
		for _, l := range ls {
			text := strings.TrimSpace(l.Text)
			if text == "" {
				text = l.URL
			}
			fmt.Fprintf(&b, "- [%s](%s)\n", strings.ReplaceAll(text, "]", ""), l.URL)
		}
	}
	return b.String()
}

var (
	sentenceEnd = lazyregexp.New(`[.!?]["”]?\s+`)
	hasFigure   = lazyregexp.New(`\d`)
	hasQuote    = lazyregexp.New(`["“”]`)
)

// maxQuotesPerSource bounds key_quotes per source.
const maxQuotesPerSource = 5

// keyQuotes picks sentences that carry evidence: figures, dates or
// quotations score higher; ties keep document order, so output is stable.
func keyQuotes(c Collection, ss []Source) string {
	var b strings.Builder
	fmt.Fprintf(&b, "# Key quotes: %s\n", c.Title)
	for _, s := range ss {
		type cand struct {
			text  string
			score int
			pos   int
		}
		var cs []cand
		for i, sent := range sentences(PlainText(s.Markdown)) {
			if n := utf8.RuneCountInString(sent); n < 40 || n > 400 {
				continue
			}
			score := 0
			if hasFigure.MatchString(sent) {
				score += 2
			}
			if hasQuote.MatchString(sent) {
				score += 2
			}
			if score > 0 {
				cs = append(cs, cand{sent, score, i})
			}
		}
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].score > cs[j].score })
		if len(cs) > maxQuotesPerSource {
			cs = cs[:maxQuotesPerSource]
		}
		sort.SliceStable(cs, func(i, j int) bool { return cs[i].pos < cs[j].pos })
		fmt.Fprintf(&b, "\n## %s\n\n", sourceName(s))
		if len(cs) == 0 {
			b.WriteString("(no quotable sentences)\n")
		}
		for _, q := range cs {
			fmt.Fprintf(&b, "> %s\n\n", q.text)
		}
	}
	return b.String()
}

// sentences splits text into sentences: lines first (a heading or list
// item never runs into the next), then after ., ! or ? and a space. The
// punctuation stays with its sentence.
func sentences(text string) []string {
	var out []string
	for _, line := range strings.Split(text, "\n") {
		line = strings.Join(strings.Fields(line), " ")
		start := 0
		for _, m := range sentenceEnd.FindAllStringIndex(line+" ", -1) {
			end := m[1]
			if end > len(line) {
				end = len(line)
			}
			if s := strings.TrimSpace(line[start:end]); s != "" {
				out = append(out, s)
			}
			start = end
		}
		if s := strings.TrimSpace(line[min(start, len(line)):]); s != "" {
			out = append(out, s)
		}
	}
	return out
}

var (
	mdLink     = lazyregexp.New(`!?\[((?:\\.|[^\]\\])*)\]\(([^)\s]*)[^)]*\)`)
	mdHeading  = lazyregexp.New(`(?m)^#{1,6}\s+`)
	mdEmphasis = lazyregexp.New(`(\*\*|__|\*|_|~~|` + "`" + `)([^*_~` + "`" + `\n]+)(\*\*|__|\*|_|~~|` + "`" + `)`)
	mdQuote    = lazyregexp.New(`(?m)^>\s?`)
	mdFence    = lazyregexp.New("(?m)^```.*$\n?")
	mdEscape   = lazyregexp.New("\\\\([!-/:-@\\[-`{-~])")
)

// PlainText strips Markdown markup: headings, emphasis, code fences,
// quotes and backslash escapes; links become "text (url)", so a citation
// marker [\[1\]](url) reads "[1] (url)".
func PlainText(md string) string {
	s := mdFence.ReplaceAllString(md, "")
	s = mdLink.ReplaceAllStringFunc(s, func(m string) string {
		p := mdLink.FindStringSubmatch(m)
		if strings.HasPrefix(m, "!") || p[1] == "" || p[1] == p[2] {
			return p[2]
		}
		return p[1] + " (" + p[2] + ")"
	})
	s = mdHeading.ReplaceAllString(s, "")
	s = mdQuote.ReplaceAllString(s, "")
	s = mdEmphasis.ReplaceAllString(s, "$2")
	return mdEscape.ReplaceAllString(s, "$1")
}
