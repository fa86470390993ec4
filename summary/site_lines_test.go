package summary

import (
	"context"
	"strings"
	"testing"

	"github.com/laikabrowser/laika"
)

// TestSiteLine: each kind of line about the site (site_lines.go), and
// lines that only look like one.
func TestSiteLine(t *testing.T) {
	kinds := map[string]func(string) bool{"pointer": pointer, "disclosure": disclosure, "logistics": logistics, "solicits": solicits, "control": control, "shopTerms": shopTerms}
	for _, c := range []struct {
		kind string
		s    string
		want bool
	}{
		// pointer
		{"pointer", "For more information, see Docker Desktop for Linux.", true},
		{"pointer", "For more information about principals, see IAM principals.", true},
		{"pointer", "For more information, check out the full feature list.", true},
		{"pointer", "See package-lock.json and npm shrinkwrap.", true},
		{"pointer", "See also: the install guide.", true},
		{"pointer", "Learn more about the Tauri philosophy in the Tauri 1.0 blog post.", true},
		{"pointer", "See how our products look in real homes!", true},
		{"pointer", "Refer to the release notes for the full list.", true},
		{"pointer", "Pour en savoir plus, consultez la documentation.", true},
		{"pointer", "Para más información, visite nuestra página.", true},
		{"pointer", "Siehe auch die Hinweise zur Installation.", true},
		{"pointer", "For a general overview of how to provision infrastructure, refer to Core Terraform workflow.", true},
		{"pointer", "For information on ebuild files, see the ebuild article.", true},
		{"pointer", "For more information see Section 4.2.10 and Section 23.2.", true},
		{"pointer", "To learn more, see Store your Twilio credentials securely.", true},
		// A question asks (rank.go weighs it).
		{"pointer", "See any errors on this page?", false},
		// "For" that opens a statement.
		{"pointer", "For a beginner, a refractor is easier: see the mirrors of a reflector, which need adjusting.", false},
		{"pointer", "For years, the town saw its river flood every spring.", false},
		// Says more than where to look.
		{"pointer", "See the T: entry for the subsystem in the MAINTAINERS file to find that tree, or simply ask the maintainer if the tree is not listed there.", false},
		{"pointer", "See the difference the vibrant screen makes, whether you're racing at top speed or squaring off against enemies.", false},
		// Names that open with the words.
		{"pointer", "See's Candies was founded in Los Angeles in 1921.", false},
		{"pointer", "Seeing the stack and the heap helps.", false},
		{"pointer", "Visitors can see the castle from the bridge.", false},
		{"pointer", "The docs say to see a doctor.", false},
		// disclosure
		{"disclosure", "If you purchase something through the link, I may receive a small commission at no extra charge to you.", true},
		{"disclosure", "When you buy through our links, we may earn a commission.", true},
		{"disclosure", "InStyle may receive compensation for some links to products and services on this website.", true},
		{"disclosure", "As an Amazon Associate I earn from qualifying purchases.", true},
		{"disclosure", "This post may contain affiliate links.", true},
		{"disclosure", "Some of the links above are affiliate links, meaning, at no additional cost to you, Fandom will earn a commission.", true},
		{"disclosure", "Dieser Artikel enthält Affiliate Links, mehr darüber erfährst du in unserer Datenschutzerklärung.", true},
		{"disclosure", "Die Affiliate-Links sind entweder durch das Amazon-\"a\" oder einen Stern gekennzeichnet.", true},
		{"disclosure", "The affiliate links are marked with an asterisk (*).", true},
		{"disclosure", "Bei den Verlinkungen handelt es sich um Affiliate Links.", true},
		// About commissions and links, not a disclosure.
		{"disclosure", "Those articles often seem to exist only for an affiliate link to be inserted somewhere.", false},
		{"disclosure", "The European Commission may receive the report next week.", false},
		{"disclosure", "Agents earn a commission of 6% on each sale.", false},
		// logistics
		{"logistics", "In stock and Shipping Now Order within 1 day 10 hours to have it shipped tomorrow.", true},
		{"logistics", "Seller ships within 1 day after receiving cleared payment.", true},
		{"logistics", "Free shipping on orders over $50.", true},
		{"logistics", "Only 3 left in stock - order soon.", true},
		{"logistics", "Usually ships within 2 to 3 days.", true},
		{"logistics", "Get it by Tue, Mar 10 with free delivery.", true},
		{"logistics", "30-day returns on all orders.", true},
		{"logistics", "Sofort lieferbar, Lieferzeit 1-3 Werktage.", true},
		{"logistics", "Kostenloser Versand ab 50 € Bestellwert.", true},
		{"logistics", "US $15.47 eBay International Shipping.", true},
		{"logistics", "£3.99 standard delivery", true},
		// About shipping, not a shop's notice.
		{"logistics", "The $40 billion shipping industry moved more containers than ever.", false},
		{"logistics", "Shipping costs rose by a fifth last year as fuel prices climbed.", false},
		{"logistics", "Stock markets fell sharply on Monday.", false},
		{"logistics", "Delivery drivers in the city went on strike for better pay.", false},
		{"logistics", "In stockholder meetings the board answers questions.", false},
		// solicits
		{"solicits", "Sign up and stay up to date with Barbados' FREE latest news.", true},
		{"solicits", "Subscribe now to our eNATION edition for the full story.", true},
		{"solicits", "To view the full story, please subscribe to The Haitian Times.", true},
		{"solicits", "Click below to learn more and sign up!", true},
		{"solicits", "SUBSCRIBE & SAVE: Join the Society of Strong Coffee to save 30% off your first shipment.", true},
		{"solicits", "Join our mailing list for weekly recipes.", true},
		{"solicits", "You are using an out-of-date browser; some features will not work.", true},
		{"solicits", "Please update your browser to view this site.", true},
		{"solicits", "Leider verwendet Ihr mit dem Internet Explorer jedoch einen veralteten Browser, der unsere neusten Technologien nicht mehr unterstützt.", true},
		{"solicits", "Schauen Sie mal in unseren Musiknewsletter!", true},
		{"solicits", "Follow The Gleaner on Twitter and Instagram @JamaicaGleaner and on Facebook @GleanerJamaica.", true},
		{"solicits", "Follow us to stay up to date on industry trends.", true},
		{"solicits", "Folgen Sie uns auf Instagram!", true},
		{"solicits", "If you see anything in the documentation that is not correct, does not match your experience with the particular feature or requires further clarification, please use this form to report a documentation issue.", true},
		{"solicits", "If you find a mistake in this guide, please open an issue on GitHub.", true},
		{"solicits", "Found a typo? Edit this page on GitHub.", true},
		{"solicits", "Edit this page", true},
		{"solicits", "Report an issue with this page", true},
		{"solicits", "If you see an error message, restart the service and try again.", false},
		{"solicits", "If you find the page in the index, open it and report the figure to the clerk.", false},
		{"solicits", "Share your photos on Instagram with #MyIKEAUSA or tag @IKEAUSA for a chance to be seen here.", true},
		{"solicits", "Tag us on Instagram to be featured.", true},
		{"solicits", "Share your screen with the team before the call starts.", false},
		{"solicits", "Tag the release in git, then push the tag.", false},
		{"solicits", "Fans tag us on Instagram with photos of their gardens every spring.", false},
		{"solicits", "If you find a mistake in the guide's example, open the config file and fix the port.", false},
		{"solicits", "Follow these steps to send an SMS message from your Twilio phone number.", false},
		{"solicits", "Follow the river on foot to the old mill, then cross at the ford.", false},
		{"solicits", "Please enter a valid email.", true},
		{"solicits", "This field is required.", true},
		{"solicits", "Please keep me up to date with Brooklinen news and offers by email.", true},
		{"solicits", "Keep me updated on new arrivals", true},
		{"solicits", "I agree to receive marketing emails from Harbor Tux.", true},
		{"solicits", "Send me news and exclusive offers", true},
		{"solicits", "I can unsubscribe at any time.", true},
		{"solicits", "I have read the Brooklinen Privacy Policy.", true},
		{"solicits", "By signing up, you are agreeing to receive marketing and promotional emails related to Brooklinen.", true},
		{"solicits", "You can unsubscribe from the tide alerts in the app's settings, and the log keeps your past entries.", true},
		{"solicits", "I have read the privacy policy of three airlines, and none says how long it keeps the data.", false},
		{"solicits", "By clicking through the archive you can read the keeper's log for every year since 1931.", false},
		{"solicits", "Enter a valid date range to see the fares, then pick a return flight.", false},
		{"solicits", "Keep me in mind when you plan the next trip, she told the guide.", false},
		{"solicits", "Send me the tide tables for May, the harbour master wrote, and the log will be kept.", false},
		{"solicits", "I agree to receive the award on behalf of the whole crew.", false},
		// control
		{"control", "Add to cart", true},
		{"control", "Buy It Now", true},
		{"control", "Contact seller", true},
		{"control", "In den Warenkorb", true},
		{"control", "Learn moreeBay Money Back Guarantee - opens new window or tab", true},
		{"control", "Join or sign in", true},
		{"control", "Register for free", true},
		{"control", "Log in or create an account", true},
		{"control", "Join the two boards with glue.", false},
		{"control", "Go to Product Search Go to Footer", true},
		{"control", "Skip to main content", true},
		{"control", "More Buying Options", true},
		{"control", "Go to the footer of the tower, then climb the stairs to the lamp room.", false},
		{"control", "Choose color White", true},
		{"control", "Select size: M", true},
		{"control", "Select your storage 256 GB", true},
		{"control", "Farbe wählen: Blau", true},
		{"control", "Choose a colour that suits the room, since the shelves will be seen from the door.", false},
		{"control", "Select the size of the image in the dialog, then press OK.", false},
		{"control", "Add to cart the flour, then the eggs, and stir until smooth.", false},
		{"control", "Read more about how the tide tables are computed in chapter two.", false},
		// shopTerms (product pages only)
		{"shopTerms", "Buyer pays for return shipping.", true},
		{"shopTerms", "If you use an eBay shipping label, it will be deducted from your refund amount.", true},
		{"shopTerms", "30 days returns.", true},
		{"shopTerms", "Special financing available.", true},
		{"shopTerms", "Get the item you ordered or your money back.", true},
		{"shopTerms", "The magnet holds screws in place while you work.", false},
		// A how-to's steps and plain statements.
		{"solicits", "Sign in to the Azure portal with your account.", false},
		{"solicits", "Subscribers to the service rose by a third last year.", false},
		{"solicits", "Join the two boards with wood glue and clamp them overnight.", false},
		{"solicits", "Click the phone number that Twilio gave you.", false},
		{"solicits", "The browser wars of the 1990s shaped how the web works today.", false},
	} {
		if got := kinds[c.kind](c.s); got != c.want {
			t.Errorf("%s(%q) = %v, want %v", c.kind, c.s, got, c.want)
		}
		if c.want && c.kind != "shopTerms" && !siteLine(c.s) {
			t.Errorf("siteLine(%q) = false", c.s)
		}
	}
}

