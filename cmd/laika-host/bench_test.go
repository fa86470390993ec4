package main

import (
	"os"
	"path/filepath"
	"sync"
	"testing"

	"github.com/laikabrowser/laika/internal/hostproc"
)

var (
	echoOnce sync.Once
	echoBin  string
	echoErr  error
)

func echoHost(b *testing.B) string {
	echoOnce.Do(func() {
		dir, err := os.MkdirTemp("", "laika-echo-")
		if err != nil {
			echoErr = err
			return
		}
		echoBin, echoErr = hostproc.Build(dir, "./internal/echohost")
	})
	if echoErr != nil {
		b.Fatal(echoErr)
	}
	return echoBin
}

var helloFrame = []byte(`{"id":"b","type":"hello","payload":{}}`)

// BenchmarkHelloRoundTrip measures one hello request and its reply over the
// real process pipes, against the bare echo loop (target: within 1.5x).
func BenchmarkHelloRoundTrip(b *testing.B) {
	for _, tc := range []struct {
		name string
		bin  func() string
		args []string
	}{
		{"laika-host", func() string { return hostBin }, []string{"serve"}},
		{"echo", func() string { return echoHost(b) }, nil},
	} {
		b.Run(tc.name, func(b *testing.B) {
			p, err := hostproc.Start(tc.bin(), tc.args, "LAIKA_HOME="+b.TempDir(), "LAIKA_MODEL=builtin")
			if err != nil {
				b.Fatal(err)
			}
			defer func() { p.CloseStdin(); p.Wait() }()
			for i := 0; i < 50; i++ { // warm up
				p.Send(helloFrame)
				p.Recv()
			}
			b.ResetTimer()
			for i := 0; i < b.N; i++ {
				if err := p.Send(helloFrame); err != nil {
					b.Fatal(err)
				}
				if _, err := p.Recv(); err != nil {
					b.Fatal(err)
				}
			}
		})
	}
}

// BenchmarkColdStart measures exec to first reply, including opening the
// data dir and its log, against the echo loop (target: under 5 ms).
func BenchmarkColdStart(b *testing.B) {
	home := filepath.Join(b.TempDir(), "home")
	for _, tc := range []struct {
		name string
		bin  func() string
		args []string
	}{
		{"laika-host", func() string { return hostBin }, []string{testOrigin}},
		{"echo", func() string { return echoHost(b) }, nil},
	} {
		b.Run(tc.name, func(b *testing.B) {
			bin := tc.bin()
			for i := 0; i < b.N; i++ {
				p, err := hostproc.Start(bin, tc.args, "LAIKA_HOME="+home, "LAIKA_MODEL=builtin", "LAIKA_ALLOWED_ORIGINS="+testOrigin)
				if err != nil {
					b.Fatal(err)
				}
				p.Send(helloFrame)
				if _, err := p.Recv(); err != nil {
					b.Fatalf("%v: %s", err, p.Stderr)
				}
				b.StopTimer()
				p.CloseStdin()
				p.Wait()
				b.StartTimer()
			}
		})
	}
}
