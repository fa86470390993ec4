// Package stopwords is the one list of words that carry no topic, in
// English and in the other languages a page is written or a question is
// asked in. Research leaves them out of retrieval and subject matching in
// any language (a question is too short to tell its language by); the
// summarizer leaves the page's own language's out of its ranking
// (Counter) and all of them out of grounding.
package stopwords

import (
	"slices"
	"strings"
)

// Is reports whether w (lower case) is a stopword in any language.
func Is(w string) bool { return words[w] != 0 }

// Set is a set of the lists below, one bit each.
type Set uint32

// English is the set of the English list.
const English Set = 1

// Langs is the set of lists that hold w (lower case); it does not
// allocate.
func Langs(w []byte) Set { return words[string(w)] }

// Lang is the set of the list of a language by its code ("de"), or 0.
func Lang(code string) Set {
	for i, l := range lists {
		if slices.Contains(strings.Fields(l.codes), code) {
			return 1 << i
		}
	}
	return 0
}

// Counter counts a text's words in each list, to tell its language.
type Counter struct{ hits [len(lists)]int }

// Add counts w and returns its lists. A word the caller counts as an
// English stopword (english: the summarizer keeps a longer English list)
// counts for English alone, so "in", "so" and "die" in an English text
// are no German.
func (c *Counter) Add(w []byte, english bool) Set {
	if english {
		c.hits[0]++
		return English
	}
	langs := Langs(w)
	for i := range c.hits {
		if langs&(1<<i) != 0 {
			c.hits[i]++
		}
	}
	return langs
}

// Language is the list that holds the most of the words counted, or 0
// when none outnumbers English: a Spanish quote on an English page does
// not make "de" and "la" stopwords of it.
func (c *Counter) Language() Set {
	best := 0
	for i := 1; i < len(c.hits); i++ {
		if c.hits[i] > c.hits[best] {
			best = i
		}
	}
	if best == 0 || c.hits[best] == 0 {
		return 0
	}
	return 1 << best
}

// words maps each stopword to the lists that hold it.
var words = func() map[string]Set {
	m := map[string]Set{}
	for i, list := range lists {
		for _, w := range strings.Fields(list.words) {
			m[w] |= 1 << i
		}
	}
	return m
}()

