package main

import (
	"bytes"
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/laikabrowser/laika/fetch"
	"github.com/laikabrowser/laika/internal/hostproc"
	"github.com/laikabrowser/laika/research"
	"github.com/laikabrowser/laika/store"
)

// researchRows measures the research workflow against its targets:
// collecting 10 loopback sources (each the ~100 KB bench article, made
// distinct) through the real fetcher, extractor and SQLite store, with the
// engine's default bounded concurrency; and the built-in answer over those
// 10 captured articles.
func researchRows() []row {
	src, err := os.ReadFile(filepath.Join(hostproc.ModuleRoot(), "extract", "testdata", "bench", "article-100k.html"))
	check(err)
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		// A distinct lead paragraph per page, so the sources differ.
		page := bytes.Replace(src, []byte(`<div class="article-body">`), []byte(`<div class="article-body"><p>Article `+r.URL.Path+` reports that the council approved 12 new bridges in 2024.</p>`), 1)
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		w.Write(page)
	}))
	defer srv.Close()
	dir, err := os.MkdirTemp("", "laika-bench-research-")
	check(err)
	defer os.RemoveAll(dir)
	ctx := context.Background()
	d, err := store.Open(ctx, filepath.Join(dir, "laika.db"))
	check(err)
	defer d.Close()
	e := &research.Engine{DB: research.StaticDB(d), Fetcher: research.NewFetcher(fetch.New(fetch.Options{}))}
	defer e.Close()

	var collect []time.Duration
	var last string
	var ids []string
	for round := 0; round < 5; round++ {
		c, err := e.Create(ctx, fmt.Sprint("bench ", round))
		check(err)
		var ts []research.Target
		for i := 0; i < 10; i++ {
			ts = append(ts, research.Target{URL: fmt.Sprintf("%s/article-%d-%d", srv.URL, round, i)})
		}
		t := time.Now()
		res, err := e.Collect(ctx, c.ID, ts, nil)
		collect = append(collect, time.Since(t))
		check(err)
		if res.Captured != 10 {
			check(fmt.Errorf("collect: only %d of 10 captured", res.Captured))
		}
		last = c.ID
		ids = append(ids, c.ID)
	}
	// The first question over a collection tokenises every source (cold);
	// follow-ups reuse the passages (warm). Each collection above has its
	// own sources, so its first ask is cold.
	q := "What did the council approve in 2024?"
	var cold []time.Duration
	for _, id := range ids {
		t := time.Now()
		_, err := e.Ask(ctx, id, q, research.AskOptions{NoHistory: true})
		cold = append(cold, time.Since(t))
		check(err)
	}
	var ask []time.Duration
	for i := 0; i < 15; i++ {
		t := time.Now()
		a, err := e.Ask(ctx, last, q, research.AskOptions{NoHistory: true})
		ask = append(ask, time.Since(t))
		check(err)
		if !a.Supported || !strings.Contains(a.Markdown, "12 new bridges") {
			check(fmt.Errorf("ask: the answer missed the passage:\n%s", a.Markdown))
		}
	}
	collectTarget, askTarget := 3*time.Second, 300*time.Millisecond
	return []row{
		{name: "collect 10 loopback sources, ~100 KB each (median)", value: median(collect).Round(time.Millisecond).String(),
			reference: collectTarget.String() + " (target)", ratio: fmt.Sprintf("%.2f×", float64(median(collect))/float64(collectTarget)),
			note: fmt.Sprintf("concurrency %d", research.DefaultConcurrency)},
		{name: "built-in answer over 10 captured articles, first question (median)", value: median(cold).Round(100 * time.Microsecond).String(),
			reference: askTarget.String() + " (target)", ratio: fmt.Sprintf("%.2f×", float64(median(cold))/float64(askTarget)), note: "~400 KB of captured text"},
		{name: "built-in answer, follow-up question (median)", value: median(ask).Round(100 * time.Microsecond).String(),
			reference: askTarget.String() + " (target)", ratio: fmt.Sprintf("%.2f×", float64(median(ask))/float64(askTarget)), note: "passages cached by content hash"},
	}
}
