package policy

import (
	"strings"
	"sync"
	"unicode"

	"github.com/laikabrowser/laika/internal/fieldwords"
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
	// more de, fr, es
	"kauf", "kauf abschließen", "bestellung absenden", "kostenpflichtig bestellen", "zahlung bestätigen", "sofort kaufen", "jetzt überweisen", "überweisung ausführen", "achat", "confirmer l achat",
	"payer maintenant", "procéder au paiement", "valider mon panier", "valider et payer", "compra", "finalizar compra",
	"confirmar compra", "pagar ahora", "realizar el pago", "comprar ya",
	// it, pt, nl, pl, cs, sk, hu, ro, da, no, fi, el, uk, ar, he, hi, th, vi, id
	"acquista ora", "compra ora", "paga ora", "conferma ordine", "conferma pagamento", "concludi ordine",
	"comprar agora", "finalizar pedido", "confirmar pagamento", "nu kopen", "koop nu", "afrekenen", "bestelling plaatsen",
	"zamów", "zamawiam", "zamawiam i płacę", "kupuję", "zapłać teraz", "koupit", "koupit nyní", "zaplatit", "objednat",
	"kúpiť", "zaplatiť", "vásárlás", "megveszem", "fizetés", "megrendelés", "cumpără", "cumpără acum", "plătește",
	"køb", "køb nu", "betal", "betal nu", "kjøp", "kjøp nå", "osta", "osta nyt", "maksa", "tilaa", "αγορά", "πληρωμή",
	"купити", "оплатити", "замовити", "شراء", "اشتر", "اشتري الآن", "ادفع", "الدفع", "קנה", "קנה עכשיו", "לתשלום",
	"खरीदें", "अभी खरीदें", "भुगतान", "ซื้อ", "ซื้อเลย", "ชำระเงิน", "mua", "mua ngay", "thanh toán", "đặt hàng",
	"beli", "beli sekarang", "bayar", "bayar sekarang",
	// ja, zh, ko
	"購入", "今すぐ購入", "購入手続き", "注文", "注文を確定", "注文する", "支払", "支払う", "お支払い", "決済", "振込",
	"振り込み", "送金", "寄付", "申し込", "買う", "今すぐ買う", "レジに進む", "购买", "立即购买", "支付", "付款",
	"下单", "转账", "購買", "구매", "결제", "송금", "주문",
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
	// closing an account, several languages
	"close my account", "konto schließen", "konto kündigen", "konto löschen", "fermer mon compte", "fermer le compte",
	"cerrar cuenta", "cerrar mi cuenta", "chiudi account", "encerrar conta", "アカウントを削除", "退会する",
	// more languages: it, pt, nl, pl, cs, hu, ro, da, no, sv, fi, el, uk, ar, he, hi, th, vi, id
	"rimuovi", "disattiva", "disabilita", "remover", "desativar", "encerrar conta", "opheffen", "uitschakelen",
	"wyłącz", "dezaktywuj", "smazat", "odstranit", "zrušit", "vypnout", "törlés", "töröl", "eltávolítás",
	"letiltás", "șterge", "sterge", "dezactivează", "slet", "fjern", "deaktiver", "slett", "ta bort konto",
	"inaktivera", "poista", "poista käytöstä", "διαγραφή", "απενεργοποίηση", "видалити", "вимкнути", "حذف",
	"إزالة", "تعطيل", "מחק", "מחיקה", "הסר", "השבת", "हटाएं", "मिटाएं", "निष्क्रिय", "ลบ", "ปิดใช้งาน", "xóa",
	"xoá", "vô hiệu hóa", "hapus", "nonaktifkan",
	// ja, zh, ko
	"削除", "消去", "解約", "無効", "退会", "取り消", "删除", "注销", "刪除", "停用", "삭제", "탈퇴", "비활성화",
}

var accountWords = []string{
	"account", "two factor", "two-factor", "2fa", "mfa", "password", "email address", "security key", "recovery",
	"konto", "benutzerkonto", "zwei faktor", "compte", "double authentification", "cuenta", "dos factores",
	"conta", "account", "profilo", "fiók", "účet", "konta", "tili", "λογαριασμός", "акаунт", "аккаунт", "حساب",
	"חשבון", "खाता", "บัญชี", "tài khoản", "akun", "アカウント", "二段階", "二要素", "账户", "账号", "帳戶", "계정",
}

// icons that say what a control without words does: a bin deletes, a card
// or banknotes pay.
var commitIcons = []string{"🗑", "🚮", "❌", "💳", "💸", "💰", "💵", "💶"}

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

// sensitiveWords are the sensitive-field names and labels, by kind: the one
// list the content script also gets (internal/fieldwords).
var sensitiveWords = fieldwords.Sensitive

// fold is NFKC and lower case: full-width letters, ligatures and case
// differences never hide a word.
func fold(s string) string { return strings.ToLower(unorm.NFKC.String(s)) }

// phraseIn returns the first entry of list found in s: as whole words, or,
// for long or non-Latin entries, inside the letters run together.
func phraseIn(s string, list []string) (string, bool) {
	set := prepared(list)
	ws := words(fold(s))
	if p, ok := hasPhrase(ws, set.folded); ok {
		return p, true
	}
	if len(set.compact) == 0 {
		return "", false
	}
	compact := Skeleton(s)
	for _, c := range set.compact {
		if strings.Contains(compact, c.skeleton) {
			return c.phrase, true
		}
	}
	return "", false
}

// phraseSet is a word list folded once: the lists are package-level
// values, and folding hundreds of entries on every decision would cost
// more than the decision.
type phraseSet struct {
	folded  []string
	compact []struct{ phrase, skeleton string }
}

var phraseSets sync.Map // *string (the list's first entry) -> *phraseSet

// prepared returns the folded form of a package-level list (keyed by its
// backing array, so a list built per call would never hit: none is).
func prepared(list []string) *phraseSet {
	if len(list) == 0 {
		return &phraseSet{}
	}
	if v, ok := phraseSets.Load(&list[0]); ok {
		if ps := v.(*phraseSet); len(ps.folded) == len(list) {
			return ps
		}
	}
	ps := &phraseSet{folded: foldAll(list)}
	for _, p := range list {
		if pk := Skeleton(p); pk != "" && (latinLen(pk) >= 7 || nonLatin(pk) >= 2) {
			ps.compact = append(ps.compact, struct{ phrase, skeleton string }{p, pk})
		}
	}
	phraseSets.Store(&list[0], ps)
	return ps
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

// navSelectWords name a <select> that sorts, filters, pages or switches
// the view: choosing in it navigates.
var navSelectWords = []string{"sort", "sort by", "sorting", "order by", "orderby", "filter", "filter by",
	"per page", "results per page", "items per page", "page size", "page", "language", "version", "category",
	"jump to", "go to", "sortieren", "sortieren nach", "sortierung", "sortiert nach", "filtern", "pro seite",
	"sprache", "seite", "kategorie", "trier", "trier par", "tri", "filtrer", "par page", "langue", "catégorie",
	"ordenar", "ordenar por", "filtrar", "por página", "idioma", "categoría", "página", "ordina", "ordina per",
	"sorteer", "sorteren", "sortera", "sorter", "lajittele", "sortuj", "並び替え", "並べ替え", "表示件数", "表示順",
	"絞り込み", "言語", "カテゴリ", "排序", "筛选", "语言", "정렬", "필터"}
