// Package manifests writes, finds and reads the native-messaging host
// manifests that tell a browser where laika-host is and which extensions may
// start it. Each browser looks in its own folder; with a custom
// --user-data-dir, Chromium-family browsers also look in
// <user-data-dir>/NativeMessagingHosts/.
//
// Windows keeps no manifest folder: the browser reads the manifest path from
// the default value of a registry key such as
// HKCU\Software\Google\Chrome\NativeMessagingHosts\dev.laika.host, so
// install writes the file under %LOCALAPPDATA%\Laika and sets the key
// (locate.go, winreg.go).
package manifests

import (
	"bytes"
	"embed"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"text/template"
)

// HostName is the native-messaging host name the extension connects to.
const HostName = "dev.laika.host"

// DefaultExtensionID is the id of Laika's extension as loaded from
// extension/ (its manifest carries a fixed "key"), and the Firefox add-on id.
const (
	DefaultExtensionID = "hogglkilnhmbmioklbbcdiolmlcdgaaa"
	FirefoxAddonID     = "laika@laika.dev"
)

//go:embed *.json.tmpl
var templates embed.FS

// Browsers are the names install accepts.
var Browsers = []string{"chrome", "chromium", "edge", "brave", "vivaldi", "firefox"}

// IsFirefox reports whether browser uses Firefox's manifest format
// (allowed_extensions with add-on ids instead of allowed_origins).
func IsFirefox(browser string) bool { return browser == "firefox" }

func known(b string) bool {
	for _, x := range Browsers {
		if x == b {
			return true
		}
	}
	return false
}

// Manifest is a host manifest as browsers read it.
type Manifest struct {
	Name              string   `json:"name"`
	Description       string   `json:"description"`
	Path              string   `json:"path"`
	Type              string   `json:"type"`
	AllowedOrigins    []string `json:"allowed_origins,omitempty"`
	AllowedExtensions []string `json:"allowed_extensions,omitempty"`
}

// Render returns the manifest for browser pointing at binary (an absolute
// path) and allowing ids: extension ids for Chromium-family browsers (turned
// into chrome-extension://<id>/ origins), add-on ids for Firefox.
func Render(browser, binary string, ids []string) ([]byte, error) {
	if !filepath.IsAbs(binary) {
		return nil, fmt.Errorf("host path %q must be absolute: browsers do not resolve relative paths on Linux and macOS", binary)
	}
	name := "chromium.json.tmpl"
	origins := make([]string, 0, len(ids))
	for _, id := range ids {
		if IsFirefox(browser) {
			origins = append(origins, id)
		} else {
			origins = append(origins, "chrome-extension://"+id+"/")
		}
	}
	if IsFirefox(browser) {
		name = "firefox.json.tmpl"
	}
	t, err := template.ParseFS(templates, name)
	if err != nil {
		return nil, err
	}
	var buf bytes.Buffer
	err = t.Execute(&buf, struct {
		Name, Path string
		Origins    []string
	}{HostName, jsonEscape(binary), origins})
	if err != nil {
		return nil, err
	}
	var m Manifest // the template must yield valid JSON
	if err := json.Unmarshal(buf.Bytes(), &m); err != nil {
		return nil, fmt.Errorf("rendered manifest is not JSON: %w", err)
	}
	return buf.Bytes(), nil
}

func jsonEscape(s string) string {
	b, _ := json.Marshal(s)
	return string(b[1 : len(b)-1])
}

// Read parses the manifest at path.
func Read(path string) (*Manifest, error) {
	b, err := os.ReadFile(path)
	if err != nil {
		return nil, err
	}
	var m Manifest
	if err := json.Unmarshal(b, &m); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	return &m, nil
}

// Callers returns the callers m allows: origins and add-on ids.
func (m *Manifest) Callers() []string {
	return append(append([]string{}, m.AllowedOrigins...), m.AllowedExtensions...)
}

// KnownPaths returns every manifest path this machine's browsers could read
// for HostName, per-user and system (on Windows: the paths the registry
// keys name), plus extra (paths install recorded, e.g. under a custom
// --user-data-dir). Duplicates are removed.
func KnownPaths(extra []string) []string {
	return KnownPathsOn(Current(), OSRegistry(), extra)
}

// KnownPathsOn is KnownPaths for platform p and registry reg.
func KnownPathsOn(p Platform, reg Registry, extra []string) []string {
	seen := map[string]bool{}
	var out []string
	add := func(path string) {
		if path != "" && !seen[path] {
			seen[path] = true
			out = append(out, path)
		}
	}
	if p.GOOS == "windows" {
		for _, r := range RegisteredPaths(p, reg) {
			add(r.Path)
		}
	} else {
		for _, b := range Browsers {
			for _, sys := range []bool{false, true} {
				if l, err := Locate(p, b, "", sys); err == nil {
					add(l.Path)
				}
			}
		}
	}
	for _, path := range extra {
		add(path)
	}
	return out
}
