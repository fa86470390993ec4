package laika

import (
	"errors"
	"fmt"
)

// Error is the one error type that crosses package boundaries. Code is a
// stable lower_snake_case string from codes.go that clients switch on;
// Message is plain words for a person. Anything that is not an *Error is
// reported to clients as CodeInternal with a generic message, and the details
// go to the log only.
type Error struct {
	Code    string
	Message string
}

func (e *Error) Error() string { return e.Code + ": " + e.Message }

// Errorf returns an *Error with the given code and a formatted message.
func Errorf(code, format string, args ...any) *Error {
	return &Error{Code: code, Message: fmt.Sprintf(format, args...)}
}

// ErrorCode returns the code of the first *Error in err's chain,
// CodeInternal for any other non-nil error, and "" for nil.
func ErrorCode(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Code
	}
	return CodeInternal
}

// ErrorMessage returns the human message of the first *Error in err's chain.
// Other errors get a generic message so internals never leak to clients.
func ErrorMessage(err error) string {
	if err == nil {
		return ""
	}
	var e *Error
	if errors.As(err, &e) {
		return e.Message
	}
	return "internal error"
}
