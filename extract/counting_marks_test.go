package extract

import (
	"strings"
	"testing"

	"golang.org/x/net/html"
)

// TestCountingMarks: which lists are drawn stars or step marks, read as
// nothing. items/rating-forms checks the reading in Go and in Chromium.
func TestCountingMarks(t *testing.T) {
	tests := []struct {
		name, html string
		want       bool
	}{
		{"five stars", `<ul class="ratingSM o5star"><li class="one">1</li> <li>2</li> <li>3</li> <li>4</li> <li>5</li></ul>`, true},
		{"ten steps, ordered", `<ol><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li><li>6</li><li>7</li><li>8</li><li>9</li><li>10</li></ol>`, true},
		{"two marks are too few", `<ul><li>1</li><li>2</li></ul>`, false},
		{"eleven are a list of numbers", `<ol><li>1</li><li>2</li><li>3</li><li>4</li><li>5</li><li>6</li><li>7</li><li>8</li><li>9</li><li>10</li><li>11</li></ol>`, false},
		{"pages link", `<ul><li><a href="?p=1">1</a></li><li><a href="?p=2">2</a></li><li><a href="?p=3">3</a></li></ul>`, false},
		{"not from one", `<ul><li>2</li><li>3</li><li>4</li></ul>`, false},
		{"a gap", `<ul><li>1</li><li>2</li><li>4</li></ul>`, false},
		{"an item with words", `<ul><li>1</li><li>2</li><li>3 more</li></ul>`, false},
		{"text beside the items", `<ul>Rated <li>1</li><li>2</li><li>3</li></ul>`, false},
		{"an empty item", `<ul><li>1</li><li>2</li><li>3</li><li></li></ul>`, false},
		{"a paragraph is no list", `<p>1 2 3 4 5</p>`, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			doc, err := html.Parse(strings.NewReader("<body>" + tt.html))
			if err != nil {
				t.Fatal(err)
			}
			block := firstTag(doc, "ul", "ol", "p")
			if got := countingMarks(block); got != tt.want {
				t.Errorf("got %v, want %v", got, tt.want)
			}
		})
	}
}

// firstTag is n's first element of one of the tags.
func firstTag(n *html.Node, tags ...string) *html.Node {
	for d := range n.Descendants() {
		if d.Type == html.ElementNode {
			for _, t := range tags {
				if d.Data == t {
					return d
				}
			}
		}
	}
	return nil
}
