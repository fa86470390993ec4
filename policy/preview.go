package policy

import (
	"encoding/json"
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/internal/secretshape"
)

// maxPreviewLabel bounds page-authored labels in previews; values that
// leave the machine (queries, typed text, payloads) are never clipped.
const maxPreviewLabel = 80

// preview says in plain words what the call does, with sanitized arguments,
// and exactly what leaves the machine.
func (g *gate) preview() string {
	site := "this page"
	if g.pageOrigin != "" {
		site = hostOf(g.pageOrigin)
	}
	switch g.name {
	case "browser.observe_dom":
		if h := g.str("rootHandleId"); h != "" {
			return fmt.Sprintf("Read one section (%s) of %s. Nothing leaves the browser.", h, site)
		}
		return fmt.Sprintf("Read %s (text and controls). Nothing leaves the browser.", site)
	case "browser.get_selection_links":
		return "Read the links in your text selection. Nothing leaves the browser."
	case "browser.click":
		return fmt.Sprintf("Click %s on %s.", describe(g.el), site)
	case "browser.type":
		return fmt.Sprintf("Type %s into %s on %s.", g.shown(g.str("text")), describe(g.el), site)
	case "browser.select":
		return fmt.Sprintf("Choose %s in %s on %s.", g.shown(g.str("value")), describe(g.el), site)
	case "browser.scroll":
		dy, _ := g.args["deltaY"].(json.Number)
		dir, amount := "down", dy.String()
		if strings.HasPrefix(amount, "-") {
			dir, amount = "up", amount[1:]
		}
		return fmt.Sprintf("Scroll %s %s pixels on %s.", dir, amount, site)
	case "browser.open_tab":
		return fmt.Sprintf("Open %s in a new tab.", g.str("url"))
	case "browser.navigate":
		return fmt.Sprintf("Go to %s in this tab.", g.str("url"))
	case "browser.back":
		return fmt.Sprintf("Go back in this tab's history (from %s).", site)
	case "browser.forward":
		return fmt.Sprintf("Go forward in this tab's history (from %s).", site)
	case "browser.refresh":
		return fmt.Sprintf("Reload %s.", site)
	case "search":
		where := ""
		if b, _ := g.args["newTab"].(bool); b {
			where = " in a new tab"
		}
		return fmt.Sprintf("Send the search query %q to %s%s.", g.str("query"), g.engine(), where)
	case "artifact.save":
		return fmt.Sprintf("Save the artifact %q (%d characters of Markdown) in Laika.", g.str("title"), len([]rune(g.str("markdown"))))
	case "artifact.share":
		target := g.str("target")
		if target == "" {
			target = "the default share target"
		}
		file := ""
		if f := g.str("filename"); f != "" {
			file = fmt.Sprintf(" named %q", f)
		}
		return fmt.Sprintf("Export the full content of artifact %s as %s%s to %s. That content leaves Laika.", g.str("artifactId"), g.str("format"), file, target)
	case "artifact.open":
		return fmt.Sprintf("Open artifact %s in the %s.", g.str("artifactId"), orDefault(g.str("target"), "workspace"))
	case "integration.invoke":
		return fmt.Sprintf("Send to the %s integration (operation %s) exactly this payload: %s", g.str("integration"), g.str("operation"), plainJSON(g.args["payload"]))
	case "app.calculate":
		return fmt.Sprintf("Calculate %s locally.", g.str("expression"))
	case "collection.create":
		return fmt.Sprintf("Create the collection %q.", g.str("title"))
	case "collection.add_sources":
		p := fmt.Sprintf("Add to collection %s: %s.", g.str("collectionId"), g.sourcesText())
		if strings.Contains(g.sourcesText(), "://") {
			p += " The host will fetch exactly these addresses (GET, without your cookies)."
		}
		return p
	case "collection.list_sources":
		return fmt.Sprintf("List the sources of collection %s.", g.str("collectionId"))
	case "source.capture":
		return fmt.Sprintf("The host fetches exactly %s (GET, without your cookies) and saves it to collection %s.", g.str("url"), g.str("collectionId"))
	case "source.refresh":
		if len(g.in.HostFetchURLs) > 0 {
			return fmt.Sprintf("The host fetches exactly %s again (GET, without your cookies) for source %s.", strings.Join(g.in.HostFetchURLs, ", "), g.str("sourceId"))
		}
		return fmt.Sprintf("Fetch source %s again (its address could not be looked up).", g.str("sourceId"))
	case "transform.list_types":
		return "List the transform types."
	case "transform.run":
		return fmt.Sprintf("Run the %q transform on collection %s.", g.str("type"), g.str("collectionId"))
	}
	return "Run " + g.name + "."
}

func (g *gate) sourcesText() string {
	srcs, _ := g.args["sources"].([]any)
	parts := make([]string, 0, len(srcs))
	for _, x := range srcs {
		m, _ := x.(map[string]any)
		if u, ok := m["url"].(string); ok {
			parts = append(parts, u)
		} else {
			t, _ := m["title"].(string)
			parts = append(parts, fmt.Sprintf("a note %q", clip(orDefault(t, "untitled"), maxPreviewLabel)))
		}
	}
	return strings.Join(parts, ", ")
}

// describe names an element for a person: its role and label.
func describe(e laika.Element) string {
	kind := orDefault(e.Role, orDefault(e.Tag, "element"))
	if e.InputType != "" && (kind == "input" || kind == "textbox") {
		kind = e.InputType + " field"
	}
	label := orDefault(e.Label, e.Name)
	if label == "" {
		return fmt.Sprintf("the %s %s", kind, e.HandleID)
	}
	return fmt.Sprintf("the %s %q", kind, clip(label, maxPreviewLabel))
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func clip(s string, n int) string {
	r := []rune(s)
	if len(r) <= n {
		return s
	}
	return string(r[:n]) + "…"
}

// plainJSON is compact JSON without HTML escaping: the preview must show
// "&" and "<" as the integration will receive them.
func plainJSON(v any) string {
	var b strings.Builder
	enc := json.NewEncoder(&b)
	enc.SetEscapeHTML(false)
	_ = enc.Encode(v)
	return strings.TrimSuffix(b.String(), "\n")
}

// shown is typed text as the preview shows it: quoted, or, for a secret
// (a sensitive field, personal data, a token), as a digest and a mask —
// previews are stored with the call.
func (g *gate) shown(text string) string {
	if sensitiveField(g.el) != "" || sensitiveText(text) != "" {
		return secretshape.Mask(text)
	}
	return fmt.Sprintf("%q", text)
}
