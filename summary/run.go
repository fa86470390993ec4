package summary

import (
	"context"
	"errors"
	"fmt"
	"html"
	"slices"
	"strings"
	"sync"

	"golang.org/x/sync/errgroup"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
)

// Pipeline limits.
const (
	// DefaultConcurrency is how many map calls run at once: a local model
	// server works on one or two requests at a time anyway.
	DefaultConcurrency = 2
	// maxMapChunks bounds the map phase; longer inputs are first condensed
	// extractively to this many chunks, so a 200-page document costs at most
	// maxMapChunks+1 (+ reduce) model calls.
	maxMapChunks = 12
	// maxReduceLevels bounds reduce-of-reduce rounds.
	maxReduceLevels = 3
	// minChunkChars keeps a tiny NumCtx from producing thousands of chunks.
	minChunkChars = 2000
)

// Fallback reasons reported in Result.Fallback.
const (
	FallbackBuiltin    = "builtin"    // no model configured
	FallbackBlocked    = "blocked"    // the page is behind a paywall, login or overlay
	FallbackUngrounded = "ungrounded" // the model's answer was not from the page
	FallbackEmpty      = "empty"      // nothing to summarize
	// Model error codes (model_unavailable, model_stream_incomplete, ...)
	// are reported as themselves.
)

// blockingSignals make a page's visible text unreliable as a whole: the
// summary says so and quotes only what is visible.
var blockingSignals = []string{
	laika.SignalPaywall, laika.SignalAuthGate, laika.SignalOverlayOrDialog, laika.SignalConsentOverlay,
	laika.SignalAgeGate, laika.SignalGeoBlock, laika.SignalCaptcha,
}

var signalWords = map[string]string{
	laika.SignalPaywall: "a paywall", laika.SignalAuthGate: "a login wall", laika.SignalOverlayOrDialog: "an overlay or dialog",
	laika.SignalConsentOverlay: "a consent banner", laika.SignalAgeGate: "an age check", laika.SignalGeoBlock: "a regional block",
	laika.SignalCaptcha: "a robot check",
}

// Options tune one summary. The zero value is a default-style summary with
// the default context budget.
type Options struct {
	Goal  string // what the user wants from the summary, optional
	Style string // "", "brief" or "detailed"
	RunID string // passed to the model for its logs
	// NumCtx is the model context window in tokens (config NumCtx); inputs
	// are chunked to fit it. 0 means config.DefaultNumCtx.
	NumCtx int
	// Concurrency bounds parallel map calls; 0 means DefaultConcurrency.
	Concurrency int
	// MaxTokens caps the final model call's output; 0 means the style's
	// default (300 brief, 600 default, 1000 detailed).
	MaxTokens int
	// Notice is written as the first line of the summary (e.g. why the
	// built-in backend is used).
	Notice string
	// OnCitations, if set, receives the citations as soon as they are known
	// (before the text for extractive summaries, after it for model ones).
	OnCitations func([]laika.Citation)
	// OnProgress, if set, is told about the map phase of long pages, which
	// writes no text.
	OnProgress func(Progress)
}

// Progress reports work that produces no text yet.
type Progress struct {
	Phase string `json:"phase"` // "map", "reduce", "final"
	Done  int    `json:"done"`
	Total int    `json:"total"`
}

// Result is a finished summary.
type Result struct {
	Text      string           `json:"text"`
	Format    string           `json:"format"` // always "markdown"
	Kind      string           `json:"kind"`   // page, list, comments, empty
	Backend   string           `json:"backend"`
	Citations []laika.Citation `json:"citations,omitempty"`
	// Grounding is the check of the model's answer; nil for extractive
	// summaries, which are page text by construction.
	Grounding *Grounding `json:"grounding,omitempty"`
	// Fallback says why (part of) the text is extractive; "" when the model
	// answer stood on its own.
	Fallback  string `json:"fallback,omitempty"`
	Chunks    int    `json:"chunks"`    // model input chunks (0 without a model)
	Truncated bool   `json:"truncated"` // the input was condensed to fit
}

