package main

import (
	"context"
	"fmt"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/llm"
)

// openModel sets m.Model (never nil: llm.Builtin when no model is
// configured or the setting is unusable) and m.ModelStatus. It opens the
// configured backend without touching the network: cold start stays in
// milliseconds. Reachability is probed only when hello
// asks (through the status cache). A bad setting never stops the host: it
// falls back to the built-in planner and summarizer and hello says why.
func (m *Main) openModel() {
	cfg := m.Config
	log := llm.NewLogger(cfg.Path("logs", "llm.jsonl"), cfg.LogFullLLM)
	log.RetentionDays = cfg.LogRetentionDays
	m.OnClose(log.Close)
	m.LLMLog = log
	fallback := func(code, detail string) {
		m.Model = llm.Builtin{}
		m.Log.Warn("model setting unusable; using builtin", "model", cfg.Model, "code", code, "detail", detail)
		m.ModelStatus = func(context.Context) ModelStatus {
			return ModelStatus{Backend: llm.BackendBuiltin, Reachable: true, Code: code,
				Detail: detail + "; using the built-in planner and summarizer"}
		}
	}
	spec, err := llm.ParseSpec(cfg.Model)
	if err != nil {
		fallback(laika.ErrorCode(err), laika.ErrorMessage(err))
		return
	}
	model, err := llm.Open(spec, modelSettings(cfg, log))
	if err != nil {
		fallback(laika.ErrorCode(err), fmt.Sprintf("model %q: %s", cfg.Model, laika.ErrorMessage(err)))
		return
	}
	m.Model = model
	if p, ok := model.(llm.Prober); ok {
		m.ModelStatus = func(ctx context.Context) ModelStatus { return ModelStatus(p.Status(ctx)) }
	}
}

// modelSettings are the backend settings in cfg, for the host and the
// summarize command alike; log may be nil (no llm.jsonl).
func modelSettings(cfg *config.Config, log *llm.Logger) llm.Settings {
	return llm.Settings{
		OllamaHost:  cfg.OllamaHost,
		OpenAIKey:   cfg.OpenAIKey,
		NumCtx:      cfg.NumCtx,
		Temperature: cfg.Temperature,
		TopP:        cfg.TopP,
		TopK:        cfg.TopK,
		Log:         log,
	}
}
