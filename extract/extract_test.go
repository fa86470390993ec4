package extract

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika/internal/golden"

	"github.com/laikabrowser/laika"
)

// prefixRE strips a text structure prefix to get the words Markdown has too.
var prefixRE = regexp.MustCompile(`^(H\d: |Code: |> |- )`)

// pinned keeps ObservedAtMs stable in golden files.
var pinned = Options{Now: func() time.Time { return time.Date(2026, 3, 14, 12, 0, 0, 0, time.UTC) }}

// pageCase says what must hold for one corpus page, beyond its golden file:
// the things a reader of the observation relies on.
type pageCase struct {
	name       string
	url        string
	primaryHas []string // body text that must be in primary (text and markdown)
	primaryNot []string // nav, footer, ads, banners that must not be
	signals    []string // must be present
	noSignals  []string // must be absent
	check      func(t *testing.T, obs *laika.Observation)
}

var cases = []pageCase{
	{
		name: "article",
		url:  "https://www.meridian.example/travel/2026/mar/14/night-trains-alps",
		primaryHas: []string{
			"Sleeper trains are back on the timetable across the Alps.",
			"demand for cross-border rail tickets rose by almost a third",
			"H2: Why operators are betting on sleepers",
			"> Night trains used to be a nostalgic niche.",
			"- Zurich to Vienna: nightly from 4 May, departing 21:40",
			"fares will start at 39 euros",
		},
		primaryNot: []string{"Advertisement", "Book cheap flights", "We use cookies", "Most read", "All rights reserved", "Subscribe from", "Sign up for the Travel newsletter", "Terms of service"},
		signals:    []string{laika.SignalCrossOriginIframe},
		noSignals:  []string{laika.SignalConsentOverlay, laika.SignalOverlayOrDialog, laika.SignalPaywall, laika.SignalAuthGate, laika.SignalAuthFields, laika.SignalSparseText, laika.SignalScriptRequired},
		check: func(t *testing.T, obs *laika.Observation) {
			m := obs.Meta
			if m.Title != "Night trains return to the Alps as rail demand surges" || m.Byline != "Clara Brunner" || m.Site != "The Meridian" || m.PublishedTime != "2026-03-14T07:30:00Z" || m.Lang != "en-GB" {
				t.Errorf("meta = %+v", m)
			}
			if !strings.Contains(obs.Primary.Markdown, "## Why operators are betting on sleepers") {
				t.Errorf("markdown lacks the H2:\n%s", obs.Primary.Markdown)
			}
			wantOutline(t, obs, 1, "Night trains return to the Alps as rail demand surges")
			wantLink(t, obs, "https://www.meridian.example/profile/clara-brunner", "Clara Brunner")
			wantElement(t, obs, "button", "Accept all")
			wantElement(t, obs, "searchbox", "Search The Meridian")
		},
	},
	{
		name: "docs",
		url:  "https://docs.tidewater.example/docs/context",
		primaryHas: []string{
			"Every query method in Tidewater accepts a context.Context",
			"H2: Setting a deadline",
			"Code: ctx, cancel := context.WithTimeout(ctx, 2*time.Second)",
			"Code: \treturn fmt.Errorf",
			"Deadline passed | context.DeadlineExceeded | Yes, with a longer timeout",
			"1. Start the stream with db.Stream(ctx, query).",
		},
		primaryNot: []string{"Quick start", "Migrations", "On this page", "CC BY 4.0", "Skip to content"},
		noSignals:  []string{laika.SignalSparseText, laika.SignalPaywall, laika.SignalAuthGate},
		check: func(t *testing.T, obs *laika.Observation) {
			if !strings.Contains(obs.Primary.Markdown, "```") || !strings.Contains(obs.Primary.Markdown, "| Cause ") || !strings.Contains(obs.Primary.Markdown, "|----") {
				t.Errorf("markdown lacks code fence or table:\n%s", obs.Primary.Markdown)
			}
			wantOutline(t, obs, 2, "Errors returned on cancellation")
			wantElement(t, obs, "combobox", "Version")
		},
	},
	{
		name: "product",
		url:  "https://shop.northbound.example/p/fjellstad-merino-hiking-sock",
		primaryHas: []string{
			"knitted in Norway from 78% merino wool",
			"The heel and toe are reinforced",
			"- Naturally odour-resistant merino",
		},
		primaryNot: []string{"Free shipping on orders over", "Store locator", "Cart (0)"},
		noSignals:  []string{laika.SignalSparseText, laika.SignalPaywall, laika.SignalAuthGate, laika.SignalAuthFields},
		check: func(t *testing.T, obs *laika.Observation) {
			wantElement(t, obs, "button", "Add to cart")
			wantElement(t, obs, "combobox", "Size")
			e := wantElement(t, obs, "spinbutton", "Quantity")
			if e.Name != "quantity" || e.InputType != "number" {
				t.Errorf("quantity element = %+v", e)
			}
			if !strings.Contains(obs.Text, "$38.00") {
				t.Errorf("text lacks the price")
			}
			if len(obs.Comments) != 2 || obs.Comments[0].Author != "Dana K." {
				t.Errorf("reviews = %+v", obs.Comments)
			}
		},
	},
	{
		name:       "search",
		url:        "https://quarry.example/search?q=sourdough+starter+not+rising",
		primaryNot: []string{"Privacy · Settings"},
		noSignals:  []string{laika.SignalSparseText, laika.SignalPaywall, laika.SignalAuthGate},
		check: func(t *testing.T, obs *laika.Observation) {
			if len(obs.Items) != 8 {
				t.Fatalf("items = %d, want the 8 organic results: %+v", len(obs.Items), obs.Items)
			}
			first := obs.Items[0]
			if first.Title != "Sourdough Starter Troubleshooting: 7 Reasons It Won't Rise" || first.URL != "https://www.kingsbread.example/blog/starter-troubleshooting" || !strings.Contains(first.Snippet, "too cold, underfed") {
				t.Errorf("first item = %+v", first)
			}
			for _, it := range obs.Items {
				if strings.Contains(it.Title, "Bakeware") {
					t.Errorf("sponsored result listed as an item: %+v", it)
				}
			}
			if len(obs.Comments) != 0 {
				t.Errorf("comments on a results page: %+v", obs.Comments)
			}
		},
	},
	{
		name: "forum",
		url:  "https://forum.crema.example/threads/descale-brass-boiler.9981/",
		primaryHas: []string{
			"Is citric acid safe for brass, or should I use something else?",
		},
		primaryNot: []string{"Members online", "Fresh roasted beans", "Terms and rules"},
		noSignals:  []string{laika.SignalConsentOverlay, laika.SignalSparseText, laika.SignalPaywall, laika.SignalAuthFields},
		check: func(t *testing.T, obs *laika.Observation) {
			if len(obs.Comments) != 5 {
				t.Fatalf("comments = %d, want 5: %+v", len(obs.Comments), obs.Comments)
			}
			want := []struct {
				author string
				depth  int
				text   string
			}{
				{"tomas_r", 0, "ten-year-old single boiler machine"},
				{"giulia_b", 0, "Citric acid at about 2%"},
				{"tomas_r", 1, "The shower screen was completely blocked."},
				{"okafor", 0, "aluminium part"},
				{"lena.h", 0, "filtered water"},
			}
			for i, w := range want {
				c := obs.Comments[i]
				if c.Author != w.author || c.Depth != w.depth || !strings.Contains(c.Text, w.text) {
					t.Errorf("comment %d = %+v, want %s at depth %d saying %q", i, c, w.author, w.depth, w.text)
				}
				if strings.Contains(c.Text, "Quote") || strings.Contains(c.Text, "Moderator") {
					t.Errorf("comment %d keeps chrome: %q", i, c.Text)
				}
			}
			if strings.Contains(obs.Comments[1].Text, "Thanks!") {
				t.Errorf("parent comment swallowed its reply: %q", obs.Comments[1].Text)
			}
		},
	},
	{
		name:       "login",
		url:        "https://app.ledgerly.example/login?return_to=%2Freports%2Fq1-2026",
		primaryNot: []string{"c2lnbi1pbi10b2tlbi0xMjM0"},
		signals:    []string{laika.SignalAuthFields, laika.SignalAuthGate},
		noSignals:  []string{laika.SignalPaywall},
		check: func(t *testing.T, obs *laika.Observation) {
			pw := wantElement(t, obs, "textbox", "Password")
			if pw.InputType != "password" || pw.Autocomplete != "current-password" || pw.Name != "password" {
				t.Errorf("password element = %+v", pw)
			}
			wantElement(t, obs, "checkbox", "Keep me signed in")
			for _, e := range obs.Elements {
				if e.InputType == "hidden" {
					t.Errorf("hidden input listed: %+v", e)
				}
			}
			if strings.Contains(obs.Text, "c2lnbi1pbi10b2tlbi0xMjM0") {
				t.Error("CSRF token leaked into text")
			}
		},
	},
	{
		name: "paywall",
		url:  "https://www.harborledger.example/business/2026/02/02/regional-airlines",
		primaryHas: []string{
			"more than forty of those routes have disappeared",
		},
		primaryNot: []string{"Terms of Sale"},
		signals:    []string{laika.SignalPaywall, laika.SignalOverlayOrDialog},
		noSignals:  []string{laika.SignalAuthFields},
		check: func(t *testing.T, obs *laika.Observation) {
			if obs.Meta.Byline != "Samuel Ortiz" || obs.Meta.PublishedTime != "2026-02-02T12:00:00-05:00" {
				t.Errorf("meta = %+v", obs.Meta)
			}
		},
	},
	{
		name: "consent-wall",
		url:  "https://www.dagblad.example/economie/2026/04/02/huizenprijzen",
		primaryHas: []string{
			"House prices in the Netherlands rose 8.1 percent",
		},
		primaryNot: []string{"We value your privacy", "Manage options"},
		signals:    []string{laika.SignalConsentOverlay, laika.SignalOverlayOrDialog},
		noSignals:  []string{laika.SignalPaywall, laika.SignalAuthGate, laika.SignalSparseText},
		check: func(t *testing.T, obs *laika.Observation) {
			if obs.Meta.Lang != "en" || obs.Meta.Site != "Dagblad" {
				t.Errorf("meta = %+v", obs.Meta)
			}
		},
	},
	{
		name:      "sparse",
		url:       "https://pixelboard.example/board/42",
		signals:   []string{laika.SignalScriptRequired, laika.SignalSparseText},
		noSignals: []string{laika.SignalPaywall, laika.SignalAuthGate},
		check: func(t *testing.T, obs *laika.Observation) {
			if obs.Title != "Pixelboard" || obs.Text != "" || obs.Primary != nil {
				t.Errorf("title %q, text %q, primary %+v", obs.Title, obs.Text, obs.Primary)
			}
		},
	},
}

