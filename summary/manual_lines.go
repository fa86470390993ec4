package summary

import (
	"github.com/laikabrowser/laika/internal/lazyregexp"
	"github.com/laikabrowser/laika/internal/sentence"
)

// Manuals made with Texinfo (GNU's, libffi's, Nettle's) print two kinds of
// line that are no statement. Each node opens with its navigation ("Next:
// The Basics, Previous: Introduction, Up: Top [Contents][Index]"), which
// was the whole summary of libffi's index page. And each function, macro
// or type is introduced by its definition line ("Function: void gcm_encrypt
// (struct gcm_ctx *ctx, …)"), a signature that Nettle's summary quoted as
// a key point. The sentences under a definition say what it does; they
// are the points.
//
// Node.js's API reference lists a method's arguments as "name <type>
// what it is" ("message <string> If provided, the error message is set
// to this value."): two of its assert page's five points. The method's
// own description says what it does.
//
// Reference manuals also note when each thing came or changed ("Changed
// in version 3.3: Added the optional func parameter.", Sphinx's
// versionchanged; "Added in: v0.1.21", Node.js's): history beside the
// text, which Python's itertools page quoted as a key point.

// nodeNav reports a manual node's navigation line.
func nodeNav(s string) bool { return nodeNavLine.MatchString(s) }

var nodeNavLine = lazyregexp.New(`^(?:(?:Next|Previous|Prev|Up|Forward|Back):\s+[^:,\[]+?(?:,\s*|\s+|$))+(?:\[(?:Contents|Index)\]\s*)*$`)

// definitionLine reports a reference manual's definition line: a
// category, a colon and a signature, which ends as no sentence does.
func definitionLine(s string) bool {
	return definitionHead.MatchString(s) && !sentence.Ends(s)
}

var definitionHead = lazyregexp.New(`^(?:Function|Library Function|Macro|Special Form|Command|Interactive Command|Variable|User Option|Constant|Data Type|Type|Method|Instance Variable|Class|Struct|Typedef|Enum|Prototype|Keyword|Built-in Function):\s+\S`)

// typedParam reports an argument, return value or base class listed with
// its type in angle brackets ("expected <any> The expected property …",
// "Returns: <Buffer> | <string> …", "Extends: <errors.Error>", an event
// listener's "socket: <tls.TLSSocket> the server socket …").
func typedParam(s string) bool { return typedParamLine.MatchString(s) }

var typedParamLine = lazyregexp.New(`^(?:(?:Returns|Extends|Type):\s*|\.{0,3}[\w$.]+(?:\[\])?:?\s+)<[\w$.]+(?:\[\])?>(?:\s*\|\s*<[^>]+>)*(?:\s|$)`)

// versionNote reports a manual's note of the version a thing came in or
// changed in. A deprecation is left to be quoted: it tells the reader
// what not to use.
func versionNote(s string) bool { return versionNoteLine.MatchString(s) }

var versionNoteLine = lazyregexp.New(`^(?:New|Added|Changed|Updated|Introduced)(?: in| since)?:? (?:version \d+(?:\.\d+)*|v\d+(?:\.\d+)*|\d+\.\d+(?:\.\d+)*)\b`)
