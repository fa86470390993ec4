package extract

import (
	"slices"
	"testing"
)

func TestDropRepeatedWords(t *testing.T) {
	for _, tc := range []struct {
		name string
		in   []string
		want []string
	}{
		{
			name: "a narrow copy breaks its lines elsewhere",
			in:   []string{"Deep dives, long swims and a season of surf every year.", "20 ATM", "Deep dives, long swims and", "a season of surf every year."},
			want: []string{"Deep dives, long swims and a season of surf every year.", "20 ATM"},
		},
		{
			name: "a line that holds a phrase twice keeps it",
			in:   []string{"one two three four five six seven eight, one two three four five six seven eight"},
			want: []string{"one two three four five six seven eight, one two three four five six seven eight"},
		},
		{
			name: "a shorter shared phrase is no copy",
			in:   []string{"Ships in two to three days from our warehouse.", "Returns: ships in two to three days"},
			want: []string{"Ships in two to three days from our warehouse.", "Returns: ships in two to three days"},
		},
		{
			name: "a line with words of its own stays",
			in:   []string{"The arm is turned from one piece of Nordic pine.", "The arm is turned from one piece of Nordic pine, then oiled."},
			want: []string{"The arm is turned from one piece of Nordic pine.", "The arm is turned from one piece of Nordic pine, then oiled."},
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			var in []line
			for _, s := range tc.in {
				in = append(in, line{text: s})
			}
			var got []string
			for _, l := range dropRepeatedWords(in) {
				got = append(got, l.text)
			}
			if !slices.Equal(got, tc.want) {
				t.Errorf("got %q, want %q", got, tc.want)
			}
		})
	}
}