// Run writes a summary of obs, calling onDelta with each piece of text as it
// is produced (the concatenation of all deltas is Result.Text). With a nil
// or builtin model it writes an extractive summary. It is the same
// pipeline the host's summary jobs run.
//
// Run returns CodeInvalidArguments for a nil observation or unknown style
// and CodeCancelled when ctx ends (with the partial Result). Model failures
// are not errors: the text says what happened and falls back to an
// extractive summary.
func Run(ctx context.Context, obs *laika.Observation, model laika.Model, opts Options, onDelta func(string)) (Result, error) {
	if obs == nil {
		return Result{Format: "markdown"}, laika.Errorf(laika.CodeInvalidArguments, "summary: observation is required")
	}
	if !validStyle(opts.Style) {
		return Result{Format: "markdown"}, laika.Errorf(laika.CodeInvalidArguments, "summary: unknown style %q (want brief or detailed)", opts.Style)
	}
	if opts.Style == "default" {
		opts.Style = StyleDefault
	}
	r := &runner{ctx: ctx, obs: obs, model: model, opts: opts, onDelta: onDelta}
	r.res = Result{Format: "markdown", Backend: laika.BuiltinName}
	if !laika.IsBuiltin(model) {
		r.res.Backend = model.Name()
	}
	err := r.run()
	r.res.Text = r.text.String()
	return r.res, err
}

type runner struct {
	ctx     context.Context
	obs     *laika.Observation
	model   laika.Model
	opts    Options
	onDelta func(string)
	in      Input
	d       *doc
	text    strings.Builder
	res     Result
}

func (r *runner) emit(s string) {
	if s == "" {
		return
	}
	r.text.WriteString(s)
	if r.onDelta != nil {
		r.onDelta(s)
	}
}

// citations publishes cs, each naming its source page: a citation read
// apart from its summary (stored, exported, or shown beside citations of
// other pages) must still lead back to the page.
func (r *runner) citations(cs []laika.Citation) {
	cs = slices.Clone(cs)
	for i := range cs {
		if cs[i].URL == "" {
			cs[i].URL = r.obs.URL
		}
	}
	r.res.Citations = cs
	if r.opts.OnCitations != nil && len(cs) > 0 {
		r.opts.OnCitations(cs)
	}
}

func (r *runner) doc() *doc {
	if r.d == nil {
		r.d = newDoc(r.in, r.opts.Goal)
	}
	return r.d
}

// codeOnly counts the listings of a page that is code and no point
// (code_page.go); 0, 0 for any other input.
func (r *runner) codeOnly() (listings, lines int) {
	if r.in.Kind != KindPage || len(r.doc().us) > 0 {
		return 0, 0
	}
	return codeListings(r.in.Source)
}

// extractive writes the extractive summary and its citations.
func (r *runner) extractive() {
	e := r.doc().extractive(r.opts.Style)
	if listings, lines := r.codeOnly(); lines > 0 {
		e = codePage(r.in, listings, lines)
	}
	r.citations(e.Citations)
	r.emit(e.Markdown)
}

