package fetch

import "testing"

// TestUndoTwice: text encoded to UTF-8 twice, by way of windows-1252 or
// Latin-1, reads as written; real text with the same letters stays.
func TestUndoTwice(t *testing.T) {
	for _, tc := range []struct{ name, in, want string }{
		{"windows-1252 punctuation", "Donâ€™t â€œpanicâ€\u009d â€” itâ€™s fine", "Don’t “panic” — it’s fine"},
		{"latin-1 controls", "arm\u00e2\u0080\u0099s length \u00e2\u0080\u0093 sit up \u00e2\u0080\u0093 relax", "arm’s length – sit up – relax"},
		{"accented letters", "CafÃ© crÃ¨me, Ã¼ber MÃ¼nchen", "Café crème, über München"},
		{"cyrillic", "ÐŸÑ€Ð¸Ð²ÐµÑ‚", "Привет"},
		{"symbols", "Â£5 at 20Â°C, Â© 2026", "£5 at 20°C, © 2026"},
		{"emoji", "Nice ðŸ˜€ and ðŸ˜€ and ðŸ˜€", "Nice 😀 and 😀 and 😀"},
		{"real french and portuguese", "Une pâte à tartiner. SÃO PAULO. NÃO. Âge", "Une pâte à tartiner. SÃO PAULO. NÃO. Âge"},
		{"two are too few", "Ç’est la vie, Ã©", "Ç’est la vie, Ã©"},
		{"plain ascii", "nothing to do here", "nothing to do here"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if got := string(undoTwice([]byte(tc.in))); got != tc.want {
				t.Errorf("undoTwice(%q) = %q, want %q", tc.in, got, tc.want)
			}
		})
	}
}
