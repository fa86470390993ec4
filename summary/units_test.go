package summary

import (
	"slices"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestUnitsSkipNonSentences: a line that is no sentence is no unit, while
// a sentence, short or not, is one.
func TestUnitsSkipNonSentences(t *testing.T) {
	tests := []struct {
		name string
		in   Input
		want []string
	}{
		// A member's card on a forum is no comment.
		{"forum member cards", Input{Kind: KindComments, Text: "> Andrew97: Reply 1 Andrew97 Entertainment Forum Helper, Debate & Current Affairs Helper 20\n" +
			"> Quady: Has he got an oven ready plan though?\n" +
			"> 04MR17: Volunteer Team, Clearing and Applications Advisor 22\n" +
			"> Saracen: The prime minister has announced that a general election will take place in July.\n"},
			[]string{"Has he got an oven ready plan though?", "The prime minister has announced that a general election will take place in July."}},
		// A sponsor's label is a credit line, not the page's lead or a
		// point; a sentence that only mentions paying for something is
		// prose.
		{"sponsor labels", Input{Kind: KindPage, Text: "This content was paid for by Iberdrola and produced by the Guardian Labs team.\n" +
			"Tidal turbines off the coast of Orkney produced more electricity last winter than ever.\n" +
			"Paid content: Ten ways to heat your home for less this winter.\n" +
			"The new harbour wall was paid for by the council and finished in March.\n"},
			[]string{"Tidal turbines off the coast of Orkney produced more electricity last winter than ever.", "The new harbour wall was paid for by the council and finished in March."}},
		// A Chinese caption is written as a sentence; "the map is …"
		// inside one is prose.
		{"Chinese captions", Input{Kind: KindPage, Text: "图为马素湘在澳大利亚悉尼游玩时的近影。\n" +
			"她在悉尼大学学习国际关系，毕业后进入联合国工作。\n" +
			"这张地图为游客标出了所有的景点和车站。\n"},
			[]string{"她在悉尼大学学习国际关系，毕业后进入联合国工作。", "这张地图为游客标出了所有的景点和车站。"}},
		// A figure's or a table's caption opens with its number and a
		// mark; a sentence about a figure goes on without one.
		{"figure captions", Input{Kind: KindPage, Text: "Figure 1: ggplot2 barchart with the default font sizes.\n" +
			"Figure 4 shows the two repositories after amending in the dev repository.\n" +
			"Abb. 3 – Der Hafen von Kiel im Winter, von der Förde aus gesehen.\n" +
			"Table 2. Mean scores of the three groups after twelve weeks of training.\n" +
			"The theme function changes the size of every text element at once.\n"},
			[]string{"Figure 4 shows the two repositories after amending in the dev repository.", "The theme function changes the size of every text element at once."}},
		// A line cut at a comma and the line that goes on from it are one
		// fragment; a brand written in lower case ("iPhone") starts a
		// sentence of its own.
		{"lines cut at a comma", Input{Kind: KindPage, Text: "Enter your email for 10% off your first order,\n" +
			"plus the latest news from the sock drawer.\n" +
			"These socks are knitted in Portugal from long-staple cotton.\n" +
			"Ask us anything about sizes,\n" +
			"iPhone owners can also order in the app in two taps.\n"},
			[]string{"These socks are knitted in Portugal from long-staple cotton.", "iPhone owners can also order in the app in two taps."}},
		// A footnote's number after a sentence's end goes; a standard's
		// number after a single letter ("E.164") is the name's.
		{"footnote numbers", Input{Kind: KindPage, Text: "Resting heart rate falls with regular training.14 Most adults see it within weeks.\n" +
			"Replace the value with the phone number that Twilio gave you in E.164 format.\n"},
			[]string{"Resting heart rate falls with regular training.", "Most adults see it within weeks.", "Replace the value with the phone number that Twilio gave you in E.164 format."}},
		// A list item that is a name or a title says nothing; one that
		// says something, in whatever case, is a point.
		{"names in a list", Input{Kind: KindPage, Text: "- Oz Moving & Storage, Inc.\n" +
			"- Anthem Blue Cross and Blue Shield New Hampshire\n" +
			"- Living Room Furniture\n" +
			"- Metal hinges and headband for maximum durability\n" +
			"- iPhone owners can order in the app in two taps\n" +
			"- Tidal Turbines Now Power Orkney's Whole Harbour Through The Long Winter Nights\n"},
			[]string{"Metal hinges and headband for maximum durability", "iPhone owners can order in the app in two taps", "Tidal Turbines Now Power Orkney's Whole Harbour Through The Long Winter Nights"}},
		// A contents list says the headings below it again, whether a
		// heading names it so ("Table of content", in the singular) or
		// not; an item that only starts like a heading is a point.
		{"contents entries", Input{Kind: KindPage, Text: "H3: Table of content\n" +
			"- Registering the extension functions of a module\n" +
			"- Implementing an extension function in plain C\n" +
			"H3: Registering an extension function with the engine\n" +
			"The registration is bound to a single transformation instance.\n" +
			"H3: Implementing an extension function in C\n" +
			"- Implementing an extension function in C takes a context and the number of arguments\n"},
			[]string{"The registration is bound to a single transformation instance.", "Implementing an extension function in C takes a context and the number of arguments"}},
		// A line of names between commas is a list of people; a sentence
		// that names them says something.
		{"lists of names", Input{Kind: KindPage, Text: "Junxiong Wang, Shirley Wu, Zelei Shao, Vikranth Srivatsa, Jue Wang, Roy Yuan, Qingyang Wu, Alpay Ariyak, Rupert Wu\n" +
			"- Michael Luo*, Naman Jain*, Jaskirat Singh*, Sijun Tan*, Ameen Patel\n" +
			"Shirley Wu, Zelei Shao and Jue Wang trained the model on 4,000 GPUs in March.\n"},
			[]string{"Shirley Wu, Zelei Shao and Jue Wang trained the model on 4,000 GPUs in March."}},
		// An item that stops short is half of an alternative.
		{"items that stop short", Input{Kind: KindPage, Text: "Clippy looks for its configuration file in:\n" +
			"- The directory specified by the CLIPPY_CONF_DIR environment variable, or\n" +
			"- The directory specified by the CARGO_MANIFEST_DIR environment variable, or\n" +
			"- The current directory, where Clippy was started from.\n"},
			[]string{"The current directory, where Clippy was started from."}},
		// A label that opens three items or more is a field of the
		// records the page lists: its values are data, unless they are
		// sentences.
		{"record fields", Input{Kind: KindPage, Text: "H3: Afrikaans team\n" +
			"- mailing list for the translators of the team: send an empty mail to lia-subscribe@af.org.za\n" +
			"- web site: kde.af.org.za\n" +
			"H3: Arabic team\n" +
			"- mailing list for the translators of the team: doc@arabeyes.org via the arabeyes subscription page\n" +
			"- web site: www.arabeyes.org\n" +
			"H3: Breton team\n" +
			"- mailing list for the translators of the team: Write to the coordinator, who adds you by hand within a week.\n" +
			"- web site: www.drouizig.org\n"},
			[]string{"mailing list for the translators of the team: Write to the coordinator, who adds you by hand within a week."}},
		{"questions over their answers", Input{Kind: KindPage, Text: "- Can I bring my bicycle on board the ferry?\n" +
			"- Are dogs allowed in the passenger lounge?\n" +
			"H3: Can I bring my bicycle on board the ferry?\n" +
			"Yes. Bicycles travel free on every crossing of the harbour.\n" +
			"H3: Are dogs allowed in the passenger lounge?\n" +
			"Dogs on a lead may ride on the open-air deck.\n"},
			[]string{"Bicycles travel free on every crossing of the harbour.", "Dogs on a lead may ride on the open-air deck."}},
		// A numbered line said again further down is the page's contents
		// the first time (a DocBook FAQ lists its questions, then asks
		// each over its answer); a numbered step said once is a step.
		{"numbered contents", Input{Kind: KindPage, Text: "3.1. Programs run fine alone but crash at exit under the checker.\n" +
			"3.2. My program dies with an illegal instruction.\n" +
			"H3: 3. The checker aborts\n" +
			"3.1. | Programs run fine alone but crash at exit under the checker.\n" +
			"Run it with the option that skips the final cleanup.\n" +
			"3.2. | My program dies with an illegal instruction.\n" +
			"1. Rebuild the program without the newest vector instructions.\n"},
			[]string{"Programs run fine alone but crash at exit under the checker.", "Run it with the option that skips the final cleanup.", "My program dies with an illegal instruction.", "Rebuild the program without the newest vector instructions."}},
		// A caption the observation names is what a picture shows, even
		// written as a sentence with no credit mark.
		{"named captions", BuildInput(&laika.Observation{Title: "Harbour", Primary: &laika.Primary{
			Text: "The first boats leave the quay before the light does, engines loud in the dark.\n" +
				"Boats tied up at the north quay, photographed by Mara Lind.\n" +
				"The market opens at seven, and the prices are settled in a few quiet words.\n",
			Captions: []string{"Boats tied up at the north quay, photographed by Mara Lind."}}}, 0),
			[]string{"The first boats leave the quay before the light does, engines loud in the dark.", "The market opens at seven, and the prices are settled in a few quiet words."}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var got []string
			for _, u := range units(tt.in, false) {
				got = append(got, u.text)
			}
			if !slices.Equal(got, tt.want) {
				t.Errorf("units = %q, want %q", got, tt.want)
			}
		})
	}
}

