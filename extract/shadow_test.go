package extract

import "testing"

// TestAttachShadowRoots composes server-rendered shadow trees as a
// browser draws them: the golden is the visible text in order.
func TestAttachShadowRoots(t *testing.T) {
	for _, tc := range []struct{ name, body, want string }{
		{"shadow text is shown", `<x-note><template shadowrootmode="open"><p>Shadow words</p></template></x-note><p>after</p>`, "Shadow words after"},
		{"unnamed slot takes the light children", `<x-card><template shadowrootmode="open"><h2>Title</h2><div><slot></slot></div><p>Footer</p></template><p>Body text</p></x-card>`, "Title Body text Footer"},
		{"named slots", `<x-card><template shadowrootmode="open"><slot name="head"></slot><p>middle</p><slot></slot></template><p>rest</p><h3 slot="head">Head</h3></x-card>`, "Head middle rest"},
		{"fallback when nothing is assigned", `<x-card><template shadowrootmode="closed"><slot name="head">Default head</slot></template></x-card>`, "Default head"},
		{"light children no slot takes are not drawn", `<x-card><template shadowrootmode="open"><p>Only this</p></template><p>never drawn</p></x-card>`, "Only this"},
		{"nested components", `<x-outer><template shadowrootmode="open"><x-inner><template shadowrootmode="open"><b>inner</b> <slot></slot></template><i>inner light</i></x-inner> <slot></slot></template><u>outer light</u></x-outer>`, "inner inner light outer light"},
		{"a plain template stays unseen", `<template><p>never shown</p></template><p>seen</p>`, "seen"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := textAfter(t, tc.body, attachShadowRoots); got != tc.want {
				t.Errorf("text %q, want %q", got, tc.want)
			}
		})
	}
}
