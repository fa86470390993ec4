// Package fetch is the host's own page fetcher, used when the host reads a
// page itself (source.capture, `laika-host observe|summarize <url>`) rather
// than through the user's browser tab.
//
// It is deliberately a stranger on the web: no cookie jar, no Cookie or
// Authorization header, no credentials from the URL, no proxy from the
// environment. It only speaks http(s), caps the body size, the number of
// redirects and the time spent, and accepts only HTML or plain text.
//
// Private, loopback, link-local and other non-public addresses are refused
// at dial time (net.Dialer.Control sees the address actually dialled), so a
// public name that resolves to 127.0.0.1, a DNS rebinding, or a redirect to
// http://192.168.1.1/ are all caught. Only the user can lift this, per
// client (Options.AllowPrivate) or for the one URL they typed (GetApproved):
// a model must never be able to make the host probe the LAN.
package fetch

import (
	"context"
	"crypto/tls"
	"errors"
	"fmt"
	"io"
	"mime"
	"net"
	"net/http"
	"net/url"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
)

// Defaults for Options fields left zero.
const (
	DefaultMaxBytes     = 5 << 20 // 5 MiB of body, before decoding
	DefaultTimeout      = 30 * time.Second
	DefaultDialTimeout  = 10 * time.Second
	DefaultMaxRedirects = 5
	DefaultUserAgent    = "Mozilla/5.0 (compatible; Laika/0.1; +https://github.com/laikabrowser/laika)"
)

// Options configure a Client. The zero value is the safe default.
type Options struct {
	// MaxBytes caps the response body; larger bodies fail with too_large.
	MaxBytes int64
	// Timeout bounds one Get, redirects and body included.
	Timeout time.Duration
	// MaxRedirects is how many redirects one Get follows.
	MaxRedirects int
	// AllowPrivate lets every request reach private, loopback and
	// link-local addresses. Set it only after the user approved it.
	AllowPrivate bool
	// UserAgent is sent with every request.
	UserAgent string
	// TLSConfig overrides the TLS settings (e.g. extra root CAs); nil uses
	// the system roots.
	TLSConfig *tls.Config
	// Refuse, when set, is asked about the URL and every redirect target
	// before it is requested; an error stops the fetch (the user's blocked
	// origins, see dial.go).
	Refuse func(ctx context.Context, u *url.URL) error
}

// Client fetches pages. It is safe for concurrent use.
type Client struct {
	opts Options
}

// New returns a Client with zero fields of opts set to the defaults.
func New(opts Options) *Client {
	if opts.MaxBytes <= 0 {
		opts.MaxBytes = DefaultMaxBytes
	}
	if opts.Timeout <= 0 {
		opts.Timeout = DefaultTimeout
	}
	if opts.MaxRedirects <= 0 {
		opts.MaxRedirects = DefaultMaxRedirects
	}
	if opts.UserAgent == "" {
		opts.UserAgent = DefaultUserAgent
	}
	return &Client{opts: opts}
}

// Page is one fetched document, its body decoded to UTF-8.
type Page struct {
	// URL is the final URL after redirects; RequestedURL what was asked.
	URL          string   `json:"url"`
	RequestedURL string   `json:"requestedUrl"`
	Redirects    []string `json:"redirects,omitempty"`
	StatusCode   int      `json:"statusCode"`
	// ContentType is the media type without parameters, e.g. "text/html".
	ContentType string    `json:"contentType"`
	Body        []byte    `json:"-"`
	FetchedAt   time.Time `json:"fetchedAt"`
}

// IsHTML reports whether the page is HTML or XHTML (else a text file or
// an XML file).
func (p *Page) IsHTML() bool { return p.ContentType == "text/html" }

// Get fetches rawURL. Private addresses are refused unless the client allows
// them. Errors are *laika.Error with codes invalid_url, private_address,
// fetch_failed (network failure, HTTP status >= 400, too many redirects),
// unsupported_content, too_large, timeout and cancelled.
func (c *Client) Get(ctx context.Context, rawURL string) (*Page, error) {
	return c.get(ctx, rawURL, false)
}

// GetApproved is Get for a URL the user gave in person (typed on the command
// line, or approved in the panel): its host may be a private address. A
// redirect to another host is still checked like any other request.
func (c *Client) GetApproved(ctx context.Context, rawURL string) (*Page, error) {
	return c.get(ctx, rawURL, true)
}

func (c *Client) get(ctx context.Context, rawURL string, approved bool) (*Page, error) {
	return c.getAs(ctx, rawURL, approved, want{accept: "text/html,application/xhtml+xml,text/plain;q=0.9,*/*;q=0.1", maxBytes: c.opts.MaxBytes, media: mediaType})
}