// A lead never opens by pointing back at a sentence before it; the page's
// own first sentence may say "This is" about the page.
func TestGoesOn(t *testing.T) {
	tests := []struct {
		s     string
		first bool
		want  bool
	}{
		{"In fact, small firms are attacked more often.", false, true},
		{"However, after this is processed the figure is empty.", false, true},
		{"But that is no problem for ferns.", true, true},
		{"This is part of the reason the city draws speakers.", false, true},
		{"This is the reference manual for the Go programming language.", true, false},
		{"Thistle seeds travel far on the wind.", false, false},
		{"Sonar maps the harbour floor every spring.", false, false},
		{"Jedoch blieb der Hafen geschlossen.", false, true},
		{"Sin embargo, el puerto siguió cerrado.", false, true},
		{"Però il porto è rimasto chiuso.", false, true},
		{"Donc le port est resté fermé.", true, true},
		{"Donckers opened the harbour in May.", false, false},
		{"Doch", false, true},
		{"このため、法律では児童相談所の力を強くしました。", false, true},
		{"また、専門の職員を増やします。", false, true},
		{"また会いましょうという店が開きました。", false, false},
		{"子どもへの体罰を禁止する法律ができました。", false, false},
		{"因此，港口仍然关闭。", false, true},
		{"但丁的故乡在佛罗伦萨。", false, false},
		{"그러나 항구는 닫혀 있었다.", false, true},
		{"As a consequence there is very little documentation out there about SysV init.", true, true},
		{"As a rule, the harbour opens in May.", false, false},
		{"Consequently, the port stayed closed.", false, true},
		{"Similarly priced boats sold out.", false, false},
		{"Similarly, the port stayed closed.", false, true},
		{"Folglich blieb der Hafen geschlossen.", false, true},
		{"Five years later, amid a tightening of export controls, the CEO warned of a backlash.", true, true},
		{"Then the programs for the default run-level are run.", false, true},
		{"Thence the river runs north.", false, false},
		{"Dann übernimm du doch mal Verantwortung.", false, true},
		{"Later-stage funding dried up in 2023.", false, false},
		{"Luego de más de un mes, la comunidad pidió ayuda.", false, false},
		{"Luego, la comunidad pidió ayuda.", false, true},
		{"Por consiguiente, el puerto siguió cerrado.", false, true},
		{"Diese regeln auch den Besuch beim Friseur.", false, true},
		{"Diese Regeln gelten ab Montag für alle Friseure.", false, false},
		{"Das ist der Grund für die neue Regel.", false, true},
		{"Das Kabinett beschloss die Regel am Montag.", false, false},
		{"Dieses süße Spiel zeigt den Alltag einer Biene.", false, false},
		{"Dies war zuletzt am 1. September der Fall.", false, true},
		{"Cela explique la fermeture du port.", false, true},
		{"Cela fait de très nombreuses années que le port est fermé.", false, false},
		{"Esto explica el cierre del puerto.", false, true},
		{"Estos puertos cierran en invierno.", false, false},
		{"For example, || a + 1 automatically captures a reference to a from the surrounding context.", true, true},
		{"For instance, the port stayed closed.", false, true},
		{"For example purposes only, the port is closed.", false, false},
		{"Zum Beispiel blieb der Hafen geschlossen.", false, true},
		{"Beispielsweise ist der Hafen geschlossen.", false, true},
		{"Beispielsätze stehen im Anhang.", false, false},
		{"例えば、港は閉まったままだった。", false, true},
		{"We welcome patches to add support for these.", false, true},
		{"Specifically, support was added for font server cloning.", false, true},
		{"Specifics of the protocol are in chapter 4.", false, false},
		{"Keep the receipts and send us copies of them.", false, true},
		{"These patches add support for bit fields.", false, false},
		{"We welcome patches to add these features.", false, false},
	}
	for _, tt := range tests {
		if got := goesOn(tt.s, tt.first); got != tt.want {
			t.Errorf("goesOn(%q, %v) = %v, want %v", tt.s, tt.first, got, tt.want)
		}
	}
}