func TestCorpus(t *testing.T) {
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := filepath.Join("testdata", "pages", tc.name)
			src, err := os.ReadFile(filepath.Join(dir, "source.html"))
			if err != nil {
				t.Fatal(err)
			}
			obs, err := HTML(src, tc.url, pinned)
			if err != nil {
				t.Fatal(err)
			}
			if obs.URL != tc.url || !strings.HasPrefix(obs.DocumentID, "cap-") || obs.ObservedAtMs != pinned.Now().UnixMilli() {
				t.Errorf("url %q, documentId %q, observedAtMs %d", obs.URL, obs.DocumentID, obs.ObservedAtMs)
			}
			for _, s := range tc.primaryHas {
				if obs.Primary == nil || !strings.Contains(obs.Primary.Text, s) {
					t.Errorf("primary text lacks %q", s)
				}
				plain := strings.TrimSpace(prefixRE.ReplaceAllString(s, ""))
				md := ""
				if obs.Primary != nil {
					md = strings.ReplaceAll(obs.Primary.Markdown, "`", "")
				}
				if !strings.Contains(md, plain) && !strings.Contains(s, "|") {
					t.Errorf("primary markdown lacks %q", plain)
				}
			}
			for _, s := range tc.primaryNot {
				if obs.Primary != nil && (strings.Contains(obs.Primary.Text, s) || strings.Contains(obs.Primary.Markdown, s)) {
					t.Errorf("primary contains page chrome %q", s)
				}
			}
			for _, s := range tc.signals {
				if !obs.HasSignal(s) {
					t.Errorf("missing signal %s (have %v)", s, obs.Signals)
				}
			}
			for _, s := range tc.noSignals {
				if obs.HasSignal(s) {
					t.Errorf("unexpected signal %s", s)
				}
			}
			for i, e := range obs.Elements {
				if e.HandleID != fmt.Sprintf("h%d", i+1) {
					t.Errorf("element %d handle %q", i, e.HandleID)
				}
			}
			if tc.check != nil {
				tc.check(t, obs)
			}
			checkGolden(t, filepath.Join(dir, "expected.json"), obs)
		})
	}
}

