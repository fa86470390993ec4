package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

func TestReferenceLines(t *testing.T) {
	tests := []struct {
		line string
		want bool
	}{
		{`^ Phillips, Jock (April 2010). "British immigration and the New Zealand Company". Te Ara. Retrieved 7 January 2011.`, true},
		{`"The Nobel Prize". Nobel Foundation. Archived from the original on 2008-10-15.`, true},
		{`Fireman B, Lee J. Influenza vaccination and mortality. Am J Epidemiol. 2009;170:650-6. [PMID: 19625341] doi:10.1093/aje/kwp173`, true},
		{`19. 蔡健雅《Jupiter》(图) ．新浪[引用日期2014-05-19]`, true},
		{`Müller, Hans: Die Burg. Abgerufen am 3. Mai 2020.`, true},
		{`Smith, J. The Tides. London, 2004. ISBN 978-0-14-044913-6.`, true},
		{`The survey was retrieved from the archive in 2011 and published a year later.`, false},
		{`New Zealand is situated some 2,000 kilometres east of Australia.`, false},
		{`Press ^ and then the arrow keys to move.`, false},
	}
	for _, tt := range tests {
		if got := citation(tt.line); got != tt.want {
			t.Errorf("citation(%q) = %v, want %v", tt.line, got, tt.want)
		}
	}
	for s, want := range map[string]bool{
		"This article is about the country.":                            true,
		"For other uses, see New Zealand (disambiguation).":             true,
		"For the film, see Harbour Lights (1963 film).":                 true,
		`"NZ" redirects here.`:                                          true,
		"Main article: History of New Zealand":                          true,
		"Zu weiteren Bedeutungen siehe Neuseeland (Begriffsklärung).":   true,
		"This article is about to change how you think about tides.":    false,
		"For the record, the harbour reopened on Monday after repairs.": false,
		"New Zealand is an island country in the southwestern Pacific.": false,
	} {
		if got := hatnote(s); got != want {
			t.Errorf("hatnote(%q) = %v, want %v", s, got, want)
		}
	}
	for h, want := range map[string]bool{
		"References": true, "Notes and references": true, "See also": true, "External links": true,
		"Einzelnachweise": true, "Weblinks": true, "Liens externes": true, "参考资料": true, "Примечания": true,
		"5 References": true, "Further reading:": true,
		"Reference": false, "Note": false, "Notes on the harbour": false, "History": false, "Sources of funding": false,
	} {
		if got := refsSection(h); got != want {
			t.Errorf("refsSection(%q) = %v, want %v", h, got, want)
		}
	}
}

// A Wikipedia article's summary quotes the article, never its
// references, however many of them there are.
func TestSummaryQuotesNoReferences(t *testing.T) {
	body := "This article is about the country. For other uses, see New Zealand (disambiguation).\n" +
		"New Zealand is an island country in the southwestern Pacific Ocean, made of two main landmasses.\n" +
		"Sometime between 1250 and 1300, Polynesians settled in the islands and developed a distinctive Māori culture.\n" +
		"In 1840, representatives of the United Kingdom and Māori chiefs signed the Treaty of Waitangi.\n" +
		"H2: History\n" +
		"New Zealand was one of the last major landmasses settled by humans.\n" +
		"The official languages are English, Māori, and New Zealand Sign Language.\n" +
		"- ^ Wilson, John (November 2010). \"Government and nation – System of government\". Te Ara: The Encyclopedia of New Zealand. Retrieved 9 January 2011.\n" +
		"H2: References\n"
	for range 12 {
		body += "- Phillips, Jock (April 2010). \"British immigration and the New Zealand Company and its settlement of the islands\". Te Ara: The Encyclopedia of New Zealand.\n"
		body = strings.Replace(body, "(April 2010)", "(May 2010)", 1)
	}
	text := builtinSummary(t, "New Zealand", body)
	for _, junk := range []string{"Te Ara", "Retrieved", "Phillips", "This article is about", "For other uses"} {
		if strings.Contains(text, junk) {
			t.Errorf("%q quoted:\n%s", junk, text)
		}
	}
	if !strings.Contains(text, "Treaty of Waitangi") {
		t.Errorf("the article is not summarized:\n%s", text)
	}
}

// Prose under a heading that may name a bibliography stays: a magazine's
// "Literatur" section is its book reviews.
func TestSummaryKeepsProseUnderRefsHeading(t *testing.T) {
	body := "H2: Literatur\n" +
		"Herausgeberin Nikole Hannah-Jones und ihr Team schreiben hier eine neue Geschichte der Vereinigten Staaten.\n" +
		"Die fundierten wie komplexen Texte erzählen von der Entrechtung einer gesamten Volksgruppe.\n" +
		"Das Buch erscheint nun auch endlich in deutscher Sprache und umfasst fast siebenhundert Seiten.\n"
	if text := builtinSummary(t, "Buch der Woche", body); !strings.Contains(text, "deutscher Sprache") {
		t.Errorf("the review is not summarized:\n%s", text)
	}
}

// builtinSummary is the built-in summary of a page titled title whose main
// text is body.
func builtinSummary(t *testing.T, title, body string) string {
	t.Helper()
	obs := &laika.Observation{URL: "https://page.test/", Title: title, Primary: &laika.Primary{Text: body}}
	res, err := Run(context.Background(), obs, nil, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	return res.Text
}

// TestSummaryQuotesNoAsideNotes: a note set apart by "※" (a reading aid
// above an easy-Japanese news story) is neither lead nor point; the story
// is summarized.
func TestSummaryQuotesNoAsideNotes(t *testing.T) {
	body := "※下に線があることばは辞書の説明を見ることができます。\n" +
		"東京都は来月から、都内の図書館で本を借りることができる時間を長くします。\n" +
		"平日は夜九時まで、土曜日と日曜日は夜七時まで本を借りることができるようになります。\n" +
		"都の担当者は、仕事や学校のあとでも図書館を使ってほしいと話しています。\n" +
		"※このニュースは、やさしい日本語で書いています。\n"
	text := builtinSummary(t, "図書館の時間が長くなる", body)
	if strings.Contains(text, "※") {
		t.Errorf("a ※ note quoted:\n%s", text)
	}
	if !strings.Contains(text, "本を借りることができる時間を長くします") {
		t.Errorf("the story is not summarized:\n%s", text)
	}
}
