package policy

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// bigPage is a long observation at the extension's default budgets: ~60 KB
// of text, 200 elements, 300 links.
func bigPage() *laika.Observation {
	o := shop()
	o.Text = strings.Repeat("Lorem ipsum dolor sit amet, consectetur adipiscing elit 2024. ", 1000)
	for i := 0; i < 200; i++ {
		o.Elements = append(o.Elements, laika.Element{HandleID: fmt.Sprintf("laika-e%d", i), Role: "link", Label: fmt.Sprintf("Item %d", i), Href: fmt.Sprintf("/p/%d", i)})
	}
	for i := 0; i < 300; i++ {
		o.Links = append(o.Links, laika.Link{URL: fmt.Sprintf("https://shop.example/p/%d", i), Text: fmt.Sprintf("Product %d", i)})
	}
	return o
}

func BenchmarkDecide(b *testing.B) {
	obs := bigPage()
	for _, c := range []struct{ name, tool, args string }{
		{"observe", "browser.observe_dom", `{}`},
		{"click", "browser.click", `{"handleId":"laika-e150"}`},
		{"type", "browser.type", `{"handleId":"laika-2","text":"spring sale 2024"}`},
		{"navigate", "browser.navigate", `{"url":"https://docs.example/guide?q=setup"}`},
		{"search", "search", `{"query":"blender pro 900 review"}`},
	} {
		in := Input{Call: laika.ToolCall{Name: c.tool, Arguments: json.RawMessage(c.args)}, Observation: obs,
			Settings: Settings{Mode: Autodrive, AutodriveOrigins: allowList}, Goal: "find a blender review"}
		b.Run(c.name, func(b *testing.B) {
			for i := 0; i < b.N; i++ {
				Decide(in)
			}
		})
	}
}
