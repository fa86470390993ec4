package lazyregexp

import "testing"

func TestLazyCompile(t *testing.T) {
	r := New(`a(b+)`)
	if r.rx != nil {
		t.Fatal("compiled before first use")
	}
	if m := r.FindStringSubmatch("xabbb"); len(m) != 2 || m[1] != "bbb" {
		t.Fatalf("got %q", m)
	}
	if r.rx == nil {
		t.Fatal("not compiled after use")
	}
}

func TestInvalidPatternPanicsOnUse(t *testing.T) {
	r := New(`(`)
	defer func() {
		if recover() == nil {
			t.Fatal("invalid pattern did not panic")
		}
	}()
	r.MatchString("x")
}
