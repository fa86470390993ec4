package host

import (
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestPublicMessage(t *testing.T) {
	cases := []struct {
		err      error
		internal bool
	}{
		{laika.Errorf(laika.CodeStorageFailed, "store: open /home/u/.laika/laika.db: disk I/O error"), true},
		{laika.Errorf(laika.CodeInvalidArguments, "config: /home/u/.laika/config.json: unexpected EOF"), true},
		{laika.Errorf(laika.CodeNotFound, "store: no run \"r1\""), true},
		{laika.Errorf(laika.CodeInternal, "nil map"), true},
		{laika.Errorf(laika.CodeNotFound, "no run \"r1\" in this host"), false},
		{laika.Errorf(laika.CodeInvalidArguments, "goal longer than 4000 bytes"), false},
	}
	for _, c := range cases {
		msg, internal := publicMessage(c.err)
		if internal != c.internal {
			t.Errorf("%v: internal %v", c.err, internal)
		}
		if internal && (strings.Contains(msg, "store:") || strings.Contains(msg, "config:") || strings.Contains(msg, "/home/")) {
			t.Errorf("%v: reply message %q leaks the detail", c.err, msg)
		}
		if !internal && msg != laika.ErrorMessage(c.err) {
			t.Errorf("%v: message changed to %q", c.err, msg)
		}
	}
}
