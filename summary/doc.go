// Package summary turns one page Observation into a grounded, streamed
// Markdown summary, and serves it to the extension as append-only jobs
// (summary.start, summary.poll, summary.cancel; docs/protocol.md).
//
// The pipeline is the same for the host and the CLI (Run):
//
//  1. Input: choose what to summarize (items on list pages, comments on
//     discussion pages, otherwise the primary text), keep the structure
//     prefixes ("H2: ", "- ", "1. ", "> ", "Code: ") and fit a token budget.
//  2. Blocked pages (paywall, login wall, overlay, captcha, ...) are said to
//     be blocked; what is visible is quoted, never guessed at.
//  3. With no model (builtin) an extractive summary is written: sentences
//     ranked by TF-IDF centrality, position and novelty (MMR), drawn from
//     across a long text's sections; a how-to's steps and a ranking's
//     numbered sections (entries.go) are listed in the page's order.
//  4. With a model, long inputs are mapped chunk by chunk with bounded
//     concurrency and reduced; the final call streams into the job text.
//  5. The stream is append-only, so a model answer cannot be edited once
//     shown. Grounding is therefore a trailer: after the model finishes, its
//     numbers, names and quoted phrases are checked against the page and a
//     "Checked against the page" section is appended that lists what was not
//     found; when the answer is badly ungrounded (or the model fails), an
//     extractive summary is appended under its own heading.
//
// Page text is untrusted data: it is passed to the model as data inside
// markers, and its Markdown is escaped when quoted.
package summary
