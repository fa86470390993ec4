package summary

import "strings"

// thinkFilter removes <think>...</think> reasoning blocks from a stream
// (reasoning models emit them before the answer); tags may be split across
// deltas, so a possible tag prefix at the end of a delta is held back.
type thinkFilter struct {
	in      bool
	pending string
	started bool // some answer text has been let through
}

const (
	thinkOpen  = "<think>"
	thinkClose = "</think>"
)

// write returns the part of delta that is answer text.
func (f *thinkFilter) write(delta string) string {
	s := f.pending + delta
	f.pending = ""
	var out strings.Builder
	for s != "" {
		tag := thinkOpen
		if f.in {
			tag = thinkClose
		}
		i := strings.Index(s, tag)
		if i < 0 {
			keep := partialSuffix(s, tag)
			if !f.in {
				out.WriteString(s[:len(s)-keep])
			}
			f.pending = s[len(s)-keep:]
			break
		}
		if !f.in {
			out.WriteString(s[:i])
		}
		s = s[i+len(tag):]
		f.in = !f.in
	}
	t := out.String()
	if !f.started {
		t = strings.TrimLeft(t, " \t\r\n")
		f.started = t != ""
	}
	return t
}

// flush returns held-back text at the end of the stream.
func (f *thinkFilter) flush() string {
	p := f.pending
	f.pending = ""
	if f.in {
		return ""
	}
	return p
}

// partialSuffix is the length of the longest suffix of s that is a proper
// prefix of tag.
func partialSuffix(s, tag string) int {
	for n := min(len(tag)-1, len(s)); n > 0; n-- {
		if strings.HasSuffix(s, tag[:n]) {
			return n
		}
	}
	return 0
}

// stripThink removes reasoning blocks from a whole answer.
func stripThink(s string) string {
	var f thinkFilter
	return f.write(s) + f.flush()
}
