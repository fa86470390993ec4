package store

import (
	"context"
	"encoding/json"
	"fmt"
	"io"
	"strings"

	"github.com/laikabrowser/laika"
)

// ExportFormat names the JSON export's schema; bump it on incompatible
// changes.
const ExportFormat = "laika.run.v1"

// RunExport is everything recorded about one run.
type RunExport struct {
	Format     string           `json:"format"`
	Run        Run              `json:"run"`
	Steps      []Step           `json:"steps"`
	ToolCalls  []ToolCallRecord `json:"toolCalls"`
	Approvals  []Approval       `json:"approvals"`
	ModelRuns  []ModelRun       `json:"modelRuns"`
	Summaries  []Summary        `json:"summaries"`
	Artifacts  []Artifact       `json:"artifacts"`
	Audit      []AuditEntry     `json:"audit"`
	AuditValid bool             `json:"auditValid"` // the whole trail verified when exported
}

// LoadRunExport gathers everything recorded about a run. Returns not_found,
// busy or storage_failed.
func (d *DB) LoadRunExport(ctx context.Context, runID string) (*RunExport, error) {
	r, err := d.GetRun(ctx, runID)
	if err != nil {
		return nil, err
	}
	x := &RunExport{Format: ExportFormat, Run: *r}
	if x.Steps, err = d.Steps(ctx, runID); err != nil {
		return nil, err
	}
	if x.ToolCalls, err = d.ToolCalls(ctx, runID); err != nil {
		return nil, err
	}
	if x.Approvals, err = d.Approvals(ctx, runID); err != nil {
		return nil, err
	}
	if x.ModelRuns, err = d.ModelRuns(ctx, runID); err != nil {
		return nil, err
	}
	if x.Summaries, err = d.Summaries(ctx, runID); err != nil {
		return nil, err
	}
	if x.Artifacts, err = d.ListArtifacts(ctx, runID); err != nil {
		return nil, err
	}
	if x.Audit, err = d.AuditEntries(ctx, runID); err != nil {
		return nil, err
	}
	bad, err := d.VerifyAudit(ctx)
	if err != nil && laika.ErrorCode(err) != laika.CodeVerificationFailed {
		return nil, err
	}
	x.AuditValid = bad == 0 && err == nil
	// Empty lists export as [] so consumers need no null checks.
	x.Steps, x.ToolCalls, x.Approvals = orEmpty(x.Steps), orEmpty(x.ToolCalls), orEmpty(x.Approvals)
	x.ModelRuns, x.Summaries, x.Artifacts, x.Audit = orEmpty(x.ModelRuns), orEmpty(x.Summaries), orEmpty(x.Artifacts), orEmpty(x.Audit)
	return x, nil
}

func orEmpty[T any](s []T) []T {
	if s == nil {
		return []T{}
	}
	return s
}

// ExportRun writes a run to w as "json" (RunExport, indented) or
// "markdown" (a readable report). Returns invalid_arguments for another
// format, not_found, busy or storage_failed.
func (d *DB) ExportRun(ctx context.Context, runID, format string, w io.Writer) error {
	if format != "json" && format != "markdown" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: export format %q is not markdown or json", format)
	}
	x, err := d.LoadRunExport(ctx, runID)
	if err != nil {
		return err
	}
	if format == "json" {
		enc := json.NewEncoder(w)
		enc.SetIndent("", "  ")
		enc.SetEscapeHTML(false)
		if err := enc.Encode(x); err != nil {
			return laika.Errorf(laika.CodeStorageFailed, "store: export: %v", err)
		}
		return nil
	}
	if _, err := io.WriteString(w, x.Markdown()); err != nil {
		return laika.Errorf(laika.CodeStorageFailed, "store: export: %v", err)
	}
	return nil
}

const stamp = "2006-01-02 15:04:05Z"

