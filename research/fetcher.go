package research

import (
	"context"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/fetch"
)

// HostFetcher captures URLs with the host's cookie-less fetcher (size,
// time, redirect and content-type guards included) and its extractor.
type HostFetcher struct {
	Client *fetch.Client
	Opts   extract.Options
}

// NewFetcher returns a HostFetcher over c.
func NewFetcher(c *fetch.Client) *HostFetcher { return &HostFetcher{Client: c} }

// Fetch implements Fetcher. The engine only fetches URLs a user named (a
// collect they started, a URL they typed), so the request counts as
// approved: a loopback or LAN host the user named may be fetched, while a
// redirect to another private host is still refused by the fetcher.
// Errors are fetch's: invalid_url, private_address, fetch_failed,
// unsupported_content, too_large, timeout, cancelled.
func (h *HostFetcher) Fetch(ctx context.Context, url string) (*laika.Observation, Facts, error) {
	p, err := h.Client.GetApproved(ctx, url)
	if err != nil {
		return nil, Facts{}, err
	}
	opts := h.Opts
	opts.Sheets = h.Client.Sheets(ctx, p, true)
	obs, err := extract.FromPage(p, opts)
	if err != nil {
		return nil, Facts{}, err
	}
	var f Facts
	if p.IsHTML() {
		f = FactsFromHTML(p.Body)
	}
	return obs, f, nil
}
