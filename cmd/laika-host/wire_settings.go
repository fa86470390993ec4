package main

import (
	"context"
	"net"
	"net/url"
	"os"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/llm"
)

// settings.get and settings.set (settingsGet, settingsSet) let the options page read and change the
// model backend. The setting lives in config.json (where the README tells
// people to put it), so it applies to every host process the browser
// starts: the change takes effect when the extension reconnects its port,
// which starts a new host. An environment variable still wins over the
// file, and the reply says so.

// settingsView is the settings.get reply and part of settings.set's.
type settingsView struct {
	// Model is the backend spec this host process runs with.
	Model string `json:"model"`
	// Saved is the spec in config.json (what a new host will use unless
	// LAIKA_MODEL overrides it).
	Saved string `json:"saved"`
	// OverriddenByEnv is true when LAIKA_MODEL (or OLLAMA_HOST) is set in
	// the host's environment and wins over config.json.
	OverriddenByEnv bool   `json:"overriddenByEnv"`
	OllamaHost      string `json:"ollamaHost,omitempty"`
	// Egress says where model calls send page content: "none" (built-in),
	// "local" (a loopback server) or "remote" (another machine).
	Egress string `json:"egress"`
}

func (m *Main) settingsGet(ctx context.Context, req host.Request) (any, error) {
	if err := host.Decode(req.Payload, &struct{}{}); err != nil {
		return nil, err
	}
	return m.settingsNow()
}

func (m *Main) settingsNow() (settingsView, error) {
	saved, err := config.Load(func(k string) string { // the file alone, no environment
		if k == "LAIKA_HOME" {
			return m.Config.Home
		}
		return ""
	})
	if err != nil {
		return settingsView{}, laika.Errorf(laika.CodeInvalidArguments, "%v", err)
	}
	spec := m.Config.Model
	if spec == "" {
		spec = laika.BuiltinName
	}
	return settingsView{
		Model: spec, Saved: saved.Model, OllamaHost: m.Config.OllamaHost,
		OverriddenByEnv: os.Getenv("LAIKA_MODEL") != "" || os.Getenv("OLLAMA_HOST") != "",
		Egress:          egress(spec, m.Config.OllamaHost),
	}, nil
}

type settingsSetRequest struct {
	Model      *string `json:"model"`
	OllamaHost *string `json:"ollamaHost"`
}

type settingsSetReply struct {
	settingsView
	// RestartRequired: the saved settings differ from what this host runs
	// and no environment variable overrides them; reconnect the native
	// port to start a host with them.
	RestartRequired bool `json:"restartRequired"`
	// SavedEgress is where the saved settings would send page content.
	SavedEgress string `json:"savedEgress"`
}

// settingsSet validates and saves the model settings. Errors:
// invalid_arguments (bad spec or host), storage_failed (config.json not
// writable or corrupt).
func (m *Main) settingsSet(ctx context.Context, req host.Request) (any, error) {
	var p settingsSetRequest
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	values := map[string]any{}
	if p.Model != nil {
		spec := strings.TrimSpace(*p.Model)
		if _, err := llm.ParseSpec(spec); err != nil {
			return nil, err
		}
		values["model"] = spec
	}
	if p.OllamaHost != nil {
		h := strings.TrimSpace(*p.OllamaHost)
		if h != "" && !validHostPort(h) {
			return nil, laika.Errorf(laika.CodeInvalidArguments, "ollamaHost %q: want host:port or http(s)://host:port", h)
		}
		if h == "" {
			values["ollamaHost"] = nil
		} else {
			values["ollamaHost"] = h
		}
	}
	if len(values) == 0 {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "nothing to set: give model and/or ollamaHost")
	}
	if err := config.Save(m.Config.Home, values); err != nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "%v", err)
	}
	// The change is audited like every other setting.
	if d, err := m.Store.db(ctx); err == nil {
		for k, v := range values {
			s, _ := v.(string)
			if err := d.PutSetting(ctx, k, s); err != nil {
				m.Log.Warn("audit setting", "key", k, "err", err)
			}
		}
	}
	now, err := m.settingsNow()
	if err != nil {
		return nil, err
	}
	savedHost := m.Config.OllamaHost
	if h, ok := values["ollamaHost"].(string); ok {
		savedHost = h
	} else if _, removed := values["ollamaHost"]; removed {
		savedHost = ""
	}
	saved := now.Saved
	if saved == "" {
		saved = laika.BuiltinName
	}
	// A restart helps only if the file now differs from what runs and no
	// environment variable would override it again.
	restart := !now.OverriddenByEnv && (saved != now.Model || savedHost != m.Config.OllamaHost)
	return settingsSetReply{settingsView: now, RestartRequired: restart, SavedEgress: egress(saved, savedHost)}, nil
}

// egress says where a backend sends page content.
func egress(spec, ollamaHost string) string {
	s, err := llm.ParseSpec(spec)
	if err != nil {
		return "none"
	}
	switch s.Backend {
	case llm.BackendOllama:
		if ollamaHost == "" {
			return "local" // Ollama's default, 127.0.0.1:11434
		}
		return locality(ollamaHost)
	case llm.BackendOpenAI:
		return locality(s.BaseURL)
	}
	return "none"
}

func locality(addr string) string {
	h := addr
	if u, err := url.Parse(addr); err == nil && u.Host != "" {
		h = u.Host
	}
	if host, _, err := net.SplitHostPort(h); err == nil {
		h = host
	}
	if h == "localhost" {
		return "local"
	}
	if ip := net.ParseIP(strings.Trim(h, "[]")); ip != nil && ip.IsLoopback() {
		return "local"
	}
	return "remote"
}

func validHostPort(h string) bool {
	if strings.ContainsAny(h, " \t\n") {
		return false
	}
	if u, err := url.Parse(h); err == nil && (u.Scheme == "http" || u.Scheme == "https") {
		return u.Host != ""
	}
	_, _, err := net.SplitHostPort(h)
	return err == nil
}
