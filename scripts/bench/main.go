// Command bench prints Laika's benchmark table (`make bench`). Every row is
// measured in the same run as its reference, alternating the two in rounds
// so machine noise hits both alike, and reports medians.
package main

import (
	"flag"
	"fmt"
	"os"
	"sort"
	"strings"
	"time"

	"github.com/laikabrowser/laika/internal/hostproc"
)

type envList []string

func (e *envList) String() string     { return strings.Join(*e, ",") }
func (e *envList) Set(v string) error { *e = append(*e, v); return nil }

var hostEnv envList

type row struct {
	name      string
	value     string
	reference string
	ratio     string
	note      string
}

func main() {
	rounds := flag.Int("rounds", 7, "alternating rounds per comparison")
	flag.Var(&hostEnv, "hostenv", "extra KEY=VALUE for the laika-host process (repeatable)")
	only := flag.String("only", "", "measure only the rows whose name contains this (e.g. hello, cold, plan)")
	flag.Parse()
	dir, err := os.MkdirTemp("", "laika-bench-")
	check(err)
	defer os.RemoveAll(dir)
	host, err := hostproc.Build(dir, "./cmd/laika-host")
	check(err)
	echo, err := hostproc.Build(dir, "./internal/echohost")
	check(err)
	home := dir + "/home"

	// Each measure is named first, so -only skips the slow ones entirely.
	measures := []struct {
		name string
		run  func() []row
	}{
		{"hello", func() []row { return []row{helloRow(host, echo, home, *rounds)} }},
		{"cold start", func() []row { return []row{coldStartRow(host, echo, home, *rounds)} }},
		{"plan", func() []row { return []row{planRow(host, echo, home, *rounds)} }},
		{"in-process extraction summary", inProcessRows},
		{"growth", func() []row { return []row{growthRow(*rounds)} }},
		{"research collect answer", researchRows},
		{"rss", func() []row { return []row{rssRow(host, home)} }},
	}
	var rows []row
	for _, m := range measures {
		if *only == "" || strings.Contains(m.name, *only) {
			rows = append(rows, m.run()...)
		}
	}
	print(rows)
}

func print(rows []row) {
	fmt.Printf("| %-44s | %-14s | %-22s | %-7s | %s\n", "measure", "laika", "reference", "ratio", "note")
	fmt.Printf("|%s|%s|%s|%s|%s\n", strings.Repeat("-", 46), strings.Repeat("-", 16), strings.Repeat("-", 24), strings.Repeat("-", 9), strings.Repeat("-", 20))
	for _, r := range rows {
		fmt.Printf("| %-44s | %-14s | %-22s | %-7s | %s\n", r.name, r.value, r.reference, r.ratio, r.note)
	}
}

// roundTrips returns the median per-request latency of n requests of frame
// on one running process.
func roundTrips(bin string, args []string, env []string, frame []byte, n int) time.Duration {
	p, err := hostproc.Start(bin, args, env...)
	check(err)
	defer func() { p.CloseStdin(); p.Wait() }()
	for i := 0; i < 20; i++ {
		check(p.Send(frame))
		_, err := p.Recv()
		check(err)
	}
	ds := make([]time.Duration, n)
	for i := range ds {
		t := time.Now()
		check(p.Send(frame))
		_, err := p.Recv()
		check(err)
		ds[i] = time.Since(t)
	}
	return median(ds)
}

func helloRow(host, echo, home string, rounds int) row {
	frame := []byte(`{"id":"b","type":"hello","payload":{}}`)
	env := []string{"LAIKA_HOME=" + home, "LAIKA_MODEL=builtin"}
	var a, b []time.Duration
	for i := 0; i < rounds; i++ {
		a = append(a, roundTrips(host, []string{"serve"}, append(env, hostEnv...), frame, 2000))
		b = append(b, roundTrips(echo, nil, env, frame, 2000))
	}
	return compare("hello round trip (median)", median(a), median(b), "echo loop", "target ≤ 1.5×")
}

