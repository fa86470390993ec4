package ollamatest

import (
	"encoding/json"
	"net/http"
	"testing"
)

// TestStartServesModel checks the harness itself: the server answers and
// lists the tiny model.
func TestStartServesModel(t *testing.T) {
	url, model := Start(t)
	resp, err := http.Get(url + "/api/tags")
	if err != nil {
		t.Fatal(err)
	}
	defer resp.Body.Close()
	var tags struct {
		Models []struct{ Name string } `json:"models"`
	}
	if err := json.NewDecoder(resp.Body).Decode(&tags); err != nil {
		t.Fatal(err)
	}
	for _, m := range tags.Models {
		if m.Name == model || m.Name == model+":latest" {
			return
		}
	}
	t.Fatalf("model %s not listed: %+v", model, tags.Models)
}
