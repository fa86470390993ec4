package llmcp

import (
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Repair notes: what the lenient reader changed to recover a value. They are
// part of the parse result so logs show how messy an output was.
const (
	FixThink          = "stripped_think"
	FixUnclosedThink  = "stripped_unclosed_think"
	FixTemplateToken  = "stripped_template_tokens"
	FixCodeFence      = "stripped_code_fence"
	FixProse          = "ignored_surrounding_text"
	FixTrailingComma  = "removed_trailing_comma"
	FixSingleQuotes   = "single_quoted_strings"
	FixUnquotedKey    = "unquoted_keys"
	FixComments       = "removed_comments"
	FixMissingCloser  = "closed_truncated_json"
	FixMissingComma   = "inserted_missing_comma"
	FixLiteral        = "normalized_literals"
	FixControlChar    = "escaped_control_chars"
	FixStringArgs     = "decoded_string_arguments"
	FixCoercedNumbers = "coerced_numeric_strings"
)

var (
	// Chat-template control tokens that leak when a server's template and
	// the model disagree: ChatML (<|im_start|>), Llama 3 (<|eot_id|>),
	// GPT-2 style (<|endoftext|>), Gemma (<start_of_turn>), Llama 2 (</s>).
	templateTokenRE = lazyregexp.New(`<\|im_start\|>(?:system|user|assistant|tool)?\n?|<\|start_header_id\|>[a-z]*<\|end_header_id\|>\n?|<\|[a-zA-Z0-9_]+\|>|<start_of_turn>(?:model|user)?\n?|<end_of_turn>|</?s>|\[/?INST\]`)
	thinkRE         = lazyregexp.New(`(?s)<think>.*?</think>`)
	fenceLineRE     = lazyregexp.New("(?m)^[ \t]*```[A-Za-z0-9_+-]*[ \t]*$\n?")
)

// cleanText removes what is never part of an answer: reasoning blocks and
// leaked chat-template tokens. It returns the cleaned text and the fixes
// applied. unclosed reports a <think> that never ended (the model ran out of
// tokens while reasoning).
func cleanText(raw string, fixes *fixSet) (text string, unclosed bool) {
	s := strings.ReplaceAll(raw, "\r\n", "\n")
	if t := templateTokenRE.ReplaceAllString(s, ""); t != s {
		fixes.add(FixTemplateToken)
		s = t
	}
	if t := thinkRE.ReplaceAllString(s, ""); t != s {
		fixes.add(FixThink)
		s = t
	}
	// A lone </think>: the opening tag was in the prompt template, so what
	// precedes it is reasoning. Some small models instead close a think
	// block they never opened after their answer: when nothing but space
	// follows the tag, the answer is before it.
	if i := strings.Index(s, "</think>"); i >= 0 {
		fixes.add(FixThink)
		if after := s[i+len("</think>"):]; strings.TrimSpace(after) != "" || strings.TrimSpace(s[:i]) == "" {
			s = after
		} else {
			s = s[:i]
		}
	}
	if i := strings.Index(s, "<think>"); i >= 0 {
		fixes.add(FixUnclosedThink)
		s = s[:i]
		unclosed = true
	}
	return strings.TrimSpace(s), unclosed
}

// stripFences removes Markdown code-fence lines (```json ... ```), keeping
// their content.
func stripFences(s string, fixes *fixSet) string {
	if t := fenceLineRE.ReplaceAllString(s, ""); t != s {
		fixes.add(FixCodeFence)
		return t
	}
	return s
}

// unwrapWholeFence returns the content of s when s is exactly one fenced
// block, so a Markdown fallback does not show the fence markers.
func unwrapWholeFence(s string) string {
	t := strings.TrimSpace(s)
	if !strings.HasPrefix(t, "```") || !strings.HasSuffix(t, "```") || len(t) < 6 {
		return s
	}
	body := t[3 : len(t)-3]
	nl := strings.IndexByte(body, '\n')
	if nl < 0 || strings.Contains(body, "```") {
		return s
	}
	return strings.TrimSpace(body[nl+1:])
}

// fixSet is an ordered set of fix names.
type fixSet struct{ list []string }

func (f *fixSet) add(name string) {
	for _, x := range f.list {
		if x == name {
			return
		}
	}
	f.list = append(f.list, name)
}
