package policy

import (
	"testing"

	"github.com/laikabrowser/laika"
)

func TestPersonalData(t *testing.T) {
	tests := []struct{ in, want string }{
		{"jane.doe+news@mail.example.co.uk password reset", "email address"},
		{"call 415-555-0134 tomorrow", "phone number"},
		{"(415) 555-0134", "phone number"},
		{"+44 20 7946 0958", "phone number"},
		{"+1.415.555.0134", "phone number"},
		{"number 555-0134", "phone number"},
		{"4111 1111 1111 1111", "card number"},
		{"4111-1111-1111-1111 expired", "card number"},
		{"5500005555555559", "card number"},
		{"378282246310005 amex", "card number"},
		{"4111 1111 1111 1112", "account-like number"}, // fails Luhn, still a long number
		{"ssn 078-05-1120", "social security number"},
		{"078051120", "account-like number"},
		{"DE89 3704 0044 0532 0130 00", "IBAN"},
		{"gb29nwbk60161331926819 transfer", "IBAN"},
		{"routing 021000021 account 1234567890", "account-like number"},
		// Clean queries.
		{"pixel 9 pro reviews 2024", ""},
		{"best pizza near soho", ""},
		{"gt40 engine specs history", ""},
		{"python 3.12 release notes", ""},
		{"iso 8601 date format", ""},
		{"covid19 vaccine 2021 study", ""},
		{"price under 1299.99", ""},
		{"rfc 9110 http semantics", ""},
		{"@handle twitter", ""},
		{"", ""},
	}
	for _, tc := range tests {
		if got := personalData(tc.in); got != tc.want {
			t.Errorf("personalData(%q) = %q, want %q", tc.in, got, tc.want)
		}
	}
}

func TestLuhn(t *testing.T) {
	for d, want := range map[string]bool{
		"4111111111111111": true, "4012888888881881": true, "79927398713": true,
		"4111111111111112": false, "1234567812345678": false,
	} {
		if luhn(d) != want {
			t.Errorf("luhn(%s) = %v", d, !want)
		}
	}
}

func TestSensitiveField(t *testing.T) {
	tests := []struct {
		name string
		el   laika.Element
		want string
	}{
		{"password type", laika.Element{InputType: "password"}, "password"},
		{"password type upper", laika.Element{InputType: "PASSWORD"}, "password"},
		{"current-password", laika.Element{InputType: "text", Autocomplete: "section-login current-password"}, "password"},
		{"new-password", laika.Element{Autocomplete: "new-password"}, "password"},
		{"cc-number", laika.Element{Autocomplete: "billing cc-number"}, "payment"},
		{"cc-csc", laika.Element{Autocomplete: "cc-csc"}, "payment"},
		{"cc-exp", laika.Element{Autocomplete: "cc-exp"}, "payment"},
		{"one-time-code", laika.Element{Autocomplete: "one-time-code"}, "one-time code"},
		{"label cvv", laika.Element{Label: "CVV"}, "payment"},
		{"label card number", laika.Element{Label: "Card number"}, "payment"},
		{"name camel", laika.Element{Name: "ccNumber"}, "payment"},
		{"name compact", laika.Element{Name: "cardnumber"}, "payment"},
		{"name snake", laika.Element{Name: "security_code"}, "payment"},
		{"iban", laika.Element{Label: "IBAN"}, "payment"},
		{"label pin", laika.Element{Label: "PIN"}, "password"},
		{"name pwd", laika.Element{Name: "pwd"}, "password"},
		{"compact newpassword", laika.Element{Name: "newpassword2"}, "password"},
		{"otp", laika.Element{Name: "otp"}, "one-time code"},
		{"verification code", laika.Element{Label: "Verification code"}, "one-time code"},
		{"2fa", laika.Element{Label: "Enter your 2FA code"}, "one-time code"},
		{"ssn", laika.Element{Label: "SSN"}, "identity"},
		{"social security", laika.Element{Label: "Social Security Number"}, "identity"},
		{"passport", laika.Element{Label: "Passport number"}, "identity"},
		{"driver license", laika.Element{Label: "Driver's license"}, "identity"},
		{"dob", laika.Element{Label: "Date of birth"}, "identity"},
		// Ordinary fields.
		{"search", laika.Element{InputType: "search", Name: "q", Label: "Search"}, ""},
		{"email", laika.Element{InputType: "email", Autocomplete: "email", Label: "Email"}, ""},
		{"shipping", laika.Element{Label: "Shipping address", Autocomplete: "shipping street-address"}, ""},
		{"spin", laika.Element{Label: "Spinner speed"}, ""},
		{"classname", laika.Element{Name: "classname"}, ""},
		{"coupon", laika.Element{Label: "Coupon code", Name: "coupon"}, ""},
		{"comment", laika.Element{Tag: "textarea", Label: "Add a comment"}, ""},
	}
	for _, tc := range tests {
		if got := sensitiveField(tc.el); got != tc.want {
			t.Errorf("%s: sensitiveField = %q, want %q", tc.name, got, tc.want)
		}
	}
}

