package manifests

import (
	"fmt"
	"os"
	"path"
	"path/filepath"
	"runtime"
	"strings"
)

// Platform is what Locate needs to know about the machine. Tests pass
// another OS's values, so the Windows and macOS tables run on Linux too.
type Platform struct {
	GOOS   string
	Home   string
	Getenv func(string) string
}

// Current is this machine.
func Current() Platform {
	home, _ := os.UserHomeDir()
	return Platform{GOOS: runtime.GOOS, Home: home, Getenv: os.Getenv}
}

// join builds a path for p's OS whatever OS runs the code: filepath.Join
// would write '/' into a Windows path when a test runs on Linux.
func (p Platform) join(elem ...string) string {
	if p.GOOS != "windows" {
		return path.Join(elem...)
	}
	out := ""
	for i, e := range elem {
		if i > 0 {
			e = strings.TrimLeft(e, `\/`)
		}
		if e == "" {
			continue
		}
		if out != "" {
			out = strings.TrimRight(out, `\/`) + `\`
		}
		out += e
	}
	return out
}

// Root is a Windows registry hive.
type Root int

const (
	CurrentUser  Root = iota // HKEY_CURRENT_USER: this user (install without --system)
	LocalMachine             // HKEY_LOCAL_MACHINE: every user (--system)
)

func (r Root) String() string {
	if r == LocalMachine {
		return "HKLM"
	}
	return "HKCU"
}

// Location is where one browser finds the host manifest: a file, and on
// Windows a registry key whose default value is that file's path (Windows
// browsers read no manifest folder, only the key).
type Location struct {
	Path string
	Root Root   // Windows only
	Key  string // Windows only: the key under Root, "" elsewhere
}

// RegistryName is the key's full name as regedit shows it.
func (l Location) RegistryName() string {
	if l.Key == "" {
		return ""
	}
	return l.Root.String() + `\` + l.Key
}

// registryKeys are the per-browser keys under HKCU/HKLM (Chrome's and
// Firefox's documented native-messaging locations; Edge, Brave and
// Chromium follow Chrome's pattern under their own vendor key).
var registryKeys = map[string]string{
	"chrome":   `Software\Google\Chrome\NativeMessagingHosts`,
	"chromium": `Software\Chromium\NativeMessagingHosts`,
	"edge":     `Software\Microsoft\Edge\NativeMessagingHosts`,
	"brave":    `Software\BraveSoftware\Brave-Browser\NativeMessagingHosts`,
	"firefox":  `Software\Mozilla\NativeMessagingHosts`,
}

// Locate returns where browser reads the host manifest on p. userDataDir,
// when set, is a Chromium-family profile root (Linux and macOS only).
// system selects the machine-wide location.
func Locate(p Platform, browser, userDataDir string, system bool) (Location, error) {
	if !known(browser) {
		return Location{}, fmt.Errorf("unknown browser %q (want one of %s)", browser, strings.Join(Browsers, ", "))
	}
	file := HostName + ".json"
	if userDataDir != "" {
		if IsFirefox(browser) {
			return Location{}, fmt.Errorf("--user-data-dir applies to Chromium-family browsers; Firefox reads only its fixed folders")
		}
		if p.GOOS == "windows" {
			return Location{}, fmt.Errorf("--user-data-dir: on Windows browsers find hosts only through the registry; install without it")
		}
		return Location{Path: p.join(userDataDir, "NativeMessagingHosts", file)}, nil
	}
	if p.GOOS == "windows" {
		return locateWindows(p, browser, system)
	}
	if p.Home == "" {
		return Location{}, fmt.Errorf("no home directory: set HOME")
	}
	var table map[string][2]string // browser -> {per-user, system} folder
	switch p.GOOS {
	case "darwin":
		as := p.join(p.Home, "Library", "Application Support")
		table = map[string][2]string{
			"chrome":   {p.join(as, "Google/Chrome/NativeMessagingHosts"), "/Library/Google/Chrome/NativeMessagingHosts"},
			"chromium": {p.join(as, "Chromium/NativeMessagingHosts"), "/Library/Application Support/Chromium/NativeMessagingHosts"},
			"edge":     {p.join(as, "Microsoft Edge/NativeMessagingHosts"), "/Library/Microsoft/Edge/NativeMessagingHosts"},
			"brave":    {p.join(as, "BraveSoftware/Brave-Browser/NativeMessagingHosts"), "/Library/Google/Chrome/NativeMessagingHosts"},
			"vivaldi":  {p.join(as, "Vivaldi/NativeMessagingHosts"), "/Library/Google/Chrome/NativeMessagingHosts"},
			"firefox":  {p.join(as, "Mozilla/NativeMessagingHosts"), "/Library/Application Support/Mozilla/NativeMessagingHosts"},
		}
	default: // Linux and the BSDs
		cfg := p.join(p.Home, ".config")
		if x := p.Getenv("XDG_CONFIG_HOME"); x != "" {
			cfg = x
		}
		table = map[string][2]string{
			"chrome":   {p.join(cfg, "google-chrome/NativeMessagingHosts"), "/etc/opt/chrome/native-messaging-hosts"},
			"chromium": {p.join(cfg, "chromium/NativeMessagingHosts"), "/etc/chromium/native-messaging-hosts"},
			"edge":     {p.join(cfg, "microsoft-edge/NativeMessagingHosts"), "/etc/opt/edge/native-messaging-hosts"},
			"brave":    {p.join(cfg, "BraveSoftware/Brave-Browser/NativeMessagingHosts"), "/etc/opt/chrome/native-messaging-hosts"},
			"vivaldi":  {p.join(cfg, "vivaldi/NativeMessagingHosts"), "/etc/opt/chrome/native-messaging-hosts"},
			"firefox":  {p.join(p.Home, ".mozilla/native-messaging-hosts"), "/usr/lib/mozilla/native-messaging-hosts"},
		}
	}
	dir := table[browser][0]
	if system {
		dir = table[browser][1]
	}
	return Location{Path: p.join(dir, file)}, nil
}

// locateWindows: the manifest sits under %LOCALAPPDATA%\Laika\<browser>
// (%ProgramData% with --system, which every user can read), one file per
// browser so that uninstalling one leaves the others working.
func locateWindows(p Platform, browser string, system bool) (Location, error) {
	key, ok := registryKeys[browser]
	if !ok {
		return Location{}, fmt.Errorf("%s on Windows: not supported (install for chrome, chromium, edge, brave or firefox)", browser)
	}
	env, root := "LOCALAPPDATA", CurrentUser
	if system {
		env, root = "ProgramData", LocalMachine
	}
	base := p.Getenv(env)
	if base == "" {
		return Location{}, fmt.Errorf("%%%s%% is not set", env)
	}
	return Location{
		Path: p.join(base, "Laika", browser, HostName+".json"),
		Root: root,
		Key:  key + `\` + HostName,
	}, nil
}

// Dir returns the folder where browser reads host manifests on this
// machine (see Locate).
func Dir(browser, userDataDir string, system bool) (string, error) {
	l, err := Locate(Current(), browser, userDataDir, system)
	if err != nil {
		return "", err
	}
	return filepath.Dir(l.Path), nil
}
