// Package llmcp is the Laika LLM Context Protocol: the versioned JSON
// packets between the agent and a model. It builds request packets from an
// observation (web content marked trust "untrusted", long pages split into
// chunk documents), parses what models actually return (think blocks,
// fences, prose, broken JSON, Qwen and OpenAI tool-call shapes) into one
// normalized Response, validates it, and runs at most two repair retries.
//
// ParseResponse is the single parser the planner, the summarizer and the
// parse-output debug command share.
package llmcp
