package apptools

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/laikabrowser/laika"
)

// shareArgs are artifact.share's arguments.
type shareArgs struct {
	ArtifactID string `json:"artifactId"`
	Format     string `json:"format"`
	Filename   string `json:"filename"`
	Target     string `json:"target"`
}

// Export is one rendered export: exactly the bytes that leave Laika.
type Export struct {
	ArtifactID string `json:"artifactId"`
	Format     string `json:"format"`
	Target     string `json:"target"`
	Filename   string `json:"filename,omitempty"`
	Mime       string `json:"mime"`
	Bytes      int    `json:"bytes"`
	// Content is the exported text, returned for the clipboard target (the
	// extension writes it) and omitted for files larger than the inline cap.
	Content string `json:"content,omitempty"`
	// Path is where a file export was written.
	Path string `json:"path,omitempty"`
}

func (r *Runner) export(ctx context.Context, raw json.RawMessage) (Export, []byte, error) {
	var a shareArgs
	if err := decode(raw, &a); err != nil {
		return Export{}, nil, err
	}
	if a.Target == "" {
		a.Target = "clipboard"
	}
	if a.Target == "share_sheet" {
		return Export{}, nil, laika.Errorf(laika.CodeInvalidArguments, "the share sheet is not available; use clipboard or file")
	}
	if a.Format == "pdf" {
		return Export{}, nil, laika.Errorf(laika.CodeInvalidArguments, "pdf export is not supported yet; use markdown, text, json, csv or html")
	}
	st, err := r.artifacts()
	if err != nil {
		return Export{}, nil, err
	}
	out, mime, name, err := st.ExportArtifact(ctx, a.ArtifactID, a.Format)
	if err != nil {
		return Export{}, nil, err
	}
	e := Export{ArtifactID: a.ArtifactID, Format: a.Format, Target: a.Target, Mime: mime, Bytes: len(out)}
	if a.Target == "file" {
		if a.Filename != "" {
			name = a.Filename
		}
		if name != filepath.Base(name) || strings.HasPrefix(name, ".") || strings.ContainsAny(name, `/\`+"\x00") {
			return Export{}, nil, laika.Errorf(laika.CodeInvalidArguments, "filename %q must be a plain file name", name)
		}
		e.Filename = name
	}
	return e, out, nil
}

// Preview describes exactly what artifact.share would send out: target,
// format, size and the content itself (cut after limit bytes, with a note
// saying how much more there is). The gate's "ask" shows it to the user.
func (r *Runner) Preview(ctx context.Context, name string, args json.RawMessage, limit int) (string, error) {
	if name != "artifact.share" {
		return "", nil
	}
	e, out, err := r.export(ctx, args)
	if err != nil {
		return "", err
	}
	dest := "the clipboard"
	if e.Target == "file" {
		dest = "the file exports/" + e.Filename
	}
	head := fmt.Sprintf("Export %s as %s (%d bytes) to %s:\n", e.ArtifactID, e.Format, e.Bytes, dest)
	body, cut := Clip(string(out), limit)
	if cut {
		body += fmt.Sprintf("\n… and %d more bytes", len(out)-len(body))
	}
	return head + body, nil
}

func (r *Runner) artifactShare(ctx context.Context, raw json.RawMessage) (Result, error) {
	e, out, err := r.export(ctx, raw)
	if err != nil {
		return Result{}, err
	}
	switch e.Target {
	case "file":
		dir := filepath.Join(r.Dir, "exports")
		if err := os.MkdirAll(dir, 0o700); err != nil {
			return Result{}, laika.Errorf(laika.CodeStorageFailed, "cannot create exports dir: %v", err)
		}
		e.Path = filepath.Join(dir, e.Filename)
		if err := writeFileAtomic(e.Path, out); err != nil {
			return Result{}, err
		}
		return Result{Summary: "Exported to " + e.Path + ".", Data: e}, nil
	default: // clipboard: the extension writes Content.
		if len(out) > maxInlineBytes {
			return Result{}, laika.Errorf(laika.CodeTooLarge, "export of %d bytes is too large for the clipboard; export to a file", len(out))
		}
		e.Content = string(out)
		return Result{Summary: fmt.Sprintf("Copied %d bytes of %s to the clipboard.", e.Bytes, e.Format), Data: e}, nil
	}
}

// writeFileAtomic writes through a temp file and a rename so a crash never
// leaves half an export.
func writeFileAtomic(path string, b []byte) error {
	tmp, err := os.CreateTemp(filepath.Dir(path), ".tmp-*")
	if err != nil {
		return laika.Errorf(laika.CodeStorageFailed, "write %s: %v", filepath.Base(path), err)
	}
	_, werr := tmp.Write(b)
	cerr := tmp.Close()
	if werr == nil {
		werr = cerr
	}
	if werr == nil {
		werr = os.Chmod(tmp.Name(), 0o600)
	}
	if werr == nil {
		werr = os.Rename(tmp.Name(), path)
	}
	if werr != nil {
		os.Remove(tmp.Name())
		return laika.Errorf(laika.CodeStorageFailed, "write %s: %v", filepath.Base(path), werr)
	}
	return nil
}
