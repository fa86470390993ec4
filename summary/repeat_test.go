package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestNoPointRepeatsAnother: a point that another point or the lead holds
// word for word is not told again, as a reply that quotes the whole post
// above it would be; a short phrase inside a longer point is no repeat.
func TestNoPointRepeatsAnother(t *testing.T) {
	post := "My new graphics card shows a refresh rate of 23.951 Hz when the film runs at 23.976 Hz."
	obs := &laika.Observation{Title: "Wrong refresh rate | Video Forum", Primary: &laika.Primary{Text: post + " I tried every driver since the card came out."},
		Comments: []laika.Comment{
			{Author: "kim", Text: "Quote: " + post + " Have you tried turning off hardware decoding in the player?"},
			{Author: "raj", Text: "The card rounds the clock to the nearest value its timing table holds, so 23.951 Hz is what it can do."},
			{Author: "lee", Text: "A custom resolution with a pixel clock of 148.35 MHz gets you to 23.976 Hz on these cards."},
			{Author: "ana", Text: "Madvr reports the real rate after a few minutes of playback, which tells you whether the custom mode took."},
		}}
	res, err := Run(context.Background(), obs, nil, Options{Style: StyleDetailed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if n := strings.Count(res.Text, "shows a refresh rate of 23.951 Hz"); n != 1 {
		t.Errorf("the post is told %d times:\n%s", n, res.Text)
	}
	for _, want := range []string{"148.35 MHz", "timing table"} {
		if !strings.Contains(res.Text, want) {
			t.Errorf("a point that repeats nothing is left out (%q):\n%s", want, res.Text)
		}
	}
}

// TestTitleIsNoPoint: the page's title, or a part of it, quoted again as
// a key point tells nothing the summary's first words did not.
func TestTitleIsNoPoint(t *testing.T) {
	text := "- Crucial DDR5 6400 (PC5 51200) desktop memory kit\n" +
		"This kit runs at its rated speed on current boards without any tuning in the firmware.\n" +
		"Each module carries an on-die error correction that fixes single-bit errors inside the chip.\n" +
		"The modules stand 31 millimetres tall, so they fit under large air coolers.\n"
	md := builtinSummary(t, "Crucial DDR5 6400 (PC5 51200) desktop memory kit | Memory Shop", text) // references_test.go
	if strings.Contains(md, "“Crucial DDR5") {
		t.Errorf("the title is a key point:\n%s", md)
	}
	if !strings.Contains(md, "31 millimetres") {
		t.Errorf("a point is left out:\n%s", md)
	}
}
