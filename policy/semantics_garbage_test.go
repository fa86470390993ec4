package policy

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestGarbageSemanticsNeverGrant: every semantics field of every control on
// the red-team page (and the benign controls) is replaced by garbage — an
// unknown word, different case, padding, a NUL, an empty value for a field
// whose presence grants — and no click or select that asked before may be
// allowed after. Fields whose presence restricts (dialog, context signals,
// inForm, method, confirm) are reported by our own content script from the
// live DOM; they are only mutated into other non-empty values here.
func TestGarbageSemanticsNeverGrant(t *testing.T) {
	base := rtPage()
	strs := func(v string) []string {
		return []string{"garbage", " " + v + " ", strings.ToUpper(v), v + "\x00", "\u200b" + v}
	}
	type mut struct {
		field string
		apply func(*laika.Element, string)
		value string
	}
	var muts []mut
	for _, v := range append(strs("button"), strs("submit")...) {
		muts = append(muts, mut{"buttonType", func(e *laika.Element, v string) { e.ButtonType = v }, v})
	}
	for _, v := range append(strs("get"), "", "post ", "dialog") {
		muts = append(muts, mut{"formMethod", func(e *laika.Element, v string) { e.FormMethod = v }, v})
	}
	for _, v := range append(append(strs("true"), strs("false")...), strs("details")...) {
		muts = append(muts, mut{"expanded", func(e *laika.Element, v string) { e.Expanded = v }, v})
	}
	// Role and tag are the page's markup, case-insensitive in HTML: "TAB"
	// is a tab, so only values that are no role or tag at all are garbage
	// (an <a href> without a role is a link: no role is not garbage).
	for _, v := range []string{"garbage", "tab\x00", "\u200btab", "link\x00", "\u200blink"} {
		muts = append(muts, mut{"role", func(e *laika.Element, v string) { e.Role = v }, v})
	}
	for _, v := range []string{"garbage", "a\x00", "\u200ba", "summary\x00", ""} {
		muts = append(muts, mut{"tag", func(e *laika.Element, v string) { e.Tag = v }, v})
	}
	for _, v := range []string{"garbage", "DIALOG", " "} {
		muts = append(muts, mut{"dialog", func(e *laika.Element, v string) {
			if e.Dialog != "" {
				e.Dialog = v
			}
		}, v})
	}
	for _, v := range []string{"garbage", "GET", "get ", "\x00"} {
		muts = append(muts, mut{"method", func(e *laika.Element, v string) {
			if e.Method != "" {
				e.Method = v
			}
		}, v})
	}
	muts = append(muts,
		mut{"contextSignals", func(e *laika.Element, _ string) {
			if len(e.ContextSignals) > 0 {
				e.ContextSignals = []string{"garbage"}
			}
		}, "garbage"},
		mut{"inSearch", func(e *laika.Element, _ string) { e.InSearch = false }, "false"},
		mut{"rel", func(e *laika.Element, v string) { e.Rel = v }, "next prev"},
		mut{"formAction", func(e *laika.Element, v string) { e.FormAction = v }, "javascript:x"},
		mut{"formAction", func(e *laika.Element, v string) { e.FormAction = v }, ""},
		mut{"options", func(e *laika.Element, _ string) { e.Options = nil }, "nil"},
	)
	goal := rtGoal
	tried, asked := 0, 0
	for i, e := range base.Elements {
		if strings.HasPrefix(e.HandleID, "f-") {
			continue
		}
		tool, args := "browser.click", argsJSON("handleId", e.HandleID)
		if strings.EqualFold(e.Tag, "select") && len(e.Options) > 0 {
			tool, args = "browser.select", argsJSON("handleId", e.HandleID, "value", e.Options[len(e.Options)-1].Value)
		}
		decide := func(o *laika.Observation) Result {
			return Decide(Input{Call: laika.ToolCall{Name: tool, Arguments: json.RawMessage(args)}, Observation: o, Settings: rtSettings, Goal: goal})
		}
		if decide(base).Decision == laika.Allow {
			continue
		}
		asked++
		for _, m := range muts {
			o := rtPage()
			m.apply(&o.Elements[i], m.value)
			tried++
			if r := decide(o); r.Decision == laika.Allow {
				t.Errorf("%s: %s=%q turned %s into allow (%s)", e.HandleID, m.field, m.value, tool, r.Detail)
			}
		}
	}
	t.Logf("%d controls that ask, %d garbage variants, none allowed", asked, tried)
}
