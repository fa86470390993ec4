package store

import (
	"bufio"
	"context"
	"encoding/json"
	"fmt"
	"io"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"syscall"
	"testing"
	"time"
)

// The multi-process tests re-execute this test binary as child writers:
// TestMain sees LAIKA_STORE_CHILD and runs childMain instead of the tests.
// Each child is a separate OS process with its own connection pool, as a
// browser's one-host-per-window launches are.
const (
	envChild = "LAIKA_STORE_CHILD" // child name; its presence selects child mode
	envDB    = "LAIKA_STORE_DB"    // database path
	envN     = "LAIKA_STORE_N"     // rows to write; 0 means until killed
)

func TestMain(m *testing.M) {
	if name := os.Getenv(envChild); name != "" {
		os.Exit(childMain(name, os.Getenv(envDB), os.Getenv(envN)))
	}
	os.Exit(m.Run())
}

// childMain writes rows and prints "ack <kind> <id>" on stdout only after
// the commit returned, so the parent knows which rows must survive.
func childMain(name, path, nstr string) int {
	n, _ := strconv.Atoi(nstr)
	ctx := context.Background()
	d, err := Open(ctx, path)
	if err != nil {
		fmt.Fprintln(os.Stderr, "open:", err)
		return 1
	}
	defer d.Close()
	for i := 0; n == 0 || i < n; i++ {
		id := fmt.Sprintf("%s-%d", name, i)
		t0 := time.Now()
		if err := d.CreateRun(ctx, &Run{ID: id, Goal: "goal " + id}); err != nil {
			fmt.Fprintln(os.Stderr, "create run:", err, "after", time.Since(t0))
			return 1
		}
		fmt.Fprintf(os.Stdout, "ack run %s\n", id)
		if err := d.AppendStep(ctx, &Step{RunID: id, Kind: "plan", Text: "step of " + id}); err != nil {
			fmt.Fprintln(os.Stderr, "append step:", err)
			return 1
		}
		fmt.Fprintf(os.Stdout, "ack step %s\n", id)
		tc := &ToolCallRecord{ID: id + "-tc", RunID: id, StepSeq: 1, Name: "navigate", Arguments: json.RawMessage(`{"url":"https://e.com/?token=x"}`), Decision: "allow", Reason: "test"}
		if err := d.RecordToolCall(ctx, tc); err != nil {
			fmt.Fprintln(os.Stderr, "tool call:", err)
			return 1
		}
		fmt.Fprintf(os.Stdout, "ack tool %s\n", id)
	}
	return 0
}

// child is a running child writer.
type child struct {
	cmd    *exec.Cmd
	stderr strings.Builder
	acks   []string // "run <id>", "step <id>", "tool <id>"
	done   chan struct{}
	first  chan struct{} // closed at the first ack
}

func startChild(t *testing.T, name, path string, n int) *child {
	t.Helper()
	c := &child{done: make(chan struct{}), first: make(chan struct{})}
	c.cmd = exec.Command(os.Args[0], "-test.run=^$")
	c.cmd.Env = append(os.Environ(), envChild+"="+name, envDB+"="+path, envN+"="+strconv.Itoa(n))
	c.cmd.Stderr = &c.stderr
	out, err := c.cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	if err := c.cmd.Start(); err != nil {
		t.Fatal(err)
	}
	go func() {
		defer close(c.done)
		sc := bufio.NewScanner(out)
		var once sync.Once
		for sc.Scan() {
			if a, ok := strings.CutPrefix(sc.Text(), "ack "); ok {
				c.acks = append(c.acks, a)
				once.Do(func() { close(c.first) })
			}
		}
		io.Copy(io.Discard, out)
	}()
	return c
}

// wait reaps the child after its stdout is drained and returns its error.
func (c *child) wait() error {
	<-c.done
	return c.cmd.Wait()
}

// checkAcked verifies that every acknowledged write is in the database.
func checkAcked(t *testing.T, d *DB, acks []string) {
	t.Helper()
	ctx := context.Background()
	for _, a := range acks {
		kind, id, _ := strings.Cut(a, " ")
		var q string
		switch kind {
		case "run":
			q = "SELECT count(*) FROM runs WHERE id = ?"
		case "step":
			q = "SELECT count(*) FROM steps WHERE run_id = ?"
		case "tool":
			q = "SELECT count(*) FROM tool_calls WHERE run_id = ?"
		default:
			t.Fatalf("bad ack %q", a)
		}
		var n int
		must(t, d.db.QueryRowContext(ctx, q, id).Scan(&n))
		if n != 1 {
			t.Errorf("acknowledged %s is missing (%d rows)", a, n)
		}
	}
}

func checkHealthy(t *testing.T, d *DB) {
	t.Helper()
	ctx := context.Background()
	if s, err := d.IntegrityCheck(ctx); s != "ok" || err != nil {
		t.Errorf("integrity_check = %q, %v", s, err)
	}
	var fk int
	must(t, d.db.QueryRowContext(ctx, "SELECT count(*) FROM pragma_foreign_key_check").Scan(&fk))
	if fk != 0 {
		t.Errorf("%d foreign key violations", fk)
	}
	if bad, err := d.VerifyAudit(ctx); bad != 0 || err != nil {
		t.Errorf("VerifyAudit = %d, %v", bad, err)
	}
}

