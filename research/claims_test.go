package research

import "testing"

// Two sentences disagree only when each gives a figure the other does not,
// at the same precision and order of magnitude.
func TestEachHasOwn(t *testing.T) {
	tests := []struct {
		name string
		a, b string
		want bool
	}{
		{"different later toll", "Tolls will stay at $3 for cars until January 1, 2026, when they rise to $4.",
			"The toll for cars stays at $3 until the increase to $5 on January 1, 2026.", true},
		{"one says less", "Tolls will stay at $3 for cars until January 1, 2026, when they rise to $4.", "Tolls for cars remain $3 this year.", false},
		{"different day", "The bridge reopened on March 14, 2025.", "Drivers crossed the bridge again on March 15, 2025.", true},
		{"month contains the day", "The bridge reopened on March 14, 2025.", "The rebuild wrapped up in March 2025.", false},
		{"workers", "The project employed 1,800 workers at its peak.", "It employed about 1,500 workers at its peak.", true},
		{"billions", "The rebuild cost $3.9 billion.", "Officials put the final cost at $4.2 billion.", true},
		{"other magnitude", "Tolls for cars remain $3 this year.", "The cost, $4.2 billion, will be paid down through toll revenue.", false},
		{"same figures", "It cost $4.2 billion.", "The cost was $4.2 billion in all.", false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			a, b := newSentence(0, 0, tt.a), newSentence(1, 0, tt.b)
			if got := eachHasOwn(a.nums, b.nums); got != tt.want {
				t.Errorf("eachHasOwn(%v, %v) = %v, want %v", a.nums, b.nums, got, tt.want)
			}
		})
	}
}
