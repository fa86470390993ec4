package summary

import (
	"strings"
	"testing"
)

func TestPointer(t *testing.T) {
	for _, c := range []struct {
		s    string
		want bool
	}{
		{"For more information, see Docker Desktop for Linux.", true},
		{"For more information about principals, see IAM principals.", true},
		{"For more information, check out the full feature list.", true},
		{"See package-lock.json and npm shrinkwrap.", true},
		{"See also: the install guide.", true},
		{"Learn more about the Tauri philosophy in the Tauri 1.0 blog post.", true},
		{"See how our products look in real homes!", true},
		{"Refer to the release notes for the full list.", true},
		{"Pour en savoir plus, consultez la documentation.", true},
		{"Para más información, visite nuestra página.", true},
		{"Siehe auch die Hinweise zur Installation.", true},
		{"For a general overview of how to provision infrastructure, refer to Core Terraform workflow.", true},
		{"For information on ebuild files, see the ebuild article.", true},
		{"For more information see Section 4.2.10 and Section 23.2.", true},
		{"To learn more, see Store your Twilio credentials securely.", true},
		// A question asks (rank.go weighs it).
		{"See any errors on this page?", false},
		// "For" that opens a statement.
		{"For a beginner, a refractor is easier: see the mirrors of a reflector, which need adjusting.", false},
		{"For years, the town saw its river flood every spring.", false},
		// Says more than where to look.
		{"See the T: entry for the subsystem in the MAINTAINERS file to find that tree, or simply ask the maintainer if the tree is not listed there.", false},
		{"See the difference the vibrant screen makes, whether you're racing at top speed or squaring off against enemies.", false},
		// Names that open with the words.
		{"See's Candies was founded in Los Angeles in 1921.", false},
		{"Seeing the stack and the heap helps.", false},
		{"Visitors can see the castle from the bridge.", false},
		{"The docs say to see a doctor.", false},
	} {
		if got := pointer(c.s); got != c.want {
			t.Errorf("pointer(%q) = %v, want %v", c.s, got, c.want)
		}
	}
}

// TestPointerIsNoPoint: a docs page's "See …" line, central to its
// section, is not quoted as a key point.
func TestPointerIsNoPoint(t *testing.T) {
	text := "H1: npm install\n" +
		"This command installs a package and any packages that it depends on.\n" +
		"H2: Description\n" +
		"See package-lock.json and npm shrinkwrap.\n" +
		"By default, npm install will install all modules listed as dependencies in package.json.\n" +
		"With the --production flag, npm will not install modules listed in devDependencies.\n" +
		"npm install saves any specified packages into dependencies by default.\n" +
		"For more information about package-lock.json, see the package-lock.json docs.\n"
	md := builtinSummary(t, "npm install", text) // references_test.go
	for _, bad := range []string{"See package-lock.json", "For more information"} {
		if strings.Contains(md, bad) {
			t.Errorf("the summary quotes %q:\n%s", bad, md)
		}
	}
	if !strings.Contains(md, "devDependencies") {
		t.Errorf("a point is left out:\n%s", md)
	}
}
