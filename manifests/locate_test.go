package manifests

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/internal/golden"
)

// platforms are the three desktop systems as Locate sees them, whatever
// system runs the test.
var platforms = []Platform{
	{GOOS: "linux", Home: "/home/ada", Getenv: env(nil)},
	{GOOS: "darwin", Home: "/Users/ada", Getenv: env(nil)},
	{GOOS: "windows", Home: `C:\Users\ada`, Getenv: env(map[string]string{"LOCALAPPDATA": `C:\Users\ada\AppData\Local`, "ProgramData": `C:\ProgramData`})},
}

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

// TestLocateTable writes where every browser reads the manifest on every
// system, per user and system-wide, into one golden file: a moved folder
// or registry key shows up as a reviewed diff.
func TestLocateTable(t *testing.T) {
	var b strings.Builder
	for _, p := range platforms {
		for _, br := range Browsers {
			for _, sys := range []bool{false, true} {
				scope := "user"
				if sys {
					scope = "system"
				}
				l, err := Locate(p, br, "", sys)
				switch {
				case err != nil:
					fmt.Fprintf(&b, "%-7s %-8s %-6s error: %v\n", p.GOOS, br, scope, err)
				case l.Key != "":
					fmt.Fprintf(&b, "%-7s %-8s %-6s %s -> %s\n", p.GOOS, br, scope, l.RegistryName(), l.Path)
				default:
					fmt.Fprintf(&b, "%-7s %-8s %-6s %s\n", p.GOOS, br, scope, l.Path)
				}
			}
		}
	}
	golden.Check(t, filepath.Join("testdata", "locations.golden"), []byte(b.String()))
}

func TestLocateErrors(t *testing.T) {
	linux, win := platforms[0], platforms[2]
	tests := []struct {
		name    string
		p       Platform
		browser string
		udd     string
		want    string
	}{
		{"unknown browser", linux, "netscape", "", "unknown browser"},
		{"firefox has no user-data-dir", linux, "firefox", "/tmp/p", "Chromium-family"},
		{"windows has no user-data-dir", win, "chromium", `C:\p`, "registry"},
		{"vivaldi on windows", win, "vivaldi", "", "not supported"},
		{"no LOCALAPPDATA", Platform{GOOS: "windows", Getenv: env(nil)}, "chrome", "", "LOCALAPPDATA"},
		{"no home", Platform{GOOS: "linux", Getenv: env(nil)}, "chrome", "", "HOME"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := Locate(tt.p, tt.browser, tt.udd, false)
			if err == nil || !strings.Contains(err.Error(), tt.want) {
				t.Fatalf("err %v, want it to mention %q", err, tt.want)
			}
		})
	}
	l, err := Locate(linux, "chromium", "/tmp/p", false)
	if err != nil || l.Path != "/tmp/p/NativeMessagingHosts/dev.laika.host.json" {
		t.Fatalf("user-data-dir: %+v %v", l, err)
	}
}
