package extract

import (
	"context"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/fetch"
)

// Capturer fetches a page with the host's own cookie-less fetcher and
// extracts its observation: what source.capture stores in a collection.
type Capturer struct {
	Fetch *fetch.Client
	Opts  Options
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
	return FromPage(p, c.Opts)
}

// CaptureApproved is Capture for a URL the user gave in person: its host may
// be private (see fetch.Client.GetApproved).
func (c *Capturer) CaptureApproved(ctx context.Context, url string) (*laika.Observation, error) {
	p, err := c.Fetch.GetApproved(ctx, url)
	if err != nil {
		return nil, err
	}
	return FromPage(p, c.Opts)
}

// FromPage extracts a fetched page, HTML or plain text. The observation's
// URL is the page's final URL, after redirects.
func FromPage(p *fetch.Page, opts Options) (*laika.Observation, error) {
	if !p.IsHTML() {
		return Text(p.Body, p.URL, opts), nil
	}
	return HTML(p.Body, p.URL, opts)
}
