package main

import (
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/laikabrowser/laika/extract"
	"github.com/laikabrowser/laika/internal/hostproc"
)

// growthFile holds the page shapes the growth row repeats; the content
// script's counterpart, e2e/bench/scale.mjs, reads the same file.
var growthFile = filepath.Join("extract", "testdata", "bench", "scale.json")

// growthSmall: each shape is read repeated growthSmall times and
// 4×growthSmall times. Linear work takes 4× as long; work that grows with the square
// takes 16×.
const growthSmall = 1000

type growthShapes struct {
	Head, Tail string
	Shapes     map[string]struct {
		Wrap [2]string
		Item string
	}
}

// page is shape repeated n times, as a page.
func (g growthShapes) page(shape string, n int) []byte {
	s := g.Shapes[shape]
	var b strings.Builder
	b.WriteString(g.Head + s.Wrap[0])
	for i := range n {
		b.WriteString(strings.ReplaceAll(s.Item, "{i}", strconv.Itoa(i)))
	}
	b.WriteString(s.Wrap[1] + g.Tail)
	return []byte(b.String())
}

// growthRow times extraction of every shape at growthSmall and
// 4×growthSmall repeats (the median of rounds each) and reports the
// shape whose time grew most. A hostile or merely long page (a listing
// scrolled for an hour, a thread of thousands of posts) must not stall
// the host: the target is 5×, a little over linear.
func growthRow(rounds int) row {
	src, err := os.ReadFile(filepath.Join(hostproc.ModuleRoot(), growthFile))
	check(err)
	var g growthShapes
	check(json.Unmarshal(src, &g))
	names := make([]string, 0, len(g.Shapes))
	for name := range g.Shapes {
		names = append(names, name)
	}
	sort.Strings(names)
	worst, worstName := 0.0, ""
	var worstSmall, worstBig time.Duration
	for _, name := range names {
		small, big := g.page(name, growthSmall), g.page(name, 4*growthSmall)
		var ts, tb []time.Duration
		for range max(3, rounds/2) {
			ts = append(ts, timeExtract(small))
			tb = append(tb, timeExtract(big))
		}
		if r := float64(median(tb)) / float64(median(ts)); r > worst {
			worst, worstName, worstSmall, worstBig = r, name, median(ts), median(tb)
		}
	}
	return row{name: fmt.Sprintf("extraction growth, %d → %d repeats (worst)", growthSmall, 4*growthSmall),
		value: fmt.Sprintf("%.2f×", worst), reference: "5× (target; 4× is linear)", ratio: fmt.Sprintf("%.2f×", worst/5),
		note: fmt.Sprintf("%q: %v → %v; %d shapes in %s", worstName, worstSmall.Round(time.Millisecond), worstBig.Round(time.Millisecond), len(names), growthFile)}
}

func timeExtract(src []byte) time.Duration {
	t := time.Now()
	_, err := extract.HTML(src, "https://example.com/long", extract.Options{})
	check(err)
	return time.Since(t)
}
