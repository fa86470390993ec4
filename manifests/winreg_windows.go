//go:build windows

package manifests

import (
	"errors"
	"io/fs"

	"golang.org/x/sys/windows/registry"
)

// OSRegistry is the Windows registry.
func OSRegistry() Registry { return winRegistry{} }

type winRegistry struct{}

func hive(r Root) registry.Key {
	if r == LocalMachine {
		return registry.LOCAL_MACHINE
	}
	return registry.CURRENT_USER
}

func (winRegistry) SetDefault(root Root, key, value string) error {
	k, _, err := registry.CreateKey(hive(root), key, registry.SET_VALUE)
	if err != nil {
		return err
	}
	defer k.Close()
	return k.SetStringValue("", value)
}

func (winRegistry) Default(root Root, key string) (string, error) {
	k, err := registry.OpenKey(hive(root), key, registry.QUERY_VALUE)
	if errors.Is(err, registry.ErrNotExist) {
		return "", fs.ErrNotExist
	}
	if err != nil {
		return "", err
	}
	defer k.Close()
	v, _, err := k.GetStringValue("")
	if errors.Is(err, registry.ErrNotExist) {
		return "", fs.ErrNotExist
	}
	return v, err
}

func (winRegistry) DeleteKey(root Root, key string) error {
	err := registry.DeleteKey(hive(root), key)
	if errors.Is(err, registry.ErrNotExist) {
		return nil
	}
	return err
}