func coldStartRow(host, echo, home string, rounds int) row {
	frame := []byte(`{"id":"b","type":"hello","payload":{}}`)
	origin := "chrome-extension://hogglkilnhmbmioklbbcdiolmlcdgaaa/"
	env := []string{"LAIKA_HOME=" + home, "LAIKA_MODEL=builtin", "LAIKA_ALLOWED_ORIGINS=" + origin}
	once := func(bin string, args []string) time.Duration {
		t := time.Now()
		p, err := hostproc.Start(bin, args, env...)
		check(err)
		check(p.Send(frame))
		_, err = p.Recv()
		check(err)
		d := time.Since(t)
		p.CloseStdin()
		p.Wait()
		return d
	}
	var a, b []time.Duration
	for i := 0; i < rounds*10; i++ {
		a = append(a, once(host, []string{origin}))
		b = append(b, once(echo, nil))
	}
	return compare("cold start: exec → first reply (median)", median(a), median(b), "echo loop", "target < 5 ms")
}

func planRow(host, echo, home string, rounds int) row {
	frame := planFrame(1 << 20)
	env := []string{"LAIKA_HOME=" + home, "LAIKA_MODEL=builtin"}
	var a, b []time.Duration
	for i := 0; i < rounds; i++ {
		a = append(a, roundTrips(host, []string{"serve"}, env, frame, 30))
		b = append(b, roundTrips(echo, nil, env, frame, 30))
	}
	return compare("plan, 1 MiB observation, builtin (median)", median(a), median(b), "echo loop, 1 MiB", "")
}

// planFrame builds a plan request whose observation text makes the frame
// about size bytes.
func planFrame(size int) []byte {
	head := `{"id":"p","type":"plan","payload":{"goal":"find pricing on this page","mode":"assist","observation":{"url":"https://example.com/","title":"Bench","documentId":"d1","navigationGeneration":1,"observedAtMs":1,"text":"`
	tail := `"}}}`
	var sb strings.Builder
	sb.WriteString(head)
	line := "H2: Section\nSome ordinary page text about pricing, plans and limits. "
	for sb.Len()+len(tail)+len(line) < size {
		sb.WriteString(strings.ReplaceAll(line, "\n", `\n`))
	}
	sb.WriteString(tail)
	return []byte(sb.String())
}

func rssRow(host, home string) row {
	p, err := hostproc.Start(host, []string{"serve"}, "LAIKA_HOME="+home, "LAIKA_MODEL=builtin")
	check(err)
	defer func() { p.CloseStdin(); p.Wait() }()
	check(p.Send([]byte(`{"id":"b","type":"hello"}`)))
	_, err = p.Recv()
	check(err)
	time.Sleep(300 * time.Millisecond)
	b, err := os.ReadFile(fmt.Sprintf("/proc/%d/status", p.Cmd.Process.Pid))
	if err != nil {
		return row{name: "idle RSS after hello", value: "n/a", note: err.Error()}
	}
	for _, l := range strings.Split(string(b), "\n") {
		if strings.HasPrefix(l, "VmRSS:") {
			return row{name: "idle RSS after hello", value: strings.TrimSpace(strings.TrimPrefix(l, "VmRSS:"))}
		}
	}
	return row{name: "idle RSS after hello", value: "n/a"}
}

func compare(name string, a, b time.Duration, refName, note string) row {
	return row{name: name, value: a.Round(time.Microsecond).String(),
		reference: fmt.Sprintf("%s (%s)", b.Round(time.Microsecond), refName),
		ratio:     fmt.Sprintf("%.2f×", float64(a)/float64(b)), note: note}
}

func median(ds []time.Duration) time.Duration {
	s := append([]time.Duration(nil), ds...)
	sort.Slice(s, func(i, j int) bool { return s[i] < s[j] })
	return s[len(s)/2]
}

func check(err error) {
	if err != nil {
		fmt.Fprintln(os.Stderr, "bench:", err)
		os.Exit(1)
	}
}
