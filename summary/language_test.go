package summary

import (
	"slices"
	"strings"
	"testing"
)

// TestFunctionWordsOfThePageLanguage: a sentence made of the page's own
// function words ("nicht nur für die, die …") says nothing, however many
// of them it shares with the others. Ranked by English stopwords alone,
// such a sentence was a German page's key point over one about the
// bridge; it scored on "nicht", "auch" and "sondern".
func TestFunctionWordsOfThePageLanguage(t *testing.T) {
	for _, tc := range []struct {
		name, title, text, filler, want string
	}{
		{"german", "Neue Brücke über die Elbe eröffnet", germanBridge, "nicht nur für die", "Stadtrat"},
		{"spanish", "Abre el nuevo puente sobre el río", spanishBridge, "no es solo para los", "ayuntamiento aprobó"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			md := builtinSummary(t, tc.title, tc.text) // references_test.go
			if strings.Contains(md, tc.filler) {
				t.Errorf("a sentence of function words is a key point:\n%s", md)
			}
			if !strings.Contains(md, tc.want) {
				t.Errorf("a point is left out (%q):\n%s", tc.want, md)
			}
		})
	}
}

// spanishBridge is the same report in Spanish.
const spanishBridge = `El nuevo puente de Sevilla se abrió al tráfico el sábado después de cuatro años de obras. El puente une el casco antiguo con el barrio de Triana y debe aliviar el tráfico del puente de Isabel II.
Las obras del puente costaron 180 millones de euros, frente a los 120 previstos. Ciclistas y peatones tienen carriles propios en el puente, separados del tráfico de coches. El tranvía cruzará el puente a partir de enero.
El ayuntamiento aprobó la construcción del puente en 2019. Los vecinos de Triana recurrieron el proyecto porque temían más ruido y tráfico. El tribunal rechazó el recurso.
Fue, como siempre es en estas cosas, no como lo habían pensado los que lo planearon, y también tardó más de lo que se pensaba que iba a tardar.
Es que no es solo para los que están allí, ni solo para los que lo ven así, sino para todos los que nos quieren bien, y así es como debe ser.
Según las estimaciones del ayuntamiento, el tráfico del puente de Isabel II bajará en un tercio. El puente de Isabel II quedará después cerrado a los coches y solo lo usarán autobuses, ciclistas y peatones.
Miles de personas celebraron la apertura del puente con una fiesta junto al río el fin de semana. El alcalde dijo que el puente es una ganancia para el tráfico de toda la ciudad.
El puente mide 280 metros y descansa sobre tres pilares en el río. Su arco de acero llegó en partes por barco y se montó en el lugar.
`

// germanBridge is a German news report: its nouns are capitalised.
const germanBridge = `Die neue Elbbrücke in Dresden ist am Samstag nach vier Jahren Bauzeit für den Verkehr freigegeben worden. Die Brücke verbindet die Altstadt mit dem Stadtteil Neustadt und soll den Verkehr auf der Augustusbrücke entlasten.
Die Baukosten der Brücke stiegen von 120 auf 180 Millionen Euro. Radfahrer und Fußgänger haben auf der Brücke eigene Wege, getrennt vom Verkehr der Autos. Die Straßenbahn fährt ab Januar über die Brücke.
Der Stadtrat hatte den Bau der Brücke im Jahr 2019 beschlossen. Gegen die Brücke hatten Anwohner der Neustadt geklagt, weil sie mehr Lärm und Verkehr befürchteten. Das Verwaltungsgericht wies die Klage ab.
Es war, wie es bei so etwas immer ist, nicht so, wie es sich die, die es geplant hatten, gedacht hatten, und es hat auch länger gedauert, als man es sich gedacht hatte.
Das ist aber nicht nur für die, die dort sind, und auch nicht nur für die, die es so sehen, sondern für alle, die es mit uns gut meinen, und das ist auch so gewollt.
Der Verkehr auf der Augustusbrücke soll nach Schätzungen der Stadt um ein Drittel sinken. Die Augustusbrücke wird danach für Autos gesperrt und nur noch von Bussen, Radfahrern und Fußgängern genutzt.
Zur Eröffnung der Brücke feierten am Wochenende mehrere tausend Menschen ein Fest am Elbufer. Der Oberbürgermeister nannte die Brücke einen Gewinn für den Verkehr der ganzen Stadt.
Die Brücke ist 280 Meter lang und ruht auf drei Pfeilern im Fluss. Ihr Stahlbogen wurde in Teilen per Schiff angeliefert und vor Ort montiert.
`

// TestGroundingGerman: German capitalises every noun, so a faithful
// summary that puts the page's facts in its own nouns ("Radfahrern",
// "Neubau", "Gericht") names no one the page does not; a name it makes up
// ("Bürgermeister Klaus Schmidt") is still flagged, and a summary of
// another story still does not match.
func TestGroundingGerman(t *testing.T) {
	for _, tc := range []struct {
		name, answer string
		unsupported  []string
		bad          bool
	}{
		{"faithful", "Nach vierjähriger Bauzeit wurde in Dresden die neue Elbbrücke eröffnet. Sie kostete 180 Millionen Euro und bietet Radfahrern eigene Wege. Gegen den Neubau hatten Anwohner wegen Lärm geklagt, ohne Erfolg vor Gericht.", nil, false},
		{"made-up name", "Die neue Elbbrücke in Dresden wurde von Bürgermeister Klaus Schmidt eröffnet. Sie kostete 180 Millionen Euro und verbindet die Altstadt mit der Neustadt.", []string{"Bürgermeister Klaus Schmidt"}, false},
		{"another story", "Die Regierung hat die Steuern für Unternehmen gesenkt, und die Gewerkschaften haben dagegen protestiert. Es ist nicht klar, ob das Gesetz auch für kleine Betriebe gilt.", nil, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := CheckGrounding(tc.answer, germanBridge)
			var got []string
			for _, c := range g.Unsupported {
				got = append(got, c.Text)
			}
			if !slices.Equal(got, tc.unsupported) || g.Bad != tc.bad {
				t.Errorf("unsupported %q, bad %v (overlap %.2f); want %q, bad %v", got, g.Bad, g.Overlap, tc.unsupported, tc.bad)
			}
		})
	}
}

// TestGroundingVerbFirst: Spanish, Italian and Portuguese open sentences
// with a verb, and a verb that the page has in another form ("Costó" of
// its "costaron") is no name; a name the page does not hold still is,
// at a sentence's start too.
func TestGroundingVerbFirst(t *testing.T) {
	for _, tc := range []struct {
		name, answer string
		unsupported  []string
	}{
		{"faithful", "El nuevo puente de Sevilla abrió tras cuatro años de obras. Costó 180 millones de euros, más de lo previsto. Une el casco antiguo con Triana. Recurrieron el proyecto algunos vecinos, sin éxito.", nil},
		{"made-up name", "El nuevo puente de Sevilla abrió tras cuatro años de obras. Sánchez lo inauguró ante miles de personas. Costó 180 millones de euros.", []string{"Sánchez"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			g := CheckGrounding(tc.answer, spanishBridge)
			var got []string
			for _, c := range g.Unsupported {
				got = append(got, c.Text)
			}
			if !slices.Equal(got, tc.unsupported) || g.Bad {
				t.Errorf("unsupported %q, bad %v (overlap %.2f); want %q", got, g.Bad, g.Overlap, tc.unsupported)
			}
		})
	}
}
