package policy

import (
	"bytes"
	"encoding/json"
	"fmt"
	"net/url"
	"strings"
	"unicode"

	"github.com/laikabrowser/laika"
	"github.com/laikabrowser/laika/tools"
)

// Decide is the Policy Gate. It is pure and deterministic: the same Input
// always gives the same Result, and nothing runs. Checks run from the most
// to the least absolute, so the reason is always the strongest one:
//
//  1. unknown tool, bad arguments                      deny
//  2. run limits (budget, repeats, error streak)        deny
//  3. bad URL scheme, blocked origin, stale handle     deny
//  4. reads                                            allow
//  5. egress                                           ask
//  6. sensitive field                                  deny
//  7. money/data-committing click, personal data out   ask
//  8. page-sourced URL, query or typed text            ask
//  9. local app tools                                  allow
//  10. assist: ask; autodrive: allow only on allowed origins
func Decide(in Input) Result {
	call := in.Call
	if _, ok := tools.Lookup(call.Name); !ok {
		return Result{
			Verdict: laika.Verdict{Decision: laika.Deny, Reason: ReasonUnsupportedTool},
			Preview: fmt.Sprintf("Run a tool called %q.", call.Name),
			Detail:  fmt.Sprintf("Laika has no tool called %q, so nothing was run.", call.Name),
		}
	}
	if err := tools.Validate(call.Name, call.Arguments); err != nil {
		return Result{
			Verdict: laika.Verdict{Decision: laika.Deny, Reason: ReasonInvalidArguments},
			Preview: fmt.Sprintf("Run %s.", call.Name),
			Detail:  "The arguments do not match the tool: " + laika.ErrorMessage(err),
		}
	}
	args := map[string]any{}
	if a := bytes.TrimSpace(call.Arguments); len(a) > 0 {
		dec := json.NewDecoder(bytes.NewReader(a))
		dec.UseNumber()
		_ = dec.Decode(&args) // Validate just parsed it as an object
	}
	g := &gate{
		in: in, name: call.Name, args: args, goal: corpus(norm(strings.Join(append([]string{in.Goal}, in.UserTurns...), "\n"))),
		user: newUserWords(append([]string{in.Goal}, in.UserTurns...)...),
	}
	if in.Observation != nil {
		g.pageOrigin = originOf(in.Observation.URL)
	}
	r := g.decide()
	if r.Arguments == nil && r.Reason != ReasonInvalidURL {
		r.Arguments, _ = json.Marshal(g.args)
	}
	return r
}

// gate holds one decision's working state.
type gate struct {
	in         Input
	name       string
	args       map[string]any
	goal       corpus
	page       *corpus // built on first use: most calls never need it
	pageOrigin string
	el         laika.Element // the element a handle tool targets
	user       userWords
	pageLedger *Ledger // the current observation alone, built on first use
}

// untrusted finds candidate (or a decoding of it) in what the run has read:
// the current observation first, then the run's ledger. The user's own
// words never count.
func (g *gate) untrusted(candidate string) (LedgerMatch, bool) {
	if g.pageLedger == nil {
		g.pageLedger = &Ledger{}
		if o := g.in.Observation; o != nil {
			g.pageLedger.Add("the page "+clip(RedactURLForDetail(o.URL), 80), ObservationText(o))
		}
	}
	if m, ok := g.pageLedger.Find(candidate, g.user.has); ok {
		return m, true
	}
	return g.in.Ledger.Find(candidate, g.user.has)
}

// pageText is the page corpus for provenance checks.
func (g *gate) pageText() corpus {
	if g.page == nil {
		c := pageCorpus(g.in.Observation)
		g.page = &c
	}
	return *g.page
}

func (g *gate) str(key string) string {
	s, _ := g.args[key].(string)
	return s
}

func (g *gate) result(d laika.Decision, reason, detail string) Result {
	return Result{Verdict: laika.Verdict{Decision: d, Reason: reason}, Preview: g.preview(), Detail: sentence(detail)}
}

