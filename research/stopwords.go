package research

import "strings"

// stopwords are left out of retrieval and subject matching: they carry no
// topic. Question words are here too, so "what is the price" matches on
// "price", and in Chinese, Japanese and Korean the character pairs
// (forWords) of their question words and endings ("ですか", "언제인가요").
//
// The function words and question words of the other languages a
// question is often asked in are here as well. Without them a question
// that the sources do not cover was answered from the passage that shared
// its articles and its verb "to have": "¿Tiene la biblioteca
// aparcamiento?" ("does the library have parking?") quoted the page's
// opening hours, on "tiene", "la" and "biblioteca". Words that are also
// English content words ("son", "hay", "man", "come", "dove", "war") are
// left out.
var stopwords = func() map[string]bool {
	m := map[string]bool{}
	for _, list := range []string{
		// English
		`a an the and or but if then else of in on at to for from by with without about
		into onto over under as is are was were be been being am do does did done have has had having it its it's
		this that these those there here they them their theirs he she his her we our you your i me my mine
		what which who whom whose when where why how can could should would will shall may might must not no yes
		so than too very just also only such each every all any some more most other others another same own
		up down out off again further once both few many much new old said says say according per via
		s t d ll re ve m o y isn't aren't wasn't weren't don't doesn't didn't won't can't`,
		// Chinese, Japanese, Korean (character pairs)
		`です すか ます まか 何 いつ どこ どう 什么 怎么 哪里 多少 吗 呢 언제 무엇 어디 누구 인가 가요 나요 까요 니까 습니`,
		// Spanish
		`el la los las un una unos unas de del al y e u en con por para que qué cuál cuáles cuánto cuántos
		cuánta cuántas cómo dónde cuándo quién quiénes es está están ser estar se su sus lo le les mi mis tu
		te nos este esta estos estas ese esa eso muy más puede pueden tiene tienen`,
		// French
		`le les une des du au aux et ou dans sur pour par avec qui quoi quel quelle quels quelles combien
		comment où quand pourquoi est sont être ont il elle ils elles se sa son ses ce cette ces ne pas peut
		peuvent y-a-t-il`,
		// German
		`der die das den dem des ein eine einen einem einer und oder im an am auf mit von zu zum zur für ist
		sind wird werden wer wie wo wann warum welche welcher welches wieviel viele gibt es sich sie er kann
		können darf hat haben`,
		// Italian, Portuguese
		`il lo gli di della dei delle degli che chi cosa quale quali quanto quanti quanta quante dove
		quando perché è sono si può ha hanno os um uma do da dos das em no na nos nas com qual quais quantos
		quantas como onde quem são pode tem têm`,
		// Dutch
		`het een van voor te zijn wat wie waar wanneer waarom welke hoeveel er heeft hebben`,
		// Russian, Ukrainian
		`и в во на с со по для от к о об что как где когда почему сколько кто какой какая какие ли есть это
		не можно может і та що де коли чому скільки хто який яка які чи є це`,
		// Polish, Czech
		`i w we z ze do od po dla że czy jak gdzie kiedy dlaczego ile kto jaki jaka jakie co jest są się
		można może ma mają a je jsou kde kdy proč kolik kdo jaký jaká jaké`,
		// Turkish
		`ve ile bir bu mi mı mu mü ne nasıl nerede zaman neden kaç kim hangi var`,
		// Greek
		`ο η το οι τα του της των και σε στο στη στον με για από να είναι πόσα πόσο πόσες πότε πού πώς
		γιατί τι ποιος ποια ποιο έχει`,
		// Hebrew, Arabic (whole words; their articles and prepositions are
		// joined to the next word)
		`של את על עם מה מי איך איפה מתי למה כמה האם יש
		في من على إلى عن مع أو ما ماذا متى أين كيف لماذا كم هل هو هي يوجد توجد`,
		// Hindi
		`का की के में से पर और या क्या कब कहाँ कैसे क्यों कितना कितने कितनी कौन है हैं`,
	} {
		for _, w := range strings.Fields(list) {
			m[w] = true
		}
	}
	return m
}()
