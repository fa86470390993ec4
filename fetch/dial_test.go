package fetch

import (
	"context"
	"net/http"
	"net/http/httptest"
	"net/netip"
	"net/url"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestIsPublicEmbeddings covers the class of IPv6 addresses that carry an
// IPv4 one or translate to one: each must be judged by where it leads.
func TestIsPublicEmbeddings(t *testing.T) {
	cases := []struct {
		ip   string
		want bool
	}{
		{"::7f00:1", false},           // IPv4-compatible 127.0.0.1
		{"::127.0.0.1", false},        // same, dotted
		{"::a00:1", false},            // IPv4-compatible 10.0.0.1
		{"::808:808", false},          // IPv4-compatible, deprecated: not routable even for 8.8.8.8
		{"::ffff:127.0.0.1", false},   // mapped
		{"::ffff:0:7f00:1", false},    // IPv4-translated (SIIT)
		{"::ffff:8.8.8.8", true},      // mapped public
		{"64:ff9b::7f00:1", false},    // NAT64 well-known prefix to loopback
		{"64:ff9b::a9fe:a9fe", false}, // NAT64 to cloud metadata 169.254.169.254
		{"64:ff9b::808:808", true},    // NAT64 to 8.8.8.8
		{"64:ff9b:1::a00:1", false},   // local-use NAT64
		{"64:ff9b:1:ffff::808:808", false},
		{"2002:7f00:1::1", false},                       // 6to4 of 127.0.0.1
		{"2002:c0a8:101::1", false},                     // 6to4 of 192.168.1.1
		{"2002:808:808::1", true},                       // 6to4 of 8.8.8.8
		{"2001:0:4136:e378:8000:63bf:3fff:fdd2", false}, // Teredo
		{"2001:db8::1", false},
		{"3fff::1", false},
		{"fe80::1", false},
		{"fc00::1", false},
		{"fd12:3456::1", false},
		{"ff02::1", false},
		{"2a00:1450::5efe:7f00:1", false}, // ISATAP interface id carrying 127.0.0.1
		{"2a00:1450:4001:82b::200e", true},
		{"2606:4700:4700::1111", true},
		{"169.254.169.254", false},
		{"192.88.99.1", false},
		{"8.8.8.8", true},
	}
	for _, c := range cases {
		if got := IsPublic(netip.MustParseAddr(c.ip)); got != c.want {
			t.Errorf("IsPublic(%s) = %v, want %v", c.ip, got, c.want)
		}
	}
}

// TestApprovalBindsPort: approving http://127.0.0.1:P1/ must not let a
// redirect reach 127.0.0.1 on another port, nor another scheme.
func TestApprovalBindsPort(t *testing.T) {
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>internal service</p>"))
	}))
	defer other.Close()
	approved := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		switch r.URL.Path {
		case "/away":
			http.Redirect(w, r, other.URL+"/", http.StatusFound)
		case "/stay":
			http.Redirect(w, r, "/page", http.StatusFound)
		default:
			w.Header().Set("Content-Type", "text/html")
			w.Write([]byte("<p>approved</p>"))
		}
	}))
	defer approved.Close()
	c := New(Options{})
	ctx := context.Background()
	if _, err := c.GetApproved(ctx, approved.URL+"/stay"); err != nil {
		t.Fatalf("same-origin redirect on the approved origin: %v", err)
	}
	_, err := c.GetApproved(ctx, approved.URL+"/away")
	if laika.ErrorCode(err) != laika.CodePrivateAddress {
		t.Fatalf("redirect to another port of the approved host: %v, want private_address", err)
	}
	if _, err := c.GetApproved(ctx, other.URL+"/"); err != nil {
		t.Fatalf("the other port approved on its own: %v", err)
	}
}

// TestRefuseRedirect: Options.Refuse sees the first URL and every redirect
// target, so a fetch cannot be bounced onto a blocked origin.
func TestRefuseRedirect(t *testing.T) {
	blocked := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>bank</p>"))
	}))
	defer blocked.Close()
	hop := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, blocked.URL+"/", http.StatusFound)
	}))
	defer hop.Close()
	c := New(Options{AllowPrivate: true, Refuse: func(_ context.Context, u *url.URL) error {
		if u.Host == strings.TrimPrefix(blocked.URL, "http://") {
			return laika.Errorf(laika.CodeNotAllowed, "you blocked %s", u.Host)
		}
		return nil
	}})
	if _, err := c.Get(context.Background(), hop.URL+"/"); laika.ErrorCode(err) != laika.CodeNotAllowed {
		t.Fatalf("redirect onto a blocked origin: %v", err)
	}
	if _, err := c.Get(context.Background(), blocked.URL+"/"); laika.ErrorCode(err) != laika.CodeNotAllowed {
		t.Fatalf("blocked origin: %v", err)
	}
}
