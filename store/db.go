package store

import (
	"context"
	"database/sql"
	"embed"
	"errors"
	"fmt"
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"sort"
	"strconv"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/laikabrowser/laika"
	sqlite "modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

//go:embed migrations/*.sql
var migrationFS embed.FS

// MinSQLiteVersion is the oldest bundled SQLite Open accepts. Older
// releases have a bug where a WAL reset racing another connection's write
// can corrupt the database — exactly the several-hosts-one-file case.
const MinSQLiteVersion = "3.51.3"

// FileName is the database file name inside $LAIKA_HOME.
const FileName = "laika.db"

// dsnParams are set on every pooled connection. busy_timeout makes a
// connection wait for another process's write instead of failing;
// synchronous=FULL makes a commit durable (the audit trail must survive a
// power cut, not only a crash); _txlock=immediate takes the write lock at
// BEGIN so read-then-write transactions never deadlock on upgrade.
const dsnParams = "_pragma=busy_timeout(5000)&_pragma=journal_mode(WAL)&_pragma=foreign_keys(1)&_pragma=synchronous(FULL)&_txlock=immediate"

// timeFormat is fixed width so stored times compare correctly as text.
const timeFormat = "2006-01-02T15:04:05.000000Z"

// DB is the store. It is safe for concurrent use, and several processes may
// open the same file.
type DB struct {
	db   *sql.DB
	path string

	// Now returns the current time; tests replace it.
	Now func() time.Time
	// NewID returns a fresh id for rows the caller left without one.
	NewID func() string
}

// Open opens (creating if needed) the database at path, checks the bundled
// SQLite version and applies pending migrations. It returns storage_failed
// when the file cannot be opened or migrated, and when SQLite is too old.
func Open(ctx context.Context, path string) (*DB, error) {
	if path == "" || strings.ContainsAny(path, "?#") {
		return nil, laika.Errorf(laika.CodeInvalidArguments, "store: bad database path %q", path)
	}
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "store: %v", err)
	}
	// Create the file ourselves so it is 0600; SQLite gives the -wal and
	// -shm files the same mode.
	if f, err := os.OpenFile(path, os.O_CREATE|os.O_RDWR, 0o600); err != nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "store: %v", err)
	} else {
		f.Close()
	}
	sdb, err := sql.Open("sqlite", path+"?"+dsnParams)
	if err != nil {
		return nil, laika.Errorf(laika.CodeStorageFailed, "store: open %s: %v", path, err)
	}
	d := &DB{db: sdb, path: path, Now: time.Now, NewID: uuid.NewString}
	if err := d.checkVersion(ctx); err != nil {
		sdb.Close()
		return nil, err
	}
	if err := d.migrate(ctx); err != nil {
		sdb.Close()
		return nil, err
	}
	return d, nil
}

// Close closes the database.
func (d *DB) Close() error {
	if d == nil || d.db == nil {
		return nil
	}
	return d.db.Close()
}

// Path is the database file.
func (d *DB) Path() string { return d.path }

// checkVersion is the first query, so its connection also applies the
// DSN's pragmas. Switching a fresh file to WAL takes a lock SQLite's busy
// handler does not wait for, so hosts starting together on a new file
// retry it like a busy transaction.
func (d *DB) checkVersion(ctx context.Context) error {
	var v string
	if err := retryBusy(ctx, func() error {
		return d.db.QueryRowContext(ctx, "SELECT sqlite_version()").Scan(&v)
	}); err != nil {
		return storageErr("open", err)
	}
	return checkSQLiteVersion(v)
}

// checkSQLiteVersion fails unless v is at least MinSQLiteVersion.
func checkSQLiteVersion(v string) error {
	if compareVersions(v, MinSQLiteVersion) < 0 {
		return laika.Errorf(laika.CodeStorageFailed,
			"store: bundled SQLite %s is older than %s, which fixes a WAL-reset corruption bug; rebuild laika-host with a newer modernc.org/sqlite", v, MinSQLiteVersion)
	}
	return nil
}

