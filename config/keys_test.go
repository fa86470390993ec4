package config

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func TestUnknownKeys(t *testing.T) {
	tests := []struct {
		name, file string
		want       []string
		wantErr    bool
	}{
		{"no file", "", nil, false},
		{"all known", `{"model":"builtin","ollamaHost":"127.0.0.1:11434","logRetentionDays":7}`, nil, false},
		{"misspelt and foreign", `{"model":"builtin","ollamahost":"x","theme":"dark"}`, []string{"ollamahost", "theme"}, false},
		{"not JSON", `{"model":`, nil, true},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			home := t.TempDir()
			if tt.file != "" {
				if err := os.WriteFile(filepath.Join(home, FileName), []byte(tt.file), 0o600); err != nil {
					t.Fatal(err)
				}
			}
			got, err := UnknownKeys(home)
			if (err != nil) != tt.wantErr || !reflect.DeepEqual(got, tt.want) {
				t.Errorf("UnknownKeys = %v, %v; want %v (error %v)", got, err, tt.want, tt.wantErr)
			}
		})
	}
	if k := Keys(); len(k) < 10 || k[0] == "" {
		t.Errorf("Keys() = %v", k)
	}
}
