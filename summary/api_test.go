package summary

import (
	"strings"
	"testing"
)

// TestSummaryQuotesNoParamDescriptions: an API reference's description of
// one argument ("pointer to a structure") is no key point, while a
// sentence under the same heading that says something ("If you pass a
// function, it will be treated as an initializer.") may be one.
func TestSummaryQuotesNoParamDescriptions(t *testing.T) {
	body := "Creates the DER encoding of the structure named by name, writing it into the buffer the caller provides.\n" +
		"The encoding follows the rules of X.690 and fails when a required element has no value.\n" +
		"H4: Parameters\n" +
		"element\n" +
		"pointer to an ASN1 element ider vector that contains the DER encoding of the whole structure.\n" +
		"len\n" +
		"number of bytes of *value to use to set the value, or 0 if value is a null terminated string.\n" +
		"If you pass a function as the initial value, it will be treated as an initializer and called once.\n" +
		"H4: Returns\n" +
		"the length of the encoding written into the buffer, in bytes, or a negative error code.\n" +
		"H3: asn1_der_decoding ()\n" +
		"Fills the structure with values taken from a DER encoding string, checking each tag it reads.\n"
	text := builtinSummary(t, "asn1_der_coding", body)
	for _, junk := range []string{"pointer to an ASN1", "number of bytes", "the length of the encoding"} {
		if strings.Contains(text, junk) {
			t.Errorf("%q quoted:\n%s", junk, text)
		}
	}
	if !strings.Contains(text, "it will be treated as an initializer") {
		t.Errorf("a sentence under Parameters is left out:\n%s", text)
	}
}
