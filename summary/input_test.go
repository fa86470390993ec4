package summary

import (
	"context"
	"fmt"
	"strings"
	"testing"
	"time"

	"github.com/laikabrowser/laika"
)

func TestBuildInputChoosesRepresentation(t *testing.T) {
	long := strings.Repeat("This article paragraph explains the topic in careful detail. ", 20)
	items := []laika.Item{
		{Title: "First result", Snippet: "A snippet about the first result of the search."},
		{Title: "Second result", Snippet: "A snippet about the second result of the search."},
		{Title: "Third result", Snippet: "A snippet about the third result of the search."},
	}
	comments := []laika.Comment{
		{Author: "ann", Text: "I think the proposal is sound but the budget is too small for it."},
		{Author: "bob", Text: "Disagree: the budget is fine if the second phase is dropped.", Depth: 1},
	}
	// related are an article's other stories, with teasers as long as
	// the article's text; grid is a shop's products beside its prose.
	related := []laika.Item{
		{Title: "Library hours extended for the summer", Snippet: "The central library will stay open until nine on weekdays from June."},
		{Title: "New bus route links the two hospitals", Snippet: "Route 14 starts on Monday and runs every twenty minutes all day."},
		{Title: "School meals to include more local food", Snippet: "Farms within fifty miles will supply a third of the produce by autumn."},
	}
	grid := []laika.Item{
		{Title: "BILLY Bookcase, white", Price: "$79.00", Snippet: "$79.00 — (2606) — Best seller"},
		{Title: "KALLAX Shelf unit, black-brown", Price: "$89.99", Snippet: "$89.99 — (1200)"},
		{Title: "HEMNES Bookcase, white stain", Price: "$199.00", Snippet: "$199.00 — (640)"},
	}
	// category is a shop's copy about what it sells, longer than its grid
	// of 10 linked, priced products; carousel an article's 6 products;
	// code a manual's examples that say "$1" and link nowhere.
	category := "H1: Chess sets\n" + strings.Repeat("Chess sets are a fascinating subject, and the pieces of the game have changed shape across the centuries and the continents. ", 12)
	var shelf, carousel, code []laika.Item
	for i := range 10 {
		shelf = append(shelf, laika.Item{Title: fmt.Sprintf("Walnut Staunton Chess Set No. %d", i+1), URL: fmt.Sprintf("https://chess.example/p/%d", i+1), Price: fmt.Sprintf("$%d.00", 120+i)})
		code = append(code, laika.Item{Title: fmt.Sprintf("rewrite ^/(download/.*)/media/(.*)$ /$1/mp3/$%d.mp3 break;", i), Price: "$1"})
		if i < 6 {
			carousel = append(carousel, laika.Item{Title: fmt.Sprintf("Superga 27%d0 sneaker", i), URL: fmt.Sprintf("https://shop.example/s/%d", i), Price: "€79.95"})
		}
	}
	// boxes are an article told in boxes, a heading over a paragraph
	// each, its own text; feed 42 unlinked stories of a science desk.
	var boxes, feed []laika.Item
	boxed := "H1: The Blessing of St Blaise\n"
	for i, h := range []string{"The legend", "Crossed candles", "When it is given", "In a pandemic"} {
		p := fmt.Sprintf("Part %d of the story tells how the saint is remembered, why two candles are crossed at the throat, and who may give the blessing in the parishes of the diocese every February, %s.", i+1, strings.Repeat("as the custom has been kept for centuries", 2))
		boxes = append(boxes, laika.Item{Title: h, Snippet: p})
		boxed += "H2: " + h + "\n" + p + "\n"
	}
	desk := "H1: Science\n"
	for i := range 42 {
		title := fmt.Sprintf("Survey %d finds a new species of river snail", i+1)
		p := fmt.Sprintf("Researchers counting snails in river %d found a species no one had described, %s.", i+1, strings.Repeat("in gravel beds below a weir that had been opened the year before", 3))
		feed = append(feed, laika.Item{Title: title, Snippet: p})
		desk += "H3: " + title + "\n" + p + "\n"
	}
	// recipe is an article of its own; readers is a comment section
	// below it that outweighs it, and thread the same replies kept in a
	// thread's main text (extract/thread.go).
	recipe := "H1: Lemon sheet cake\n" + strings.Repeat("This lemon cake stays moist for days because of the butter, the eggs and the syrup poured over it warm. ", 12)
	var readers []laika.Comment
	for _, a := range []string{"Franzi", "Alexandra", "Nici", "Kathrin"} {
		readers = append(readers, laika.Comment{Author: a, Text: a + " wrote: I baked it on Friday for my friends and everyone asked for the recipe. " + strings.Repeat("Can I bake it as muffins too, and how long would they take in the oven? ", 5)})
	}
	thread := "H1: Lemon sheet cake, muffins?\nCan I bake this as muffins?\n"
	for _, c := range readers {
		thread += c.Author + "\n" + c.Text + "\n"
	}
	// article is an article's prose with its three teaser boxes below it
	// in its text; trails a page of facts that lists five trails.
	var teasers, trails []laika.Item
	article := "H1: Parties on the ballot\nAfter an election the news reports the winners and the results of the large parties, and little else. " +
		"The small parties and voters' groups that do not make it into parliament are lumped together as others. " +
		"Yet more than forty parties were admitted to the last federal election, and together they won over two million votes. " +
		"Our map shows how many parties stood in each state, and which of them won a seat anywhere. " +
		"Bavaria had the longest ballot paper, with twenty-seven parties on it, and Bremen the shortest.\n"
	for i, h := range []string{"War in the Middle East", "Podcast: what else belongs to war", "Parties on the ballot"} {
		sn := fmt.Sprintf("Teaser %d: %s", i+1, strings.Repeat("a box that leads to another article of the magazine, with a line or two of its text ", 3))
		teasers = append(teasers, laika.Item{Title: h, URL: fmt.Sprintf("https://mag.example/a/%d", i), Snippet: sn})
		article += "H3: " + h + "\n" + sn + "\n"
	}
	facts := "H1: Trails\nThe association builds, maintains and rides the local off-road trails.\n"
	for i := range 5 {
		name := fmt.Sprintf("Trail %c", 'A'+i)
		trails = append(trails, laika.Item{Title: name, Snippet: fmt.Sprintf("Difficulty: Beginner — Length: %d miles — Trail steward: Position available", 3+i)})
		facts += fmt.Sprintf("H2: %s\nDifficulty: Beginner\nLength: %d miles\nTrail steward: Position available\n", name, 3+i)
	}
	tests := []struct {
		name     string
		obs      laika.Observation
		kind     string
		contains []string
	}{
		{"an article's comment section is no thread",
			laika.Observation{Primary: &laika.Primary{Text: recipe}, Comments: readers},
			KindPage, []string{"H1: Lemon sheet cake\nThis lemon cake"}},
		{"a thread whose main text holds its posts is comments",
			laika.Observation{Primary: &laika.Primary{Text: thread + recipe}, Comments: readers},
			KindComments, []string{"H2: Comments", "> Franzi: Franzi wrote"}},
		{"a short post is told by its replies",
			laika.Observation{Primary: &laika.Primary{Text: "H1: Lemon sheet cake\nMy grandmother's cake, baked every Sunday."}, Comments: readers},
			KindComments, []string{"H2: Comments"}},
		{"article with a few links stays a page",
			laika.Observation{Primary: &laika.Primary{Text: "H2: Intro\n" + long}, Items: items},
			KindPage, []string{"H2: Intro\n", "This article paragraph"}},
		{"search results are a list",
			laika.Observation{Text: "Search results", Items: items},
			KindList, []string{"- First result: A snippet about the first result", "- Third result:"}},
		{"an article's related stories beside it are no list",
			laika.Observation{Primary: &laika.Primary{Text: "The council voted to fund the park after a long debate about its cost. " + strings.Repeat("Residents spoke for and against it at length. ", 2)}, Items: related},
			KindPage, []string{"The council voted to fund the park"}},
		{"a news page whose text holds the stories is a list",
			laika.Observation{Primary: &laika.Primary{Text: "Local news\nLibrary hours extended for the summer\nNew bus route links the two hospitals\nSchool meals to include more local food\nMore stories tomorrow."}, Items: related},
			KindList, []string{"- Library hours extended for the summer: The central library"}},
		{"an article's few teaser boxes in its text are no list",
			laika.Observation{Primary: &laika.Primary{Text: article}, Items: teasers},
			KindPage, []string{"H1: Parties on the ballot\nAfter an election"}},
		{"a page of facts is told by its few entries",
			laika.Observation{Primary: &laika.Primary{Text: facts}, Items: trails},
			KindList, []string{"- Trail A: Difficulty: Beginner"}},
		{"a shop's priced grid beside its prose is a list",
			laika.Observation{Primary: &laika.Primary{Text: "Our bookcases come in many sizes and finishes, for every room of the house."}, Items: grid},
			KindList, []string{"- BILLY Bookcase, white: $79.00"}},
		{"a shop's category is its grid, however long its copy",
			laika.Observation{Primary: &laika.Primary{Text: category}, Items: shelf},
			KindList, []string{"- Walnut Staunton Chess Set No. 1\n"}},
		{"an article's few products for sale are no list",
			laika.Observation{Primary: &laika.Primary{Text: category}, Items: carousel},
			KindPage, []string{"H1: Chess sets"}},
		{"code that says $1 is no shop",
			laika.Observation{Primary: &laika.Primary{Text: category}, Items: code},
			KindPage, []string{"H1: Chess sets"}},
		{"an article told in boxes is a page",
			laika.Observation{Primary: &laika.Primary{Text: boxed}, Items: boxes},
			KindPage, []string{"H2: The legend\nPart 1"}},
		{"a desk's feed of unlinked stories is a list",
			laika.Observation{Primary: &laika.Primary{Text: desk}, Items: feed},
			KindList, []string{"- Survey 1 finds a new species of river snail: Researchers"}},
		{"thread is comments",
			laika.Observation{Primary: &laika.Primary{Text: "Should we fund the park?"}, Comments: comments},
			KindComments, []string{"Should we fund the park?", "H2: Comments", "> ann: I think", "  > bob: Disagree"}},
		// Each paragraph of a comment is a line of its own under its
		// author, so a line of code does not run into the next sentence;
		// a line broken in mid-sentence is still one.
		{"a comment's paragraphs stay apart",
			laika.Observation{Primary: &laika.Primary{Text: "How do I undo the last commit?"}, Comments: []laika.Comment{
				{Author: "ana", Text: "I committed the wrong files and have not pushed yet."},
				{Author: "mo", Text: "Use a soft reset, which leaves your changes staged:\ngit reset --soft HEAD~1\nThen fix the files and commit again. It keeps the\nchanges you made."}}},
			KindComments, []string{"> mo: Use a soft reset, which leaves your changes staged:\n> mo: git reset --soft HEAD~1\n> mo: Then fix the files and commit again. It keeps the changes you made."}},
		{"no primary falls back to page text",
			laika.Observation{Text: "H2: Notes\n- one point\n  - nested point\n> a quote\nCode: x := 1"},
			KindPage, []string{"H2: Notes\n- one point\n  - nested point\n> a quote\nCode: x := 1"}},
		{"blocks when there is no text",
			laika.Observation{Blocks: []laika.Block{{Text: "Block one text."}, {Text: "Block two text."}}},
			KindPage, []string{"Block one text.\nBlock two text."}},
		{"nothing readable",
			laika.Observation{Text: "  \n\n "},
			KindEmpty, nil},
		{"whitespace and repeats are compacted",
			laika.Observation{Text: "Share\nShare\n\n\n\nA   line\twith   gaps.\n"},
			KindPage, []string{"Share\n\nA line with gaps."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			in := BuildInput(&tt.obs, 0)
			if in.Kind != tt.kind {
				t.Fatalf("kind %q, want %q; text %q", in.Kind, tt.kind, in.Text)
			}
			for _, c := range tt.contains {
				if !strings.Contains(in.Text, c) {
					t.Errorf("text %q lacks %q", in.Text, c)
				}
			}
		})
	}
}

