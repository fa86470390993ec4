package main

import (
	"context"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/llm"
)

// The sidecar's own messages (docs/protocol.md): history.delete for the
// history view and temporary mode, models.list for the model picker.

// historyDelete is history.delete: {"runId"} deletes one run's records,
// {"all":true} every run and conversation. The audit trail keeps a
// history_deleted entry; settings, site rules, collections and artifacts
// stay (laika-host purge removes everything).
func (s *lazyStore) historyDelete(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		RunID string `json:"runId"`
		All   bool   `json:"all"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if (p.RunID == "") == !p.All {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "give either runId or all: true")
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	if p.All {
		n, err := d.ForgetHistory(ctx)
		if err != nil {
			return nil, err
		}
		return map[string]any{"deleted": n}, nil
	}
	if err := d.ForgetRun(ctx, p.RunID); err != nil {
		return nil, err
	}
	return map[string]any{"deleted": 1}, nil
}

// modelsListReply is the models.list reply.
type modelsListReply struct {
	// Current is the backend spec this host runs with ("builtin",
	// "ollama:<model>", "openai:<url>#<model>").
	Current string           `json:"current"`
	Ollama  llm.ServerModels `json:"ollama"`
	// OpenAI is present when an OpenAI-compatible server is configured.
	OpenAI *llm.ServerModels `json:"openai,omitempty"`
	// Egress per server: "local" or "remote" (page content leaves this
	// computer when a remote server is picked).
	OllamaEgress string `json:"ollamaEgress"`
	OpenAIEgress string `json:"openaiEgress,omitempty"`
}

// modelsList answers models.list from the host's config: the Ollama
// server's installed models (its configured host or the default) and, when
// the configured backend is an OpenAI-compatible server, that server's
// /models.
func (m *Main) modelsList(ctx context.Context, req host.Request) (any, error) {
	cfg := m.Config
	if err := host.Decode(req.Payload, &struct{}{}); err != nil {
		return nil, err
	}
	spec := cfg.Model
	if spec == "" {
		spec = laika.BuiltinName
	}
	r := modelsListReply{Current: spec, Ollama: llm.ListOllama(ctx, cfg.OllamaHost), OllamaEgress: "local"}
	if cfg.OllamaHost != "" {
		r.OllamaEgress = locality(cfg.OllamaHost)
	}
	if s, err := llm.ParseSpec(spec); err == nil && s.Backend == llm.BackendOpenAI {
		o := llm.ListOpenAI(ctx, s.BaseURL, cfg.OpenAIKey)
		r.OpenAI = &o
		r.OpenAIEgress = locality(s.BaseURL)
	}
	return r, nil
}
