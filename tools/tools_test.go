package tools

import (
	"encoding/json"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// specTools is the catalog the issue names: every browser and app-level
// primitive of the spec, nothing more.
var specTools = []string{
	"browser.observe_dom", "browser.get_selection_links", "browser.click", "browser.type",
	"browser.select", "browser.scroll", "browser.open_tab", "browser.navigate", "browser.back",
	"browser.forward", "browser.refresh", "search", "artifact.save", "artifact.share",
	"artifact.open", "integration.invoke", "app.calculate", "collection.create",
	"collection.add_sources", "collection.list_sources", "source.capture", "source.refresh",
	"transform.list_types", "transform.run",
}

func TestCatalogMatchesSpec(t *testing.T) {
	got := Names()
	if strings.Join(got, ",") != strings.Join(specTools, ",") {
		t.Fatalf("catalog (-got +want):\n-%v\n+%v", got, specTools)
	}
	for _, tool := range All() {
		if tool.Description == "" || tool.Category == "" || tool.Runs == "" {
			t.Errorf("%s: missing description, category or runs", tool.Name)
		}
		if l, ok := Lookup(tool.Name); !ok || l.Name != tool.Name {
			t.Errorf("Lookup(%q) failed", tool.Name)
		}
	}
	if _, ok := Lookup("browser.eval"); ok {
		t.Error("Lookup found a tool that does not exist")
	}
}

// TestSpecKeys checks each tool's argument keys against the spec text, so a
// typo in a schema ("handleID") cannot pass.
func TestSpecKeys(t *testing.T) {
	want := map[string]string{
		"browser.observe_dom":         "maxBlocks maxChars maxCommentChars maxComments maxElements maxItemChars maxItems maxOutline maxOutlineChars maxPrimaryChars rootHandleId",
		"browser.get_selection_links": "maxLinks",
		"browser.click":               "handleId!",
		"browser.type":                "handleId! text!",
		"browser.select":              "handleId! value!",
		"browser.scroll":              "deltaY!",
		"browser.open_tab":            "url!",
		"browser.navigate":            "url!",
		"browser.back":                "",
		"browser.forward":             "",
		"browser.refresh":             "",
		"search":                      "engine newTab query!",
		"artifact.save":               "markdown! redaction tags title!",
		"artifact.share":              "artifactId! filename format! target",
		"artifact.open":               "artifactId! newTab target",
		"integration.invoke":          "idempotencyKey integration! operation! payload!",
		"app.calculate":               "expression! precision",
		"collection.create":           "tags title!",
		"collection.add_sources":      "collectionId! sources!",
		"collection.list_sources":     "collectionId!",
		"source.capture":              "collectionId! maxChars mode url!",
		"source.refresh":              "sourceId!",
		"transform.list_types":        "",
		"transform.run":               "collectionId! config type!",
	}
	for name, keys := range want {
		s := schemas[name]
		var got []string
		for _, k := range sortedKeys(s.Properties) {
			if contains(s.Required, k) {
				k += "!"
			}
			got = append(got, k)
		}
		if g := strings.Join(got, " "); g != keys {
			t.Errorf("%s keys = %q, want %q", name, g, keys)
		}
	}
}

func sortedKeys(m map[string]*schema) []string {
	s := &schema{Properties: m}
	return propertyOrder(s)[0:len(m)]
}

func TestValidate(t *testing.T) {
	tests := []struct {
		name, tool, args string
		code             string // "" = valid
		msg              string // substring of the message
	}{
		{"observe no args", "browser.observe_dom", `{}`, "", ""},
		{"observe empty raw", "browser.observe_dom", ``, "", ""},
		{"observe budgets", "browser.observe_dom", `{"maxChars":4000,"maxItems":20,"rootHandleId":"laika-3"}`, "", ""},
		{"observe float budget", "browser.observe_dom", `{"maxChars":40.5}`, laika.CodeInvalidArguments, "must be an integer"},
		{"observe integral float ok", "browser.observe_dom", `{"maxChars":4000.0}`, "", ""},
		{"observe zero budget", "browser.observe_dom", `{"maxChars":0}`, laika.CodeInvalidArguments, ">= 1"},
		{"observe misspelled key", "browser.observe_dom", `{"maxItemsChars":10}`, laika.CodeInvalidArguments, "maxItemsChars is not an allowed key"},
		{"click", "browser.click", `{"handleId":"laika-1"}`, "", ""},
		{"click missing handle", "browser.click", `{}`, laika.CodeInvalidArguments, "handleId is required"},
		{"click numeric handle", "browser.click", `{"handleId":1}`, laika.CodeInvalidArguments, "must be a string, got an integer"},
		{"click extra key", "browser.click", `{"handleId":"laika-1","force":true}`, laika.CodeInvalidArguments, "force is not an allowed key"},
		{"click empty handle", "browser.click", `{"handleId":""}`, laika.CodeInvalidArguments, "at least 1"},
		{"type", "browser.type", `{"handleId":"laika-2","text":"hello"}`, "", ""},
		{"type missing text", "browser.type", `{"handleId":"laika-2"}`, laika.CodeInvalidArguments, "text is required"},
		{"scroll", "browser.scroll", `{"deltaY":-600}`, "", ""},
		{"scroll string", "browser.scroll", `{"deltaY":"600"}`, laika.CodeInvalidArguments, "must be a number"},
		{"navigate", "browser.navigate", `{"url":"https://example.com/"}`, "", ""},
		{"back", "browser.back", `{}`, "", ""},
		{"back with key", "browser.back", `{"steps":2}`, laika.CodeInvalidArguments, "steps is not an allowed key"},
		{"array args", "browser.back", `[]`, laika.CodeInvalidArguments, "must be an object, got an array"},
		{"null args", "browser.back", `null`, laika.CodeInvalidArguments, "must be an object, got null"},
		{"string args", "search", `"cats"`, laika.CodeInvalidArguments, "must be an object"},
		{"broken json", "search", `{"query":`, laika.CodeInvalidArguments, "not valid JSON"},
		{"two values", "search", `{"query":"a"} {"query":"b"}`, laika.CodeInvalidArguments, "more than one"},
		{"search", "search", `{"query":"rust borrow checker","newTab":true}`, "", ""},
		{"search bool as string", "search", `{"query":"x","newTab":"yes"}`, laika.CodeInvalidArguments, "must be a boolean"},
		{"share", "artifact.share", `{"artifactId":"a1","format":"csv","target":"clipboard"}`, "", ""},
		{"share bad format", "artifact.share", `{"artifactId":"a1","format":"docx"}`, laika.CodeInvalidArguments, `one of "markdown"`},
		{"save tags", "artifact.save", `{"title":"t","markdown":"m","tags":["a","b"]}`, "", ""},
		{"save tag number", "artifact.save", `{"title":"t","markdown":"m","tags":["a",2]}`, laika.CodeInvalidArguments, "tags[1] must be a string"},
		{"invoke", "integration.invoke", `{"integration":"slack","operation":"post","payload":{"text":"hi","nested":{"a":1}}}`, "", ""},
		{"invoke payload array", "integration.invoke", `{"integration":"slack","operation":"post","payload":[]}`, laika.CodeInvalidArguments, "payload must be an object"},
		{"calculate", "app.calculate", `{"expression":"2*(3+4)","precision":2}`, "", ""},
		{"add url source", "collection.add_sources", `{"collectionId":"c1","sources":[{"type":"url","url":"https://a.example/"},{"type":"note","text":"n","title":"t"}]}`, "", ""},
		{"add note without text", "collection.add_sources", `{"collectionId":"c1","sources":[{"type":"note","title":"t"}]}`, laika.CodeInvalidArguments, "sources[0] matches none"},
		{"add url with text", "collection.add_sources", `{"collectionId":"c1","sources":[{"type":"url","url":"https://a.example/","text":"x"}]}`, laika.CodeInvalidArguments, "matches none"},
		{"add no sources", "collection.add_sources", `{"collectionId":"c1","sources":[]}`, laika.CodeInvalidArguments, "at least 1 items"},
		{"capture", "source.capture", `{"collectionId":"c1","url":"https://a.example/","mode":"article","maxChars":20000}`, "", ""},
		{"capture bad mode", "source.capture", `{"collectionId":"c1","url":"https://a.example/","mode":"pdf"}`, laika.CodeInvalidArguments, "must be one of"},
		{"transform config", "transform.run", `{"collectionId":"c1","type":"table","config":{"columns":["a"]}}`, "", ""},
		{"unknown tool", "browser.eval", `{}`, laika.CodeUnsupportedTool, "browser.eval"},
		{"empty tool", "", `{}`, laika.CodeUnsupportedTool, ""},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			err := Validate(tc.tool, json.RawMessage(tc.args))
			if laika.ErrorCode(err) != tc.code {
				t.Fatalf("Validate(%s, %s) = %v, want code %q", tc.tool, tc.args, err, tc.code)
			}
			if err != nil && !strings.Contains(err.Error(), tc.msg) {
				t.Errorf("message %q does not mention %q", err.Error(), tc.msg)
			}
		})
	}
}

