package main

import (
	"context"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
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
	fs := flag.NewFlagSet("doctor", flag.ContinueOnError)
	fs.SetOutput(stderr)
	extID := fs.String("extension-id", "", "the extension id you expect the manifests to allow")
	udd := fs.String("user-data-dir", "", "also check <dir>/NativeMessagingHosts/")
	if err := fs.Parse(args); err != nil {
		return 2
	}
	cfg, err := config.Load(nil)
	if err != nil {
		fmt.Fprintf(stdout, "FAIL configuration: %v\n", err)
		return 1
	}
	var fs2 []finding
	fs2 = append(fs2, checkDataDir(cfg))
	fs2 = append(fs2, checkManifests(cfg, *extID, *udd)...)
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

func checkManifests(cfg *config.Config, wantID, udd string) []finding {
	recorded, _ := manifests.Recorded(cfg.Home)
	if udd != "" {
		recorded = append(recorded, filepath.Join(udd, "NativeMessagingHosts", manifests.HostName+".json"))
	}
	self, _ := os.Executable()
	self, _ = filepath.EvalSymlinks(self)
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
		if st, err := os.Stat(m.Path); err != nil || st.IsDir() || st.Mode()&0o111 == 0 {
			out = append(out, finding{text: fmt.Sprintf("manifest %s points at %s, which is missing or not executable (did the binary move?)", p, m.Path),
				fix: "run `laika-host install --browser <name>` from the binary's new location"})
			continue
		}
		if self != "" && m.Path != self {
			out = append(out, finding{ok: true, text: fmt.Sprintf("manifest %s points at %s (not this binary, %s)", p, m.Path, self)})
		}
		if wantID != "" && !allows(m, wantID) {
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