func (g *gate) decide() Result {
	if stop, reason := CheckRun(g.in.Run); stop {
		return g.result(laika.Deny, reason, runDetail(reason, g.in.Run))
	}
	recent := append(append([]string(nil), g.in.Run.RecentCalls...), Canonical(g.in.Call))
	if identicalTail(recent, MaxIdenticalCalls, "") {
		return g.result(laika.Deny, ReasonRepeatedCall, fmt.Sprintf("The same call was proposed %d times in a row; the run is looping.", MaxIdenticalCalls))
	}
	if err := g.sanitizeURLs(); err != nil {
		return g.result(laika.Deny, ReasonInvalidURL, laika.ErrorMessage(err)+".")
	}
	if r, done := g.checkBlocked(); done {
		return r
	}
	if r, done := g.checkHandles(); done {
		return r
	}
	switch cat := g.category(); cat {
	case tools.Read:
		return g.result(laika.Allow, ReasonReadOnly, "Reading the page changes nothing and sends nothing out.")
	case tools.Egress:
		return g.result(laika.Ask, ReasonEgress, "This sends data out of Laika; you approve exactly what leaves.")
	}
	if r, done := g.checkContent(); done {
		return r
	}
	if r, done := g.checkProvenance(); done {
		return r
	}
	if r, done := g.checkHostFetch(); done {
		return r
	}
	switch g.name {
	case "app.calculate", "collection.list_sources", "transform.list_types":
		return g.result(laika.Allow, ReasonReadOnly, "This reads local data; nothing leaves the machine.")
	case "artifact.save", "artifact.open", "collection.create", "transform.run":
		return g.result(laika.Allow, ReasonLocalOnly, "This changes only your local Laika data; nothing leaves the machine.")
	}
	return g.modeDecision()
}

func (g *gate) category() tools.Category {
	t, _ := tools.Lookup(g.name)
	return t.Category
}

// sanitizeURLs replaces every URL argument with its sanitized form, or
// fails with invalid_url.
func (g *gate) sanitizeURLs() error {
	if u, ok := g.args["url"].(string); ok {
		s, err := SanitizeURL(u)
		if err != nil {
			return err
		}
		g.args["url"] = s
	}
	if srcs, ok := g.args["sources"].([]any); ok {
		for _, x := range srcs {
			m, _ := x.(map[string]any)
			if u, ok := m["url"].(string); ok {
				s, err := SanitizeURL(u)
				if err != nil {
					return err
				}
				m["url"] = s
			}
		}
	}
	return nil
}

// targets are the origins a call would send the browser or the host to.
func (g *gate) targets() []string {
	var out []string
	if u := g.str("url"); u != "" {
		out = append(out, originOf(u))
	}
	if srcs, ok := g.args["sources"].([]any); ok {
		for _, x := range srcs {
			m, _ := x.(map[string]any)
			if u, ok := m["url"].(string); ok {
				out = append(out, originOf(u))
			}
		}
	}
	if g.name == "browser.click" && g.el.Href != "" {
		if o := g.hrefOrigin(); o != "" {
			out = append(out, o)
		}
	}
	if g.name == "search" {
		out = append(out, SearchEngines[g.engine()])
	}
	for _, u := range g.in.HostFetchURLs {
		out = append(out, originOf(u))
	}
	return out
}

// hrefOrigin resolves the clicked element's href against the page URL.
func (g *gate) hrefOrigin() string {
	h, err := url.Parse(strings.TrimSpace(g.el.Href))
	if err != nil {
		return ""
	}
	if g.in.Observation != nil {
		if base, err := url.Parse(g.in.Observation.URL); err == nil {
			h = base.ResolveReference(h)
		}
	}
	return originOf(h.String())
}

