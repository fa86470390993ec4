package summary

import (
	"context"
	"fmt"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestCommentBody: a forum's post header (date, number, rank, join date,
// post count, the thread's title) is no part of what a comment says; a
// comment that opens with what it says keeps every line.
func TestCommentBody(t *testing.T) {
	const title = "Wrong refresh rate on the RX 7800 XT - Video Forum"
	for _, c := range []struct{ name, text, want string }{
		{"vBulletin header", "30th March 2025, 16:26\n#1\n| Link\nRegistered User\nJoin Date: Mar 2016\nPosts: 1\nWrong refresh rate on the RX 7800 XT\nHi to all,\nThe card shows 23.951 Hz.",
			"The card shows 23.951 Hz."},
		{"Invision header", "#7\nPosted April 18, 2024\nSome travel agents monitor the prices of their clients' cruises.",
			"Some travel agents monitor the prices of their clients' cruises."},
		{"a time stamp and its controls", "Montana\n18.10.2019, 16:18 Zum Antworten anmelden Zitieren\n#\nDer Gutschein-Deal vor drei Wochen war lukrativer.",
			"Der Gutschein-Deal vor drei Wochen war lukrativer."},
		{"a XenForo quote", "pnomes said:\nThat's amazing! Congrats!\nClick to expand...\nThanks! I was surprised there were in person options.",
			"Thanks! I was surprised there were in person options."},
		{"a quote's attribution", "@JonB said in Which Qt6 version for Ubuntu 24.04:\nHas anybody tried a beta of Ubuntu 24.04?\nYes, it ships Qt 6.4.2.",
			"Has anybody tried a beta of Ubuntu 24.04?\nYes, it ships Qt 6.4.2."},
		{"a quoted post's author", "Zitat von Montana:\nDer Deal war besser.\nStimmt, aber nur online.", "Der Deal war besser.\nStimmt, aber nur online."},
		{"a sentence that says who said what", "My doctor said in March that the knee would heal by summer.\nIt did.", "My doctor said in March that the knee would heal by summer.\nIt did."},
		{"a comment that says something first", "Thanks!\nRestarting the router fixed it for me.", "Thanks!\nRestarting the router fixed it for me."},
		{"one line", "Agreed, the second card is the better buy.", "Agreed, the second card is the better buy."},
		{"all header is kept", "Agreed\nMe too", "Agreed\nMe too"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := commentBody(c.text, title); got != c.want {
				t.Errorf("commentBody = %q, want %q", got, c.want)
			}
		})
	}
}

// TestThreadSummaryQuotesNoPostHeader: a thread's summary quotes what its
// posts say, not the headers above them.
func TestThreadSummaryQuotesNoPostHeader(t *testing.T) {
	header := func(n int, who string) string {
		return fmt.Sprintf("%dth March 2025, 16:2%d\n#%d\n| Link\nRegistered User\nJoin Date: Mar 2016\nLocation: %s\nPosts: %d\n", n, n, n, who, 10*n)
	}
	obs := &laika.Observation{Title: "Wrong refresh rate - Video Forum", Primary: &laika.Primary{Text: "The card shows 23.951 Hz when a film runs at 23.976 Hz."},
		Comments: []laika.Comment{
			{Author: "kim", Text: header(2, "Leeds") + "Turning off hardware decoding in the player made no difference for me."},
			{Author: "raj", Text: header(3, "Pune") + "The card rounds the clock to the nearest value its timing table holds."},
			{Author: "lee", Text: header(4, "Oslo") + "A custom resolution with a pixel clock of 148.35 MHz gets you to 23.976 Hz."},
		}}
	res, err := Run(context.Background(), obs, nil, Options{Style: StyleDetailed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, junk := range []string{"Join Date", "Registered User", "Posts:", "| Link"} {
		if strings.Contains(res.Text, junk) {
			t.Errorf("the summary quotes a post's header (%q):\n%s", junk, res.Text)
		}
	}
	if !strings.Contains(res.Text, "148.35 MHz") {
		t.Errorf("a post is left out:\n%s", res.Text)
	}
}

// TestThreadPointsNameTheirAuthors: a thread's main text holds its posts,
// and its comments hold them again with their authors; a key point is
// quoted once, under its author.
func TestThreadPointsNameTheirAuthors(t *testing.T) {
	posts := []laika.Comment{
		{Author: "kim", Text: "Turning off hardware decoding in the player made no difference for me."},
		{Author: "raj", Text: "The card rounds the clock to the nearest value its timing table holds."},
		{Author: "lee", Text: "A custom resolution with a pixel clock of 148.35 MHz gets you to 23.976 Hz."},
	}
	var primary []string
	for _, c := range posts {
		primary = append(primary, c.Text)
	}
	obs := &laika.Observation{Title: "Wrong refresh rate - Video Forum", Primary: &laika.Primary{Text: strings.Join(primary, "\n")}, Comments: posts}
	res, err := Run(context.Background(), obs, nil, Options{Style: StyleDetailed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range posts {
		if want := "- “" + c.Text + "” (" + c.Author + ")\n"; !strings.Contains(res.Text, want) {
			t.Errorf("summary lacks %q:\n%s", want, res.Text)
		}
		if n := strings.Count(res.Text, "- “"+c.Text); n != 1 {
			t.Errorf("%q quoted %d times:\n%s", c.Text, n, res.Text)
		}
	}
}
