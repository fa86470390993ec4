package apptools

import (
	"fmt"
	"strings"
)

// ComparisonTable renders rows as a Markdown comparison table: the first
// column numbers the rows, cells are escaped (pipes, newlines) and empty
// cells show "—". Columns that are empty in every row are left out, so a
// listing without ratings gets no rating column. It is shared by the
// built-in planner ("compare the items on this page") and the research
// transforms.
func ComparisonTable(header []string, rows [][]string) string {
	keep := make([]bool, len(header))
	for c := range header {
		for _, r := range rows {
			if c < len(r) && strings.TrimSpace(r[c]) != "" {
				keep[c] = true
				break
			}
		}
	}
	var b strings.Builder
	b.WriteString("| # |")
	sep := "| --- |"
	for c, h := range header {
		if keep[c] {
			b.WriteString(" " + cell(h) + " |")
			sep += " --- |"
		}
	}
	b.WriteString("\n" + sep + "\n")
	for i, r := range rows {
		fmt.Fprintf(&b, "| %d |", i+1)
		for c := range header {
			if !keep[c] {
				continue
			}
			v := ""
			if c < len(r) {
				v = strings.TrimSpace(r[c])
			}
			b.WriteString(" " + cell(v) + " |")
		}
		b.WriteString("\n")
	}
	return b.String()
}
