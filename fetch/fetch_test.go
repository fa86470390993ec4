package fetch

import (
	"context"
	"crypto/tls"
	"crypto/x509"
	"fmt"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

func TestIsPublic(t *testing.T) {
	tests := []struct {
		ip   string
		want bool
	}{
		{"93.184.216.34", true},
		{"8.8.8.8", true},
		{"2606:4700:4700::1111", true},
		{"127.0.0.1", false},
		{"127.9.9.9", false},
		{"10.1.2.3", false},
		{"172.16.0.1", false},
		{"192.168.1.1", false},
		{"169.254.169.254", false}, // cloud metadata
		{"100.64.0.1", false},
		{"0.0.0.0", false},
		{"255.255.255.255", false},
		{"224.0.0.1", false},
		{"::1", false},
		{"::", false},
		{"fe80::1", false},
		{"fc00::1", false},
		{"fd12:3456::1", false},
		{"::ffff:127.0.0.1", false},
		{"::ffff:192.168.0.1", false},
		{"::ffff:8.8.8.8", true},
		{"64:ff9b::a00:1", false},   // NAT64 of 10.0.0.1
		{"64:ff9b::808:808", true},  // NAT64 of 8.8.8.8
		{"2002:c0a8:101::1", false}, // 6to4 of 192.168.1.1
		{"ff02::1", false},
	}
	for _, tt := range tests {
		if got := IsPublic(netip.MustParseAddr(tt.ip)); got != tt.want {
			t.Errorf("IsPublic(%s) = %t, want %t", tt.ip, got, tt.want)
		}
	}
}

func TestCheckURL(t *testing.T) {
	for _, raw := range []string{"ftp://example.com/", "file:///etc/passwd", "javascript:alert(1)", "data:text/html,hi", "example.com/page", "http://", "https://user:pw@example.com/", "chrome-extension://abc/x.html"} {
		if _, err := CheckURL(raw); laika.ErrorCode(err) != laika.CodeInvalidURL {
			t.Errorf("CheckURL(%q) = %v, want invalid_url", raw, err)
		}
	}
	u, err := CheckURL(" https://example.com/a?b=1#frag ")
	if err != nil || u.String() != "https://example.com/a?b=1" {
		t.Errorf("CheckURL = %v, %v", u, err)
	}
}

const page = `<!doctype html><html><head><title>T</title></head><body><p>Hello</p></body></html>`

// recorder is a loopback test site that remembers the headers it received.
type recorder struct {
	mu      sync.Mutex
	headers []http.Header
}

func (r *recorder) record(h http.Header) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.headers = append(r.headers, h.Clone())
}

func newSite(t *testing.T, rec *recorder) *httptest.Server {
	t.Helper()
	mux := http.NewServeMux()
	mux.HandleFunc("/page", func(w http.ResponseWriter, r *http.Request) {
		rec.record(r.Header)
		http.SetCookie(w, &http.Cookie{Name: "sid", Value: "secret"})
		w.Header().Set("Content-Type", "text/html; charset=utf-8")
		fmt.Fprint(w, page)
	})
	mux.HandleFunc("/redirect/", func(w http.ResponseWriter, r *http.Request) {
		rec.record(r.Header)
		var n int
		fmt.Sscanf(strings.TrimPrefix(r.URL.Path, "/redirect/"), "%d", &n)
		http.SetCookie(w, &http.Cookie{Name: "hop", Value: fmt.Sprint(n)})
		if n <= 0 {
			http.Redirect(w, r, "/page", http.StatusFound)
			return
		}
		http.Redirect(w, r, fmt.Sprintf("/redirect/%d", n-1), http.StatusFound)
	})
	mux.HandleFunc("/to", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, r.URL.Query().Get("u"), http.StatusFound)
	})
	mux.HandleFunc("/pdf", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/pdf")
		fmt.Fprint(w, "%PDF-1.4")
	})
	mux.HandleFunc("/png", func(w http.ResponseWriter, r *http.Request) {
		w.Header()["Content-Type"] = nil // let sniffing decide
		w.Write([]byte("\x89PNG\r\n\x1a\n0000000000000"))
	})
	mux.HandleFunc("/untyped", func(w http.ResponseWriter, r *http.Request) {
		w.Header()["Content-Type"] = nil
		fmt.Fprint(w, page)
	})
	mux.HandleFunc("/text", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/plain")
		fmt.Fprint(w, "just words")
	})
	for path, media := range map[string]string{"/markdown": "text/x-markdown", "/rss": "application/rss+xml", "/atom": "application/atom+xml; charset=utf-8", "/xml": "text/xml", "/json": "application/json", "/svg": "image/svg+xml"} {
		mux.HandleFunc(path, func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", media)
			fmt.Fprint(w, "<?xml version=\"1.0\"?><x/>")
		})
	}
	mux.HandleFunc("/latin1-feed", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/rss+xml")
		w.Write([]byte("<?xml version=\"1.0\" encoding=\"ISO-8859-7\"?><rss><channel><title>\xe1\xe2\xe3</title></channel></rss>"))
	})
	mux.HandleFunc("/xhtml", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "application/xhtml+xml")
		fmt.Fprint(w, page)
	})
	mux.HandleFunc("/latin1", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html; charset=iso-8859-1")
		w.Write([]byte("<p>caf\xe9</p>"))
	})
	mux.HandleFunc("/big", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(strings.Repeat("a", 3000)))
	})
	mux.HandleFunc("/bigchunked", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		for i := 0; i < 30; i++ {
			w.Write([]byte(strings.Repeat("a", 100)))
			w.(http.Flusher).Flush()
		}
	})
	mux.HandleFunc("/slow", func(w http.ResponseWriter, r *http.Request) {
		select {
		case <-time.After(5 * time.Second):
		case <-r.Context().Done():
		}
	})
	mux.HandleFunc("/missing", http.NotFound)
	srv := httptest.NewServer(mux)
	t.Cleanup(srv.Close)
	return srv
}

