package origin

import "strings"

// SecretParams are URL query/fragment parameter names whose values are
// credentials or one-time secrets, lower-cased with "-", "_", ".", " ",
// "[" and "]" removed. OAuth codes and states, signed-URL signatures and
// session ids are in; so are the AWS/GCS/Azure presigned-URL parameters.
// This is the one list: the policy strips these before a URL runs, the store
// redacts them before a URL is saved, and the extension gets the same list
// through extension/generated (`make generate`).
var SecretParams = []string{
	"token", "accesstoken", "refreshtoken", "idtoken", "authtoken", "csrftoken", "xsrftoken", "csrf", "xsrf",
	"auth", "authorization", "authkey", "bearer", "jwt",
	"key", "apikey", "appkey", "privatekey", "accesskey", "accesskeyid", "secretkey", "clientsecret", "secret",
	"password", "passwd", "pass", "pwd", "passphrase",
	"session", "sessionid", "sessid", "sid", "phpsessid", "jsessionid", "aspsessionid", "ssid",
	"signature", "sig", "hmac", "code", "otp", "totp", "pin", "nonce", "state", "ticket",
	"credential", "credentials", "cred",
	"xamzsignature", "xamzcredential", "xamzsecuritytoken", "xgoogsignature", "xgoogcredential",
	"googleaccessid", "awsaccesskeyid", "securitytoken", "sessiontoken", "oauthtoken", "oauthverifier",
	"oauthsignature", "samlresponse", "samlrequest", "magiclink", "resettoken", "verificationcode",
	"privatetoken", "ak", "sk",
}

// SecretParts mark a parameter as secret wherever they appear in its
// normalised name ("x_api_key_v2", "userPassword", "mytoken").
var SecretParts = []string{"token", "secret", "password", "passwd", "apikey", "signature", "session", "credential", "cookie", "bearer"}

var secretSet = func() map[string]bool {
	m := map[string]bool{}
	for _, s := range SecretParams {
		m[s] = true
	}
	return m
}()

// NormParam is a parameter name as the lists spell it: lower case without
// "-", "_", ".", " ", "[" and "]".
func NormParam(name string) string {
	return strings.Map(func(r rune) rune {
		switch r {
		case '-', '_', '.', ' ', '[', ']':
			return -1
		}
		return r
	}, strings.ToLower(name))
}

// IsSecretParam reports whether a URL parameter name carries a secret.
func IsSecretParam(name string) bool {
	n := NormParam(name)
	if secretSet[n] {
		return true
	}
	for _, p := range SecretParts {
		if strings.Contains(n, p) {
			return true
		}
	}
	return strings.HasPrefix(n, "auth") && !strings.HasPrefix(n, "author")
}