// lists carry no topic, one per language or group of languages (codes);
// English is first (the English bit). Question words are here too, so
// "what is the price" matches on "price", and in Chinese, Japanese and
// Korean the character pairs (sentence.Pairs) of their question words and
// endings ("ですか", "언제인가요").
//
// Without the other languages' lists a question that the sources do not
// cover was answered from the passage that shared its articles and its
// verb "to have": "¿Tiene la biblioteca aparcamiento?" ("does the
// library have parking?") quoted the page's opening hours, on "tiene",
// "la" and "biblioteca". And a German page's summary was ranked by how
// often its sentences said "nicht", "auch" and "wurde". Words that are
// also English content words ("son", "hay", "man", "come", "dove", "war",
// "car", "ton", "door", "sin", "era", "dies", "tot", "sea", "plus") and
// English names ("Han", "Dan", "Allen", "Mia") are left out: research
// reads every list at once.
var lists = [...]struct{ codes, words string }{
	// English
	{"en", `a an the and or but if then else of in on at to for from by with without about
	into onto over under as is are was were be been being am do does did done have has had having it its it's
	this that these those there here they them their theirs he she his her we our you your i me my
	what which who whom whose when where why how can could should would will shall may might must not no yes
	so than too very just also only such each every all any some more most other others another same own
	up down out off again further once both few many much new old said says say according per via
	s t d ll re ve m o y isn't aren't wasn't weren't don't doesn't didn't won't can't`},
	// Chinese, Japanese, Korean (character pairs)
	{"zh ja ko", `です すか ます まか 何 いつ どこ どう 什么 怎么 哪里 多少 吗 呢 언제 무엇 어디 누구 인가 가요 나요 까요 니까 습니`},
	// Spanish
	{"es", `el la los las un una unos unas de del al y e u en con por para que qué cuál cuáles cuánto cuántos
	cuánta cuántas cómo dónde cuándo quién quiénes es está están ser estar se su sus lo le les mi mis tu
	te nos este esta estos estas ese esa eso esto muy más puede pueden tiene tienen pero sobre entre
	hasta desde también ya fue ha sido todo todos toda todas otro otra otros otras cuando donde
	porque como ni yo él ella ellos ellas nosotros usted ustedes aquí así hace cada según durante
	nuestro nuestra sí o`},
	// French
	{"fr", `le les une des du au aux et ou dans sur pour par avec qui quoi quel quelle quels quelles combien
	comment où quand pourquoi est sont être ont il elle ils elles se sa ses ce cette ces ne pas peut
	peuvent y-a-t-il je nous vous lui leur leurs mon ma mes notre nos votre vos moins très aussi
	mais donc comme tout tous toute toutes été était avait avoir fait faire dont en à entre sans sous
	chez vers depuis avant après encore déjà ainsi alors cela ça celui celle ceux même autre autres
	qu un`},
	// German
	{"de", `der die das den dem des ein eine einen einem einer und oder im an am auf mit von zu zum zur für ist
	sind wird werden wer wie wo wann warum welche welcher welches wieviel viele gibt es sich sie er kann
	können darf hat haben nicht auch als nach bei aus wenn noch nur sehr schon dann denn doch mehr hier
	dass diese dieser dieses diesem diesen wir ihr ihre ihren ihrem ihrer sein seine seinen seinem
	seiner unser unsere mein meine kein keine durch über unter vor zwischen gegen ohne um bis seit
	wurde wurden worden sei waren hatte hatten muss soll sollte ich du uns euch ihm ihn ihnen jetzt
	immer so da etwa sowie bzw ob weil aber sondern alle aller viel vom beim ins`},
	// Italian
	{"it", `il lo gli di della dei delle degli che chi cosa quale quali quanto quanti quanta quante quando
	perché è sono si può ha hanno la le un una da in con su per tra fra e o ma anche più non cui
	del al alla ai alle dal dalla nel nella nei sul sulla stato stata essere avere questo questa
	questi queste quello quella loro suo sua suoi mio nostro nostra molto tutto tutti tutte ancora
	già poi dopo prima se così`},
	// Portuguese
	{"pt", `os um uma do da dos das em no na nos nas com qual quais quantos quantas como onde quem são pode
	tem têm o a as uns umas de por pelo pela pelos pelas para sem sobre entre e ou mas também mais
	menos não se que quando porque muito muita muitos já ainda foi foram ser estar está estão ter há
	seu sua seus suas ele ela eles elas nós você isso isto esse essa este esta ao aos à às`},
	// Dutch
	{"nl", `het een van voor te zijn wat wie waar wanneer waarom welke hoeveel er heeft hebben de en in op dat
	die met is was niet aan maar om ook als bij of uit nog naar wel al hij zij ze we wij je u ik
	hun haar zo worden wordt werd kan kunnen moet had geen meer veel deze dit`},
	// Russian, Ukrainian
	{"ru uk", `и в во на с со по для от к о об что как где когда почему сколько кто какой какая какие ли есть это
	не можно может і та що де коли чому скільки хто який яка які чи є це но а же бы был была были было
	быть его её ее их он она они мы вы я ты так все всё уже только еще ещё при из за до у под над
	через между также или если чтобы этот эта эти того том этом который которая которые которых`},
	// Polish, Czech
	{"pl cs", `i w we z ze do od po dla że czy jak gdzie kiedy dlaczego ile kto jaki jaka jakie co jest są się
	można może ma mają a je jsou kde kdy proč kolik kdo jaký jaká jaké`},
	// Turkish
	{"tr", `ve ile bir bu mi mı mu mü ne nasıl nerede zaman neden kaç kim hangi var`},
	// Greek
	{"el", `ο η το οι τα του της των και σε στο στη στον με για από να είναι πόσα πόσο πόσες πότε πού πώς
	γιατί τι ποιος ποια ποιο έχει`},
	// Hebrew, Arabic (whole words; their articles and prepositions are
	// joined to the next word)
	{"he ar", `של את על עם מה מי איך איפה מתי למה כמה האם יש
	في من على إلى عن مع أو ما ماذا متى أين كيف لماذا كم هل هو هي يوجد توجد`},
	// Hindi
	{"hi", `का की के में से पर और या क्या कब कहाँ कैसे क्यों कितना कितने कितनी कौन है हैं`},
}
