package summary

import "testing"

func TestJoinBrokenLines(t *testing.T) {
	tests := []struct{ name, in, want string }{
		{"a possessive ends the line",
			"Read this policy to see how we collect, use or otherwise handle your\nPersonally Identifiable Information on our website.\n",
			"Read this policy to see how we collect, use or otherwise handle your Personally Identifiable Information on our website.\n"},
		{"no stop, and the next line goes on in lower case",
			"Aggregate Information is data about a group of users from which individual User\nidentities have been removed.\n",
			"Aggregate Information is data about a group of users from which individual User identities have been removed.\n"},
		{"a German article ends the line",
			"Mit dem Erwerb durch einen Bergsteiger erlebte die Burg eine\nneue Blüte als Museum.\n",
			"Mit dem Erwerb durch einen Bergsteiger erlebte die Burg eine neue Blüte als Museum.\n"},
		{"three lines of one sentence",
			"We keep your data for as long as the law asks of\nus, and we delete it when you close your account with\nthe service.\n",
			"We keep your data for as long as the law asks of us, and we delete it when you close your account with the service.\n"},
		{"a sentence ends the line",
			"We roast our coffee every single morning of the week.\nOur shop opens at eight.\n",
			"We roast our coffee every single morning of the week.\nOur shop opens at eight.\n"},
		{"an address is lines of its own",
			"Visit our tasting room at 12 Harbour Street\nSpringfield\n",
			"Visit our tasting room at 12 Harbour Street\nSpringfield\n"},
		{"a German particle ends a sentence",
			"Kurze Sattelstütze und langes Sitzrohr schränken die Bewegung ein\nDas Rad wiegt zwölf Kilo.\n",
			"Kurze Sattelstütze und langes Sitzrohr schränken die Bewegung ein\nDas Rad wiegt zwölf Kilo.\n"},
		{"a title is no sentence",
			"Woman Sees a Car Stop for Pregnant Beggar, This is What She Finds When She Follows\nyas! Cara Stiles | April 13, 2020\n",
			"Woman Sees a Car Stop for Pregnant Beggar, This is What She Finds When She Follows\nyas! Cara Stiles | April 13, 2020\n"},
		{"a short label is no sentence",
			"Terms of the\nOffer\n",
			"Terms of the\nOffer\n"},
		{"a heading or an item does not go on a line",
			"Here is what you will need to bring with\nH2: Packing\n- a tent and a stove\n",
			"Here is what you will need to bring with\nH2: Packing\n- a tent and a stove\n"},
		{"a quote that closes on a word",
			"The following bugs have been fixed or resolved. Note that \"n-i-bz\"\nstands for \"not in bugzilla\" -- that is, a bug that was reported to us.\n",
			"The following bugs have been fixed or resolved. Note that \"n-i-bz\" stands for \"not in bugzilla\" -- that is, a bug that was reported to us.\n"},
		{"a quote that closes a sentence",
			"She said, \"We open at eight on every day of the week.\"\nthe sign on the door says nine.\n",
			"She said, \"We open at eight on every day of the week.\"\nthe sign on the door says nine.\n"},
		{"a comma is left to units",
			"Enter your email address to get ten percent off,\nplus the latest news.\n",
			"Enter your email address to get ten percent off,\nplus the latest news.\n"},
		{"a hand-wrapped item goes on in a plain line",
			"* Improved support for MacOSX 10.8 (64-bit only). Memcheck can now\nrun large GUI apps tolerably well.\n- Partial support for the ARM v8.2 instruction set. v8.2 support work is\nongoing.\n",
			"* Improved support for MacOSX 10.8 (64-bit only). Memcheck can now run large GUI apps tolerably well.\n- Partial support for the ARM v8.2 instruction set. v8.2 support work is ongoing.\n"},
		{"an item does not go on in an item, nor in a sentence of its own",
			"- Implement LD{,A}XP and ST{,L}XP for the arm64 port of the\n- Fix incorrect code emitted for doubleword CAS\n- Several fixes for new versions of libstd++ using new posix try_lock\nThe following bugs have been fixed.\n",
			"- Implement LD{,A}XP and ST{,L}XP for the arm64 port of the\n- Fix incorrect code emitted for doubleword CAS\n- Several fixes for new versions of libstd++ using new posix try_lock\nThe following bugs have been fixed.\n"},
		{"a line of ornaments does not go on a line",
			"- The elements, particularly fire and water, contend with political power. Director: Derek Jarman\nჱڿڰۣڿ—♥ڿڰۣჱڿڰۣ♥—ڿჱ\n",
			"- The elements, particularly fire and water, contend with political power. Director: Derek Jarman\nჱڿڰۣڿ—♥ڿڰۣჱڿڰۣ♥—ڿჱ\n"},
		{"a stat's figure and its caption",
			"86%\nof business leaders believe instability is likely to lead to a cyber event.\n$10.5T\nestimated yearly cost of cybercrime in 2025\n2025\nThe year the rules change.\n",
			"86% of business leaders believe instability is likely to lead to a cyber event.\n$10.5T estimated yearly cost of cybercrime in 2025\n2025\nThe year the rules change.\n"},
		{"a drop cap and its paragraph",
			"T\nurkey, Poland and the Caribbean islands of Bonaire have been removed from the list.\nA\nB\nC\n",
			"Turkey, Poland and the Caribbean islands of Bonaire have been removed from the list.\nA\nB\nC\n"},
		{"no newline at the end",
			"Please read the terms that come with the\noffer",
			"Please read the terms that come with the offer\n"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			if got := joinBrokenLines(tt.in); got != tt.want {
				t.Errorf("joinBrokenLines(%q)\n= %q\nwant %q", tt.in, got, tt.want)
			}
		})
	}
}
