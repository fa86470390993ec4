package research

import (
	"fmt"
	"sort"
	"strings"

	"github.com/laikabrowser/laika/calc"
)

// canonical column names for the labels pages use.
var synonyms = map[string]string{
	"price": "Price", "cost": "Price", "our price": "Price", "sale price": "Price", "list price": "Price", "now": "Price",
	"price each": "Price", "unit price": "Price", "msrp": "Price",
	"shipping": "Shipping", "delivery": "Shipping", "shipping cost": "Shipping", "postage": "Shipping", "delivery fee": "Shipping",
	"shipping fee": "Shipping", "shipping & handling": "Shipping", "shipping and handling": "Shipping",
	"tax": "Tax", "sales tax": "Tax", "vat": "Tax", "estimated tax": "Tax", "tax rate": "Tax",
	"date": "Date", "published": "Date", "release date": "Date", "updated": "Date", "posted": "Date",
}

func columnKey(label string) string {
	l := strings.ToLower(strings.Join(strings.Fields(strings.Trim(label, " :*")), " "))
	if c, ok := synonyms[l]; ok {
		return c
	}
	if l == "" {
		return ""
	}
	return strings.ToUpper(l[:1]) + l[1:]
}

// maxColumns bounds the shared-field columns of a comparison.
const maxColumns = 8

// comparison is the built-in comparison table.
type comparison struct {
	title string
	ss    []src
	cs    cites
	table *Table
	notes []string
}

// builtinComparison builds a Markdown table with one row per source (or,
// for list pages such as search results, one row per item) and columns
// from the fields the sources share. Prices, shipping and tax give a Total
// column computed by package calc, whose working is shown under the table.
func builtinComparison(title string, ss []src) (string, []Citation, *Table) {
	c := &comparison{title: title, ss: ss}
	if c.listMode() {
		return c.items()
	}
	return c.perSource()
}

// listMode: every source is a list page (or there is one source with
// items), so the items are what to compare.
func (c *comparison) listMode() bool {
	for _, s := range c.ss {
		if len(s.facts.Items) < 2 || (len(c.ss) > 1 && len(s.facts.Items) < 3) {
			return false
		}
	}
	return true
}

type cellVal struct {
	text  string
	quote string // the page text to cite for it
}

