package main

import (
	"fmt"
	"strings"
	"testing"
)

// The generalisation table: goals in phrasings the planner was not built
// on, on pages it was not built on (e2e/fixtures/chains2: a recipe with
// JSON-LD and comments, a link aggregator in a table, a camera listing
// with sale prices, a camera's page with reviews that prints its price
// split and declares it in JSON-LD, documentation pages, a search-results page with result
// pages behind it, a Spanish article), through the real host. Each row
// says what the answer must contain. The count of passing rows is logged;
// rows that are known to fail are listed in knownMisses with the reason,
// and the test fails if one of them starts passing (update the list) or if
// any other row fails.

var goalTable2 = []goalRow{
	// Recipe.
	{page: "recipe.html", goal: "Who wrote this recipe?", want: []string{"Priya Raman"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "When was this published?", want: []string{"2025-10-02"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "How many comments are there?", want: []string{"4 comments"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "How long does it take to cook?", want: []string{"25 minutes"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "How many servings does it make?", want: []string{"Serves: 4"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "Can I freeze it?", want: []string{"up to three months"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "What do the comments say?", want: []string{"dan_cooks", "smoked paprika", "Helena"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "What does the second comment say?", want: []string{"kale"}, cites: "recipe.html"},
	{page: "recipe.html", goal: "give me the gist", want: []string{"chickpea"}},
	{page: "recipe.html", goal: "what's the rating?", want: []string{"4.8"}, cites: "recipe.html"},
	// A Q&A page that marks its accepted answer.
	{page: "qa.html", goal: "What is the accepted answer?", want: []string{"odile_bakes", "It is hungry, not ruined."}, cites: "qa.html"},
	{page: "qa.html", goal: "which answer solved it?", want: []string{"odile_bakes", "feed it twice a day"}, cites: "qa.html"},
	{page: "qa.html", goal: "What do the comments say?", want: []string{"odile_bakes (accepted answer)", "tomasz"}, cites: "qa.html"},
	{page: "qa.html", goal: "summarize this page", want: []string{"The accepted answer, by odile"}},
	// Link aggregator.
	{page: "aggregator.html", goal: "What are the top 3 stories?", want: []string{"SQLite as an application file format", "split keyboard", "tide clock"}, cites: "aggregator.html"},
	{page: "aggregator.html", goal: "How many comments does the second story have?", want: []string{"94 comments"}, cites: "aggregator.html"},
	{page: "aggregator.html", goal: "Who posted the top story?", want: []string{"mgray"}, cites: "aggregator.html"},
	{page: "aggregator.html", goal: "open the third story and tell me how long the battery lasts", calls: []string{"browser.click"}, want: []string{"five years"}, cites: "post-tides.html"},
	{page: "aggregator.html", goal: "Summarise the third link", calls: []string{"browser.click"}, want: []string{"tide"}, cites: "post-tides.html"},
	{page: "aggregator.html", goal: "what's the last story?", want: []string{"night trains of Europe"}, cites: "aggregator.html"},
	{page: "aggregator.html", goal: "How many stories are on this page?", want: []string{"5"}, cites: "aggregator.html"},
	// Camera listing.
	{page: "cameras.html", goal: "What's the price of the cheapest camera?", want: []string{"Piccolo Mini", "$449.00"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "Which is the most expensive?", want: []string{"Vega Pro 9", "$2,499.00"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "Which camera has the highest rating?", want: []string{"Vega Pro 9", "4.8"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "How much is the Orion S2?", want: []string{"$749.00"}, cites: "cameras.html"},
	{page: "cam-orion.html", goal: "How much is it?", want: []string{"699.00 USD"}, cites: "cam-orion.html"},
	{page: "cam-orion.html", goal: "what's the price of the Orion S2?", want: []string{"699.00 USD"}, cites: "cam-orion.html"},
	{page: "cam-orion.html", goal: "How much is express delivery?", want: []string{"$14.95"}, cites: "cam-orion.html"},
	{page: "cam-orion.html", goal: "What do reviewers say?", want: []string{"3 reviews on this page", "Keiko Abe", "Dario Conti", "380 shots"}, cites: "cam-orion.html"},
	{page: "cam-orion.html", goal: "how many reviews are there?", want: []string{"3 reviews", "Keiko Abe"}, cites: "cam-orion.html"},
	{page: "cam-orion.html", goal: "summarize this page", want: []string{"From the 3 reviews and comments on the page", "(Keiko Abe)"}},
	{page: "cameras.html", goal: "compare these cameras", want: []string{"| Kestrel M10 with 15–45 mm lens | $599.00"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "Tell me about the fourth product", want: []string{"Piccolo Mini"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "go to the Kestrel M10 and tell me the battery life", calls: []string{"browser.click"}, want: []string{"410 shots"}, cites: "cam-m10.html"},
	{page: "cameras.html", goal: "How many cameras are listed?", want: []string{"6"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "add up the prices of the Orion ZX30 and the Kestrel M10", calls: []string{"app.calculate"}, want: []string{"1648"}, cites: "cameras.html"},
	// Documentation.
	{page: "docs.html", goal: "How do I install it?", want: []string{"pip install ferry-http"}, cites: "docs.html"},
	{page: "docs.html", goal: "What Python version do I need?", want: []string{"3.9"}, cites: "docs.html"},
	{page: "docs.html", goal: "go to Configuration and tell me the default timeout", calls: []string{"browser.click"}, want: []string{"10 seconds"}, cites: "docs-config.html"},
	{page: "docs.html", goal: "open the configuration page and summarize it", calls: []string{"browser.click"}, want: []string{"timeout"}, cites: "docs-config.html"},
	// Search results with pages behind them.
	{page: "results.html", goal: "summarize the second result", calls: []string{"browser.click"}, want: []string{"twelve homes"}, cites: "hp-costs.html"},
	{page: "results.html", goal: "open the last result and summarize it", calls: []string{"browser.click"}, want: []string{"heat load calculation"}, cites: "hp-install.html"},
	{page: "results.html", goal: "open the second result and tell me the median saving", calls: []string{"browser.click"}, want: []string{"$312"}, cites: "hp-costs.html"},
	{page: "results.html", goal: "Who wrote the second result?", calls: []string{"browser.click"}, want: []string{"Grace Obi"}, cites: "hp-costs.html"},
	{page: "recipe.html", goal: "search for heat pump winter efficiency and summarize the second result", calls: []string{"search", "browser.click"}, want: []string{"twelve homes"}, cites: "hp-costs.html"},
	// Spanish.
	{page: "es-articulo.html", goal: "resume esta página", want: []string{"tranvía"}},
	{page: "es-articulo.html", goal: "¿Quién escribió este artículo?", want: []string{"Lucía Fernández"}, cites: "es-articulo.html"},
	{page: "es-articulo.html", goal: "¿Cuánto costó el proyecto?", want: []string{"210 millones"}, cites: "es-articulo.html"},
	{page: "es-articulo.html", goal: "¿Cuándo se publicó?", want: []string{"2026-04-21"}, cites: "es-articulo.html"},
	{page: "cameras.html", goal: "open the second link and summarize it", calls: []string{"browser.click"}, want: []string{"Kestrel M10"}, cites: "cam-m10.html"},
	// French and German.
	{page: "fr-article.html", goal: "résume cette page", want: []string{"bibliothèque"}},
	{page: "fr-article.html", goal: "Qui a écrit cet article ?", want: []string{"Camille Dubois"}, cites: "fr-article.html"},
	{page: "fr-article.html", goal: "Combien a coûté la rénovation ?", want: []string{"3,8 millions"}, cites: "fr-article.html"},
	{page: "de-artikel.html", goal: "Fasse diese Seite zusammen", want: []string{"Brücke"}},
	{page: "de-artikel.html", goal: "Wer hat den Artikel geschrieben?", want: []string{"Jonas Becker"}, cites: "de-artikel.html"},
	{page: "de-artikel.html", goal: "Wie viel kostete der Bau?", want: []string{"6,2 Millionen"}, cites: "de-artikel.html"},
	// New phrasings on the first table's pages (e2e/fixtures/chains).
	{page: "chains/news.html", goal: "what are the top 2 headlines?", want: []string{"Harbor Bridge", "School district hires 40 new teachers"}, cites: "news.html"},
	{page: "chains/news.html", goal: "Who wrote the third story?", want: []string{"Priya Nair"}, cites: "news.html"},
	{page: "chains/news.html", goal: "give me the headlines", want: []string{"Harbor Bridge", "Farmers market moves"}, cites: "news.html"},
	{page: "chains/news.html", goal: "read the last headline", calls: []string{"browser.click"}, want: []string{"Farmers market"}},
	{page: "chains/products.html", goal: "what's the priciest jacket?", want: []string{"Storm Guide Pro", "$329.99"}, cites: "products.html"},
	{page: "chains/products.html", goal: "Which jacket is the least expensive?", want: []string{"Kids' Puddle Jacket"}, cites: "products.html"},
	{page: "chains/products.html", goal: "how many jackets are there?", want: []string{"5"}, cites: "products.html"},
	{page: "chains/longread.html", goal: "who's the author?", want: []string{"Marisol Vega"}, cites: "longread.html"},
	{page: "chains/longread.html", goal: "what's the publication date?", want: []string{"2026-03-03"}, cites: "longread.html"},
	{page: "chains/thread.html", goal: "what do people say about parking?", want: []string{"Parking is limited"}, cites: "thread.html"},
	{page: "chains/thread.html", goal: "how many replies are there?", want: []string{"5"}, cites: "thread.html"},
	{page: "chains/filing.html", goal: "what's the name of the company?", want: []string{"NORTHWIND ROBOTICS, INC."}, cites: "filing.html"},
	{page: "chains/news.html", goal: "click on the second headline", calls: []string{"browser.click"}, want: []string{"School district hires 40 new teachers"}, cites: "story-schools.html"},
	{page: "results.html", goal: "open the second result", calls: []string{"browser.click"}, want: []string{"What a heat pump really costs to run in winter"}, cites: "hp-costs.html"},
	{page: "chains/longread.html", goal: "what's the main point of this article?", want: []string{"Ken Okada"}},
	{page: "recipe.html", goal: "summarize the comments", want: []string{"dan_cooks", "Helena"}, cites: "recipe.html"},
	{page: "chains/thread.html", goal: "What time does the cleanup start?", want: []string{"9 a.m."}, cites: "thread.html"},
	{page: "chains/products.html", goal: "What is the return policy?", want: []string{"60-day returns"}, cites: "products.html"},
	{page: "recipe.html", goal: "What are the ingredients?", want: []string{"olive oil", "chickpeas", "feta"}, cites: "recipe.html"},
	{page: "docs-config.html", goal: "What is the default pool size?", want: []string{"20"}, cites: "docs-config.html"},
	// Polite and indirect wording.
	{page: "chains/longread.html", goal: "Hey Laika, can you please summarize this article?", want: []string{"Ken Okada"}},
	{page: "post-tides.html", goal: "Could you tell me who wrote this?", want: []string{"Ana Oarsman"}, cites: "post-tides.html"},
	{page: "post-tides.html", goal: "I'd like to know when this was published", want: []string{"2026-01-18"}, cites: "post-tides.html"},
	{page: "cameras.html", goal: "tell me the price of the Vega Pro 9", want: []string{"$2,499.00"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "help me find the cheapest camera", want: []string{"Piccolo Mini"}, cites: "cameras.html"},
	{page: "cameras.html", goal: "show me the best rated one", want: []string{"Vega Pro 9"}, cites: "cameras.html"},
	{page: "chains/products.html", goal: "compare these jackets for me, thanks", want: []string{"| Alpine Shell Jacket | $249.00"}, cites: "products.html"},
	{page: "recipe.html", goal: "summary please", want: []string{"chickpea"}},
	{page: "docs.html", goal: "Can you go to the configuration page and tell me how many retries there are by default?", calls: []string{"browser.click"}, want: []string{"retries | 3"}, cites: "docs-config.html"},
}

// knownMisses are rows of goalTable2 that fail today, by goal, with why.
var knownMisses = map[string]string{}

func TestGoalTableUnseenPages(t *testing.T) {
	s := newSession(t)
	pass := 0
	var failed []string
	for _, row := range goalTable2 {
		b := &stubBrowser{t: t, searchURL: fixtureBase2 + "results.html?q="}
		base := fixtureBase2
		if strings.HasPrefix(row.page, "chains/") {
			base = "https://fixtures.laika.test/"
		}
		if err := b.load(base + row.page); err != nil {
			t.Fatal(err)
		}
		rep, text := runGoal(s, b, row.goal, "")
		if testing.Verbose() {
			t.Logf("%s: %q → %s, calls %v:\n%s", row.page, row.goal, rep["stopReason"], b.ran, text)
		}
		var why []string
		stop, _ := rep["stopReason"].(string)
		if want := nonEmptyOr(row.stop, "answered"); stop != want {
			why = append(why, fmt.Sprintf("stop %q, want %q", stop, want))
		}
		for _, w := range row.want {
			if !strings.Contains(text, w) {
				why = append(why, fmt.Sprintf("answer lacks %q", w))
			}
		}
		if got, want := strings.Join(b.ran, ","), strings.Join(row.calls, ","); got != want {
			why = append(why, fmt.Sprintf("calls %q, want %q", got, want))
		}
		if row.cites != "" && !citedFile(rep, row.cites) {
			why = append(why, "no citation of "+row.cites)
		}
		_, known := knownMisses[row.goal]
		switch {
		case len(why) == 0 && known:
			t.Errorf("%q passes now: remove it from knownMisses", row.goal)
		case len(why) == 0:
			pass++
		case known:
			t.Logf("known miss %s: %q (%s): %s", row.page, row.goal, knownMisses[row.goal], strings.Join(why, "; "))
		default:
			failed = append(failed, fmt.Sprintf("%s: %q: %s\n    answer: %s", row.page, row.goal, strings.Join(why, "; "), clip(text, 500)))
		}
	}
	t.Logf("unseen pages: %d of %d goals pass", pass, len(goalTable2))
	for _, f := range failed {
		t.Errorf("FAIL %s", f)
	}
}
