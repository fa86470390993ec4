package main

import (
	"compress/gzip"
	"encoding/json"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika/extract"
)

// "Who wrote this?" and "When was this published?" on the real pages of
// the wcxb-dev extraction sample (../shared/corpora/wcxb-dev), asked of
// the built-in planner through `serve`, scored against the sample's
// ground truth (author, publish_date). The shares are logged; the test
// fails only below a floor under today's figure, so a regression shows.
// Skipped when the sample is absent.
func TestRealPagesAuthorAndDate(t *testing.T) {
	dir := filepath.Join("..", "..", "..", "shared", "corpora", "wcxb-dev")
	if _, err := os.Stat(filepath.Join(dir, "ground-truth")); err != nil {
		t.Skip("wcxb-dev sample not present: " + err.Error())
	}
	files, _ := filepath.Glob(filepath.Join(dir, "ground-truth", "*.json"))
	s := newSession(t)
	var authors, authorHits, dates, dateHits int
	var misses []string
	for _, f := range files {
		gt, url, ok := readTruth(t, f)
		if !ok || gt.Author == "" && gt.Date == "" {
			continue
		}
		src, err := gunzip(filepath.Join(dir, "html", strings.TrimSuffix(filepath.Base(f), ".json")+".html.gz"))
		if err != nil {
			continue
		}
		o, err := extract.HTML(src, url, extract.Options{})
		if err != nil {
			continue
		}
		o.DocumentID, o.NavigationGeneration, o.ObservedAtMs = "doc-1", 1, time.Now().UnixMilli()
		b := &stubBrowser{t: t, obs: o}
		if gt.Author != "" {
			authors++
			_, text := runGoal(s, b, "Who wrote this?", "")
			if containsName(text, gt.Author) {
				authorHits++
			} else {
				misses = append(misses, filepath.Base(f)+" author "+gt.Author+": "+clip(text, 160))
			}
		}
		if gt.Date != "" {
			dates++
			_, text := runGoal(s, b, "When was this published?", "")
			if containsDate(text, gt.Date) {
				dateHits++
			} else {
				misses = append(misses, filepath.Base(f)+" date "+gt.Date+": "+clip(text, 160))
			}
		}
	}
	t.Logf("real pages: author %d/%d, publish date %d/%d", authorHits, authors, dateHits, dates)
	if testing.Verbose() {
		for _, m := range misses {
			t.Log("miss " + m)
		}
	}
	if authors > 0 && authorHits*100 < authors*floorAuthorPct || dates > 0 && dateHits*100 < dates*floorDatePct {
		t.Errorf("below the floor (author %d%%, date %d%%)", floorAuthorPct, floorDatePct)
	}
}

// Floors under the figures measured when the test was written (author
// 70/93, date 77/94; before the who/when fixes: 43/93 and 57/94).
const (
	floorAuthorPct = 70
	floorDatePct   = 75
)

type truth struct {
	Author string
	Date   string
}

func readTruth(t *testing.T, f string) (truth, string, bool) {
	raw, err := os.ReadFile(f)
	if err != nil {
		return truth{}, "", false
	}
	var j struct {
		URL         string          `json:"url"`
		GroundTruth json.RawMessage `json:"ground_truth"`
	}
	if json.Unmarshal(raw, &j) != nil {
		return truth{}, "", false
	}
	var g struct {
		Author      *string `json:"author"`
		PublishDate *string `json:"publish_date"`
	}
	if json.Unmarshal(j.GroundTruth, &g) != nil {
		// Some files hold the ground truth as a Python-style string.
		var s string
		if json.Unmarshal(j.GroundTruth, &s) != nil {
			return truth{}, "", false
		}
		g.Author, g.PublishDate = pyField(s, "author"), pyField(s, "publish_date")
	}
	var tr truth
	if g.Author != nil {
		tr.Author = strings.TrimSpace(*g.Author)
	}
	if g.PublishDate != nil {
		tr.Date = strings.TrimSpace(*g.PublishDate)
	}
	return tr, j.URL, true
}

// pyField reads 'key': 'value' out of a Python dict literal.
func pyField(s, key string) *string {
	m := regexp.MustCompile(`'` + key + `':\s*(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|None)`).FindStringSubmatch(s)
	if m == nil || m[1] == "" && m[2] == "" {
		return nil
	}
	v := m[1] + m[2]
	return &v
}

func gunzip(p string) ([]byte, error) {
	f, err := os.Open(p)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	z, err := gzip.NewReader(f)
	if err != nil {
		return nil, err
	}
	return io.ReadAll(io.LimitReader(z, 8<<20))
}

// containsName: the answer names the author (the first listed, when the
// truth lists several).
func containsName(text, author string) bool {
	first := strings.TrimSpace(strings.Split(strings.Split(author, ",")[0], " and ")[0])
	return strings.Contains(strings.ToLower(text), strings.ToLower(first))
}

var months = []string{"January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"}

// containsDate: the answer has the date as ISO, or day, month and year in
// words (any order), or the month's abbreviation.
func containsDate(text, iso string) bool {
	if strings.Contains(text, iso) {
		return true
	}
	d, err := time.Parse("2006-01-02", iso)
	if err != nil {
		return false
	}
	l := strings.ToLower(text)
	m := strings.ToLower(months[d.Month()-1])
	day := regexp.MustCompile(`\b0?` + itoa(d.Day()) + `(?:st|nd|rd|th)?\b`)
	return strings.Contains(l, itoa(d.Year())) && (strings.Contains(l, m) || strings.Contains(l, m[:3])) && day.MatchString(l) ||
		strings.Contains(l, d.Format("01/02/2006")) || strings.Contains(l, d.Format("02/01/2006")) || strings.Contains(l, d.Format("2006/01/02"))
}

func itoa(n int) string { b, _ := json.Marshal(n); return string(b) }
