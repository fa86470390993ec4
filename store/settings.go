package store

import (
	"context"
	"database/sql"
	"time"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/origin"
)

// Setting keys the host uses.
const (
	SettingModel = "model" // the chosen model backend, as in config.Config.Model
)

// GetSetting returns a setting's value. Returns not_found, busy or
// storage_failed.
func (d *DB) GetSetting(ctx context.Context, key string) (string, error) {
	var v string
	err := d.db.QueryRowContext(ctx, "SELECT value FROM settings WHERE key = ?", key).Scan(&v)
	if err == sql.ErrNoRows {
		return "", laika.Errorf(laika.CodeNotFound, "store: no setting %q", key)
	}
	return v, storageErr("get setting", err)
}

// PutSetting sets a setting and appends a "setting" audit entry. Returns
// invalid_arguments for an empty key, busy or storage_failed.
func (d *DB) PutSetting(ctx context.Context, key, value string) error {
	if key == "" {
		return laika.Errorf(laika.CodeInvalidArguments, "store: empty setting key")
	}
	return d.tx(ctx, "put setting", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO settings (key, value, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at`, key, value, d.now()); err != nil {
			return err
		}
		return d.auditJSON(ctx, tx, AuditSetting, "", map[string]any{"key": key, "value": value})
	})
}

// Autodrive values of an origin rule.
const (
	AutodriveAllowed = "allowed"
	AutodriveBlocked = "blocked"
)

// OriginRule is the user's per-origin policy: may the agent drive pages of
// Origin without asking, or never at all.
type OriginRule struct {
	Origin    string    `json:"origin"` // scheme://host[:port], lower case
	Autodrive string    `json:"autodrive"`
	UpdatedAt time.Time `json:"updatedAt"`
}

// NormalizeOrigin returns the origin (scheme://host[:port], lower case,
// default port dropped) of an http(s) URL or origin string, or
// invalid_arguments.
func NormalizeOrigin(s string) (string, error) {
	o, err := origin.Parse(s)
	if err != nil {
		return "", laika.Errorf(laika.CodeInvalidArguments, "%q is not an origin like https://example.com", RedactURL(s))
	}
	return o.String(), nil
}

// PutOriginRule sets the rule for r.Origin (normalized) and appends an
// "origin_rule" audit entry. Returns invalid_arguments for a bad origin or
// autodrive value, busy or storage_failed.
func (d *DB) PutOriginRule(ctx context.Context, r OriginRule) error {
	o, err := NormalizeOrigin(r.Origin)
	if err != nil {
		return err
	}
	if _, err := origin.ParseRule(o); err != nil {
		return err // a plain sentence for the options page: the public-suffix refusal
	}
	if r.Autodrive != AutodriveAllowed && r.Autodrive != AutodriveBlocked {
		return laika.Errorf(laika.CodeInvalidArguments, "store: autodrive must be %q or %q", AutodriveAllowed, AutodriveBlocked)
	}
	return d.tx(ctx, "put origin rule", func(tx *sql.Tx) error {
		if _, err := tx.ExecContext(ctx, `INSERT INTO origin_rules (origin, autodrive, updated_at) VALUES (?, ?, ?)
			ON CONFLICT (origin) DO UPDATE SET autodrive = excluded.autodrive, updated_at = excluded.updated_at`, o, r.Autodrive, d.now()); err != nil {
			return err
		}
		return d.auditJSON(ctx, tx, AuditOriginRule, "", map[string]any{"origin": o, "autodrive": r.Autodrive})
	})
}

// GetOriginRule returns the rule for the origin of s (a URL or origin).
// Returns not_found when there is none, invalid_arguments, busy or
// storage_failed.
func (d *DB) GetOriginRule(ctx context.Context, s string) (OriginRule, error) {
	o, err := NormalizeOrigin(s)
	if err != nil {
		return OriginRule{}, err
	}
	r := OriginRule{Origin: o}
	var at string
	err = d.db.QueryRowContext(ctx, "SELECT autodrive, updated_at FROM origin_rules WHERE origin = ?", o).Scan(&r.Autodrive, &at)
	if err == sql.ErrNoRows {
		return OriginRule{}, laika.Errorf(laika.CodeNotFound, "store: no rule for %s", o)
	}
	if err != nil {
		return OriginRule{}, storageErr("get origin rule", err)
	}
	r.UpdatedAt = parseTime(at)
	return r, nil
}

// DeleteOriginRule removes the rule for an origin and appends an
// "origin_rule" audit entry. Returns not_found, invalid_arguments, busy or
// storage_failed.
func (d *DB) DeleteOriginRule(ctx context.Context, s string) error {
	o, err := NormalizeOrigin(s)
	if err != nil {
		return err
	}
	return d.tx(ctx, "delete origin rule", func(tx *sql.Tx) error {
		res, err := tx.ExecContext(ctx, "DELETE FROM origin_rules WHERE origin = ?", o)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n == 0 {
			return laika.Errorf(laika.CodeNotFound, "store: no rule for %s", o)
		}
		return d.auditJSON(ctx, tx, AuditOriginRule, "", map[string]any{"origin": o, "autodrive": nil})
	})
}

// ListOriginRules returns every rule, by origin. Returns busy or
// storage_failed.
func (d *DB) ListOriginRules(ctx context.Context) ([]OriginRule, error) {
	rows, err := d.db.QueryContext(ctx, "SELECT origin, autodrive, updated_at FROM origin_rules ORDER BY origin")
	if err != nil {
		return nil, storageErr("list origin rules", err)
	}
	defer rows.Close()
	var out []OriginRule
	for rows.Next() {
		var r OriginRule
		var at string
		if err := rows.Scan(&r.Origin, &r.Autodrive, &at); err != nil {
			return nil, storageErr("list origin rules", err)
		}
		r.UpdatedAt = parseTime(at)
		out = append(out, r)
	}
	return out, storageErr("list origin rules", rows.Err())
}
