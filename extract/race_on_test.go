//go:build race

package extract

// raceEnabled: the race detector multiplies run times ~10x, so wall-clock
// bounds are checked only in the plain pass (make test runs both).
const raceEnabled = true
