package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika/internal/hostproc"
	"github.com/laikabrowser/laika/internal/ollamatest"
)

// replies reads the host's replies in the background and hands them out
// by id, in whatever order they come.
type replies struct {
	ch   chan envelope
	seen map[string]envelope
}

func readReplies(t *testing.T, p *hostproc.Proc) *replies {
	r := &replies{ch: make(chan envelope, 16), seen: map[string]envelope{}}
	go func() {
		for {
			var e envelope
			if err := p.RecvJSON(&e); err != nil {
				close(r.ch)
				return
			}
			r.ch <- e
		}
	}()
	return r
}

// wait returns the replies with the given ids.
func (r *replies) wait(t *testing.T, timeout time.Duration, ids ...string) map[string]envelope {
	t.Helper()
	deadline := time.After(timeout)
	for {
		got := map[string]envelope{}
		for _, id := range ids {
			if e, ok := r.seen[id]; ok {
				got[id] = e
			}
		}
		if len(got) == len(ids) {
			for _, id := range ids {
				delete(r.seen, id)
			}
			return got
		}
		select {
		case e, ok := <-r.ch:
			if !ok {
				t.Fatalf("host closed its output; have %v", r.seen)
			}
			if e.ID != nil {
				r.seen[*e.ID] = e
			}
		case <-deadline:
			t.Fatalf("no reply to %v within %v (have %v)", ids, timeout, r.seen)
		}
	}
}

// llmEvents reads logs/llm.jsonl.
func llmEvents(t *testing.T, home string) []map[string]any {
	b, err := os.ReadFile(filepath.Join(home, "logs", "llm.jsonl"))
	if err != nil && !os.IsNotExist(err) {
		t.Fatal(err)
	}
	var out []map[string]any
	sc := bufio.NewScanner(bytes.NewReader(b))
	sc.Buffer(nil, 1<<24)
	for sc.Scan() {
		var ev map[string]any
		if json.Unmarshal(sc.Bytes(), &ev) == nil {
			out = append(out, ev)
		}
	}
	return out
}

func planPayload(goal string, extra map[string]any) map[string]any {
	obs := map[string]any{"url": "https://example.com/kettles", "title": "Kettles", "documentId": "d1", "navigationGeneration": 1,
		"primary": map[string]any{"text": "The Aurora kettle boils a litre in three minutes and costs 40 euros."}}
	p := map[string]any{"goal": goal, "observation": obs}
	for k, v := range extra {
		p[k] = v
	}
	return p
}

