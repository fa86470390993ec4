package summary

import (
	"encoding/json"
	"reflect"
	"testing"
)

// TestGrounding runs the planted-fabrication table in
// testdata/grounding.json: each case is a model reply to the same page and
// the claims the check must flag (and nothing else).
func TestGrounding(t *testing.T) {
	var suite struct {
		Page  string
		Cases []struct {
			Name        string
			Answer      string
			Unsupported []Claim
			Bad         bool
		}
	}
	if err := json.Unmarshal([]byte(readTestdata(t, "grounding.json")), &suite); err != nil {
		t.Fatal(err)
	}
	for _, tc := range suite.Cases {
		t.Run(tc.Name, func(t *testing.T) {
			g := CheckGrounding(tc.Answer, suite.Page)
			got := g.Unsupported
			if got == nil {
				got = []Claim{}
			}
			if tc.Unsupported == nil {
				tc.Unsupported = []Claim{}
			}
			if !reflect.DeepEqual(got, tc.Unsupported) {
				t.Errorf("unsupported claims\n got %+v\nwant %+v", got, tc.Unsupported)
			}
			if g.Bad != tc.Bad {
				t.Errorf("bad = %v, want %v (checked %d, overlap %.2f)", g.Bad, tc.Bad, g.Checked, g.Overlap)
			}
		})
	}
}

// TestGroundingRealisticSummary: a summary written the way an instruction
// model writes one (paraphrase, Markdown, bold labels) raises no false
// flags against a real long page.
func TestGroundingRealisticSummary(t *testing.T) {
	page := readTestdata(t, "gospec.txt")
	answer := `## Summary

The Go Programming Language Specification is the reference manual for Go, a general-purpose language designed with systems programming in mind.

**Key points:**

- Go is strongly typed and garbage-collected, with explicit support for concurrent programming.
- Programs are built from packages, which allow efficient management of dependencies.
- The syntax is specified using a variant of Extended Backus-Naur Form (EBNF).
- Source code is Unicode text encoded in UTF-8.
- Composite types such as arrays, structs, pointers, functions, interfaces, slices, maps and channels are constructed with type literals.
- An interface type defines a type set; the empty interface covers all non-interface types.`
	g := CheckGrounding(answer, page)
	if len(g.Unsupported) > 0 || g.Bad {
		t.Fatalf("false flags: %+v (overlap %.2f, checked %d)", g.Unsupported, g.Overlap, g.Checked)
	}
	t.Logf("checked %d claims, overlap %.2f", g.Checked, g.Overlap)
}

const (
	thaiPage = "ตั้งแต่เดือนนี้ห้องสมุดเปิดให้บริการตามเวลาใหม่ วันธรรมดาเปิดตั้งแต่เก้าโมงเช้าถึงสองทุ่ม และวันหยุดเปิดตั้งแต่สิบโมงถึงหกโมงเย็น " +
		"หนังสือใหม่วางอยู่บนชั้นข้างประตูทางเข้า ผู้อ่านหนึ่งคนยืมหนังสือได้ไม่เกินสิบเล่มเป็นเวลาสองสัปดาห์"
	hebrewPage = "מהחודש הזה הספרייה העירונית פתוחה לפי שעות חדשות. בימי חול היא פתוחה מתשע בבוקר עד שמונה בערב, ובסופי שבוע מעשר עד שש. " +
		"הספרים החדשים עומדים על המדף ליד הכניסה. כל קורא יכול לשאול עד עשרה ספרים לשבועיים."
	arabicPage = "ابتداء من هذا الشهر تعمل المكتبة بمواعيد جديدة. في أيام الأسبوع تفتح المكتبة من التاسعة صباحا حتى الثامنة مساء، وفي عطلة نهاية الأسبوع من العاشرة حتى السادسة. " +
		"يستطيع كل قارئ استعارة عشرة كتب كحد أقصى لمدة أسبوعين."
	hindiPage = "इस महीने से पुस्तकालय नए समय पर खुलता है। सप्ताह के दिनों में यह सुबह नौ बजे से रात आठ बजे तक और सप्ताहांत में दस बजे से छह बजे तक खुला रहता है। " +
		"नई किताबें प्रवेश द्वार के पास वाली अलमारी में रखी हैं। एक पाठक दो सप्ताह के लिए अधिकतम दस किताबें उधार ले सकता है।"
)

