// Command benchextract scores main-content extraction on the WCXB sample
// in ../shared/corpora/wcxb-dev (next to the repository): word-level F1
// between the extracted plain text and the reference main content, as the
// corpus README defines it, per page type and overall.
//
//	go run ./scripts/benchextract                  # the shipping extractor
//	go run ./scripts/benchextract -x all           # every candidate, side by side
//	go run ./scripts/benchextract -v -type forum   # per-page scores
//	go run ./scripts/benchextract -show 0503       # one page: text, reference, word diff
//	go run ./scripts/benchextract -set readability # the second article set
//	go run ./scripts/benchextract -set trafilatura # trafilatura's evaluation pages
//	go run ./scripts/benchextract -out /tmp/x       # each page's text in /tmp/x/laika/<id>.txt
//	go run ./scripts/benchextract -charset          # charset guessing on the three sets, re-encoded
//	go run ./scripts/benchextract -set readability -dump /tmp/d   # the pages, for another reader
//	go run ./scripts/benchextract -set readability -texts /tmp/d  # score what it read (-x browser)
//
// The corpus measures; it is never a fixture. Nothing in extract/ may look
// at these pages.
package main

import (
	"bytes"
	"compress/gzip"
	"encoding/json"
	"flag"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"slices"
	"sort"
	"strings"
	"sync"
	"time"

	"github.com/laikabrowser/laika/internal/hostproc"
)

// page is one corpus entry.
type page struct {
	id, typ, url string
	html         []byte
	ref          string
	// with and without: phrases the main text must and must not hold
	// (the trafilatura set), scored instead of ref.
	with, without []string
}

// score is one page's precision, recall and F1, and the extractor's own
// confidence in it (-1: not given).
type score struct {
	p, r, f, conf  float64
	tp, fn, fp, tn int // phrase counts (the trafilatura set)
}

func main() {
	corpus := flag.String("corpus", "", "corpus directory (default: ../shared/corpora/wcxb-dev beside the module root)")
	which := flag.String("x", "laika", "extractor: "+strings.Join(names(), ", ")+" or all")
	only := flag.String("type", "", "score only this page type")
	verbose := flag.Bool("v", false, "print every page's score")
	set := flag.String("set", "wcxb", "page set: wcxb (the WCXB sample), readability (Readability.js's test pages, a second article set) or trafilatura (trafilatura's evaluation pages, scored by phrases)")
	showID := flag.String("show", "", "print this page's extraction, reference and word diff (with -x one extractor)")
	charsets := flag.Bool("charset", false, "score charset guessing instead: the three sets written again in legacy charsets, with no declaration (charset.go)")
	chardetDir := flag.String("chardet", "", "with -charset, also read DIR/<charset>/* (chardet's test pages)")
	localeDir := flag.String("locales", "", "with -charset, also write pages from the gettext catalogues in DIR/<lang>/LC_MESSAGES (/usr/share/locale; locales.go)")
	outDir := flag.String("out", "", "also write each page's extraction to DIR/<extractor>/<id>.txt (to compare runs or study lines across pages)")
	dumpDir := flag.String("dump", "", "write the set's pages to DIR (N.html and index.json) for another reader, and stop (dump.go)")
	summaries := flag.Bool("summaries", false, "report where the built-in summaries of the set's long pages quote from, instead of scoring extraction (summaries.go)")
	textsDir := flag.String("texts", "", "score the texts another reader wrote for a -dump DIR (DIR/texts/N.txt) as the extractor \"browser\"")
	flag.Parse()
	dir := *corpus
	if dir == "" {
		dir = filepath.Join(hostproc.ModuleRoot(), "..", "shared", "corpora", "wcxb-dev")
	}
	if *charsets {
		err := charsetPages(dir, *chardetDir, *localeDir, *verbose)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchextract:", err)
			os.Exit(1)
		}
		return
	}
	var pages []page
	var err error
	title := "WCXB dev pages"
	switch *set {
	case "wcxb":
		pages, err = load(dir, *only)
	case "readability":
		pages, err = readabilityPages()
		title = "Readability.js test pages"
	case "trafilatura":
		pages, err = trafilaturaPages()
		title = "trafilatura evaluation pages"
	default:
		err = fmt.Errorf("unknown page set %q (want wcxb, readability or trafilatura)", *set)
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "benchextract:", err)
		os.Exit(1)
	}
	if *summaries {
		if err := summaryCoverage(os.Stdout, pages, *verbose); err != nil {
			fmt.Fprintln(os.Stderr, "benchextract:", err)
			os.Exit(1)
		}
		return
	}
	if *dumpDir != "" {
		if err := dumpPages(*dumpDir, pages); err != nil {
			fmt.Fprintln(os.Stderr, "benchextract:", err)
			os.Exit(1)
		}
		return
	}
	if *textsDir != "" {
		ex, read, err := textsExtractor(*textsDir)
		if err != nil {
			fmt.Fprintln(os.Stderr, "benchextract:", err)
			os.Exit(1)
		}
		extractors["browser"] = ex
		pages = slices.DeleteFunc(pages, func(p page) bool { return !read(p.html) })
	}
	if *showID != "" {
		for _, p := range pages {
			if p.id == *showID && extractors[*which] != nil {
				show(os.Stdout, p, extractors[*which])
				return
			}
		}
		fmt.Fprintf(os.Stderr, "benchextract: no page %q for extractor %q\n", *showID, *which)
		os.Exit(2)
	}
	var run []string
	if *which == "all" {
		run = names()
	} else {
		if extractors[*which] == nil {
			fmt.Fprintf(os.Stderr, "benchextract: unknown extractor %q (want %s)\n", *which, strings.Join(names(), ", "))
			os.Exit(2)
		}
		run = []string{*which}
	}
	results := map[string]map[string][]score{}
	elapsed := map[string]time.Duration{}
	for _, name := range run {
		start := time.Now()
		results[name] = measure(pages, extractors[name], *verbose, name, *outDir)
		elapsed[name] = time.Since(start)
	}
	printTable(title, pages, run, results, elapsed)
}

