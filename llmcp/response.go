package llmcp

import (
	"bytes"
	"encoding/json"
	"fmt"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/laikabrowser/laika"
)

// Output formats of a request (output.format).
const (
	FormatJSON     = "json"
	FormatMarkdown = "markdown"
)

// Response shapes ParseResponse recognises.
const (
	ShapeLLMCP    = "llmcp"           // {"assistant": {...}, "tool_calls": [...]}
	ShapeLegacy   = "legacy"          // {"summary", "summaryFormat", "tool_calls"}
	ShapeToolCall = "tool_call"       // one bare {"name", "arguments"} object
	ShapeQwenTags = "qwen_tool_call"  // <tool_call>{...}</tool_call> blocks
	ShapeToolList = "tool_calls_only" // {"tool_calls": [...]} or a bare array
	ShapeMarkdown = "markdown"        // no JSON: the text itself
	ShapePythonic = "pythonic"        // [tool.name(key="value")] (LFM2)
)

// Options control ParseResponse.
type Options struct {
	// Format is the requested output.format: FormatJSON (default) or
	// FormatMarkdown (read-only tasks: tool calls are never accepted).
	Format string
	// Validate checks one tool call against the tool registry (the tools
	// package's tools.Validate). An error whose laika code is
	// CodeUnsupportedTool marks the call unknown: it is reported in
	// Response.UnknownTools and never executed. Any other error is a
	// validation problem that fails the parse. Nil accepts every call.
	Validate func(name string, args json.RawMessage) error
	// Coerce, if set, may rewrite a call's arguments before Validate sees
	// them: the orchestrator turns numeric strings into numbers where the
	// tool's schema wants a number ("deltaY": "600"). It reports whether
	// it changed anything.
	Coerce func(name string, args json.RawMessage) (json.RawMessage, bool)
}

// Response is a normalized model response: whatever shape the model used,
// the caller gets Markdown for the user, citations, and typed tool calls.
type Response struct {
	Shape string `json:"shape"`
	// Fallback is true when no JSON could be recovered and the whole
	// output is used as Markdown; tool calls and citations are dropped.
	Fallback  bool             `json:"fallback,omitempty"`
	Title     string           `json:"title,omitempty"`
	Markdown  string           `json:"markdown"`
	Render    *Node            `json:"render,omitempty"` // as the model sent it
	Citations []laika.Citation `json:"citations,omitempty"`
	ToolCalls []laika.ToolCall `json:"tool_calls"`
	// UnknownTools are calls to tools the registry does not know: shown to
	// the user as denied, never executed.
	UnknownTools []laika.ToolCall `json:"unknown_tools,omitempty"`
	// Fixes names each repair the lenient reader made (FixThink, ...).
	Fixes []string `json:"fixes,omitempty"`
	// Problems lists validation failures; non-empty exactly when
	// ParseResponse returns CodeModelOutputInvalid for a recovered value.
	Problems []string `json:"problems,omitempty"`
}

var qwenToolCallRE = lazyregexp.New(`(?s)<tool_call>(.*?)(?:</tool_call>|\z)`)

