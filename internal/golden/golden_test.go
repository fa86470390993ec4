package golden

import "testing"

func TestDiff(t *testing.T) {
	tests := []struct {
		name, got, want, diff string
	}{
		{"equal", "a\nb", "a\nb", ""},
		{"changed line", "a\nX\nc", "a\nb\nc", "-X\n+b\n"},
		{"inserted line keeps the rest aligned", "a\nnew\nb\nc", "a\nb\nc", "-new\n"},
		{"removed line", "a\nc", "a\nb\nc", "+b\n"},
		{"trailing newline", "a\n", "a", "-\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if d := Diff(tt.got, tt.want); d != tt.diff {
				t.Fatalf("Diff = %q, want %q", d, tt.diff)
			}
		})
	}
}
