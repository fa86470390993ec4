package llm

import (
	"time"

	"github.com/laikabrowser/laika/internal/logfile"
)

// prune drops lines older than RetentionDays from the log before the first
// append (see logfile.Prune).
func (l *Logger) prune() {
	if l.RetentionDays <= 0 {
		return
	}
	logfile.Prune(l.Path, l.Now().Add(-time.Duration(l.RetentionDays)*24*time.Hour))
}
