package main

import (
	"crypto/sha256"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
)

// dumped is one entry of DIR/index.json: page N of the set is DIR/N.html.
// Files are named by number, not by id: the trafilatura set's ids are
// file names with spaces, slashes' look-alikes and any script.
type dumped struct {
	File string `json:"file"`
	ID   string `json:"id"`
	Type string `json:"type"`
	URL  string `json:"url"`
}

// dumpPages writes a page set for another reader to read, as the content
// script does in e2e/bench/wcxb-browser.mjs --set: each page's bytes as
// DIR/N.html and the list as DIR/index.json. The reader writes its text
// for page N as DIR/texts/N.txt, which -texts DIR scores.
func dumpPages(dir string, pages []page) error {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	index := make([]dumped, len(pages))
	for i, p := range pages {
		n := strconv.Itoa(i)
		if err := os.WriteFile(filepath.Join(dir, n+".html"), p.html, 0o644); err != nil {
			return err
		}
		index[i] = dumped{File: n, ID: p.id, Type: p.typ, URL: p.url}
	}
	b, err := json.MarshalIndent(index, "", " ")
	if err != nil {
		return err
	}
	return os.WriteFile(filepath.Join(dir, "index.json"), b, 0o644)
}

// textsExtractor is an extractor that "reads" a page by looking up the
// text another reader wrote for it under DIR/texts (see dumpPages), and
// read, which reports whether it wrote one (a run cut short by --limit
// reads a few). A page is known by its bytes, so the dump and the set
// being scored come from the same -set.
func textsExtractor(dir string) (ex extractor, read func(src []byte) bool, err error) {
	b, err := os.ReadFile(filepath.Join(dir, "index.json"))
	if err != nil {
		return nil, nil, err
	}
	var index []dumped
	if err := json.Unmarshal(b, &index); err != nil {
		return nil, nil, fmt.Errorf("%s/index.json: %v", dir, err)
	}
	texts := map[[sha256.Size]byte]string{}
	for _, e := range index {
		text, err := os.ReadFile(filepath.Join(dir, "texts", e.File+".txt"))
		if errors.Is(err, fs.ErrNotExist) {
			continue
		}
		if err != nil {
			return nil, nil, err
		}
		src, err := os.ReadFile(filepath.Join(dir, e.File+".html"))
		if err != nil {
			return nil, nil, err
		}
		texts[sha256.Sum256(src)] = string(text)
	}
	ex = func(src []byte, _ string) (string, float64) {
		return plain(texts[sha256.Sum256(src)]), -1
	}
	read = func(src []byte) bool {
		_, ok := texts[sha256.Sum256(src)]
		return ok
	}
	return ex, read, nil
}
