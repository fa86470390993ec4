package main

import (
	"encoding/json"
	"os"
	"path/filepath"
	"testing"
)

// TestObserveFreshDocumentID: two observe runs on the same unchanged file
// are two document loads, with two documentIds.
func TestObserveFreshDocumentID(t *testing.T) {
	file := filepath.Join(t.TempDir(), "page.html")
	if err := os.WriteFile(file, []byte(observeArticle), 0o600); err != nil {
		t.Fatal(err)
	}
	var ids []string
	for i := 0; i < 2; i++ {
		code, out, errOut := runCLI(t, "observe", file)
		var obs struct {
			DocumentID           string `json:"documentId"`
			NavigationGeneration int    `json:"navigationGeneration"`
		}
		if code != 0 || json.Unmarshal([]byte(out), &obs) != nil || obs.DocumentID == "" || obs.NavigationGeneration < 1 {
			t.Fatalf("observe = %d, %+v, stderr %s", code, obs, errOut)
		}
		ids = append(ids, obs.DocumentID)
	}
	if ids[0] == ids[1] {
		t.Errorf("both loads have documentId %s", ids[0])
	}
}
