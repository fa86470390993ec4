package extract

import (
	"strings"
	"testing"
)

// A frameset page has no body: it reads as a link per frame and its
// <noframes> content, and does not panic.
func TestFramesetPage(t *testing.T) {
	for _, tt := range []struct {
		name, src string
		links     []string
		text      string
	}{
		{"frames and noframes", `<html><head><title>Docs</title></head><frameset cols="20%,80%"><frame src="nav.html" name="index"><frame src="api/main.html?v=2" title="API overview"><noframes><p>Your browser does not support frames. Read <a href="api/main.html">the overview</a>.</p></noframes></frameset></html>`,
			[]string{"https://docs.example/nav.html", "https://docs.example/api/main.html?v=2", "https://docs.example/api/main.html"}, "index\nAPI overview\nYour browser does not support frames. Read the overview."},
		{"frames only", `<frameset rows="50%,*"><frame src="top.html"><frame><frame src="bottom.html"></frameset>`,
			[]string{"https://docs.example/top.html", "https://docs.example/bottom.html"}, "top.html\nbottom.html"},
		{"nested framesets", `<frameset cols="*,*"><frameset rows="*,*"><frame src="a.html"><frame src="b.html"></frameset><frame src="c.html"></frameset>`,
			[]string{"https://docs.example/a.html", "https://docs.example/b.html", "https://docs.example/c.html"}, "a.html\nb.html\nc.html"},
	} {
		t.Run(tt.name, func(t *testing.T) {
			obs, err := HTML([]byte(tt.src), "https://docs.example/index.html", pinned)
			if err != nil {
				t.Fatal(err)
			}
			var got []string
			for _, l := range obs.Links {
				got = append(got, l.URL)
			}
			if strings.Join(got, " ") != strings.Join(tt.links, " ") {
				t.Errorf("links %v, want %v", got, tt.links)
			}
			if obs.Text != tt.text {
				t.Errorf("text %q, want %q", obs.Text, tt.text)
			}
		})
	}
}
