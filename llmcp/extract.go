package llmcp

import (
	"bytes"
	"encoding/json"
	"strings"

	"github.com/laikabrowser/laika"
)

// maxCandidates bounds how many '{' positions firstValue tries: each try
// scans to the end of the text, and output full of stray braces must not
// cost quadratic time.
const maxCandidates = 32

// found is one JSON value recovered from text.
type found struct {
	value      json.RawMessage
	start, end int // byte span in the searched text
	fixes      []string
}

// firstValue finds the first top-level JSON object in s (or an array, when
// the text starts with one): strict JSON when the braces balance and it
// parses, else the lenient reader. Braces inside strings do not count. A
// brace that starts no recoverable value ("use {curly} braces") is skipped.
func firstValue(s string) (found, bool) {
	if t := strings.TrimLeft(s, " \t\n"); strings.HasPrefix(t, "[") {
		if f, ok := valueAt(s, len(s)-len(t)); ok {
			return f, true
		}
	}
	for from, tries := 0, 0; from < len(s) && tries < maxCandidates; tries++ {
		i := strings.IndexByte(s[from:], '{')
		if i < 0 {
			break
		}
		i += from
		if f, ok := valueAt(s, i); ok {
			return f, true
		}
		from = i + 1
	}
	return found{}, false
}

// valueAt reads the value starting at s[i].
func valueAt(s string, i int) (found, bool) {
	if end := balancedEnd(s, i); end > 0 && json.Valid([]byte(s[i:end])) {
		var b bytes.Buffer
		if json.Compact(&b, []byte(s[i:end])) == nil {
			return found{value: b.Bytes(), start: i, end: end}, true
		}
	}
	r := &reader{s: s, i: i}
	var b bytes.Buffer
	if err := r.value(&b); err != nil {
		return found{}, false
	}
	// An "object" with nothing recovered that was not even closed is prose.
	if b.String() == "{}" && !strings.HasPrefix(strings.TrimSpace(s[i:r.i]), "{}") {
		return found{}, false
	}
	if !json.Valid(b.Bytes()) {
		return found{}, false
	}
	return found{value: b.Bytes(), start: i, end: r.i, fixes: r.fixes.list}, true
}

// balancedEnd returns the index just past the bracket closing the one at
// s[i], honouring double-quoted strings and escapes, or -1.
func balancedEnd(s string, i int) int {
	depth, inStr := 0, false
	for j := i; j < len(s); j++ {
		c := s[j]
		if inStr {
			switch c {
			case '\\':
				j++
			case '"':
				inStr = false
			}
			continue
		}
		switch c {
		case '"':
			inStr = true
		case '{', '[':
			depth++
		case '}', ']':
			depth--
			if depth == 0 {
				return j + 1
			}
		}
	}
	return -1
}

// ExtractJSON recovers the first JSON value from raw model output: it strips
// <think> blocks, chat-template tokens and code fences, finds the first
// top-level object, and repairs it. It does no schema check (parse-output
// --raw). fixes names what was repaired. Returns CodeModelOutputInvalid when
// no JSON value can be recovered.
func ExtractJSON(raw string) (value json.RawMessage, fixes []string, err error) {
	var fs fixSet
	text, _ := cleanText(raw, &fs)
	text = stripFences(text, &fs)
	f, ok := firstValue(text)
	if !ok {
		return nil, fs.list, laika.Errorf(laika.CodeModelOutputInvalid, "no JSON object found in the model output")
	}
	for _, x := range f.fixes {
		fs.add(x)
	}
	if strings.TrimSpace(text[:f.start]) != "" || strings.TrimSpace(text[f.end:]) != "" {
		fs.add(FixProse)
	}
	return f.value, fs.list, nil
}
