package apptools

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"time"

	"github.com/laikabrowser/laika"
)

// Capturer fetches a URL without the user's cookies and turns it into an
// observation. The host wires its fetch + extract packages in.
type Capturer interface {
	Capture(ctx context.Context, url string) (*laika.Observation, error)
}

// Researcher is the research engine as transform.run sees it: the types
// it makes and a way to make one. The host wires package research in.
type Researcher interface {
	// ResearchTypes lists the transform types it makes.
	ResearchTypes() []TransformType
	// RunTransform makes and saves an artifact of type typ from the
	// collection and returns it (JSON-ready) with its Markdown.
	RunTransform(ctx context.Context, collectionID, typ string) (any, string, error)
}

// Result is what a tool produced: a short human line for the chat log and
// the structured data returned to the caller (and recorded).
type Result struct {
	Summary string `json:"summary"`
	Data    any    `json:"data"`
}

// Runner executes host-run app tools. Zero fields disable the tools that
// need them: without Store the collection tools and without Artifacts the
// artifact tools answer storage_failed, without Capturer source.capture
// answers fetch_failed.
type Runner struct {
	// Dir is the data dir; artifact.share's file exports go to Dir/exports.
	Dir   string
	Store Store
	// Artifacts keeps artifacts (artifact.save / open / share).
	Artifacts ArtifactStore
	Capturer  Capturer
	// Research runs the collection transforms that make saved artifacts
	// (comparison, timeline, brief, ...; package research). Nil leaves
	// only the listing transforms below.
	Research Researcher
	Now      func() time.Time
}

func (r *Runner) now() time.Time {
	if r.Now != nil {
		return r.Now().UTC()
	}
	return time.Now().UTC()
}

// names lists the tools Run executes.
var names = map[string]func(r *Runner, ctx context.Context, args json.RawMessage) (Result, error){
	"artifact.save":           (*Runner).artifactSave,
	"artifact.open":           (*Runner).artifactOpen,
	"artifact.share":          (*Runner).artifactShare,
	"app.calculate":           (*Runner).calculate,
	"collection.create":       (*Runner).collectionCreate,
	"collection.add_sources":  (*Runner).collectionAddSources,
	"collection.list_sources": (*Runner).collectionListSources,
	"source.capture":          (*Runner).sourceCapture,
	"source.refresh":          (*Runner).sourceRefresh,
	"transform.list_types":    (*Runner).transformListTypes,
	"transform.run":           (*Runner).transformRun,
}

// Handles reports whether Run executes the tool called name.
func Handles(name string) bool { _, ok := names[name]; return ok }

// Run executes tool name with args. The caller has already validated args
// against the tool schema and obtained the gate's allow (or the user's
// approval). It returns *laika.Error codes unsupported_tool,
// invalid_arguments, not_found, storage_failed, fetch_failed and those of
// the Capturer.
func (r *Runner) Run(ctx context.Context, name string, args json.RawMessage) (Result, error) {
	fn, ok := names[name]
	if !ok {
		return Result{}, laika.Errorf(laika.CodeUnsupportedTool, "%s does not run in the host", name)
	}
	if len(args) == 0 {
		args = json.RawMessage("{}")
	}
	return fn(r, ctx, args)
}

// decode unmarshals tool arguments; the schema was checked by the caller,
// so a failure here is still reported as invalid_arguments, never a panic.
func decode(args json.RawMessage, v any) error {
	if err := json.Unmarshal(args, v); err != nil {
		return laika.Errorf(laika.CodeInvalidArguments, "arguments: %v", err)
	}
	return nil
}

// newID returns prefix_ followed by 16 random hex digits.
func newID(prefix string) string {
	var b [8]byte
	rand.Read(b[:])
	return prefix + "_" + hex.EncodeToString(b[:])
}
