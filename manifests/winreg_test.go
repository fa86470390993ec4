package manifests

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// winOn is a Windows platform whose %LOCALAPPDATA% and %ProgramData% are
// real temporary folders, so install and uninstall write real files on
// any OS (on Linux the '\' joins make odd but valid file names).
func winOn(t *testing.T) Platform {
	dir := t.TempDir()
	return Platform{GOOS: "windows", Home: dir, Getenv: env(map[string]string{"LOCALAPPDATA": filepath.Join(dir, "local"), "ProgramData": filepath.Join(dir, "data")})}
}

// TestWindowsInstallUninstall is the registry table: for each browser and
// hive, install writes the file and the key that names it, the caller
// check's KnownPaths finds it through the key, and uninstall removes both.
func TestWindowsInstallUninstall(t *testing.T) {
	tests := []struct {
		browser string
		system  bool
		key     string
	}{
		{"chrome", false, `HKCU\Software\Google\Chrome\NativeMessagingHosts\dev.laika.host`},
		{"chrome", true, `HKLM\Software\Google\Chrome\NativeMessagingHosts\dev.laika.host`},
		{"edge", false, `HKCU\Software\Microsoft\Edge\NativeMessagingHosts\dev.laika.host`},
		{"brave", false, `HKCU\Software\BraveSoftware\Brave-Browser\NativeMessagingHosts\dev.laika.host`},
		{"chromium", false, `HKCU\Software\Chromium\NativeMessagingHosts\dev.laika.host`},
		{"firefox", false, `HKCU\Software\Mozilla\NativeMessagingHosts\dev.laika.host`},
		{"firefox", true, `HKLM\Software\Mozilla\NativeMessagingHosts\dev.laika.host`},
	}
	for _, tt := range tests {
		t.Run(tt.key, func(t *testing.T) {
			p, reg := winOn(t), MemRegistry{}
			l, err := Locate(p, tt.browser, "", tt.system)
			if err != nil {
				t.Fatal(err)
			}
			if l.RegistryName() != tt.key {
				t.Fatalf("key %s, want %s", l.RegistryName(), tt.key)
			}
			base := p.Getenv("LOCALAPPDATA")
			if tt.system {
				base = p.Getenv("ProgramData")
			}
			if want := base + `\Laika\` + tt.browser + `\dev.laika.host.json`; l.Path != want {
				t.Fatalf("path %s, want %s", l.Path, want)
			}
			body, err := Render(tt.browser, "/opt/laika/laika-host", []string{"x"})
			if err != nil {
				t.Fatal(err)
			}
			if err := Install(l, body, reg); err != nil {
				t.Fatal(err)
			}
			if v, err := reg.Default(l.Root, l.Key); err != nil || v != l.Path {
				t.Fatalf("key value %q %v", v, err)
			}
			if got, _ := os.ReadFile(l.Path); string(got) != string(body) {
				t.Fatalf("file holds %q", got)
			}
			if kp := KnownPathsOn(p, reg, nil); len(kp) != 1 || kp[0] != l.Path {
				t.Fatalf("KnownPaths %v", kp)
			}
			if r := RegisteredPaths(p, reg); len(r) != 1 || r[0].Browser != tt.browser || r[0].Key != tt.key {
				t.Fatalf("RegisteredPaths %+v", r)
			}
			if err := Uninstall(l, reg); err != nil {
				t.Fatal(err)
			}
			if _, err := reg.Default(l.Root, l.Key); !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("key survived uninstall: %v", err)
			}
			if _, err := os.Stat(l.Path); !errors.Is(err, fs.ErrNotExist) {
				t.Fatalf("file survived uninstall: %v", err)
			}
			if err := Uninstall(l, reg); err != nil {
				t.Fatalf("second uninstall: %v", err)
			}
		})
	}
}

// A key that another install re-pointed is not ours to delete.
func TestUninstallLeavesForeignKey(t *testing.T) {
	p, reg := winOn(t), MemRegistry{}
	l, _ := Locate(p, "chrome", "", false)
	reg.SetDefault(l.Root, l.Key, `D:\elsewhere\dev.laika.host.json`)
	if err := Uninstall(l, reg); err != nil {
		t.Fatal(err)
	}
	if v, _ := reg.Default(l.Root, l.Key); v != `D:\elsewhere\dev.laika.host.json` {
		t.Fatalf("foreign key changed to %q", v)
	}
}

type failingRegistry struct{ MemRegistry }

func (failingRegistry) SetDefault(Root, string, string) error { return errors.New("access is denied") }

// A failed key write is reported with the key's name: without the key the
// browser never finds the file.
func TestInstallReportsRegistryFailure(t *testing.T) {
	p := winOn(t)
	l, _ := Locate(p, "edge", "", true)
	err := Install(l, []byte("{}"), failingRegistry{MemRegistry{}})
	if err == nil || !strings.Contains(err.Error(), `HKLM\Software\Microsoft\Edge`) || !strings.Contains(err.Error(), "access is denied") {
		t.Fatalf("err %v", err)
	}
	if err := Install(l, []byte("{}"), nil); err == nil {
		t.Fatal("no registry: want an error")
	}
}

// Off Windows no key is written and KnownPaths lists the fixed folders.
func TestKnownPathsOffWindows(t *testing.T) {
	kp := KnownPathsOn(platforms[0], MemRegistry{}, []string{"/tmp/p/NativeMessagingHosts/dev.laika.host.json"})
	for _, want := range []string{"/home/ada/.mozilla/native-messaging-hosts/dev.laika.host.json", "/etc/chromium/native-messaging-hosts/dev.laika.host.json", "/tmp/p/NativeMessagingHosts/dev.laika.host.json"} {
		found := false
		for _, p := range kp {
			found = found || p == want
		}
		if !found {
			t.Errorf("KnownPaths lacks %s: %v", want, kp)
		}
	}
}
