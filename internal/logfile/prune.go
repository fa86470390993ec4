// Package logfile keeps Laika's JSON-lines logs (logs/host.jsonl,
// logs/llm.jsonl) from growing without bound: one retention rule for all.
package logfile

import (
	"bufio"
	"encoding/json"
	"os"
	"path/filepath"
	"time"
)

// Prune drops the lines of the JSON-lines log at path whose timestamp ("ts",
// or slog's "time") is before cutoff. Lines are appended in time order, so
// it reads only the first line when nothing is old enough to drop: the
// common case costs one small read, which matters because the host prunes
// its log at every start. Otherwise the kept lines go to a temporary file
// that replaces the log. Pruning is best effort: on any error the log is
// left as it was.
func Prune(path string, cutoff time.Time) {
	f, err := os.Open(path)
	if err != nil {
		return
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	sc.Buffer(make([]byte, 0, 64<<10), 64<<20)
	if !sc.Scan() || !lineBefore(sc.Bytes(), cutoff) {
		return // empty, or the oldest line is recent: nothing to drop
	}
	tmp, err := os.CreateTemp(filepath.Dir(path), ".prune-*")
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
	if os.Rename(tmp.Name(), path) != nil {
		os.Remove(tmp.Name())
	}
}

// lineBefore reports whether a log line's timestamp is before t. Lines
// without a readable one are kept.
func lineBefore(line []byte, t time.Time) bool {
	var ev struct {
		TS   time.Time `json:"ts"`
		Time time.Time `json:"time"`
	}
	if json.Unmarshal(line, &ev) != nil {
		return false
	}
	ts := ev.TS
	if ts.IsZero() {
		ts = ev.Time
	}
	return !ts.IsZero() && ts.Before(t)
}