// checkBlocked denies everything but observation on or towards an origin
// the user blocked. It runs after handle lookup would be too late for a
// link target, so it resolves the handle itself.
func (g *gate) checkBlocked() (Result, bool) {
	if g.name == "browser.observe_dom" || len(g.in.Settings.BlockedOrigins) == 0 {
		return Result{}, false
	}
	if g.in.Observation != nil {
		g.el, _ = g.in.Observation.Element(g.str("handleId"))
	}
	blocked := g.in.Settings.BlockedOrigins
	if matchAny(blocked, g.pageOrigin, true) {
		return g.result(laika.Deny, ReasonBlockedOrigin, fmt.Sprintf("You blocked %s: Laika may only read pages there.", hostOf(g.pageOrigin))), true
	}
	for _, o := range g.targets() {
		if matchAny(blocked, o, true) {
			return g.result(laika.Deny, ReasonBlockedOrigin, fmt.Sprintf("You blocked %s.", hostOf(o))), true
		}
	}
	return Result{}, false
}

// checkHandles denies a handle that is not in the latest observation: the
// model invented it, or the page changed since.
func (g *gate) checkHandles() (Result, bool) {
	obs := g.in.Observation
	switch g.name {
	case "browser.click", "browser.type", "browser.select":
		h := g.str("handleId")
		el, ok := laika.Element{}, false
		if obs != nil {
			el, ok = obs.Element(h)
		}
		if !ok {
			return g.result(laika.Deny, ReasonStaleHandle, staleDetail(h, obs)), true
		}
		g.el = el
	case "browser.observe_dom":
		if h := g.str("rootHandleId"); h != "" && !hasHandle(obs, h) {
			return g.result(laika.Deny, ReasonStaleHandle, staleDetail(h, obs)), true
		}
	}
	return Result{}, false
}

func staleDetail(h string, obs *laika.Observation) string {
	if obs == nil {
		return fmt.Sprintf("There is no observation of the page, so handle %q cannot be checked; observe the page first.", h)
	}
	return fmt.Sprintf("Handle %q is not in the latest observation of the page; observe the page again.", h)
}

// hasHandle reports whether any part of the observation carries handle h.
func hasHandle(o *laika.Observation, h string) bool {
	if o == nil {
		return false
	}
	if o.Primary != nil && o.Primary.HandleID == h {
		return true
	}
	if _, ok := o.Element(h); ok {
		return true
	}
	for _, b := range o.Blocks {
		if b.HandleID == h {
			return true
		}
	}
	for _, it := range o.Items {
		if it.HandleID == h {
			return true
		}
	}
	for _, e := range o.Outline {
		if e.HandleID == h {
			return true
		}
	}
	for _, c := range o.Comments {
		if c.HandleID == h {
			return true
		}
	}
	return false
}

// checkContent looks at what the call carries: secrets typed into fields,
// clicks that commit, personal data in a query or URL. These hold in every
// mode.
func (g *gate) checkContent() (Result, bool) {
	switch g.name {
	case "browser.type", "browser.select":
		if kind := sensitiveField(g.el); kind != "" {
			return g.result(laika.Deny, ReasonSensitiveField, fmt.Sprintf("%s looks like a %s field; enter it yourself.", describe(g.el), kind)), true
		}
	}
	switch g.name {
	case "browser.type":
		if kind := sensitiveText(g.str("text")); kind != "" {
			return g.result(laika.Ask, ReasonSensitiveText, fmt.Sprintf("The text to type contains what looks like a %s; the page would receive it.", kind)), true
		}
		if r, done := g.checkCommitContext("Typing into"); done {
			return r, true
		}
	case "browser.select":
		label := optionLabel(g.el, g.str("value"))
		if p := commitPhrase(label, true); p != "" {
			return g.result(laika.Ask, ReasonCommits, fmt.Sprintf("Choosing %q in %s may commit money or data (%q); you confirm it every time.", clip(label, 80), describe(g.el), p)), true
		}
		if r, done := g.checkCommitContext("Choosing an option in"); done {
			return r, true
		}
	case "browser.click":
		link := g.el.Href != "" || strings.EqualFold(g.el.Role, "link") || strings.EqualFold(g.el.Tag, "a")
		if p := commitLabel(g.el, !link); p != "" {
			return g.result(laika.Ask, ReasonCommits, fmt.Sprintf("%s (%q) may commit money or data; you confirm it every time.", describe(g.el), p)), true
		}
		if p := hrefCommit(g.el.Href); g.el.Href != "" && p != "" {
			return g.result(laika.Ask, ReasonCommits, fmt.Sprintf("%s leads to an address that says %q: it may commit money or data; you confirm it every time.", describe(g.el), p)), true
		}
		if r, done := g.checkCommitContext("Clicking"); done {
			return r, true
		}
		if p := submitsSensitiveForm(g.el, g.in.Observation); p != "" {
			return g.result(laika.Ask, ReasonCommits, fmt.Sprintf("%s (%q) may submit the password, payment or code fields on this page; you confirm it every time.", describe(g.el), p)), true
		}
	case "search":
		if kind := personalData(g.str("query")); kind != "" {
			return g.result(laika.Ask, ReasonSensitiveQuery, fmt.Sprintf("The search query contains what looks like a %s, and it would be sent to a search engine.", kind)), true
		}
		if kind := tokenShape(g.str("query")); kind != "" {
			return g.result(laika.Ask, ReasonSensitiveQuery, fmt.Sprintf("The search query contains what looks like a %s, and it would be sent to a search engine.", kind)), true
		}
	case "browser.navigate", "browser.open_tab", "source.capture":
		if kind := urlPersonalData(g.str("url")); kind != "" {
			return g.result(laika.Ask, ReasonSensitiveURL, fmt.Sprintf("The URL carries what looks like a %s, and it would be sent to %s.", kind, hostOf(originOf(g.str("url"))))), true
		}
	}
	return Result{}, false
}