// TestSiteLinesAreNoPoints: a page whose lead and points are crowded by
// lines about the site (a disclosure, a stock notice, a pointer, a
// request to subscribe) is summarized from what it says of its subject.
func TestSiteLinesAreNoPoints(t *testing.T) {
	for _, c := range []struct {
		title, text string
		bad         []string
		keep        string
	}{
		{"npm install", "H1: npm install\n" +
			"This command installs a package and any packages that it depends on.\n" +
			"H2: Description\n" +
			"See package-lock.json and npm shrinkwrap.\n" +
			"By default, npm install will install all modules listed as dependencies in package.json.\n" +
			"With the --production flag, npm will not install modules listed in devDependencies.\n" +
			"npm install saves any specified packages into dependencies by default.\n" +
			"For more information about package-lock.json, see the package-lock.json docs.\n",
			[]string{"See package-lock.json", "For more information"}, "devDependencies"},
		{"Small nursery ideas", "H1: Small nursery ideas\n" +
			"This post may contain affiliate links. If you purchase something through the link, I may receive a small commission at no extra charge to you.\n" +
			"A small nursery can still hold everything a baby needs if you plan the walls as carefully as the floor.\n" +
			"Shelves above the changing table keep diapers and creams within reach without taking floor space.\n" +
			"A crib with drawers underneath doubles as storage for blankets and clothes.\n",
			[]string{"commission", "affiliate"}, "plan the walls"},
		{"HiFiMAN Sundara Planar Magnetic Headphones", "H1: HiFiMAN Sundara\n" +
			"In stock and Shipping Now Order within 1 day 10 hours to have it shipped tomorrow.\n" +
			"H2: Description\n" +
			"The Sundara headphones use planar magnetic drivers with an ultra-thin diaphragm for low distortion.\n" +
			"Their open back gives a wide, natural stage that suits acoustic and orchestral recordings.\n" +
			"At 372 grams they are light enough to wear through a long listening session.\n",
			[]string{"In stock"}, "planar magnetic drivers"},
		{"Family raises funds for teenager's care", "H1: Family raises funds for teenager's care\n" +
			"A Brooklyn family is raising money for the medical care of a 17-year-old who was hurt in a crash last month.\n" +
			"His older brother started the fundraising page earlier this month to pay for surgery and therapy.\n" +
			"To view the full story, please subscribe to The Haitian Times.\n" +
			"The family says the teenager is expected to spend several more weeks in the hospital.\n",
			[]string{"subscribe"}, "several more weeks"},
	} {
		md := builtinSummary(t, c.title, c.text) // references_test.go
		for _, bad := range c.bad {
			if strings.Contains(md, bad) {
				t.Errorf("%s: the summary quotes %q:\n%s", c.title, bad, md)
			}
		}
		if !strings.Contains(md, c.keep) {
			t.Errorf("%s: %q is left out:\n%s", c.title, c.keep, md)
		}
	}
}

