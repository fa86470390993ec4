// Package orchestrator is the agent loop in the host: the `plan` and
// `approval` messages. Each plan request is one step: the host applies the
// tool results the extension reports, checks that it has a fresh
// observation after any navigation or DOM action, asks the planner (the
// model through LLMCP, or the built-in deterministic planner) for the next
// step, keeps only the first proposed call, puts it through the Policy
// Gate, and runs host-side app tools itself.
//
// Invariants the loop enforces, whatever the planner says:
//   - a call is marked executable only when the gate allowed it or the user
//     approved an "ask"; a "deny" can never be approved;
//   - after an executed navigation or DOM action the model is not asked
//     again until an observation newer than the last one arrives; until
//     then the only answer is a single browser.observe_dom call;
//   - one tool call per step; the rest are recorded as dropped;
//   - the step budget, repeated identical calls and error streaks stop the
//     run (policy.CheckRun);
//   - every step, decision, approval and result goes to the Recorder.
//
// Run state lives in this process (a bounded map by run id); the Recorder
// persists it for review.
package orchestrator
