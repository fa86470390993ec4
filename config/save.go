package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
)

// Save merges values (config.json keys: "model", "ollamaHost", ...) into
// home's config.json, keeping every other key as it was. It writes a
// temporary file and renames it over the old one, so a host starting
// meanwhile reads either the old file or the new one, never half of one. A
// nil value removes the key.
func Save(home string, values map[string]any) error {
	path := filepath.Join(home, FileName)
	doc := map[string]json.RawMessage{}
	b, err := os.ReadFile(path)
	switch {
	case err == nil:
		if err := json.Unmarshal(b, &doc); err != nil {
			return fmt.Errorf("config: %s is not valid JSON; fix or remove it first: %w", path, err)
		}
	case !errors.Is(err, fs.ErrNotExist):
		return fmt.Errorf("config: %w", err)
	}
	for k, v := range values {
		if v == nil {
			delete(doc, k)
			continue
		}
		raw, err := json.Marshal(v)
		if err != nil {
			return fmt.Errorf("config: %s: %w", k, err)
		}
		doc[k] = raw
	}
	out, err := json.MarshalIndent(doc, "", "  ")
	if err != nil {
		return err
	}
	if err := os.MkdirAll(home, 0o700); err != nil {
		return err
	}
	tmp, err := os.CreateTemp(home, ".config-*.json")
	if err != nil {
		return err
	}
	defer os.Remove(tmp.Name())
	if _, err := tmp.Write(append(out, '\n')); err != nil {
		tmp.Close()
		return err
	}
	if err := tmp.Close(); err != nil {
		return err
	}
	return os.Rename(tmp.Name(), path)
}