func (r *runner) run() error {
	if r.opts.Notice != "" {
		r.emit(strings.TrimSpace(r.opts.Notice) + "\n\n")
	}
	r.in = BuildInput(r.obs, 0)
	r.res.Kind = r.in.Kind
	r.emit(r.in.Note(len(r.doc().us) > 0)) // partial or uncertain input says so first
	if blocked := r.blocked(); blocked != "" {
		r.res.Fallback = FallbackBlocked
		r.emit(fmt.Sprintf("**This page appears to be behind %s.** This summary covers only the text that is visible; nothing is guessed.\n\n", blocked))
		if len(r.in.Text) < minTextChars {
			r.emit("There is not enough visible text to summarize.\n")
			return nil
		}
		r.extractive()
		return nil
	}
	if _, lines := r.codeOnly(); r.in.Kind == KindEmpty || len(r.doc().us) == 0 && lines == 0 {
		r.res.Fallback = FallbackEmpty
		r.emit("The page has no readable text to summarize.\n")
		switch {
		case r.obs.HasSignal(laika.SignalPDFViewer):
			// The browser's PDF viewer draws the file; no page script,
			// Laika's included, can read its text.
			r.emit("\nIt is a PDF shown in the browser's own viewer, whose text Laika cannot read. Download it and open it as a file, or copy the text you need.\n")
		case r.obs.HasSignal(laika.SignalNonTextContent):
			// An image opened on its own, a video, a drawing on a canvas.
			r.emit("\nIt shows a picture, a video or a drawing, not text; Laika reads only what a page says in words.\n")
		}
		// A page built by its scripts (a forum, a shop) read where they did
		// not run is an empty shell, but it may still say what it is in its
		// metadata: quoted as the page's own claim, not as its content
		// (unescaped once more: a forum escapes its teaser's "…" twice).
		if d := r.obs.Meta; d != nil && wordCount(d.Description) >= minWords {
			r.emit(fmt.Sprintf("\nIts own description, from the page's metadata, reads: “%s”\n", escapeMD(cutWords(oneLine(html.UnescapeString(d.Description)), maxPointChars))))
		}
		return nil
	}
	if laika.IsBuiltin(r.model) {
		r.res.Fallback = FallbackBuiltin
		r.extractive()
		return nil
	}
	return r.withModel()
}

// blocked names the blocking signals of the page, or "". A consent
// banner or a dialog over a page whose whole article was read hides none
// of it: the text behind it is in the document, and the summary covers
// it all, so it does not claim otherwise.
func (r *runner) blocked() string {
	// Readable content wins over a dialog: a long main text, a list of
	// entries (a news section, search results) or a product page's product
	// (served with the page, however short its description) is there to
	// read whatever box a page also opens over it on a first visit.
	product := r.obs.Meta != nil && r.obs.Meta.Product
	read := r.obs.Primary != nil && max(len(r.obs.Primary.Text), r.obs.Primary.TotalChars) >= laika.ReadableChars || r.in.Kind == KindList || product
	var ws []string
	for _, s := range blockingSignals {
		if read && (s == laika.SignalConsentOverlay || s == laika.SignalOverlayOrDialog) {
			continue
		}
		if r.obs.HasSignal(s) {
			ws = append(ws, signalWords[s])
		}
	}
	return strings.Join(ws, " and ")
}

// chunkChars is the page text one model call can take.
func (r *runner) chunkChars() int {
	n := r.opts.NumCtx
	if n <= 0 {
		n = config.DefaultNumCtx
	}
	return max(minChunkChars, (n-promptOverheadTokens-r.opts.maxTokens())*charsPerTok)
}

// withModel runs the model path: map long inputs, stream the final call,
// then append the grounding check.
func (r *runner) withModel() error {
	size := r.chunkChars()
	text := r.in.Text
	if len(text) > size*maxMapChunks {
		text = r.doc().condense(size * maxMapChunks)
		r.res.Truncated = true
	}
	chunks := splitChunks(text, size)
	r.res.Chunks = len(chunks)
	notes := false
	for level := 0; len(chunks) > 1; level++ {
		if level == maxReduceLevels {
			// Still too long: keep what fits rather than loop.
			chunks = chunks[:1]
			r.res.Truncated = true
			break
		}
		parts, err := r.mapChunks(chunks, level)
		if err != nil {
			return r.modelFailed(err, false)
		}
		text = strings.Join(parts, "\n")
		chunks = splitChunks(text, size)
		notes = true
	}
	r.progress(Progress{Phase: "final", Done: 0, Total: 1})
	var f thinkFilter
	streamed := false
	res, err := r.model.Chat(r.ctx, finalRequest(r.in, chunks[0], notes, r.opts), func(c laika.Chunk) error {
		if err := r.ctx.Err(); err != nil {
			return err // cancelled: not one more byte after summary.cancel
		}
		if t := f.write(c.Delta); t != "" {
			streamed = true
			r.emit(t)
		}
		return nil
	})
	if t := f.flush(); t != "" && err == nil {
		streamed = true
		r.emit(t)
	}
	if err != nil {
		return r.modelFailed(err, streamed)
	}
	answer := stripThink(res.Text)
	if res.DoneReason == "length" {
		r.emit("…\n\n*The model reached its output limit.*")
	}
	g := checkGrounding(answer, newSource(r.in.Source))
	if strings.TrimSpace(answer) == "" {
		g.Bad = true
	}
	r.res.Grounding = &g
	if !g.Bad {
		r.emit(trailer(g))
		r.citations(r.doc().citeAnswer(answer))
		return nil
	}
	r.res.Fallback = FallbackUngrounded
	if strings.TrimSpace(answer) == "" {
		r.emit("The model returned no summary. A summary quoted from the page follows.\n\n")
	} else {
		r.emit(trailer(g))
	}
	r.emit("\n### Quoted from the page\n\n")
	r.extractive()
	return nil
}