func names() []string {
	var out []string
	for k := range extractors {
		out = append(out, k)
	}
	sort.Strings(out)
	return out
}

// load reads every page and its reference text.
func load(dir, only string) ([]page, error) {
	files, err := filepath.Glob(filepath.Join(dir, "ground-truth", "*.json"))
	if err != nil || len(files) == 0 {
		return nil, fmt.Errorf("no corpus at %s (clone the shared directory beside the repository, or pass -corpus)", dir)
	}
	var out []page
	for _, f := range files {
		b, err := os.ReadFile(f)
		if err != nil {
			return nil, err
		}
		var gt struct {
			URL         string `json:"url"`
			GroundTruth struct {
				MainContent string `json:"main_content"`
			} `json:"ground_truth"`
			Internal struct {
				PageType struct {
					Primary string `json:"primary"`
				} `json:"page_type"`
			} `json:"_internal"`
		}
		if err := json.Unmarshal(b, &gt); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		id := strings.TrimSuffix(filepath.Base(f), ".json")
		if only != "" && gt.Internal.PageType.Primary != only {
			continue
		}
		src, err := gunzip(filepath.Join(dir, "html", id+".html.gz"))
		if err != nil {
			return nil, err
		}
		out = append(out, page{id: id, typ: gt.Internal.PageType.Primary, url: gt.URL, html: src, ref: gt.GroundTruth.MainContent})
	}
	return out, nil
}

func gunzip(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %v", path, err)
	}
	return io.ReadAll(z)
}

