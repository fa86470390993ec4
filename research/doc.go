// Package research is Laika's collection workflow: collect pages into a
// named collection, ask questions answered from them with citations, and
// turn them into saved artifacts (comparison tables, timelines, briefs and,
// with a model, FAQs, flashcards and quizzes) that export as Markdown, CSV,
// JSON or standalone HTML.
//
// Everything works without a model. The built-in answer retrieves passages
// across sources with BM25 and quotes them; the built-in comparison builds
// its table from the fields the capture found (definition lists, two-column
// spec tables, JSON-LD offers, "Label: value" lines, list items), with
// totals computed by package calc (app.calculate), never by a model; the
// timeline extracts and normalises dates; the brief sets side by side the
// sentences where sources give different numbers or dates for the same
// subject. With a model, answers are LLMCP web.answer requests packing a
// collection.index.v1 document and collection.source.v1 documents within
// the context budget (whole sources first, the rest summarised with the
// summary package's map-reduce); the answer's citations are checked
// against the sources, and an answer they do not support says so.
//
// Captured pages are untrusted data. They reach a model only as untrusted
// documents, and reach the user only as Markdown the extension sanitises
// (or, for the HTML export, that markdownHTML renders with every byte of
// text escaped).
//
// The package depends on the store (SQLite) and the domain packages; it
// never imports the transport: cmd/laika-host registers its messages.
package research
