package policy

import (
	"testing"

	"github.com/laikabrowser/laika"
)

func TestSanitizeURL(t *testing.T) {
	tests := []struct {
		name, in, want string // want "" = invalid_url
	}{
		{"plain https", "https://example.com/a?b=1#frag", "https://example.com/a?b=1#frag"},
		{"http kept", "http://example.com/", "http://example.com/"},
		{"upper scheme and host", "HTTPS://Example.COM/Path", "https://example.com/Path"},
		{"spaces trimmed", "  https://example.com/  ", "https://example.com/"},
		{"userinfo", "https://user:pass@example.com/x", "https://example.com/x"},
		{"user only", "https://token@example.com/x", "https://example.com/x"},
		{"token param", "https://example.com/cb?token=abc&page=2", "https://example.com/cb?page=2"},
		{"access_token", "https://example.com/cb?access_token=abc", "https://example.com/cb"},
		{"api key variants", "https://example.com/?apiKey=1&api_key=2&key=3&q=cats", "https://example.com/?q=cats"},
		{"amz signed", "https://s3.example.com/f?X-Amz-Credential=a&X-Amz-Signature=b&X-Amz-Security-Token=c&v=1", "https://s3.example.com/f?v=1"},
		{"password parts", "https://example.com/?user_password=x&session_id=y&lang=en", "https://example.com/?lang=en"},
		{"oauth code", "https://example.com/cb?code=xyz&state=1", "https://example.com/cb"},
		{"encoded name", "https://example.com/?%74oken=abc&a=1", "https://example.com/?a=1"},
		{"fragment token", "https://example.com/cb#access_token=abc&expires=3600", "https://example.com/cb#expires=3600"},
		{"fragment only token", "https://example.com/cb#id_token=abc", "https://example.com/cb"},
		{"author is not auth", "https://example.com/?author=smith", "https://example.com/?author=smith"},
		{"order and encoding kept", "https://example.com/s?q=a%20b&z=1&a=2", "https://example.com/s?q=a%20b&z=1&a=2"},
		{"port kept", "https://example.com:8443/", "https://example.com:8443/"},
		{"javascript", "javascript:alert(1)", ""},
		{"javascript mixed case", "JaVaScRiPt:alert(1)", ""},
		{"data", "data:text/html;base64,PHNjcmlwdD4=", ""},
		{"file", "file:///etc/passwd", ""},
		{"blob", "blob:https://example.com/uuid", ""},
		{"chrome", "chrome://settings", ""},
		{"chrome-extension", "chrome-extension://hogglkilnhmbmioklbbcdiolmlcdgaaa/x.html", ""},
		{"moz-extension", "moz-extension://abc/x.html", ""},
		{"edge", "edge://settings", ""},
		{"about", "about:blank", ""},
		{"view-source", "view-source:https://example.com", ""},
		{"ftp", "ftp://example.com/f", ""},
		{"mailto", "mailto:a@example.com", ""},
		{"no scheme", "example.com/path", ""},
		{"protocol relative", "//example.com/path", ""},
		{"empty", "", ""},
		{"no host", "https:///path", ""},
		{"opaque", "https:example.com", ""},
		{"newline", "https://example.com/\nx", ""},
		{"port out of range", "https://example.com:99999/", ""},
		{"port zero", "https://example.com:0/", ""},
		{"bad escape", "https://example.com/%zz", ""},
		{"backslash userinfo", `https://evil.example\@good.example/`, ""},
		{"userinfo trick", "https://good.example@evil.example/", "https://evil.example/"},
		{"ipv6", "https://[::1]:8080/x", "https://[::1]:8080/x"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			got, err := SanitizeURL(tc.in)
			if tc.want == "" {
				if laika.ErrorCode(err) != laika.CodeInvalidURL {
					t.Fatalf("SanitizeURL(%q) = %q, %v; want invalid_url", tc.in, got, err)
				}
				return
			}
			if err != nil || got != tc.want {
				t.Fatalf("SanitizeURL(%q) = %q, %v; want %q", tc.in, got, err, tc.want)
			}
		})
	}
}

func TestMatchOrigin(t *testing.T) {
	tests := []struct {
		entry, origin string
		wide, want    bool
	}{
		{"https://a.example", "https://a.example", false, true},
		{"https://a.example/", "https://a.example", false, true},
		{"https://a.example", "http://a.example", false, false},
		{"https://a.example", "https://a.example:8443", false, false},
		{"a.example", "http://a.example", false, true},
		{"a.example", "https://a.example:8443", false, true},
		{"a.example", "https://b.a.example", false, false},
		{"a.example", "https://b.a.example", true, true},
		{"a.example", "https://evila.example", true, false},
		{"*.a.example", "https://x.y.a.example", false, true},
		{"*.a.example", "https://a.example", false, true},
		{"A.Example", "https://a.example", false, true},
		{"", "https://a.example", true, false},
		{"a.example", "", true, false},
	}
	for _, tc := range tests {
		if got := matchAny([]string{tc.entry}, tc.origin, tc.wide); got != tc.want {
			t.Errorf("matchOrigin(%q, %q, wide=%v) = %v, want %v", tc.entry, tc.origin, tc.wide, got, tc.want)
		}
	}
}
