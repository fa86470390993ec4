package policy

import (
	"strings"
	"unicode"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	unorm "golang.org/x/text/unicode/norm"

	"github.com/laikabrowser/laika"
)

// Personal-data detectors for text that leaves the machine (search queries,
// URLs). They are conservative: a false positive costs one approval click, a
// false negative leaks a card number to a search engine.
var (
	emailRe = lazyregexp.New(`[A-Za-z0-9._%+\-]+@[A-Za-z0-9\-]+(?:\.[A-Za-z0-9\-]+)*\.[A-Za-z]{2,}`)
	ssnRe   = lazyregexp.New(`\b\d{3}-\d{2}-\d{4}\b`)
	// ibanRe runs on upper-cased text: country, check digits, then groups.
	ibanRe = lazyregexp.New(`\b[A-Z]{2}\d{2}(?: ?[A-Z0-9]{4}){2,7}(?: ?[A-Z0-9]{1,3})?\b`)
	// numberRunRe finds digit runs with the separators people type inside
	// phone, card and account numbers.
	numberRunRe = lazyregexp.New(`\+?\(?\d(?:[\d]|[ .\-()/_]{1,3}\d|\) ?\d)*`)
	localPhone  = lazyregexp.New(`^\d{3}[ .\-]\d{4}$`)
)

// Thresholds for digit runs.
const (
	minIBANDigits    = 6  // digits in an IBAN-like run's account part: words like "GT40 ENGINESPECS" have none
	minPhoneDigits   = 10 // national number with area code
	maxPhoneDigits   = 15 // E.164 maximum
	minIntlDigits    = 8  // "+" prefixed: country code + short number
	minCardDigits    = 13
	maxCardDigits    = 19
	minAccountDigits = 9 // SSN without dashes, most bank account numbers; years and prices stay below
)

// personalData names the first kind of personal data found in s ("email
// address", "card number", ...), or "" when s looks clean.
func personalData(s string) string {
	// Full-width digits, "＠" and other compatibility forms are the plain
	// characters for whoever reads the text.
	s = unorm.NFKC.String(s)
	if emailRe.MatchString(s) {
		return "email address"
	}
	if ssnRe.MatchString(s) {
		return "social security number"
	}
	for _, m := range ibanRe.FindAllString(strings.ToUpper(s), -1) {
		if countDigits(m[4:]) >= minIBANDigits {
			return "IBAN"
		}
	}
	for _, run := range numberRunRe.FindAllString(s, -1) {
		run = strings.TrimSpace(run)
		d := digitsOf(run)
		n := len(d)
		switch {
		case n >= minCardDigits && n <= maxCardDigits && luhn(d):
			return "card number"
		case strings.HasPrefix(run, "+") && n >= minIntlDigits && n <= maxPhoneDigits:
			return "phone number"
		case n >= minPhoneDigits && n <= maxPhoneDigits && strings.ContainsAny(run, " .-()/_"):
			return "phone number"
		case localPhone.MatchString(run):
			return "phone number"
		case n >= minAccountDigits:
			return "account-like number"
		}
	}
	return ""
}

func countDigits(s string) int {
	n := 0
	for _, r := range s {
		if r >= '0' && r <= '9' {
			n++
		}
	}
	return n
}

func digitsOf(s string) string {
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			b.WriteRune(r)
		}
	}
	return b.String()
}

// luhn reports whether the digit string passes the Luhn checksum every
// payment card number carries.
func luhn(d string) bool {
	sum := 0
	double := false
	for i := len(d) - 1; i >= 0; i-- {
		x := int(d[i] - '0')
		if double {
			x *= 2
			if x > 9 {
				x -= 9
			}
		}
		sum += x
		double = !double
	}
	return sum%10 == 0
}

// words splits s into lower-case words, breaking camelCase and any
// non-alphanumeric character: "ccNumber" and "cc_number" both give "cc
// number".
func words(s string) []string {
	var b strings.Builder
	prev := rune(0)
	for _, r := range s {
		switch {
		case unicode.IsUpper(r) && unicode.IsLower(prev):
			b.WriteRune(' ')
			b.WriteRune(unicode.ToLower(r))
		case unicode.IsLetter(r) || unicode.IsDigit(r):
			b.WriteRune(unicode.ToLower(r))
		default:
			b.WriteRune(' ')
		}
		prev = r
	}
	return strings.Fields(b.String())
}

// hasPhrase reports whether any phrase (space-separated words) occurs as
// whole words in ws.
func hasPhrase(ws []string, phrases []string) (string, bool) {
	padded := " " + strings.Join(ws, " ") + " "
	for _, p := range phrases {
		if strings.Contains(padded, " "+p+" ") {
			return p, true
		}
	}
	return "", false
}

