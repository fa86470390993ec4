package research

import (
	"context"
	"strings"

	"github.com/laikabrowser/laika"
)

// TransformType describes one transform.
type TransformType struct {
	Type        string `json:"type"`
	Title       string `json:"title"`
	Description string `json:"description"`
	NeedsModel  bool   `json:"needsModel"`
}

// Types are the transforms, built-in first. comparison and timeline are
// always built in (tables and dates the code extracts are exact; a model
// would only add ways to be wrong, and must never do the arithmetic);
// brief uses the model when there is one.
var Types = []TransformType{
	{"comparison", "Comparison", "A table: one row per source (or per item of a list page), columns from the fields they share (price, shipping, tax, specs, date), totals by app.calculate, a citation per cell.", false},
	{"timeline", "Timeline", "Every dated statement in date order, dates normalised, each cited.", false},
	{"brief", "Brief", "Key takeaways, where the sources disagree (different numbers or dates for the same subject, side by side) and what to verify.", false},
	{"faq", "FAQ", "Questions a reader would ask, answered from the sources with citations.", true},
	{"flashcards", "Flashcards", "Front/back study cards from the sources.", true},
	{"quiz", "Quiz", "Multiple-choice questions with an answer key that cites the sources.", true},
}

// TransformTypes lists the transforms available with this engine's model.
func (e *Engine) TransformTypes() []TransformType {
	var out []TransformType
	for _, t := range Types {
		if !t.NeedsModel || e.hasModel() {
			out = append(out, t)
		}
	}
	return out
}

// TransformOptions tune Transform.
type TransformOptions struct {
	// Builtin forces the built-in brief even when a model is configured.
	Builtin bool
	// Title overrides the artifact's title.
	Title string
}

// Transform turns the collection into a saved artifact of type typ.
// Errors: invalid_arguments (unknown type, or a model type without a
// model), not_found, empty_collection, and the model's codes for model
// types (a model brief that fails falls back to the built-in one).
func (e *Engine) Transform(ctx context.Context, collectionID, typ string, opts TransformOptions) (Artifact, error) {
	typ = strings.ReplaceAll(strings.ToLower(strings.TrimSpace(typ)), " ", "_")
	var tt *TransformType
	for i := range Types {
		if Types[i].Type == typ {
			tt = &Types[i]
		}
	}
	if tt == nil {
		return Artifact{}, laika.Errorf(laika.CodeInvalidArguments, "unknown transform %q: use comparison, timeline, brief, faq, flashcards or quiz", typ)
	}
	if tt.NeedsModel && !e.hasModel() {
		return Artifact{}, laika.Errorf(laika.CodeInvalidArguments, "%s needs a model; configure one (or use comparison, timeline or brief)", typ)
	}
	c, ss, skipped, err := e.loadCaptured(ctx, collectionID)
	if err != nil {
		return Artifact{}, err
	}
	a := Artifact{CollectionID: collectionID, Type: typ, Title: tt.Title + ": " + c.Name, Backend: laika.BuiltinName}
	if opts.Title != "" {
		a.Title = opts.Title
	}
	switch {
	case typ == "comparison":
		a.Markdown, a.Citations, a.Table = builtinComparison(c.Name, ss)
	case typ == "timeline":
		a.Markdown, a.Citations, a.Table = builtinTimeline(c.Name, ss)
	case typ == "brief" && (!e.hasModel() || opts.Builtin):
		a.Markdown, a.Citations, a.Table = builtinBrief(c.Name, ss, skipped)
	default:
		docs, _ := e.pack(ctx, c, ss, tt.Description)
		resp, err := e.generate(ctx, "transform", "transform", "Make the "+typ+" artifact for this collection.", docs, "transform.run",
			map[string]any{"type": typ, "collection_id": c.ID}, "", 1)
		if err != nil {
			if typ != "brief" {
				return Artifact{}, err
			}
			a.Markdown, a.Citations, a.Table = builtinBrief(c.Name, ss, skipped)
			a.Markdown = "_The model could not write the brief (" + laika.ErrorCode(err) + "); this one is built from the sources' own sentences._\n\n" + a.Markdown
			break
		}
		md, cs, grounded := checkModelOutput(resp, ss)
		a.Markdown, a.Citations, a.Backend = "# "+escapeMD(a.Title)+"\n\n"+md, cs, e.Model.Name()
		if !grounded {
			a.Markdown += "\n\n> **Check this artifact against the sources:** its citations or figures could not all be verified.\n"
		}
		if typ == "brief" {
			// The disagreement list is exact without a model: add it.
			var extra strings.Builder
			var ecs cites
			ecs.list = append(ecs.list, a.Citations...)
			extra.WriteString("\n## Where the sources disagree (checked by Laika)\n\n")
			writeDisagreements(&extra, &ecs, newCorpus(ss), 5)
			a.Markdown += extra.String()
			a.Citations = ecs.list
		}
	}
	if err := e.save(ctx, &a); err != nil {
		return Artifact{}, err
	}
	return a, nil
}
