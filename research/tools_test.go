package research

import (
	"context"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
)

// toolRunner is the app tools runner as the host wires it: artifacts and
// saved transforms in the engine's SQLite store.
func toolRunner(t *testing.T, v env) *apptools.Runner {
	return &apptools.Runner{Dir: t.TempDir(), Artifacts: Tools{v.e}, Research: Tools{v.e}}
}

func runTool(t *testing.T, r *apptools.Runner, name, args string) apptools.Result {
	t.Helper()
	res, err := r.Run(context.Background(), name, json.RawMessage(args))
	if err != nil {
		t.Fatalf("%s %s: %v", name, args, err)
	}
	return res
}

func quoteJSON(s string) string { b, _ := json.Marshal(s); return string(b) }

// The agent's artifact tools and the research pane share one store: an
// artifact saved by artifact.save is the SQLite artifact artifact.get and
// the exports see, and purge removes it.
func TestArtifactToolsUseTheStore(t *testing.T) {
	v := newEnv(t)
	ctx := context.Background()
	r := toolRunner(t, v)
	md := "# Plan\n\nSee [docs](https://x.test/a?token=sekrit&q=1) and https://bob:pw@x.test/b.\n\n| Plan | Price |\n| --- | ---: |\n| Basic | $5 |\n| Pro | $12, billed \"yearly\" |\n"
	art := runTool(t, r, "artifact.save", `{"title":"Pricing notes","markdown":`+quoteJSON(md)+`,"tags":["shop"]}`).Data.(apptools.Artifact)
	if art.ID == "" || art.Type != "document" || art.Bytes == 0 {
		t.Fatalf("artifact = %+v", art)
	}
	// The same artifact, through the research engine (artifact.get).
	got, err := v.e.Artifact(ctx, art.ID)
	if err != nil || got.Title != "Pricing notes" || len(got.Tags) != 1 {
		t.Fatalf("engine sees %+v, %v", got, err)
	}
	if strings.Contains(got.Markdown, "sekrit") || strings.Contains(got.Markdown, "bob:pw") {
		t.Errorf("credentials reached the store:\n%s", got.Markdown)
	}
	opened := runTool(t, r, "artifact.open", `{"artifactId":"`+art.ID+`"}`).Data.(apptools.OpenedArtifact)
	if opened.Markdown != got.Markdown || opened.Title != "Pricing notes" || opened.Target != "workspace" {
		t.Errorf("open = %+v", opened)
	}

	tests := []struct{ format, want string }{
		{"markdown", "# Plan\n"},
		{"text", "Plan\n\nSee docs (https://x.test/a?token=REDACTED&q=1)"},
		{"csv", "Plan,Price\nBasic,$5\nPro,\"$12, billed \"\"yearly\"\"\"\n"},
		{"json", `"title": "Pricing notes"`},
		{"html", `<td style="text-align:right">$5</td>`},
	}
	for _, tc := range tests {
		t.Run(tc.format, func(t *testing.T) {
			e := runTool(t, r, "artifact.share", `{"artifactId":"`+art.ID+`","format":"`+tc.format+`"}`).Data.(apptools.Export)
			if e.Target != "clipboard" || !strings.Contains(e.Content, tc.want) {
				t.Errorf("share %s = %+v\nwant content containing %q", tc.format, e, tc.want)
			}
			if e.Bytes != len(e.Content) {
				t.Errorf("bytes = %d, content is %d", e.Bytes, len(e.Content))
			}
			// The approval preview shows exactly the bytes that leave.
			p, err := r.Preview(ctx, "artifact.share", json.RawMessage(`{"artifactId":"`+art.ID+`","format":"`+tc.format+`"}`), 1<<20)
			if err != nil || !strings.HasSuffix(p, e.Content) {
				t.Errorf("preview = %q, %v", p, err)
			}
		})
	}

	e := runTool(t, r, "artifact.share", `{"artifactId":"`+art.ID+`","format":"csv","target":"file"}`).Data.(apptools.Export)
	if e.Filename != "pricing-notes.csv" || e.Path != filepath.Join(r.Dir, "exports", "pricing-notes.csv") {
		t.Errorf("file export = %+v", e)
	}
	if b, _ := os.ReadFile(e.Path); !strings.HasPrefix(string(b), "Plan,Price\n") {
		t.Errorf("export file = %q", b)
	}
	p, _ := r.Preview(ctx, "artifact.share", json.RawMessage(`{"artifactId":"`+art.ID+`","format":"markdown","target":"file"}`), 10)
	if !strings.Contains(p, "to the file exports/pricing-notes.md") || !strings.Contains(p, "more bytes") {
		t.Errorf("cut preview = %q", p)
	}

	// transform.run saves into the same store, listed with the collection.
	id := v.collect(t, "Bridge", bridge[:2]...)
	tr := runTool(t, r, "transform.run", `{"collectionId":"`+id+`","type":"timeline"}`).Data.(map[string]any)
	as, err := v.e.Artifacts(ctx, id)
	if err != nil || len(as) != 1 || as[0].Type != "timeline" || tr["artifact"].(map[string]any)["id"] != as[0].ID {
		t.Fatalf("transform.run artifact: %+v %v (%+v)", as, err, tr)
	}
	// Nothing is written under the data dir but the file export.
	if ents, _ := os.ReadDir(r.Dir); len(ents) != 1 || ents[0].Name() != "exports" {
		t.Errorf("data dir holds %v", ents)
	}
	// purge removes both kinds.
	d, _ := v.e.db(ctx)
	if err := d.Purge(ctx); err != nil {
		t.Fatal(err)
	}
	for _, gone := range []string{art.ID, as[0].ID} {
		if _, err := v.e.Artifact(ctx, gone); laika.ErrorCode(err) != laika.CodeNotFound {
			t.Errorf("after purge %s: %v", gone, err)
		}
	}
}

