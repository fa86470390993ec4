package research

import (
	"context"
	"strings"
	"sync"
	"time"

	"github.com/laikabrowser/laika"
)

// The protocol messages (docs/protocol.md), as typed methods the host's
// routes register with host.Typed. Each validates its payload and returns
// the reply or a *laika.Error.

// NewRequest is collection.new.
type NewRequest struct {
	Title string `json:"title"`
}

// IDRequest names a collection (collection.get, collection.chat,
// artifact.list) or an artifact (artifact.get, artifact.delete).
type IDRequest struct {
	CollectionID string `json:"collectionId,omitempty"`
	ArtifactID   string `json:"artifactId,omitempty"`
	SourceID     string `json:"sourceId,omitempty"`
	Limit        int    `json:"limit,omitempty"`
}

// AddRequest is collection.add.
type AddRequest struct {
	CollectionID string   `json:"collectionId"`
	Sources      []Target `json:"sources"`
}

// AskRequest is collection.ask.
type AskRequest struct {
	CollectionID string `json:"collectionId"`
	Question     string `json:"question"`
	Builtin      bool   `json:"builtin,omitempty"`
}

// TransformRequest is collection.transform.
type TransformRequest struct {
	CollectionID string `json:"collectionId"`
	Type         string `json:"type"`
	Builtin      bool   `json:"builtin,omitempty"`
}

// ExportRequest is artifact.export.
type ExportRequest struct {
	ArtifactID string `json:"artifactId"`
	Format     string `json:"format"`
}

// HandleNew serves collection.new.
func (e *Engine) HandleNew(ctx context.Context, r NewRequest) (Collection, error) {
	return e.Create(ctx, r.Title)
}

// ListReply is collection.list's reply.
type ListReply struct {
	Collections []Collection    `json:"collections"`
	Types       []TransformType `json:"types"`
}

// HandleList serves collection.list.
func (e *Engine) HandleList(ctx context.Context, _ struct{}) (ListReply, error) {
	cs, err := e.List(ctx)
	return ListReply{Collections: cs, Types: e.TransformTypes()}, err
}

// HandleGet serves collection.get.
func (e *Engine) HandleGet(ctx context.Context, r IDRequest) (Detail, error) {
	if err := need("collectionId", r.CollectionID); err != nil {
		return Detail{}, err
	}
	return e.Get(ctx, r.CollectionID)
}

// HandleAdd serves collection.add: the sources are stored at once (a tab
// capture and a note captured, URLs queued) and the reply lists them; the
// URLs are then fetched in the background, a few at a time, and
// collection.get shows each one's status as it lands. The panel sends
// this only when the user clicks Collect, which is the user's approval
// for exactly the URLs it names.
func (e *Engine) HandleAdd(ctx context.Context, r AddRequest) (Detail, error) {
	if err := need("collectionId", r.CollectionID); err != nil {
		return Detail{}, err
	}
	qs, err := e.Add(ctx, r.CollectionID, r.Sources)
	if err != nil {
		return Detail{}, err
	}
	e.background(func(bg context.Context) { e.Capture(bg, qs, nil) })
	return e.Get(ctx, r.CollectionID)
}

// HandleAsk serves collection.ask.
func (e *Engine) HandleAsk(ctx context.Context, r AskRequest) (Answer, error) {
	if err := need("collectionId", r.CollectionID); err != nil {
		return Answer{}, err
	}
	return e.Ask(ctx, r.CollectionID, r.Question, AskOptions{Builtin: r.Builtin})
}

// ChatReply is collection.chat's reply.
type ChatReply struct {
	CollectionID string `json:"collectionId"`
	Messages     any    `json:"messages"`
}

// HandleChat serves collection.chat: the collection's conversation.
func (e *Engine) HandleChat(ctx context.Context, r IDRequest) (ChatReply, error) {
	if err := need("collectionId", r.CollectionID); err != nil {
		return ChatReply{}, err
	}
	limit := r.Limit
	if limit <= 0 || limit > 200 {
		limit = 50
	}
	evs, err := e.Chat(ctx, r.CollectionID, limit)
	return ChatReply{CollectionID: r.CollectionID, Messages: evs}, err
}

// HandleTransform serves collection.transform.
func (e *Engine) HandleTransform(ctx context.Context, r TransformRequest) (Artifact, error) {
	if err := need("collectionId", r.CollectionID); err != nil {
		return Artifact{}, err
	}
	return e.Transform(ctx, r.CollectionID, r.Type, TransformOptions{Builtin: r.Builtin})
}

// HandleRemoveSource serves collection.remove_source.
func (e *Engine) HandleRemoveSource(ctx context.Context, r IDRequest) (Detail, error) {
	if err := need("collectionId", r.CollectionID); err != nil {
		return Detail{}, err
	}
	if err := need("sourceId", r.SourceID); err != nil {
		return Detail{}, err
	}
	if err := e.RemoveSource(ctx, r.CollectionID, r.SourceID); err != nil {
		return Detail{}, err
	}
	return e.Get(ctx, r.CollectionID)
}

// HandleArtifactGet serves artifact.get.
func (e *Engine) HandleArtifactGet(ctx context.Context, r IDRequest) (Artifact, error) {
	if err := need("artifactId", r.ArtifactID); err != nil {
		return Artifact{}, err
	}
	return e.Artifact(ctx, r.ArtifactID)
}

// DeleteReply is artifact.delete's reply.
type DeleteReply struct {
	ArtifactID string `json:"artifactId"`
	Deleted    bool   `json:"deleted"`
}

// HandleArtifactDelete serves artifact.delete.
func (e *Engine) HandleArtifactDelete(ctx context.Context, r IDRequest) (DeleteReply, error) {
	if err := need("artifactId", r.ArtifactID); err != nil {
		return DeleteReply{}, err
	}
	if err := e.DeleteArtifact(ctx, r.ArtifactID); err != nil {
		return DeleteReply{}, err
	}
	return DeleteReply{r.ArtifactID, true}, nil
}

// HandleExport serves artifact.export.
func (e *Engine) HandleExport(ctx context.Context, r ExportRequest) (Exported, error) {
	if err := need("artifactId", r.ArtifactID); err != nil {
		return Exported{}, err
	}
	return e.Export(ctx, r.ArtifactID, r.Format)
}

func need(name, v string) error {
	if strings.TrimSpace(v) == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "%s is required", name)
	}
	return nil
}

// bgState runs captures after collection.add has replied.
type bgState struct {
	once   sync.Once
	ctx    context.Context
	cancel context.CancelFunc
	wg     sync.WaitGroup
}

// backgroundTimeout bounds one background capture batch.
const backgroundTimeout = 5 * time.Minute

func (e *Engine) background(fn func(ctx context.Context)) {
	e.bg.once.Do(func() { e.bg.ctx, e.bg.cancel = context.WithCancel(context.Background()) })
	e.bg.wg.Add(1)
	go func() {
		defer e.bg.wg.Done()
		ctx, cancel := context.WithTimeout(e.bg.ctx, backgroundTimeout)
		defer cancel()
		fn(ctx)
	}()
}

// Close stops background captures and waits for them: a capture cut short
// is stored as failed (cancelled).
func (e *Engine) Close() error {
	e.bg.once.Do(func() { e.bg.ctx, e.bg.cancel = context.WithCancel(context.Background()) })
	e.bg.cancel()
	e.bg.wg.Wait()
	return nil
}

// Wait blocks until background captures finish (tests, the CLI).
func (e *Engine) Wait() { e.bg.wg.Wait() }