func (c *comparison) perSource() (string, []Citation, *Table) {
	rows := make([]map[string]cellVal, len(c.ss))
	count := map[string]int{}
	var order []string
	for i, s := range c.ss {
		rows[i] = map[string]cellVal{}
		fields := append(append([]Field(nil), s.facts.Fields...), TextFields(s.Markdown)...)
		for _, f := range fields {
			k := columnKey(f.Label)
			if k == "" || k == "Date" {
				continue
			}
			if _, dup := rows[i][k]; dup {
				continue
			}
			rows[i][k] = cellVal{f.Value, f.Value}
			if count[k] == 0 {
				order = append(order, k)
			}
			count[k]++
		}
		// a price in the text when no field named one
		if _, ok := rows[i]["Price"]; !ok {
			if q := priceLine(s.Markdown); q != "" {
				rows[i]["Price"] = cellVal{Money(q), q}
				if count["Price"] == 0 {
					order = append(order, "Price")
				}
				count["Price"]++
			}
		}
	}
	need := 2
	if len(c.ss) == 1 {
		need = 1
	}
	var cols []string
	for _, k := range order {
		if count[k] >= need {
			cols = append(cols, k)
		}
	}
	// Price, Shipping and Tax first, then by how many sources share them.
	rank := map[string]int{"Price": 0, "Shipping": 1, "Tax": 2}
	sort.SliceStable(cols, func(a, b int) bool {
		ra, oka := rank[cols[a]]
		rb, okb := rank[cols[b]]
		switch {
		case oka && okb:
			return ra < rb
		case oka != okb:
			return oka
		}
		return count[cols[a]] > count[cols[b]]
	})
	if len(cols) > maxColumns {
		cols = cols[:maxColumns]
	}
	hasDate := false
	for _, s := range c.ss {
		if s.facts.Published != "" || len(FindDates(s.Markdown)) > 0 {
			hasDate = true
		}
	}
	corp := newCorpus(c.ss)
	withClaim := len(cols) < 3
	withTotal := containsStr(cols, "Price") && (containsStr(cols, "Shipping") || containsStr(cols, "Tax"))

	header := append([]string{"Source"}, cols...)
	if withTotal {
		header = append(header, "Total")
	}
	if hasDate {
		header = append(header, "Date")
	}
	if withClaim {
		header = append(header, "Key claim")
	}
	c.table = &Table{Columns: append(append([]string{}, header...), "URL")}
	var b strings.Builder
	fmt.Fprintf(&b, "# Comparison: %s\n\n", escapeMD(c.title))
	b.WriteString("| " + strings.Join(header, " | ") + " |\n|" + strings.Repeat(" --- |", len(header)) + "\n")
	var totals []string
	best, bestName := "", ""
	for i, s := range c.ss {
		// The row names its source with a link to the page; the cells
		// carry the citations (a quote per value).
		name := escapeMD(clipRunes(s.name(), 70))
		if s.URL != "" {
			name = "[" + name + "](" + mdURL(s.URL) + ")"
		}
		cells := []string{name}
		raw := []string{s.name()}
		for _, k := range cols {
			v, ok := rows[i][k]
			if !ok {
				cells, raw = append(cells, "—"), append(raw, "")
				continue
			}
			cells = append(cells, escapeMD(clipRunes(v.text, 80))+" "+c.cs.add(cite(s, v.quote)))
			raw = append(raw, v.text)
		}
		if withTotal {
			total, working := c.total(rows[i])
			if total == "" {
				cells, raw = append(cells, "—"), append(raw, "")
			} else {
				cells, raw = append(cells, "**"+escapeMD(total)+"**"), append(raw, total)
				totals = append(totals, fmt.Sprintf("- %s: `%s`", escapeMD(clipRunes(s.name(), 60)), working))
				if lessMoney(total, best) {
					best, bestName = total, s.name()
				}
			}
		}
		if hasDate {
			d := s.facts.Published
			if d == "" {
				if ds := FindDates(s.Markdown); len(ds) > 0 {
					d = ds[0].ISO
				}
			}
			cells, raw = append(cells, mdCell(d)), append(raw, d)
		}
		if withClaim {
			cl := corp.keyClaims(i, 1)
			if len(cl) == 0 {
				cells, raw = append(cells, "—"), append(raw, "")
			} else {
				cells = append(cells, "“"+escapeMD(clipRunes(cl[0].text, 220))+"” "+c.cs.add(cite(s, cl[0].text)))
				raw = append(raw, cl[0].text)
			}
		}
		for j := range cells {
			cells[j] = strings.ReplaceAll(cells[j], "\n", " ")
		}
		b.WriteString("| " + strings.Join(cells, " | ") + " |\n")
		c.table.Rows = append(c.table.Rows, append(raw, s.URL))
	}
	if len(totals) > 0 {
		b.WriteString("\n**Totals** (computed with app.calculate; tax given as a rate applies to the price):\n\n")
		b.WriteString(strings.Join(totals, "\n") + "\n")
		if best != "" && len(totals) > 1 {
			fmt.Fprintf(&b, "\nLowest total: **%s** (%s).\n", escapeMD(best), escapeMD(bestName))
		}
	}
	for _, n := range c.notes {
		b.WriteString("\n" + n + "\n")
	}
	if len(cols) == 0 && !hasDate {
		b.WriteString("\n_The sources share no labelled fields (prices, specs, dates), so the table compares their key claims._\n")
	}
	b.WriteString(c.cs.sourcesSection())
	return b.String(), c.cs.list, c.table
}

