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
