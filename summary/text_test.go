package summary

import (
	"reflect"
	"strings"
	"testing"
)

func TestThinkFilter(t *testing.T) {
	tests := []struct {
		name   string
		deltas []string
		want   string
	}{
		{"no think", []string{"Hello ", "world"}, "Hello world"},
		{"whole block", []string{"<think>plan</think>\n\nAnswer."}, "Answer."},
		{"tags split across deltas", []string{"<thi", "nk>pla", "n</th", "ink>", "Ans", "wer <b>"}, "Answer <b>"},
		{"unclosed think drops the rest", []string{"<think>still thinking"}, ""},
		{"lone < at the end is kept", []string{"a <"}, "a <"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			var f thinkFilter
			var b strings.Builder
			for _, d := range tt.deltas {
				b.WriteString(f.write(d))
			}
			b.WriteString(f.flush())
			if b.String() != tt.want {
				t.Fatalf("got %q, want %q", b.String(), tt.want)
			}
		})
	}
}

func TestTextFragment(t *testing.T) {
	tests := []struct{ quote, want string }{
		{"Rangers will fit 6 new fish ladders.", "#:~:text=Rangers%20will%20fit%206%20new%20fish%20ladders."},
		{"run-off, cut & dried", "#:~:text=run%2Doff%2C%20cut%20%26%20dried"},
		{"Crème brûlée", "#:~:text=Cr%C3%A8me%20br%C3%BBl%C3%A9e"},
		{"one two three four five six seven eight nine ten eleven twelve",
			"#:~:text=one%20two%20three%20four,nine%20ten%20eleven%20twelve"},
		{"   ", ""},
	}
	for _, tt := range tests {
		if got := TextFragment(tt.quote); got != tt.want {
			t.Errorf("TextFragment(%q) = %q, want %q", tt.quote, got, tt.want)
		}
	}
}