// modelFailed handles a model error: cancellation ends the run; anything
// else is said in the text and replaced by the extractive summary.
func (r *runner) modelFailed(err error, streamed bool) error {
	if r.ctx.Err() != nil || laika.ErrorCode(err) == laika.CodeCancelled {
		return laika.Errorf(laika.CodeCancelled, "summary cancelled")
	}
	code := laika.ErrorCode(err)
	r.res.Fallback = code
	if streamed {
		r.emit(fmt.Sprintf("\n\n---\n\n**The model stopped early** (%s). A summary quoted from the page follows.\n\n### Quoted from the page\n\n", code))
	} else {
		r.emit(fmt.Sprintf("*The model is not available (%s): %s. This is a summary quoted from the page.*\n\n", code, oneLine(laika.ErrorMessage(err))))
	}
	r.extractive()
	return nil
}

func (r *runner) progress(p Progress) {
	if r.opts.OnProgress != nil {
		r.opts.OnProgress(p)
	}
}

// mapChunks summarizes each chunk with bounded concurrency and returns the
// notes in chunk order, each under a "H2: Part i" heading.
func (r *runner) mapChunks(chunks []string, level int) ([]string, error) {
	out := make([]string, len(chunks))
	g, ctx := errgroup.WithContext(r.ctx)
	conc := r.opts.Concurrency
	if conc <= 0 {
		conc = DefaultConcurrency
	}
	g.SetLimit(conc)
	var mu sync.Mutex
	done := 0
	phase := "map"
	if level > 0 {
		phase = "reduce"
	}
	r.progress(Progress{Phase: phase, Done: 0, Total: len(chunks)})
	for i, c := range chunks {
		g.Go(func() error {
			res, err := r.model.Chat(ctx, mapRequest(r.in, c, i+1, len(chunks), r.opts), func(laika.Chunk) error { return nil })
			if err != nil {
				return err
			}
			out[i] = fmt.Sprintf("H2: Part %d\n%s", i+1, strings.TrimSpace(stripThink(res.Text)))
			mu.Lock()
			done++
			p := Progress{Phase: phase, Done: done, Total: len(chunks)}
			r.progress(p)
			mu.Unlock()
			return nil
		})
	}
	if err := g.Wait(); err != nil {
		if r.ctx.Err() != nil {
			return nil, r.ctx.Err()
		}
		var le *laika.Error
		if !errors.As(err, &le) {
			err = laika.Errorf(laika.CodeModelError, "%v", err)
		}
		return nil, err
	}
	return out, nil
}

// splitChunks cuts text into pieces of at most size bytes at line
// boundaries (a single longer line is cut at a rune boundary).
func splitChunks(text string, size int) []string {
	var out []string
	for len(text) > size {
		c := cutLines(text, size)
		if c == "" {
			c = runePrefix(text, size)
		}
		out = append(out, c)
		text = strings.TrimLeft(text[len(c):], "\n")
	}
	if strings.TrimSpace(text) != "" || len(out) == 0 {
		out = append(out, text)
	}
	return out
}

func (o Options) maxTokens() int {
	if o.MaxTokens > 0 {
		return o.MaxTokens
	}
	return finalMaxTokensFor(o.Style)
}
