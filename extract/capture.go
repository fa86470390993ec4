package extract

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"sync/atomic"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/fetch"
)

// Capturer fetches a page with the host's own cookie-less fetcher and
// extracts its observation: what source.capture stores in a collection.
//
// Each capture is a new document load, so it gets a fresh random
// documentId, and the next navigationGeneration of its Capturer (like a
// tab that navigates from page to page): two captures of the same unchanged
// page are still two documents, and the later one is recognisably newer.
type Capturer struct {
	Fetch *fetch.Client
	Opts  Options

	gen atomic.Int64 // navigations so far
}

// CaptureMaxPrimaryChars is a capture's main-text budget: a collection
// keeps the whole article, not the observation's planning budget. Longer
// pages come back with Primary.Truncated and TotalChars set.
const CaptureMaxPrimaryChars = 200000

// NewCapturer returns a Capturer using f with default budgets, and room
// for the whole main text.
func NewCapturer(f *fetch.Client) *Capturer {
	return &Capturer{Fetch: f, Opts: Options{MaxPrimaryChars: CaptureMaxPrimaryChars}}
}

// Capture fetches url (private addresses refused unless the client allows
// them) and extracts it. Errors are fetch's: invalid_url, private_address,
// fetch_failed, unsupported_content, too_large, timeout, cancelled.
func (c *Capturer) Capture(ctx context.Context, url string) (*laika.Observation, error) {
	p, err := c.Fetch.Get(ctx, url)
	if err != nil {
		return nil, err
	}
	return c.load(FromPage(p, c.withSheets(ctx, p, false)))
}

// withSheets is c.Opts with the stylesheets p links from its own origin
// (fetch.Client.Sheets).
func (c *Capturer) withSheets(ctx context.Context, p *fetch.Page, approved bool) Options {
	opts := c.Opts
	opts.Sheets = c.Fetch.Sheets(ctx, p, approved)
	return opts
}

// CaptureApproved is Capture for a URL the user gave in person: its host may
// be private (see fetch.Client.GetApproved).
func (c *Capturer) CaptureApproved(ctx context.Context, url string) (*laika.Observation, error) {
	p, err := c.Fetch.GetApproved(ctx, url)
	if err != nil {
		return nil, err
	}
	return c.load(FromPage(p, c.withSheets(ctx, p, true)))
}

// Loaded stamps obs, extracted from a document read some other way (a
// local file), as a new load by c; see Capturer.
func (c *Capturer) Loaded(obs *laika.Observation) *laika.Observation {
	obs.DocumentID = NewDocumentID()
	obs.NavigationGeneration = int(c.gen.Add(1))
	return obs
}

func (c *Capturer) load(obs *laika.Observation, err error) (*laika.Observation, error) {
	if err != nil {
		return nil, err
	}
	return c.Loaded(obs), nil
}

// NewDocumentID returns a random id for one document load, in the form
// the extension's content script uses ("d" and 16 hex digits).
func NewDocumentID() string {
	var b [8]byte
	rand.Read(b[:])
	return "d" + hex.EncodeToString(b[:])
}

// FromPage extracts a fetched page, HTML or plain text. The observation's
// URL is the page's final URL, after redirects.
func FromPage(p *fetch.Page, opts Options) (*laika.Observation, error) {
	switch {
	case fetch.IsXML(p.ContentType):
		return XML(p.Body, p.URL, opts), nil
	case !p.IsHTML():
		return Text(p.Body, p.URL, p.ContentType, opts), nil
	}
	return HTML(p.Body, p.URL, opts)
}