func TestPrivateAddressNeedsApproval(t *testing.T) {
	rec := &recorder{}
	srv := newSite(t, rec)
	ctx := context.Background()
	localhostURL := strings.Replace(srv.URL, "127.0.0.1", "localhost", 1)

	tests := []struct {
		name     string
		client   *Client
		approved bool
		url      string
		wantCode string
	}{
		{"loopback IP refused", New(Options{}), false, srv.URL + "/page", laika.CodePrivateAddress},
		{"name resolving to loopback refused", New(Options{}), false, localhostURL + "/page", laika.CodePrivateAddress},
		{"AllowPrivate client reaches loopback", New(Options{AllowPrivate: true}), false, srv.URL + "/page", ""},
		{"approved URL reaches loopback", New(Options{}), true, srv.URL + "/page", ""},
		{"approved URL follows same-host redirects", New(Options{}), true, srv.URL + "/redirect/2", ""},
		{"approval does not cover a redirect to another private host", New(Options{}), true, srv.URL + "/to?u=" + localhostURL + "/page", laika.CodePrivateAddress},
		{"AllowPrivate covers redirects", New(Options{AllowPrivate: true}), false, srv.URL + "/to?u=" + localhostURL + "/page", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var err error
			var p *Page
			if tt.approved {
				p, err = tt.client.GetApproved(ctx, tt.url)
			} else {
				p, err = tt.client.Get(ctx, tt.url)
			}
			if got := laika.ErrorCode(err); got != tt.wantCode {
				t.Fatalf("code = %q (%v), want %q", got, err, tt.wantCode)
			}
			if tt.wantCode == "" && string(p.Body) != page {
				t.Errorf("body = %q", p.Body)
			}
		})
	}
}

func TestNoCookiesNoCredentials(t *testing.T) {
	rec := &recorder{}
	srv := newSite(t, rec)
	c := New(Options{AllowPrivate: true})
	p, err := c.Get(context.Background(), srv.URL+"/redirect/3")
	if err != nil {
		t.Fatal(err)
	}
	if len(p.Redirects) != 4 || !strings.HasSuffix(p.URL, "/page") || p.RequestedURL != srv.URL+"/redirect/3" {
		t.Errorf("page = %+v", p)
	}
	rec.mu.Lock()
	defer rec.mu.Unlock()
	if len(rec.headers) != 5 {
		t.Fatalf("site saw %d requests, want 5", len(rec.headers))
	}
	for i, h := range rec.headers {
		for _, k := range []string{"Cookie", "Authorization", "Proxy-Authorization", "Referer"} {
			if v := h.Get(k); v != "" {
				t.Errorf("request %d sent %s: %q", i, k, v)
			}
		}
		if !strings.Contains(h.Get("User-Agent"), "Laika") {
			t.Errorf("request %d user agent %q", i, h.Get("User-Agent"))
		}
	}
}

