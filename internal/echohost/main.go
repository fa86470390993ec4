// Command echohost is the benchmark reference for laika-host: a bare
// native-messaging loop that reads a frame, decodes the JSON, encodes it and
// writes it back, with nothing else. laika-host's hello round trip and cold
// start are measured against it in the same run.
package main

import (
	"encoding/json"
	"os"

	"github.com/laikabrowser/laika/nativemsg"
)

func main() {
	for {
		f, err := nativemsg.ReadFrame(os.Stdin)
		if err != nil {
			return
		}
		var v map[string]any
		if json.Unmarshal(f, &v) != nil {
			continue
		}
		v["status"] = "ok"
		b, _ := json.Marshal(v)
		if len(b) > nativemsg.MaxOutbound {
			b, _ = json.Marshal(map[string]any{"id": v["id"], "status": "error"})
		}
		nativemsg.WriteFrame(os.Stdout, b)
	}
}
