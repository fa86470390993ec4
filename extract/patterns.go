package extract

import (
	"slices"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

//go:generate go run ../tools/cmd/genregistry -patterns -o ../extension/generated/patterns.js

// Pattern is a regular expression both readers apply: this package to the
// pages the host fetches, the content script to the page the browser
// shows. Written once here, it reaches the content script as
// extension/generated/patterns.js, so the two cannot drift apart.
type Pattern struct {
	Name   string // the package variable's name and the key in LaikaPatterns
	Source string // RE2 syntax; internal/jsregexp must be able to translate it
	Doc    string // what it names, one line
}

// SharedPatterns returns the patterns the content script shares, in a
// stable order.
func SharedPatterns() []Pattern { return slices.Clone(sharedPatterns) }

// shared compiles (lazily) the shared pattern called name; the package
// variable of that name holds it (TestSharedPatternsBound checks).
func shared(name string) *lazyregexp.Regexp {
	for _, p := range sharedPatterns {
		if p.Name == name {
			return lazyregexp.New(p.Source)
		}
	}
	panic("extract: no shared pattern " + name)
}

var sharedPatterns = []Pattern{
	// Page furniture.
	{"boilerplateClass", `(?i)(?:^|[-_ ])(?:sidebar|side-bar|sidenav|menu|navbar|nav|navheader|navfooter|disclosures?|affiliate-(?:text|disclosure|notice|note)|tag-links|tag-list|tagcloud|postmetadata|post-meta|entry-meta|recentcomments|breadcrumbs?|cookies?|consent|newsletter|related|related(?:posts|articles|stories|links|content)|share|sharing|social|advert|ads|ad-slot|promo|filters?|facets?|refinements?|toc|table-of-contents|pagination|pager|skip-link|modal|popup|banner|subscribe|signup|sign-up|footer|site-header|global-header|masthead|mini-?cart|cart-drawer|side-?cart|search-?bar|search-(?:suggestions?|overlay|modal|drawer|panel|popup|flyout)|site-search|predictive-search)(?:$|[-_ ])` +
		// A class that ends in "navigation" (main-navigation, Navigation) names
		// the block; "navigation-free-text" is a text kept free of it.
		`|(?:^|[-_ ])navigation(?:$|\s)`,
		"a class or id naming page furniture: menus, share bars, related links, banners, sign-up boxes, a post's meta line, tag links and advertising disclosure, the site header and footer, a cart drawer"},
	{"adModifier", `(?i)^(?:ads?|adverts?|advertising|with-ads|has-ads)$`,
		"a BEM modifier (the part of a class after \"--\") saying that a block carries adverts: TestReport__Section--Ads is a section of a review an advert may be placed in, not an advert"},
	{"sidebarLayout", `(?i)(?:^|[-_: ])(?:with|has|no|without)(?:-[a-z]+)?-side-?bar(?:$|[-_ ])`,
		"a class token that lays a block out with or without a sidebar (has-sidebar, no-sidebar, lg:w-main-with-right-sidebar): the content column, not the sidebar"},
	{"tocClass", `(?i)(?:^|[-_ ])(?:toc|table-of-contents)(?:$|[-_ ])`,
		"a class or id naming a table of contents (furniture, unless it is a chapter's index of other pages, or prose only named after one)"},
	{"commentsArea", `(?i)(?:^|\s)(?:comments|comments-area|comments-section|comments-wrapper|commentlist|comment-list|comments-list|comment-respond|respond|commentform|comment-form|reply-title|comment-reply-title|nocomments|disqus_thread)(?:$|\s)`,
		"a class or id naming an article's comment section or its reply form (WordPress, Disqus), matched against class and id joined by a space"},
	{"captionClass", `(?i)(?:^|[-_ ])(?:caption|captions|figcaption)(?:$|[-_ ])`,
		"a class naming a picture's caption (WordPress's wp-caption-text, image-caption, photo-caption)"},
	{"heroClass", `(?i)(?:^|[-_ ])hero(?:$|[-_ ])`,
		"a class or id naming a page's hero, its opening banner: never furniture"},
	{"consentClass", `(?i)(?:^|[-_ ])(?:cookies?|consent|onetrust|gdpr|didomi|truste|usercentrics)(?:$|[-_ ])|cookiebot`,
		"a class or id naming a cookie or privacy consent box"},
	{"promoWord", `(?i)(?:^|[-_])promo(?:$|[-_])`,
		"a class or id token naming a promotion"},
	{"hiddenClassToken", `(?i)^(?:hide|d-none|js-hidden|is-hidden|display-none|u-hidden|is-hide|(?:sm|md):hidden|d-(?:sm|md)-none|(?:mobile|phone)-only|only-(?:mobile|phone)|(?:show|visible)-(?:on-)?mobile|mobile-visible|(?:is-)?hidden-(?:on-)?(?:desktop|tablet)|hide-(?:on-)?desktop|desktop-hidden|show-for-small-only|hide-for-(?:medium|large)(?:-up)?)$`,
		"a class token that hides an element on a desktop screen: a utility class for display:none, or one that hides it from a tablet's width up (the phone copy of a block)"},
	{"stateMessageName", `(?i)(?:^|[-_])(?:errors?|no-?match(?:es)?|no-?results?|fail|failure)(?:[-_](?:msg|message|messages|text|box|container|wrapper|wrap))?$`,
		"a class token or id naming a message a script shows when something fails (\"geolocate-error\", \"no-results\", Webflow's \"w-form-fail\", \"email-signup__message--failure\"): a stylesheet keeps it out of view until then"},
	{"noticeToken", `(?i)^(?:hidden|alert(?:-\w+)?|notice|banner)$`,
		"a class token of a site's notice or status line over a thread (\"alert-warning\": \"This topic has been deleted.\"), or the bare \"hidden\" that keeps it out of view until it applies"},
	{"responsiveShowToken", `(?i)^[^:]+:(?:block|flex|grid|inline|inline-block|inline-flex|table|contents|visible)$|^d-[a-z]+-(?:block|flex|grid|inline|table|contents)$|^show-for-|^visible-`,
		"a class token that shows an element again from some screen size on (Tailwind md:block, Bootstrap d-md-block)"},
	{"readabilityUnlikely", `(?i)-ad-|ai2html|banner|breadcrumbs|combx|comment|community|cover-wrap|disqus|extra|footer|gdpr|header|legends|menu|related|remark|replies|rss|shoutbox|sidebar|skyscraper|social|sponsor|supplemental|ad-break|agegate|pagination|pager|popup|yom-remote`,
		"Readability's unlikelyCandidates: a class or id it drops an element for before scoring (both Readabilities use this list)"},
	{"bodyMisnomer", `(?i)banner|extra|sponsor|supplemental`,
		"the words in readabilityUnlikely that name an article's body on real sites (banners-contenido-nota, extra-content): how the body is dressed, not furniture"},
	{"headingMisnomer", `(?i)header`,
		"the word in readabilityUnlikely that names a heading element on real sites (rustdoc's code-header and section-header, Bootstrap's card-header): what it is, not page furniture"},
	// "offscreen" counts only as a whole token: lazy-rendering plugins name
	// every section below the fold so ("nitro-offscreen"), and scripts add
	// those names on the live page.
	{"srOnlyClass", `(?i)(?:^|\s)(?:(?:[a-z0-9]+[-_]+)*(?:sr[-_]?only|sr-(?:text|description|label|caption|clipped)|(?:caption|label|text|description)-sr|visible-sr|show-for-sr|visually-?hidden|screen-?reader-(?:text|only)|screenreader-only|hidden-visually|element-invisible|hidden-accessible|assistive-text|a11y-hidden|hide-visually)(?:[-_]+[a-z0-9]+)*|a-offscreen|offscreen|accesshide)(?:\s|$)`,
		"a class naming screen-reader-only text (sr-only, visually-hidden, show-for-sr, Moodle's accesshide, a part named caption-sr or sr-description): clipped to one invisible pixel, read aloud but never seen"},
	{"tooltipName", `(?i)tool-?tip|infotip|popover`,
		"a class or custom tag naming a tooltip or popover"},
	{"tooltipTrigger", `(?i)trigger|toggle|btn|button|host|anchor|icon`,
		"a class naming the control that opens a tooltip"},

	// Articles.
	{"relatedLeadIn", `(?i)^\W*related\b|\brelated (?:articles|posts|reads|reading|stories|content|links|topics|guides|pages|resources)\b|\b(?:you may also|you might also|you may be interested|also like|more from|more articles|more posts|recommended (?:articles|posts|reading|stories|content|for you)|keep reading|read next|check out these|(?:popular|latest|recent) (?:posts|articles|stories))|^\W*new (?:posts|articles|stories)\W*$\b`,
		"the line introducing a list of other pages after an article"},
	{"relatedLeadInWords", `(?:^|[\s(»›-])(?:auch interessant|könnte (?:sie|dich) (?:auch )?interessieren|mehr zum thema|weitere (?:artikel|beiträge|nachrichten|meldungen)|ähnliche (?:artikel|beiträge)|verwandte (?:artikel|beiträge|themen)|lesen sie (?:auch|mehr)|lies auch|empfohlene (?:artikel|beiträge)|(?:neueste|beliebteste?|aktuelle) (?:beiträge|artikel|nachrichten)|viel gelesen|meist(?:gelesen|diskutiert|kommentiert|geteilt)e?n?(?: (?:artikel|beiträge|nachrichten))?|zum weiterlesen|schon gelesen\??|passend dazu|à lire (?:aussi|également)|lire aussi|sur le même sujet|articles (?:similaires|liés|récents)|vous aimerez (?:aussi|peut-être)|dans la même rubrique|(?:también )?te puede interesar|(?:noticias|artículos) relacionad[oa]s|lee también|te recomendamos|leggi anche|articoli correlati|(?:ti )?potrebbe interessarti|lees ook|gerelateerde artikelen|ook interessant|leia também|veja também|(?:artigos|notícias) relacionad[oa]s|czytaj (?:także|też|również)|zobacz (?:także|też|również)|powiązane artykuły)(?:$|[\s:.!…»›])`,
		"relatedLeadIn in German, French, Spanish, Italian, Dutch, Portuguese and Polish, matched against the lower-cased line (RE2 and JavaScript fold non-ASCII letters differently)"},
	{"authorBoxClass", `(?i)(?:^|[-_ ])(?:author-?box|author-?bio|about-?(?:the-)?author|author-?info|author-?card|author-?profile|author-?details|author-?meta|author-?section|author-?wrap(?:per)?|author-?container|authorbox|post-author-bio|(?:writer|contributor)-?bio)(?:$|[-_ ])`,
		"a class or id naming the writer's photo-and-bio box under a post"},
	{"notesList", `(?i)(^|[-_ ])(references?|reflist|footnotes?|citations?|endnotes?)([-_ ]|$)`,
		"a class or id naming an article's references or footnotes"},
	{"codeLineClass", `(?i)(?:^|\s)(?:line|code-line|token-line|cm-line|highlight-line|ec-line|line-content)(?:$|\s)`,
		"a class a syntax highlighter puts on each source line in a <pre>"},
	{"codeGutterClass", `(?i)(?:^|[\s_-])(?:line-?numbers?|line-?no|linenos?|gutter|lnt?)(?:$|[\s_-])`,
		"a class a syntax highlighter puts on the line numbers in a <pre>"},
	{"creditLine", `(?i)^\(?(?:(?:photo(?:graph)?|picture|image|illustration|photo illustration|graphic|artwork|video)s?(?: credits?)?|credits?|courtesy)\s*[:：]\s*[^.!?]{1,100}\.?\)?$|^[^.!?:]{0,80}(?:/|\bvia\s)\s*(?:getty images|shutterstock|istock(?:photo)?|adobe stock|alamy|afp|reuters|ap photo|associated press|epa|unsplash|pexels|xinhua|zuma(?: press)?|wenn(?:\.com)?)\)?$|^(?:copyright\s*)?©.{1,118}$`,
		"a line that only credits a picture (Photo: Jane Roe/Getty Images), or a short one that opens with © (© Tourismusverband Fläming e.V., © 2020 CBS Interactive Inc. All Rights Reserved.)"},
	{"creditLineWords", `^\(?(?:fotos?|bild(?:er)?|titelbild|beitragsbild|bildquelle|bildnachweis|fotonachweis|foto-?credit|crédits? photos?|crédit photo|photos?|fotografía|imagen|immagine|zdjęcie|fot\.)\s*[:：]\s*[^.!?]{1,100}\.?\)?$|^[^.!?:]{0,80}/\s*(?:dpa|picture[- ]alliance|imago(?: images)?|keystone|apa|pap|ansa|efe)\)?$`,
		"creditLine's labels in German, French, Spanish, Italian and Polish, matched against the lower-cased line, and the European agencies' credits: Foto: dpa, Crédits photos : Bestimage, aja/PAP"},
	{"teaserLabel", `^(?:also read|read also|read more|related|see also|more on this|lesen sie (?:auch|mehr|hier)|lesenswert|auch interessant|(?:das|dieses thema) könnte (?:sie|dich) auch interessieren|mehr zum thema|(?:zum )?weiterlesen|puedes ver|le[ae] también|le puede interesar|(?:también )?te puede interesar|(?:à |a )?lire aussi|voir aussi|leggi anche|leia também|veja também|czytaj (?:też|także|również)|zobacz (?:też|także|również))\s*[:：»›|>–—-]+\s*`,
		"a label that points the reader at another article, then its mark, matched at the start of the lower-cased line: Lesen Sie auch: …, PUEDES VER: …, À lire aussi » …, SEE ALSO: …"},
	{"editLinkClass", `(?:^|\s)(?:mw-editsection|editsection|secedit)(?:$|\s)`,
		"a class naming the [edit] link a wiki sets beside a section heading"},
	{"serverError", `(?i)^(?:php )?(?:warning|notice|deprecated|strict standards|(?:catchable )?fatal error|parse error): .{1,400} in (?:/|[a-z]:\\).{1,300} on line \d+$`,
		"a PHP error line a failing site printed into its page: Warning: … in /www/htdocs/…/plugin.php on line 12"},
	{"adLabel", `^[\s(\[–—-]*(?:advertisements?|advertising|anzeige|werbung|reklama|publicité|publicidad|pubblicità)[\s)\]:–—-]*$`,
		"a line that only labels an ad slot, matched against the lower-cased line: Anzeige, Advertisement:, Reklama, - Publicité -"},
	{"engagementPrompt", `^\W*(?:(?:was|is) (?:this|the) (?:article|page|post|information|answer|guide|recipe) (?:helpful|useful)(?: (?:for|to) you)?|help us improve (?:this|the|our) (?:page|article|site|website)|help us improve your (?:reading )?experience|did you find (?:this|the) (?:article|page|post) (?:helpful|useful)|(?:rate|share|print) (?:this|the) (?:article|post|story|page|recipe|tip)|war (?:der|dieser|die|diese) (?:artikel|beitrag|text|seite|tipp) (?:hilfreich|nützlich)|(?:artikel|beitrag|rezept|seite) (?:drucken|teilen|bewerten)|möchten sie (?:den|diesen) (?:artikel|beitrag) teilen|hier können sie (?:den|diesen) (?:artikel|beitrag) bewerten|valora esta (?:noticia|receta|nota)|cet article vous a-t-il (?:été utile|plu)|(?:noch )?keine bewertungen(?: vorhanden)?|no (?:ratings|reviews) yet|(?:add|make|set)(?: [^.!?]{1,40})? (?:as )?(?:a |your )?preferred source(?: on google)?|(?:got|have) a (?:minute|moment|second)\W+[^.!?]{0,80}\bfeedback\b[^.!?]{0,80}|take (?:our|a|this) (?:\d+[- ]minutes? |short |quick |brief )?survey|was this (?:newsletter|email) forwarded to you\W*(?:sign up[^.!?]{0,60})?|sign up to get (?:it|this|them|these) (?:in|delivered to|straight to) your inbox|(?:you )?(?:must|need to|have to) (?:be )?(?:signed|logged) ?in to (?:post|leave|write|add|submit|make|reply|rate|review|comment)\b[^.!?]{0,40}|(?:please )?(?:sign|log) ?in(?: or (?:register|sign up|create an account))? to (?:comment|reply|rate|review|vote|like|follow|bookmark|save (?:it |this |items? )?to (?:your )?(?:favou?rites|inventory|wish ?list|list|collection|library)|set (?:a |up a )?(?:price |stock )?alert|(?:save|track|keep track of) (?:your )?progress(?: and earn (?:a |your )?certificates?)?|earn (?:a |your )?certificates?|(?:post|leave|write|add|submit) (?:a |an |your )?(?:comment|reply|review|rating))\b[^.!?]{0,40}|(?:du musst|sie müssen|man muss) (?:eingeloggt|angemeldet|registriert)(?: und (?:eingeloggt|angemeldet))? sein,? um [^.!?]{0,60}(?:kommentar|kommentieren|bewerten|antworten)[^.!?]{0,30}|um [^.!?]{0,60}(?:kommentar|kommentieren|bewerten)[^.!?]{0,60}(?:eingeloggt|angemeldet|einloggen|anmelden|loggen sie sich|melden sie sich|logge dich|melde dich)[^.!?]{0,20}|you are not (?:currently |yet )?(?:signed|logged) ?in|(?:sie sind|du bist) (?:aktuell |derzeit |zurzeit |zur zeit |momentan |noch )?nicht (?:eingeloggt|angemeldet)|vous n'êtes pas (?:encore )?connecté|(?:vous devez|il faut) être (?:connecté|identifié)e?s? pour (?:commenter|poster|publier|laisser|écrire|ajouter|répondre)[^.!?]{0,40}|(?:debes|tienes que|necesitas) (?:estar (?:registrado|conectado|identificado)|iniciar sesión|acceder) para (?:comentar|publicar|dejar|escribir|responder)[^.!?]{0,40}|devi (?:essere (?:registrato|connesso|loggato)|effettuare il login|accedere) per (?:commentare|pubblicare|lasciare|scrivere|rispondere)[^.!?]{0,40})(?:[.!?]+\s*(?:oder )?(?:noch )?(?:gar )?(?:nicht registriert|not registered|no account)[^.!?]{0,40})?\W*$`,
		"a line that only asks the reader to rate, share or print the page, for feedback on it, to follow it (Google's preferred-source button) or to sign up for the newsletter it came in, matched against the lower-cased line: Was this article helpful?, Help us improve this page, Rate this recipe, War der Artikel nützlich?, Add as a preferred source on Google, Got a minute? Your feedback will help us…; or only says that commenting needs an account: You must be logged in to post a comment., Du musst eingeloggt sein um Kommentare zu schreiben!"},
	{"engagementCount", `^\W*(?:\d[\d,.]*\s?[km]?\+?\s+(?:reactions?|comments?|likes?|views?|shares?|votes?|upvotes?|points?|replies|claps?|kommentare?|antworten|aufrufe|commentaires?|comentarios?|commenti)|\d{1,3}\s?(?:min(?:ute)?s?\.?|minuten)\s+(?:read|reading time|lesezeit|de lecture|de lectura)|(?:reading time|lesezeit|temps de lecture|tiempo de lectura)\s*:?\s*\d{1,3}\s?(?:min(?:ute)?s?|minuten)\.?)\W*$`,
		"a line that only counts a post's reactions, comments, views or votes or gives its reading time, matched against the lower-cased line: 44 reactions, 27 comments, 1.2k views, 5 min read, Lesezeit: 4 Minuten"},
	{"editNote", `^\W*(?:last edited|edited|zuletzt (?:bearbeitet|geändert)|bearbeitet|modifié|editado|modificato|edytowany)\b.{0,80}\d`,
		"a line that only says when a post was edited, and by whom, matched against the lower-cased line: Edited April 18, 2024 by thanosmano, Last edited by mpan (2024-08-04 16:26:02), Last edited: Mar 27, 2025, Zuletzt bearbeitet am 03.04.2020; it must hold a number (a date, a time), so an editor's credit (Edited by Hans Ulrich Obrist) is not one"},
	{"dateStamp", `^\W*(?:this (?:article|post|page|story|guide|piece) (?:was|has been|is) (?:originally |first |last )?(?:published|posted|updated|written|reviewed)|(?:(?:last|page|article|post|originally|first) )?(?:updated|modified|reviewed|published|posted|revised)|(?:zuletzt )?(?:aktualisiert|veröffentlicht)|mis à jour|publié|actualizado|publicado|aggiornato|pubblicato)(?:\s+(?:on|am|le|el|il))?\s*:?\s*(?:\p{L}{2,10}\.?,?\s+)?(?:\d{1,2}[./-]\s?\d{1,2}[./-]\s?(?:19|20)\d{2}|(?:19|20)\d{2}[-./]\d{1,2}[-./]\d{1,2}|\p{L}{3,10}\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}|\d{1,2}(?:st|nd|rd|th|er|\.)?\s+(?:de\s+)?\p{L}{3,10}\.?,?\s+(?:de\s+)?(?:19|20)\d{2})(?:,?\s*(?:at|um|à|@|-|–|\|)?\s*\d{1,2}[:.h]\d\d\s*(?:am|pm|uhr)?(?:\s+[a-z]{2,4})?)?(?:,?\s+(?:and|but)\s+(?:it\s+)?(?:has|had)\s+been\s+[^.!?]{0,100})?\W*$`,
		"a line that only says when the page was published or updated, matched against the lower-cased line: Last updated: April 21, 2025, Updated: 2025-09-13, This article was originally published on 26 Sep 2019 at 4:12pm but has been regularly updated to keep the information current., Zuletzt aktualisiert am 03.04.2020; a byline (Updated March 3 by Dana Ortiz) or a sentence that goes on is not one"},
	{"mediaLeadInText", `^\W*(?:watch|listen|hear)\b`,
		"a lead-in that asks the reader to watch or listen, matched against the lower-cased line: Watch the full video on our channel, Listen to the audio podcast here"},
	{"mediaClass", `(?i)(?:^|[-_ ])(?:embed|video|videos|audio|podcast|youtube|vimeo|soundcloud|spotify)(?:$|[-_ ])`,
		"a player's box named by its class: wp-block-embed, is-type-video, video-wrapper, podcast-player"},
	{"postFooter", `^(?:this entry was posted|this (?:post|article) was posted in|dieser eintrag wurde (?:am [^.]{1,40} )?veröffentlicht|ce (?:contenu|billet|article) a été publié|esta entrada (?:fue publicada|se publicó)|questa voce è stata pubblicata|deze (?:entry|bericht) (?:is|werd) geplaatst|este (?:artigo|post) foi publicado|ten wpis został opublikowany)\b|\bbookmark the permalink\b|\blesezeichen auf den permalink\b|\bavec ce permalien\b|\benlace permanente\.|\bcontrassegna il permalink\b`,
		"a blog post's footer line, matched against the lower-cased line: WordPress's \"This entry was posted in News. Bookmark the permalink.\" and its translations, which say where the post is filed, not what it says"},
	{"controlLabel", `^\W*(?:back|zurück|retour|volver|indietro|load more|show more|show all|see all|view all|see more|view more|alle anzeigen|mehr anzeigen|mehr laden|lade weitere inhalte|weitere laden|zur übersicht|zurück zur (?:übersicht|listenansicht|startseite)|back to (?:overview|top|list|the list|home|all [a-z]+)|expand(?: all| description| details| section)?|collapse(?: all)?|(?:show|see|view|read) less|learn more|read more|continue reading|shop now|(?:buy|book|order|apply) now|add to (?:cart|bag|basket)|quick (?:view|shop|add|buy)|view (?:full )?details|more (?:info|details)|select options|sign up|add (?:a )?comment|weniger anzeigen|alle (?:aufklappen|zuklappen|ausklappen)|click to (?:expand|shrink)|more|mehr|mehr (?:erfahren|lesen)|weiter ?lesen|en savoir plus|lire (?:la suite|plus)|leer más|seguir leyendo|saber más|leggi (?:di più|tutto)|scopri di più|continua a leggere|lees (?:meer|verder)|meer informatie|saiba mais|leia mais|czytaj (?:więcej|dalej)|dowiedz się więcej|share|teilen|print|drucken|drukuj|imprimer|zum (?:vergrößern|verkleinern) anklicken|cliquez pour (?:agrandir|réduire)|sort(?: by| & filter| and filter)?|sort(?: by)?\W+(?:best match|relevance|featured|newest|most popular|best selling|top rated|recommended|price,? low to high|price,? high to low)|filters?(?: by| & sort| and sort)?|refine(?: by| results)?|sortieren(?: nach)?|filtern|trier par|ordenar por|ordina per|add to (?:wish ?list|favou?rites|registry|compare)|compare|qty|quantity|toggle caption|loading|please wait)\W*$`,
		"a line that is only a control's caption, matched against the lower-cased line: Show more, View all, Back to top, Zur Übersicht, Expand description, Show less, a call to action alone (Learn more, Read more, Shop now, Add to cart, Quick view, Sign up, Mehr erfahren, Lire la suite, Czytaj więcej), a share or print button's caption (Share, Teilen, Print, Drucken), a forum quote's Click to expand..., a list's sorting, filtering and comparing controls (Sort by:, Sort: Best Match, Filters, Compare), a quantity field's label (Qty:), a photo's Toggle caption, a script's placeholder (Loading..., Please wait…)"},
	{"resultCount", `^\W*(?:(?:showing|displaying|viewing)\s+(?:\d[\d,.]*\s*(?:-|–|to)\s*)?\d[\d,.]*\s+(?:of|from)\s+\d[\d,.]*(?:\s+(?:results|products|items|entries|jobs|listings|reviews))?|(?:\d[\d,.]*\s*(?:-|–|to)\s*)?\d[\d,.]*\s+(?:of|from)\s+\d[\d,.]*\s+(?:results|products|items|entries|jobs|listings|reviews)|(?:zeige|anzeige)\s+(?:\d+\s*(?:-|–|bis)\s*)?\d+\s+von\s+\d[\d.]*(?:\s+(?:ergebnissen|produkten|artikeln))?|affichage de\s+\d+\s*(?:-|–|à)\s*\d+\s+sur\s+\d[\d\s.]*(?:\s*(?:résultats|produits))?|mostrando\s+\d+\s*(?:-|–|a)\s*\d+\s+de\s+\d[\d.]*(?:\s+(?:resultados|productos))?|show(?:ing)?\s+\d+\s+(?:results|items|products)\s+per\s+page)\W*$`,
		"a list's count of the results it shows, alone on a line: Showing 24 of 133 results, 1–30 of 83 products, Zeige 1–24 von 310 Ergebnissen, Showing 30 results per page: the pager's summary, not a card"},
	{"creditTail", `(?:(?:^|[.!?…)]\s*|\s)©\s*(?:[^.!?:()©]|\.[^\s.]){1,80}|(?:^|[.!?…)]\s*|\s[-–—|]\s*)(?:©\s*)?(?:photo(?:graph)?s?|pictures?|images?|illustrations?|credits?|courtesy|fotos?|bild(?:er)?|bildquelle|bildnachweis|fotonachweis|titelbild|crédits? photos?|crédit photo|crédito|fotografía|imagen|immagine|zdjęcie|fot\.)(?: credits?)?\s*[:：]\s*(?:[^\s.!?:()]|\.[^\s.])(?:[^.!?:()]|\.[^\s.])*|(?:^|[.!?…)]\s*|\s)\(\s*(?:©\s*)?(?:photo(?:graph)?s?|pictures?|images?|illustrations?|credits?|courtesy|fotos?|bild(?:er)?|bildquelle|bildnachweis|fotonachweis|titelbild|crédits? photos?|crédit photo|crédito|fotografía|imagen|immagine|zdjęcie|fot\.)(?: credits?)?\s*[:：]\s*[^()]+\)|(?:^|[.!?…)]\s*|\s)\(\s*(?:[^()]*(?:/|\bvia\s)\s*)?(?:getty images|getty|afp|reuters|ap|associated press|epa|shutterstock|istock(?:photo)?|adobe stock|alamy|unsplash|pexels|xinhua|zuma(?: press)?|wenn\.com|dpa|picture[- ]alliance|imago(?: images)?|keystone|apa|pap|ansa|efe)(?:\s+(?:photo|video|images))?(?:\s*/[^()]*)?\s*\))\s*$`,
		"a picture credit that ends a caption, matched against the lower-cased line: … last year. Photograph: Guy Smallman/Getty Images, … (Foto: dpa), … (AP Photo/Elaine Thompson)"},
	{"stepClass", `(?i)(?:^|[-_ ])(?:steps?|directions?|instructions?)(?:$|[-_ ])`,
		"a class naming a recipe's or a how-to's steps (direction-step, wprm-recipe-instructions)"},
	{"escapedMarkup", `</?[a-zA-Z][^<>]*>`,
		"a tag written as text, as an entity-escaped <noscript> reads once parsed"},

	// Discussions.
	{"commentClass", `^(?:[a-z0-9]+[-_])*(?:comment|reply|post|message|answer|review|question)(?:[-_]?\d+)?(?:[-_](?:item|entry))?$`,
		"a (kebab-cased) class token naming one entry of a thread"},
	{"formPartClass", `(?:^|[-_])form(?:$|[-_])`,
		"a (kebab-cased) class token naming a part of a form: comment-form-comment is the reply form's text field, no entry"},
	{"commentID", `^(?:[a-z]{1,4}[-_])?(?:comment|post|reply|answer|msg|message|p)[-_]?\d+$`,
		"an entry's id, like comment-123, p123456 or bb_message_42 (a board's prefix)"},
	{"questionClass", `^(?:[a-z0-9]+[-_]+)*(?:question|faq-q)(?:[-_]+[a-z0-9]+)*$`,
		"a (kebab-cased) class token naming a question, as a FAQ sets one before its answer"},
	{"strongComment", `comment|reply|answer|review`,
		"the words that name a discussion entry unambiguously"},
	{"postType", `schema\.org/(?:Comment|Answer)\b`,
		"the schema.org type of a discussion entry"},
	{"paragraphEntryClass", `(?:^|[-_])(?:comment|review)$`,
		"a (kebab-cased) class token by which a <p> is a thread's entry: a shop's p.comment; a p named an answer or a reply is a fact box's line or a reply control"},
	{"replyControlClass", `(?:^|[-_])reply(?:[-_](?:link|button|btn))?$`,
		"a (kebab-cased) class token naming an entry's reply control: WordPress's comment-reply-link, p.comment-reply, tm-js-reply"},
	{"acceptedClass", `^(?:(?:is|js)-)?(?:accepted(?:-answer|-solution)?|answer-accepted|best-answer|solution|solved-answer)$`,
		"a (kebab-cased) class token marking the entry a Q&A page's asker accepted: accepted-answer, is-accepted, solution"},
	{"authorClass", `author|user(?:name)?\b|username|poster|byline|nick|reviewer\b`,
		"a (lower-cased) class marking an entry's author"},
	{"userName", `user-?name|nick|display-?name|(?:\b|_)name\b|\bfn\b`,
		"a (lower-cased) class marking the name within an author block"},
	{"stampText", `(?i)\b(?:\d{1,2}[/.]\d{1,2}[/.](?:\d{4}|\d{2})\b|(?:19|20)\d\d-\d\d-\d\d|(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sept?(?:ember)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\.?\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)?\.?\s+[^\s\d]{3,10}\.?,?\s+(?:19|20)\d\d\b|\d+\s+(?:seconds?|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?)\s+ago\b|\d{1,2}:\d\d\b)`,
		"a date or a time in an author block's text, which is no name: a permalink set as the entry's date, a byline's \"on November 24, 2025\""},
	{"byLead", `(?i)^\s*(?:(?:(?:posted|written|reviewed|submitted|answered|asked|commented|edited|updated)(?:\s+by)?|by)(?:\s*:\s*|\s+|$)|(?:par|por|door)\s+|(?:author|autor|auteur|reviewer|name)\s*:\s*)`,
		"the words that open a byline (\"by\", \"Posted by:\", \"par\", \"answered\", \"Author:\"), before the name or the date"},
	{"byWord", `(?i)^\s*(?:(?:posted|written|reviewed|submitted|answered|asked|commented)\s+)?(?:by|par|por|door)\s+\S`,
		"a byline that names someone (\"Written by Faith Cox\", \"par Jean\"): an entry's header or meta line that opens so gives its author"},
	{"bylineTail", `(?i)(?:\s+(?:on|at|am|le|el|il|um)\b|\s*[·•|,–—-])[\s·•|,–—-]*$|\s+$`,
		"what joins a byline's name to the date after it (\"Faith Cox on\", \"Ann ·\")"},
	{"bylineJoin", `(?i)^(?:on|at|am|le|el|il|um)\s+`,
		"the word that opens the date after a byline's name (\"on Jul 5\", \"le 3 mai\")"},
	{"datePrefix", `^(?:\p{L}{2,10}\.?,?\s+)?$`,
		"what may come before a post's date in its author line: nothing, or one word (a weekday: \"Tue Aug 27\")"},
	{"labelColon", `\p{L}:`,
		"a label before a value (\"Joined: Jan 2, 2017\"): a letter then a colon, not a time's \"1:47\""},
	{"profileStat", `^(?:registered|joined|join date|member since|posts|messages|beiträge|registriert|mitglied seit|inscrit|inscrit le|messages postés|registrado|mensajes)\s*:\s*\S`,
		"a (lower-cased) line of a forum user card about its member, not the post: Registered: 2024-01-27, Posts: 98, Join Date: Mar 2016, Beiträge: 1.204"},
	{"bodyClass", `(?:^|[-_ ])(?:body|content|text|message|md|entry|postmsg)(?:$| )`,
		"a (lower-cased) class marking an entry's text"},
	{"previewClass", `(?i)(?:^|[-_ ])(?:onebox|link-?preview|link-?card|unfurl(?:ed)?)(?:$|[-_ ])`,
		"a class naming a link preview card a forum inlines under a pasted URL"},
	{"idToken", `(?i)[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}`,
		"a machine identifier (a UUID) written into a page's text"},
	{"discussionItemType", `schema\.org/(?:DiscussionForumPosting|QAPage)\b`,
		"a microdata type declaring a thread or a Q&A page"},
	{"discussionLD", `"@type"\s*:\s*\[?\s*"(?:https?://schema\.org/)?(?:DiscussionForumPosting|QAPage)"`,
		"a JSON-LD type declaring a thread or a Q&A page"},

	// Cards and products.
	{"ctaText", `(?i)^(order|buy|buy now|shop|shop now|quick (?:shop|view|add|buy)|add to (cart|bag|basket)|read more|more|learn more|see more|view|view details|details|open|book|book now|reserve|get|download|watch|listen|continue|continue reading|sign up|subscribe|compare|select|choose|more info|info|apply (?:now|today|here|online)|(?:un)?follow$|add (?:a )?comment$)\b`,
		"a link text saying what to do, not what a card is: Read more, Add to cart, a byline's Follow button, a post's Add Comment"},
	{"creditLink", `^(?:©|via\s|(?:[Pp]hoto|PHOTO|[Ff]oto|FOTO|[Bb]ild|[Ii]mage|[Cc]redit)s?\s*:)|\.(?:jpe?g|JPE?G|png|PNG|gif|webp|svg)$`,
		"a link's text that credits or names a picture, no card's title: via Wikimedia Commons, © dpa/Spektrum.de, photo: Jose Ibarra via Unsplash, Penny location 0.jpg (case-sensitive: Via Appia is a place)"},
	{"placeholderTitle", `(?i)^(?:loading|please wait|coming soon)(?:\s*(?:\.{3}|…))?$`,
		"a card's text while its content is still on the way: a skeleton, not an entry"},
	{"rankMark", `^(?:#\d{1,4}|\d{1,4}[.)])$`,
		"a line that is only an entry's place in a ranked list: 1. 12) #3"},
	{"rankedTitle", `^\d{1,3}[.)]\s+(\S.*)$`,
		"a title that opens with its place in a ranked list: 1. Neil Patrick Harris; the rest is group 1"},
	{"titleClass", `(?i)(^|[-_ ])(title|name|headline|heading)([-_ ]|$)`,
		"a class naming the element holding a card's name"},
	{"tabViewClass", `(?i)(?:^|[\s_-])tabs?(?:-|__?)?(?:pane|panel)(?:$|[\s_-])`,
		"a class naming one panel of a tab set (tab-pane, tabpanel, tabs__panel): one view of several, shown one at a time"},
	{"priceClass", `(?i)(^|[-_ ])price([-_ ]|$)`,
		"a class naming a price element"},
	{"priceText", `(?:[$€£¥₹₩]|\b(?:USD|EUR|GBP|CHF|CAD|AUD|JPY|SEK|NOK|DKK|PLN)\s?)\s?\d(?:[\d.,]*\d)?`,
		"a currency amount with the currency first: $16.00, EUR 12"},
	{"priceMagnitude", `(?i)^(?:\s?[-–]\s?\d[\d.,]*)?(?:k|m|b|bn|mn|\s?(?:million|billion|trillion|thousand|mio|mrd))\b`,
		"what may follow a currency amount to make it a salary or a sum, not a price: £38k, $100-200k, $1.2M, $5 Million"},
	{"priceAfter", `\d(?:[\d.,]*\d)?\s?(?:€|£|\b(?:USD|EUR|GBP|CHF|kr|zł|Kč)\b)`,
		"a currency amount with the currency after: 12,50 €"},
	{"wasPriceClass", `(?i)(?:^|[-_\s])(?:compare(?:-?at)?|strike(?:-?through)?|original|old|was|rrp|msrp|normal|list)[-_]*price|price[-_]*(?:compare(?:-?at)?|strike(?:-?through)?|original|old|was|rrp|msrp)(?:$|[-_\s])|(?:^|\s)(?:strike|strike-?through|(?:text-decoration-)?line-?through|msrp|rrp|crossed(?:-out)?)(?:$|\s)`,
		"a class naming a price the item had or is compared with, which the shop's stylesheet strikes through: price--compare-at, old-price, price__was, normalprice, list-price, or a class that strikes it itself (strike, line-through, msrp); not a list item's price (product-list-item-price)"},
	{"wasPriceLead", `(?:^|[^\p{L}])(?:Was|WAS|[Ww]as:|Were|List [Pp]rice|LIST PRICE|MSRP|RRP|Reg\.|Regular [Pp]rice|REGULAR PRICE|[Cc]ompare at|Originally|Save|SAVE|You [Ss]ave|UVP|[Ss]tatt|[Bb]isher|[Aa]u lieu de|[Aa]ntes)\s*:?\s*$`,
		"words before an amount that make it a price the item had or is compared with, or a saving, not what it costs: Was $1,299.00, Regular price, UVP, statt; findPrice takes another amount of the card when it has one. Capitalised, as a card's label is: a sentence's \"salary was $61,300\" is no label"},
	{"ratingText", `(?i)(?:^|[^\d.,])(\d(?:[.,]\d+)?\s*(?:out of|/)\s*(?:5|10)(?:[.,]0+)?(?:\s*stars?)?\b|[★⭐]\s*[0-5](?:[.,]\d\d?)?\b|[0-5](?:[.,]\d\d?)?\s*[★⭐]|[0-5][.,]\d\s*\(\s*\d[\d,.]*\s*(?:reviews?|ratings?)\s*\))`,
		"a score out of five or ten (4.93 / 5.0), a star and a score (★ 4.6, 4.6★), or a score and its count of reviews (4.6 (812 reviews)); group 1 is the rating, which findRating checks is no higher than its scale and no date (3/5/2024)"},
	{"productItemtype", `(?i)schema\.org/Product(?:Group)?\b`,
		"a schema.org Product or ProductGroup microdata type"},
	{"creativeWork", `(?i)schema\.org/(?:CreativeWork|Article|NewsArticle|BlogPosting|WebPage)\b`,
		"a schema.org type for a work, which is read, not sold"},
	{"reviewsClass", `(?i)(?:^|[-_ ])(?:reviews?|ratings?|feedback|ugc|bazaarvoice|yotpo|okendo|stamped|judgeme|trustpilot)(?:$|[-_ ])`,
		"a class or id naming a product's reviews, ratings or seller feedback"},
	{"cartText", `(?i)^\s*(?:add to (?:cart|bag|basket|trolley)|buy (?:it )?now)\s*$`,
		"the whole label of a control that buys the page's product"},
	{"finePrintClass", `(?i)(?:^|[-_ ])(?:disclaimers?|footnotes?|legal|fine-?print)(?:$|[-_ ])`,
		"a class or id naming a product page's small print"},
	{"otherProductsTitle", `(?i)\b(?:people (?:who )?(?:also )?(?:viewed|bought|searched)|customers (?:who (?:viewed|bought)|also (?:viewed|bought|liked))|(?:you|we think you) (?:may|might|will) also (?:like|love)|similar (?:items|products)|related (?:items|products)|explore related|sponsored products|more (?:items|products) (?:like|from)|recommended (?:for you|products|items)|frequently bought together|compare (?:with )?similar)\b`,
		"the title of a carousel of other products on a product page"},
	{"revealText", `(?i)^\W*(?:(?:view|show|see|read)\b.*\b(?:more|details?|description|all|full|specs|specifications|info|information|text|transcript|answers?)|more|details|read more|show more|see more|expand|more info)\W*$`,
		"the whole label of a button that shows the hidden block after it (\"View product details\")"},

	// Dates as pages print them.
	{"shownDate", `(?i)(?:^|[^\p{L}\p{N}])(?:\d{1,2}[./]\s?\d{1,2}[./]\s?(?:19|20)\d{2}|(?:19|20)\d{2}[-./]\s?\d{1,2}[-./]\s?\d{1,2}|(?:jan(?:uary|uar|vier|eiro|uari)?|feb(?:ruary|ruar|rero|braio|ruari)?|fevereiro|f.vrier|mar(?:ch|s|zo|.o)?|m.rz|maart|apr(?:il|ile)?|avril|abril|may|mai|mayo|maggio|maio|mei|jun(?:e|i|io|ho)?|juin|giugno|jul(?:y|i|io|ho)?|juillet|luglio|aug(?:ust|ustus)?|ao.t|agosto|sep(?:t|tember|tembre|tiembre)?|setiembre|settembre|setembro|oct(?:ober|obre|ubre)?|okt(?:ober)?|ottobre|outubro|nov(?:ember|embre|iembre|embro)?|dec(?:ember|embre)?|d.cembre|dez(?:ember|embro)?|diciembre|dicembre|enero|gennaio|ene|dic)\.?\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}|\d{1,2}(?:\.|st|nd|rd|th|er)?\s+(?:de\s+)?(?:jan(?:uary|uar|vier|eiro|uari)?|feb(?:ruary|ruar|rero|braio|ruari)?|fevereiro|f.vrier|mar(?:ch|s|zo|.o)?|m.rz|maart|apr(?:il|ile)?|avril|abril|may|mai|mayo|maggio|maio|mei|jun(?:e|i|io|ho)?|juin|giugno|jul(?:y|i|io|ho)?|juillet|luglio|aug(?:ust|ustus)?|ao.t|agosto|sep(?:t|tember|tembre|tiembre)?|setiembre|settembre|setembro|oct(?:ober|obre|ubre)?|okt(?:ober)?|ottobre|outubro|nov(?:ember|embre|iembre|embro)?|dec(?:ember|embre)?|d.cembre|dez(?:ember|embro)?|diciembre|dicembre|enero|gennaio|ene|dic)\.?,?\s+(?:de\s+)?(?:19|20)\d{2}|(?:19|20)\d{2}\s*[\p{Han}\p{Hangul}]\s*\d{1,2}\s*[\p{Han}\p{Hangul}]\s*\d{1,2}\s*[\p{Han}\p{Hangul}])(?:$|[^\p{L}\p{N}])`,
		"a date as a page prints it: 19.10.2019, 2020-03-12, Feb 14, 2016, 6 de diciembre de 2020, 4. November 2021, 2020年3月12日 (a month's letters outside ASCII match any letter: RE2 and JavaScript fold them differently)"},

	// The wording of walls and gates, behind the access signals.
	{"paywallText", `(?i)\b(?:subscribe (?:now )?to (?:continue|keep) reading|(?:subscribe|sign up|log in|register) to (?:read|unlock|continue)(?: reading)?(?: the| this)?(?: full)? (?:article|story|piece|post)|this (?:article|story|content|piece|post) is (?:only )?(?:(?:available|reserved|exclusive) )?(?:to|for) (?:paid |premium )?(?:subscribers|members)|already a subscriber|to continue reading,? (?:please )?(?:subscribe|sign in|log in)|you(?:'|’| ha)ve reached your (?:free )?(?:article |monthly )?limit|subscribers? only|become a (?:paid |premium )?(?:member|subscriber)\b[^.!?\n]{0,40}? to (?:read|continue|unlock|access))`,
		"a paywall's words: \"subscribe to continue reading\", \"become a paid subscriber to unlock this piece\""},
	{"authText", `(?i)\b(?:(?:sign|log) ?in (?:(?:is )?required )?to (?:continue|read|view|see|access)|you (?:must|need to) (?:be )?(?:signed|logged) ?in|please (?:sign|log) ?in\b|create (?:an|a free) account to (?:continue|read|view)|members only|login required)`,
		"a sign-in wall's words: \"sign in to continue\", \"you must be logged in\""},
	{"ageText", `(?i)\b(?:are you (?:over |at least )?(?:18|21)\b|confirm (?:your age|you are (?:of legal age|18|21))|verify your age|age verification|(?:you )?must be (?:18|21)(?: years)?(?: or older|\+)|you must be (?:18|21)\b|enter your (?:date of birth|birth ?date))`,
		"an age gate's words: \"are you over 18?\", \"verify your age\""},
	{"geoText", `(?i)\b(?:(?:not|isn'?t|is not) available in your (?:country|region|location)|unavailable in your (?:country|region|location)|blocked in your (?:country|region)|not available in the (?:eu|european union)|due to (?:legal|licensing) restrictions in your (?:country|region))`,
		"a geographic block's words: \"not available in your country\""},
	{"scriptText", `(?i)\b(?:(?:enable|turn on) javascript|javascript is (?:required|disabled|not enabled)|requires javascript|(?:work|function|load)s?(?: properly)? without javascript)`,
		"a page's words asking for scripts: \"please enable JavaScript\""},
	{"paywallClass", `(?i)paywall|pay-wall|regwall|meter-?wall|subscriber-only|premium-(?:content|wall)|article-gate|tp-modal|(?:^| )piano-`,
		"a paywall's class or id: paywall, regwall, subscriber-only, Piano's piano- and tp-modal"},
	{"captchaText", `(?i)\b(?:i'?m not a robot|are you a robot|verify (?:that )?you are (?:a )?human|checking (?:if the site connection is secure|your browser)|complete the (?:security check|captcha)|unusual traffic from your)`,
		"a robot check's words: \"verify you are human\", \"checking your browser\""},
}
