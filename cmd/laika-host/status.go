package main

import (
	"context"
	"sync"
	"time"
)

// statusCache keeps hello cheap. hello runs inline on the read loop (see
// host.Server.HandleInline), and a probe of a model server is network I/O
// that must not stall every later request. The cache probes once in the
// background as soon as the host starts, answers from the last result, and
// refreshes in the background when that result is older than statusFresh.
// Only a hello that arrives before the first probe finishes waits for it,
// for at most statusWait.
type statusCache struct {
	probe func(ctx context.Context) ModelStatus

	mu      sync.Mutex
	last    ModelStatus
	at      time.Time
	running chan struct{} // closed when the probe in flight finishes
}

const (
	statusFresh = 2 * time.Second
	statusWait  = 1500 * time.Millisecond
)

func newStatusCache(probe func(ctx context.Context) ModelStatus) *statusCache {
	c := &statusCache{probe: probe}
	c.refresh()
	return c
}

// refresh starts a probe unless one is running, and returns its channel.
func (c *statusCache) refresh() chan struct{} {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.running != nil {
		return c.running
	}
	done := make(chan struct{})
	c.running = done
	go func() {
		ctx, cancel := context.WithTimeout(context.Background(), statusWait)
		defer cancel()
		st := c.probe(ctx)
		c.mu.Lock()
		c.last, c.at, c.running = st, time.Now(), nil
		c.mu.Unlock()
		close(done)
	}()
	return done
}

// get returns the latest status without blocking, except before the first
// probe has finished.
func (c *statusCache) get(ctx context.Context) ModelStatus {
	c.mu.Lock()
	last, at := c.last, c.at
	c.mu.Unlock()
	if at.IsZero() {
		select {
		case <-c.refresh():
		case <-ctx.Done():
		case <-time.After(statusWait):
		}
		c.mu.Lock()
		defer c.mu.Unlock()
		if c.at.IsZero() {
			return ModelStatus{Backend: "unknown", Code: "timeout", Detail: "the model backend did not answer yet"}
		}
		return c.last
	}
	if time.Since(at) > statusFresh {
		c.refresh()
	}
	return last
}
