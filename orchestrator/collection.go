package orchestrator

import (
	"context"
	"encoding/json"
	"fmt"
	"sort"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/llmcp"
)

// A run may carry the research collection the user has open in the panel
// (PlanRequest collectionId). Its captured sources are context for both
// planners: the built-in one answers questions from them with citations
// and turns "compare these sources" into the research comparison
// (transform.run, the same code as the research pane, through the gate);
// the model sees them as an untrusted document and may call transform.run
// itself.

// Collection is the research collection a run may use.
type Collection struct {
	ID      string             `json:"collectionId"`
	Title   string             `json:"title"`
	Sources []CollectionSource `json:"sources"`
	// Omitted counts sources left out (not captured, or over the bound).
	Omitted int `json:"omitted,omitempty"`
}

// CollectionSource is one captured source, its text clipped.
type CollectionSource struct {
	N     int    `json:"n"` // 1-based, as the research pane numbers them
	ID    string `json:"id"`
	URL   string `json:"url,omitempty"`
	Title string `json:"title,omitempty"`
	Text  string `json:"text"`
}

// Bounds on the collection a run keeps in memory: the built-in planner
// reads all of it; the model gets a share of its context budget.
const (
	maxCollSources     = 24
	maxCollSourceChars = 40_000
)

// loadCollection reads collection id's captured sources from the app
// tools' store. A collection that cannot be read leaves the run without
// one (the page and the conversation still serve): the reason is logged.
func (o *Orchestrator) loadCollection(ctx context.Context, id string) *Collection {
	id = strings.TrimSpace(id)
	if id == "" || o.Tools == nil || o.Tools.Store == nil {
		return nil
	}
	st := o.Tools.Store
	c, err := st.Collection(ctx, id)
	if err != nil {
		o.Log.Warn("collection unavailable; this run goes without it", "collection", id, "code", laika.ErrorCode(err))
		return nil
	}
	ss, err := st.Sources(ctx, id)
	if err != nil {
		o.Log.Warn("collection sources unavailable", "collection", id, "code", laika.ErrorCode(err))
		return nil
	}
	out := &Collection{ID: c.ID, Title: c.Title}
	for _, s := range ss {
		if s.Status != "captured" || strings.TrimSpace(s.Markdown) == "" || len(out.Sources) == maxCollSources {
			out.Omitted++
			continue
		}
		text, _ := apptools.Clip(s.Markdown, maxCollSourceChars)
		out.Sources = append(out.Sources, CollectionSource{N: len(out.Sources) + 1, ID: s.ID, URL: s.URL, Title: s.Title, Text: text})
	}
	return out
}

var (
	// the goal is about the collection, not the page
	reAboutCollection = lazyregexp.New(`\b(?:sources?|collection|my research|(?:these|those|the|my|saved|collected) (?:pages|articles|links|documents|reviews))\b`)
	reTransformWord   = lazyregexp.New(`\b(compare|comparison|contrast|table|side by side|timeline|chronolog\w*|brief|overview|disagree\w*|differ\w*)\b`)
)

// collectionTransform maps a goal about the collection to a research
// transform type: comparison, timeline or brief.
func collectionTransform(g string) (string, bool) {
	m := reTransformWord.FindStringSubmatch(g)
	if m == nil || !reAboutCollection.MatchString(g) {
		return "", false
	}
	switch w := m[1]; {
	case w == "timeline" || strings.HasPrefix(w, "chronolog"):
		return "timeline", true
	case w == "brief" || w == "overview" || strings.HasPrefix(w, "disagree") || strings.HasPrefix(w, "differ") && !strings.Contains(g, "table"):
		return "brief", true
	}
	return "comparison", true
}

// collectionStep handles a goal about the active collection: a transform,
// or an answer from its sources.
func collectionStep(g, orig string, in PlanInput) (Proposal, bool) {
	c := in.Collection
	if c == nil || len(c.Sources) == 0 {
		return Proposal{}, false
	}
	if typ, ok := collectionTransform(g); ok {
		p := call(fmt.Sprintf("Making a %s of the %d sources in “%s”.", typ, len(c.Sources), c.Title), true,
			"transform.run", map[string]any{"collectionId": c.ID, "type": typ})
		return p, true
	}
	if reAboutCollection.MatchString(g) && (reQuestion.MatchString(g) || strings.HasSuffix(strings.TrimSpace(orig), "?") || strings.HasPrefix(g, "according to")) {
		return answerFromCollection(orig, c), true
	}
	return Proposal{}, false
}