func TestCommitLabel(t *testing.T) {
	commits := []string{"Pay", "Pay now", "Place order", "Buy now", "Buy it now", "Subscribe", "Delete account",
		"Transfer", "Send", "Send money", "Submit payment", "Confirm purchase", "Complete order", "Checkout",
		"Proceed to checkout", "Donate $5", "Sign up", "Unsubscribe", "Post comment", "Accept all",
		"Place your order", "Complete my purchase", "Confirm booking", "Start free trial", "Make a payment"}
	for _, l := range commits {
		if commitLabel(laika.Element{Role: "button", Label: l}, true) == "" {
			t.Errorf("%q not recognised as committing", l)
		}
	}
	if commitLabel(laika.Element{Tag: "input", InputType: "submit"}, true) == "" {
		t.Error("type=submit input not recognised")
	}
	for _, l := range []string{"Next page", "Add to cart", "Read more", "Sort by price", "Payment methods help",
		"Sender guidelines", "Posts", "Show details", "Ordering FAQ", "Order history", "Continue reading", "Sign in"} {
		if p := commitLabel(laika.Element{Role: "link", Label: l}, false); p != "" {
			t.Errorf("%q flagged as committing (%q)", l, p)
		}
	}
}

func TestWords(t *testing.T) {
	for in, want := range map[string]string{
		"ccNumber":          "cc number",
		"cc_number":         "cc number",
		"Card-Number (req)": "card number req",
		"Driver's license":  "driver s license",
		"HTMLInput":         "htmlinput",
	} {
		got := words(in)
		if s := join(got); s != want {
			t.Errorf("words(%q) = %q, want %q", in, s, want)
		}
	}
}

func join(ws []string) string {
	out := ""
	for i, w := range ws {
		if i > 0 {
			out += " "
		}
		out += w
	}
	return out
}

func TestSubmitsSensitiveForm(t *testing.T) {
	login := &laika.Observation{Elements: []laika.Element{{HandleID: "p", InputType: "password"}}}
	signal := &laika.Observation{Signals: []string{laika.SignalAuthFields}}
	plain := &laika.Observation{Elements: []laika.Element{{HandleID: "q", InputType: "search"}}}
	cont := laika.Element{Role: "button", Label: "Continue"}
	if submitsSensitiveForm(cont, login) == "" || submitsSensitiveForm(laika.Element{Label: "Sign in"}, signal) == "" {
		t.Error("submit on a page with sensitive fields not caught")
	}
	if p := submitsSensitiveForm(cont, plain); p != "" {
		t.Errorf("plain page flagged (%q)", p)
	}
	if p := submitsSensitiveForm(laika.Element{Role: "link", Label: "Next page", Href: "/2"}, login); p != "" {
		t.Errorf("link flagged (%q)", p)
	}
	if p := submitsSensitiveForm(laika.Element{Label: "Forgot password?"}, login); p != "" {
		t.Errorf("non-submit label flagged (%q)", p)
	}
}
