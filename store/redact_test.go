package store

import (
	"strings"
	"testing"
)

func TestRedactURL(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"plain", "https://example.com/a?q=cats&page=2", "https://example.com/a?q=cats&page=2"},
		{"userinfo", "https://bob:hunter2@example.com/x", "https://example.com/x"},
		{"user only", "ftp://bob@example.com/", "ftp://example.com/"},
		{"token", "https://e.com/?token=abc&q=1", "https://e.com/?token=REDACTED&q=1"},
		{"access_token upper", "https://e.com/?ACCESS_TOKEN=abc", "https://e.com/?ACCESS_TOKEN=REDACTED"},
		{"api-key dashed", "https://e.com/?api-key=abc&apiKey=d&APIKEY=e", "https://e.com/?api-key=REDACTED&apiKey=REDACTED&APIKEY=REDACTED"},
		{"auth", "https://e.com/?auth=1&author=ann", "https://e.com/?auth=REDACTED&author=ann"},
		{"password passwd", "https://e.com/?password=p&passwd=q&pwd=r", "https://e.com/?password=REDACTED&passwd=REDACTED&pwd=REDACTED"},
		{"secret session sid", "https://e.com/?client_secret=s&session=x&sid=y&PHPSESSID=z", "https://e.com/?client_secret=REDACTED&session=REDACTED&sid=REDACTED&PHPSESSID=REDACTED"},
		{"signature sig", "https://e.com/f?signature=s&sig=t&X-Amz-Signature=u&X-Amz-Credential=v", "https://e.com/f?signature=REDACTED&sig=REDACTED&X-Amz-Signature=REDACTED&X-Amz-Credential=REDACTED"},
		{"oauth code state", "https://app.com/cb?code=4/abc&state=xyz&scope=email", "https://app.com/cb?code=REDACTED&state=REDACTED&scope=email"},
		{"key", "https://maps.example.com/js?key=AIza123&v=3", "https://maps.example.com/js?key=REDACTED&v=3"},
		{"contains token", "https://e.com/?my_refresh_token_v2=a&csrfToken=b", "https://e.com/?my_refresh_token_v2=REDACTED&csrfToken=REDACTED"},
		{"encoded name", "https://e.com/?%74oken=a", "https://e.com/?%74oken=REDACTED"},
		{"fragment implicit flow", "https://app.com/cb#access_token=abc&token_type=bearer&expires_in=3600", "https://app.com/cb#access_token=REDACTED&token_type=REDACTED&expires_in=3600"},
		{"fragment anchor kept", "https://e.com/doc#section-2", "https://e.com/doc#section-2"},
		{"semicolon separated", "https://e.com/?a=1;token=x", "https://e.com/?a=1&token=REDACTED"},
		{"no scheme with query", "example.com/path?token=abc", "example.com/path"},
		{"no scheme userinfo", "bob:pw@example.com/x", "example.com/x"},
		{"unparsable", "http://[::1/?token=abc", "http://[::1/"},
		{"empty", "", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := RedactURL(tt.in); got != tt.want {
				t.Errorf("RedactURL(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestRedactText(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"url in prose", "see https://e.com/?token=abc. ok", "see https://e.com/?token=REDACTED. ok"},
		{"bearer", "Authorization: Bearer abcdefgh12345", "Authorization: REDACTED"},
		{"bearer inline", "use bearer abcdefgh12345 now", "use bearer REDACTED now"},
		{"cookie lines", "GET /\nCookie: a=b; c=d\nSet-Cookie: s=1\nHost: x", "GET /\nCookie: REDACTED\nSet-Cookie: REDACTED\nHost: x"},
		{"prose untouched", "the token economy is basic knowledge", "the token economy is basic knowledge"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := RedactText(tt.in); got != tt.want {
				t.Errorf("RedactText(%q) = %q, want %q", tt.in, got, tt.want)
			}
		})
	}
}

func TestRedactJSON(t *testing.T) {
	tests := []struct {
		name, in, want string
	}{
		{"url value", `{"url":"https://u:p@e.com/?sid=1&q=2"}`, `{"url":"https://e.com/?sid=REDACTED&q=2"}`},
		{"secret fields", `{"password":"x","apiKey":"y","Cookie":"z","nested":{"access_token":"t"}}`, `{"Cookie":"REDACTED","apiKey":"REDACTED","nested":{"access_token":"REDACTED"},"password":"REDACTED"}`},
		{"ordinary key and code kept", `{"key":"Enter","code":"fmt.Println()"}`, `{"code":"fmt.Println()","key":"Enter"}`},
		{"arrays and numbers", `[1.50,{"token":null},"bearer abcdefgh1234"]`, `[1.50,{"token":null},"bearer REDACTED"]`},
		{"invalid json kept as text", `not json token=1 https://e.com/?token=2`, `"not json token=1 https://e.com/?token=REDACTED"`},
		{"empty", ``, `null`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := string(RedactJSON([]byte(tt.in))); got != tt.want {
				t.Errorf("RedactJSON(%s) = %s, want %s", tt.in, got, tt.want)
			}
		})
	}
}

// TestSensitiveParamNames pins the names the issue lists, in several cases.
func TestSensitiveParamNames(t *testing.T) {
	for _, n := range []string{"token", "access_token", "auth", "key", "api_key", "apikey", "password", "passwd", "secret", "session", "sid", "signature", "sig", "code",
		"refresh_token", "id_token", "client_secret", "otp", "jwt", "x-amz-security-token", "oauth_verifier", "SAMLResponse"} {
		for _, v := range []string{n, strings.ToUpper(n)} {
			if !sensitiveParam(v) {
				t.Errorf("sensitiveParam(%q) = false", v)
			}
		}
	}
	for _, n := range []string{"q", "page", "author", "lang", "id", "utm_source", "scope"} {
		if sensitiveParam(n) {
			t.Errorf("sensitiveParam(%q) = true", n)
		}
	}
}
