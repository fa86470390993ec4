package main

import (
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/config"
	"github.com/laikabrowser/laika/manifests"
)

// checkCaller refuses a caller that no installed manifest, config entry or
// LAIKA_ALLOWED_ORIGINS entry allows. The browser already enforces the
// manifest's list, so this is defence in depth against a host started by
// hand or by another extension through a manifest we did not write.
//
// Config and environment are checked first: they are in memory, and the
// manifest scan touches a dozen paths.
func checkCaller(cfg *config.Config, c caller) error {
	id := c.String()
	for _, o := range cfg.AllowedOrigins {
		if sameCaller(o, id) {
			return nil
		}
	}
	// Firefox passes the path of the manifest it read, but anyone starting
	// the host can pass any path: only the manifests this host itself would
	// install (the browsers' fixed folders, the Windows registry's entries)
	// and the ones install recorded count. c.ManifestPath is never read.
	recorded, _ := manifests.Recorded(cfg.Home)
	for _, p := range manifests.KnownPaths(recorded) {
		m, err := manifests.Read(p)
		if err != nil {
			continue
		}
		for _, o := range m.Callers() {
			if sameCaller(o, id) {
				return nil
			}
		}
	}
	return laika.Errorf(laika.CodeForbiddenOrigin,
		"caller %s is not allowed: no installed host manifest, config allowedOrigins or LAIKA_ALLOWED_ORIGINS entry names it; run `laika-host install --browser ... --extension-id ...`", id)
}

// sameCaller compares origins ignoring a trailing slash and case, since
// hand-written config entries often drop the slash.
func sameCaller(a, b string) bool {
	norm := func(s string) string { return strings.TrimSuffix(strings.ToLower(strings.TrimSpace(s)), "/") }
	return a != "" && norm(a) == norm(b)
}