// want is what one request takes: its Accept header, the most body it
// reads, and the media types it keeps (media returns unsupported_content
// for the rest).
type want struct {
	accept   string
	maxBytes int64
	media    func(header string, body []byte) (string, error)
	// origin, when set, is the only origin a redirect may lead to: it is
	// refused before any request leaves for another.
	origin string
}

func (c *Client) getAs(ctx context.Context, rawURL string, approved bool, w want) (*Page, error) {
	u, err := CheckURL(rawURL)
	if err != nil {
		return nil, err
	}
	if err := c.refuse(ctx, u); err != nil {
		return nil, err
	}
	var ap *approval // binds scheme+host+port; see dial.go
	if approved {
		ap = approve(u)
	}
	ctx, cancel := context.WithTimeout(ctx, c.opts.Timeout)
	defer cancel()

	page := &Page{RequestedURL: u.String()}
	hc := c.httpClient(ap, page, w.origin)
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, u.String(), nil)
	if err != nil {
		return nil, laika.Errorf(laika.CodeInvalidURL, "cannot request %s: %v", rawURL, err)
	}
	req.Header.Set("User-Agent", c.opts.UserAgent)
	req.Header.Set("Accept", w.accept)
	resp, err := hc.Do(req)
	if err != nil {
		return nil, c.classify(ctx, u, err)
	}
	defer resp.Body.Close()
	// Nothing downstream may see or keep the site's cookies.
	resp.Header.Del("Set-Cookie")

	page.URL = resp.Request.URL.String()
	page.StatusCode = resp.StatusCode
	if resp.StatusCode >= 400 {
		return nil, laika.Errorf(laika.CodeFetchFailed, "%s answered HTTP %d", hostOf(resp.Request.URL), resp.StatusCode)
	}
	if resp.ContentLength > w.maxBytes {
		return nil, laika.Errorf(laika.CodeTooLarge, "%s is %d bytes, over the %d byte limit", page.URL, resp.ContentLength, w.maxBytes)
	}
	raw, err := io.ReadAll(io.LimitReader(resp.Body, w.maxBytes+1))
	if err != nil {
		return nil, c.classify(ctx, u, err)
	}
	if int64(len(raw)) > w.maxBytes {
		return nil, laika.Errorf(laika.CodeTooLarge, "%s is over the %d byte limit", page.URL, w.maxBytes)
	}
	ct := resp.Header.Get("Content-Type")
	media, err := w.media(ct, raw)
	if err != nil {
		return nil, err
	}
	page.ContentType = media
	page.Body = ToUTF8(raw, ct)
	page.FetchedAt = time.Now()
	return page, nil
}

// CheckURL parses rawURL and accepts only absolute http(s) URLs without
// credentials. It returns invalid_url otherwise.
func CheckURL(rawURL string) (*url.URL, error) {
	u, err := url.Parse(strings.TrimSpace(rawURL))
	if err != nil {
		return nil, laika.Errorf(laika.CodeInvalidURL, "not a URL: %q", rawURL)
	}
	if u.Scheme != "http" && u.Scheme != "https" {
		return nil, laika.Errorf(laika.CodeInvalidURL, "only http and https URLs can be fetched, not %q", rawURL)
	}
	if u.Host == "" || u.Hostname() == "" {
		return nil, laika.Errorf(laika.CodeInvalidURL, "URL has no host: %q", rawURL)
	}
	// Go would turn user:pass@ into an Authorization header.
	if u.User != nil {
		return nil, laika.Errorf(laika.CodeInvalidURL, "URLs with credentials are not fetched")
	}
	u.Fragment = ""
	u.RawFragment = ""
	return u, nil
}

