package summary

import (
	"slices"
	"strings"
	"testing"
)

// TestSteps: numbered paragraphs and lists are steps when they order
// instructions (a how-to, a steps heading, or "Step N" in words), not when
// they rank things or number questions; when the numbers start again,
// the first count of 1, 2, 3 is. A recipe's method is its steps, its
// ingredients are not.
func TestSteps(t *testing.T) {
	cases := []struct {
		name, title, text string
		want              []string
	}{
		{"how-to numbered", "How to repot an orchid",
			"Orchids outgrow their pots every two years.\n1. Water the plant a day before.\n2. Ease the roots out of the old pot.\n3. Trim the dead roots with clean scissors.\n",
			[]string{"Water the plant a day before.", "Ease the roots out of the old pot.", "Trim the dead roots with clean scissors."}},
		{"under a steps heading", "Orchid care",
			"H2: Steps\n1. Water the plant a day before.\n2. Ease the roots out of the old pot.\n",
			[]string{"Water the plant a day before.", "Ease the roots out of the old pot."}},
		{"step words anywhere", "Orchid care",
			"Step 1: Water the plant a day before.\nStep 2: Ease the roots out of the old pot.\n",
			[]string{"Step 1: Water the plant a day before.", "Step 2: Ease the roots out of the old pot."}},
		{"a ranking on no how-to", "Top tools",
			"1. Tidewater plans your week.\n2. Quillmark prints your drafts.\n3. Kettle shares recipes.\n", nil},
		{"the first count of 1, 2, 3", "How to pick a tool",
			"H2: Today\n1. Tidewater plans your week.\nIt is free for a month.\n2. Quillmark prints your drafts.\nH2: Yesterday\n1. Kettle shares recipes.\nIt runs on phones.\n2. Fieldguide names birds.\n",
			[]string{"Tidewater plans your week.", "Quillmark prints your drafts."}},
		{"numbers that skip", "How to pick a tool",
			"1. Tidewater plans your week.\nIt is free for a month.\n3. Quillmark prints your drafts.\nIt prints.\n", nil},
		{"recipe: the numbered method, not the ingredients", "Lemon drizzle cake recipe",
			"H2: Ingredients\n- 225g unsalted butter, softened\n- 4 eggs\n- finely grated zest of 1 lemon\nH2: Method\n1. Heat the oven to 180C.\n2. Beat the butter and sugar.\n3. Bake for 45 minutes.\n",
			[]string{"Heat the oven to 180C.", "Beat the butter and sugar.", "Bake for 45 minutes."}},
		{"numbered paragraphs, some under a step's own heading", "Bienenstich-Muffins Rezept",
			"H2: Zubereitung\n1\nH3: Vorbereiten\nMilch erwärmen und darin die Butter zerlassen.\n2\nH3: Hefeteig\nMehl mit Hefe in einer Rührschüssel vermischen.\n3\nDen Teig auf die Förmchen verteilen.\nBackzeit: etwa 15 Minuten\n4\nMuffins aus der Form lösen und erkalten lassen.\n",
			[]string{"Milch erwärmen und darin die Butter zerlassen.", "Mehl mit Hefe in einer Rührschüssel vermischen.", "Den Teig auf die Förmchen verteilen.", "Muffins aus der Form lösen und erkalten lassen."}},
		{"a method that goes on after a note", "How to make lemon drizzle cake",
			"H2: Method\n1. Heat the oven to 180C.\n2. Beat the butter and sugar.\n3. Sift in the flour.\nBake it now, then make the syrup while it cools.\n4. Mix the lemon juice with the icing sugar.\n5. Pour the syrup over the warm cake.\nH2: Our favourite bakes\n1. Sticky toffee pudding\n2. Carrot cake\n",
			[]string{"Heat the oven to 180C.", "Beat the butter and sugar.", "Sift in the flour.", "Mix the lemon juice with the icing sugar.", "Pour the syrup over the warm cake."}},
		{"a bulleted step set in two blocks", "Peanut butter truffles",
			"H3: Ingredients\n- 2/3 cup creamy peanut butter\n- 3 tbsp maple syrup\nH3: Instructions\n- You can watch the video in the post.\nAdd all the filling ingredients to a food processor and blend until combined.\n- Roll 1 tbsp of the mixture into a ball.\n- Dip each ball into the melted chocolate.\nStore leftovers in the fridge for up to a week.\nH2: More recipes\n- Lemon bars\n",
			[]string{"You can watch the video in the post. Add all the filling ingredients to a food processor and blend until combined.", "Roll 1 tbsp of the mixture into a ball.", "Dip each ball into the melted chocolate."}},
		{"step lines over their text, after a label over what it needs", "How to build a terrarium",
			"What You'll Need:\n- Cloche\n- Floral foam oasis\n- Moss\nStep 1\nSoak the foam oasis in water until it sinks.\nStep 2\nInsert your plant into the hole.\n",
			[]string{"Soak the foam oasis in water until it sinks.", "Insert your plant into the hole."}},
		{"a step's line over the heading that names it", "How do you set up an ergonomic workstation?",
			"H2: 5 steps to a feel-better setup\nMost of us spend hours at our desks.\nSETUP STEP #1\nH3: Sit up straight\nTurn your attention to your chair.\nSETUP STEP #2\nH3: Relax your shoulders\nAdjust the height of your desk.\nSETUP STEP #3\nH3: Keep your screen at arm's length\nPosition your screen at arm's length.\n",
			[]string{"Sit up straight", "Relax your shoulders", "Keep your screen at arm's length"}},
		{"a carousel's counter over a heading is no step", "Roomba j7+ robot vacuum",
			"Product Details\n1/4\nH2: Attacks mess using our powerful cleaning system.\nPowerful suction lifts dirt.\n2/4\nH2: Cleans dirtier spots more thoroughly.\nDirt Detect focuses on busy areas.\n3/4\nH2: Doesn't get hung up.\nIt avoids cords.\n",
			nil},
		{"a slideshow's counter over each step", "Maulwurfkuchen Rezept",
			"Utensilien:\nBackpinsel, Schüssel.\n1 von 3\nFette die Springform ein.\nBild anzeigen\n2 von 3\nHeize den Ofen auf 180 °C vor.\n3 von 3\nMische Mehl und Backpulver.\n",
			[]string{"Fette die Springform ein.", "Heize den Ofen auf 180 °C vor.", "Mische Mehl und Backpulver."}},
		{"numbers over steps after a label's list", "How to bake soda bread",
			"You'll need:\n- flour\n- buttermilk\n- a baking tray\nMix it by hand; a mixer makes the bread tough.\n1\nHeat the oven to 220C.\n2\nMix the flour and buttermilk.\n",
			[]string{"Heat the oven to 220C.", "Mix the flour and buttermilk."}},
		{"a counter's steps under the utensils' heading", "Maulwurfkuchen Rezept",
			"H2: Utensilien\nBackpinsel, Schüssel, Mixer.\n1 von 2\nFette die Springform ein.\n2 von 2\nHeize den Ofen auf 180 °C vor.\n",
			[]string{"Fette die Springform ein.", "Heize den Ofen auf 180 °C vor."}},
		{"recipe with bulleted method", "Flatbread recipe",
			"H2: What you need\n- plain flour\n- warm water\n- a pinch of salt\nH2: Method\n- Mix the flour, water and salt.\n- Knead for five minutes.\n",
			[]string{"Mix the flour, water and salt.", "Knead for five minutes."}},
		{"quantities are no steps", "How to make a flatbread",
			"- 250g plain flour\n- 150ml warm water\n- ½ tsp salt\nMix everything and knead it for five minutes.\n", nil},
		{"a bulleted list then a numbered one", "How to repot an orchid",
			"- Water the plant a day before.\n- Keep fresh bark at hand.\n1. Ease the roots out of the old pot.\n2. Trim the dead roots.\n",
			[]string{"Ease the roots out of the old pot.", "Trim the dead roots."}},
		{"nested numbers belong to their step", "How to repot an orchid",
			"1. Ease the roots out of the old pot.\n   1. Tip the pot on its side.\n   2. Squeeze it gently.\n2. Trim the dead roots.\n",
			[]string{"Ease the roots out of the old pot.", "Trim the dead roots."}},
		{"numbers on their own lines", "Roast chicken recipe",
			"HOW TO PREPARE\n1\nRoast the chicken for 45 minutes.\n2\nCook the onions until golden.\n3.\nServe over the rice.\nH2: Nutrition\n- Energy 782 (Kcal)\n- Protein 43 (g)\n",
			[]string{"Roast the chicken for 45 minutes.", "Cook the onions until golden.", "Serve over the rice."}},
		{"amounts on their own lines, steps in items", "Upside-down cake recipe",
			"1/4\ncup butter\n1\ncup packed brown sugar\n1\ncan pineapple slices\n- 1\nHeat oven to 350°F.\n- 2\nMake the cake batter.\n",
			[]string{"Heat oven to 350°F.", "Make the cake batter."}},
		{"a method written as paragraphs", "Flatbread recipe",
			"H2: Ingredients\n- 250g plain flour\n- 150ml warm water\nH2: Method\nMix the flour and the water in a bowl.\nKnead the dough for five minutes until smooth.\nH2: More recipes\nOur soda bread is just as quick to make.\n",
			[]string{"Mix the flour and the water in a bowl.", "Knead the dough for five minutes until smooth."}},
		{"Zubereitung in sub-sections, related recipes numbered after it", "Bienenstich-Muffins Rezept | Dr. Oetker",
			"H2: Zutaten\n1 Pck. | Trockenbackhefe\nH2: Zubereitung\nH3: Vorbereiten\nDen Backofen auf 180 °C vorheizen.\nH3: Hefeteig\nMehl und Hefe in einer Rührschüssel gut vermischen.\nH2: Das könnte dir auch gefallen\n1. Schokino-Blondie\n2. Muffins mit zweierlei Schokostückchen\n",
			[]string{"Den Backofen auf 180 °C vorheizen.", "Mehl und Hefe in einer Rührschüssel gut vermischen."}},
		{"numbered step headings over their text", "Pierogi z dynią przepis",
			"H2: Składniki\n1 sztuka\ndynia\nH3: Krok 1\nDynię obierz i pokrój w kostkę.\nH3: Krok 2\nUgotuj dynię do miękkości.\n",
			[]string{"Dynię obierz i pokrój w kostkę.", "Ugotuj dynię do miękkości."}},
		{"step headings with their names", "Orchid care",
			"H2: Step 1: Water the plant\nA day before, soak the bark.\nH2: Step 2: Ease the roots out\nTip the pot on its side.\n",
			[]string{"Step 1: Water the plant", "Step 2: Ease the roots out"}},
		{"a topic's paragraphs are no steps", "Grants for small farms",
			"H2: How to apply\nApplications open in March and close in May.\nMost farms hear back within six weeks.\n", nil},
		{"étapes in French", "Recette de la pâte à crêpes",
			"H2: Étapes\n1. Mélanger la farine et les œufs.\n2. Ajouter le lait petit à petit.\n",
			[]string{"Mélanger la farine et les œufs.", "Ajouter le lait petit à petit."}},
		{"a count of likes is no step", "How to repot an orchid",
			"Great guide!\n12\nThanks, it worked.\n", nil},
		{"numbered ingredients", "Flatbread recipe",
			"H2: Ingredients\n1. plain flour\n2. warm water\nH2: Method\n1. Mix the flour and water.\n2. Knead for five minutes.\n",
			[]string{"Mix the flour and water.", "Knead for five minutes."}},
		{"numbered amounts", "Flatbread recipe",
			"1. 250g plain flour\n2. 150ml warm water\nMix everything and knead it.\n", nil},
		{"a count that goes on after a note", "How to repot an orchid",
			"1. Ease the roots out of the old pot.\n2. Trim the dead roots.\nLet them dry for an hour.\n3. Set it in fresh bark.\n",
			[]string{"Ease the roots out of the old pot.", "Trim the dead roots.", "Set it in fresh bark."}},
		{"two numbered lists in a row", "How to repot an orchid",
			"1. Ease the roots out of the old pot.\n2. Trim the dead roots.\n1. Water it weekly.\n2. Feed it monthly.\n",
			[]string{"Ease the roots out of the old pot.", "Trim the dead roots."}},
		{"numbered questions", "How to apply",
			"1. Who can apply for the grant?\n2. When is the deadline?\n", nil},
		{"a list of questions", "How to ask for a raise",
			"H2: Questions to ask\n- What is the budget based on?\n- Which results move me up a band?\n- Can we review this in June?\n", nil},
		{"questions in CJK", "How to apply",
			"1. 谁可以申请？\n2. 截止日期是什么时候？\n", nil},
		{"questions quoted whole", "How to negotiate salary and benefits",
			"H2: How to ask about the budget\n- “What is the budget of this position based on?”\n- “Are there other benefits available besides salary?”\n- “What information do you need from me to make a decision?”\n", nil},
		{"a how-to topic's labelled tips are no steps", "A beginner's guide to music lessons",
			"H3: How to make practice enjoyable and productive\n- Variety: Mix up your practice sessions with warm-ups and pieces.\n- Use Tools and Technology: Utilize metronomes, tuners and apps.\n- Set Challenges: Challenge yourself with faster tempos.\n", nil},
		{"labelled tips on a how-to page are no steps either", "How to choose a meditation teacher",
			"- Experience & Background: Look for instructors with a background in mindfulness.\n- Certifications: Some instructors hold certifications in MBSR.\n- Reviews & Testimonials: Read about the experiences of other clients.\n", nil},
		{"two loose items on a how-to page are no steps", "How to negotiate salary and benefits",
			"What you could say:\n- “I’d rather not disclose my current salary.”\n- It’s important to be kind, but you can be firm.\n", nil},
		{"three loose items on a how-to page are its steps", "How to repot an orchid",
			"Orchids outgrow their pots.\n- Water the plant a day before.\n- Ease the roots out of the old pot.\n- Trim the dead roots.\n",
			[]string{"Water the plant a day before.", "Ease the roots out of the old pot.", "Trim the dead roots."}},
		{"labelled steps under a section that names them", "Lemon drizzle cake",
			"H2: Method\n- Preheat: Heat the oven to 180C.\n- Cream: Beat the butter and sugar.\n",
			[]string{"Preheat: Heat the oven to 180C.", "Cream: Beat the butter and sugar."}},
		{"labelled steps in a count", "How to repot an orchid",
			"1. Water: Water the plant a day before.\n2. Loosen: Ease the roots out of the old pot.\n",
			[]string{"Water: Water the plant a day before.", "Loosen: Ease the roots out of the old pot."}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := steps(Input{Kind: KindPage, Title: tc.title, Text: compact(tc.text)})
			if !slices.Equal(got, tc.want) {
				t.Errorf("steps = %q, want %q", got, tc.want)
			}
		})
	}
}

