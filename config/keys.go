package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"reflect"
	"sort"
	"strings"
)

// Keys returns the keys config.json may hold, sorted: the JSON names of
// Config's fields.
func Keys() []string {
	var keys []string
	t := reflect.TypeOf(Config{})
	for i := 0; i < t.NumField(); i++ {
		name, _, _ := strings.Cut(t.Field(i).Tag.Get("json"), ",")
		if name != "" && name != "-" {
			keys = append(keys, name)
		}
	}
	sort.Strings(keys)
	return keys
}

// UnknownKeys returns the keys of home's config.json that Load ignores (a
// misspelt "ollamahost", a setting from another version), sorted. A
// missing file has none; an unreadable or invalid one is an error.
func UnknownKeys(home string) ([]string, error) {
	b, err := os.ReadFile(filepath.Join(home, FileName))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("config: %w", err)
	}
	var doc map[string]json.RawMessage
	if err := json.Unmarshal(b, &doc); err != nil {
		return nil, fmt.Errorf("config: %s: %w", filepath.Join(home, FileName), err)
	}
	known := map[string]bool{}
	for _, k := range Keys() {
		known[k] = true
	}
	var unknown []string
	for k := range doc {
		if !known[k] {
			unknown = append(unknown, k)
		}
	}
	sort.Strings(unknown)
	return unknown, nil
}