func TestParseSchemaRejects(t *testing.T) {
	for name, s := range map[string]string{
		"open object":     `{"type":"object","properties":{"a":{"type":"string"}}}`,
		"unknown keyword": `{"type":"object","additionalProperties":false,"properties":{},"pattern":"x"}`,
		"unknown type":    `{"type":"date"}`,
		"required ghost":  `{"type":"object","additionalProperties":false,"properties":{},"required":["a"]}`,
		"no type":         `{"minimum":1}`,
	} {
		if _, err := parseSchema(json.RawMessage(s)); err == nil {
			t.Errorf("%s: parseSchema accepted %s", name, s)
		}
	}
}

func TestFormatSchema(t *testing.T) {
	var f struct {
		Required   []string `json:"required"`
		Properties struct {
			ToolCalls struct {
				Items struct {
					Properties struct {
						Name struct {
							Enum []string `json:"enum"`
						} `json:"name"`
					} `json:"properties"`
				} `json:"items"`
			} `json:"tool_calls"`
		} `json:"properties"`
	}
	b := FormatSchema()
	if err := json.Unmarshal(b, &f); err != nil {
		t.Fatal(err)
	}
	if strings.Join(f.Properties.ToolCalls.Items.Properties.Name.Enum, ",") != strings.Join(specTools, ",") {
		t.Errorf("tool name enum = %v", f.Properties.ToolCalls.Items.Properties.Name.Enum)
	}
	// llama.cpp grammars handle oneOf/anyOf poorly: keep them out.
	for _, kw := range []string{"oneOf", "anyOf", "allOf", "$ref"} {
		if strings.Contains(string(b), kw) {
			t.Errorf("format schema uses %s", kw)
		}
	}
	// Our own validator must accept a well-formed planner reply against it.
	s, err := parseSchema(b)
	if err != nil {
		t.Fatal(err)
	}
	reply := `{"assistant":{"markdown":"Done.","citations":[{"quote":"q","url":"https://a.example/"}]},"tool_calls":[{"name":"browser.click","arguments":{"handleId":"laika-1"}}]}`
	v, _ := decodeArgs(json.RawMessage(reply))
	if err := s.validate("reply", v); err != nil {
		t.Errorf("valid reply rejected: %v", err)
	}
	bad := `{"assistant":{"markdown":"x"},"tool_calls":[{"name":"browser.eval","arguments":{}}]}`
	v, _ = decodeArgs(json.RawMessage(bad))
	if err := s.validate("reply", v); err == nil {
		t.Error("reply with unknown tool accepted")
	}
}
