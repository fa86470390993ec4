package main

import (
	"context"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/manifests"
)

// finding is one doctor line. Problems carry the fix in plain words.
type finding struct {
	ok   bool
	text string
	fix  string
}

func cmdDoctor(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	fs := newFlags("doctor", stderr)
	extID := fs.String("extension-id", "", "the extension id you expect the manifests to allow")
	udd := fs.String("user-data-dir", "", "also check <dir>/NativeMessagingHosts/")
	addonID := fs.String("addon-id", manifests.FirefoxAddonID, "the Firefox add-on id you expect Firefox manifests to allow")
	if !parseFlags(fs, args, 0) {
		return 2
	}
	cfg, err := config.Load(nil)
	if err != nil {
		fmt.Fprintf(stdout, "FAIL configuration: %v\n", err)
		return 1
	}
	var fs2 []finding
	fs2 = append(fs2, checkDataDir(cfg))
	fs2 = append(fs2, checkConfigKeys(cfg)...)
	fs2 = append(fs2, checkManifests(cfg, *extID, *udd, *addonID)...)
	fs2 = append(fs2, checkRegistry(manifests.Current(), manifests.OSRegistry())...)
	fs2 = append(fs2, misplacedFirefox(manifests.Current())...)
	fs2 = append(fs2, checkModel(ctx, cfg)...)
	bad := 0
	for _, f := range fs2 {
		if f.ok {
			fmt.Fprintf(stdout, "ok   %s\n", f.text)
			continue
		}
		bad++
		fmt.Fprintf(stdout, "FAIL %s\n", f.text)
		if f.fix != "" {
			fmt.Fprintf(stdout, "     fix: %s\n", f.fix)
		}
	}
	if bad > 0 {
		fmt.Fprintf(stdout, "%d problem(s) found\n", bad)
		return 1
	}
	fmt.Fprintln(stdout, "no problems found")
	return 0
}

// checkConfigKeys reports config.json keys the host ignores: a misspelt
// setting silently has no effect otherwise.
func checkConfigKeys(cfg *config.Config) []finding {
	unknown, err := config.UnknownKeys(cfg.Home)
	if err != nil {
		return []finding{{text: err.Error(), fix: "fix or remove " + cfg.Path(config.FileName)}}
	}
	if len(unknown) == 0 {
		return nil
	}
	return []finding{{text: fmt.Sprintf("%s has unknown keys %q, which are ignored", cfg.Path(config.FileName), unknown),
		fix: "check their spelling (case matters) or remove them; known keys: " + strings.Join(config.Keys(), ", ")}}
}

func checkDataDir(cfg *config.Config) finding {
	if err := cfg.EnsureHome(); err != nil {
		return finding{text: fmt.Sprintf("data dir %s cannot be created: %v", cfg.Home, err),
			fix: "set LAIKA_HOME to a folder you can write, or fix the folder's permissions"}
	}
	probe := filepath.Join(cfg.Home, ".doctor-probe")
	if err := os.WriteFile(probe, []byte("ok"), 0o600); err != nil {
		return finding{text: fmt.Sprintf("data dir %s is not writable: %v", cfg.Home, err),
			fix: fmt.Sprintf("chmod u+w %s, or set LAIKA_HOME to a writable folder", cfg.Home)}
	}
	os.Remove(probe)
	return finding{ok: true, text: "data dir " + cfg.Home + " is writable"}
}