func TestArtifactToolErrors(t *testing.T) {
	v := newEnv(t)
	r := toolRunner(t, v)
	id := runTool(t, r, "artifact.save", `{"title":"x","markdown":"y"}`).Data.(apptools.Artifact).ID
	tests := []struct{ name, tool, args, code string }{
		{"blank title", "artifact.save", `{"title":"  ","markdown":"y"}`, laika.CodeInvalidArguments},
		{"path traversal id", "artifact.open", `{"artifactId":"../../etc/passwd"}`, laika.CodeNotFound},
		{"unknown id", "artifact.open", `{"artifactId":"art_0000000000000000"}`, laika.CodeNotFound},
		{"unknown id share", "artifact.share", `{"artifactId":"art_0000000000000000","format":"csv"}`, laika.CodeNotFound},
		{"pdf", "artifact.share", `{"artifactId":"` + id + `","format":"pdf"}`, laika.CodeInvalidArguments},
		{"share sheet", "artifact.share", `{"artifactId":"` + id + `","format":"text","target":"share_sheet"}`, laika.CodeInvalidArguments},
		{"filename with slash", "artifact.share", `{"artifactId":"` + id + `","format":"text","target":"file","filename":"../x.txt"}`, laika.CodeInvalidArguments},
		{"dot file", "artifact.share", `{"artifactId":"` + id + `","format":"text","target":"file","filename":".bashrc"}`, laika.CodeInvalidArguments},
		{"bad json", "artifact.save", `{"title":`, laika.CodeInvalidArguments},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			res, err := r.Run(context.Background(), tc.tool, json.RawMessage(tc.args))
			if laika.ErrorCode(err) != tc.code {
				t.Fatalf("got %+v, %v; want code %s", res, err, tc.code)
			}
		})
	}
	if _, err := os.Stat(filepath.Join(r.Dir, "exports", "x.txt")); err == nil {
		t.Error("a refused export wrote a file")
	}
}
