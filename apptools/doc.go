// Package apptools runs Laika's app-level tools inside the host: artifacts
// (artifact.save / open / share, kept in the one artifact store), the calculator
// (app.calculate, package calc), collections and their sources
// (collection.create / add_sources / list_sources, source.capture /
// refresh) and transforms over a collection (transform.list_types / run).
//
// The Runner only executes. Whether a call may run at all is the Policy
// Gate's decision, taken by the orchestrator before Run is called; Preview
// exists so the gate's "ask" can show exactly what an egress tool would
// send out.
//
// Storage is a seam: collections go through the small Store interface and
// artifacts through ArtifactStore (both the SQLite store in production;
// artifacts through package research, so every artifact lives in one
// place), and pages are fetched through Capturer (the host's cookie-less
// fetcher plus extractor), so this package depends on none of them.
package apptools