// checkCommitContext asks when the control sits in a dialog or form that
// carries money, account or destructive context: the content script's
// signals first, the words around it as an extra signal.
func (g *gate) checkCommitContext(verb string) (Result, bool) {
	e := g.el
	if e.Dialog == "" && !e.InForm {
		return Result{}, false
	}
	what := ""
	for _, s := range e.ContextSignals {
		switch s {
		case "price", "currency":
			what = "an amount of money"
		case "iban":
			what = "a bank account (IBAN)"
		case "card":
			what = "a payment card"
		case "account":
			what = "your account"
		case "destructive":
			what = "deleting or disabling something"
		}
		if what != "" {
			break
		}
	}
	if what == "" {
		what = moneyContext(e.Context)
	}
	if what == "" {
		if p, ok := phraseIn(e.Context, destructiveWords); ok {
			what = "“" + p + "”"
		}
	}
	if what == "" {
		return Result{}, false
	}
	where := "a form"
	if e.Dialog != "" {
		where = "a dialog"
	}
	return g.result(laika.Ask, ReasonCommits, fmt.Sprintf("%s %s: it is in %s about %s; you confirm it every time.", verb, describe(e), where, what)), true
}

// urlPersonalData checks a URL's query values. Paths are left alone: long
// numeric ids in paths are how most sites name pages.
func urlPersonalData(raw string) string {
	u, err := url.Parse(raw)
	if err != nil {
		return ""
	}
	for _, vs := range u.Query() {
		for _, v := range vs {
			if kind := personalData(v); kind != "" && kind != "account-like number" {
				return kind
			}
		}
	}
	return ""
}

// checkProvenance asks when a URL, query or typed text came from the page
// rather than the user's goal.
func (g *gate) checkProvenance() (Result, bool) {
	var what, v string
	var bad bool
	var m LedgerMatch
	switch g.name {
	case "browser.navigate", "browser.open_tab", "source.capture":
		what = "URL"
		raw := g.urlForProvenance()
		v, bad = untrustedURL(raw, hostOf(g.pageOrigin), g.pageText(), g.goal)
		if bad && strings.HasPrefix(v, "/") && g.user.fromUser(v) {
			bad = false // a path made of the user's own words, which the page happens to link too
		}
		if !bad {
			m, bad = g.untrustedURLParts(raw)
		}
	case "search":
		what = "search query"
		v, bad = untrustedText(g.str("query"), g.pageText(), g.goal)
		if !bad && !g.user.fromUser(g.str("query")) {
			m, bad = g.untrusted(g.str("query"))
		}
	case "browser.type":
		what = "text"
		v, bad = untrustedText(g.str("text"), g.pageText(), g.goal)
		if !bad && !g.user.fromUser(g.str("text")) {
			m, bad = g.untrusted(g.str("text"))
		}
	case "browser.select":
		what = "option"
		// Choosing one of the select's own options plants nothing: the
		// allowlist judges what choosing it does.
		if !g.user.fromUser(g.str("value")) && !isOption(g.el, g.str("value")) {
			m, bad = g.untrusted(g.str("value"))
		}
	}
	if !bad {
		return Result{}, false
	}
	if m.Source != "" {
		how := ""
		if m.How != "" {
			how = " (" + m.How + ")"
		}
		return g.result(laika.Ask, ReasonUntrustedProvenance,
			fmt.Sprintf("The %s carries text%s that Laika read in %s, not in your request; pages can plant instructions, so you decide.", what, how, m.Source)), true
	}
	return g.result(laika.Ask, ReasonUntrustedProvenance,
		fmt.Sprintf("The %s (%q) appears in the page but not in your request; pages can plant instructions, so you decide.", what, clip(v, 120))), true
}

