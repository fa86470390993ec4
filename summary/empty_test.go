package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// A page with no readable text (a script-built shell read where its
// scripts did not run) says so, and quotes its own description when it
// has one worth quoting, marked as the page's claim.
func TestEmptyPageQuotesItsDescription(t *testing.T) {
	tests := []struct {
		name, description string
		want              string // "" when no description line is expected
	}{
		{"forum shell", "I'm new to astronomy and want advice on choosing my first telescope&hellip;", "reads: “I'm new to astronomy and want advice on choosing my first telescope…”"},
		{"no description", "", ""},
		{"a site's motto", "Home of fitness", ""},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := &laika.Observation{URL: "https://forum.test/t/1", Title: "First telescope", Meta: &laika.Meta{Description: tt.description}}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(res.Text, "The page has no readable text to summarize.") || res.Fallback != FallbackEmpty {
				t.Fatalf("fallback %q, text:\n%s", res.Fallback, res.Text)
			}
			has := strings.Contains(res.Text, "description")
			if tt.want == "" && has || tt.want != "" && !strings.Contains(res.Text, tt.want) {
				t.Errorf("want %q in:\n%s", tt.want, res.Text)
			}
		})
	}
}

// A page whose main text the extractor did not find is summarized from all
// of its text: its menus' labels and its footer's imprint are no points,
// and what sentences it has are quoted under a note that says where they
// come from.
func TestWholePageText(t *testing.T) {
	menus := "EL DIARIO\n- Edición Impresa del Diario Oficial\n- Inicio\n- Economía\n  - Ciencia y Tecnología\n  - Economía y Derecho\n- de mayo de 2022\n" +
		"- Presidente de Directorio: Hugo David Aguirre Castañeda\n- Gerente General: Carlos Alonso Vásquez Lazo\n- Informaciones (51-1) 315-0400 anexos 2206 / 2218 / 2298\n- Empresa Peruana de Servicios Editoriales S.A.\n"
	prose := "The harbour reopened on Monday after three weeks of repairs to the breakwater.\nFerries will run to the winter timetable until the end of the month.\n"
	tests := []struct {
		name, text, want string
	}{
		{"menus only", menus, "The page has no readable text to summarize."},
		{"menus and prose", menus + prose, "_No main text could be told apart from this page's menus"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			obs := &laika.Observation{URL: "https://news.test/a/1", Title: "Logran evacuar a otros 50 civiles", Text: tt.text,
				Meta: &laika.Meta{Description: "Ucrania informó ayer que 50 civiles fueron evacuados de la siderúrgica."}}
			res, err := Run(context.Background(), obs, nil, Options{}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if !strings.HasPrefix(res.Text, tt.want) {
				t.Fatalf("want it to start %q:\n%s", tt.want, res.Text)
			}
			for _, junk := range []string{"Ciencia y Tecnología", "de mayo de 2022", "Gerente General", "315-0400", "Servicios Editoriales"} {
				if strings.Contains(res.Text, junk) {
					t.Errorf("%q quoted:\n%s", junk, res.Text)
				}
			}
			if tt.text == menus+prose && !strings.Contains(res.Text, "The harbour reopened on Monday") {
				t.Errorf("the page's sentence is not quoted:\n%s", res.Text)
			}
		})
	}
}

// An empty page's summary says it is empty and nothing about what its
// points may include: it has none.
func TestEmptyPageHasNoNote(t *testing.T) {
	obs := &laika.Observation{URL: "https://app.test/", Title: "Links", Primary: &laika.Primary{Text: "Home\nAbout", Confidence: 0.2, Truncated: true, TotalChars: 20000}}
	res, err := Run(context.Background(), obs, nil, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.HasPrefix(res.Text, "The page has no readable text to summarize.") {
		t.Errorf("want only the empty page's message:\n%s", res.Text)
	}
}

// A PDF in the browser's viewer, or an image opened on its own, reads as
// an empty page; the summary says why there is nothing.
func TestPDFViewerSaysWhy(t *testing.T) {
	for _, tt := range []struct {
		signals []string
		want    string
	}{
		{[]string{laika.SignalSparseText, laika.SignalPDFViewer}, "PDF shown in the browser's own viewer"},
		{[]string{laika.SignalSparseText, laika.SignalPDFViewer, laika.SignalNonTextContent}, "PDF shown in the browser's own viewer"},
		{[]string{laika.SignalSparseText, laika.SignalNonTextContent}, "shows a picture, a video or a drawing"},
		{[]string{laika.SignalSparseText}, ""},
	} {
		obs := &laika.Observation{URL: "https://files.test/report.pdf", Signals: tt.signals}
		res, err := Run(context.Background(), obs, nil, Options{}, nil)
		if err != nil {
			t.Fatal(err)
		}
		why := strings.TrimPrefix(res.Text, "The page has no readable text to summarize.\n")
		if tt.want == "" && strings.TrimSpace(why) != "" || tt.want != "" && !strings.Contains(why, tt.want) || res.Fallback != FallbackEmpty {
			t.Errorf("signals %v: said %q, want %q (fallback %q)", tt.signals, why, tt.want, res.Fallback)
		}
	}
}
