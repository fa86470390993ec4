package extract

import (
	"strings"
	"testing"
)

// A <noscript> is unwrapped when it holds readable content, and never when
// what it holds is markup: tracking pixels escaped in the source
// ("&lt;img …&gt;") read as tags after parsing, and they once replaced an
// article's text.
func TestUnwrapNoscript(t *testing.T) {
	story := strings.Repeat("The committee approved the river plan after a long public hearing. ", 6)
	pixel := strings.Repeat(`&lt;div style="position:absolute;"&gt;&lt;img width=1 height=1 alt="" src="http://ads.example/b?P=abc&amp;T=123"&gt;&lt;/div&gt; `, 4)
	article := "<article><h1>River plan</h1><p>" + strings.Repeat("Residents spoke for hours about the new river plan and its costs. ", 8) + "</p></article>"
	for _, c := range []struct {
		name, body string
		want, not  []string
	}{
		{"content in noscript is read", "<noscript><div class=posts><p>" + story + "</p></div></noscript>", []string{"committee approved the river plan"}, nil},
		{"escaped pixels are not content", article + strings.Repeat("<noscript>"+pixel+"</noscript>", 5), []string{"Residents spoke for hours"}, []string{"position:absolute", "<img", "ads.example"}},
		{"a short notice stays hidden", article + "<noscript>Please enable JavaScript.</noscript>", []string{"Residents spoke"}, []string{"enable JavaScript"}},
	} {
		obs, err := HTML([]byte("<html><body>"+c.body+"</body></html>"), "https://news.example/a", Options{})
		if err != nil {
			t.Fatal(err)
		}
		got := ""
		if obs.Primary != nil {
			got = obs.Primary.Text
		}
		for _, w := range c.want {
			if !strings.Contains(got, w) {
				t.Errorf("%s: primary lacks %q:\n%s", c.name, w, got)
			}
		}
		for _, w := range c.not {
			if strings.Contains(got, w) {
				t.Errorf("%s: primary holds %q:\n%s", c.name, w, got)
			}
		}
	}
}
