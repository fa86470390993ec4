package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestPlaceStreamed carries out React's streaming instructions as a
// browser's scripts would, and refuses the moves a browser would not make
// (or that would loop): the visible text after placing is the golden.
func TestPlaceStreamed(t *testing.T) {
	// The page's own runtime, which every case defines.
	const runtime = `<script>$RC=function(b,c){};$RS=(a,b)=>{};$RR=function(b,c,s){}</script>`
	for _, tc := range []struct{ name, body, want string }{
		{"boundary", `<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main><div hidden id="S:0"><p>Ready</p></div><script>$RC("B:0","S:0")</script>`, "Ready"},
		{"segment", `<p>A</p><template id="P:1"></template><p>C</p><div hidden id="S:1"><p>B</p></div><script>$RS("S:1","P:1")</script>`, "A B C"},
		{"nested skeleton", `<!--$?--><template id="B:0"></template><!--$--><p>x</p><!--/$--><p>y</p><!--/$--><p>after</p><div hidden id="S:0"><p>in</p></div><script>$RC("B:0","S:0")</script>`, "in after"},
		{"with styles", `<!--$?--><template id="B:3"></template><p>wait</p><!--/$--><div hidden id="S:3"><p>styled</p></div><script>$RR("B:3","S:3",[["a.css","h"]])</script>`, "styled"},
		{"data attributes", `<!--$?--><template id="B:0"></template><p>wait</p><!--/$--><div hidden id="S:0"><p>data</p></div><template data-rci="" data-bid="B:0" data-sid="S:0"></template>`, "data"},
		{"no instruction", `<p>shown</p><div hidden id="S:0"><p>secret</p></div>`, "shown"},
		{"instruction in text", `<p>$RC("B:0","S:0")</p><template id="B:0"></template><div hidden id="S:0"><p>secret</p></div>`, `$RC("B:0","S:0")`},
		{"segment not hidden", `<template id="B:0"></template><div id="S:0"><p>kept</p></div><script>$RC("B:0","S:0")</script>`, "kept"},
		{"target not a template", `<div id="B:0"><p>box</p></div><div hidden id="S:0"><p>secret</p></div><script>$RC("B:0","S:0")</script>`, "box"},
		{"target inside segment", `<div hidden id="S:0"><p>secret</p><template id="B:0"></template></div><script>$RC("B:0","S:0")</script>`, ""},
		{"missing segment", `<!--$?--><template id="B:0"></template><p>Loading</p><!--/$--><script>$RC("B:0","S:7")</script>`, "Loading"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := textAfter(t, runtime+tc.body, placeStreamed); got != tc.want {
				t.Errorf("text %q, want %q", got, tc.want)
			}
		})
	}
}

// TestStreamedNeedsItsRuntime: a call the page never defines fails in a
// browser and moves nothing, so a page cannot show the host hidden words
// its readers never see by writing the calls alone.
func TestStreamedNeedsItsRuntime(t *testing.T) {
	body := `<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main><div hidden id="S:0"><p>Hidden words</p></div><script>$RC("B:0","S:0")</script>`
	if got := textAfter(t, body, placeStreamed); got != "Loading" {
		t.Errorf("text %q, want the skeleton", got)
	}
}

// textAfter parses body as a page's <body>, runs step on the tree and
// returns the text a reader sees.
func textAfter(t *testing.T, body string, step func(*html.Node)) string {
	t.Helper()
	root, err := html.Parse(strings.NewReader("<!doctype html><body>" + body))
	if err != nil {
		t.Fatal(err)
	}
	step(root)
	return collapse(textOf(root))
}