// total computes price + shipping + tax with package calc (app.calculate).
// A tax given as a rate applies to the price; "free" shipping adds
// nothing. It returns the display and the calculator's working.
func (c *comparison) total(row map[string]cellVal) (string, string) {
	price := Money(row["Price"].text)
	if price == "" {
		return "", ""
	}
	expr := price
	if sh, ok := row["Shipping"]; ok {
		if m := Money(sh.text); m != "" {
			expr += " + " + m
		} else if free(sh.text) {
			expr += " + " + zeroOf(price) // shown, so every row's working reads alike
		} else {
			return "", ""
		}
	}
	if tx, ok := row["Tax"]; ok {
		if m := Money(tx.text); m != "" {
			expr += " + " + m
		} else if p := percentRE.FindString(tx.text); p != "" {
			expr += " + " + strings.ReplaceAll(p, " ", "") + " of " + price
		} else if !free(tx.text) {
			return "", ""
		}
	}
	r, err := calc.Eval(expr, nil)
	if err != nil {
		c.notes = append(c.notes, "_No total for one row: "+escapeMD(err.Error())+"._")
		return "", ""
	}
	return r.Display, r.Text
}

// zeroOf is zero in the currency of the calc amount m ("$189.00" → "$0").
func zeroOf(m string) string {
	i := strings.IndexAny(m, "0123456789")
	if i < 0 {
		return "0"
	}
	return m[:i] + "0"
}

// lessMoney compares two calc displays of the same currency ("" is
// greater than anything).
func lessMoney(a, b string) bool {
	if b == "" {
		return true
	}
	r, err := calc.Eval(a+" - "+b, nil)
	return err == nil && strings.HasPrefix(r.Value, "-")
}

func containsStr(xs []string, x string) bool {
	for _, v := range xs {
		if v == x {
			return true
		}
	}
	return false
}

// priceLine is the first line of md that names a price ("Price", "costs",
// "sells for") with an amount: an article's "$4.2 billion" budget is not a
// price to compare.
func priceLine(md string) string {
	for _, line := range strings.Split(md, "\n") {
		l := plainLine(line)
		low := strings.ToLower(l)
		if Money(l) != "" && (strings.Contains(low, "price") || strings.Contains(low, "sells for") || strings.Contains(low, "costs $")) &&
			!strings.Contains(low, "billion") && !strings.Contains(low, "million") {
			return clipRunes(l, 200)
		}
	}
	return ""
}

// items compares the entries of list pages: title, snippet, and the price
// and date a snippet gives.
func (c *comparison) items() (string, []Citation, *Table) {
	var b strings.Builder
	fmt.Fprintf(&b, "# Comparison: %s\n\n", escapeMD(c.title))
	c.table = &Table{Columns: []string{"#", "Item", "Amount", "Date", "Summary", "Listed on", "URL"}}
	b.WriteString("| # | Item | Amount | Date | Summary | Listed on |\n| --- | --- | --- | --- | --- | --- |\n")
	n := 0
	for _, s := range c.ss {
		for _, it := range s.facts.Items {
			n++
			title := escapeMD(clipRunes(it.Title, 90))
			if it.URL != "" && (strings.HasPrefix(it.URL, "http://") || strings.HasPrefix(it.URL, "https://")) {
				title = "[" + title + "](" + mdURL(it.URL) + ")"
			}
			price := moneyMagRE.FindString(it.Title + " " + it.Snippet)
			date := ""
			if ds := FindDates(it.Title + " " + it.Snippet); len(ds) > 0 {
				date = ds[0].ISO
			}
			fmt.Fprintf(&b, "| %d | %s | %s | %s | %s | %s %s |\n", n, title, mdCell(price), mdCell(date),
				escapeMD(clipRunes(it.Snippet, 160)), escapeMD(clipRunes(s.name(), 40)), c.cs.add(cite(s, it.Title)))
			c.table.Rows = append(c.table.Rows, []string{fmt.Sprint(n), it.Title, price, date, it.Snippet, s.name(), it.URL})
		}
	}
	b.WriteString(c.cs.sourcesSection())
	return b.String(), c.cs.list, c.table
}