// FuzzSteps: no page text may panic the steps reader (it runs on every
// summary the host writes).
func FuzzSteps(f *testing.F) {
	for _, s := range []string{"H2: Zubereitung\nH3: Teig\nMehl sieben.\nH2: Step 3\n1\nx\n- 1\n", "  12. a\n1.\nH1: Krok 9: y\n", "H2: 作り方\n１\n手順"} {
		f.Add("Recipe", s)
	}
	f.Fuzz(func(t *testing.T, title, text string) {
		if got := steps(Input{Kind: KindPage, Title: title, Text: compact(text)}); len(got) > maxStepScan {
			t.Fatalf("%d steps", len(got))
		}
	})
}

// A recipe's ingredients are what its steps use, not what it says: none
// is a key point.
func TestIngredientsAreNoPoints(t *testing.T) {
	body := "This lemon drizzle cake is a classic British bake that has been a favourite at village fetes for decades.\n" +
		"The secret is to pour the syrup over while the sponge is still warm, so that it soaks right through.\n" +
		"H2: Ingredients\n- 225g unsalted butter, softened\n- 225g caster sugar\n- 4 large eggs, beaten well\n- finely grated zest of 1 lemon\n" +
		"H2: Method\n1. Heat the oven to 180C and line a loaf tin with baking paper.\n2. Beat the butter and sugar until pale and creamy.\n"
	// The same list under a label line, not a heading ("What You'll
	// Need:" on eHow).
	labelled := strings.Replace(body, "H2: Ingredients\n", "What you'll need:\n", 1)
	for _, b := range []string{body, labelled} {
		text := builtinSummary(t, "How to make lemon drizzle cake", b) // references_test.go
		points := text[strings.Index(text, "Key points"):]
		for _, junk := range []string{"225g", "4 large eggs", "grated zest"} {
			if strings.Contains(points, junk) {
				t.Errorf("%q is a key point:\n%s", junk, text)
			}
		}
	}
}

