package main

import (
	"context"
	"io"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/nativemsg"
)

// BenchmarkPlan1MiB is `make bench`'s "plan, 1 MiB observation" row in
// process, so that pprof sees the host's side alone: one plan request
// whose observation text fills the 1 MiB frame, through the real Server
// (decode, the built-in planner, the Policy Gate, the store, the reply).
func BenchmarkPlan1MiB(b *testing.B) {
	b.Setenv("LAIKA_HOME", b.TempDir())
	b.Setenv("LAIKA_MODEL", "builtin")
	cfg, err := config.Load(nil)
	if err != nil {
		b.Fatal(err)
	}
	if err := cfg.EnsureHome(); err != nil {
		b.Fatal(err)
	}
	m, err := NewMain(cfg, io.Discard)
	if err != nil {
		b.Fatal(err)
	}
	defer m.Close()
	inR, inW := io.Pipe()
	outR, outW := io.Pipe()
	m.Stdin, m.Stdout = inR, outW
	ctx, cancel := context.WithCancel(context.Background())
	defer cancel()
	go m.Run(ctx)
	defer inW.Close()
	frame := benchPlanFrame(1 << 20)
	round := func() {
		go nativemsg.WriteFrame(inW, frame) // the pipe blocks until the host reads
		reply, err := nativemsg.ReadFrame(outR)
		if err != nil {
			b.Fatal(err)
		}
		if strings.Contains(string(reply[:min(len(reply), 200)]), `"status":"error"`) {
			b.Fatalf("%.200s", reply)
		}
	}
	for range 3 {
		round()
	}
	for b.Loop() {
		round()
	}
}

// benchPlanFrame is scripts/bench's planFrame: a plan request whose
// observation text makes the frame about size bytes.
func benchPlanFrame(size int) []byte {
	head := `{"id":"p","type":"plan","payload":{"goal":"find pricing on this page","mode":"assist","observation":{"url":"https://example.com/","title":"Bench","documentId":"d1","navigationGeneration":1,"observedAtMs":1,"text":"`
	tail := `"}}}`
	var sb strings.Builder
	sb.WriteString(head)
	line := `H2: Section\nSome ordinary page text about pricing, plans and limits. `
	for sb.Len()+len(tail)+len(line) < size {
		sb.WriteString(line)
	}
	sb.WriteString(tail)
	return []byte(sb.String())
}
