package mdescape

import "testing"

func TestText(t *testing.T) {
	tests := []struct{ in, want string }{
		{"fn summarize(&self) -> String", `fn summarize(\&self) -\> String`},
		{"<script>alert(1)</script>", `\<script\>alert(1)\</script\>`},
		{"Otter *spotting* [tips](https://x.example)", `Otter \*spotting\* \[tips\](https://x.example)`},
		{"# not a heading | not a cell", `\# not a heading \| not a cell`},
		{"a page's literal &lt;", `a page's literal \&lt;`},
		{`C:\path\_x`, `C:\\path\\\_x`},
	}
	for _, tt := range tests {
		if got := Text(tt.in); got != tt.want {
			t.Errorf("Text(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