// ParseResponse turns raw model output into a Response. It strips <think>
// blocks, chat-template tokens and code fences, recovers the first JSON
// object (repairing what small models get wrong), accepts the LLMCP, legacy,
// Qwen <tool_call> and OpenAI function shapes, and validates the result.
// With no recoverable JSON the output becomes Markdown-only (Fallback) with
// no tool calls.
//
// Errors: CodeModelOutputInvalid when the output is empty, ends inside a
// <think> block, or the recovered value fails validation (resp.Problems says
// why, and resp holds what was recovered).
func ParseResponse(raw string, opts Options) (Response, error) {
	var fixes fixSet
	text, unclosed := cleanText(raw, &fixes)
	resp := Response{ToolCalls: []laika.ToolCall{}}
	done := func(err error) (Response, error) {
		resp.Fixes = fixes.list
		return resp, err
	}
	if text == "" {
		if unclosed {
			return done(laika.Errorf(laika.CodeModelOutputInvalid, "the output ended inside a <think> block: no answer"))
		}
		return done(laika.Errorf(laika.CodeModelOutputInvalid, "the model output is empty"))
	}
	if opts.Format == FormatMarkdown {
		return done(parseMarkdownMode(text, &resp, &fixes))
	}

	// Qwen's native tool-call tags: each block holds one call, and Qwen
	// starts each on its own line. A tag inside the first JSON object (in
	// one of its strings) or after other text on its line ("> <tool_call>",
	// a quoted page) is text, never a call.
	var tagged []json.RawMessage
	if strings.Contains(text, "<tool_call>") {
		outer, hasOuter := firstValue(text)
		var rest strings.Builder
		last := 0
		for _, loc := range qwenToolCallRE.FindAllStringSubmatchIndex(text, -1) {
			if hasOuter && loc[0] > outer.start && loc[0] < outer.end || !atLineStart(text, loc[0]) {
				continue
			}
			rest.WriteString(text[last:loc[0]])
			last = loc[1]
			f, ok := firstValue(stripFences(text[loc[2]:loc[3]], &fixes))
			if !ok {
				resp.Problems = append(resp.Problems, "a <tool_call> block holds no JSON object")
				continue
			}
			for _, x := range f.fixes {
				fixes.add(x)
			}
			tagged = append(tagged, f.value)
		}
		rest.WriteString(text[last:])
		text = strings.TrimSpace(rest.String())
	}

	body := stripFences(text, &fixes)
	f, ok := firstValue(body)
	pythonic := false
	if len(tagged) == 0 {
		var pf fixSet
		calls, at, rest, pok, cut := pythonicCalls(body, &pf)
		if cut && !ok {
			resp.Problems = append(resp.Problems, "the output was cut off inside a tool call: send the whole call again")
		}
		if pok && (!ok || at < f.start) {
			for _, x := range pf.list {
				fixes.add(x)
			}
			tagged, pythonic = calls, true
			body, text = rest, rest
			f, ok = firstValue(body)
		}
	}
	prose := ok && (strings.TrimSpace(body[:f.start]) != "" || strings.TrimSpace(body[f.end:]) != "")
	if ok && prose && isBareCall(f.value) {
		// A lone {"name","arguments"} inside prose is most likely quoted
		// (from the page, or as an example), not the model's own call.
		ok = false
	}
	if ok {
		for _, x := range f.fixes {
			fixes.add(x)
		}
		if prose {
			fixes.add(FixProse)
		}
		normalize(f.value, &resp, &fixes)
	} else if len(tagged) > 0 {
		resp.Markdown = text
	} else {
		resp.Shape = ShapeMarkdown
		resp.Fallback = true
		resp.Markdown = unwrapWholeFence(text)
	}
	for i, tc := range tagged {
		resp.Shape = ShapeQwenTags
		path := fmt.Sprintf("<tool_call>[%d]", i)
		if pythonic {
			resp.Shape, path = ShapePythonic, fmt.Sprintf("calls[%d]", i)
		}
		call, problem := toolCall(tc, path, &fixes)
		if problem != "" {
			resp.Problems = append(resp.Problems, problem)
			continue
		}
		resp.ToolCalls = append(resp.ToolCalls, call)
	}
	if len(resp.ToolCalls) > 0 && contains(fixes.list, FixMissingCloser) {
		// Cut-off JSON was closed by the reader: a call's arguments may be
		// cut too ("text": "cheap flig"). Never execute a guess.
		resp.Problems = append(resp.Problems, "the output was cut off, so its tool calls may be incomplete: send the whole object again")
	}
	if opts.Coerce != nil {
		for i, c := range resp.ToolCalls {
			if a, changed := opts.Coerce(c.Name, c.Arguments); changed {
				resp.ToolCalls[i].Arguments = a
				fixes.add(FixCoercedNumbers)
			}
		}
	}
	checkCalls(&resp, opts.Validate)
	if len(resp.Problems) > 0 {
		return done(laika.Errorf(laika.CodeModelOutputInvalid, "%s", strings.Join(resp.Problems, "; ")))
	}
	return done(nil)
}

// parseMarkdownMode accepts raw Markdown; a model that answered with an
// LLMCP object anyway still gets its Markdown used, but never tool calls.
func parseMarkdownMode(text string, resp *Response, fixes *fixSet) error {
	resp.Shape = ShapeMarkdown
	if t := strings.TrimSpace(stripFences(text, &fixSet{})); strings.HasPrefix(t, "{") {
		if f, ok := firstValue(t); ok {
			var probe Response
			var fs fixSet
			normalize(f.value, &probe, &fs)
			if len(probe.Problems) == 0 && strings.TrimSpace(probe.Markdown) != "" {
				fixes.add(FixCodeFence)
				resp.Markdown, resp.Title, resp.Citations = probe.Markdown, probe.Title, probe.Citations
				resp.Render = probe.Render
				return nil
			}
		}
	}
	resp.Markdown = unwrapWholeFence(text)
	return nil
}