// TestShopTermsAreNoPoints: a marketplace listing whose seller's
// description is not on the page (eBay frames it) is summarized by what
// it does say of the item, not by its buttons and its terms for returns,
// refunds and credit; an article that is about refunds keeps them.
func TestShopTermsAreNoPoints(t *testing.T) {
	listing := "H1: 1958 Ford parcel delivery truck sales brochure\n" +
		"- Buy It Now\n- Add to cart\n- Contact seller\n" +
		"US $15.47 eBay International Shipping.\n" +
		"30 days returns. Buyer pays for return shipping. If you use an eBay shipping label, it will be deducted from your refund amount.\n" +
		"Special financing available. Learn more- for PayPal Credit, opens in a new window or tab\n" +
		"Get the item you ordered or your money back. Learn moreeBay Money Back Guarantee - opens new window or tab\n" +
		"H2: Item specifics\n" +
		"The brochure has eight pages and shows the P-350, P-500 and P-600 parcel delivery trucks with their body dimensions.\n" +
		"It was printed by Ford in 1958 for its dealers and has a small tear on the back cover.\n"
	obs := &laika.Observation{URL: "https://market.test/itm/1", Title: "1958 Ford parcel delivery truck sales brochure", Primary: &laika.Primary{Text: listing},
		Meta: &laika.Meta{Product: true, Price: "18.00 USD"}}
	res, err := Run(context.Background(), obs, nil, Options{}, nil)
	if err != nil {
		t.Fatal(err)
	}
	for _, bad := range []string{"Add to cart", "Buy It Now", "return shipping", "refund amount", "money back", "financing", "15.47"} {
		if strings.Contains(res.Text, bad) {
			t.Errorf("the listing's summary quotes %q:\n%s", bad, res.Text)
		}
	}
	if !strings.Contains(res.Text, "eight pages") {
		t.Errorf("the item's own description is left out:\n%s", res.Text)
	}
	article := builtinSummary(t, "Airline refunds", "H1: Airline refunds\n"+
		"Airlines must now pay refunds within seven days when a flight is cancelled, the transport department said on Tuesday.\n"+
		"Passengers who booked through an agent will get their refund amount from the agent, who must pass it on within three days.\n"+
		"Consumer groups said the money-back rule had been promised for years.\n")
	if !strings.Contains(article, "refund amount") {
		t.Errorf("an article about refunds lost its point:\n%s", article)
	}
}
