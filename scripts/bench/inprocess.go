package main

import (
	"bytes"
	"context"
	"fmt"
	"os"
	"path/filepath"
	"time"

	"golang.org/x/net/html"

	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/internal/hostproc"
	"github.com/laikabrowser/laika/summary"
)

// inProcessRows measures library code directly on the bundled ~100 KB
// article: extraction throughput against a bare html.Parse of the same
// bytes, and the built-in summary's latency against the 20 ms target.
func inProcessRows() []row {
	path := filepath.Join(hostproc.ModuleRoot(), "extract", "testdata", "bench", "article-100k.html")
	src, err := os.ReadFile(path)
	check(err)
	const url = "https://example.com/article"

	var ext, parse []time.Duration
	for i := 0; i < 15; i++ {
		t := time.Now()
		_, err := extract.HTML(src, url, extract.Options{})
		check(err)
		ext = append(ext, time.Since(t))
		t = time.Now()
		_, err = html.Parse(bytes.NewReader(src))
		check(err)
		parse = append(parse, time.Since(t))
	}
	mbps := func(d time.Duration) string {
		return fmt.Sprintf("%.1f MB/s", float64(len(src))/1e6/d.Seconds())
	}
	extRow := row{name: fmt.Sprintf("extraction, %d KB article (median)", len(src)/1000),
		value: mbps(median(ext)), reference: mbps(median(parse)) + " (html.Parse)",
		ratio: fmt.Sprintf("%.2f×", float64(median(ext))/float64(median(parse))), note: "ratio of times"}

	obs, err := extract.HTML(src, url, extract.Options{})
	check(err)
	var sum []time.Duration
	for i := 0; i < 15; i++ {
		t := time.Now()
		_, err := summary.Run(context.Background(), obs, nil, summary.Options{}, nil)
		check(err)
		sum = append(sum, time.Since(t))
	}
	target := 20 * time.Millisecond
	sumRow := row{name: "built-in summary of that page (median)", value: median(sum).Round(10 * time.Microsecond).String(),
		reference: target.String() + " (target)", ratio: fmt.Sprintf("%.2f×", float64(median(sum))/float64(target))}
	return []row{extRow, sumRow}
}
