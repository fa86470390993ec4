package llm

import (
	"context"
	"encoding/json"
	"io"
	"net/http"
	"sort"
	"strings"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/ollama/ollama/api"
)

// ModelInfo is one model a server offers.
type ModelInfo struct {
	Name          string    `json:"name"`
	Size          int64     `json:"size,omitempty"` // bytes on disk (Ollama)
	Family        string    `json:"family,omitempty"`
	ParameterSize string    `json:"parameterSize,omitempty"`
	Quantization  string    `json:"quantization,omitempty"`
	ModifiedAt    time.Time `json:"modifiedAt,omitzero"`
}

// ServerModels is what one server answered: whether it is reachable, why
// not (a stable code and a sentence), and its models.
type ServerModels struct {
	Backend   string      `json:"backend"`  // "ollama" or "openai"
	Endpoint  string      `json:"endpoint"` // the base URL asked
	Reachable bool        `json:"reachable"`
	Code      string      `json:"code,omitempty"`
	Detail    string      `json:"detail,omitempty"`
	Models    []ModelInfo `json:"models"`
}

// ListOllama lists the models installed on the Ollama server at host
// ("" for the default) through api.Client.List, within StatusTimeout. An
// unreachable server is a normal answer with Reachable false.
func ListOllama(ctx context.Context, host string) ServerModels {
	out := ServerModels{Backend: BackendOllama, Models: []ModelInfo{}}
	u, err := ollamaURL(host)
	if err != nil {
		out.Code, out.Detail = laika.ErrorCode(err), laika.ErrorMessage(err)
		return out
	}
	out.Endpoint = u.String()
	ctx, cancel := context.WithTimeout(ctx, StatusTimeout)
	defer cancel()
	o := &Ollama{Host: u, Client: api.NewClient(u, httpClient(0, false))}
	list, err := o.Client.List(ctx)
	if err != nil {
		if ctx.Err() != nil {
			out.Code, out.Detail = laika.CodeModelUnavailable, "Ollama at "+u.String()+" did not answer within "+StatusTimeout.String()
			return out
		}
		e := o.classify(err)
		out.Code, out.Detail = laika.ErrorCode(e), laika.ErrorMessage(e)
		return out
	}
	out.Reachable = true
	for _, m := range list.Models {
		out.Models = append(out.Models, ModelInfo{Name: m.Name, Size: m.Size, Family: m.Details.Family,
			ParameterSize: m.Details.ParameterSize, Quantization: m.Details.QuantizationLevel, ModifiedAt: m.ModifiedAt.UTC()})
	}
	sort.Slice(out.Models, func(i, j int) bool { return out.Models[i].Name < out.Models[j].Name })
	return out
}

// ListOpenAI lists an OpenAI-compatible server's models (GET
// <baseURL>/models, the base URL ending in /v1) within StatusTimeout.
func ListOpenAI(ctx context.Context, baseURL, apiKey string) ServerModels {
	o := NewOpenAI(baseURL, "", Settings{OpenAIKey: apiKey})
	out := ServerModels{Backend: BackendOpenAI, Endpoint: o.BaseURL, Models: []ModelInfo{}}
	if !strings.HasPrefix(o.BaseURL, "http://") && !strings.HasPrefix(o.BaseURL, "https://") {
		out.Code, out.Detail = laika.CodeInvalidArguments, "the server address must start with http:// or https://"
		return out
	}
	ctx, cancel := context.WithTimeout(ctx, StatusTimeout)
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodGet, o.BaseURL+"/models", nil)
	if err != nil {
		out.Code, out.Detail = laika.CodeInvalidArguments, err.Error()
		return out
	}
	if apiKey != "" {
		req.Header.Set("Authorization", "Bearer "+apiKey)
	}
	resp, err := o.HTTP.Do(req)
	if err != nil {
		if ctx.Err() != nil {
			out.Code, out.Detail = laika.CodeModelUnavailable, o.BaseURL+" did not answer within "+StatusTimeout.String()
			return out
		}
		e := o.classify(err)
		out.Code, out.Detail = laika.ErrorCode(e), laika.ErrorMessage(e)
		return out
	}
	defer resp.Body.Close()
	raw, _ := io.ReadAll(io.LimitReader(resp.Body, 1<<20))
	if resp.StatusCode/100 != 2 {
		e := o.classify(&httpError{resp.StatusCode, resp.Header.Get("Content-Type"), string(raw)})
		out.Code, out.Detail = laika.ErrorCode(e), laika.ErrorMessage(e)
		return out
	}
	var list struct {
		Data []struct {
			ID string `json:"id"`
		} `json:"data"`
	}
	if err := json.Unmarshal(raw, &list); err != nil {
		out.Code, out.Detail = laika.CodeModelError, o.BaseURL+"/models did not answer with a model list"
		return out
	}
	out.Reachable = true
	for _, m := range list.Data {
		if m.ID != "" {
			out.Models = append(out.Models, ModelInfo{Name: m.ID})
		}
	}
	sort.Slice(out.Models, func(i, j int) bool { return out.Models[i].Name < out.Models[j].Name })
	return out
}
