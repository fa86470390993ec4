// Package fieldwords is the one multilingual list of words that mark a
// form field as taking a secret (password, payment card, one-time code,
// recovery phrase or key, identity number). The Policy Gate matches it
// against an element's name and label; the content script gets the same
// list through extension/generated/secrets.js (`make generate`) and
// re-checks the live element before it types. Entries are lower case.
package fieldwords

// Kind is one kind of sensitive field and the words that name it.
type Kind struct {
	Kind  string   `json:"kind"`
	Words []string `json:"words"`
}

// Sensitive lists the kinds, most specific first.
var Sensitive = []Kind{
	{"password", []string{
		"password", "passwd", "passcode", "pass", "user pass", "pwd", "pin", "pin code", "passphrase",
		"passwort", "kennwort", "geheimzahl", "mot de passe", "mot_de_passe", "motdepasse", "mdp", "code secret",
		"contraseña", "contrasena", "clave de acceso", "senha", "wachtwoord", "parola d ordine", "lösenord",
		"losenord", "adgangskode", "passord", "salasana", "heslo", "jelszó", "hasło", "haslo", "parolă", "şifre",
		"sifre", "mật khẩu", "mat khau", "kata sandi", "kata laluan", "пароль", "κωδικός πρόσβασης", "συνθηματικό",
		"كلمة المرور", "كلمة السر", "סיסמה", "סיסמא", "पासवर्ड", "รหัสผ่าน",
		"パスワード", "暗証番号", "密码", "密碼", "비밀번호", "암호",
	}},
	{"payment", []string{
		"card number", "cardnumber", "card_number", "credit card", "creditcard", "debit card", "cc number", "ccnum",
		"cc num", "cvv", "cvv2", "cvc", "cvc2", "csc", "security code", "card verification", "expiry",
		"expiration date", "exp date", "iban", "bic", "swift", "routing number", "account number", "sort code",
		"bank account", "kartennummer", "kreditkarte", "kreditkartennummer", "prüfnummer", "kartenprüfnummer",
		"prüfziffer", "ablaufdatum", "gültig bis", "kontonummer", "bankleitzahl", "blz",
		"numéro de carte", "carte bancaire", "cryptogramme", "code de sécurité", "date d expiration",
		"numéro de compte", "rib", "número de tarjeta", "numero de tarjeta", "tarjeta", "código de seguridad",
		"codigo de seguridad", "fecha de caducidad", "número de cuenta", "numero de cuenta", "numero di carta",
		"numero carta", "carta di credito", "codice di sicurezza", "número do cartão", "numero do cartao",
		"cartão de crédito", "código de segurança", "kaartnummer", "creditcardnummer", "kortnummer", "kortnumber",
		"numer karty", "číslo karty", "cislo karty", "kártyaszám", "номер карты", "αριθμός κάρτας",
		"رقم البطاقة", "מספר כרטיס", "カード番号", "セキュリティコード", "有効期限", "口座番号", "卡号", "银行卡",
		"信用卡", "카드 번호", "카드번호",
	}},
	{"one-time code", []string{
		"otp", "one-time", "one time code", "onetimecode", "one time password", "verification code", "2fa", "mfa",
		"totp", "authentication code", "auth code", "authenticator", "sms code", "tan", "einmalcode",
		"einmalpasswort", "bestätigungscode", "sicherheitscode", "authentifizierungscode", "code de vérification",
		"code de confirmation", "código de verificación", "codigo de verificacion", "codice di verifica",
		"código de verificação", "verificatiecode", "kod weryfikacyjny", "код подтверждения",
		"認証コード", "確認コード", "ワンタイム", "验证码", "驗證碼", "인증번호", "인증 코드",
	}},
	{"secret", []string{
		"recovery phrase", "recovery code", "recovery key", "seed phrase", "seed words", "seed", "mnemonic",
		"secret key", "api key", "apikey", "api_key", "api secret", "api_secret", "private key", "backup code",
		"backup codes", "client secret", "client_secret", "access token", "secret", "token", "security question",
		"security answer", "secret answer", "secret question", "mother s maiden name", "maiden name",
		"wiederherstellungsphrase", "wiederherstellungscode", "wiederherstellungsschlüssel", "geheimnis",
		"geheimschlüssel", "privater schlüssel", "sicherheitsfrage", "sicherheitsantwort",
		"phrase de récupération", "clé secrète", "clé privée", "question secrète", "frase de recuperación",
		"clave privada", "clave secreta", "pregunta de seguridad", "chiave privata", "frase di recupero",
		"chave privada", "frase de recuperação", "秘密鍵", "リカバリー", "復元フレーズ", "助记词", "私钥",
	}},
	{"identity", []string{
		"ssn", "social security", "passport", "national id", "national insurance", "id number", "tax id",
		"taxpayer", "driver license", "drivers license", "driver s license", "driving licence", "licence number",
		"license number", "date of birth", "steuer id", "steuer-id", "steuernummer", "steueridentifikationsnummer",
		"personalausweis", "ausweisnummer", "reisepass", "sozialversicherungsnummer", "geburtsdatum",
		"numéro de sécurité sociale", "passeport", "date de naissance", "numéro fiscal", "dni", "nif",
		"pasaporte", "fecha de nacimiento", "codice fiscale", "cpf", "personnummer", "bsn", "burgerservicenummer",
		"pesel", "rodné číslo", "aadhaar", "マイナンバー", "生年月日", "旅券", "身份证",
	}},
}