// TestStepSentencesAreNoPoints: a step's later sentence is quoted in the
// step already, though its line is cut before it.
func TestStepSentencesAreNoPoints(t *testing.T) {
	long := "Measure the circumference of your cloche and cut the foam oasis about two centimetres smaller than that, so it sits well inside the glass. " +
		"Place the foam oasis into a container full of water and allow it to soak until it sinks to the bottom of the container. " +
		"Dig out a hole on the oasis large enough to fit your plant, being careful not to pierce all the way through to the bottom."
	body := "Glass cloche terrariums are not only appealing to the eye, but they also preserve a bit of nature in your home.\n" +
		"Closed terrariums are easy to care for, as they retain much of their own moisture and a steady warmth.\n" +
		"Step 1\n" + long + "\nStep 2\nInsert your plant into the hole and press the foam around its roots.\n"
	text := builtinSummary(t, "How to build a terrarium", body) // references_test.go
	i := strings.Index(text, "Key points")
	if i < 0 {
		t.Fatalf("no key points:\n%s", text)
	}
	for _, quoted := range []string{"Measure the circumference", "Place the foam oasis", "Dig out a hole", "Insert your plant"} {
		if strings.Contains(text[i:], quoted) {
			t.Errorf("a step's sentence is a key point (%q):\n%s", quoted, text)
		}
	}
}

