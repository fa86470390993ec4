package summary

import (
	"slices"
	"strings"
	"testing"
	"time"
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

// TestSpaceEndedScales: a long Thai paragraph is read once, not once per
// space. Counting the rest of the paragraph at every space took 1.6 s for
// 200,000 characters. A ratio, not a time, is checked, as in
// TestExtractiveScales.
func TestSpaceEndedScales(t *testing.T) {
	piece := strings.Repeat("ก", 81) + " "
	median := func(p string) time.Duration {
		var runs []time.Duration
		for range 5 {
			start := time.Now()
			splitSentences(p)
			runs = append(runs, time.Since(start))
		}
		slices.Sort(runs)
		return runs[2]
	}
	small, large := strings.Repeat(piece, 600), strings.Repeat(piece, 4800)
	for attempt := 0; attempt < 3; attempt++ {
		s, l := median(small), median(large)
		t.Logf("%d characters %v, %d characters %v", utf8.RuneCountInString(small), s, utf8.RuneCountInString(large), l)
		if l <= 20*s+10*time.Millisecond { // linear is 8 times, quadratic 64
			return
		}
		if attempt == 2 {
			t.Fatalf("8 times the text took %v against %v: worse than linear", l, s)
		}
	}
}
