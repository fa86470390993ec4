package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestProductReviews: a product page's summary says how many reviews the
// page shows and quotes the first ones' opening words with their authors,
// past the stars, dates and badges a review opens with; other pages do
// not; a model reads them inside the page's data block.
func TestProductReviews(t *testing.T) {
	primary := "The Trail Lantern 300 lights a campsite for forty hours on its low setting.\n" +
		"Its ribbed polycarbonate shell floats, and the hook folds flat into the base.\n" +
		"It charges over USB-C in three hours and can top up a phone from its battery."
	cs := []laika.Comment{
		{Author: "Claudio", Text: "Rated 5 out of 5\nClaudio\n– May 27, 2025\nBright enough for the whole picnic table on the middle setting."},
		{Author: "Iñaki", Text: "Rated 4 out of 5\n(verified owner) – June 4, 2025\nSolid.\nGood! The hook holds on any tent loop. It never slipped."},
		{Author: "Wen", Text: "Floats, as promised, after a minute in the lake."},
	}
	for _, c := range []struct {
		name    string
		product bool
		want    string
	}{
		{"product", true, "From the 3 reviews and comments on the page: “Bright enough for the whole picnic table on the middle setting.” (Claudio); “Good! The hook holds on any tent loop.” (Iñaki)\n"},
		{"article", false, ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			obs := &laika.Observation{Title: "Trail Lantern 300", URL: "https://shop.example/lantern", Primary: &laika.Primary{Text: primary}, Comments: cs}
			if c.product {
				obs.Meta = &laika.Meta{Product: true, Price: "49 USD"}
			}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if c.want == "" {
				if strings.Contains(res.Text, "reviews and comments") {
					t.Errorf("a page that is no product's tells reviews:\n%s", res.Text)
				}
				return
			}
			if !strings.Contains(res.Text, c.want) {
				t.Errorf("summary lacks %q:\n%s", c.want, res.Text)
			}
			found := false
			for _, ci := range res.Citations {
				found = found || ci.Quote == "Bright enough for the whole picnic table on the middle setting."
			}
			if !found {
				t.Errorf("no citation for the first review: %+v", res.Citations)
			}
			in := BuildInput(obs, 0)
			msg := userMessage(in, in.Text, "")
			page := msg[strings.Index(msg, "<page>"):]
			if !strings.Contains(page, `The page shows 3 reviews and comments. The first ones begin: Claudio: "Bright enough`) {
				t.Errorf("the model is not shown the reviews inside the page block:\n%s", msg)
			}
		})
	}
}
