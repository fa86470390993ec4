package main

import (
	"errors"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/manifests"
)

// TestInstallCommandOnWindows runs `install` and `uninstall` as the CLI
// parses them, on a Windows platform with an in-memory registry (any OS):
// without --system the manifest goes under %LOCALAPPDATA%\Laika and the
// key into HKCU; with --system under %ProgramData%\Laika and HKLM. doctor
// reads each key back, and uninstall removes key and file.
func TestInstallCommandOnWindows(t *testing.T) {
	tests := []struct {
		args     []string
		key, env string
		field    string // the manifest's caller list
	}{
		{[]string{"--browser", "chrome"}, `HKCU\Software\Google\Chrome\NativeMessagingHosts\dev.laika.host`, "LOCALAPPDATA", "allowed_origins"},
		{[]string{"--browser", "edge", "--system"}, `HKLM\Software\Microsoft\Edge\NativeMessagingHosts\dev.laika.host`, "ProgramData", "allowed_origins"},
		{[]string{"--browser", "brave"}, `HKCU\Software\BraveSoftware\Brave-Browser\NativeMessagingHosts\dev.laika.host`, "LOCALAPPDATA", "allowed_origins"},
		{[]string{"--browser", "chromium", "--system"}, `HKLM\Software\Chromium\NativeMessagingHosts\dev.laika.host`, "ProgramData", "allowed_origins"},
		{[]string{"--browser", "firefox"}, `HKCU\Software\Mozilla\NativeMessagingHosts\dev.laika.host`, "LOCALAPPDATA", "allowed_extensions"},
		{[]string{"--browser", "firefox", "--system"}, `HKLM\Software\Mozilla\NativeMessagingHosts\dev.laika.host`, "ProgramData", "allowed_extensions"},
	}
	for _, tt := range tests {
		t.Run(strings.Join(tt.args, " "), func(t *testing.T) {
			dir := t.TempDir()
			envs := map[string]string{"LOCALAPPDATA": filepath.Join(dir, "local"), "ProgramData": filepath.Join(dir, "data")}
			p := manifests.Platform{GOOS: "windows", Home: dir, Getenv: func(k string) string { return envs[k] }}
			reg := manifests.MemRegistry{}
			cfg := &config.Config{Home: filepath.Join(dir, "laika-home")}
			os.MkdirAll(cfg.Home, 0o700)
			f, err := parseInstallFlags("install", append(tt.args, "--binary", hostBin), io.Discard)
			if err != nil {
				t.Fatal(err)
			}
			got, err := installManifestOn(cfg, f, p, reg)
			if err != nil {
				t.Fatal(err)
			}
			browser := tt.args[1]
			path := envs[tt.env] + `\Laika\` + browser + `\dev.laika.host.json`
			if want := path + " (registry " + tt.key + ")"; got != want {
				t.Fatalf("install said %q, want %q", got, want)
			}
			l, _ := manifests.Locate(p, browser, "", f.system)
			if v, err := reg.Default(l.Root, l.Key); err != nil || v != path {
				t.Fatalf("%s = %q %v, want %s", tt.key, v, err, path)
			}
			m, err := manifests.Read(path)
			if err != nil {
				t.Fatal(err)
			}
			if body, _ := os.ReadFile(path); !strings.Contains(string(body), `"`+tt.field+`"`) || len(m.Callers()) != 1 {
				t.Fatalf("manifest %s", body)
			}
			if rec, _ := manifests.Recorded(cfg.Home); len(rec) != 1 || rec[0] != path {
				t.Fatalf("recorded %v", rec)
			}
			findings := checkRegistry(p, reg)
			if len(findings) != 1 || !findings[0].ok || !strings.Contains(findings[0].text, tt.key) {
				t.Fatalf("doctor: %+v", findings)
			}

			said, err := uninstallManifestOn(cfg, f, p, reg)
			if err != nil || said != path+" and "+tt.key {
				t.Fatalf("uninstall said %q %v", said, err)
			}
			if _, err := reg.Default(l.Root, l.Key); !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("key survived: %v", err)
			}
			if _, err := os.Stat(path); !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("manifest survived: %v", err)
			}
			if rec, _ := manifests.Recorded(cfg.Home); len(rec) != 0 {
				t.Fatalf("still recorded %v", rec)
			}
			if f := checkRegistry(p, reg); len(f) != 0 {
				t.Fatalf("doctor after uninstall: %+v", f)
			}
		})
	}
}
