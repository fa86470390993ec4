package main

import (
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/manifests"
)

// TestDoctorFirefox: each way a Firefox install goes wrong gets a FAIL line
// that names it, and the right install gets none.
func TestDoctorFirefox(t *testing.T) {
	ffDir := func(home string) string { return filepath.Join(home, ".mozilla", "native-messaging-hosts") }
	write := func(t *testing.T, dir, file, browser string, ids ...string) {
		body, err := manifests.Render(browser, hostBin, ids)
		if err != nil {
			t.Fatal(err)
		}
		os.MkdirAll(dir, 0o755)
		if err := os.WriteFile(filepath.Join(dir, file), body, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	name := manifests.HostName + ".json"
	tests := []struct {
		name  string
		setup func(t *testing.T, home string)
		args  []string
		want  string // "" = no FAIL line at all
	}{
		{"installed right", func(t *testing.T, home string) { write(t, ffDir(home), name, "firefox", manifests.FirefoxAddonID) }, nil, ""},
		{"allowed_extensions lacks the add-on id", func(t *testing.T, home string) { write(t, ffDir(home), name, "firefox", "other@example.com") }, nil,
			"does not include the add-on id laika@laika.dev"},
		{"a custom add-on id is checked", func(t *testing.T, home string) { write(t, ffDir(home), name, "firefox", manifests.FirefoxAddonID) }, []string{"--addon-id", "fork@example.com"},
			"does not include the add-on id fork@example.com"},
		{"Chromium-style manifest in Firefox's folder", func(t *testing.T, home string) { write(t, ffDir(home), name, "chromium", manifests.DefaultExtensionID) }, nil,
			"has no allowed_extensions"},
		{"Firefox manifest in Chromium's folder", func(t *testing.T, home string) {
			write(t, filepath.Join(home, ".config", "chromium", "NativeMessagingHosts"), name, "firefox", manifests.FirefoxAddonID)
		}, nil, "is a Firefox manifest (allowed_extensions) in chromium's folder"},
		{"Chrome's folder spelling under ~/.mozilla", func(t *testing.T, home string) {
			write(t, filepath.Join(home, ".mozilla", "NativeMessagingHosts"), name, "firefox", manifests.FirefoxAddonID)
			write(t, ffDir(home), name, "firefox", manifests.FirefoxAddonID)
		}, nil, "in a folder Firefox does not read"},
		{"file not named after the host", func(t *testing.T, home string) {
			write(t, ffDir(home), "laika.json", "firefox", manifests.FirefoxAddonID)
		}, nil, "Firefox looks for the file dev.laika.host.json"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home, userHome := t.TempDir(), t.TempDir()
			tt.setup(t, userHome)
			p := startHost(t, home, append([]string{"doctor"}, tt.args...), "HOME="+userHome, "XDG_CONFIG_HOME=")
			out, _ := io.ReadAll(p.Stdout())
			p.Wait()
			var fails []string
			for _, l := range strings.Split(string(out), "\n") {
				if strings.HasPrefix(l, "FAIL") && !strings.Contains(l, "no host manifest is installed") {
					fails = append(fails, l)
				}
			}
			if tt.want == "" {
				if len(fails) > 0 {
					t.Fatalf("unexpected FAIL:\n%s", out)
				}
				return
			}
			if len(fails) != 1 || !strings.Contains(fails[0], tt.want) {
				t.Fatalf("want one FAIL mentioning %q:\n%s", tt.want, out)
			}
		})
	}
}

// TestDoctorReadsRegistry runs doctor's Windows check on any OS: a key
// naming a missing file, and a manifest with no key, are both reported.
func TestDoctorReadsRegistry(t *testing.T) {
	dir := t.TempDir()
	p := manifests.Platform{GOOS: "windows", Home: dir, Getenv: func(k string) string {
		return map[string]string{"LOCALAPPDATA": filepath.Join(dir, "local"), "ProgramData": filepath.Join(dir, "data")}[k]
	}}
	reg := manifests.MemRegistry{}
	chrome, _ := manifests.Locate(p, "chrome", "", false)
	edge, _ := manifests.Locate(p, "edge", "", false)
	firefox, _ := manifests.Locate(p, "firefox", "", true)
	body, _ := manifests.Render("chrome", hostBin, []string{manifests.DefaultExtensionID})
	if err := manifests.Install(chrome, body, reg); err != nil {
		t.Fatal(err)
	}
	reg.SetDefault(edge.Root, edge.Key, edge.Path) // key, but the file is gone
	os.MkdirAll(filepath.Dir(firefox.Path), 0o755)
	os.WriteFile(firefox.Path, body, 0o644) // file, but no key
	got := map[string]bool{}
	for _, f := range checkRegistry(p, reg) {
		switch {
		case f.ok && strings.Contains(f.text, chrome.RegistryName()):
			got["chrome ok"] = true
		case !f.ok && strings.Contains(f.text, edge.RegistryName()) && strings.Contains(f.text, "does not exist"):
			got["edge missing file"] = true
		case !f.ok && strings.Contains(f.text, firefox.RegistryName()+" is missing") && strings.Contains(f.fix, "--browser firefox"):
			got["firefox missing key"] = true
		default:
			t.Errorf("unexpected finding %+v", f)
		}
	}
	if len(got) != 3 {
		t.Fatalf("findings %v", got)
	}
	if f := checkRegistry(manifests.Platform{GOOS: "linux"}, reg); f != nil {
		t.Fatalf("off Windows: %v", f)
	}
}