// compareVersions compares dotted decimal versions; a part that is not a
// number counts as 0, so garbage sorts as old.
func compareVersions(a, b string) int {
	pa, pb := strings.Split(a, "."), strings.Split(b, ".")
	for i := 0; i < len(pa) || i < len(pb); i++ {
		var x, y int
		if i < len(pa) {
			x, _ = strconv.Atoi(pa[i])
		}
		if i < len(pb) {
			y, _ = strconv.Atoi(pb[i])
		}
		if x != y {
			if x < y {
				return -1
			}
			return 1
		}
	}
	return 0
}

type migration struct {
	version int
	name    string
	sql     string
}

func loadMigrations() ([]migration, error) {
	names, err := fs.Glob(migrationFS, "migrations/*.sql")
	if err != nil {
		return nil, err
	}
	var ms []migration
	for _, n := range names {
		base := filepath.Base(n)
		num, _, ok := strings.Cut(base, "_")
		v, err := strconv.Atoi(num)
		if !ok || err != nil || v <= 0 {
			return nil, fmt.Errorf("migration %s: name must start with a positive number and _", base)
		}
		b, err := migrationFS.ReadFile(n)
		if err != nil {
			return nil, err
		}
		ms = append(ms, migration{v, strings.TrimSuffix(base, ".sql"), string(b)})
	}
	sort.Slice(ms, func(i, j int) bool { return ms[i].version < ms[j].version })
	return ms, nil
}

// migrate applies pending migrations in one IMMEDIATE transaction, so
// hosts starting at once apply each exactly once. The common case, an
// up-to-date database, costs one read and no write lock.
func (d *DB) migrate(ctx context.Context) error {
	ms, err := loadMigrations()
	if err != nil {
		return laika.Errorf(laika.CodeStorageFailed, "store: %v", err)
	}
	latest := ms[len(ms)-1].version
	var cur int
	err = d.db.QueryRowContext(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&cur)
	if err == nil && cur >= latest {
		return nil
	}
	return d.tx(ctx, "migrate", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `CREATE TABLE IF NOT EXISTS schema_migrations (
			version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)`); err != nil {
			return err
		}
		var cur int
		if err := tx.QueryRowContext(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&cur); err != nil {
			return err
		}
		for _, m := range ms {
			if m.version <= cur {
				continue
			}
			if _, err := tx.ExecContext(ctx, m.sql); err != nil {
				return fmt.Errorf("migration %s: %w", m.name, err)
			}
			if _, err := tx.ExecContext(ctx, "INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)",
				m.version, m.name, d.now()); err != nil {
				return err
			}
		}
		return nil
	})
}

// SchemaVersion is the highest applied migration.
func (d *DB) SchemaVersion(ctx context.Context) (int, error) {
	var v int
	err := d.db.QueryRowContext(ctx, "SELECT coalesce(max(version), 0) FROM schema_migrations").Scan(&v)
	return v, storageErr("schema version", err)
}

// IntegrityCheck runs PRAGMA integrity_check and returns its first line,
// "ok" for a healthy file.
func (d *DB) IntegrityCheck(ctx context.Context) (string, error) {
	var s string
	err := d.db.QueryRowContext(ctx, "PRAGMA integrity_check").Scan(&s)
	return s, storageErr("integrity check", err)
}

// busyRetries is how many more times tx runs a transaction that stayed
// locked past the busy timeout. SQLite's busy handler polls rather than
// queues, so a host can lose the race for the write lock to others that
// write back to back; a fresh attempt after a random pause breaks the
// streak.
const busyRetries = 4

