package summary

import (
	"strings"
	"testing"
	"unicode/utf8"
)

// thaiParagraph is two Thai sentences, each ended by a space, the first
// with a clause joined by "และ" (and).
const thaiParagraph = "ผู้อำนวยการห้องสมุดกล่าวว่าห้องใหม่นี้ออกแบบมาเพื่อนักเรียนที่ต้องการที่เงียบสำหรับอ่านหนังสือสอบ และสำหรับผู้ที่ทำงานจากที่บ้านแต่ต้องการออกมานอกบ้าน " +
	"ในช่วงสอบปลายภาคห้องจะเปิดถึงสี่ทุ่มทุกวันและเปิดตั้งแต่เก้าโมงเช้าในวันเสาร์และวันอาทิตย์ตลอดทั้งเดือน"

// TestSpaceEndedSentences: Thai ends a sentence with a space, which UAX
// #29 does not read; a space before a joining word ("และ") or one that
// leaves a piece too short to be a sentence is a clause's.
func TestSpaceEndedSentences(t *testing.T) {
	got := splitSentences(thaiParagraph)
	want := []string{
		"ผู้อำนวยการห้องสมุดกล่าวว่าห้องใหม่นี้ออกแบบมาเพื่อนักเรียนที่ต้องการที่เงียบสำหรับอ่านหนังสือสอบ และสำหรับผู้ที่ทำงานจากที่บ้านแต่ต้องการออกมานอกบ้าน",
		"ในช่วงสอบปลายภาคห้องจะเปิดถึงสี่ทุ่มทุกวันและเปิดตั้งแต่เก้าโมงเช้าในวันเสาร์และวันอาทิตย์ตลอดทั้งเดือน",
	}
	if strings.Join(got, "|") != strings.Join(want, "|") {
		t.Errorf("splitSentences = %q, want %q", got, want)
	}
	short := "ห้องสมุดเปิดแล้ว วันนี้"
	if got := splitSentences(short); len(got) != 1 {
		t.Errorf("splitSentences(%q) = %q: clauses too short to be sentences are split", short, got)
	}
}

// TestCutWordsCountsCharacters: a point is cut at the same number of
// characters in any script; a Thai or Russian point was cut at a third
// or a half of an English one's length, counted in bytes.
func TestCutWordsCountsCharacters(t *testing.T) {
	ru := strings.Repeat("Библиотека открыта каждый день. ", 10) // 320 characters, 580 bytes
	if got := cutWords(ru, maxPointChars); got != ru {
		t.Errorf("a %d-character point is cut: %q", utf8.RuneCountInString(ru), got)
	}
	long := strings.Repeat(ru, 2)
	got := cutWords(long, maxPointChars)
	if n := utf8.RuneCountInString(got); n > maxPointChars+1 || n < maxPointChars/2 || !strings.HasSuffix(got, "…") {
		t.Errorf("cut to %d characters: %q", n, got)
	}
	if !utf8.ValidString(got) {
		t.Errorf("cut inside a character: %q", got)
	}
}
