package orchestrator

import (
	"context"
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestRunTool(t *testing.T) {
	f := newFixture(t, nil)
	ctx := context.Background()
	runTool := func(name, args string) PlanReply {
		t.Helper()
		rep, err := f.o.RunTool(ctx, ToolRunRequest{Name: name, Arguments: json.RawMessage(args)})
		if err != nil {
			t.Fatalf("tool.run %s: %v", name, err)
		}
		return rep
	}

	rep := runTool("app.calculate", `{"expression":"80 + 15%"}`)
	if c := one(t, rep); !rep.Done || c.Status != "ok" || rep.Summary != "80 + 15% = 92" || rep.Intent != Calculate {
		t.Fatalf("calculate: %+v", rep)
	}
	save := runTool("artifact.save", `{"title":"Notes","markdown":"# Notes\n\n| a | b |\n|---|---|\n| 1 | 2 |\n"}`)
	var art struct{ ID string }
	b, _ := json.Marshal(one(t, save).Result)
	json.Unmarshal(b, &art)
	if !save.Done || art.ID == "" {
		t.Fatalf("save: %+v", save)
	}

	// Egress asks with the exact bytes; approval runs it and ends the run.
	share := runTool("artifact.share", `{"artifactId":"`+art.ID+`","format":"csv"}`)
	c := one(t, share)
	if share.Done || c.Decision != laika.Ask || c.Executable || !strings.HasSuffix(c.Preview, "a,b\n1,2\n") {
		t.Fatalf("share: %+v", share)
	}
	a := f.approve(t, share.RunID, c.ID, "approve")
	if !a.Done || a.ToolCall.Status != "ok" {
		t.Fatalf("approved share: %+v", a)
	}
	// A declined share ends its run too.
	share = runTool("artifact.share", `{"artifactId":"`+art.ID+`","format":"text"}`)
	if a := f.approve(t, share.RunID, one(t, share).ID, "deny"); !a.Done || a.StopReason != "user_denied" {
		t.Fatalf("declined share: %+v", a)
	}

	// Bad arguments: the gate denies and the run ends with its reason.
	bad := runTool("app.calculate", `{"expr":"1+1"}`)
	if !bad.Done || bad.StopReason != laika.CodeInvalidArguments || one(t, bad).Executable {
		t.Fatalf("bad args: %+v", bad)
	}
	// A host tool that fails ends with its error code.
	failed := runTool("artifact.open", `{"artifactId":"art_0000000000000000"}`)
	if !failed.Done || failed.StopReason != laika.CodeNotFound {
		t.Fatalf("missing artifact: %+v", failed)
	}

	for _, tt := range []struct{ name, code string }{
		{"browser.click", laika.CodeNotAllowed},
		{"shell.exec", laika.CodeUnsupportedTool},
	} {
		if _, err := f.o.RunTool(ctx, ToolRunRequest{Name: tt.name, Arguments: json.RawMessage(`{"handleId":"h1"}`)}); laika.ErrorCode(err) != tt.code {
			t.Errorf("tool.run %s: %v, want %s", tt.name, err, tt.code)
		}
	}
}
