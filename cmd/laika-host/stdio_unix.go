//go:build unix

package main

import (
	"io"
	"os"
	"syscall"

	"github.com/mattn/go-isatty"
)

// pollableStdio returns stdin and stdout as files the Go runtime polls
// (epoll/kqueue) instead of blocking an OS thread in read(2). With a
// blocking pipe, each request's handler goroutine has to wait for another
// thread to wake and steal it while the reader's thread sits in the
// syscall; that hand-off was most of a hello round trip. Only pipes and
// sockets are switched: O_NONBLOCK on a terminal would leak into the shell.
func pollableStdio(stdin io.Reader, stdout io.Writer) (io.Reader, io.Writer) {
	if stdin == io.Reader(os.Stdin) {
		if f := pollable(0, "stdin"); f != nil {
			stdin = f
		}
	}
	if stdout == io.Writer(os.Stdout) {
		if f := pollable(1, "stdout"); f != nil {
			stdout = f
		}
	}
	return stdin, stdout
}

func pollable(fd int, name string) *os.File {
	var st syscall.Stat_t
	if syscall.Fstat(fd, &st) != nil {
		return nil
	}
	if st.Mode&syscall.S_IFMT != syscall.S_IFIFO && st.Mode&syscall.S_IFMT != syscall.S_IFSOCK {
		return nil
	}
	if syscall.SetNonblock(fd, true) != nil {
		return nil
	}
	return os.NewFile(uintptr(fd), name) // a non-blocking fd is registered with the poller
}

// stdioKinds tells a terminal (stdioConsole) from a pipe, socket, file or
// /dev/null by asking for its termios, as isatty(3) does; the file mode
// cannot tell, since a terminal and /dev/null are both character devices.
// fds 0 and 1 are used directly: os.Stdin.Fd() would switch a pollable
// descriptor back to blocking.
func stdioKinds() (in, out stdioKind) {
	kind := func(fd uintptr) stdioKind {
		if isatty.IsTerminal(fd) {
			return stdioConsole
		}
		return stdioBinary
	}
	return kind(0), kind(1)
}
