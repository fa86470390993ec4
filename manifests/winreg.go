package manifests

import (
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Registry is the part of the Windows registry install, uninstall and the
// caller check use: the default value of a key. On Windows it is the real
// registry (OSRegistry); tests use MemRegistry on every OS.
type Registry interface {
	// SetDefault creates key (and its parents) and sets its default value.
	SetDefault(root Root, key, value string) error
	// Default reads key's default value; fs.ErrNotExist when there is none.
	Default(root Root, key string) (string, error)
	// DeleteKey removes key; a missing key is not an error.
	DeleteKey(root Root, key string) error
}

// MemRegistry is an in-memory Registry for tests.
type MemRegistry map[string]string

func memName(root Root, key string) string { return root.String() + `\` + key }

func (m MemRegistry) SetDefault(root Root, key, value string) error {
	m[memName(root, key)] = value
	return nil
}

func (m MemRegistry) Default(root Root, key string) (string, error) {
	v, ok := m[memName(root, key)]
	if !ok {
		return "", fs.ErrNotExist
	}
	return v, nil
}

func (m MemRegistry) DeleteKey(root Root, key string) error {
	delete(m, memName(root, key))
	return nil
}

// Install writes body to l.Path and, on Windows, points l's registry key
// at it. The file goes first (write then rename, so a browser starting
// meanwhile never reads half a file): a key must never name a missing
// manifest.
func Install(l Location, body []byte, reg Registry) error {
	if err := os.MkdirAll(filepath.Dir(l.Path), 0o755); err != nil {
		return err
	}
	tmp := l.Path + ".tmp"
	if err := os.WriteFile(tmp, body, 0o644); err != nil {
		return err
	}
	if err := os.Rename(tmp, l.Path); err != nil {
		os.Remove(tmp)
		return err
	}
	if l.Key == "" {
		return nil
	}
	if reg == nil {
		return fmt.Errorf("%s: no registry on this system", l.RegistryName())
	}
	if err := reg.SetDefault(l.Root, l.Key, l.Path); err != nil {
		return fmt.Errorf("manifest written to %s, but setting %s failed: %w", l.Path, l.RegistryName(), err)
	}
	return nil
}

// Uninstall removes the key (when it names l.Path: a key another install
// re-pointed elsewhere is left alone) and the manifest. Missing pieces are
// not errors.
func Uninstall(l Location, reg Registry) error {
	if l.Key != "" && reg != nil {
		v, err := reg.Default(l.Root, l.Key)
		switch {
		case errors.Is(err, fs.ErrNotExist):
		case err != nil:
			return err
		case v == l.Path:
			if err := reg.DeleteKey(l.Root, l.Key); err != nil {
				return fmt.Errorf("%s: %w", l.RegistryName(), err)
			}
		}
	}
	if err := os.Remove(l.Path); err != nil && !errors.Is(err, fs.ErrNotExist) {
		return err
	}
	return nil
}

// RegisteredPaths returns, for every browser and both hives, the manifest
// path the registry names (Windows: where browsers will actually look).
func RegisteredPaths(p Platform, reg Registry) []Registered {
	if p.GOOS != "windows" || reg == nil {
		return nil
	}
	var out []Registered
	for _, b := range Browsers {
		for _, sys := range []bool{false, true} {
			l, err := Locate(p, b, "", sys)
			if err != nil || l.Key == "" {
				continue
			}
			v, err := reg.Default(l.Root, l.Key)
			if err != nil {
				continue
			}
			out = append(out, Registered{Browser: b, Key: l.RegistryName(), Path: v})
		}
	}
	return out
}

// Registered is one registry key that names a manifest.
type Registered struct {
	Browser, Key, Path string
}