// collScored is a passage of a source, scored.
type collScored struct {
	scored
	src *CollectionSource
}

// answerFromCollection answers q extractively from the collection's
// sources: the best passages across all of them, each cited with its
// source's URL. A question the sources do not answer gets
// no_answer_on_page with the closest passages.
func answerFromCollection(q string, c *Collection) Proposal {
	a := newQA(q)
	need := 1
	if len(a.words) >= 3 {
		need = 2
	}
	var all []collScored
	for i := range c.Sources {
		s := &c.Sources[i]
		obs := &laika.Observation{URL: s.URL, Title: s.Title, Text: s.Text}
		ps := passages(obs)
		for _, sc := range answersNotQuestions(a.rank(ps), ps, need) {
			if sc.p.kind == "meta" && sc.p.label == "title" && len(a.words) > 1 {
				continue // a title names a source; it rarely answers
			}
			all = append(all, collScored{sc, s})
		}
	}
	sort.SliceStable(all, func(i, j int) bool { return all[i].score > all[j].score })
	var best []collScored
	for _, s := range all {
		if s.hits >= min(need, len(a.words)) || a.typeBonus(s.p) >= 2.5 && s.hits > 0 {
			best = append(best, s)
		}
		if len(best) == 4 {
			break
		}
	}
	title := firstNonEmpty(c.Title, "your collection")
	if len(best) == 0 || best[0].score < 1 {
		var md strings.Builder
		fmt.Fprintf(&md, "The %d sources in “%s” do not answer “%s”.", len(c.Sources), title, q)
		var cites []laika.Citation
		for _, s := range all[:min(2, len(all))] {
			if len(cites) == 0 {
				md.WriteString(" The closest passages:\n")
			}
			fmt.Fprintf(&md, "\n> %s — [%d] %s\n", s.p.text, s.src.N, firstNonEmpty(s.src.Title, s.src.URL))
			cites = append(cites, collCite(s.src, s.p.text))
		}
		return Proposal{Summary: "No answer in “" + clipLine(title, 80) + "” for “" + clipLine(q, 100) + "”.", Markdown: md.String(), Citations: cites, Stop: StopNoAnswer}
	}
	var md strings.Builder
	var cites []laika.Citation
	fmt.Fprintf(&md, "From the sources in “%s”:\n", title)
	for _, s := range best {
		if s.score < best[0].score*0.5 {
			continue
		}
		fmt.Fprintf(&md, "\n> %s\n\n— [%d] %s (<%s>)\n", s.p.text, s.src.N, firstNonEmpty(s.src.Title, s.src.URL), s.src.URL)
		cites = append(cites, collCite(s.src, s.p.text))
	}
	// No Summary: the Markdown's first line is the summary (said once).
	return Proposal{Markdown: strings.TrimSpace(md.String()), Citations: cites}
}

func collCite(s *CollectionSource, quote string) laika.Citation {
	q, _ := apptools.Clip(strings.TrimSpace(quote), 300)
	return laika.Citation{DocID: "doc:source:" + s.ID, URL: s.URL, Quote: q, Locator: &laika.Locator{Type: "text_fragment", Value: fragmentOf(q)}}
}

// collectionDocument is the collection as the model sees it: an untrusted
// document of its sources, each clipped so all fit in budget characters.
func collectionDocument(c *Collection, budget int) (llmcp.Document, bool) {
	if c == nil || len(c.Sources) == 0 {
		return llmcp.Document{}, false
	}
	per := max(budget/4/len(c.Sources), 300)
	view := Collection{ID: c.ID, Title: c.Title, Omitted: c.Omitted}
	for _, s := range c.Sources {
		s.Text = clipLine(s.Text, per)
		view.Sources = append(view.Sources, s)
	}
	return llmcp.Document{DocID: "doc:collection", Kind: "research.collection.v1", Trust: "untrusted", Content: view}, true
}

// hostMarkdown is the Markdown a host-run tool returned in its data (a
// transform's table), for the answer.
func hostMarkdown(data any) string {
	b, err := json.Marshal(data)
	if err != nil {
		return ""
	}
	var d struct {
		Markdown string `json:"markdown"`
	}
	json.Unmarshal(b, &d)
	return d.Markdown
}