// untrustedURLParts looks for ledger text in a URL's host labels, path,
// query and fragment: a secret the page showed rides out in any of them.
func (g *gate) untrustedURLParts(raw string) (LedgerMatch, bool) {
	u, err := url.Parse(strings.TrimSpace(raw))
	if err != nil {
		return g.untrusted(raw)
	}
	parts := []string{u.Path, u.RawQuery, u.Fragment}
	if host, err := originHost(u.Hostname()); err == nil && host != hostOf(g.pageOrigin) && host != site(host) {
		// Labels left of the registrable domain: "<secret>.allowed.example".
		parts = append(parts, strings.TrimSuffix(host, "."+site(host)))
	}
	for _, p := range parts {
		if d, err := url.QueryUnescape(p); err == nil && g.user.fromUser(d) {
			continue
		}
		if m, ok := g.untrusted(p); ok {
			return m, true
		}
	}
	return LedgerMatch{}, false
}

// urlForProvenance is the URL as the model wrote it: sanitizing may have
// removed the very parameter the page planted.
func (g *gate) urlForProvenance() string {
	var raw struct {
		URL string `json:"url"`
	}
	_ = json.Unmarshal(g.in.Call.Arguments, &raw)
	return raw.URL
}

// modeDecision is the last step: assist asks; autodrive allows when every
// origin the action touches is on the user's autodrive list.
func (g *gate) modeDecision() Result {
	if g.in.Settings.Mode != Autodrive {
		return g.result(laika.Ask, ReasonAssist, "In assist mode you approve every action that changes the page, navigates or searches.")
	}
	origins := g.actOrigins()
	if len(origins) == 0 {
		return g.result(laika.Ask, ReasonOriginNotAllowed, "Laika cannot tell which site this acts on, so you decide.")
	}
	for _, o := range origins {
		if o == "" {
			return g.result(laika.Ask, ReasonOriginNotAllowed, "Laika cannot tell which site this acts on, so you decide.")
		}
		if !matchAny(g.in.Settings.AutodriveOrigins, o, false) {
			return g.result(laika.Ask, ReasonOriginNotAllowed, fmt.Sprintf("%s is not on your autodrive list.", hostOf(o)))
		}
	}
	if r, done := g.autodriveAllowlist(); done {
		return r
	}
	return g.result(laika.Allow, ReasonAutodriveOrigin, fmt.Sprintf("Autodrive is on and %s is on your autodrive list.", hostOf(origins[len(origins)-1])))
}

