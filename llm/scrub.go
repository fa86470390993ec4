package llm

import (
	"bufio"
	"bytes"
	"encoding/json"
	"os"
	"unicode/utf8"

	"github.com/laikabrowser/laika/internal/secretshape"
)

// Scrub masks each value (4+ characters) wherever llm.jsonl already holds
// it, raw or JSON-escaped. The orchestrator learns that a value is a secret
// (a password proposed for a password field) only after the model's reply
// was logged, and that reply's preview may quote it in prose; the log is
// rewritten to a temporary file and renamed over the old one, so a crash
// leaves either version whole. A nil Logger, or one that never wrote, has
// nothing to scrub.
func (l *Logger) Scrub(values []string) error {
	if l == nil {
		return nil
	}
	var pairs [][2][]byte
	for _, v := range values {
		if utf8.RuneCountInString(v) < 4 {
			continue
		}
		mask := []byte(secretshape.Mask(v))
		pairs = append(pairs, [2][]byte{[]byte(v), mask})
		if q, err := json.Marshal(v); err == nil {
			if esc := q[1 : len(q)-1]; !bytes.Equal(esc, []byte(v)) {
				pairs = append(pairs, [2][]byte{esc, mask})
			}
		}
	}
	if len(pairs) == 0 {
		return nil
	}
	l.mu.Lock()
	defer l.mu.Unlock()
	old, err := os.ReadFile(l.Path)
	if os.IsNotExist(err) {
		return nil
	}
	if err != nil {
		return err
	}
	var out bytes.Buffer
	changed := false
	sc := bufio.NewScanner(bytes.NewReader(old))
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	for sc.Scan() {
		line := sc.Bytes()
		for _, p := range pairs {
			if bytes.Contains(line, p[0]) {
				line = bytes.ReplaceAll(line, p[0], p[1])
				changed = true
			}
		}
		out.Write(line)
		out.WriteByte('\n')
	}
	if err := sc.Err(); err != nil || !changed {
		return err
	}
	tmp := l.Path + ".scrub"
	if err := os.WriteFile(tmp, out.Bytes(), 0o600); err != nil {
		return err
	}
	if l.f != nil {
		l.f.Close()
		l.f = nil // reopened (appending to the new file) on the next write
	}
	return os.Rename(tmp, l.Path)
}