// TestPlanCancelAndTemporaryWithOllama drives the real host binary with a
// REAL Ollama model, whose plans take tens of seconds on this machine:
//
//   - request.cancel of a plan in flight answers cancelled at once, the
//     model's HTTP request is aborted (llm.jsonl's llm_complete says
//     cancelled, long before a plan could finish), and the run is recorded
//     as stopped with stopReason cancelled;
//   - a temporary plan and a temporary summary leave no line in llm.jsonl
//     and no model run in the store; the finished temporary run is
//     forgotten by the host itself, and its goal is in no file under the
//     data dir but laika.db's audit trail.
func TestPlanCancelAndTemporaryWithOllama(t *testing.T) {
	url, model := ollamatest.Start(t)
	home := t.TempDir()
	p := startHost(t, home, []string{"serve"}, "LAIKA_MODEL=ollama:"+model, "OLLAMA_HOST="+url)
	rs := readReplies(t, p)

	const tempGoal = "write a limerick about the zebra-ferry timetable"
	p.SendJSON(map[string]any{"id": "t1", "type": "plan", "payload": planPayload(tempGoal, map[string]any{"temporary": true})})
	p.SendJSON(map[string]any{"id": "s1", "type": "summary.start", "payload": map[string]any{"temporary": true, "goal": tempGoal,
		"observation": planPayload("", nil)["observation"]}})
	p.SendJSON(map[string]any{"id": "p1", "type": "plan", "payload": planPayload("describe the kettle page", nil)})

	// Cancel p1 once its model request has started (llm.jsonl says so).
	var runID string
	for deadline := time.Now().Add(60 * time.Second); runID == "" && time.Now().Before(deadline); {
		for _, ev := range llmEvents(t, home) {
			if ev["event"] == "llm_request" && ev["purpose"] == "plan" {
				runID, _ = ev["run_id"].(string)
			}
		}
		time.Sleep(100 * time.Millisecond)
	}
	if runID == "" {
		t.Fatalf("p1's model request never started; llm.jsonl: %v", llmEvents(t, home))
	}
	cancelAt := time.Now()
	p.SendJSON(map[string]any{"id": "c1", "type": "request.cancel", "payload": map[string]any{"requestId": "p1"}})
	got := rs.wait(t, 10*time.Second, "c1", "p1")
	took := time.Since(cancelAt)
	if c := got["c1"]; c.Status != "ok" || !strings.Contains(string(c.Payload), `"cancelled":true`) {
		t.Fatalf("request.cancel reply = %s; the plan's = %+v %s", c.Payload, got["p1"], got["p1"].Payload)
	}
	if r := got["p1"]; r.Status != "error" || r.Error == nil || r.Error.Code != "cancelled" {
		t.Fatalf("cancelled plan's reply = %+v %s", r, r.Payload)
	}
	t.Logf("plan answered cancelled %v after request.cancel", took)
	// The model call itself ended, cancelled: the HTTP request was aborted.
	var complete map[string]any
	for deadline := time.Now().Add(5 * time.Second); complete == nil && time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		for _, ev := range llmEvents(t, home) {
			if ev["event"] == "llm_complete" && ev["run_id"] == runID {
				complete = ev
			}
		}
	}
	if complete == nil || complete["error_code"] != "cancelled" {
		t.Fatalf("llm_complete for the cancelled run = %v", complete)
	}

	// The temporary plan finishes (the model is slow: be patient).
	got = rs.wait(t, 4*time.Minute, "t1", "s1")
	if got["t1"].Status != "ok" || got["s1"].Status != "ok" {
		t.Fatalf("temporary plan/summary = %+v %s / %+v %s", got["t1"], got["t1"].Payload, got["s1"], got["s1"].Payload)
	}
	var t1 struct{ RunID string }
	var s1 struct{ JobID string }
	json.Unmarshal(got["t1"].Payload, &t1)
	json.Unmarshal(got["s1"].Payload, &s1)
	// Let the summary write something (its model call is well under way);
	// cancel it if it is still running then. Either way nothing of it may
	// be kept.
	var sumText string
	for deadline := time.Now().Add(3 * time.Minute); ; {
		p.SendJSON(map[string]any{"id": "poll", "type": "summary.poll", "payload": map[string]any{"jobId": s1.JobID, "cursor": 0, "waitMs": 1000}})
		var poll struct {
			Text, Status, Backend string
		}
		json.Unmarshal(rs.wait(t, 10*time.Second, "poll")["poll"].Payload, &poll)
		sumText = poll.Text
		if poll.Backend == "builtin" {
			t.Fatalf("the temporary summary did not use the model: %+v", poll)
		}
		if poll.Status == "done" {
			break
		}
		if poll.Status != "running" {
			t.Fatalf("temporary summary ended %+v", poll)
		}
		if len(poll.Text) > 40 {
			p.SendJSON(map[string]any{"id": "sc", "type": "summary.cancel", "payload": map[string]any{"jobId": s1.JobID}})
			rs.wait(t, 10*time.Second, "sc")
			break
		}
		if time.Now().After(deadline) {
			t.Fatal("temporary summary wrote nothing")
		}
	}

	// The cancelled run is in history as stopped.
	p.SendJSON(map[string]any{"id": "h1", "type": "history.run", "payload": map[string]any{"runId": runID}})
	var hist struct {
		Run struct{ Status, StopReason string }
	}
	json.Unmarshal(rs.wait(t, 10*time.Second, "h1")["h1"].Payload, &hist)
	if hist.Run.Status != "done" || hist.Run.StopReason != "cancelled" {
		t.Fatalf("cancelled run in history = %+v", hist.Run)
	}
	// The temporary run's records are gone once it finished: the host
	// forgot it by itself (the audit trail keeps a run_deleted entry).
	p.SendJSON(map[string]any{"id": "h2", "type": "history.run", "payload": map[string]any{"runId": t1.RunID}})
	if h2 := rs.wait(t, 10*time.Second, "h2")["h2"]; h2.Status != "error" || h2.Error == nil || h2.Error.Code != "not_found" {
		t.Fatalf("temporary run still in the store: %+v %s", h2, h2.Payload)
	}
	p.SendJSON(map[string]any{"id": "av", "type": "audit.verify", "payload": map[string]any{}})
	if av := rs.wait(t, 10*time.Second, "av")["av"]; av.Status != "ok" || !strings.Contains(string(av.Payload), `"ok":true`) {
		t.Fatalf("audit.verify after the temporary run = %+v %s", av, av.Payload)
	}
	// llm.jsonl: the other run's lines are there, the temporary ones not.
	for _, ev := range llmEvents(t, home) {
		if ev["run_id"] == t1.RunID || ev["purpose"] == "summary" {
			t.Errorf("llm.jsonl has a temporary model call: %v", ev)
		}
	}
	p.CloseStdin()
	p.Wait()
	// No file keeps the temporary goal (the audit trail records it as the
	// run's creation; laika.db is checked through the store instead).
	// The summary's text is in no file at all, laika.db included.
	// The probe is a run of plain words from the first 80 characters (the
	// model run keeps an 80-character preview; quotes and other escapes
	// would differ between the stream and a JSON column).
	var sumProbe []byte
	head := sumText
	if len(head) > 80 {
		head = head[:80]
	}
	for _, m := range regexp.MustCompile(`[A-Za-z][A-Za-z ,]{9,}`).FindAllString(head, -1) {
		if len(m) > len(sumProbe) {
			sumProbe = []byte(m)
		}
	}
	if len(sumProbe) < 10 {
		t.Fatalf("no plain words to look for in the summary %q", sumText)
	}
	filepath.Walk(home, func(path string, info os.FileInfo, err error) error {
		if err != nil || info.IsDir() {
			return nil
		}
		b, _ := os.ReadFile(path)
		if !strings.HasPrefix(filepath.Base(path), "laika.db") && bytes.Contains(b, []byte("zebra-ferry")) {
			t.Errorf("%s keeps the temporary goal", path)
		}
		if bytes.Contains(b, sumProbe) {
			t.Errorf("%s keeps the temporary summary's text %q", path, sumProbe)
		}
		return nil
	})
}
