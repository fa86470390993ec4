package main

import (
	"context"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"strings"

	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/manifests"
)

type installFlags struct {
	browser, extID, userDataDir, binary string
	system                              bool
}

func parseInstallFlags(name string, args []string, stderr io.Writer) (*installFlags, error) {
	fs := newFlags(name, stderr)
	f := &installFlags{}
	fs.StringVar(&f.browser, "browser", "", "chrome|chromium|edge|brave|vivaldi|firefox")
	fs.StringVar(&f.extID, "extension-id", "", "extension id (Chromium family) or add-on id (Firefox); comma-separated for several")
	fs.StringVar(&f.userDataDir, "user-data-dir", "", "Chromium-family profile root (writes <dir>/NativeMessagingHosts/)")
	fs.StringVar(&f.binary, "binary", "", "host binary the manifest points at (default: this executable)")
	fs.BoolVar(&f.system, "system", false, "install for all users (needs root)")
	if err := fs.Parse(args); err != nil {
		return nil, err
	}
	if fs.NArg() > 0 {
		fs.Usage()
		return nil, fmt.Errorf("unexpected arguments %q", fs.Args())
	}
	if f.browser == "" {
		return nil, fmt.Errorf("--browser is required (one of %s)", strings.Join(manifests.Browsers, ", "))
	}
	return f, nil
}

func cmdInstall(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f, err := parseInstallFlags("install", args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "laika-host install:", err)
		}
		return 2
	}
	cfg, err := config.Load(nil)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host install:", err)
		return 1
	}
	path, err := installManifest(cfg, f)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host install:", err)
		return 1
	}
	fmt.Fprintf(stdout, "installed %s for %s: %s\n", manifests.HostName, f.browser, path)
	return 0
}

// installManifest writes the manifest (and on Windows the registry key
// that names it) and records its path in the data dir.
func installManifest(cfg *config.Config, f *installFlags) (string, error) {
	return installManifestOn(cfg, f, manifests.Current(), manifests.OSRegistry())
}

func installManifestOn(cfg *config.Config, f *installFlags, p manifests.Platform, reg manifests.Registry) (string, error) {
	loc, err := manifests.Locate(p, f.browser, f.userDataDir, f.system)
	if err != nil {
		return "", err
	}
	bin := f.binary
	if bin == "" {
		if bin, err = os.Executable(); err != nil {
			return "", err
		}
	}
	if bin, err = filepath.Abs(bin); err != nil {
		return "", err
	}
	if resolved, err := filepath.EvalSymlinks(bin); err == nil {
		bin = resolved
	}
	ids := splitIDs(f.extID)
	if len(ids) == 0 {
		if manifests.IsFirefox(f.browser) {
			ids = []string{manifests.FirefoxAddonID}
		} else {
			ids = []string{manifests.DefaultExtensionID}
		}
	}
	body, err := manifests.Render(f.browser, bin, ids)
	if err != nil {
		return "", err
	}
	if err := manifests.Install(loc, body, reg); err != nil {
		return "", err
	}
	if err := manifests.Record(cfg.Home, loc.Path, false); err != nil {
		return "", fmt.Errorf("manifest written to %s, but recording it in %s failed: %w", loc.Path, cfg.Home, err)
	}
	if loc.Key != "" {
		return loc.Path + " (registry " + loc.RegistryName() + ")", nil
	}
	return loc.Path, nil
}

func splitIDs(s string) []string {
	var out []string
	for _, id := range strings.Split(s, ",") {
		id = strings.TrimSpace(id)
		id = strings.TrimPrefix(id, "chrome-extension://")
		id = strings.TrimSuffix(id, "/")
		if id != "" {
			out = append(out, id)
		}
	}
	return out
}

func cmdUninstall(ctx context.Context, args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	f, err := parseInstallFlags("uninstall", args, stderr)
	if err != nil {
		if !errors.Is(err, flag.ErrHelp) {
			fmt.Fprintln(stderr, "laika-host uninstall:", err)
		}
		return 2
	}
	cfg, err := config.Load(nil)
	if err != nil {
		fmt.Fprintln(stderr, "laika-host uninstall:", err)
		return 1
	}
	path, err := uninstallManifestOn(cfg, f, manifests.Current(), manifests.OSRegistry())
	if err != nil {
		fmt.Fprintln(stderr, "laika-host uninstall:", err)
		return 1
	}
	fmt.Fprintf(stdout, "removed %s\n", path)
	return 0
}

// uninstallManifestOn removes the manifest and, on Windows, the key that
// names it (HKLM with --system), and forgets the recorded path.
func uninstallManifestOn(cfg *config.Config, f *installFlags, p manifests.Platform, reg manifests.Registry) (string, error) {
	loc, err := manifests.Locate(p, f.browser, f.userDataDir, f.system)
	if err != nil {
		return "", err
	}
	if err := manifests.Uninstall(loc, reg); err != nil {
		return "", err
	}
	manifests.Record(cfg.Home, loc.Path, true)
	if loc.Key != "" {
		return loc.Path + " and " + loc.RegistryName(), nil
	}
	return loc.Path, nil
}