// normalize maps one recovered JSON value onto resp, appending problems.
func normalize(v json.RawMessage, resp *Response, fixes *fixSet) {
	if bytes.HasPrefix(v, []byte("[")) {
		resp.Shape = ShapeToolList
		addCalls(v, "tool_calls", resp, fixes)
		return
	}
	var obj map[string]json.RawMessage
	if err := json.Unmarshal(v, &obj); err != nil {
		resp.Problems = append(resp.Problems, "the output is not a JSON object")
		return
	}
	switch {
	case obj["assistant"] != nil:
		resp.Shape = ShapeLLMCP
		assistant(obj["assistant"], resp)
	case obj["summary"] != nil:
		resp.Shape = ShapeLegacy
		if err := json.Unmarshal(obj["summary"], &resp.Markdown); err != nil {
			resp.Problems = append(resp.Problems, "summary must be a string")
		}
		if sf := obj["summaryFormat"]; sf != nil {
			var s string
			if json.Unmarshal(sf, &s) != nil || (s != "plain" && s != "markdown") {
				resp.Problems = append(resp.Problems, `summaryFormat must be "plain" or "markdown"`)
			}
		}
	case obj["tool_calls"] != nil:
		resp.Shape = ShapeToolList
	case obj["name"] != nil || obj["function"] != nil:
		resp.Shape = ShapeToolCall
		addCalls(append(append([]byte("["), v...), ']'), "tool_calls", resp, fixes)
		return
	default:
		keys := make([]string, 0, len(obj))
		for k := range obj {
			keys = append(keys, k)
		}
		resp.Problems = append(resp.Problems, fmt.Sprintf("the object has no \"assistant\" or \"tool_calls\" (keys: %s)", strings.Join(sortedCopy(keys), ", ")))
		return
	}
	if tc, ok := obj["tool_calls"]; ok && string(tc) != "null" {
		addCalls(tc, "tool_calls", resp, fixes)
	}
	if resp.Shape == ShapeLLMCP && strings.TrimSpace(resp.Markdown) == "" && resp.Render == nil && len(resp.ToolCalls) == 0 && len(resp.Problems) == 0 {
		resp.Problems = append(resp.Problems, "assistant needs \"render\" or \"markdown\" (or propose a tool call)")
	}
}

// assistant reads the assistant object: title, render or markdown, citations.
func assistant(raw json.RawMessage, resp *Response) {
	var a map[string]json.RawMessage
	if err := json.Unmarshal(raw, &a); err != nil || a == nil {
		resp.Problems = append(resp.Problems, "assistant must be an object")
		return
	}
	if t := a["title"]; t != nil && json.Unmarshal(t, &resp.Title) != nil {
		resp.Problems = append(resp.Problems, "assistant.title must be a string")
	}
	if r := a["render"]; r != nil && string(r) != "null" {
		var n Node
		if err := json.Unmarshal(r, &n); err != nil {
			resp.Problems = append(resp.Problems, "assistant.render must be a document tree: "+jsonErr(err))
		} else if err := n.Check("assistant.render"); err != nil {
			resp.Problems = append(resp.Problems, err.Error())
		} else if n.Type != NodeDoc {
			resp.Problems = append(resp.Problems, fmt.Sprintf("assistant.render must have type \"doc\", not %q", n.Type))
		} else {
			resp.Render = &n
			resp.Markdown = ToMarkdown(&n)
		}
	}
	if m := a["markdown"]; m != nil && string(m) != "null" && resp.Render == nil {
		if err := json.Unmarshal(m, &resp.Markdown); err != nil {
			resp.Problems = append(resp.Problems, "assistant.markdown must be a string")
		}
	}
	if c := a["citations"]; c != nil && string(c) != "null" {
		var list []json.RawMessage
		if err := json.Unmarshal(c, &list); err != nil {
			resp.Problems = append(resp.Problems, "assistant.citations must be an array")
			return
		}
		for i, item := range list {
			var cit laika.Citation
			if err := json.Unmarshal(item, &cit); err != nil {
				resp.Problems = append(resp.Problems, fmt.Sprintf("assistant.citations[%d]: %s", i, jsonErr(err)))
				continue
			}
			if strings.TrimSpace(cit.Quote) == "" && cit.URL == "" {
				continue // an empty citation carries nothing to check
			}
			resp.Citations = append(resp.Citations, cit)
		}
	}
}