// autodriveAllowlist asks about anything autodrive does not know to be
// safe on an allowed origin: free text that is not the user's own words,
// clicks whose effect is not navigation or disclosure, form submission.
func (g *gate) autodriveAllowlist() (Result, bool) {
	ask := func(reason, detail string) (Result, bool) { return g.result(laika.Ask, reason, detail), true }
	switch g.name {
	case "browser.type":
		if why := g.user.whyNot(g.str("text"), ""); why != "" {
			return ask(ReasonNotUserWords, "Autodrive types only your own words; this text is not made of your request's words ("+why+"), so you decide.")
		}
		if g.el.FormAction != "" && !sameSiteLink(g.el.FormAction, obsURLOf(g.in.Observation)) {
			// Some pages send a form as soon as a field changes.
			return ask(ReasonFormSubmission, fmt.Sprintf("Autodrive types only into forms that stay on the site; %s belongs to a form that sends to %s, so you decide.", describe(g.el), hostOf(originOf(g.el.FormAction))))
		}
	case "search":
		if why := g.user.whyNot(g.str("query"), ""); why != "" {
			return ask(ReasonNotUserWords, "Autodrive searches only for your own words; this query is not made of your request's words ("+why+"), so you decide.")
		}
	case "browser.navigate", "browser.open_tab":
		if u, err := url.Parse(strings.TrimSpace(g.urlForProvenance())); err == nil && u.User != nil {
			return ask(ReasonNotUserWords, "Autodrive opens only addresses made of your own words; this one carried a user name or password, so you decide.")
		}
		if part, ok := g.user.urlFromUser(g.str("url"), obsURLOf(g.in.Observation), g.in.Settings.AutodriveOrigins); !ok {
			return ask(ReasonNotUserWords, fmt.Sprintf("Autodrive opens only addresses made of your own words; %q is not in your request, so you decide.", part))
		}
	case "browser.select":
		v := g.str("value")
		if !selectIsNavigation(g.el, v, obsURLOf(g.in.Observation)) && !g.user.fromUser(v) {
			return ask(ReasonNotUserWords, fmt.Sprintf("Choosing %q in %s is not plain navigation and not in your request, so you decide.", clip(optionLabel(g.el, v), 80), describe(g.el)))
		}
	case "browser.click":
		effect, why := clickEffect(g.el, obsURLOf(g.in.Observation))
		if effect == "" {
			reason := ReasonEffectUnknown
			if strings.Contains(why, "form") {
				reason = ReasonFormSubmission
			}
			return ask(reason, fmt.Sprintf("Autodrive clicks only links, pagination, tabs and expand toggles; %s: %s, so you decide.", describe(g.el), why))
		}
	}
	return Result{}, false
}

func obsURLOf(o *laika.Observation) string {
	if o == nil {
		return ""
	}
	return o.URL
}

// actOrigins are the origins an action touches: the target for URL tools,
// the engine for search, the page (and a link's target) for the rest.
func (g *gate) actOrigins() []string {
	switch g.name {
	case "browser.navigate", "browser.open_tab", "source.capture":
		return []string{originOf(g.str("url"))}
	case "search":
		return []string{SearchEngines[g.engine()]}
	case "browser.click":
		out := []string{g.pageOrigin}
		// A javascript: or mailto: href has no origin: the click stays on
		// the page (mailto hands off to the mail client, which asks itself).
		if o := g.hrefOrigin(); g.el.Href != "" && o != "" {
			out = append(out, o)
		}
		return out
	}
	if g.in.Observation == nil {
		return nil
	}
	return []string{g.pageOrigin}
}

func (g *gate) engine() string {
	if e := strings.ToLower(g.str("engine")); e != "" {
		return e
	}
	if e := strings.ToLower(g.in.Settings.SearchEngine); e != "" {
		return e
	}
	return DefaultSearchEngine
}

func runDetail(reason string, r RunState) string {
	switch reason {
	case ReasonStepBudget:
		budget := r.StepBudget
		if budget <= 0 {
			budget = DefaultStepBudget
		}
		return fmt.Sprintf("The run used its %d steps; Laika stops and reports what it has.", budget)
	case ReasonErrorStreak:
		return fmt.Sprintf("%d tool calls failed in a row; Laika stops instead of guessing.", r.ErrorStreak)
	}
	return fmt.Sprintf("The same call was made %d times in a row; the run is looping.", MaxIdenticalCalls)
}

// sentence capitalises the first letter: details often start with a
// described element ("the button ...").
func sentence(s string) string {
	r := []rune(s)
	if len(r) > 0 {
		r[0] = unicode.ToUpper(r[0])
	}
	return string(r)
}
