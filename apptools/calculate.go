package apptools

import (
	"context"
	"encoding/json"

	"github.com/laikabrowser/laika/calc"
)

func (r *Runner) calculate(ctx context.Context, raw json.RawMessage) (Result, error) {
	var a struct {
		Expression string   `json:"expression"`
		Precision  *float64 `json:"precision"`
	}
	if err := decode(raw, &a); err != nil {
		return Result{}, err
	}
	var prec *int
	if a.Precision != nil {
		p := int(*a.Precision)
		if float64(p) != *a.Precision {
			return Result{}, errArgs("precision must be a whole number")
		}
		prec = &p
	}
	res, err := calc.Eval(a.Expression, prec)
	if err != nil {
		return Result{}, err
	}
	return Result{Summary: res.Text, Data: res}, nil
}