// TestEightProcessesWriteAtOnce starts eight writer processes on a fresh
// file at the same moment — they race to create the schema too — and
// expects zero errors and every row present.
func TestEightProcessesWriteAtOnce(t *testing.T) {
	const procs, rows = 8, 25
	path := filepath.Join(t.TempDir(), FileName)
	start := time.Now()
	var kids []*child
	for i := 0; i < procs; i++ {
		kids = append(kids, startChild(t, fmt.Sprintf("w%d", i), path, rows))
	}
	var acks []string
	for i, c := range kids {
		if err := c.wait(); err != nil {
			t.Errorf("writer %d: %v: %s", i, err, c.stderr.String())
		}
		acks = append(acks, c.acks...)
	}
	elapsed := time.Since(start)
	if len(acks) != procs*rows*3 {
		t.Errorf("%d acknowledged writes, want %d", len(acks), procs*rows*3)
	}
	d, err := Open(context.Background(), path)
	must(t, err)
	defer d.Close()
	checkAcked(t, d, acks)
	checkHealthy(t, d)
	var runs, audit int
	must(t, d.db.QueryRow("SELECT count(*) FROM runs").Scan(&runs))
	must(t, d.db.QueryRow("SELECT count(*) FROM audit_log").Scan(&audit))
	if runs != procs*rows || audit != procs*rows*3 {
		t.Errorf("runs %d audit %d, want %d and %d", runs, audit, procs*rows, procs*rows*3)
	}
	t.Logf("%d processes, %d transactions in %v (%.0f tx/s)", procs, len(acks), elapsed, float64(len(acks))/elapsed.Seconds())
}

// TestSIGKILLWriters kills writer processes mid-write, over and over, then
// checks the file is intact and every acknowledged write survived. Three
// lanes run at once on the same file, each a series of rounds in which two
// writers start, write, and are killed together: 24 kills in all, with
// other writers active during each kill.
func TestSIGKILLWriters(t *testing.T) {
	const lanes, rounds = 3, 4 // two writers per round: 24 kills
	path := filepath.Join(t.TempDir(), FileName)
	d, err := Open(context.Background(), path) // schema first: the lanes test kills, not migration races
	must(t, err)
	d.Close()
	var (
		mu    sync.Mutex
		acks  []string
		kills int
		wg    sync.WaitGroup
	)
	for l := 0; l < lanes; l++ {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for r := 0; r < rounds; r++ {
				a, k, err := killRound(t, path, fmt.Sprintf("l%dr%d", l, r))
				mu.Lock()
				acks, kills = append(acks, a...), kills+k
				mu.Unlock()
				if err != nil {
					t.Error(err)
					return
				}
			}
		}()
	}
	wg.Wait()
	if kills < 24 {
		t.Fatalf("only %d kills", kills)
	}
	d, err = Open(context.Background(), path)
	must(t, err)
	defer d.Close()
	checkHealthy(t, d)
	checkAcked(t, d, acks)
	t.Logf("%d kills, %d acknowledged writes, all present", kills, len(acks))
}

// killRound starts two writers, lets both commit at least once, kills them
// with SIGKILL at a random moment, and returns their acknowledged writes.
func killRound(t *testing.T, path, name string) (acks []string, kills int, err error) {
	kids := []*child{startChild(t, name+"a", path, 0), startChild(t, name+"b", path, 0)}
	defer func() {
		for _, c := range kids {
			c.cmd.Process.Kill() // no-op once dead; reaps nothing twice
		}
	}()
	for _, c := range kids {
		select {
		case <-c.first:
		case <-c.done:
			return nil, 0, fmt.Errorf("writer %s exited before writing: %v: %s", name, c.cmd.Wait(), c.stderr.String())
		// Generous: six -race writer processes share one file and two cores
		// with the rest of CI (15 s was missed under load 13); a writer that
		// never commits still fails the test.
		case <-time.After(60 * time.Second):
			return nil, 0, fmt.Errorf("writer %s wrote nothing in 60s", name)
		}
	}
	time.Sleep(time.Duration(rand.IntN(30)) * time.Millisecond)
	for _, c := range kids {
		if err := c.cmd.Process.Signal(syscall.SIGKILL); err != nil {
			return nil, kills, err
		}
		kills++
	}
	for _, c := range kids {
		werr := c.wait()
		acks = append(acks, c.acks...)
		if ws, ok := c.cmd.ProcessState.Sys().(syscall.WaitStatus); !ok || !ws.Signaled() || ws.Signal() != syscall.SIGKILL {
			err = fmt.Errorf("writer %s ended by %v, not SIGKILL: %s", name, werr, c.stderr.String())
		}
	}
	return acks, kills, err
}