func TestBuildInputBudgetCutsAtLines(t *testing.T) {
	var b strings.Builder
	for i := range 100 {
		fmt.Fprintf(&b, "Line %d says something about the sea.\n", i)
	}
	in := BuildInput(&laika.Observation{Text: b.String()}, 500)
	if !in.Truncated || len(in.Text) > 500 || !strings.HasSuffix(in.Text, "the sea.") {
		t.Fatalf("truncated=%v len=%d tail %q", in.Truncated, len(in.Text), in.Text[max(0, len(in.Text)-20):])
	}
}

func TestSplitChunksRespectsSizeAndRunes(t *testing.T) {
	text := strings.Repeat("Ünïcödé line of text here.\n", 200) + strings.Repeat("é", 5000)
	for _, size := range []int{100, 999, 4096} {
		chunks := splitChunks(text, size)
		if got := strings.Join(chunks, ""); strings.ReplaceAll(got, "\n", "") != strings.ReplaceAll(text, "\n", "") {
			t.Fatalf("size %d: chunks lose text", size)
		}
		for _, c := range chunks {
			if len(c) > size || !utf8Valid(c) {
				t.Fatalf("size %d: chunk of %d bytes (valid %v)", size, len(c), utf8Valid(c))
			}
		}
	}
}

func utf8Valid(s string) bool { return strings.ToValidUTF8(s, "\x00") == s }

