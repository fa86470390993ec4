package llmcp

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Pythonic tool calls are what LFM2 and some Llama-family templates write
// instead of JSON: a Python list of calls with keyword arguments,
//
//	[browser.click(handleId="h2"), search(query='cheap flights')]
//
// often between <|tool_call_start|> and <|tool_call_end|> (stripped with
// the other template tokens). The values are Python literals, which the
// lenient reader already reads (single quotes, True/False/None, lists,
// dicts).

// FixPythonic marks calls read from Python call syntax.
const FixPythonic = "pythonic_tool_calls"

// pythonicStartRE finds a line that starts a call list or a bare call:
// "[name(" or "name(" where name is a dotted identifier.
var pythonicStartRE = lazyregexp.New(`(?m)^[ \t]*\[?[ \t]*[A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*)*\(`)

// pythonicCalls reads the first line-initial Python call list in text. It
// returns the calls as {"name","arguments"} JSON, the text with the list
// removed, and ok when at least one call was read. A list that does not
// parse as calls (prose like "Note(s): ...") reads as nothing.
func pythonicCalls(text string, fixes *fixSet) (calls []json.RawMessage, start int, rest string, ok, cut bool) {
	for _, loc := range pythonicStartRE.FindAllStringIndex(text, 4) {
		r := &reader{s: text, i: loc[0]}
		r.space()
		list := false
		if r.s[r.i] == '[' {
			list = true
			r.i++
		}
		var out []json.RawMessage
		good := true
		for {
			r.space()
			if r.eof() {
				good = list && len(out) > 0 // a list cut after a full call
				break
			}
			if list && r.s[r.i] == ']' {
				r.i++
				break
			}
			if r.s[r.i] == ',' && len(out) > 0 {
				r.i++
				continue
			}
			c, cok := r.pyCall()
			if !cok {
				good = false
				cut = cut || r.eof() && isToolName(text[loc[0]:])
				break
			}
			out = append(out, c)
			if !list {
				break
			}
		}
		if good && len(out) > 0 {
			fixes.add(FixPythonic)
			for _, x := range r.fixes.list {
				fixes.add(x)
			}
			return out, loc[0], strings.TrimSpace(text[:loc[0]] + text[r.i:]), true, false
		}
	}
	return nil, -1, text, false, cut
}

// isToolName reports whether the call at the start of s is named like a
// tool (dotted, or one of the few bare names): prose that happens to end
// inside parentheses is not a cut-off call.
func isToolName(s string) bool {
	s = strings.TrimLeft(s, " \t[")
	name := s[:max(0, strings.IndexByte(s, '('))]
	return strings.Contains(name, ".") || name == "search"
}

// pyCall reads name(key=value, ...) at r.i.
func (r *reader) pyCall() (json.RawMessage, bool) {
	r.space()
	if r.eof() || !isIdentStart(r.s[r.i]) {
		return nil, false
	}
	name := r.ident()
	if strings.HasSuffix(name, ".") || strings.Contains(name, "-") {
		return nil, false
	}
	if r.eof() || r.s[r.i] != '(' {
		return nil, false
	}
	r.i++
	var args bytes.Buffer
	args.WriteByte('{')
	n := 0
	for {
		r.space()
		if r.eof() {
			return nil, false // cut inside the call: never act on a guess
		}
		if r.s[r.i] == ')' {
			r.i++
			break
		}
		if r.s[r.i] == ',' {
			r.i++
			continue
		}
		if !isIdentStart(r.s[r.i]) {
			return nil, false // positional arguments name nothing
		}
		key := r.ident()
		r.space()
		if r.eof() || (r.s[r.i] != '=' && r.s[r.i] != ':') {
			return nil, false
		}
		r.i++
		var vb bytes.Buffer
		if err := r.value(&vb); err != nil {
			return nil, false
		}
		if n > 0 {
			args.WriteByte(',')
		}
		writeString(&args, key)
		args.WriteByte(':')
		args.Write(vb.Bytes())
		n++
	}
	args.WriteByte('}')
	var b bytes.Buffer
	b.WriteString(`{"name":`)
	writeString(&b, name)
	b.WriteString(`,"arguments":`)
	b.Write(args.Bytes())
	b.WriteByte('}')
	if !json.Valid(b.Bytes()) {
		return nil, false
	}
	return b.Bytes(), true
}
