package origin

import (
	"encoding/json"
	"os"
	"testing"
)

// TestCanonicalGolden checks Of against the table extension/lib/url.js is
// also tested against (extension/test/origin.test.mjs), so host and
// extension agree on every spelling of a site.
func TestCanonicalGolden(t *testing.T) {
	b, err := os.ReadFile("testdata/canonical.json")
	if err != nil {
		t.Fatal(err)
	}
	var rows []struct{ In, Out string }
	if err := json.Unmarshal(b, &rows); err != nil {
		t.Fatal(err)
	}
	if len(rows) < 30 {
		t.Fatalf("only %d rows", len(rows))
	}
	for _, r := range rows {
		if got := Of(r.In); got != r.Out {
			t.Errorf("Of(%q) = %q, want %q", r.In, got, r.Out)
		}
	}
}

func TestRules(t *testing.T) {
	cases := []struct {
		rule, url string
		wide      bool
		want      bool
	}{
		{"bank.example", "https://bank.example:443/", false, true},
		{"bank.example", "https://bank.example./", false, true},
		{"bank.example", "https://ｂａｎｋ．ｅｘａｍｐｌｅ/", false, true},
		{"xn--bcher-kva.example", "https://bücher.example/", false, true},
		{"bücher.example", "https://xn--bcher-kva.example/", false, true},
		{"127.0.0.1", "http://2130706433/", false, true},
		{"2130706433", "http://127.0.0.1:8080/", false, true},
		{"https://bank.example", "https://bank.example:443/a", false, true},
		{"https://bank.example:443", "https://bank.example/a", false, true},
		{"https://bank.example", "http://bank.example/", false, false},
		{"https://bank.example", "https://bank.example:8443/", false, false},
		{"bank.example:8443", "https://bank.example:8443/", false, true},
		{"bank.example:8443", "https://bank.example/", false, false},
		{"bank.example", "https://www.bank.example/", false, false},
		{"bank.example", "https://www.bank.example/", true, true},
		{"*.bank.example", "https://a.b.bank.example/", false, true},
		{"*.bank.example", "https://bank.example/", false, true},
		{"bank.example", "https://evilbank.example/", true, false},
		{"BANK.EXAMPLE.", "https://bank.example/", false, true},
	}
	for _, c := range cases {
		r, err := ParseRule(c.rule)
		if err != nil {
			t.Errorf("ParseRule(%q): %v", c.rule, err)
			continue
		}
		o, err := Parse(c.url)
		if err != nil {
			t.Errorf("Parse(%q): %v", c.url, err)
			continue
		}
		if got := r.Match(o, c.wide); got != c.want {
			t.Errorf("%q (%s) matches %q wide=%v: %v, want %v", c.rule, r, c.url, c.wide, got, c.want)
		}
	}
}

func TestRefusedRules(t *testing.T) {
	for _, e := range []string{"", "com", "*.com", "co.uk", "*.co.uk", "github.io", "*.github.io", "https://com", "COM.", "example.com/path", "https://example.com/a", "*", "*.*"} {
		if r, err := ParseRule(e); err == nil {
			t.Errorf("ParseRule(%q) = %v, want an error", e, r)
		}
	}
	for _, e := range []string{"localhost", "intranet", "example.co.uk", "*.example.com", "user.github.io", "192.168.1.1", "[::1]", "http://localhost:8080"} {
		if _, err := ParseRule(e); err != nil {
			t.Errorf("ParseRule(%q): %v", e, err)
		}
	}
}

func TestSecretParams(t *testing.T) {
	for _, n := range []string{"access_token", "X-Amz-Signature", "api-key", "userPassword", "my_session_id", "authCode", "code", "sid"} {
		if !IsSecretParam(n) {
			t.Errorf("%q not secret", n)
		}
	}
	for _, n := range []string{"q", "page", "author", "hotpot", "lang", "id", "sort"} {
		if IsSecretParam(n) {
			t.Errorf("%q secret", n)
		}
	}
}
