package fetch

import (
	"context"
	"fmt"
	"net/http"
	"net/http/httptest"
	"strings"
	"sync/atomic"
	"testing"
)

// TestSheets: a fetched page's stylesheets from its own origin are
// fetched with it; a sheet from another origin, one for print, an
// alternate one, one redirected off the origin, one that fails, one that
// is not CSS and one over the size limit are not.
func TestSheets(t *testing.T) {
	var elsewhere atomic.Int32
	other := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		elsewhere.Add(1)
		w.Header().Set("Content-Type", "text/css")
		w.Write([]byte(".x{display:none}"))
	}))
	defer other.Close()
	var printed atomic.Int32
	mux := http.NewServeMux()
	css := func(body string) http.HandlerFunc {
		return func(w http.ResponseWriter, r *http.Request) {
			w.Header().Set("Content-Type", "text/css; charset=utf-8")
			w.Write([]byte(body))
		}
	}
	mux.HandleFunc("/theme.css", css(".promo{display:none}"))
	mux.HandleFunc("/print.css", func(w http.ResponseWriter, r *http.Request) { printed.Add(1); css("")(w, r) })
	mux.HandleFunc("/alt.css", func(w http.ResponseWriter, r *http.Request) { printed.Add(1); css("")(w, r) })
	mux.HandleFunc("/gone.css", http.NotFound)
	mux.HandleFunc("/page.css", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte("<p>not a sheet</p>"))
	})
	mux.HandleFunc("/big.css", css(strings.Repeat("a{}", MaxSheetBytes/3+1)))
	mux.HandleFunc("/moved.css", func(w http.ResponseWriter, r *http.Request) {
		http.Redirect(w, r, other.URL+"/moved.css", http.StatusFound)
	})
	mux.HandleFunc("/p/page", func(w http.ResponseWriter, r *http.Request) {
		w.Header().Set("Content-Type", "text/html")
		w.Write([]byte(`<html><head>
<link rel="stylesheet" href="../theme.css">
<link rel="stylesheet" href="` + other.URL + `/cdn.css">
<link rel="stylesheet" media="print" href="/print.css">
<link rel="alternate stylesheet" href="/alt.css">
<link rel="stylesheet" href="/gone.css">
<link rel="stylesheet" href="/page.css">
<link rel="stylesheet" href="/big.css">
<link rel="stylesheet" href="/moved.css">
<link rel="icon" href="/favicon.ico">
</head><body><p class="promo">Hi</p></body></html>`))
	})
	srv := httptest.NewServer(mux)
	defer srv.Close()

	c := New(Options{})
	p, err := c.GetApproved(context.Background(), srv.URL+"/p/page")
	if err != nil {
		t.Fatal(err)
	}
	got := c.Sheets(context.Background(), p, true)
	if len(got) != 1 || got["../theme.css"] != ".promo{display:none}" {
		t.Errorf("sheets = %q, want only ../theme.css", got)
	}
	if n := elsewhere.Load(); n != 0 {
		t.Errorf("another origin was asked %d times", n)
	}
	if n := printed.Load(); n != 0 {
		t.Errorf("a print or alternate sheet was fetched %d times", n)
	}
	// Without the user's approval a loopback page's sheets are refused
	// like the page itself.
	if got := c.Sheets(context.Background(), p, false); len(got) != 0 {
		t.Errorf("unapproved sheets = %q, want none", got)
	}
	// Where every address may be reached, the redirect to another origin
	// is still refused before it leaves.
	open := New(Options{AllowPrivate: true})
	p, err = open.Get(context.Background(), srv.URL+"/p/page")
	if err != nil {
		t.Fatal(err)
	}
	if got := open.Sheets(context.Background(), p, false); len(got) != 1 {
		t.Errorf("sheets = %q, want only ../theme.css", got)
	}
	if n := elsewhere.Load(); n != 0 {
		t.Errorf("another origin was asked %d times", n)
	}
}

// TestSheetsTries: a page linking many sheets that fail costs at most
// MaxSheets requests.
func TestSheetsTries(t *testing.T) {
	var asked atomic.Int32
	srv := httptest.NewServer(http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.URL.Path == "/" {
			w.Header().Set("Content-Type", "text/html")
			for i := range 50 {
				fmt.Fprintf(w, `<link rel=stylesheet href="/s%d.css">`, i)
			}
			return
		}
		asked.Add(1)
		http.NotFound(w, r)
	}))
	defer srv.Close()
	c := New(Options{AllowPrivate: true})
	p, err := c.Get(context.Background(), srv.URL+"/")
	if err != nil {
		t.Fatal(err)
	}
	if got := c.Sheets(context.Background(), p, false); len(got) != 0 {
		t.Errorf("sheets = %q, want none", got)
	}
	if n := asked.Load(); n != MaxSheets {
		t.Errorf("asked %d times, want %d", n, MaxSheets)
	}
}

// TestSheetLinksBase: hrefs resolve against the page's <base>.
func TestSheetLinksBase(t *testing.T) {
	src := []byte(`<head><base href="/static/"><link rel=stylesheet href="a.css"><link rel="STYLESHEET" media="screen and (min-width: 40em)" href="b.css"><link rel=stylesheet media="print, speech" href="c.css"></head>`)
	links := sheetLinks(src)
	if len(links) != 2 || links[0] != (sheetLink{raw: "a.css", base: "/static/"}) || links[1].raw != "b.css" {
		t.Errorf("links = %+v", links)
	}
}
