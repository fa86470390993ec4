package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoSecretsAtRest drives the real host with a replayed model that
// proposes a password for a password field (denied) and then a card number
// for a plain field (asked, approved, executed). Afterwards neither value
// is anywhere in the data dir — laika.db, its WAL, host.jsonl, llm.jsonl —
// and `purge --yes` leaves nothing the host wrote.
func TestNoSecretsAtRest(t *testing.T) {
	const password = "Tr0ub4dor&3-horse"
	const card = "4539 1488 0343 6467"
	home := t.TempDir()
	var replay strings.Builder
	for _, out := range []any{
		map[string]any{"assistant": map[string]any{"markdown": "Filling in the password."},
			"tool_calls": []any{map[string]any{"name": "browser.type", "arguments": map[string]any{"handleId": "pw", "text": password}}}},
		map[string]any{"assistant": map[string]any{"markdown": "Adding the card to the note."},
			"tool_calls": []any{map[string]any{"name": "browser.type", "arguments": map[string]any{"handleId": "note", "text": card}}}},
		map[string]any{"assistant": map[string]any{"markdown": "Done."}, "tool_calls": []any{}},
	} {
		b, _ := json.Marshal(out)
		l, _ := json.Marshal(map[string]string{"purpose": "plan", "output": string(b)})
		replay.Write(append(l, '\n'))
	}
	rf := filepath.Join(t.TempDir(), "model.jsonl")
	os.WriteFile(rf, []byte(replay.String()), 0o600)

	p := startHost(t, home, []string{"serve"}, "LAIKA_MODEL=replay:"+rf)
	s := &session{t: t, p: p}
	obs := func(gen int) map[string]any {
		return map[string]any{"url": "https://shop.example/pay", "title": "Pay", "documentId": "d", "navigationGeneration": gen, "observedAtMs": gen,
			"text": "Payment", "elements": []any{
				map[string]any{"handleId": "pw", "role": "textbox", "tag": "input", "inputType": "password", "label": "Password"},
				map[string]any{"handleId": "note", "role": "textbox", "tag": "input", "inputType": "text", "label": "Note"},
			}}
	}
	type call struct {
		ID, Name, Decision, Reason string
		Executable                 bool
		Arguments                  json.RawMessage
	}
	var rep struct {
		RunID     string `json:"runId"`
		ToolCalls []call `json:"tool_calls"`
		Done      bool   `json:"done"`
	}
	s.call("plan", map[string]any{"goal": "fill in the payment form", "observation": obs(1)}, &rep)
	if len(rep.ToolCalls) != 1 || rep.ToolCalls[0].Decision != "deny" || rep.ToolCalls[0].Reason != "sensitive_field" {
		t.Fatalf("password proposal: %+v", rep)
	}
	if strings.Contains(string(rep.ToolCalls[0].Arguments), password) {
		t.Errorf("a denied password went back to the extension: %s", rep.ToolCalls[0].Arguments)
	}
	s.call("plan", map[string]any{"runId": rep.RunID, "observation": obs(2)}, &rep)
	c := rep.ToolCalls[0]
	if c.Decision != "ask" || c.Executable {
		t.Fatalf("card proposal: %+v", c)
	}
	var ap struct {
		ToolCall call `json:"tool_call"`
	}
	s.call("approval", map[string]any{"runId": rep.RunID, "callId": c.ID, "decision": "approve"}, &ap)
	if !ap.ToolCall.Executable || !strings.Contains(string(ap.ToolCall.Arguments), card) {
		t.Fatalf("the approved call must carry the text to type: %+v", ap.ToolCall)
	}
	s.call("plan", map[string]any{"runId": rep.RunID, "observation": obs(3), "toolResults": []any{map[string]any{"callId": c.ID, "status": "ok"}}}, &rep)
	p.Cmd.Process.Signal(os.Interrupt)
	p.Cmd.Wait()

	digits := strings.ReplaceAll(card, " ", "")
	var files int
	filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, _ := os.ReadFile(path)
		files++
		for _, v := range []string{password, card, digits, "Tr0ub4dor"} {
			if bytes.Contains(b, []byte(v)) {
				t.Errorf("%s holds %q", path, v)
			}
		}
		return nil
	})
	if files < 2 {
		t.Fatalf("only %d files written: the test saw nothing", files)
	}
	out, _ := exec.Command("sqlite3", "-version").CombinedOutput()
	_ = out // the raw-bytes scan above is what counts; sqlite3 may not be installed

	// The masked form is what the store keeps.
	db, _ := os.ReadFile(filepath.Join(home, "laika.db"))
	wal, _ := os.ReadFile(filepath.Join(home, "laika.db-wal"))
	if !bytes.Contains(append(db, wal...), []byte("[secret sha256:")) {
		t.Error("no masked value in the store")
	}

	// purge --yes leaves nothing the host wrote but the emptied database
	// and config.json.
	for _, dir := range []string{"exports", "artifacts", "collections"} {
		os.MkdirAll(filepath.Join(home, dir), 0o700)
		os.WriteFile(filepath.Join(home, dir, "x"), []byte(card), 0o600)
	}
	cmd := exec.Command(hostBin, "purge", "--yes")
	cmd.Env = append(os.Environ(), "LAIKA_HOME="+home)
	if b, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("purge: %v %s", err, b)
	}
	entries, _ := os.ReadDir(home)
	for _, e := range entries {
		switch e.Name() {
		case "laika.db", "laika.db-wal", "laika.db-shm", "config.json":
		default:
			t.Errorf("purge left %s", e.Name())
		}
	}
	filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if err == nil && !d.IsDir() {
			if b, _ := os.ReadFile(path); bytes.Contains(b, []byte("Filling in")) || bytes.Contains(b, []byte("fill in the payment form")) {
				t.Errorf("%s still holds run history after purge", path)
			}
		}
		return nil
	})
}