func TestBlockedPagesSaySoInsteadOfGuessing(t *testing.T) {
	visible := "Subscribe to keep reading. " + strings.Repeat("The first paragraph of the story says the council voted on Monday night. ", 5)
	tests := []struct {
		name    string
		obs     laika.Observation
		want    []string
		notWant []string
	}{
		{"paywall with a little text", laika.Observation{Text: "Subscribe to read.", Signals: []string{laika.SignalPaywall}},
			[]string{"behind a paywall", "not enough visible text"}, []string{"Key points"}},
		{"login wall", laika.Observation{Text: visible, Signals: []string{laika.SignalAuthGate}},
			[]string{"behind a login wall", "covers only the text that is visible", "council voted"}, nil},
		{"overlay and paywall", laika.Observation{Text: visible, Signals: []string{laika.SignalPaywall, laika.SignalOverlayOrDialog}},
			[]string{"behind a paywall and an overlay or dialog"}, nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			// Even with a model configured, a blocked page gets no model
			// call: there is nothing reliable to summarize beyond quotes.
			res, err := Run(context.Background(), &tt.obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if res.Fallback != FallbackBlocked {
				t.Errorf("fallback %q", res.Fallback)
			}
			for _, w := range tt.want {
				if !strings.Contains(res.Text, w) {
					t.Errorf("text lacks %q:\n%s", w, res.Text)
				}
			}
			for _, w := range tt.notWant {
				if strings.Contains(res.Text, w) {
					t.Errorf("text has %q:\n%s", w, res.Text)
				}
			}
		})
	}
}

