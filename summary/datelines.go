package summary

import (
	"strings"
	"unicode"

	"github.com/laikabrowser/laika/internal/lazyregexp"
)

// A dateline or a timestamp ("Managua, Nicaragua 26, Abril, 2022 7:43
// p.m.", "Updated: Tuesday, March 4, 2025, 10:12 AM") ends in a full stop
// when its clock does, and so passes for a sentence; it says when, not
// what. dateLine tells one by its words: each is a number or a clock, a
// month's or a weekday's name, a clock's mark, a word of a date's grammar
// ("de", "um") or a capitalised name (the place, "Updated"), with a month
// or a clock among them and at most three names. A sentence has a verb in
// lower case ("The polls close at 7 p.m.").

// maxDateNames: a dateline names a place and a label at most.
const maxDateNames = 3

// dateWords are months and weekdays (English, German, French, Spanish,
// Italian, Portuguese, Dutch; full and short), clock marks and the
// small words of dates in those languages, lower-cased. No time zone
// that is a word too: "ist", "est", "cet".
var dateWords = func() map[string]byte {
	m := map[string]byte{}
	for _, w := range strings.Fields(`january february march april may june july august september october november december
		jan feb mar apr jun jul aug sep sept oct nov dec
		januar jänner februar märz mai juni juli oktober dezember
		janvier février mars avril juin juillet août septembre octobre novembre décembre
		enero febrero marzo abril mayo junio julio agosto septiembre setiembre octubre noviembre diciembre
		gennaio febbraio aprile maggio giugno luglio settembre ottobre dicembre
		janeiro fevereiro março maio junho julho setembro outubro dezembro
		januari februari maart mei juni juli augustus
		ene abr ago dic mär okt dez janv févr avr juil déc`) {
		m[w] = 'm'
	}
	for _, w := range strings.Fields(`monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun
		montag dienstag mittwoch donnerstag freitag samstag sonntag
		lundi mardi mercredi jeudi vendredi samedi dimanche
		lunes martes miércoles jueves viernes sábado domingo
		lunedì martedì mercoledì giovedì venerdì sabato domenica
		segunda terça quarta quinta sexta sábado`) {
		m[w] = 'd'
	}
	for _, w := range strings.Fields(`a.m. p.m. am pm m p uhr h hrs gmt utc cest mez mesz edt pdt`) {
		m[w] = 'c'
	}
	for _, w := range strings.Fields(`de del el las los à a um at on of the y e et und and le la den der am`) {
		m[w] = 'g'
	}
	return m
}()

// clock is a time of day: "7:43", "14h30", "10.15".
var clock = lazyregexp.New(`^\d{1,2}[:h.]\d\d(:\d\d)?[ap]?m?$`)

// dateLine reports a line that is a date, a time or a dateline.
func dateLine(s string) bool {
	when, names := false, 0
	for _, raw := range strings.Fields(s) {
		w := strings.Trim(raw, ",;:|–—-()[]·•")
		if w == "" {
			continue
		}
		if clock.MatchString(w) {
			when = true
			continue
		}
		if strings.IndexFunc(w, unicode.IsLetter) < 0 {
			continue // a number, a mark
		}
		l := strings.ToLower(w)
		k := dateWords[strings.TrimSuffix(l, ".")]
		if k == 0 {
			k = dateWords[l] // "p.m." keeps its last full stop
		}
		switch k {
		case 'm', 'c':
			when = true
			continue
		case 'd', 'g':
			continue
		}
		if ordinalDay(w) {
			continue
		}
		r := []rune(w)[0]
		if !unicode.IsUpper(r) {
			return false
		}
		if names++; names > maxDateNames {
			return false
		}
	}
	return when
}

// ordinalDay is a day written with its ordinal's ending: "4th", "1er",
// "3rd".
func ordinalDay(w string) bool {
	i := strings.IndexFunc(w, func(r rune) bool { return !unicode.IsDigit(r) })
	if i <= 0 {
		return false
	}
	switch strings.ToLower(w[i:]) {
	case "st", "nd", "rd", "th", "er", "e", "º", "°", ".":
		return true
	}
	return false
}