func TestGetErrors(t *testing.T) {
	srv := newSite(t, &recorder{})
	c := New(Options{AllowPrivate: true, MaxBytes: 2048, Timeout: 300 * time.Millisecond})
	tests := []struct {
		path, wantCode, wantType string
	}{
		{"/page", "", "text/html"},
		{"/xhtml", "", "text/html"},
		{"/text", "", "text/plain"},
		// Text files, feeds and XML files are read (extract.Text, extract.XML).
		{"/markdown", "", "text/markdown"},
		{"/rss", "", "application/rss+xml"},
		{"/atom", "", "application/atom+xml"},
		{"/xml", "", "text/xml"},
		{"/json", laika.CodeUnsupportedContent, ""},
		{"/svg", laika.CodeUnsupportedContent, ""},
		{"/untyped", "", "text/html"},
		{"/pdf", laika.CodeUnsupportedContent, ""},
		{"/png", laika.CodeUnsupportedContent, ""},
		{"/big", laika.CodeTooLarge, ""},
		{"/bigchunked", laika.CodeTooLarge, ""},
		{"/slow", laika.CodeTimeout, ""},
		{"/missing", laika.CodeFetchFailed, ""},
		{"/redirect/4", "", "text/html"}, // 5 redirects is the limit
		{"/redirect/5", laika.CodeFetchFailed, ""},
	}
	for _, tt := range tests {
		t.Run(tt.path, func(t *testing.T) {
			p, err := c.Get(context.Background(), srv.URL+tt.path)
			if got := laika.ErrorCode(err); got != tt.wantCode {
				t.Fatalf("code = %q (%v), want %q", got, err, tt.wantCode)
			}
			if err == nil && p.ContentType != tt.wantType {
				t.Errorf("content type %q, want %q", p.ContentType, tt.wantType)
			}
		})
	}
}

// An XML file's <?xml?> line declares its encoding, as <meta> does a page's.
func TestXMLEncodingDeclared(t *testing.T) {
	srv := newSite(t, &recorder{})
	p, err := New(Options{AllowPrivate: true}).Get(context.Background(), srv.URL+"/latin1-feed")
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(p.Body), "<title>αβγ</title>") {
		t.Errorf("body = %q", p.Body)
	}
}

func TestCharsetDecoded(t *testing.T) {
	srv := newSite(t, &recorder{})
	p, err := New(Options{AllowPrivate: true}).Get(context.Background(), srv.URL+"/latin1")
	if err != nil {
		t.Fatal(err)
	}
	if string(p.Body) != "<p>café</p>" {
		t.Errorf("body = %q", p.Body)
	}
}

func TestCancelled(t *testing.T) {
	srv := newSite(t, &recorder{})
	ctx, cancel := context.WithCancel(context.Background())
	go func() { time.Sleep(50 * time.Millisecond); cancel() }()
	_, err := New(Options{AllowPrivate: true}).Get(ctx, srv.URL+"/slow")
	if got := laika.ErrorCode(err); got != laika.CodeCancelled {
		t.Fatalf("code = %q (%v), want cancelled", got, err)
	}
}

// TestHTTPS goes through TLS (and HTTP/2) over the checking dialer.
func TestHTTPS(t *testing.T) {
	srv := httptest.NewUnstartedServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		fmt.Fprintf(w, "<p>%s</p>", r.Proto)
	}))
	srv.EnableHTTP2 = true
	srv.StartTLS()
	defer srv.Close()
	roots := x509.NewCertPool()
	roots.AddCert(srv.Certificate())
	tlsConf := &tls.Config{RootCAs: roots}

	if _, err := New(Options{TLSConfig: tlsConf}).Get(context.Background(), srv.URL); laika.ErrorCode(err) != laika.CodePrivateAddress {
		t.Fatalf("unapproved https loopback: %v", err)
	}
	p, err := New(Options{TLSConfig: tlsConf}).GetApproved(context.Background(), srv.URL)
	if err != nil {
		t.Fatal(err)
	}
	if string(p.Body) != "<p>HTTP/2.0</p>" {
		t.Errorf("body %q", p.Body)
	}
	// Without the test CA the certificate is not trusted.
	if _, err := New(Options{}).GetApproved(context.Background(), srv.URL); laika.ErrorCode(err) != laika.CodeFetchFailed {
		t.Errorf("untrusted certificate: %v", err)
	}
}
