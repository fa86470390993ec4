package apptools

import (
	"context"
	"encoding/json"
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"sort"
	"sync"

	"github.com/laikabrowser/laika/internal/lazyregexp"

	"github.com/laikabrowser/laika"
)

// DirStore keeps collections as JSON files in a directory, one file per
// collection holding its sources. It is the Store the host uses until the
// SQLite store is wired in; it is safe for one process (a mutex serialises
// writes) and writes atomically.
type DirStore struct {
	dir string
	mu  sync.Mutex
}

// NewDirStore returns a DirStore rooted at dir (created on first write).
func NewDirStore(dir string) *DirStore { return &DirStore{dir: dir} }

var _ Store = (*DirStore)(nil)

// storeID is the shape of collection and source ids: they become file
// names, so nothing else is accepted.
var storeID = lazyregexp.New(`^(col|src)_[0-9a-f]{16}$`)

type collectionFile struct {
	Collection Collection `json:"collection"`
	Sources    []Source   `json:"sources"`
}

func (d *DirStore) path(id string) string { return filepath.Join(d.dir, id+".json") }

func (d *DirStore) load(id string) (collectionFile, error) {
	var f collectionFile
	if !storeID.MatchString(id) {
		return f, laika.Errorf(laika.CodeNotFound, "no collection %q", id)
	}
	b, err := os.ReadFile(d.path(id))
	if errors.Is(err, fs.ErrNotExist) {
		return f, laika.Errorf(laika.CodeNotFound, "no collection %q", id)
	} else if err != nil {
		return f, laika.Errorf(laika.CodeStorageFailed, "read collection: %v", err)
	}
	if err := json.Unmarshal(b, &f); err != nil {
		return f, laika.Errorf(laika.CodeStorageFailed, "collection %s is corrupt", id)
	}
	return f, nil
}

func (d *DirStore) save(f collectionFile) error {
	if err := os.MkdirAll(d.dir, 0o700); err != nil {
		return laika.Errorf(laika.CodeStorageFailed, "create %s: %v", d.dir, err)
	}
	b, err := json.Marshal(f)
	if err != nil {
		return laika.Errorf(laika.CodeStorageFailed, "encode collection: %v", err)
	}
	return writeFileAtomic(d.path(f.Collection.ID), b)
}

// CreateCollection implements Store.
func (d *DirStore) CreateCollection(ctx context.Context, c Collection) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	if !storeID.MatchString(c.ID) {
		return laika.Errorf(laika.CodeInvalidArguments, "bad collection id %q", c.ID)
	}
	return d.save(collectionFile{Collection: c, Sources: []Source{}})
}

// Collection implements Store.
func (d *DirStore) Collection(ctx context.Context, id string) (Collection, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	f, err := d.load(id)
	return f.Collection, err
}

// PutSource implements Store.
func (d *DirStore) PutSource(ctx context.Context, s Source) error {
	d.mu.Lock()
	defer d.mu.Unlock()
	f, err := d.load(s.CollectionID)
	if err != nil {
		return err
	}
	for i := range f.Sources {
		if f.Sources[i].ID == s.ID {
			f.Sources[i] = s
			return d.save(f)
		}
	}
	f.Sources = append(f.Sources, s)
	return d.save(f)
}

// Source implements Store. Sources are found by scanning the collections:
// fine for the handful a person keeps.
func (d *DirStore) Source(ctx context.Context, id string) (Source, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	names, _ := filepath.Glob(filepath.Join(d.dir, "col_*.json"))
	sort.Strings(names)
	for _, n := range names {
		f, err := d.load(trimExt(filepath.Base(n)))
		if err != nil {
			continue
		}
		for _, s := range f.Sources {
			if s.ID == id {
				return s, nil
			}
		}
	}
	return Source{}, laika.Errorf(laika.CodeNotFound, "no source %q", id)
}

func trimExt(s string) string { return s[:len(s)-len(filepath.Ext(s))] }

// Sources implements Store.
func (d *DirStore) Sources(ctx context.Context, collectionID string) ([]Source, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	f, err := d.load(collectionID)
	return f.Sources, err
}