// tx runs fn in a transaction (BEGIN IMMEDIATE, from the DSN) and commits
// when fn returns nil, retrying the whole transaction when the database
// stayed busy. fn must therefore be safe to run again. Errors are mapped to
// *laika.Error with op named.
func (d *DB) tx(ctx context.Context, op string, fn func(*sql.Tx) error) error {
	return storageErr(op, retryBusy(ctx, func() error { return d.tx1(ctx, fn) }))
}

// retryBusy runs fn again after a random pause, up to busyRetries more
// times, while it fails because the database stayed busy.
func retryBusy(ctx context.Context, fn func() error) error {
	for attempt := 0; ; attempt++ {
		err := fn()
		if !isBusy(err) || attempt == busyRetries {
			return err
		}
		select {
		case <-ctx.Done():
			return ctx.Err()
		case <-time.After(time.Duration(10+rand.IntN(90)) * time.Millisecond):
		}
	}
}

func (d *DB) tx1(ctx context.Context, fn func(*sql.Tx) error) error {
	tx, err := d.db.BeginTx(ctx, nil)
	if err != nil {
		return err
	}
	if err := fn(tx); err != nil {
		tx.Rollback()
		return err
	}
	return tx.Commit()
}

// isBusy reports whether err is SQLite's SQLITE_BUSY or SQLITE_LOCKED.
func isBusy(err error) bool {
	var se *sqlite.Error
	if err == nil || !errors.As(err, &se) {
		return false
	}
	c := se.Code() & 0xff
	return c == sqlite3.SQLITE_BUSY || c == sqlite3.SQLITE_LOCKED
}

// now is the current time in the stored format.
func (d *DB) now() string { return fmtTime(d.Now()) }

func (d *DB) newID(id string) string {
	if id != "" {
		return id
	}
	return d.NewID()
}

func fmtTime(t time.Time) string { return t.UTC().Format(timeFormat) }

func parseTime(s string) time.Time {
	t, _ := time.Parse(timeFormat, s)
	return t
}

// storageErr maps err to a *laika.Error: *laika.Error passes through,
// sql.ErrNoRows is not_found, a lock held past the busy timeout is busy,
// a cancelled context is cancelled, anything else storage_failed.
// queryRun runs the SELECT sel, limited to the rows of runID unless it is
// "", then ordered by order: the listings that take an optional run.
func (d *DB) queryRun(ctx context.Context, sel, runID, order string) (*sql.Rows, error) {
	if runID == "" {
		return d.db.QueryContext(ctx, sel+" "+order)
	}
	return d.db.QueryContext(ctx, sel+" WHERE run_id = ? "+order, runID)
}

func storageErr(op string, err error) error {
	if err == nil {
		return nil
	}
	var le *laika.Error
	if errors.As(err, &le) {
		return err
	}
	if errors.Is(err, sql.ErrNoRows) {
		return laika.Errorf(laika.CodeNotFound, "store: %s: not found", op)
	}
	if errors.Is(err, context.Canceled) {
		return laika.Errorf(laika.CodeCancelled, "store: %s: cancelled", op)
	}
	if errors.Is(err, context.DeadlineExceeded) {
		return laika.Errorf(laika.CodeTimeout, "store: %s: timed out", op)
	}
	if isBusy(err) {
		return laika.Errorf(laika.CodeBusy, "store: %s: database is busy: %v", op, err)
	}
	var se *sqlite.Error
	if errors.As(err, &se) {
		if se.Code() == sqlite3.SQLITE_CONSTRAINT_FOREIGNKEY {
			return laika.Errorf(laika.CodeNotFound, "store: %s: a referenced row does not exist", op)
		}
		switch se.Code() & 0xff {
		case sqlite3.SQLITE_CONSTRAINT:
			return laika.Errorf(laika.CodeInvalidArguments, "store: %s: %v", op, err)
		}
	}
	return laika.Errorf(laika.CodeStorageFailed, "store: %s: %v", op, err)
}

// nullable turns "" into NULL for optional foreign keys.
func nullable(s string) any {
	if s == "" {
		return nil
	}
	return s
}
