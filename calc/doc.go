// Package calc is Laika's deterministic calculator behind the app.calculate
// tool: arithmetic, percentages ("15% of 80", "80 + 15%"), currency amounts
// ("$129.99 * 1.0825"), common unit conversions ("18 kg to lb") and a stated
// precision.
//
// Numbers are exact rationals (math/big.Rat), so the same expression always
// gives the same digits on every platform, and rounding happens once, when
// the result is formatted. A model never does the arithmetic: the planner
// only chooses to call this evaluator.
package calc
