// Package tools is the registry of typed tool calls a model may propose:
// every browser primitive (run by the extension) and app-level primitive
// (run by trusted host code), each with the JSON schema of its arguments.
//
// The registry is the single source of truth for three consumers: the
// validator here (unknown tools and unknown keys are rejected at the
// boundary), the planner prompt and Ollama `format` schema (so the model only
// learns tools that exist), and extension/generated/registry.json (so the
// extension's executors, error codes and signals never drift from the host).
//
// Schemas use a small JSON-schema subset (see SchemaKeywords) checked by our
// own validator: a full JSON-schema library would be a large dependency for
// about two hundred lines of checks, and the extension must be able to read
// the same subset without one.
package tools

//go:generate go run ./cmd/genregistry -o ../extension/generated/registry.json
//go:generate go run ./cmd/genregistry -secrets -o ../extension/generated/secrets.js
