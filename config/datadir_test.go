package config

import (
	"path/filepath"
	"runtime"
	"testing"
)

// TestDataDirUnix: on Linux and other Unixes the data dir follows
// LAIKA_HOME, then XDG_DATA_HOME, then ~/.local/share; XDG_CONFIG_HOME
// never decides it, whatever it ends in.
func TestDataDirUnix(t *testing.T) {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9":
		t.Skip("Unix data-dir rules")
	}
	home := t.TempDir()
	t.Setenv("XDG_CONFIG_HOME", filepath.Join(home, "cfg")) // what os.UserConfigDir would return
	tests := []struct {
		name string
		env  map[string]string
		want string
	}{
		{"XDG_CONFIG_HOME not ending in .config", map[string]string{"HOME": home, "XDG_CONFIG_HOME": "/etc/xdg-cfg"}, filepath.Join(home, ".local/share/laika")},
		{"XDG_CONFIG_HOME ending in .config", map[string]string{"HOME": home, "XDG_CONFIG_HOME": filepath.Join(home, ".config")}, filepath.Join(home, ".local/share/laika")},
		{"XDG_DATA_HOME", map[string]string{"HOME": home, "XDG_DATA_HOME": "/data", "XDG_CONFIG_HOME": "/cfg"}, "/data/laika"},
		{"relative XDG_DATA_HOME is ignored", map[string]string{"HOME": home, "XDG_DATA_HOME": "data"}, filepath.Join(home, ".local/share/laika")},
		{"LAIKA_HOME wins", map[string]string{"HOME": home, "LAIKA_HOME": "/srv/laika", "XDG_DATA_HOME": "/data"}, "/srv/laika"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load(func(k string) string { return tt.env[k] })
			if err != nil {
				t.Fatal(err)
			}
			if c.Home != tt.want {
				t.Errorf("data dir %s, want %s", c.Home, tt.want)
			}
		})
	}
	if _, err := Load(func(string) string { return "" }); err == nil {
		t.Error("no HOME and no LAIKA_HOME: want an error")
	}
}
