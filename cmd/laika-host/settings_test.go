package main

import (
	"testing"

	"github.com/laikabrowser/laika/internal/hostproc"
)

// TestSettingsSaveAndRestart: the options page saves a model through
// settings.set; a new host process (the extension reconnecting) runs with
// it; a bad spec is refused; a remote endpoint is reported as remote.
func TestSettingsSaveAndRestart(t *testing.T) {
	home := t.TempDir()
	start := func() *session {
		p, err := hostproc.Start(hostBin, []string{"serve"}, "LAIKA_HOME="+home, "LAIKA_MODEL=", "OLLAMA_HOST=")
		if err != nil {
			t.Fatal(err)
		}
		t.Cleanup(func() { p.CloseStdin(); p.Wait() })
		return &session{t: t, p: p}
	}
	s := start()
	var v settingsView
	s.call("settings.get", nil, &v)
	if v.Model != "builtin" || v.Egress != "none" || v.OverriddenByEnv {
		t.Fatalf("fresh settings %+v", v)
	}
	var set settingsSetReply
	s.call("settings.set", map[string]any{"model": "openai:https://api.example.com/v1#gpt-x"}, &set)
	if !set.RestartRequired || set.Saved != "openai:https://api.example.com/v1#gpt-x" || set.SavedEgress != "remote" || set.Model != "builtin" {
		t.Fatalf("after set: %+v", set)
	}
	s.call("settings.set", map[string]any{"model": "ollama:qwen3:0.6b", "ollamaHost": "127.0.0.1:1"}, &set)
	if set.SavedEgress != "local" || !set.RestartRequired {
		t.Fatalf("loopback Ollama: %+v", set)
	}
	for _, bad := range []map[string]any{{"model": "gpt-4"}, {"ollamaHost": "not a host"}, {}, {"model": "builtin", "extra": 1}} {
		if code := s.callErr("settings.set", bad); code != "invalid_arguments" {
			t.Fatalf("settings.set %v: code %q, want invalid_arguments", bad, code)
		}
	}

	s2 := start() // what the extension gets after reconnecting
	s2.call("settings.get", nil, &v)
	if v.Model != "ollama:qwen3:0.6b" || v.OllamaHost != "127.0.0.1:1" {
		t.Fatalf("new host runs %+v", v)
	}
	s2.call("settings.set", map[string]any{"model": "ollama:qwen3:0.6b"}, &set)
	if set.RestartRequired {
		t.Fatalf("saving what already runs asks for a restart: %+v", set)
	}
	var h helloReply
	s2.call("hello", nil, &h)
	if h.Model.Backend != "ollama" || h.Model.Reachable || h.Model.Code != "model_unavailable" {
		t.Fatalf("hello after restart: %+v", h.Model)
	}
}

// TestSettingsEnvOverride: with LAIKA_MODEL in the host's environment, a
// saved setting is kept for later but a restart would not apply it, and the
// reply says why.
func TestSettingsEnvOverride(t *testing.T) {
	p, err := hostproc.Start(hostBin, []string{"serve"}, "LAIKA_HOME="+t.TempDir(), "LAIKA_MODEL=builtin")
	if err != nil {
		t.Fatal(err)
	}
	t.Cleanup(func() { p.CloseStdin(); p.Wait() })
	s := &session{t: t, p: p}
	var set settingsSetReply
	s.call("settings.set", map[string]any{"model": "ollama:qwen3:0.6b"}, &set)
	if !set.OverriddenByEnv || set.RestartRequired || set.Saved != "ollama:qwen3:0.6b" || set.Model != "builtin" {
		t.Fatalf("with LAIKA_MODEL set: %+v", set)
	}
}
