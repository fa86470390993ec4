//go:build unix

package ollamatest

import "syscall"

// newProcessGroup starts the server's shell in a process group of its own,
// so that `kill 0` in it reaches the server and its runners only.
func newProcessGroup() *syscall.SysProcAttr { return &syscall.SysProcAttr{Setpgid: true} }