// httpClient builds a one-shot client: a fresh transport per Get means a
// connection dialled for an approved host is never reused for another
// request, and no connection state outlives the fetch.
func (c *Client) httpClient(ap *approval, page *Page, only string) *http.Client {
	tr := &http.Transport{
		Proxy:                  nil, // never the environment's proxy: it would dial for us, unchecked
		DialContext:            c.dialContext(ap),
		ForceAttemptHTTP2:      true,
		TLSHandshakeTimeout:    DefaultDialTimeout,
		ResponseHeaderTimeout:  c.opts.Timeout,
		DisableKeepAlives:      true,
		TLSClientConfig:        c.opts.TLSConfig,
		MaxResponseHeaderBytes: 256 << 10,
	}
	return &http.Client{
		Transport: tr,
		Jar:       nil,
		CheckRedirect: func(req *http.Request, via []*http.Request) error {
			if len(via) > c.opts.MaxRedirects {
				return laika.Errorf(laika.CodeFetchFailed, "more than %d redirects", c.opts.MaxRedirects)
			}
			if _, err := CheckURL(req.URL.String()); err != nil {
				return err
			}
			if err := c.refuse(req.Context(), req.URL); err != nil {
				return err
			}
			if only != "" && origin.Of(req.URL.String()) != only {
				return laika.Errorf(laika.CodeFetchFailed, "redirected off %s", only)
			}
			// Belt and braces: nothing in this package sets them, and they
			// must never reach a redirect target.
			req.Header.Del("Cookie")
			req.Header.Del("Authorization")
			// Go adds the previous URL as Referer; the next site need not
			// learn where we came from.
			req.Header.Del("Referer")
			page.Redirects = append(page.Redirects, req.URL.String())
			ap.follow(req.URL)
			return nil
		},
	}
}

// classify turns a transport error into a laika error code.
func (c *Client) classify(ctx context.Context, u *url.URL, err error) error {
	var le *laika.Error
	if errors.As(err, &le) {
		return le
	}
	var pe *privateAddrError
	if errors.As(err, &pe) {
		return laika.Errorf(laika.CodePrivateAddress, "%s resolves to the non-public address %s; fetching it needs your approval", hostOf(u), pe.addr)
	}
	if errors.Is(err, context.Canceled) && ctx.Err() == context.Canceled {
		return laika.Errorf(laika.CodeCancelled, "fetch of %s cancelled", hostOf(u))
	}
	var ne net.Error
	if errors.Is(err, context.DeadlineExceeded) || (errors.As(err, &ne) && ne.Timeout()) {
		return laika.Errorf(laika.CodeTimeout, "fetch of %s timed out", hostOf(u))
	}
	var dnsErr *net.DNSError
	if errors.As(err, &dnsErr) {
		return laika.Errorf(laika.CodeFetchFailed, "cannot resolve %s", dnsErr.Name)
	}
	return laika.Errorf(laika.CodeFetchFailed, "fetch of %s failed: %v", hostOf(u), unwrapURLError(err))
}

func unwrapURLError(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

func hostOf(u *url.URL) string {
	if u == nil {
		return "the page"
	}
	return u.Host
}

// acceptedTypes are the media types the extractor reads.
var acceptedTypes = map[string]bool{
	"text/html":             true,
	"application/xhtml+xml": true,
	"text/plain":            true,
	"text/markdown":         true,
	"text/x-markdown":       true,
	"application/xml":       true,
	"text/xml":              true,
	"application/rss+xml":   true,
	"application/atom+xml":  true,
	"application/rdf+xml":   true,
}

// IsXML reports whether media (as Page.ContentType) is an XML file: a
// feed, or any other XML the extractor reads as its text.
func IsXML(media string) bool {
	return media == "application/xml" || media == "text/xml" || strings.HasSuffix(media, "+xml") && media != "application/xhtml+xml"
}

// mediaType returns the normalised media type, sniffing when the server
// sent none, and unsupported_content for anything that is not a page.
func mediaType(header string, body []byte) (string, error) {
	if strings.TrimSpace(header) == "" {
		header = http.DetectContentType(body)
	}
	media, _, err := mime.ParseMediaType(header)
	if err != nil {
		return "", laika.Errorf(laika.CodeUnsupportedContent, "unreadable content type %q", header)
	}
	media = strings.ToLower(media)
	if !acceptedTypes[media] {
		return "", laika.Errorf(laika.CodeUnsupportedContent, "content type %s is not a web page (want HTML, a text file or an XML file)", media)
	}
	switch media {
	case "application/xhtml+xml":
		media = "text/html"
	case "text/x-markdown":
		media = "text/markdown"
	}
	return media, nil
}

// ToUTF8 decodes raw to UTF-8 by the HTML Standard's sniffing order (see
// DetectCharset); contentType may be "" (a local file). Fetched pages and
// local files both go through it, so they decode alike.
func ToUTF8(raw []byte, contentType string) []byte {
	return undoTwice(DetectCharset(raw, contentType).Decode(raw)) // charset_twice.go
}

// String describes the options for logs.
func (o Options) String() string {
	return fmt.Sprintf("maxBytes=%d timeout=%s redirects=%d allowPrivate=%t", o.MaxBytes, o.Timeout, o.MaxRedirects, o.AllowPrivate)
}