func TestSplitSentences(t *testing.T) {
	tests := []struct {
		in   string
		want []string
	}{
		{"One thing. Two things! Three?", []string{"One thing.", "Two things!", "Three?"}},
		{"Any lint that would apply to a format! call will also apply to the macro call. Yahoo! services went down. Stop! Then go.", []string{"Any lint that would apply to a format! call will also apply to the macro call.", "Yahoo! services went down.", "Stop!", "Then go."}},
		{"A new study investigates when the 'a-ha!' moment takes place in the brain. In der Studie „Money for nothing and content for free?“ schlussfolgern die Autoren das. Why? Nobody knows.", []string{"A new study investigates when the 'a-ha!' moment takes place in the brain.", "In der Studie „Money for nothing and content for free?“ schlussfolgern die Autoren das.", "Why?", "Nobody knows."}},
		{"Dr. Smith met Mr. Jones. They spoke.", []string{"Dr. Smith met Mr. Jones.", "They spoke."}},
		{"It grew 3.5 percent, e.g. in Paris. Then it fell.", []string{"It grew 3.5 percent, e.g. in Paris.", "Then it fell."}},
		{"He said \"stop.\" Then he left.", []string{"He said \"stop.\"", "Then he left."}},
		// A quotation of several sentences is one; one left open is not.
		{"He said: “We will win. The team is ready.” Then he left.", []string{"He said: “We will win. The team is ready.”", "Then he left."}},
		{"„Wir bieten das nicht an. Die Person ist nicht registriert.“ So Grab. Danach nichts.", []string{"„Wir bieten das nicht an. Die Person ist nicht registriert.“", "So Grab.", "Danach nichts."}},
		{"« C'est fini. On rentre. » Il part.", []string{"« C'est fini. On rentre. »", "Il part."}},
		{"“I’m telling you so you can book a slot tonight. Plus everyone is talking.", []string{"“I’m telling you so you can book a slot tonight.", "Plus everyone is talking."}},
		{"J. R. R. Tolkien wrote it.", []string{"J. R. R. Tolkien wrote it."}},
		{"The U.S. Senate voted. It passed.", []string{"The U.S. Senate voted.", "It passed."}},
		{"東京は晴れです。大阪は雨でした！明日は？", []string{"東京は晴れです。", "大阪は雨でした！", "明日は？"}},
		{"北京今天下雨。上海晴天。", []string{"北京今天下雨。", "上海晴天。"}},
		// "!=" is an operator, not an exclamation, and "!" a type.
		{"Other types may also diverge (e.g., Some(loop {}) has type Option<!>). Any expression of type ! diverges.", []string{"Other types may also diverge (e.g., Some(loop {}) has type Option<!>).", "Any expression of type ! diverges."}},
		{"Why?(No one knew.) Stop!", []string{"Why?", "(No one knew.)", "Stop!"}},
		{"幸运的是，我们可以使用 ? 运算符来让代码变得整洁。下一步。", []string{"幸运的是，我们可以使用 ? 运算符来让代码变得整洁。", "下一步。"}},
		{"Vraiment ! Je pars demain. Ah ! tu es là.", []string{"Vraiment !", "Je pars demain.", "Ah ! tu es là."}},
		{"CHOICE: VALUE must name one of the alternatives. LEN != 0. Using it is safe.", []string{"CHOICE: VALUE must name one of the alternatives.", "LEN != 0.", "Using it is safe."}},
		// A stop with no space after it is inside a version or a name.
		{"Workaround for 1.1.X and later versions of Valgrind: use the option. Version 3.X is out. Update.", []string{"Workaround for 1.1.X and later versions of Valgrind: use the option.", "Version 3.X is out.", "Update."}},
		{"Build it with ASP.NET and host it on example.com today. Free delivery from 29,00 €.Kostenlose Lieferung in den Markt.", []string{"Build it with ASP.NET and host it on example.com today.", "Free delivery from 29,00 €.", "Kostenlose Lieferung in den Markt."}},
		// A bracket that opens the next sentence is the next sentence's.
		{"イヌはそれを見て、思いました。（そうだ、あの肉を取ってやろう）", []string{"イヌはそれを見て、思いました。", "（そうだ、あの肉を取ってやろう）"}},
		{"It rained all day. (The match was off.) Nobody minded.", []string{"It rained all day.", "(The match was off.)", "Nobody minded."}},
		{"Prices rose (see Fig. 3) in May. Sales fell.", []string{"Prices rose (see Fig. 3) in May.", "Sales fell."}},
		{"It ended at 5 p.m. on Friday. Nobody came.", []string{"It ended at 5 p.m. on Friday.", "Nobody came."}},
		{"Das Café öffnet am Freitag, 31. Januar, von 15 bis 18 Uhr. Jeder darf kommen.", []string{"Das Café öffnet am Freitag, 31. Januar, von 15 bis 18 Uhr.", "Jeder darf kommen."}},
		{"Die Burg stammt aus dem 12. Jahrhundert. Sie wurde oft umgebaut.", []string{"Die Burg stammt aus dem 12. Jahrhundert.", "Sie wurde oft umgebaut."}},
		{"Das erschien anlässlich des 400. Jahrestages der Ankunft. Es gab Streit.", []string{"Das erschien anlässlich des 400. Jahrestages der Ankunft.", "Es gab Streit."}},
		{"“Why don't we do it here?” Caudevilla told me in Madrid. The lab opened in 2001.", []string{"“Why don't we do it here?” Caudevilla told me in Madrid.", "The lab opened in 2001."}},
		{"“Stop!” Jane Roe said. Nobody did.", []string{"“Stop!” Jane Roe said.", "Nobody did."}},
		{"He asked “Is it safe?” Nobody answered him at all.", []string{"He asked “Is it safe?”", "Nobody answered him at all."}},
		{"Im Bundesgesetzblatt vom 17. August 2021 (Teil I Nr. 53, Seite 3411) wurde das Gesetz verkündet. Es gilt ab 2022.", []string{"Im Bundesgesetzblatt vom 17. August 2021 (Teil I Nr. 53, Seite 3411) wurde das Gesetz verkündet.", "Es gilt ab 2022."}},
		{"Er wurde gemäss Art. 90 Abs. 2 SVG verurteilt. Er zog weiter.", []string{"Er wurde gemäss Art. 90 Abs. 2 SVG verurteilt.", "Er zog weiter."}},
		{"Sie gewann zum 3. Mal. Am 2. Tag regnete es.", []string{"Sie gewann zum 3. Mal.", "Am 2. Tag regnete es."}},
		{"Wir sehen uns im Jahr 2025. Januar ist kalt.", []string{"Wir sehen uns im Jahr 2025.", "Januar ist kalt."}},
		{"The team scored 25. Then it rained.", []string{"The team scored 25.", "Then it rained."}},
		{"Das gilt z. B. in Berlin, d. h. in der Stadt. Der Verein Jugend forscht e. V. lädt ein.", []string{"Das gilt z. B. in Berlin, d. h. in der Stadt.", "Der Verein Jugend forscht e. V. lädt ein."}},
		// An initial after a hyphen: "UE-W. Brytania" (the EU and Great Britain).
		{"Gdyby umowa nie została poparta, relacje UE-W. Brytania byłyby trudne. Głosowanie trwało.", []string{"Gdyby umowa nie została poparta, relacje UE-W. Brytania byłyby trudne.", "Głosowanie trwało."}},
		{"Die Zulassung (Zul.-Nr. EU/1/20/1525) gilt. Sie endet 2030.", []string{"Die Zulassung (Zul.-Nr. EU/1/20/1525) gilt.", "Sie endet 2030."}},
		{"It parses at about 2 GB/s. The other parser is slower.", []string{"It parses at about 2 GB/s.", "The other parser is slower."}},
	}
	for _, tt := range tests {
		if got := splitSentences(tt.in); !reflect.DeepEqual(got, tt.want) {
			t.Errorf("splitSentences(%q) = %q, want %q", tt.in, got, tt.want)
		}
	}
}
