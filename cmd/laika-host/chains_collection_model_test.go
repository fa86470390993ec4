package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// The model path with the open research collection, through `serve` with
// replayed model outputs: the planner's prompt carries the collection's
// sources as the untrusted doc:collection document, the model's
// transform.run call on that collection goes through the gate and runs in
// the host (the research comparison), and the model's next step answers.
func TestCollectionFollowUpWithModel(t *testing.T) {
	home := t.TempDir()
	db := filepath.Join(home, "laika.db")
	cli := func(args ...string) map[string]any {
		t.Helper()
		code, out, errOut := runCLI(t, append(args, "--json", "--db", db)...)
		if code != 0 {
			t.Fatalf("%v: exit %d: %s", args, code, errOut)
		}
		var v map[string]any
		json.Unmarshal([]byte(out), &v)
		return v
	}
	fixtures := filepath.Join("..", "..", "e2e", "fixtures", "chains")
	id := cli("collection", "new", "River cleanups")["collectionId"].(string)
	cli("collection", "add", id, filepath.Join(fixtures, "result-guide.html"), filepath.Join(fixtures, "result-safety.html"))

	call := func(v any) string { b, _ := json.Marshal(v); return string(b) }
	replay := filepath.Join(home, "replay.jsonl")
	lines := []string{
		call(map[string]any{"purpose": "plan", "output": call(map[string]any{"assistant": map[string]any{"markdown": "Comparing your sources."},
			"tool_calls": []any{map[string]any{"name": "transform.run", "arguments": map[string]any{"collectionId": id, "type": "comparison"}}}})}),
		call(map[string]any{"purpose": "plan", "output": `{"assistant":{"markdown":"The comparison of your two sources is saved."},"tool_calls":[]}`}),
	}
	if err := os.WriteFile(replay, []byte(strings.Join(lines, "\n")+"\n"), 0o600); err != nil {
		t.Fatal(err)
	}
	s := &session{t: t, p: startHost(t, home, []string{"serve"}, "LAIKA_MODEL=replay:"+replay, "LAIKA_LOG_FULL_LLM=1")}
	b := &stubBrowser{t: t}
	if err := b.load(fixtureBase + "news.html"); err != nil {
		t.Fatal(err)
	}
	var ran []map[string]any
	b.onReply = func(typ string, rep map[string]any) {
		calls, _ := rep["tool_calls"].([]any)
		for _, x := range calls {
			ran = append(ran, x.(map[string]any))
		}
	}
	rep, text := runGoalWith(s, b, "compare these sources", map[string]any{"collectionId": id})
	if rep["stopReason"] != "answered" || !strings.Contains(text, "comparison of your two sources is saved") {
		t.Fatalf("final: %v\n%s", rep["stopReason"], text)
	}
	var tr map[string]any
	for _, c := range ran {
		if c["name"] == "transform.run" {
			tr = c
		}
	}
	if tr == nil || tr["decision"] != "allow" || tr["status"] != "ok" || tr["runs"] != "host" {
		t.Fatalf("transform.run: %v", tr)
	}
	res, _ := tr["result"].(map[string]any)
	if md, _ := res["markdown"].(string); !strings.Contains(md, "Safety checklist") || !strings.Contains(md, "|") {
		t.Errorf("the comparison: %v", res)
	}
	// What the model was shown: the sources, as an untrusted document.
	raw, _ := os.ReadFile(filepath.Join(home, "logs", "llm.jsonl"))
	log := strings.ReplaceAll(string(raw), `\"`, `"`)
	for _, want := range []string{`"doc_id":"doc:collection"`, id, "Every volunteer should wear thick gloves", `"trust":"untrusted"`} {
		if !strings.Contains(log, want) {
			t.Errorf("the plan prompt lacks %s", want)
		}
	}
}