// TestUtensilsAreNoPoints: a paragraph that lists what a recipe needs,
// under its heading, is neither the lede nor a point; a sentence there
// still is.
func TestUtensilsAreNoPoints(t *testing.T) {
	body := "H2: Utensilien\nBackpinsel oder etwas Küchenpapier, Rührschüssel, 2 Rührstäbe, Mixer, Tortenheber, Rost, Schüssel, Teigschaber.\n" +
		"Eine Springform mit 26 cm Durchmesser ist für diesen Kuchen die richtige Größe, eine kleinere läuft über.\n" +
		"H2: Zubereitung\n1. Fette den Boden der Springform mit etwas Butter ein, damit sich der Kuchen später gut löst.\n" +
		"2. Heize den Backofen auf 180 °C Ober- und Unterhitze vor, bevor du mit dem Teig beginnst.\n"
	text := builtinSummary(t, "Maulwurfkuchen mit Erdbeeren Rezept", body) // references_test.go
	if strings.Contains(text, "Backpinsel") {
		t.Errorf("the utensils are quoted:\n%s", text)
	}
	if !strings.Contains(text, "Springform mit 26 cm") {
		t.Errorf("the sentence under the utensils is lost:\n%s", text)
	}
	for s, want := range map[string]bool{
		"Backpinsel oder etwas Küchenpapier, Rührschüssel, 2 Rührstäbe, Mixer.": true,
		"Eine Springform mit 26 cm Durchmesser, eine Schüssel und ein Mixer.":   false,
		"Flour, sugar, eggs":             true,
		"Mix the flour, sugar and eggs.": false,
	} {
		if thingsLine(s) != want {
			t.Errorf("thingsLine(%q) = %v, want %v", s, !want, want)
		}
	}
}

