package llmcp

import (
	"encoding/json"
	"strings"
	"time"

	"github.com/google/uuid"
	"github.com/laikabrowser/laika"
)

// Protocol identity.
const (
	ProtocolName    = "laika.llmcp"
	ProtocolVersion = 1
)

// Document kinds and trust levels.
const (
	KindObservationSummary = "web.observation.summary.v1"
	KindObservationChunk   = "web.observation.chunk.v1"
	TrustUntrusted         = "untrusted"
	TrustTrusted           = "trusted"
)

// DefaultChunkChars is the page Markdown size above which the page is sent
// as chunk documents instead of inline in the summary document.
const DefaultChunkChars = 6000

// Protocol names the packet format.
type Protocol struct {
	Name    string `json:"name"`
	Version int    `json:"version"`
}

// Conversation groups turns.
type Conversation struct {
	ID   string `json:"id"`
	Turn int    `json:"turn"`
}

// Sender is who wrote a packet: user, agent, assistant or tool.
type Sender struct {
	Role string `json:"role"`
}

// Request is an LLMCP request packet (type "request").
type Request struct {
	Protocol     Protocol     `json:"protocol"`
	ID           string       `json:"id"`
	Type         string       `json:"type"`
	CreatedAt    string       `json:"created_at"`
	Conversation Conversation `json:"conversation"`
	Sender       Sender       `json:"sender"`
	Input        Input        `json:"input"`
	Context      Context      `json:"context"`
	Output       Output       `json:"output"`
}

// Input is what the user asked and what the agent wants done.
type Input struct {
	UserMessage UserMessage `json:"user_message"`
	Task        Task        `json:"task"`
}

// UserMessage is the user's words.
type UserMessage struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// Task names the job: web.summarize, web.answer, web.extract, agent.plan, ...
type Task struct {
	Name string         `json:"name"`
	Args map[string]any `json:"args,omitempty"`
}

// Context carries the evidence.
type Context struct {
	Documents []Document `json:"documents"`
}

// Document is one context document. Everything derived from the web has
// Trust "untrusted": evidence, never instructions.
type Document struct {
	DocID   string  `json:"doc_id"`
	Kind    string  `json:"kind"`
	Trust   string  `json:"trust"`
	Source  *Source `json:"source,omitempty"`
	Content any     `json:"content"`
}

// Source says where a document came from.
type Source struct {
	Browser string `json:"browser,omitempty"`
	TabID   string `json:"tab_id,omitempty"`
}

// Output is the requested response format: FormatJSON or FormatMarkdown.
type Output struct {
	Format string `json:"format"`
}

// ObservationSummary is the content of a web.observation.summary.v1
// document. Markdown is empty when the page is sent as chunks.
type ObservationSummary struct {
	DocType        string          `json:"doc_type"`
	URL            string          `json:"url"`
	Title          string          `json:"title"`
	CapturedAt     string          `json:"captured_at,omitempty"`
	Markdown       string          `json:"markdown,omitempty"`
	ChunkCount     int             `json:"chunk_count,omitempty"`
	ExtractedLinks []laika.Link    `json:"extracted_links,omitempty"`
	Items          []laika.Item    `json:"items,omitempty"`
	Elements       []ElementRef    `json:"elements,omitempty"`
	Signals        []string        `json:"signals,omitempty"`
	Meta           *laika.Meta     `json:"meta,omitempty"`
	Comments       []laika.Comment `json:"comments,omitempty"`
}

// ElementRef is an interactive element the model may name by handle.
type ElementRef struct {
	HandleID  string `json:"handleId"`
	Role      string `json:"role,omitempty"`
	Label     string `json:"label,omitempty"`
	InputType string `json:"inputType,omitempty"`
	Href      string `json:"href,omitempty"`
	Disabled  bool   `json:"disabled,omitempty"`
}

// ObservationChunk is the content of a web.observation.chunk.v1 document.
// Chunks are 1-based and ordered.
type ObservationChunk struct {
	DocType    string `json:"doc_type"`
	URL        string `json:"url"`
	Title      string `json:"title"`
	ChunkIndex int    `json:"chunk_index"`
	ChunkCount int    `json:"chunk_count"`
	Markdown   string `json:"markdown"`
}

// BuildOptions tune NewRequest. Zero values are fine.
type BuildOptions struct {
	ConversationID string         // new uuid when empty
	Turn           int            // 1 when zero
	Task           string         // "agent.plan" when empty
	TaskArgs       map[string]any // optional
	Format         string         // FormatJSON when empty
	ChunkChars     int            // DefaultChunkChars when zero
	MaxLinks       int            // 40 when zero
	MaxElements    int            // 120 when zero
	MaxItems       int            // 60 when zero
	MaxComments    int            // 60 when zero
	TabID          string
	Now            func() time.Time // time.Now when nil
}

