package store

import (
	"bytes"
	"context"
	"encoding/json"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika/internal/golden"

	"github.com/laikabrowser/laika"
)

// seedRun records a small but complete run: steps, an asked-and-approved
// tool call, a denied one, a model run, a summary and an artifact.
func seedRun(t *testing.T, d *DB) *Run {
	t.Helper()
	ctx := context.Background()
	r := &Run{Goal: "Summarize this page", URL: "https://news.example.com/story?id=7&session=abc", Model: "ollama:qwen3:0.6b"}
	must(t, d.CreateRun(ctx, r))
	must(t, d.AppendStep(ctx, &Step{RunID: r.ID, Kind: "plan", Text: "read the page, then summarize"}))
	must(t, d.AppendStep(ctx, &Step{RunID: r.ID, Kind: "tool", Text: "open the linked report", Data: json.RawMessage(`{"tool":"navigate"}`)}))
	nav := &ToolCallRecord{RunID: r.ID, StepSeq: 2, Name: "navigate", Arguments: json.RawMessage(`{"url":"https://report.example.com/r?token=s3cret"}`),
		Decision: laika.Ask, Reason: "cross_origin_navigation", Approval: ApprovalPending}
	must(t, d.RecordToolCall(ctx, nav))
	must(t, d.RecordApproval(ctx, &Approval{ToolCallID: nav.ID, Approved: true}))
	must(t, d.RecordToolCall(ctx, &ToolCallRecord{ID: nav.ID, Status: ToolOK, Result: json.RawMessage(`{"title":"Report"}`)}))
	sub := &ToolCallRecord{RunID: r.ID, StepSeq: 2, Name: "submit_form", Arguments: json.RawMessage(`{"handle":"f1"}`),
		Decision: laika.Deny, Reason: "submit_blocked", Status: ToolSkipped, ErrorCode: laika.CodeNotAllowed}
	must(t, d.RecordToolCall(ctx, sub))
	must(t, d.RecordModelRun(ctx, &ModelRun{RunID: r.ID, Model: "qwen3:0.6b", Purpose: "summarize",
		Messages:  []ModelMessage{{"system", "You summarize."}, {"user", "Summarize the page."}},
		Documents: []ContextDoc{{ID: "doc:1", URL: "https://news.example.com/story?id=7", Title: "Story", Text: "The council voted 7-2 to fund the bridge."}},
		Output:    `{"markdown":"- The council funded the bridge."}`, PromptTokens: 120, CompletionTokens: 14, Duration: 850 * time.Millisecond}))
	must(t, d.SaveSummary(ctx, &Summary{RunID: r.ID, URL: r.URL, Title: "Story", Markdown: "- The council voted 7-2 to fund the bridge.",
		Citations: json.RawMessage(`[{"doc_id":"doc:1","quote":"voted 7-2"}]`), Model: "qwen3:0.6b"}))
	must(t, d.SaveArtifact(ctx, &Artifact{RunID: r.ID, Kind: "memo", Title: "Bridge memo", Body: []byte("# Bridge\n")}))
	must(t, d.SetRunStatus(ctx, r.ID, RunDone, "answered"))
	return r
}

func TestExportRunGolden(t *testing.T) {
	for _, format := range []string{"json", "markdown"} {
		t.Run(format, func(t *testing.T) {
			d := openTest(t)
			r := seedRun(t, d)
			var buf bytes.Buffer
			must(t, d.ExportRun(context.Background(), r.ID, format, &buf))
			goldenPath := filepath.Join("testdata", "export."+map[string]string{"json": "json", "markdown": "md"}[format])
			golden.Check(t, goldenPath, buf.Bytes())
			if strings.Contains(buf.String(), "s3cret") || strings.Contains(buf.String(), "session=abc") {
				t.Error("export leaks a secret")
			}
		})
	}
}

func TestExportJSONRoundTrips(t *testing.T) {
	d := openTest(t)
	r := seedRun(t, d)
	var buf bytes.Buffer
	must(t, d.ExportRun(context.Background(), r.ID, "json", &buf))
	var x RunExport
	must(t, json.Unmarshal(buf.Bytes(), &x))
	if x.Format != ExportFormat || x.Run.ID != r.ID || len(x.Steps) != 2 || len(x.ToolCalls) != 2 || len(x.Approvals) != 1 ||
		len(x.ModelRuns) != 1 || len(x.Summaries) != 1 || len(x.Artifacts) != 1 || len(x.Audit) != 9 || !x.AuditValid {
		t.Errorf("export: %+v", x)
	}
}
