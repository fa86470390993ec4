//go:build !unix

package ollamatest

import "syscall"

// newProcessGroup: no process groups here; the test server needs /bin/sh
// anyway, so this only keeps the package compiling for `make cross`.
func newProcessGroup() *syscall.SysProcAttr { return nil }