// measure runs ex on every page, two at a time (the machines are shared),
// and returns the scores by page type.
func measure(pages []page, ex extractor, verbose bool, name, outDir string) map[string][]score {
	scores := make([]score, len(pages))
	texts := make([]string, len(pages))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 2)
	for i := range pages {
		wg.Add(1)
		sem <- struct{}{}
		go func(i int) {
			defer wg.Done()
			defer func() { <-sem }()
			got, conf := safeExtract(ex, pages[i])
			texts[i] = got
			if pages[i].with != nil {
				scores[i] = snippetScore(got, pages[i])
			} else {
				scores[i] = wordF1(got, pages[i].ref)
			}
			scores[i].conf = conf
		}(i)
	}
	wg.Wait()
	if outDir != "" {
		writeTexts(filepath.Join(outDir, name), pages, texts)
	}
	out := map[string][]score{}
	for i, p := range pages {
		out[p.typ] = append(out[p.typ], scores[i])
		if verbose {
			fmt.Printf("%s\t%s\t%s\tP=%.3f R=%.3f F1=%.3f C=%.2f\t%s\n", name, p.id, p.typ, scores[i].p, scores[i].r, scores[i].f, scores[i].conf, p.url)
			printMisses(p, texts[i])
		}
	}
	return out
}

// safeExtract treats a panicking extractor as an empty extraction.
func safeExtract(ex extractor, p page) (text string, conf float64) {
	defer func() {
		if r := recover(); r != nil {
			text, conf = "", -1
		}
	}()
	return ex(p.html, p.url)
}

func mean(ss []score) float64 {
	if len(ss) == 0 {
		return 0
	}
	t := 0.0
	for _, s := range ss {
		t += s.f
	}
	return t / float64(len(ss))
}

func printTable(title string, pages []page, run []string, results map[string]map[string][]score, elapsed map[string]time.Duration) {
	typeSet := map[string]int{}
	for _, p := range pages {
		typeSet[p.typ]++
	}
	var types []string
	for t := range typeSet {
		types = append(types, t)
	}
	sort.Strings(types)
	var b bytes.Buffer
	metric := "Word F1"
	if len(pages) > 0 && pages[0].with != nil {
		metric = "Phrase F1"
	}
	fmt.Fprintf(&b, "%s on %d %s (mean per page)\n\n", metric, len(pages), title)
	fmt.Fprintf(&b, "| page type | pages |")
	for _, n := range run {
		fmt.Fprintf(&b, " %s |", n)
	}
	fmt.Fprintf(&b, "\n|---|---|")
	for range run {
		b.WriteString("---|")
	}
	b.WriteByte('\n')
	for _, t := range types {
		fmt.Fprintf(&b, "| %s | %d |", t, typeSet[t])
		for _, n := range run {
			fmt.Fprintf(&b, " %.3f |", mean(results[n][t]))
		}
		b.WriteByte('\n')
	}
	fmt.Fprintf(&b, "| **overall** | %d |", len(pages))
	for _, n := range run {
		var all []score
		for _, t := range types {
			all = append(all, results[n][t]...)
		}
		fmt.Fprintf(&b, " **%.3f** |", mean(all))
	}
	fmt.Fprintf(&b, "\n| seconds | |")
	for _, n := range run {
		fmt.Fprintf(&b, " %.1f |", elapsed[n].Seconds())
	}
	b.WriteByte('\n')
	for _, n := range run {
		var all []score
		for _, t := range types {
			all = append(all, results[n][t]...)
		}
		confidenceReport(&b, n, all)
		weightedReport(&b, n, results[n])
		if len(pages) > 0 && pages[0].with != nil {
			snippetTotals(&b, n, all)
		}
	}
	os.Stdout.Write(b.Bytes())
}

// writeTexts saves each page's extraction as DIR/<id>.txt; a failure is
// reported, not fatal: the scores are still worth printing.
func writeTexts(dir string, pages []page, texts []string) {
	if err := os.MkdirAll(dir, 0o755); err != nil {
		fmt.Fprintln(os.Stderr, "benchextract:", err)
		return
	}
	for i, p := range pages {
		if err := os.WriteFile(filepath.Join(dir, p.id+".txt"), []byte(texts[i]), 0o644); err != nil {
			fmt.Fprintln(os.Stderr, "benchextract:", err)
			return
		}
	}
}
