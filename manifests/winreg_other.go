//go:build !windows

package manifests

// OSRegistry is nil off Windows: browsers there read manifest folders.
func OSRegistry() Registry { return nil }
