package extract

import "strings"

// serverError is a line a PHP site printed into its page when it failed
// ("Warning: mysql_get_server_info(): Access denied … in
// /www/htdocs/…/plugin.php on line 12", "Deprecated: … on line 535"): the
// server's own error, shown above the article by an old WordPress, not
// the article.
var serverError = shared("serverError")

// dropServerErrors removes the server error lines (serverError). The
// content script does the same (content/observe.js dropServerErrors).
func dropServerErrors(lines []line) []line {
	return keepLines(lines, func(l line) bool {
		return l.isCode() || !strings.Contains(l.text, " on line ") || !serverError.MatchString(l.text)
	})
}