// NewRequest builds a request packet for goal over obs (which may be nil
// when there is no page). The page becomes one untrusted summary document
// and, when its Markdown is longer than ChunkChars, untrusted chunk
// documents split at line boundaries.
func NewRequest(goal string, obs *laika.Observation, o BuildOptions) Request {
	now := time.Now
	if o.Now != nil {
		now = o.Now
	}
	ts := now().UTC().Format("2006-01-02T15:04:05.000Z")
	if o.ConversationID == "" {
		o.ConversationID = uuid.NewString()
	}
	if o.Turn == 0 {
		o.Turn = 1
	}
	if o.Task == "" {
		o.Task = "agent.plan"
	}
	if o.Format == "" {
		o.Format = FormatJSON
	}
	r := Request{
		Protocol:     Protocol{ProtocolName, ProtocolVersion},
		ID:           uuid.NewString(),
		Type:         "request",
		CreatedAt:    ts,
		Conversation: Conversation{o.ConversationID, o.Turn},
		Sender:       Sender{"agent"},
		Input: Input{
			UserMessage: UserMessage{ID: uuid.NewString(), Text: goal},
			Task:        Task{Name: o.Task, Args: o.TaskArgs},
		},
		Context: Context{Documents: []Document{}},
		Output:  Output{Format: o.Format},
	}
	if obs != nil {
		r.Context.Documents = observationDocs(obs, o, ts)
	}
	return r
}

func observationDocs(obs *laika.Observation, o BuildOptions, ts string) []Document {
	if o.ChunkChars <= 0 {
		o.ChunkChars = DefaultChunkChars
	}
	if o.MaxLinks <= 0 {
		o.MaxLinks = 40
	}
	if o.MaxElements <= 0 {
		o.MaxElements = 120
	}
	if o.MaxItems <= 0 {
		o.MaxItems = 60
	}
	if o.MaxComments <= 0 {
		o.MaxComments = 60
	}
	var src *Source
	if o.TabID != "" {
		src = &Source{TabID: o.TabID}
	}
	md := obs.Text
	if obs.Primary != nil {
		if obs.Primary.Markdown != "" {
			md = obs.Primary.Markdown
		} else if obs.Primary.Text != "" {
			md = obs.Primary.Text
		}
	}
	sum := ObservationSummary{
		DocType: KindObservationSummary, URL: obs.URL, Title: obs.Title, CapturedAt: ts,
		Items: first(obs.Items, o.MaxItems), Signals: obs.Signals, Meta: obs.Meta,
		Comments: first(obs.Comments, o.MaxComments), ExtractedLinks: first(obs.Links, o.MaxLinks),
	}
	for i, e := range obs.Elements {
		if i == o.MaxElements {
			break
		}
		sum.Elements = append(sum.Elements, ElementRef{HandleID: e.HandleID, Role: e.Role, Label: e.Label, InputType: e.InputType, Href: e.Href, Disabled: e.Disabled})
	}
	chunks := SplitChunks(md, o.ChunkChars)
	if len(chunks) <= 1 {
		sum.Markdown = md
	} else {
		sum.ChunkCount = len(chunks)
	}
	docs := []Document{{DocID: "doc:web:summary", Kind: KindObservationSummary, Trust: TrustUntrusted, Source: src, Content: sum}}
	if len(chunks) > 1 {
		for i, c := range chunks {
			docs = append(docs, Document{
				DocID: "doc:web:chunk:" + itoa(i+1), Kind: KindObservationChunk, Trust: TrustUntrusted, Source: src,
				Content: ObservationChunk{DocType: KindObservationChunk, URL: obs.URL, Title: obs.Title, ChunkIndex: i + 1, ChunkCount: len(chunks), Markdown: c},
			})
		}
	}
	return docs
}

// SplitChunks splits s into pieces of at most max bytes, at line
// boundaries when possible (a single longer line is cut at a rune
// boundary). Joining the pieces with "" gives s back.
func SplitChunks(s string, max int) []string {
	if len(s) <= max {
		return []string{s}
	}
	var out []string
	for len(s) > max {
		cut := strings.LastIndexByte(s[:max], '\n') + 1
		if cut <= 0 {
			cut = max
			for cut > 0 && !utf8RuneStart(s[cut]) {
				cut--
			}
			if cut == 0 {
				cut = max
			}
		}
		out = append(out, s[:cut])
		s = s[cut:]
	}
	if s != "" {
		out = append(out, s)
	}
	return out
}

func utf8RuneStart(b byte) bool { return b&0xC0 != 0x80 }

func itoa(i int) string { b, _ := json.Marshal(i); return string(b) }

// Messages renders the packet for a chat API: the system prompt, then the
// packet as the user message (JSON, HTML not escaped).
func (r Request) Messages(system string) []laika.Message {
	return []laika.Message{
		{Role: "system", Content: system},
		{Role: "user", Content: string(marshal(r))},
	}
}

// first returns at most n elements of s.
func first[T any](s []T, n int) []T {
	if len(s) > n {
		return s[:n]
	}
	return s
}
