package main

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/host"
	"github.com/laikabrowser/laika/store"
)

// Review messages (docs/protocol.md). They read the store, except
// origins.put and origins.delete, which change the per-origin policy and
// are audited.

// maxHistoryReply keeps history.run under the 1 MiB frame cap with room
// for the envelope.
const maxHistoryReply = 900 << 10

// listLimit is the largest "limit" a list message accepts.
const listLimit = 200

// storeList serves a list message: payload {"limit"} (0 for the store's
// default, else 1 to 200), reply {key: [...]}, an empty list never null.
// history.runs and conversation.list are such messages.
func storeList[T any](s *lazyStore, key string, list func(d *store.DB, ctx context.Context, limit int) ([]T, error)) host.Handler {
	return func(ctx context.Context, req host.Request) (any, error) {
		var p struct {
			Limit int `json:"limit"`
		}
		if err := host.Decode(req.Payload, &p); err != nil {
			return nil, err
		}
		if p.Limit < 0 || p.Limit > listLimit {
			return nil, laika.Errorf(laika.CodeInvalidArguments, "limit must be 1 to %d", listLimit)
		}
		d, err := s.db(ctx)
		if err != nil {
			return nil, err
		}
		items, err := list(d, ctx, p.Limit)
		if err != nil {
			return nil, err
		}
		if items == nil {
			items = []T{}
		}
		return map[string]any{key: items}, nil
	}
}

func (s *lazyStore) historyRun(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		RunID string `json:"runId"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	if p.RunID == "" {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "runId is required")
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	x, err := d.LoadRunExport(ctx, p.RunID)
	if err != nil {
		return nil, err
	}
	b, err := json.Marshal(x)
	if err != nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "export: %v", err)
	}
	if len(b) > maxHistoryReply {
		return nil, laika.Errorf(laika.CodeTooLarge, "run %s is %d KiB; use laika-host export --run %s", p.RunID, len(b)>>10, p.RunID)
	}
	return json.RawMessage(b), nil
}

func (s *lazyStore) auditVerify(ctx context.Context, req host.Request) (any, error) {
	if err := host.Decode(req.Payload, &struct{}{}); err != nil {
		return nil, err
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	bad, verr := d.VerifyAudit(ctx)
	if verr != nil && laika.ErrorCode(verr) != laika.CodeVerificationFailed {
		return nil, verr
	}
	entries, err := d.AuditEntries(ctx, "")
	if err != nil {
		return nil, err
	}
	reply := struct {
		OK       bool   `json:"ok"`
		Entries  int    `json:"entries"`
		Head     string `json:"head,omitempty"`
		FirstBad int64  `json:"firstBad,omitempty"`
		Reason   string `json:"reason,omitempty"`
	}{OK: verr == nil, Entries: len(entries), FirstBad: bad}
	if len(entries) > 0 {
		reply.Head = entries[len(entries)-1].Hash
	}
	if verr != nil {
		reply.Reason = laika.ErrorMessage(verr)
	}
	return reply, nil
}

func (s *lazyStore) originsList(ctx context.Context, req host.Request) (any, error) {
	if err := host.Decode(req.Payload, &struct{}{}); err != nil {
		return nil, err
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	rules, err := d.ListOriginRules(ctx)
	if err != nil {
		return nil, err
	}
	if rules == nil {
		rules = []store.OriginRule{}
	}
	return map[string]any{"rules": rules}, nil
}

func (s *lazyStore) originsPut(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		Origin    string `json:"origin"`
		Autodrive string `json:"autodrive"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	if err := d.PutOriginRule(ctx, store.OriginRule{Origin: p.Origin, Autodrive: p.Autodrive}); err != nil {
		return nil, err
	}
	r, err := d.GetOriginRule(ctx, p.Origin)
	if err != nil {
		return nil, err
	}
	return map[string]any{"rule": r}, nil
}

func (s *lazyStore) originsDelete(ctx context.Context, req host.Request) (any, error) {
	var p struct {
		Origin string `json:"origin"`
	}
	if err := host.Decode(req.Payload, &p); err != nil {
		return nil, err
	}
	d, err := s.db(ctx)
	if err != nil {
		return nil, err
	}
	if err := d.DeleteOriginRule(ctx, p.Origin); err != nil {
		return nil, err
	}
	return struct{}{}, nil
}
