package research

import (
	"context"
	"fmt"
	"testing"
)

// The targets, measured with `go test -bench . ./research` and in
// `make bench` (scripts/bench): collecting 10 loopback sources < 3 s with
// bounded concurrency; a built-in answer over 10 captured articles < 300 ms.

func BenchmarkCollect10(b *testing.B) {
	v := newEnv(b)
	ctx := context.Background()
	pages := append(append([]string{}, bridge...), jackets...)
	pages = append(pages, "injection-article.html")
	for i := 0; i < b.N; i++ {
		c, _ := v.e.Create(ctx, fmt.Sprint("bench ", i))
		var ts []Target
		for _, p := range pages {
			ts = append(ts, Target{URL: v.url(p)})
		}
		res, err := v.e.Collect(ctx, c.ID, ts, nil)
		if err != nil || res.Captured != 10 {
			b.Fatalf("%v %+v", err, res)
		}
	}
}

func BenchmarkAskBuiltin10(b *testing.B) {
	v := newEnv(b)
	ctx := context.Background()
	pages := append(append([]string{}, bridge...), jackets...)
	pages = append(pages, "injection-article.html")
	id := v.collect(b, "ten", pages...)
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if _, err := v.e.Ask(ctx, id, "How many workers were employed at the peak?", AskOptions{NoHistory: true}); err != nil {
			b.Fatal(err)
		}
	}
}