// addCalls reads a tool_calls array.
func addCalls(raw json.RawMessage, path string, resp *Response, fixes *fixSet) {
	var list []json.RawMessage
	if err := json.Unmarshal(raw, &list); err != nil {
		resp.Problems = append(resp.Problems, path+" must be an array")
		return
	}
	for i, item := range list {
		call, problem := toolCall(item, fmt.Sprintf("%s[%d]", path, i), fixes)
		if problem != "" {
			resp.Problems = append(resp.Problems, problem)
			continue
		}
		resp.ToolCalls = append(resp.ToolCalls, call)
	}
}

// toolCall normalizes one call: {"name","arguments"}, Qwen's
// {"name","parameters"}, and OpenAI's {"type":"function","function":
// {"name","arguments":"<json string>"}}.
func toolCall(raw json.RawMessage, path string, fixes *fixSet) (laika.ToolCall, string) {
	var c struct {
		ID         json.RawMessage `json:"id"`
		Name       json.RawMessage `json:"name"`
		Arguments  json.RawMessage `json:"arguments"`
		Parameters json.RawMessage `json:"parameters"`
		Function   *struct {
			Name      json.RawMessage `json:"name"`
			Arguments json.RawMessage `json:"arguments"`
		} `json:"function"`
	}
	if err := json.Unmarshal(raw, &c); err != nil {
		return laika.ToolCall{}, path + " must be an object"
	}
	if c.Function != nil {
		c.Name, c.Arguments = c.Function.Name, c.Function.Arguments
	}
	if c.Arguments == nil {
		c.Arguments = c.Parameters
	}
	var call laika.ToolCall
	if c.Name == nil || json.Unmarshal(c.Name, &call.Name) != nil || strings.TrimSpace(call.Name) == "" {
		return call, path + ".name must be a non-empty string"
	}
	if c.ID != nil {
		json.Unmarshal(c.ID, &call.ID) // ids are informational; a number is dropped
	}
	args := c.Arguments
	if s := ""; len(args) > 0 && args[0] == '"' && json.Unmarshal(args, &s) == nil {
		// Arguments as a JSON string (OpenAI): decode it leniently.
		fixes.add(FixStringArgs)
		if strings.TrimSpace(s) == "" {
			args = nil
		} else if f, ok := firstValue(s); ok && f.value[0] == '{' {
			for _, x := range f.fixes {
				fixes.add(x)
			}
			args = f.value
		} else {
			return call, fmt.Sprintf("%s (%s).arguments is a string that holds no JSON object", path, call.Name)
		}
	}
	if args == nil || string(args) == "null" {
		args = json.RawMessage("{}")
	}
	if args[0] != '{' {
		return call, fmt.Sprintf("%s (%s).arguments must be an object", path, call.Name)
	}
	call.Arguments = args
	return call, ""
}

// checkCalls runs the registry validator over the calls.
func checkCalls(resp *Response, validate func(string, json.RawMessage) error) {
	if validate == nil {
		return
	}
	kept := resp.ToolCalls[:0]
	for i, c := range resp.ToolCalls {
		err := validate(c.Name, c.Arguments)
		switch {
		case err == nil:
			kept = append(kept, c)
		case laika.ErrorCode(err) == laika.CodeUnsupportedTool:
			resp.UnknownTools = append(resp.UnknownTools, c)
		default:
			msg := laika.ErrorMessage(err)
			if laika.ErrorCode(err) == laika.CodeInternal {
				msg = err.Error() // a plain error from the validator: its text is the reason
			}
			resp.Problems = append(resp.Problems, fmt.Sprintf("tool_calls[%d] (%s): %s", i, c.Name, msg))
			kept = append(kept, c)
		}
	}
	resp.ToolCalls = kept
}

func jsonErr(err error) string {
	s := err.Error()
	return strings.TrimPrefix(s, "json: ")
}

// atLineStart reports whether only spaces precede s[i] on its line.
func atLineStart(s string, i int) bool {
	line := s[strings.LastIndexByte(s[:i], '\n')+1 : i]
	return strings.TrimSpace(line) == ""
}

// isBareCall reports whether v is a tool call (or a list of them) with no
// LLMCP or legacy envelope.
func isBareCall(v json.RawMessage) bool {
	if bytes.HasPrefix(v, []byte("[")) {
		return true
	}
	var obj map[string]json.RawMessage
	if json.Unmarshal(v, &obj) != nil {
		return false
	}
	return obj["assistant"] == nil && obj["summary"] == nil && obj["tool_calls"] == nil && (obj["name"] != nil || obj["function"] != nil)
}
