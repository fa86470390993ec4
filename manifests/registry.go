package manifests

import (
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
)

// RegistryFile, in the data dir, lists the manifest paths install wrote, so
// the host can find manifests outside the browsers' fixed folders (a custom
// --user-data-dir) for its caller check, and uninstall and doctor can find
// them too.
const RegistryFile = "installed-manifests.json"

// Recorded returns the manifest paths recorded in home.
func Recorded(home string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(home, RegistryFile))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var paths []string
	if err := json.Unmarshal(b, &paths); err != nil {
		return nil, err
	}
	return paths, nil
}

// Record adds (or, with remove, drops) path in home's registry.
func Record(home, path string, remove bool) error {
	paths, err := Recorded(home)
	if err != nil {
		paths = nil // a corrupt registry is rebuilt, not fatal
	}
	set := map[string]bool{}
	for _, p := range paths {
		set[p] = true
	}
	if remove {
		delete(set, path)
	} else {
		set[path] = true
	}
	out := make([]string, 0, len(set))
	for p := range set {
		out = append(out, p)
	}
	sort.Strings(out)
	b, _ := json.MarshalIndent(out, "", "  ")
	if err := os.MkdirAll(home, 0o700); err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(home, RegistryFile), b, 0o600)
}
