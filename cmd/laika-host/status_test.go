package main

import (
	"context"
	"sync/atomic"
	"testing"
	"time"
)

func TestStatusCache(t *testing.T) {
	var probes atomic.Int32
	gate := make(chan struct{})
	c := newStatusCache(func(ctx context.Context) ModelStatus {
		n := probes.Add(1)
		if n == 1 {
			<-gate // the first probe is slow
		}
		return ModelStatus{Backend: "ollama", Reachable: n > 1}
	})
	// Before the first probe finishes, get waits for it.
	go func() { time.Sleep(50 * time.Millisecond); close(gate) }()
	if st := c.get(context.Background()); st.Backend != "ollama" || st.Reachable {
		t.Fatalf("first get = %+v, want the first probe's result", st)
	}
	// A fresh result is served without probing again.
	c.get(context.Background())
	if n := probes.Load(); n != 1 {
		t.Fatalf("%d probes for a fresh result", n)
	}
	// A stale result is served at once and refreshed in the background.
	c.mu.Lock()
	c.at = time.Now().Add(-time.Hour)
	c.mu.Unlock()
	start := time.Now()
	if st := c.get(context.Background()); st.Reachable {
		t.Fatalf("stale get returned %+v before the refresh", st)
	}
	if d := time.Since(start); d > 20*time.Millisecond {
		t.Fatalf("stale get blocked for %v", d)
	}
	deadline := time.Now().Add(time.Second)
	for !c.get(context.Background()).Reachable {
		if time.Now().After(deadline) {
			t.Fatal("background refresh never landed")
		}
		time.Sleep(5 * time.Millisecond)
	}
}
