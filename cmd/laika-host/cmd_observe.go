package main

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"net/url"
	"os"
	"path/filepath"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
)

// cmdObserve is `laika-host observe <url|file> [--allow-private]`.
func cmdObserve(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("observe", stderr)
	allowPrivate := fs.Bool("allow-private", false, "also follow redirects to private, loopback and link-local addresses")
	timeout := fs.Duration("timeout", fetch.DefaultTimeout, "give up fetching after this long")
	target, ok := parseWithTarget(fs, args)
	if !ok {
		return 2
	}
	obs, err := observeTarget(ctx, target, fetch.Options{AllowPrivate: *allowPrivate, Timeout: *timeout}, stderr)
	if err != nil {
		return cliFail(stderr, err)
	}
	enc := json.NewEncoder(stdout)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	if err := enc.Encode(obs); err != nil {
		return cliFail(stderr, err)
	}
	return 0
}

// parseWithTarget parses flags given before or after the one positional
// argument (Go's flag package stops at the first non-flag).
func parseWithTarget(fs *flag.FlagSet, args []string) (string, bool) {
	if err := fs.Parse(args); err != nil {
		return "", false
	}
	if fs.NArg() == 0 {
		fs.Usage()
		return "", false
	}
	target := fs.Arg(0)
	if err := fs.Parse(fs.Args()[1:]); err != nil {
		return "", false
	}
	if fs.NArg() > 0 {
		fmt.Fprintf(fs.Output(), "laika-host %s: one page at a time (extra arguments %q)\n", fs.Name(), fs.Args())
		return "", false
	}
	return target, true
}

// observeTarget reads target, a URL or a local file, into an observation.
//
// A URL typed on the command line is the user's approval for that URL: its
// host may be private (a NAS, a router page, a dev server). Redirects to
// other private hosts still need --allow-private, so a public page cannot
// bounce the fetch into the LAN.
func observeTarget(ctx context.Context, target string, fo fetch.Options, stderr io.Writer) (*laika.Observation, error) {
	c := extract.NewCapturer(fetch.New(fo))
	if isWebURL(target) {
		start := time.Now()
		obs, err := c.CaptureApproved(ctx, target)
		if err == nil {
			fmt.Fprintf(stderr, "fetched %s in %s\n", obs.URL, time.Since(start).Round(time.Millisecond))
		}
		return obs, err
	}
	obs, err := observeFile(target)
	if err != nil {
		return nil, err
	}
	return c.Loaded(obs), nil // a file read is a document load too
}

func isWebURL(s string) bool {
	l := strings.ToLower(s)
	return strings.HasPrefix(l, "http://") || strings.HasPrefix(l, "https://")
}

// observeMaxFileBytes matches the fetcher's cap: a local file gets no special
// treatment.
const observeMaxFileBytes = fetch.DefaultMaxBytes

// observeFile extracts a local HTML file (a .txt or .md file as text, an
// .xml file as a feed's entries or its text); relative links resolve
// against its file:// URL.
func observeFile(path string) (*laika.Observation, error) {
	if u, err := url.Parse(path); err == nil && u.Scheme == "file" {
		path = u.Path
	} else if err == nil && u.Scheme != "" && len(u.Scheme) > 1 {
		return nil, laika.Errorf(laika.CodeInvalidURL, "%q: only http(s) URLs and local files can be read", path)
	}
	abs, err := filepath.Abs(path)
	if err != nil {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "%s: %v", path, err)
	}
	fi, err := os.Stat(abs)
	if err != nil {
		if !strings.ContainsAny(path, `/\`) && strings.Contains(path, ".") {
			return nil, laika.Errorf(laika.CodeNotFound, "%s: no such file; for a web page give the full URL, e.g. https://%s", path, path)
		}
		return nil, laika.Errorf(laika.CodeNotFound, "%s: no such file (give an http(s) URL or a local HTML file)", path)
	}
	if fi.IsDir() {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "%s is a directory", path)
	}
	if fi.Size() > observeMaxFileBytes {
		return nil, laika.Errorf(laika.CodeTooLarge, "%s is %d bytes, over the %d byte limit", path, fi.Size(), observeMaxFileBytes)
	}
	b, err := os.ReadFile(abs)
	if err != nil {
		return nil, laika.Errorf(laika.CodePermissionDenied, "%s: %v", path, err)
	}
	fileURL := (&url.URL{Scheme: "file", Path: filepath.ToSlash(abs)}).String()
	// The main text at a capture's budget, as a fetched URL gets it: a
	// long manual read from disk is summarized whole, not its first 40 KB.
	opts := extract.Options{MaxPrimaryChars: extract.CaptureMaxPrimaryChars}
	switch strings.ToLower(filepath.Ext(abs)) {
	case ".txt":
		return extract.Text(fetch.ToUTF8(b, "text/plain"), fileURL, "text/plain", opts), nil
	case ".md", ".markdown":
		return extract.Text(fetch.ToUTF8(b, "text/markdown"), fileURL, "text/markdown", opts), nil
	case ".xml", ".rss", ".atom":
		return extract.XML(fetch.ToUTF8(b, "application/xml"), fileURL, opts), nil
	}
	return extract.HTML(fetch.ToUTF8(b, ""), fileURL, opts)
}

// cliFail prints err with its code and returns the exit status.
func cliFail(stderr io.Writer, err error) int {
	fmt.Fprintf(stderr, "laika-host: %s: %s\n", laika.ErrorCode(err), laika.ErrorMessage(err))
	if laika.ErrorCode(err) == laika.CodePrivateAddress {
		fmt.Fprintln(stderr, "  (the page redirected to a private address; add --allow-private if you trust it)")
	}
	return 1
}