func checkManifests(cfg *config.Config, wantID, udd, addonID string) []finding {
	recorded, _ := manifests.Recorded(cfg.Home)
	if udd != "" {
		recorded = append(recorded, filepath.Join(udd, "NativeMessagingHosts", manifests.HostName+".json"))
	}
	self, _ := os.Executable()
	self, _ = filepath.EvalSymlinks(self)
	folders := browserOfPath(manifests.Current())
	var out []finding
	found := 0
	for _, p := range manifests.KnownPaths(recorded) {
		m, err := manifests.Read(p)
		if os.IsNotExist(err) {
			continue
		}
		found++
		if err != nil {
			out = append(out, finding{text: fmt.Sprintf("manifest %s is unreadable: %v", p, err),
				fix: "run `laika-host install --browser <name>` again"})
			continue
		}
		if f, bad := wrongFormat(p, m, folders[p]); bad {
			out = append(out, f)
			continue
		}
		if st, err := os.Stat(m.Path); err != nil || st.IsDir() || (runtime.GOOS != "windows" && st.Mode()&0o111 == 0) {
			out = append(out, finding{text: fmt.Sprintf("manifest %s points at %s, which is missing or not executable (did the binary move?)", p, m.Path),
				fix: "run `laika-host install --browser <name>` from the binary's new location"})
			continue
		}
		if self != "" && m.Path != self {
			out = append(out, finding{ok: true, text: fmt.Sprintf("manifest %s points at %s (not this binary, %s)", p, m.Path, self)})
		}
		if isFirefoxManifest(m) {
			if !allowsAddon(m, addonID) {
				out = append(out, finding{text: fmt.Sprintf("Firefox manifest %s has allowed_extensions %v, which does not include the add-on id %s: Firefox will not start the host for it", p, m.AllowedExtensions, addonID),
					fix: fmt.Sprintf("run `laika-host install --browser firefox --extension-id %s` (the id is in about:debugging, or browser_specific_settings.gecko.id in the add-on's manifest)", addonID)})
				continue
			}
		} else if wantID != "" && !allows(m, wantID) {
			out = append(out, finding{text: fmt.Sprintf("manifest %s does not allow extension %s (it allows %v): the extension id does not match", p, wantID, m.Callers()),
				fix: fmt.Sprintf("run `laika-host install --browser <name> --extension-id %s`", wantID)})
			continue
		}
		out = append(out, finding{ok: true, text: fmt.Sprintf("manifest %s allows %v", p, m.Callers())})
	}
	if found == 0 {
		out = append(out, finding{text: "no host manifest is installed for any browser",
			fix: "run `laika-host install --browser chrome` (or chromium, edge, brave, vivaldi, firefox)"})
	}
	return out
}

// browserOfPath maps each fixed manifest path on p to the browser that
// reads it ("firefox" or a Chromium-family name).
func browserOfPath(p manifests.Platform) map[string]string {
	out := map[string]string{}
	for _, b := range manifests.Browsers {
		for _, sys := range []bool{false, true} {
			if l, err := manifests.Locate(p, b, "", sys); err == nil {
				if _, taken := out[l.Path]; !taken || manifests.IsFirefox(b) {
					out[l.Path] = b
				}
			}
		}
	}
	return out
}

func isFirefoxManifest(m *manifests.Manifest) bool {
	return len(m.AllowedExtensions) > 0 && len(m.AllowedOrigins) == 0
}

// wrongFormat finds a manifest the browser reading its folder would
// ignore: the other family's format, or another host's name. browser is ""
// for folders no fixed table names (a --user-data-dir: Chromium family).
func wrongFormat(path string, m *manifests.Manifest, browser string) (finding, bool) {
	if m.Name != manifests.HostName {
		return finding{text: fmt.Sprintf("manifest %s is named %q, not %q: browsers ignore it", path, m.Name, manifests.HostName),
			fix: "run `laika-host install --browser <name>` to rewrite it"}, true
	}
	if manifests.IsFirefox(browser) && len(m.AllowedExtensions) == 0 {
		return finding{text: fmt.Sprintf("manifest %s is in Firefox's folder but has no allowed_extensions (a Chromium-style manifest): Firefox refuses it", path),
			fix: "run `laika-host install --browser firefox`"}, true
	}
	if !manifests.IsFirefox(browser) && isFirefoxManifest(m) {
		where := "a Chromium-family folder"
		if browser != "" {
			where = browser + "'s folder"
		}
		return finding{text: fmt.Sprintf("manifest %s is a Firefox manifest (allowed_extensions) in %s: Chromium browsers need allowed_origins, and Firefox never looks there", path, where),
			fix: fmt.Sprintf("run `laika-host install --browser firefox` for Firefox, and `laika-host install --browser %s` for this browser", orDefault(browser, "chromium"))}, true
	}
	return finding{}, false
}

func orDefault(s, d string) string {
	if s == "" {
		return d
	}
	return s
}

func allowsAddon(m *manifests.Manifest, id string) bool {
	for _, x := range m.AllowedExtensions {
		if x == id { // Firefox compares add-on ids exactly
			return true
		}
	}
	return false
}

