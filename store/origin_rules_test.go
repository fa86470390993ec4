package store

import (
	"context"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestOriginRuleSpellings: every spelling of a site is one rule, and rules
// for bare public suffixes are refused.
func TestOriginRuleSpellings(t *testing.T) {
	d := openTest(t)
	ctx := context.Background()
	must(t, d.PutOriginRule(ctx, OriginRule{Origin: "https://BANK.example.:443", Autodrive: AutodriveBlocked}))
	for _, s := range []string{"https://bank.example", "https://ｂａｎｋ．ｅｘａｍｐｌｅ/x", "https://bank.example:443/"} {
		r, err := d.GetOriginRule(ctx, s)
		if err != nil || r.Origin != "https://bank.example" {
			t.Errorf("GetOriginRule(%q) = %+v, %v", s, r, err)
		}
	}
	must(t, d.PutOriginRule(ctx, OriginRule{Origin: "http://2130706433", Autodrive: AutodriveBlocked}))
	if r, err := d.GetOriginRule(ctx, "http://127.0.0.1/"); err != nil || r.Origin != "http://127.0.0.1" {
		t.Errorf("decimal IP rule: %+v, %v", r, err)
	}
	for _, s := range []string{"https://com", "https://co.uk", "https://github.io"} {
		if err := d.PutOriginRule(ctx, OriginRule{Origin: s, Autodrive: AutodriveAllowed}); laika.ErrorCode(err) != laika.CodeInvalidArguments {
			t.Errorf("PutOriginRule(%q) = %v, want invalid_arguments", s, err)
		}
	}
}