// TestListsBesideAMethodAreNoPoints: beside a method, a list whose items
// are no sentences is an unlabelled ingredients list or a shop's other
// recipes, no key point; a note that is a sentence still is one.
func TestListsBesideAMethodAreNoPoints(t *testing.T) {
	body := "H2: Roasted chicken with rice\n- 1 large or 1200 g whole chicken\n- 2½ cups or 500 g rice, soaked in water for an hour\n- 2 tablespoons vegetable oil\n" +
		"H2: Method\n1. Rub the chicken with the oil and the spices.\n2. Roast it for 50 minutes at 200 °C.\n3. Cook the rice in the roasting juices.\n" +
		"H2: Tips\n- Leftover chicken keeps for three days in the fridge, covered.\n" +
		"H2: More from our shop\n- Muffins with two kinds of chocolate chips\n- Overnight porridge with fresh mango\n"
	text := builtinSummary(t, "Roasted chicken with rice recipe", body) // references_test.go
	for _, junk := range []string{"1200 g", "2½ cups", "vegetable oil", "Muffins", "porridge"} {
		if strings.Contains(text, junk) {
			t.Errorf("%q is quoted:\n%s", junk, text)
		}
	}
	if !strings.Contains(text, "Leftover chicken keeps") {
		t.Errorf("the tip is left out:\n%s", text)
	}
}
