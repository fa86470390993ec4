package research

import (
	"context"

	"github.com/laikabrowser/laika/apptools"
)

// Tools is the engine as the app tools see it: the backend of
// transform.run's saved transforms (apptools.Researcher) and the one
// artifact store behind artifact.save / open / share
// (apptools.ArtifactStore), so artifacts the agent saves live in SQLite
// with the research pane's, and purge removes them all.
type Tools struct{ E *Engine }

var (
	_ apptools.Researcher    = Tools{}
	_ apptools.ArtifactStore = Tools{}
)

// ResearchTypes implements apptools.Researcher.
func (t Tools) ResearchTypes() []apptools.TransformType {
	var out []apptools.TransformType
	for _, tt := range t.E.TransformTypes() {
		out = append(out, apptools.TransformType{Type: tt.Type, Description: tt.Description, NeedsModel: tt.NeedsModel})
	}
	return out
}

// RunTransform implements apptools.Researcher.
func (t Tools) RunTransform(ctx context.Context, collectionID, typ string) (any, string, error) {
	a, err := t.E.Transform(ctx, collectionID, typ, TransformOptions{})
	if err != nil {
		return nil, "", err
	}
	return map[string]any{"id": a.ID, "type": a.Type, "title": a.Title, "citations": len(a.Citations)}, a.Markdown, nil
}

// SaveArtifact implements apptools.ArtifactStore: a document the agent
// saves (a page, an answer) belongs to no collection.
func (t Tools) SaveArtifact(ctx context.Context, a apptools.Artifact, markdown string) (apptools.Artifact, error) {
	art := Artifact{Type: a.Type, Title: a.Title, Tags: a.Tags, Markdown: markdown}
	if err := t.E.save(ctx, &art); err != nil {
		return apptools.Artifact{}, err
	}
	return toolArtifact(art), nil
}

// LoadArtifact implements apptools.ArtifactStore.
func (t Tools) LoadArtifact(ctx context.Context, id string) (apptools.Artifact, string, error) {
	a, err := t.E.Artifact(ctx, id)
	if err != nil {
		return apptools.Artifact{}, "", err
	}
	return toolArtifact(a), a.Markdown, nil
}

// ExportArtifact implements apptools.ArtifactStore.
func (t Tools) ExportArtifact(ctx context.Context, id, format string) ([]byte, string, string, error) {
	x, err := t.E.Export(ctx, id, format)
	if err != nil {
		return nil, "", "", err
	}
	return []byte(x.Content), x.MIME, x.Filename, nil
}

func toolArtifact(a Artifact) apptools.Artifact {
	return apptools.Artifact{ID: a.ID, CollectionID: a.CollectionID, Type: a.Type, Title: a.Title, Tags: a.Tags,
		Bytes: len(a.Markdown), CreatedAt: a.CreatedAt}
}
