package apptools

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/laikabrowser/laika/internal/lazyregexp"

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

func (r *Runner) export(raw json.RawMessage) (Export, []byte, error) {
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
	art, body, err := r.loadArtifact(a.ArtifactID)
	if err != nil {
		return Export{}, nil, err
	}
	out, mime, ext, err := Render(art, body, a.Format)
	if err != nil {
		return Export{}, nil, err
	}
	e := Export{ArtifactID: art.ID, Format: a.Format, Target: a.Target, Mime: mime, Bytes: len(out)}
	if a.Target == "file" {
		name := a.Filename
		if name == "" {
			name = slug(art.Title) + ext
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
func (r *Runner) Preview(name string, args json.RawMessage, limit int) (string, error) {
	if name != "artifact.share" {
		return "", nil
	}
	e, out, err := r.export(args)
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
	e, out, err := r.export(raw)
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

// Render converts an artifact to an export format: markdown (as saved),
// text (Markdown markup removed), json (metadata plus body) or csv (the
// first Markdown table, else one row per line). It returns the bytes, their
// MIME type and the file extension.
func Render(art Artifact, body, format string) ([]byte, string, string, error) {
	switch format {
	case "markdown":
		return []byte(body), "text/markdown", ".md", nil
	case "text":
		return []byte(PlainText(body)), "text/plain", ".txt", nil
	case "json":
		b, err := json.MarshalIndent(struct {
			Artifact
			Markdown string `json:"markdown"`
		}{art, body}, "", "  ")
		return append(b, '\n'), "application/json", ".json", err
	case "csv":
		var buf bytes.Buffer
		w := csv.NewWriter(&buf)
		rows := markdownTable(body)
		if rows == nil {
			rows = [][]string{{"line"}}
			for _, l := range strings.Split(PlainText(body), "\n") {
				if l = strings.TrimSpace(l); l != "" {
					rows = append(rows, []string{l})
				}
			}
		}
		w.WriteAll(rows)
		return buf.Bytes(), "text/csv", ".csv", w.Error()
	case "pdf":
		return nil, "", "", laika.Errorf(laika.CodeInvalidArguments, "pdf export is not supported yet; use markdown, text, json or csv")
	}
	return nil, "", "", laika.Errorf(laika.CodeInvalidArguments, "unknown export format %q", format)
}

var (
	mdLink     = lazyregexp.New(`!?\[([^\]]*)\]\(([^)\s]*)[^)]*\)`)
	mdHeading  = lazyregexp.New(`(?m)^#{1,6}\s+`)
	mdEmphasis = lazyregexp.New(`(\*\*|__|\*|_|~~|` + "`" + `)([^*_~` + "`" + `\n]+)(\*\*|__|\*|_|~~|` + "`" + `)`)
	mdQuote    = lazyregexp.New(`(?m)^>\s?`)
	mdFence    = lazyregexp.New("(?m)^```.*$\n?")
)

// PlainText strips Markdown markup: headings, emphasis, code fences,
// quotes; links become "text (url)".
func PlainText(md string) string {
	s := mdFence.ReplaceAllString(md, "")
	s = mdLink.ReplaceAllStringFunc(s, func(m string) string {
		p := mdLink.FindStringSubmatch(m)
		if strings.HasPrefix(m, "!") || p[1] == "" || p[1] == p[2] {
			return p[2]
		}
		return p[1] + " (" + p[2] + ")"
	})
	s = mdHeading.ReplaceAllString(s, "")
	s = mdQuote.ReplaceAllString(s, "")
	s = mdEmphasis.ReplaceAllString(s, "$2")
	return s
}

// markdownTable returns the cells of the first pipe table in md, header
// first, or nil.
func markdownTable(md string) [][]string {
	var rows [][]string
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimSpace(line)
		if !strings.HasPrefix(t, "|") {
			if rows != nil {
				break
			}
			continue
		}
		cells := strings.Split(strings.Trim(t, "|"), "|")
		sep := true
		for i := range cells {
			cells[i] = strings.TrimSpace(cells[i])
			if strings.Trim(cells[i], ":-") != "" {
				sep = false
			}
		}
		if sep {
			continue
		}
		rows = append(rows, cells)
	}
	return rows
}

var nonSlug = lazyregexp.New(`[^a-z0-9]+`)

func slug(title string) string {
	s := strings.Trim(nonSlug.ReplaceAllString(strings.ToLower(title), "-"), "-")
	if len(s) > 60 {
		s = strings.TrimRight(s[:60], "-")
	}
	if s == "" {
		s = "artifact"
	}
	return s
}
