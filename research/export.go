package research

import (
	"bytes"
	"context"
	"encoding/csv"
	"encoding/json"
	"html"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// Export formats.
var exportFormats = map[string]struct{ mime, ext string }{
	"md":   {"text/markdown; charset=utf-8", ".md"},
	"csv":  {"text/csv; charset=utf-8", ".csv"},
	"json": {"application/json", ".json"},
	"html": {"text/html; charset=utf-8", ".html"},
	"text": {"text/plain; charset=utf-8", ".txt"},
}

// Exported is an artifact rendered in one format.
type Exported struct {
	ArtifactID string `json:"artifactId"`
	Format     string `json:"format"`
	MIME       string `json:"mime"`
	Filename   string `json:"filename"`
	Content    string `json:"content"`
}

// Export renders artifact id as md, csv, json or html. Returns not_found
// and invalid_arguments (unknown format).
func (e *Engine) Export(ctx context.Context, id, format string) (Exported, error) {
	format = strings.ToLower(strings.TrimPrefix(strings.TrimSpace(format), "."))
	switch format {
	case "markdown":
		format = "md"
	case "txt":
		format = "text"
	}
	f, ok := exportFormats[format]
	if !ok {
		return Exported{}, laika.Errorf(laika.CodeInvalidArguments, "unknown export format %q: use md, text, csv, json or html", format)
	}
	a, err := e.Artifact(ctx, id)
	if err != nil {
		return Exported{}, err
	}
	b, err := Render(a, format)
	if err != nil {
		return Exported{}, err
	}
	return Exported{ArtifactID: a.ID, Format: format, MIME: f.mime, Filename: slug(a.Title) + f.ext, Content: string(b)}, nil
}

// Render renders a in format (md, text, csv, json, html).
func Render(a Artifact, format string) ([]byte, error) {
	switch format {
	case "md":
		return []byte(a.Markdown), nil
	case "text":
		return []byte(apptools.PlainText(a.Markdown)), nil
	case "json":
		b, err := json.MarshalIndent(a, "", "  ")
		return append(b, '\n'), err
	case "csv":
		return renderCSV(a)
	case "html":
		return renderHTML(a)
	}
	return nil, laika.Errorf(laika.CodeInvalidArguments, "unknown export format %q", format)
}

// renderCSV writes the artifact's table, else the first Markdown table of
// its body, else one row per non-empty line. A cell that a spreadsheet
// would run as a formula (= + - @ at the start) gets a leading quote.
func renderCSV(a Artifact) ([]byte, error) {
	var rows [][]string
	if a.Table != nil && len(a.Table.Columns) > 0 {
		rows = append([][]string{a.Table.Columns}, a.Table.Rows...)
	} else if t := markdownTable(a.Markdown); t != nil {
		rows = t
	} else {
		rows = [][]string{{"line"}}
		for _, l := range strings.Split(a.Markdown, "\n") {
			if l = plainLine(l); l != "" {
				rows = append(rows, []string{l})
			}
		}
	}
	var buf bytes.Buffer
	w := csv.NewWriter(&buf)
	for _, r := range rows {
		safe := make([]string, len(r))
		for i, c := range r {
			safe[i] = csvSafe(c)
		}
		w.Write(safe)
	}
	w.Flush()
	return buf.Bytes(), w.Error()
}

func csvSafe(c string) string {
	if c != "" && strings.ContainsRune("=+-@\t\r", rune(c[0])) {
		// "-" alone or a negative number is data, not a formula
		if c[0] == '-' && (c == "-" || (len(c) > 1 && (c[1] >= '0' && c[1] <= '9' || c[1] == ' '))) {
			return c
		}
		return "'" + c
	}
	return c
}

// markdownTable returns the cells of the first pipe table in md, header
// first, Markdown removed from the cells, or nil.
func markdownTable(md string) [][]string {
	var rows [][]string
	for _, line := range strings.Split(md, "\n") {
		t := strings.TrimSpace(line)
		if !isTableLine(t) {
			if rows != nil {
				break
			}
			continue
		}
		if strings.Trim(t, "|-: ") == "" {
			continue
		}
		var cells []string
		for _, c := range splitCells(t) {
			cells = append(cells, plainLine(c))
		}
		rows = append(rows, cells)
	}
	return rows
}

// splitCells splits a table row on unescaped pipes.
func splitCells(row string) []string {
	row = strings.TrimSpace(row)
	row = strings.TrimPrefix(row, "|")
	if strings.HasSuffix(row, "|") && !strings.HasSuffix(row, `\|`) {
		row = row[:len(row)-1]
	}
	var out []string
	var cur strings.Builder
	for i := 0; i < len(row); i++ {
		switch {
		case row[i] == '\\' && i+1 < len(row) && row[i+1] == '|':
			cur.WriteByte('|')
			i++
		case row[i] == '|':
			out = append(out, strings.TrimSpace(cur.String()))
			cur.Reset()
		default:
			cur.WriteByte(row[i])
		}
	}
	return append(out, strings.TrimSpace(cur.String()))
}

// renderHTML writes a standalone page: the artifact's Markdown rendered by
// markdownHTML (all text escaped, raw HTML shown as text, images as their
// alt text, only http/https/mailto/file links) under a
// Content-Security-Policy that allows no script and no remote loads.
func renderHTML(a Artifact) ([]byte, error) {
	out := markdownHTML(a.Markdown)
	var b strings.Builder
	b.WriteString(`<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
<meta name="referrer" content="no-referrer">
<meta name="viewport" content="width=device-width">
<title>`)
	b.WriteString(html.EscapeString(a.Title))
	b.WriteString(`</title>
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem;color:#1b1b1f}
table{border-collapse:collapse;margin:1rem 0}th,td{border:1px solid #ccd;padding:.3rem .5rem;text-align:left;vertical-align:top}
th{background:#f1f1f6}blockquote{border-left:3px solid #ccd;margin:0;padding-left:1rem;color:#444}
footer{margin-top:2rem;color:#666;font-size:.85rem}</style>
</head><body>
`)
	b.WriteString(out)
	b.WriteString("<footer>Exported from Laika · ")
	b.WriteString(html.EscapeString(a.Type))
	b.WriteString(" · ")
	b.WriteString(html.EscapeString(a.CreatedAt.Format("2006-01-02 15:04 MST")))
	b.WriteString("</footer>\n</body></html>\n")
	return []byte(b.String()), nil
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