func wantOutline(t *testing.T, obs *laika.Observation, level int, text string) {
	t.Helper()
	for _, o := range obs.Outline {
		if o.Level == level && o.Text == text {
			return
		}
	}
	t.Errorf("outline lacks H%d %q: %+v", level, text, obs.Outline)
}

func wantLink(t *testing.T, obs *laika.Observation, url, text string) {
	t.Helper()
	for _, l := range obs.Links {
		if l.URL == url && l.Text == text {
			return
		}
	}
	t.Errorf("links lack %s %q", url, text)
}

func wantElement(t *testing.T, obs *laika.Observation, role, label string) laika.Element {
	t.Helper()
	for _, e := range obs.Elements {
		if e.Role == role && e.Label == label {
			return e
		}
	}
	t.Errorf("elements lack %s %q", role, label)
	return laika.Element{}
}

// checkGolden compares v's JSON with the file, or rewrites it under -update.
func checkGolden(t *testing.T, path string, v any) {
	t.Helper()
	got, err := json.MarshalIndent(v, "", "  ")
	if err != nil {
		t.Fatal(err)
	}
	got = append(got, '\n')
	golden.Check(t, path, got)
}

func jsonSize(v any) (int, error) {
	b, err := json.Marshal(v)
	return len(b), err
}

func TestCollapse(t *testing.T) {
	for in, want := range map[string]string{
		"":                      "",
		"plain words":           "plain words",
		"  lead and trail  ":    "lead and trail",
		"a\n\tb  c":             "a b c",
		"nbsp\u00a0and\u2003em": "nbsp and em",
		"café  crème":           "café crème",
		" ":                     "",
		"x ":                    "x",
	} {
		if got := collapse(in); got != want {
			t.Errorf("collapse(%q) = %q, want %q", in, got, want)
		}
	}
}

func readCorpus(name string) ([]byte, error) {
	return os.ReadFile(filepath.Join("testdata", "pages", name, "source.html"))
}