func TestSectionName(t *testing.T) {
	tests := []struct{ heading, title, want string }{
		{"Tiny homes cost less", "Pros and cons of tiny homes | Homes", "(Tiny homes cost less)"},
		{"Denizens of the Dark", "Denizens of the Dark | Chicago Botanic Garden", ""},
		{"(Zamioculcas zamiifolia)", "Indoor plants", "(Zamioculcas zamiifolia)"},
		{"(Step 1) Prepare (optional)", "Guide", "((Step 1) Prepare (optional))"},
		{"", "Guide", ""},
		{"The long-dominant ideology brought us forever wars, the Great Recession, and worse", "Neoliberalism", ""},
		{"How the tides are forecast a year ahead", "Tides", "(How the tides are forecast a year ahead)"},
		{"Join or sign in", "What is a smartphone?", ""},
		{"Sign in", "Guide", ""},
		{"Joining the boards", "Woodwork", "(Joining the boards)"},
	}
	for _, tt := range tests {
		if got := sectionName(tt.heading, tt.title); got != tt.want {
			t.Errorf("sectionName(%q, %q) = %q, want %q", tt.heading, tt.title, got, tt.want)
		}
	}
}

// TestStopsShort: a sentence whose last word cannot end one is cut
// before its end, its rest on the next line (a formula) or gone.
func TestStopsShort(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"If the conjugate transpose of a matrix A is denoted by A^H, then the Hermitian property can be written concisely as", true},
		{"The tide tables are the best forecast in the business of the", true},
		{"The tide tables are the best forecast in the business.", false},
		{"Hermitian matrices are named after Charles Hermite", false},
	} {
		if got := stopsShort(tt.s); got != tt.want {
			t.Errorf("stopsShort(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}

// TestNoteMarks: footnote and edit marks and bracketed links on leave a
// quote; a bracketed word of the quote's own stays.
func TestNoteMarks(t *testing.T) {
	for in, want := range map[string]string{
		"The river rose a metre.[3]":                         "The river rose a metre.",
		"Akcja Katolicka w Polsce. [czytaj więcej]":          "Akcja Katolicka w Polsce. ",
		"Read the plan [Read more]":                          "Read the plan ",
		"The council met on Tuesday.[edit]":                  "The council met on Tuesday.",
		"“[I] was there,” she said.":                         "“[I] was there,” she said.",
		"Ich werde Sie […] gern weiter empfehlen.":           "Ich werde Sie […] gern weiter empfehlen.",
		"The mayor said the plan [for the harbour] is done.": "The mayor said the plan [for the harbour] is done.",
	} {
		if got := noteMark.ReplaceAllString(in, ""); got != want {
			t.Errorf("%q: got %q, want %q", in, got, want)
		}
	}
}

// TestNameList: names between commas are a list of people, however
// marked; a sentence or a list of things is not.
func TestNameList(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"Junxiong Wang, Shirley Wu, Zelei Shao, Vikranth Srivatsa, Jue Wang", true},
		{"By Alpay Ariyak*, Junda Zhang, Junxiong Wang, Shang Zhu, Federico Bianchi", true},
		{"Tilda Swinton, Johnny Mills, Philip MacDonald and Ludwig van Beethoven", true},
		{"Shirley Wu, Zelei Shao and Jue Wang trained the model", false},
		{"Paris, Rome, Berlin", false},
		{"apples, pears, plums, cherries", false},
	} {
		if got := nameList(tt.s); got != tt.want {
			t.Errorf("nameList(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
