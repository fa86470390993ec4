package llmcp

import (
	"context"
	"strings"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/prompts"
)

// DefaultRepairs is how many repair retries Generate makes.
const DefaultRepairs = 2

// GenerateOptions control Generate.
type GenerateOptions struct {
	Options
	// Repairs is the number of repair retries; DefaultRepairs when zero,
	// none when negative.
	Repairs int
	// OnChunk receives the streamed deltas of the first attempt (repair
	// attempts are not streamed: their text replaces, not extends).
	OnChunk func(laika.Chunk) error
	// Prompts names the prompts (package prompts) req was built from;
	// their sha256 go into Result.PromptDigests with the repair prompt's.
	Prompts []string
}

// Result is the outcome of Generate, kept for audit even on failure.
type Result struct {
	Response Response `json:"response"`
	// Raw is the raw text of every attempt, the original first.
	Raw []string `json:"raw"`
	// Problems of each failed attempt, in order.
	Problems [][]string `json:"problems,omitempty"`
	// PromptDigests maps each prompt used (opts.Prompts, and the repair
	// prompt when a repair ran) to its sha256.
	PromptDigests map[string]string `json:"promptDigests,omitempty"`
	// Last is the model's result for the last attempt.
	Last laika.ChatResult `json:"last"`
}

// Generate calls m with req, parses the output with ParseResponse, and when
// the output fails validation asks the model to repair it, at most
// opts.Repairs times. A repair shows the model only its own previous output
// and the problems found (prompt prompts.Repair), never the web content.
//
// Errors: model errors pass through unchanged (CodeModelUnavailable,
// CodeModelNotFound, CodeModelStreamCut, CodeModelOutputTruncated,
// CodeCancelled, ...); CodeModelOutputInvalid when every attempt failed
// validation. Result.Raw keeps every raw output either way.
func Generate(ctx context.Context, m laika.Model, req laika.ChatRequest, opts GenerateOptions) (Result, error) {
	var res Result
	if m == nil || laika.IsBuiltin(m) {
		return res, laika.Errorf(laika.CodeModelUnavailable, "no model configured: use the built-in planner")
	}
	repairs := opts.Repairs
	if repairs == 0 {
		repairs = DefaultRepairs
	}
	if repairs < 0 {
		repairs = 0
	}
	if len(opts.Prompts) > 0 {
		res.PromptDigests = prompts.Digests(opts.Prompts...)
	}
	fn := opts.OnChunk
	if fn == nil {
		fn = func(laika.Chunk) error { return nil }
	}
	cur := req
	for attempt := 0; ; attempt++ {
		out, err := m.Chat(ctx, cur, fn)
		res.Last = out
		res.Raw = append(res.Raw, out.Text)
		if err != nil {
			return res, err
		}
		resp, perr := ParseResponse(out.Text, opts.Options)
		res.Response = resp
		if perr == nil {
			return res, nil
		}
		if laika.ErrorCode(perr) != laika.CodeModelOutputInvalid {
			return res, perr
		}
		problems := resp.Problems
		if len(problems) == 0 {
			problems = []string{laika.ErrorMessage(perr)}
		}
		res.Problems = append(res.Problems, problems)
		if attempt >= repairs {
			return res, laika.Errorf(laika.CodeModelOutputInvalid, "the model output is still invalid after %d repair attempts: %s", repairs, strings.Join(problems, "; "))
		}
		text, sum := prompts.Get(prompts.Repair)
		if res.PromptDigests == nil {
			res.PromptDigests = map[string]string{}
		}
		res.PromptDigests[prompts.Repair] = sum
		cur = laika.ChatRequest{
			RunID:     req.RunID,
			Purpose:   "repair",
			Format:    req.Format,
			MaxTokens: req.MaxTokens,
			Messages:  RepairMessages(text, out.Text, problems),
		}
		fn = func(laika.Chunk) error { return nil }
	}
}

// RepairMessages is the conversation of one repair retry: the repair
// prompt, then the model's own output and the problems, nothing else.
func RepairMessages(system, output string, problems []string) []laika.Message {
	var b strings.Builder
	b.WriteString("Your previous reply:\n<<<\n")
	if strings.TrimSpace(output) == "" {
		b.WriteString("(empty)")
	} else {
		b.WriteString(output)
	}
	b.WriteString("\n>>>\n\nProblems:\n")
	for _, p := range problems {
		b.WriteString("- " + p + "\n")
	}
	return []laika.Message{{Role: "system", Content: system}, {Role: "user", Content: b.String()}}
}
