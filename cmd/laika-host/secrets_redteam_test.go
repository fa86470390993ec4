package main

import (
	"bytes"
	"encoding/json"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestNoSecretsAtRestVariants: the red-team versions of TestNoSecretsAtRest.
// The model proposes a password for a field only the content script knows
// is sensitive (a Thai label), writes the password into its own reply text
// too, and spells it in the arguments with JSON \u escapes; it then
// proposes a GitHub token for a plain field. Afterwards none of these is in
// any file the host wrote.
func TestNoSecretsAtRestVariants(t *testing.T) {
	const password = "Zebra-Quartz-7781"
	const token = "ghp_Q9x2Lm4ZkV7mW8nB3cT6yH1jD5fG0aEsRt"
	home := t.TempDir()
	escaped := `{"handleId":"pw","text":"\u005aebra-\u0051uartz-7781"}`
	var replay strings.Builder
	for _, out := range []string{
		`{"assistant":{"markdown":"I will type ` + password + ` into the password box."},"tool_calls":[{"name":"browser.type","arguments":` + escaped + `}]}`,
		`{"assistant":{"markdown":"Pasting the token."},"tool_calls":[{"name":"browser.type","arguments":{"handleId":"note","text":"` + token + `"}}]}`,
		`{"assistant":{"markdown":"Done."},"tool_calls":[]}`,
	} {
		if !json.Valid([]byte(out)) {
			t.Fatalf("bad replay line %s", out)
		}
		l, _ := json.Marshal(map[string]string{"purpose": "plan", "output": out})
		replay.Write(append(l, '\n'))
	}
	rf := filepath.Join(t.TempDir(), "model.jsonl")
	if err := os.WriteFile(rf, []byte(replay.String()), 0o600); err != nil {
		t.Fatal(err)
	}
	p := startHost(t, home, []string{"serve"}, "LAIKA_MODEL=replay:"+rf)
	s := &session{t: t, p: p}
	obs := func(gen int) map[string]any {
		return map[string]any{"url": "https://shop.example/login", "title": "Login", "documentId": "d", "navigationGeneration": gen, "observedAtMs": gen,
			"text": "Sign in", "elements": []any{
				map[string]any{"handleId": "pw", "role": "textbox", "tag": "input", "inputType": "text", "label": "กรอกรหัสผ่าน", "sensitive": "password"},
				map[string]any{"handleId": "note", "role": "textbox", "tag": "textarea", "label": "Note"},
			}}
	}
	type call struct {
		ID, Name, Decision, Reason string
		Executable                 bool
	}
	var rep struct {
		RunID     string `json:"runId"`
		ToolCalls []call `json:"tool_calls"`
	}
	s.call("plan", map[string]any{"goal": "sign in", "observation": obs(1)}, &rep)
	if len(rep.ToolCalls) != 1 || rep.ToolCalls[0].Decision != "deny" {
		t.Fatalf("password proposal: %+v", rep)
	}
	s.call("plan", map[string]any{"runId": rep.RunID, "observation": obs(2)}, &rep)
	if len(rep.ToolCalls) != 1 || rep.ToolCalls[0].Decision != "ask" {
		t.Fatalf("token proposal: %+v", rep)
	}
	s.call("approval", map[string]any{"runId": rep.RunID, "callId": rep.ToolCalls[0].ID, "decision": "deny"}, nil)
	p.Cmd.Process.Signal(os.Interrupt)
	p.Cmd.Wait()

	files := 0
	filepath.WalkDir(home, func(path string, d fs.DirEntry, err error) error {
		if err != nil || d.IsDir() {
			return nil
		}
		b, _ := os.ReadFile(path)
		files++
		for _, v := range []string{password, "Zebra-Quartz", token, token[4:24], `\u005aebra`} {
			if bytes.Contains(b, []byte(v)) {
				t.Errorf("%s holds %q", filepath.Base(path), v)
			}
		}
		return nil
	})
	if files < 2 {
		t.Fatalf("only %d files written", files)
	}
}
