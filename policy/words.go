package policy

import (
	"strings"
	"unicode"

	"github.com/laikabrowser/laika/internal/lazyregexp"
	unorm "golang.org/x/text/unicode/norm"
)

// Multilingual word lists. They are an extra signal only: autodrive allows
// a click because of what the control does (navigation, disclosure), never
// because its label lacks a word from these lists. They decide the reason
// the user sees and catch links that commit ("Jetzt kaufen" as an <a>).
// Entries are lower case; each is matched as whole words against the
// label's words, and entries of 7+ letters (or 3+ non-Latin characters)
// also inside the label's letters run together, so German compounds
// ("Kreditkartennummer") and Japanese ("今すぐ購入") are found.

var moneyWords = []string{
	// en
	"pay", "pay now", "buy", "buy now", "purchase", "place order", "order now", "submit order", "complete order",
	"confirm order", "checkout", "check out", "subscribe", "donate", "transfer", "send money", "submit payment",
	"confirm payment", "book now", "reserve", "tip", "upgrade", "renew", "pledge", "add funds", "top up", "withdraw",
	// de
	"kaufen", "jetzt kaufen", "kaufen jetzt", "bestellen", "jetzt bestellen", "zahlungspflichtig bestellen",
	"zahlungspflichtig", "bezahlen", "zahlen", "jetzt bezahlen", "zur kasse", "kasse", "überweisen", "überweisung",
	"abonnieren", "spenden", "buchen", "jetzt buchen", "kostenpflichtig", "abschließen",
	// fr
	"acheter", "acheter maintenant", "payer", "commander", "passer la commande", "valider la commande",
	"paiement", "virement", "effectuer le virement", "transférer", "s abonner", "faire un don", "réserver",
	// es
	"comprar", "comprar ahora", "pagar", "realizar pedido", "hacer pedido", "tramitar pedido", "confirmar pedido",
	"pedido", "pago", "transferir", "transferencia", "suscribirse", "donar", "reservar",
	// it, pt, nl, pl, ru, tr, sv
	"acquista", "paga", "ordina", "bonifico", "comprar agora", "pagar agora", "finalizar compra", "kopen",
	"betalen", "bestellen en betalen", "overmaken", "kup", "kup teraz", "zapłać", "przelew", "купить", "оплатить",
	"перевести", "satın al", "öde", "köp", "betala",
	// ja, zh, ko
	"購入", "今すぐ購入", "注文", "注文を確定", "注文する", "支払", "支払う", "お支払い", "決済", "振込", "振り込み", "送金",
	"寄付", "申し込", "购买", "立即购买", "支付", "付款", "下单", "转账", "구매", "결제", "송금",
}

var destructiveWords = []string{
	// en
	"delete", "delete account", "remove", "remove account", "close account", "cancel account", "cancel subscription",
	"unsubscribe", "erase", "wipe", "destroy", "deactivate", "disable", "revoke", "terminate", "reset",
	"transfer ownership", "leave organization", "archive repository", "make public",
	// de
	"löschen", "endgültig löschen", "entfernen", "deaktivieren", "kündigen", "widerrufen", "zurücksetzen", "vernichten",
	// fr
	"supprimer", "effacer", "désactiver", "résilier", "révoquer", "réinitialiser",
	// es
	"eliminar", "borrar", "desactivar", "cancelar", "revocar", "restablecer", "dar de baja",
	// it, pt, nl, pl, ru, tr, sv
	"elimina", "cancella", "excluir", "apagar", "verwijderen", "usuń", "usun", "skasuj", "удалить", "удаление",
	"sil", "hesabı sil", "radera", "ta bort",
	// ja, zh, ko
	"削除", "消去", "解約", "無効", "退会", "取り消", "删除", "注销", "삭제", "탈퇴",
}

var accountWords = []string{
	"account", "two factor", "two-factor", "2fa", "mfa", "password", "email address", "security key", "recovery",
	"konto", "benutzerkonto", "zwei faktor", "compte", "double authentification", "cuenta", "dos factores",
	"conta", "アカウント", "二段階", "二要素", "账户", "账号", "계정",
}

// submitWords are generic "go on" labels: harmless alone, a form submission
// on a page with sensitive fields.
var submitWords = []string{"submit", "send", "confirm", "continue", "next", "verify", "sign in", "log in", "login",
	"save", "ok", "done", "proceed", "go", "enter", "unlock", "authenticate", "agree", "accept", "sign up", "register",
	"create account", "publish", "post",
	"senden", "absenden", "bestätigen", "weiter", "anmelden", "speichern", "envoyer", "confirmer", "valider",
	"continuer", "enregistrer", "enviar", "confirmar", "continuar", "guardar", "送信", "確定", "確認", "登録", "保存"}

// paginationWords label controls that move through a list.
var paginationWords = []string{"next", "next page", "previous", "previous page", "prev", "older", "newer", "more",
	"load more", "show more", "see more", "page", "first", "last", "›", "»", "‹", "«", "→", "←",
	"weiter", "nächste", "nächste seite", "zurück", "vorherige", "mehr", "mehr anzeigen", "seite",
	"suivant", "suivante", "page suivante", "précédent", "précédente", "plus", "voir plus",
	"siguiente", "anterior", "más", "ver más", "página", "次へ", "前へ", "次のページ", "もっと見る", "さらに表示"}

