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
