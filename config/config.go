// Package config loads Laika's settings: a JSON file in the data dir
// ($LAIKA_HOME/config.json), overridden by environment variables. Every
// setting is documented in the README's Configuration table; keep the two in
// step.
package config

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strconv"
	"strings"
	"syscall"
)

// Config is the resolved configuration.
type Config struct {
	// Home is the data dir: laika.db, logs/, artifacts/, config.json.
	Home string `json:"-"`
	// AllowedOrigins are extra callers allowed besides those in the
	// installed host manifests ("chrome-extension://<id>/" or a Firefox
	// add-on id).
	AllowedOrigins []string `json:"allowedOrigins,omitempty"`
	// Model selects the backend: "builtin", "ollama:<model>",
	// "openai:<base-url>#<model>" or "replay:<file>". Empty means: use
	// Ollama's default model when reachable, else builtin.
	Model string `json:"model,omitempty"`
	// OllamaHost is the Ollama server address (OLLAMA_HOST).
	OllamaHost string `json:"ollamaHost,omitempty"`
	// OpenAIKey is the bearer token for an OpenAI-compatible server.
	OpenAIKey string `json:"openaiKey,omitempty"`
	// NumCtx is the model context window in tokens.
	NumCtx int `json:"numCtx,omitempty"`
	// Temperature, TopP, TopK override the sampling defaults when set.
	Temperature *float64 `json:"temperature,omitempty"`
	TopP        *float64 `json:"topP,omitempty"`
	TopK        *int     `json:"topK,omitempty"`
	// LogFullLLM records full prompts and outputs in llm.jsonl and model
	// runs; off by default (digests and short previews only).
	LogFullLLM bool `json:"logFullLLM,omitempty"`
	// LogStderr mirrors the host log to stderr.
	LogStderr bool `json:"logStderr,omitempty"`
	// LogRetentionDays prunes log lines (host.jsonl, llm.jsonl) and model
	// runs older than this many days.
	LogRetentionDays int `json:"logRetentionDays,omitempty"`
	// StepBudget is the default number of plan steps per run.
	StepBudget int `json:"stepBudget,omitempty"`
}

// Defaults.
const (
	DefaultNumCtx           = 8192
	DefaultLogRetentionDays = 30
	DefaultStepBudget       = 8
	FileName                = "config.json"
)

// Load resolves the data dir, reads config.json from it if present, and
// applies environment overrides from getenv (os.Getenv when nil).
func Load(getenv func(string) string) (*Config, error) {
	if getenv == nil {
		getenv = os.Getenv
	}
	home, err := dataDir(getenv)
	if err != nil {
		return nil, err
	}
	c := &Config{}
	b, err := os.ReadFile(filepath.Join(home, FileName))
	switch {
	case err == nil:
		if err := json.Unmarshal(b, c); err != nil {
			return nil, fmt.Errorf("config: %s: %w", filepath.Join(home, FileName), err)
		}
	case !errors.Is(err, fs.ErrNotExist) && !errors.Is(err, syscall.ENOTDIR):
		return nil, fmt.Errorf("config: %w", err)
	}
	c.Home = home
	if v := getenv("LAIKA_ALLOWED_ORIGINS"); v != "" {
		for _, o := range strings.Split(v, ",") {
			if o = strings.TrimSpace(o); o != "" {
				c.AllowedOrigins = append(c.AllowedOrigins, o)
			}
		}
	}
	if v := getenv("LAIKA_MODEL"); v != "" {
		c.Model = v
	}
	if v := getenv("OLLAMA_HOST"); v != "" {
		c.OllamaHost = v
	}
	if v := getenv("LAIKA_OPENAI_API_KEY"); v != "" {
		c.OpenAIKey = v
	} else if v := getenv("OPENAI_API_KEY"); v != "" && c.OpenAIKey == "" {
		c.OpenAIKey = v
	}
	if v := getenv("LAIKA_NUM_CTX"); v != "" {
		n, err := strconv.Atoi(v)
		if err != nil || n <= 0 {
			return nil, fmt.Errorf("config: LAIKA_NUM_CTX=%q is not a positive integer", v)
		}
		c.NumCtx = n
	}
	if v := getenv("LAIKA_LOG_FULL_LLM"); v != "" {
		c.LogFullLLM = truthy(v)
	}
	if v := getenv("LAIKA_LOG_STDERR"); v != "" {
		c.LogStderr = truthy(v)
	}
	if c.NumCtx == 0 {
		c.NumCtx = DefaultNumCtx
	}
	if c.LogRetentionDays == 0 {
		c.LogRetentionDays = DefaultLogRetentionDays
	}
	if c.StepBudget == 0 {
		c.StepBudget = DefaultStepBudget
	}
	return c, nil
}

func truthy(v string) bool {
	switch strings.ToLower(strings.TrimSpace(v)) {
	case "1", "true", "yes", "on":
		return true
	}
	return false
}

// dataDir is $LAIKA_HOME, else the OS user data folder: $XDG_DATA_HOME/laika
// or ~/.local/share/laika on Linux and other Unixes, ~/Library/Application
// Support/Laika on macOS, %AppData%\Laika on Windows. XDG_CONFIG_HOME plays
// no part: it names where configuration goes, not data, and
// os.UserConfigDir returns it as is on Unix.
func dataDir(getenv func(string) string) (string, error) {
	if v := getenv("LAIKA_HOME"); v != "" {
		return filepath.Abs(v)
	}
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9":
		dir, err := os.UserConfigDir() // macOS: ~/Library/Application Support; Windows: %AppData%
		if err != nil {
			return "", fmt.Errorf("config: no data dir: set LAIKA_HOME: %w", err)
		}
		return filepath.Join(dir, "Laika"), nil
	}
	if v := getenv("XDG_DATA_HOME"); v != "" && filepath.IsAbs(v) {
		return filepath.Join(v, "laika"), nil
	}
	home := getenv("HOME")
	if home == "" {
		return "", fmt.Errorf("config: no data dir: set LAIKA_HOME or HOME")
	}
	return filepath.Join(home, ".local", "share", "laika"), nil
}

// EnsureHome creates the data dir (0700: it holds the user's history).
func (c *Config) EnsureHome() error {
	return os.MkdirAll(c.Home, 0o700)
}

// Path joins elem onto the data dir.
func (c *Config) Path(elem ...string) string {
	return filepath.Join(append([]string{c.Home}, elem...)...)
}