// misplacedFirefox finds Laika manifests where a Firefox user might put
// them but Firefox never looks: Chrome's folder spelling under ~/.mozilla,
// and files in Firefox's folder whose file name is not <host name>.json
// (Firefox finds a host by file name, not by the "name" field).
func misplacedFirefox(p manifests.Platform) []finding {
	l, err := manifests.Locate(p, "firefox", "", false)
	if err != nil || p.GOOS == "windows" {
		return nil
	}
	var out []finding
	dir := filepath.Dir(l.Path)
	var wrongDirs []string
	if p.GOOS == "darwin" {
		wrongDirs = []string{filepath.Join(filepath.Dir(dir), "native-messaging-hosts")}
	} else {
		wrongDirs = []string{filepath.Join(p.Home, ".mozilla", "NativeMessagingHosts"), filepath.Join(p.Home, ".mozilla", "firefox", "native-messaging-hosts")}
	}
	for _, d := range wrongDirs {
		wrong := filepath.Join(d, manifests.HostName+".json")
		if _, err := os.Stat(wrong); err == nil && wrong != l.Path {
			out = append(out, finding{text: fmt.Sprintf("manifest %s is in a folder Firefox does not read (it reads %s)", wrong, dir),
				fix: "run `laika-host install --browser firefox` and delete " + wrong})
		}
	}
	entries, _ := os.ReadDir(dir)
	for _, e := range entries {
		name := e.Name()
		if name == manifests.HostName+".json" || filepath.Ext(name) != ".json" {
			continue
		}
		if m, err := manifests.Read(filepath.Join(dir, name)); err == nil && m.Name == manifests.HostName {
			out = append(out, finding{text: fmt.Sprintf("manifest %s names %s, but Firefox looks for the file %s.json", filepath.Join(dir, name), manifests.HostName, manifests.HostName),
				fix: "run `laika-host install --browser firefox` and delete " + filepath.Join(dir, name)})
		}
	}
	return out
}

// checkRegistry reads back, on Windows, every browser's key: a key must
// name a manifest that exists, and a manifest install wrote needs its key.
func checkRegistry(p manifests.Platform, reg manifests.Registry) []finding {
	if p.GOOS != "windows" {
		return nil
	}
	if reg == nil {
		return []finding{{text: "the Windows registry cannot be read"}}
	}
	named := map[string]bool{}
	var out []finding
	for _, r := range manifests.RegisteredPaths(p, reg) {
		named[r.Path] = true
		if _, err := os.Stat(r.Path); err != nil {
			out = append(out, finding{text: fmt.Sprintf("registry key %s names %s, which does not exist", r.Key, r.Path),
				fix: fmt.Sprintf("run `laika-host install --browser %s` again", r.Browser)})
			continue
		}
		out = append(out, finding{ok: true, text: fmt.Sprintf("registry key %s names %s", r.Key, r.Path)})
	}
	for _, b := range manifests.Browsers {
		for _, sys := range []bool{false, true} {
			l, err := manifests.Locate(p, b, "", sys)
			if err != nil || named[l.Path] {
				continue
			}
			if _, err := os.Stat(l.Path); err == nil {
				out = append(out, finding{text: fmt.Sprintf("manifest %s exists but no registry key names it (%s is missing): %s will not find the host", l.Path, l.RegistryName(), b),
					fix: fmt.Sprintf("run `laika-host install --browser %s`", b)})
			}
		}
	}
	return out
}

func allows(m *manifests.Manifest, id string) bool {
	for _, c := range m.Callers() {
		if sameCaller(c, id) || sameCaller(c, "chrome-extension://"+id+"/") {
			return true
		}
	}
	return false
}

// checkModel asks the wired model backend, the same probe hello uses.
func checkModel(ctx context.Context, cfg *config.Config) []finding {
	m, err := NewMain(cfg, io.Discard)
	if err != nil {
		return []finding{{text: "host start-up failed: " + err.Error()}}
	}
	defer m.Close()
	ctx, cancel := context.WithTimeout(ctx, 5*time.Second)
	defer cancel()
	st := m.ModelStatus(ctx)
	name := st.Backend
	if st.Model != "" {
		name += ":" + st.Model
	}
	if st.Reachable {
		return []finding{{ok: true, text: fmt.Sprintf("model backend %s is reachable (%s)", name, st.Detail)}}
	}
	f := finding{text: fmt.Sprintf("model backend %s: %s (%s)", name, st.Code, st.Detail)}
	switch st.Code {
	case "model_not_found":
		f.fix = fmt.Sprintf("ollama pull %s", st.Model)
	case "model_unavailable":
		f.fix = "start the server (`ollama serve`), check OLLAMA_HOST, or set LAIKA_MODEL=builtin"
	}
	return []finding{f}
}