// Markdown renders the export as a report for people.
func (x *RunExport) Markdown() string {
	var b strings.Builder
	p := func(format string, args ...any) { fmt.Fprintf(&b, format, args...) }
	r := x.Run
	p("# Run %s\n\n", r.ID)
	p("- Goal: %s\n", oneLine(r.Goal))
	if r.URL != "" {
		p("- Page: <%s>\n", r.URL)
	}
	p("- Status: %s\n", r.Status)
	if r.Model != "" {
		p("- Model: %s\n", r.Model)
	}
	p("- Started: %s\n- Updated: %s\n", r.CreatedAt.Format(stamp), r.UpdatedAt.Format(stamp))
	if x.AuditValid {
		p("- Audit trail: verified\n")
	} else {
		p("- Audit trail: BROKEN (run `laika-host audit verify`)\n")
	}

	p("\n## Steps\n\n")
	if len(x.Steps) == 0 {
		p("None.\n")
	}
	for _, s := range x.Steps {
		p("%d. **%s** %s", s.Seq, s.Kind, oneLine(s.Text))
		if len(s.Data) > 0 && string(s.Data) != "null" {
			p(" `%s`", oneLine(string(s.Data)))
		}
		p("\n")
	}

	p("\n## Tool calls\n\n")
	if len(x.ToolCalls) == 0 {
		p("None.\n")
	} else {
		p("| Tool | Arguments | Decision | Approval | Result |\n|---|---|---|---|---|\n")
	}
	for _, c := range x.ToolCalls {
		dec := string(c.Decision)
		if c.Reason != "" {
			dec += " (" + c.Reason + ")"
		}
		res := c.Status
		if c.ErrorCode != "" {
			res += ": " + c.ErrorCode
		}
		p("| %s | `%s` | %s | %s | %s |\n", cell(c.Name), cell(string(c.Arguments)), cell(dec), cell(c.Approval), cell(res))
	}
	if len(x.Approvals) > 0 {
		p("\n## Approvals\n\n")
		for _, a := range x.Approvals {
			verdict := "rejected"
			if a.Approved {
				verdict = "approved"
			}
			p("- %s %s %s by %s", a.CreatedAt.Format(stamp), a.ToolCallID, verdict, a.Decider)
			if a.Note != "" {
				p(": %s", oneLine(a.Note))
			}
			p("\n")
		}
	}
	if len(x.ModelRuns) > 0 {
		p("\n## Model runs\n\n| Model | Purpose | Prompt sha256 | Tokens in/out | Time |\n|---|---|---|---|---|\n")
		for _, m := range x.ModelRuns {
			p("| %s | %s | `%s` | %d/%d | %d ms |\n", cell(m.Model), cell(m.Purpose), short(m.PromptHash), m.PromptTokens, m.CompletionTokens, m.DurationMS)
		}
	}
	for _, s := range x.Summaries {
		p("\n## Summary: %s\n\n", oneLine(s.Title))
		if s.URL != "" {
			p("Source: <%s>\n\n", s.URL)
		}
		p("%s\n", strings.TrimSpace(s.Markdown))
	}
	if len(x.Artifacts) > 0 {
		p("\n## Artifacts\n\n")
		for _, a := range x.Artifacts {
			p("- %s — %s (%s, %d bytes)\n", a.ID, oneLine(a.Title), a.MIME, a.Size)
		}
	}
	p("\n## Audit trail\n\n| # | Time | Kind | Hash |\n|---|---|---|---|\n")
	for _, e := range x.Audit {
		p("| %d | %s | %s | `%s` |\n", e.Seq, e.At, e.Kind, short(e.Hash))
	}
	return b.String()
}

func oneLine(s string) string { return strings.Join(strings.Fields(s), " ") }

func cell(s string) string { return strings.ReplaceAll(oneLine(s), "|", "\\|") }

func short(h string) string {
	if len(h) > 16 {
		return h[:16]
	}
	return h
}