// Field keywords, matched as whole words in an element's name and label.
var (
	passwordWords = []string{"password", "passwd", "passcode", "pwd", "pin", "pin code", "passphrase"}
	paymentWords  = []string{"card number", "cardnumber", "credit card", "debit card", "cc number", "ccnum", "cc num",
		"cvv", "cvv2", "cvc", "csc", "security code", "card verification", "expiry", "expiration date", "exp date",
		"iban", "routing number", "account number", "sort code", "bank account", "swift", "bic"}
	otpWords = []string{"otp", "one time code", "one time password", "verification code", "2fa", "mfa", "totp",
		"authentication code", "auth code", "authenticator", "sms code"}
	identityWords = []string{"ssn", "social security", "passport", "national id", "national insurance",
		"id number", "tax id", "taxpayer", "driver license", "drivers license", "driver s license", "driving licence",
		"licence number", "license number", "date of birth"}
	// compactKeys catch names written without separators ("cardnumber",
	// "newpassword"); each is long or rare enough not to hide inside an
	// innocent word.
	compactKeys = []string{"password", "passwd", "cardnumber", "creditcard", "securitycode", "onetimecode",
		"socialsecurity", "passport", "cvv"}
)

// sensitiveField names the kind of secret an element takes ("password",
// "payment", "one-time code", "identity"), or "" for an ordinary field. It
// reads the input type, the autocomplete tokens, and the name and label.
func sensitiveField(e laika.Element) string {
	if e.Sensitive != "" {
		return e.Sensitive // the content script's verdict: it saw the live element
	}
	if strings.EqualFold(e.InputType, "password") {
		return "password"
	}
	for _, tok := range strings.Fields(strings.ToLower(e.Autocomplete)) {
		switch {
		case tok == "current-password" || tok == "new-password":
			return "password"
		case strings.HasPrefix(tok, "cc-"):
			return "payment"
		case tok == "one-time-code":
			return "one-time code"
		case strings.HasPrefix(tok, "bday"):
			return "identity" // date of birth, as the identity word lists say
		}
	}
	hint := e.Name + " " + e.Label
	ws := words(fold(hint))
	for _, c := range []struct {
		kind  string
		words []string
	}{{"password", passwordWords}, {"payment", paymentWords}, {"one-time code", otpWords}, {"identity", identityWords}} {
		if _, ok := hasPhrase(ws, c.words); ok {
			return c.kind
		}
	}
	for _, c := range sensitiveWords {
		if _, ok := phraseIn(hint, c.Words); ok {
			return c.Kind
		}
	}
	compact := strings.Join(ws, "")
	for _, k := range compactKeys {
		if strings.Contains(compact, k) {
			return "sensitive"
		}
	}
	return ""
}

// commitWords are button and link labels that commit money or data: the
// click is the point of no return, so it always needs the user.
var commitWords = []string{
	"pay", "pay now", "buy", "buy now", "purchase", "place order", "order now", "submit order", "complete order",
	"confirm order", "checkout", "check out", "subscribe", "donate", "transfer", "send", "send money",
	"submit", "submit payment", "confirm", "confirm payment", "delete", "delete account", "remove account",
	"close account", "cancel account", "cancel subscription", "unsubscribe", "withdraw", "authorize",
	"authorise", "book now", "reserve", "sign up", "create account", "register", "publish", "post", "tip",
	"upgrade", "renew", "agree", "accept", "erase", "wipe", "deactivate", "pledge",
}

// commitVerbs and commitObjects catch labels the phrase list cannot
// enumerate: a verb and an object anywhere in the label ("Place your order",
// "Complete my purchase", "Confirm booking").
var (
	commitVerbs   = []string{"place", "submit", "complete", "confirm", "finalize", "finalise", "finish", "make", "start"}
	commitObjects = []string{"order", "purchase", "payment", "booking", "reservation", "transfer", "transaction",
		"donation", "subscription", "trial"}
)

// formSubmitWords are generic "go on" labels. On their own they are
// harmless; on a page that holds password, payment or one-time-code fields
// they submit whatever the user entered there.
var formSubmitWords = []string{"continue", "next", "verify", "sign in", "log in", "login", "save", "ok", "done",
	"proceed", "go", "enter", "unlock", "authenticate"}

// commitLabel returns the commit phrase in the element's label or name, or
// "" when the control does not look like one that commits money or data. A
// type=submit input commits by definition.
func commitLabel(e laika.Element, strict bool) string {
	if p := commitPhrase(e.Label+" "+e.Name+" "+e.Hint, strict); p != "" {
		return p
	}
	if strings.EqualFold(e.InputType, "submit") {
		return "submit"
	}
	return ""
}

var genericSubmitWords = append(append([]string(nil), formSubmitWords...), submitWords...)

// submitsSensitiveForm returns the label word when e is a generic submit
// control ("Continue", "Sign in") on a page that holds sensitive fields.
func submitsSensitiveForm(e laika.Element, o *laika.Observation) string {
	if e.Href != "" || strings.EqualFold(e.Role, "link") || strings.EqualFold(e.Tag, "a") {
		return "" // links navigate; they do not submit forms
	}
	if e.ButtonType != "" && !e.InForm {
		return "" // the content script saw it: a control outside any form submits none
	}
	p, ok := phraseIn(e.Label+" "+e.Name, genericSubmitWords)
	if !ok || o == nil {
		return ""
	}
	if o.HasSignal(laika.SignalAuthFields) {
		return p
	}
	for _, x := range o.Elements {
		if sensitiveField(x) != "" {
			return p
		}
	}
	return ""
}
