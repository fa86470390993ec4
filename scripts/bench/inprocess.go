package main

// inProcessRows measures library code directly: extraction throughput and
// the built-in summary latency. Filled in as those packages land.
func inProcessRows() []row { return nil }
