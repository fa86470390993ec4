package orchestrator

import (
	"fmt"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/apptools"
	"github.com/laikabrowser/laika/calc"
	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// pricedRow is one thing on a page with its price, as the page says it.
type pricedRow struct {
	name, price, rating, detail, url string
	quote                            string // the page text the row came from
}

var (
	// reRating: a score out of five, with a decimal point or comma ("4,8 /
	// 5" is 4.8, not 8 / 5).
	reRating   = lazyregexp.New(`(?i)\b(\d(?:[.,]\d)?)\s*(?:/\s*5|out of 5|stars?|★)|[★☆]{3,}\s*(\d(?:[.,]\d)?)\b|\b(\d[.,]\d)\s*\(\s*[\d,]+\s*(?:reviews?|ratings?|votes?)\s*\)`)
	reBadPrice = lazyregexp.New(`(?i)\b(?:was|list price|msrp|save|off)\s*[:]?\s*$`)
)

// pricedItems reads the page's items (else its lines) that carry a price.
// A row takes the first price in its text that is not a crossed-out "was"
// price.
func pricedItems(obs *laika.Observation) []pricedRow {
	var out []pricedRow
	for _, it := range obs.Items {
		text := strings.TrimSpace(it.Title + " " + it.Snippet)
		p := firstPrice(text)
		if it.Price != "" { // the extractor's own reading of the card wins…
			if q := firstPrice(it.Price); q != "" && !crossedOut(text, q) {
				p = q // …unless the card prints it as the old "was" price
			}
		}
		if p == "" {
			continue
		}
		r := pricedRow{name: it.Title, price: p, rating: firstRating(text), detail: stripPrice(it.Snippet, p), url: it.URL, quote: text}
		if rt := firstRating(it.Rating + " stars"); it.Rating != "" && rt != "" {
			r.rating = rt
		}
		if !strings.Contains(text, p) {
			r.quote = strings.TrimSpace(text + " " + it.Price)
		}
		out = append(out, r)
	}
	if len(out) > 0 {
		return out
	}
	for _, l := range pageLines(obs) {
		p := firstPrice(l)
		if p == "" || len(l) > 240 {
			continue
		}
		name := strings.TrimSpace(strings.Trim(l[:strings.Index(l, p)], " —–-:|,"))
		if name == "" || strings.EqualFold(name, "price") || strings.EqualFold(name, "total") || strings.HasPrefix(strings.ToLower(name), "subtotal") {
			continue
		}
		out = append(out, pricedRow{name: name, price: p, rating: firstRating(l), quote: l})
	}
	return out
}

// crossedOut reports whether price p appears in s only as a "was" price.
func crossedOut(s, p string) bool {
	found := false
	for _, a := range calc.Moneys(s) {
		if a.Text != p {
			continue
		}
		if !reBadPrice.MatchString(s[:a.Start]) {
			return false
		}
		found = true
	}
	return found
}

func firstPrice(s string) string {
	for _, a := range calc.Moneys(s) {
		if !reBadPrice.MatchString(s[:a.Start]) {
			return a.Text
		}
	}
	return ""
}

func firstRating(s string) string {
	if m := reRating.FindStringSubmatch(s); m != nil {
		return firstNonEmpty(m[1], m[2], m[3]) + "/5"
	}
	return ""
}

func stripPrice(s, p string) string {
	return strings.TrimSpace(strings.Trim(strings.Replace(s, p, "", 1), " —–-:|,"))
}

// compareItems answers "compare the items on this page" with a table of
// the page's items: name, price, rating and what else the card says.
func compareItems(obs *laika.Observation, conv []Turn) Proposal {
	rows := pricedItems(obs)
	if len(rows) == 0 {
		for _, it := range obs.Items {
			rows = append(rows, pricedRow{name: it.Title, detail: it.Snippet, rating: firstRating(it.Snippet), url: it.URL, quote: it.Title})
		}
	}
	if len(rows) < 2 {
		if p, ok := compareSources(conv); ok {
			return p
		}
		return Proposal{Summary: "I found fewer than two items on this page to compare.", Stop: StopNoAnswer}
	}
	rows = rows[:min(len(rows), 20)]
	var cells [][]string
	var cites []laika.Citation
	for _, r := range rows {
		cells = append(cells, []string{r.name, r.price, r.rating, clipLine(r.detail, 120)})
		cites = append(cites, cite(obs, r.quote))
	}
	md := fmt.Sprintf("Comparison of %d items on “%s”:\n\n%s", len(rows), firstNonEmpty(obs.Title, obs.URL),
		apptools.ComparisonTable([]string{"Item", "Price", "Rating", "Details"}, cells))
	if lo, hi, ok := cheapestDearest(rows); ok {
		md += fmt.Sprintf("\nCheapest: %s (%s). Most expensive: %s (%s).", lo.name, lo.price, hi.name, hi.price)
	}
	return Proposal{Summary: fmt.Sprintf("Compared %d items.", len(rows)), Markdown: md, Citations: cites}
}

func cheapestDearest(rows []pricedRow) (lo, hi pricedRow, ok bool) {
	var lv, hv float64
	for _, r := range rows {
		v, good := priceValue(r.price)
		if !good {
			continue
		}
		if !ok || v < lv {
			lo, lv = r, v
		}
		if !ok || v > hv {
			hi, hv = r, v
		}
		ok = true
	}
	return lo, hi, ok && lv != hv
}

// priceValue is the number of a price or a rating as the page writes it
// ("1.699,00 €", "$1,699.00", "4,5 von 5"), to order items by.
func priceValue(p string) (float64, bool) {
	a, ok := calc.ReadAmount(p)
	if !ok {
		return 0, false
	}
	return a.Float(), true
}

// compareSources builds the table from the conversation instead of the
// page: "now draft a comparison table" after a turn that read several
// pages compares those pages, a row per source with what was quoted.
func compareSources(conv []Turn) (Proposal, bool) {
	for i := len(conv) - 1; i >= 0; i-- {
		t := conv[i]
		var order []string
		quotes := map[string][]laika.Citation{}
		for _, c := range t.Citations {
			if c.URL == "" || strings.TrimSpace(c.Quote) == "" {
				continue
			}
			if _, ok := quotes[c.URL]; !ok {
				order = append(order, c.URL)
			}
			quotes[c.URL] = append(quotes[c.URL], c)
		}
		if len(order) < 2 {
			continue
		}
		var cells [][]string
		var cites []laika.Citation
		for _, u := range order {
			qs := quotes[u]
			points := []string{}
			for _, q := range qs[:min(2, len(qs))] {
				points = append(points, "“"+clipLine(q.Quote, 140)+"”")
				cites = append(cites, q)
			}
			cells = append(cells, []string{titleFor(t.Answer, u), u, strings.Join(points, " ")})
		}
		md := fmt.Sprintf("Comparison of the %d pages from “%s”:\n\n%s", len(order), t.Goal,
			apptools.ComparisonTable([]string{"Source", "URL", "What it says"}, cells))
		return Proposal{Markdown: md, Citations: cites}, true
	}
	return Proposal{}, false
}

// titleFor finds the heading an earlier answer gave the page at u
// ("### 1. Title\n<u>"), else the URL's last path element.
func titleFor(answer, u string) string {
	lines := strings.Split(answer, "\n")
	for i, l := range lines {
		if strings.Contains(l, "<"+u+">") {
			for j := i; j >= 0 && j >= i-1; j-- {
				if h := strings.TrimSpace(strings.TrimLeft(lines[j], "#*0123456789. ")); strings.HasPrefix(lines[j], "#") && h != "" {
					return h
				}
			}
		}
	}
	if k := strings.LastIndex(strings.TrimSuffix(u, "/"), "/"); k >= 0 {
		return u[k+1:]
	}
	return u
}

var reSuperlative = lazyregexp.New(`\b(cheapest|least expensive|most affordable|lowest[- ]priced?|lowest price|most expensive|priciest|highest[- ]priced?|highest price|best[- ]rated|highest[- ]rated|top[- ]rated|worst[- ]rated|lowest[- ]rated|(?:highest|best|top|lowest|worst) (?:rating|reviews?|score)|best[- ]reviewed|worst[- ]reviewed)\b`)

// superlative answers "which is the cheapest / best rated …" from the
// page's priced items.
func superlative(q string, obs *laika.Observation) (Proposal, bool) {
	m := reSuperlative.FindStringSubmatch(strings.ToLower(q))
	if m == nil || obs == nil {
		return Proposal{}, false
	}
	rows := pricedItems(obs)
	if len(rows) < 2 {
		return Proposal{}, false
	}
	w := m[1]
	byRating := strings.Contains(w, "rat") || strings.Contains(w, "review") || strings.Contains(w, "score")
	want := strings.Contains(w, "cheapest") || strings.Contains(w, "least") || strings.Contains(w, "lowest") && !byRating || strings.Contains(w, "worst")
	best, bestV, found := pricedRow{}, 0.0, false
	for _, r := range rows {
		v, ok := priceValue(r.price)
		if byRating {
			v, ok = priceValue(r.rating)
		}
		if !ok {
			continue
		}
		if !found || want && v < bestV || !want && v > bestV {
			best, bestV, found = r, v, true
		}
	}
	if !found {
		return Proposal{}, false
	}
	what := best.price
	if byRating {
		what = "rated " + best.rating
	}
	md := fmt.Sprintf("The %s is **%s** (%s), of %d items on this page.\n\n> %s", w, best.name, what, len(rows), best.quote)
	return Proposal{Markdown: md, Citations: []laika.Citation{cite(obs, best.quote)}}, true
}

// namedRows keeps the rows the goal names ("total cost of the Alpine
// Shell Jacket and the Storm Guide Pro"); all rows when it names fewer
// than two.
func namedRows(goal string, rows []pricedRow) []pricedRow {
	g := strings.ToLower(goal)
	var out []pricedRow
	for _, r := range rows {
		if named(g, r.name, rows) {
			out = append(out, r)
		}
	}
	if len(out) < 2 {
		return rows
	}
	return out
}

// named reports whether goal g names the row called name: the whole name,
// or its first two or more words when no other row starts with them
// ("the Orion ZX30" names "Orion ZX30 body").
func named(g, name string, rows []pricedRow) bool {
	n := strings.ToLower(strings.TrimSpace(name))
	if n == "" {
		return false
	}
	if strings.Contains(g, n) {
		return true
	}
	ws := strings.Fields(n)
	for k := len(ws) - 1; k >= 2; k-- {
		prefix := strings.Join(ws[:k], " ")
		if !strings.Contains(g, prefix) {
			continue
		}
		for _, o := range rows {
			if on := strings.ToLower(strings.TrimSpace(o.name)); on != n && strings.HasPrefix(on, prefix) {
				return false
			}
		}
		return true
	}
	return false
}