// TestConsentOverReadArticle: a consent banner or a dialog over a page
// whose whole article was read hides none of it, so the summary does not
// claim to cover only the visible part; over a short text it still says so.
func TestConsentOverReadArticle(t *testing.T) {
	article := strings.Repeat("The council voted on Monday night to rebuild the harbour wall before the winter storms arrive. ", 40)
	var stories []laika.Item
	for i := range 6 {
		stories = append(stories, laika.Item{Title: fmt.Sprintf("Harbour story %d", i+1), Snippet: "The council voted to rebuild the harbour wall before the winter storms arrive."})
	}
	for _, tt := range []struct {
		name    string
		text    string
		items   []laika.Item
		signals []string
		blocked bool
	}{
		{"consent over a whole article", article, nil, []string{laika.SignalConsentOverlay, laika.SignalOverlayOrDialog}, false},
		{"consent over a teaser", article[:600], nil, []string{laika.SignalConsentOverlay}, true},
		{"paywall over a whole article", article, nil, []string{laika.SignalPaywall}, true},
		// A news section's stories are there to read, short as each is.
		{"consent over a list of stories", "Economy", stories, []string{laika.SignalConsentOverlay, laika.SignalOverlayOrDialog}, false},
		{"login wall over a list of stories", "Economy", stories, []string{laika.SignalAuthGate}, true},
		// So is a product page's product, short as its description is.
		{"dialog over a product", article[:600], nil, []string{laika.SignalOverlayOrDialog}, false},
		{"paywall over a product", article[:600], nil, []string{laika.SignalPaywall}, true},
	} {
		t.Run(tt.name, func(t *testing.T) {
			obs := laika.Observation{Text: tt.text, Primary: &laika.Primary{Text: tt.text}, Items: tt.items, Signals: tt.signals}
			if strings.HasSuffix(tt.name, "product") {
				obs.Meta = &laika.Meta{Product: true}
			}
			res, err := Run(context.Background(), &obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if got := strings.Contains(res.Text, "appears to be behind"); got != tt.blocked || (res.Fallback == FallbackBlocked) != tt.blocked {
				t.Errorf("blocked notice %v (fallback %q), want %v:\n%s", got, res.Fallback, tt.blocked, res.Text)
			}
		})
	}
}

// TestLongDocumentBuiltin: a 200-page document (about 600 KB) still
// summarizes, quickly, with the builtin backend.
func TestLongDocumentBuiltin(t *testing.T) {
	obs := longDocument(t, 200)
	start := time.Now()
	res, err := Run(context.Background(), obs, nil, Options{Style: StyleDetailed}, nil)
	if err != nil {
		t.Fatal(err)
	}
	t.Logf("%d KB summarized in %v", len(obs.Primary.Text)>>10, time.Since(start))
	if n := strings.Count(res.Text, "\n- "); n != pointsFor(StyleDetailed) {
		t.Fatalf("%d key points:\n%s", n, res.Text)
	}
}

// longDocument is pages×3 KB of real text with page headings.
func longDocument(t testing.TB, pages int) *laika.Observation {
	src := readTestdata(t, "gospec.txt")
	var b strings.Builder
	for p := 0; p < pages; p++ {
		off := (p * 3000) % (len(src) - 6000)
		off += strings.IndexByte(src[off:], '\n') + 1 // start on a whole line
		fmt.Fprintf(&b, "H1: Page %d\n%s\n", p+1, cutLines(src[off:], 3000))
	}
	return &laika.Observation{Title: "A long document", Primary: &laika.Primary{Text: b.String()}}
}

// TestCondenseLongDocument: a 200-page document is condensed to the model
// path's budget, keeping page order and section headings.
func TestCondenseLongDocument(t *testing.T) {
	obs := longDocument(t, 200)
	d := newDoc(BuildInput(obs, 0), "")
	budget := 12 * 6000
	got := d.condense(budget)
	if len(got) > budget || len(got) < budget/2 {
		t.Fatalf("condensed to %d bytes, budget %d", len(got), budget)
	}
	if !strings.HasPrefix(got, "H2: ") {
		t.Fatalf("condensed text does not start with a heading: %q", got[:80])
	}
	if n := len(splitChunks(got, 6000)); n > 13 {
		t.Fatalf("%d chunks", n)
	}
}

// TestProductPageIsNoListOrThread: a product page's row of other
// products, or its reviews, can outweigh its short description, but its
// summary is about its product; the same items on a page that sells
// nothing make a list, the same comments a discussion.
func TestProductPageIsNoListOrThread(t *testing.T) {
	var items []laika.Item
	for _, n := range []string{"Aspen Beige Hemp Pants", "Vegan Tote Bag", "Ivy White Hemp Co-ord Set", "Sage Linen Shirt"} {
		items = append(items, laika.Item{Title: n, Snippet: strings.Repeat("AED 395.56 — GBP 79.77 — AUD 167.42 — USD 107.71 — ", 4)})
	}
	var reviews []laika.Comment
	for _, a := range []string{"Mia", "Jon", "Ana", "Lee"} {
		reviews = append(reviews, laika.Comment{Author: a, Text: strings.Repeat("Lovely fabric, runs a little small, I sized up and it fits well. ", 3)})
	}
	text := "H1: Iris Rust Hemp Dress\n€132.34\nThree layers of flowy hemp with a side zip and a pocket on the right side."
	for _, tt := range []struct {
		product  bool
		items    []laika.Item
		comments []laika.Comment
		want     string
	}{{true, items, nil, KindPage}, {false, items, nil, KindList}, {true, nil, reviews, KindPage}, {false, nil, reviews, KindComments}} {
		obs := &laika.Observation{Text: text, Primary: &laika.Primary{Text: text}, Items: tt.items, Comments: tt.comments, Meta: &laika.Meta{Product: tt.product}}
		if got := BuildInput(obs, 0).Kind; got != tt.want {
			t.Errorf("product=%v, %d items, %d comments: kind %q, want %q", tt.product, len(tt.items), len(tt.comments), got, tt.want)
		}
	}
}

// TestProductLeadIsItsDescription: a shop page opens with its newsletter
// box, shipping terms and size table; its summary opens with what it says
// it sells, quoted from the page. The same text on a page that sells
// nothing keeps a lead from its opening, and a description the page never
// says is not quoted.
func TestProductLeadIsItsDescription(t *testing.T) {
	text := "H1: Percale Sheet Set\nPlease enter a valid email to get ten percent off your first order.\nOrders placed before noon ship the same day from our warehouse.\nReturns are free within thirty days of delivery for unwashed sets.\nThread count is 270 and the fabric is long-staple cotton.\nSizes run from twin to California king with deep pockets.\nOur percale sheets are cool, crisp and breathable, woven from long-staple cotton for hot sleepers.\nThey soften with every wash and come with a year-long warranty."
	const said = "Our percale sheets are cool, crisp and breathable"
	desc := said + ", woven from long-staple cotton for hot sleepers. Free returns."
	for _, tt := range []struct {
		product bool
		desc    string
		lead    bool // the lead is the described sentence
	}{
		{true, desc, true},
		{false, desc, false},
		{true, "Sheets that you will love, declared but never shown on the page itself.", false},
	} {
		obs := &laika.Observation{Title: "Percale Sheet Set", Primary: &laika.Primary{Text: text}, Meta: &laika.Meta{Product: tt.product, Description: tt.desc}}
		got := newDoc(BuildInput(obs, 0), "").extractive("").Markdown
		if first, _, _ := strings.Cut(got, "\n"); strings.Contains(first, said) != tt.lead {
			t.Errorf("product=%v, description %q: lead %q", tt.product, tt.desc, first)
		}
	}
}
