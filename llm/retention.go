package llm

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"time"
)

// prune drops lines older than RetentionDays from the log before the first
// append. It reads only the first line when nothing is old enough to drop,
// so the common case costs one small read; otherwise the kept lines are
// written to a temporary file that replaces the log.
func (l *Logger) prune() {
	if l.RetentionDays <= 0 {
		return
	}
	cutoff := l.Now().Add(-time.Duration(l.RetentionDays) * 24 * time.Hour)
	f, err := os.Open(l.Path)
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	if !sc.Scan() || !lineBefore(sc.Bytes(), cutoff) {
		return // empty, or the oldest line is recent: nothing to drop
	}
	tmp, err := os.CreateTemp(filepath.Dir(l.Path), ".llm-prune-*")
	if err != nil {
		return
	}
	w := bufio.NewWriter(tmp)
	for sc.Scan() {
		if !lineBefore(sc.Bytes(), cutoff) {
			w.Write(sc.Bytes())
			w.WriteByte('\n')
		}
	}
	if sc.Err() != nil || w.Flush() != nil || tmp.Chmod(0o600) != nil || tmp.Close() != nil {
		tmp.Close()
		os.Remove(tmp.Name())
		return
	}
	if os.Rename(tmp.Name(), l.Path) != nil {
		os.Remove(tmp.Name())
	}
}

// lineBefore reports whether a log line's ts is before t. Lines without a
// readable ts are kept.
func lineBefore(line []byte, t time.Time) bool {
	var ev struct {
		TS time.Time `json:"ts"`
	}
	return json.Unmarshal(line, &ev) == nil && !ev.TS.IsZero() && ev.TS.Before(t)
}