// Sensitive-field names and labels, by kind.
var sensitiveWords = []struct {
	kind  string
	words []string
}{
	{"password", []string{"password", "passwd", "passcode", "pwd", "pin", "pin code", "passphrase", "passwort", "kennwort",
		"geheimzahl", "mot de passe", "mdp", "code secret", "contraseña", "contrasena", "senha", "wachtwoord",
		"パスワード", "暗証番号", "密码", "密碼", "비밀번호", "пароль", "hasło", "şifre"}},
	{"payment", []string{"card number", "cardnumber", "credit card", "debit card", "cc number", "ccnum", "cc num", "cvv",
		"cvv2", "cvc", "csc", "security code", "card verification", "expiry", "expiration date", "exp date", "iban", "bic",
		"swift", "routing number", "account number", "sort code", "bank account", "kartennummer", "kreditkarte",
		"kreditkartennummer", "prüfnummer", "kartenprüfnummer", "ablaufdatum", "gültig bis", "kontonummer", "bankleitzahl",
		"numéro de carte", "carte bancaire", "cryptogramme", "date d expiration", "numéro de compte", "rib",
		"número de tarjeta", "numero de tarjeta", "tarjeta", "fecha de caducidad", "número de cuenta", "numero de cuenta",
		"カード番号", "セキュリティコード", "有効期限", "口座番号", "卡号", "银行卡", "카드 번호"}},
	{"one-time code", []string{"otp", "one time code", "one time password", "verification code", "2fa", "mfa", "totp",
		"authentication code", "auth code", "authenticator", "sms code", "tan", "einmalcode", "bestätigungscode",
		"sicherheitscode", "code de vérification", "code de confirmation", "código de verificación",
		"codigo de verificacion", "認証コード", "確認コード", "ワンタイム", "验证码", "인증번호"}},
	{"secret", []string{"recovery phrase", "recovery code", "recovery key", "seed phrase", "seed words", "mnemonic",
		"secret key", "api key", "api secret", "apikey", "private key", "backup code", "backup codes", "client secret",
		"access token", "secret", "token", "wiederherstellungsphrase", "wiederherstellungscode", "phrase de récupération",
		"clé secrète", "clé privée", "frase de recuperación", "clave privada", "clave secreta", "秘密鍵", "リカバリー",
		"復元フレーズ", "助记词", "私钥"}},
	{"identity", []string{"ssn", "social security", "passport", "national id", "national insurance", "id number",
		"tax id", "taxpayer", "driver license", "drivers license", "driver s license", "driving licence",
		"licence number", "license number", "date of birth", "steuer id", "steuernummer", "steueridentifikationsnummer",
		"personalausweis", "ausweisnummer", "reisepass", "sozialversicherungsnummer", "geburtsdatum",
		"numéro de sécurité sociale", "passeport", "date de naissance", "dni", "pasaporte",
		"fecha de nacimiento", "マイナンバー", "生年月日", "旅券", "身份证"}},
}

// fold is NFKC and lower case: full-width letters, ligatures and case
// differences never hide a word.
func fold(s string) string { return strings.ToLower(unorm.NFKC.String(s)) }

// phraseIn returns the first entry of list found in s: as whole words, or,
// for long or non-Latin entries, inside the letters run together.
func phraseIn(s string, list []string) (string, bool) {
	ws := words(fold(s))
	if p, ok := hasPhrase(ws, foldAll(list)); ok {
		return p, true
	}
	compact := Skeleton(s)
	for _, p := range list {
		pk := Skeleton(p)
		if pk == "" {
			continue
		}
		if (latinLen(pk) >= 7 || nonLatin(pk) >= 2) && strings.Contains(compact, pk) {
			return p, true
		}
	}
	return "", false
}

func foldAll(list []string) []string {
	out := make([]string, len(list))
	for i, p := range list {
		out[i] = strings.Join(words(fold(p)), " ")
	}
	return out
}

func latinLen(s string) int {
	n := 0
	for _, r := range s {
		if r < 0x250 {
			n++
		}
	}
	return n
}

func nonLatin(s string) int {
	n := 0
	for _, r := range s {
		if r >= 0x250 && unicode.IsLetter(r) {
			n++
		}
	}
	return n
}

// Money signals in page text around a control: amounts with a currency,
// currency codes and symbols, IBANs.
var (
	currencyRe = lazyregexp.New(`(?i)[€$£¥₹₩₽₺]|\b(?:eur|usd|gbp|jpy|chf|cad|aud|cny|inr|sek|nok|dkk|pln|brl|mxn)\b|円|元|원`)
	amountRe   = lazyregexp.New(`\d[\d.,' ]*[.,]\d{2}\b|\d{1,3}(?:[.,' ]\d{3})+`)
)

// moneyContext names the money signal in text ("currency", "IBAN", "card
// number") or "".
func moneyContext(text string) string {
	t := unorm.NFKC.String(text)
	if currencyRe.MatchString(t) && amountRe.MatchString(t) {
		return "an amount of money"
	}
	if k := personalData(t); k == "IBAN" || k == "card number" {
		return k
	}
	if p, ok := phraseIn(t, moneyWords); ok {
		return "“" + p + "”"
	}
	return ""
}
