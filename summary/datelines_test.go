package summary

import "testing"

func TestDateLine(t *testing.T) {
	for _, tt := range []struct {
		s    string
		want bool
	}{
		{"Managua, Nicaragua 26, Abril, 2022 7:43 p.m.", true},
		{"Updated: Tuesday, March 4, 2025, 10:12 AM", true},
		{"Veröffentlicht am 3. März 2025 um 14:30 Uhr", true},
		{"Publié le 12 avril 2024 à 14h30", true},
		{"Publicado el 26 de abril de 2022 a las 7:43 p. m.", true},
		{"March 4, 2025", true},
		{"The polls close at 7 p.m.", false},
		{"Nicaragua closed 2021 with a debt of 14,372.4 million dollars.", false},
		{"On March 4, 2025, the council voted to fund the park.", false},
		{"Apple Music and Apple TV 4K arrive in May.", false},
		{"Chapter 4", false},
		{"Anpfiff der Partie ist um 18:30 Uhr.", false},
		{"Il est 9h30, la séance est ouverte.", false},
	} {
		if got := dateLine(tt.s); got != tt.want {
			t.Errorf("dateLine(%q) = %v, want %v", tt.s, got, tt.want)
		}
	}
}
