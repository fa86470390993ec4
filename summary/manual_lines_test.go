package summary

import (
	"strings"
	"testing"
)

// TestManualLines: a Texinfo manual's node navigation and definition
// lines are no statements; prose that opens with "Next:" or names a
// function with a colon is.
func TestManualLines(t *testing.T) {
	for _, c := range []struct {
		s         string
		nav, defn bool
	}{
		{"Next: The Basics, Previous: Introduction, Up: Top [Contents][Index]", true, false},
		{"Previous: Missing Features, Up: libffi [Index]", true, false},
		{"Up: Top", true, false},
		{"Function: void *ffi_closure_alloc (size_t size, void **code)", false, true},
		{"Function: ffi_status ffi_prep_closure_loc (ffi_closure *closure, ffi_cif *cif, void *codeloc)", false, true},
		{"Macro: SHA3_256_DIGEST_SIZE", false, true},
		{"Data Type: ffi_type", false, true},
		{"Next: we add the eggs, one at a time, and beat the batter until it is smooth.", false, false},
		{"Function: the part a component plays in the system it belongs to.", false, false},
		{"Up: 3% on the year, the fund's best result since 2019.", false, false},
	} {
		if typedParam(c.s) {
			t.Errorf("typedParam(%q) = true", c.s)
		}
		if got := nodeNav(c.s); got != c.nav {
			t.Errorf("nodeNav(%q) = %v, want %v", c.s, got, c.nav)
		}
		if got := definitionLine(c.s); got != c.defn {
			t.Errorf("definitionLine(%q) = %v, want %v", c.s, got, c.defn)
		}
	}
}

// TestVersionNote: a manual's note of when a thing came or changed is
// history, not a point; a deprecation, and prose that opens with "New
// in" a year, are kept.
func TestVersionNote(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"Changed in version 3.3: Added the optional func parameter.", true},
		{"Added in version 3.10.", true},
		{"New in version 2.6.", true},
		{"Added in: v0.1.21", true},
		{"Changed in 1.18: the method returns an error.", true},
		{"Deprecated since version 3.12: Use datetime.now(UTC) instead.", false},
		{"New in 2024: the museum opens its east wing to visitors.", false},
		{"Changed in the last release, the parser now reads tabs.", false},
		{"Added to the list are three new stations on the north line.", false},
	} {
		if got := versionNote(c.s); got != c.want {
			t.Errorf("versionNote(%q) = %v, want %v", c.s, got, c.want)
		}
	}
	md := builtinSummary(t, "itertools", "H1: itertools\n"+
		"This module implements a number of iterator building blocks inspired by constructs from APL, Haskell, and SML.\n"+
		"H2: Itertool Functions\n"+
		"Make an iterator that returns accumulated sums or accumulated results from other binary functions.\n"+
		"Changed in version 3.3: Added the optional function parameter.\n"+
		"Make an iterator that returns elements from the first iterable until it is exhausted, then proceeds to the next iterable.\n"+
		"Changed in version 3.8: Added the optional initial parameter.\n"+
		"Return r length subsequences of elements from the input iterable.\n")
	if strings.Contains(md, "Changed in version") {
		t.Errorf("the summary quotes a version note:\n%s", md)
	}
}

// TestManualNodeSummary: a node of a Texinfo manual is summarized from
// what its sentences say, not from its signatures (Nettle's summary
// quoted "Function: void gcm_encrypt (…)", one of two in a row) nor from
// its navigation (the whole summary of libffi's index page, which has no
// sentence), nor from the types of a method's arguments (Node.js's).
func TestManualNodeSummary(t *testing.T) {
	text := "H3: 7.4.2.1 General GCM interface\n" +
		"Function: void gcm_update (struct gcm_ctx *ctx, const struct gcm_key *key, size_t length, const uint8_t *data)\n" +
		"Provides associated data to be authenticated. If used, must be called before gcm_encrypt or gcm_decrypt. All but the last call for each message must use a length that is a multiple of the block size.\n" +
		"Function: void gcm_encrypt (struct gcm_ctx *ctx, const struct gcm_key *key, const void *cipher, nettle_cipher_func *f, size_t length, uint8_t *dst, const uint8_t *src)\n" +
		"Function: void gcm_decrypt (struct gcm_ctx *ctx, const struct gcm_key *key, const void *cipher, nettle_cipher_func *f, size_t length, uint8_t *dst, const uint8_t *src)\n" +
		"Encrypts or decrypts the data of a message. cipher is the context struct for the underlying cipher and f is the encryption function. All but the last call for each message must use a length that is a multiple of the block size.\n" +
		"Function: void gcm_digest (struct gcm_ctx *ctx, const struct gcm_key *key, const void *cipher, nettle_cipher_func *f, size_t length, uint8_t *digest)\n" +
		"Extracts the message digest (also known as authentication tag). This is the final operation when processing a message.\n"
	index := "Next: Missing Features, Up: Top [Contents][Index]\n" +
		"H2: Index\n" +
		"ffi_call: | | The Basics\n" +
		"ffi_closure_alloc: | | The Closure API\n" +
		"ffi_prep_cif: | | The Basics\n"
	node := "H4: new assert.AssertionError(options)\n" +
		"Added in: v0.1.21\n" +
		"- options <Object>\n" +
		"  - message <string> If provided, the error message is set to this value.\n" +
		"  - actual <any> The actual property on the error instance.\n" +
		"  - expected <any> The expected property on the error instance.\n" +
		"  - operator <string> The operator property on the error instance.\n" +
		"  - stackStartFn <Function> If provided, the generated stack trace omits frames before this function.\n" +
		"A subclass of Error that indicates the failure of an assertion. All instances contain the built-in Error properties (message and name) and more.\n" +
		"H4: assert.deepEqual(actual, expected[, message])\n" +
		"- actual <any>\n" +
		"- expected <any>\n" +
		"- message <string> | <Error>\n" +
		"Tests for deep equality between the actual and expected parameters. Consider using assert.deepStrictEqual() instead.\n"
	for _, tc := range []struct{ title, text, bad string }{
		{"Assert | Node.js v20.20.2 Documentation", node, "<"},
		{"Nettle: a low-level cryptographic library", text, "Function:"},
		{"Index (libffi: the portable foreign function interface library)", index, "Next:"},
	} {
		md := builtinSummary(t, tc.title, tc.text) // references_test.go
		if strings.Contains(md, tc.bad) {
			t.Errorf("the summary quotes a line with %q:\n%s", tc.bad, md)
		}
	}
}

// TestTypedParam: an API reference's argument listed with its type is
// reference, not a statement; prose with a tag in it is prose.
func TestTypedParam(t *testing.T) {
	for s, want := range map[string]bool{
		"message <string> If provided, the error message is set to this value.": true,
		"expected <any> The expected property on the error instance.":           true,
		"Returns: <Buffer> | <string> The EC Diffie-Hellman public key.":        true,
		"Extends: <errors.Error>": true,
		"...args <any>":           true,
		"options <Object>":        true,
		"Use the <details> element to hide the answer until it is clicked.": false,
		"The value x < 10 is too small for the buffer.":                     false,
	} {
		if got := typedParam(s); got != want {
			t.Errorf("typedParam(%q) = %v, want %v", s, got, want)
		}
	}
}
