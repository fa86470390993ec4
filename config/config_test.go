package config

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

func env(m map[string]string) func(string) string { return func(k string) string { return m[k] } }

func TestLoadEnvOverridesFile(t *testing.T) {
	home := t.TempDir()
	os.WriteFile(filepath.Join(home, FileName), []byte(`{"model":"ollama:qwen3:0.6b","allowedOrigins":["chrome-extension://aaa/"],"numCtx":4096}`), 0o600)
	tests := []struct {
		name string
		env  map[string]string
		want func(c *Config) any
		exp  any
	}{
		{"file model", map[string]string{"LAIKA_HOME": home}, func(c *Config) any { return c.Model }, "ollama:qwen3:0.6b"},
		{"env model wins", map[string]string{"LAIKA_HOME": home, "LAIKA_MODEL": "builtin"}, func(c *Config) any { return c.Model }, "builtin"},
		{"origins append", map[string]string{"LAIKA_HOME": home, "LAIKA_ALLOWED_ORIGINS": " chrome-extension://bbb/ ,,x"},
			func(c *Config) any { return c.AllowedOrigins }, []string{"chrome-extension://aaa/", "chrome-extension://bbb/", "x"}},
		{"num ctx from file", map[string]string{"LAIKA_HOME": home}, func(c *Config) any { return c.NumCtx }, 4096},
		{"full llm", map[string]string{"LAIKA_HOME": home, "LAIKA_LOG_FULL_LLM": "1"}, func(c *Config) any { return c.LogFullLLM }, true},
		{"ollama host", map[string]string{"LAIKA_HOME": home, "OLLAMA_HOST": "127.0.0.1:1"}, func(c *Config) any { return c.OllamaHost }, "127.0.0.1:1"},
		{"step budget default", map[string]string{"LAIKA_HOME": home}, func(c *Config) any { return c.StepBudget }, DefaultStepBudget},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			c, err := Load(env(tt.env))
			if err != nil {
				t.Fatal(err)
			}
			if got := tt.want(c); !reflect.DeepEqual(got, tt.exp) {
				t.Fatalf("got %v, want %v", got, tt.exp)
			}
		})
	}
}

func TestLoadErrors(t *testing.T) {
	home := t.TempDir()
	if _, err := Load(env(map[string]string{"LAIKA_HOME": home, "LAIKA_NUM_CTX": "many"})); err == nil {
		t.Fatal("bad LAIKA_NUM_CTX accepted")
	}
	os.WriteFile(filepath.Join(home, FileName), []byte(`{not json`), 0o600)
	if _, err := Load(env(map[string]string{"LAIKA_HOME": home})); err == nil {
		t.Fatal("corrupt config.json accepted")
	}
}

func TestSaveMergesAndRoundTrips(t *testing.T) {
	home := t.TempDir()
	os.WriteFile(filepath.Join(home, FileName), []byte(`{"numCtx":4096,"allowedOrigins":["x"]}`), 0o600)
	if err := Save(home, map[string]any{"model": "ollama:qwen3:0.6b", "ollamaHost": "127.0.0.1:11500"}); err != nil {
		t.Fatal(err)
	}
	c, err := Load(env(map[string]string{"LAIKA_HOME": home}))
	if err != nil {
		t.Fatal(err)
	}
	if c.Model != "ollama:qwen3:0.6b" || c.OllamaHost != "127.0.0.1:11500" || c.NumCtx != 4096 || len(c.AllowedOrigins) != 1 {
		t.Fatalf("after save: %+v", c)
	}
	if err := Save(home, map[string]any{"ollamaHost": nil}); err != nil {
		t.Fatal(err)
	}
	if c, _ := Load(env(map[string]string{"LAIKA_HOME": home})); c.OllamaHost != "" || c.Model == "" {
		t.Fatalf("nil did not remove only ollamaHost: %+v", c)
	}
	os.WriteFile(filepath.Join(home, FileName), []byte(`{broken`), 0o600)
	if err := Save(home, map[string]any{"model": "builtin"}); err == nil {
		t.Fatal("Save overwrote a corrupt config.json instead of refusing")
	}
}