// TestGroundingCJK: a faithful summary in Chinese, Japanese or Thai is
// grounded in its page, and one that makes up its content is not, though
// none of them writes spaces between words (words reads overlapping
// pairs); Hindi's vowel signs are parts of its words.
func TestGroundingCJK(t *testing.T) {
	for _, c := range []struct {
		name, page, answer string
		bad                bool
	}{
		{"chinese faithful", "从本月起，图书馆的开放时间有所调整。周一至周五上午九点到晚上八点开放，周末上午十点到下午六点开放。新到的图书已经放在入口附近的书架上。每位读者最多可以借阅十本书，借期为两个星期。",
			"图书馆调整了开放时间：周一至周五上午九点到晚上八点开放。每位读者最多可以借阅十本书。", false},
		{"japanese faithful", "今月から、図書館の開館時間が変わりました。平日は午前九時から午後八時まで、土曜日と日曜日は午前十時から午後六時までご利用いただけます。本の貸し出しは一人十冊まで、期間は二週間です。",
			"図書館の開館時間が変わり、平日は午前九時から午後八時まで利用できます。本の貸し出しは一人十冊までです。", false},
		{"chinese made up", "从本月起，图书馆的开放时间有所调整。周一至周五上午九点到晚上八点开放，周末上午十点到下午六点开放。新到的图书已经放在入口附近的书架上。每位读者最多可以借阅十本书，借期为两个星期。",
			"博物馆将在明年春天举办一场关于古代丝绸之路的大型展览，门票免费，需要提前在网上预约参观时段。", true},
		{"thai faithful", thaiPage,
			"ห้องสมุดเปิดตามเวลาใหม่ วันธรรมดาเปิดตั้งแต่เก้าโมงเช้าถึงสองทุ่ม ผู้อ่านหนึ่งคนยืมหนังสือได้ไม่เกินสิบเล่มเป็นเวลาสองสัปดาห์", false},
		{"thai made up", thaiPage,
			"พิพิธภัณฑ์จะจัดนิทรรศการใหญ่เกี่ยวกับเส้นทางสายไหมโบราณในฤดูใบไม้ผลิปีหน้า เข้าชมฟรีแต่ต้องจองรอบล่วงหน้าทางออนไลน์", true},
		{"hindi faithful", hindiPage,
			"पुस्तकालय सप्ताह के दिनों में सुबह नौ बजे से रात आठ बजे तक खुला रहता है। एक पाठक अधिकतम दस किताबें उधार ले सकता है।", false},
		{"hebrew faithful", hebrewPage,
			"לפי השעות החדשות, ספרייה העירונית פתוחה בימי חול מתשע עד שמונה ובסוף השבוע מעשר עד שש. קוראים שואלים עד עשרה ספרים לשבועיים.", false},
		{"hebrew made up", hebrewPage,
			"המוזיאון יפתח באביב הבא תערוכה גדולה על דרך המשי העתיקה, והכניסה תהיה חינם בהרשמה מראש באתר.", true},
		{"arabic faithful", arabicPage,
			"بمواعيدها الجديدة تفتح مكتبة المدينة أيام الأسبوع من التاسعة حتى الثامنة، ولكل قارئ استعارة عشرة كتب لأسبوعين.", false},
		{"arabic made up", arabicPage,
			"سينظم المتحف في الربيع القادم معرضا كبيرا عن طريق الحرير القديم، والدخول مجاني مع الحجز المسبق عبر الإنترنت.", true},
		{"hindi made up", hindiPage,
			"संग्रहालय अगले वसंत में प्राचीन रेशम मार्ग पर एक बड़ी प्रदर्शनी आयोजित करेगा, प्रवेश निःशुल्क है लेकिन ऑनलाइन बुकिंग ज़रूरी है।", true},
	} {
		t.Run(c.name, func(t *testing.T) {
			if g := CheckGrounding(c.answer, c.page); g.Bad != c.bad {
				t.Errorf("bad = %v, want %v (overlap %.2f, too short %v)", g.Bad, c.bad, g.Overlap, g.TooShort)
			}
		})
	}
}

// TestGroundingDecomposed: a page whose accents are combining marks
// grounds a summary written with precomposed letters as well as the same
// page written with them does.
func TestGroundingDecomposed(t *testing.T) {
	decomposed := "Ab na\u0308chster Woche o\u0308ffnet die Stadtbibliothek sonntags. Die Lesesa\u0308le bleiben bis zwanzig Uhr geo\u0308ffnet, und Schu\u0308ler ko\u0308nnen Gruppenra\u0308ume reservieren."
	typed := "Ab nächster Woche öffnet die Stadtbibliothek sonntags. Die Lesesäle bleiben bis zwanzig Uhr geöffnet, und Schüler können Gruppenräume reservieren."
	answer := "Die Stadtbibliothek öffnet ab nächster Woche sonntags; Schüler können Gruppenräume reservieren."
	g, want := CheckGrounding(answer, decomposed), CheckGrounding(answer, typed)
	if g.Overlap != want.Overlap || g.Bad {
		t.Errorf("overlap %.2f (bad %v), want %.2f", g.Overlap, g.Bad, want.Overlap)
	}
}
