package extract

import (
	"strings"
	"testing"
)

// TestCommentsAreNotPostCards: entries named only "post" that are cards
// pointing elsewhere (a title linking away, then mostly links, or many
// such titles each over a teaser) are a blog's list of its posts, not a
// discussion; a forum's short posts under their authors' linked names,
// or under titles linking to their own permalinks, stay comments.
func TestCommentsAreNotPostCards(t *testing.T) {
	card := func(i int) string {
		return `<li class="wp-block-post post type-post"><h2 class="wp-block-post-title"><a href="/2025/12/0` + string(rune('1'+i)) + `/a-post/">Yoga for a slow winter morning, part ` + string(rune('1'+i)) + `</a></h2>` +
			`<div class="taxonomy-category"><a href="/category/habits/">habits</a>, <a href="/category/morning-yoga/">morning yoga</a>, <a href="/category/rest/">rest</a></div>` +
			`<div class="wp-block-post-author-name"><a class="author" href="/author/jo/">Jo Campbell</a></div></li>`
	}
	post := func(i int, who, said string) string {
		return `<article class="message message--post" id="post-` + string(rune('1'+i)) + `"><h4 class="message-name"><a class="username" href="/members/` + who + `.7/">` + who + `</a></h4>` +
			`<div class="message-userExtras"><a href="/members/` + who + `.7/followers">12 followers</a> <a href="/members/` + who + `.7/posts">340 posts</a></div>` +
			`<div class="message-body"><div class="bbWrapper">` + said + `</div></div></article>`
	}
	teaser := func(i int) string {
		n := string(rune('1' + i))
		return `<li class="post type-post"><article class="post-card"><h3><a href="/engineering/story-` + n + `/">How we rebuilt search, part ` + n + `</a></h3>` +
			`<p>Here is how we moved the index to a new cluster without a minute of downtime, and what we would do differently next time.</p>` +
			`<footer><a class="author" href="/author/deb/">Deb Digges</a> · <time>March ` + n + `</time></footer></article></li>`
	}
	phpbb := func(i int, who, said string) string {
		n := string(rune('1' + i))
		return `<div id="p77` + n + `" class="post"><dl class="postprofile"><a class="username" href="./memberlist.php?u=` + n + `">` + who + `</a></dl>` +
			`<div class="postbody"><h3><a href="./viewtopic.php?p=77` + n + `#p77` + n + `">Re: Portfolio check</a></h3>` +
			`<p class="author">by <a class="username" href="./memberlist.php?u=` + n + `">` + who + `</a></p><div class="content">` + said + `</div></div></div>`
	}
	for _, tt := range []struct {
		name string
		body string
		want int
	}{
		{"a blog's list of posts", `<main><article><h1>Winter habits</h1>` + prose + `</article><ul class="wp-block-post-template">` + card(0) + card(1) + card(2) + card(3) + `</ul></main>`, 0},
		{"a blog's teasers", `<main><h1>The Engineering Blog</h1><ul>` + teaser(0) + teaser(1) + teaser(2) + teaser(3) + `</ul></main>`, 0},
		{"a thread whose posts title their permalinks", `<main><h1>Portfolio check</h1>` + phpbb(0, "invest4", "Some initial comments: hold the bond fund in the IRA.") + phpbb(1, "nhs76", "Consider an umbrella policy too.") + phpbb(2, "bonesly", "I would cut equities to sixty percent.") + `</main>`, 3},
		{"a forum's short posts", `<main><h1>Fighting the last boss</h1>` + post(0, "rabbit", "we're done for") + post(1, "owl", "Not yet, try the shield.") + post(2, "rabbit", "It worked!") + `</main>`, 3},
	} {
		t.Run(tt.name, func(t *testing.T) {
			obs, err := HTML([]byte("<!doctype html><html><head><title>t</title></head><body>"+tt.body+"</body></html>"), "https://site.example/thread", pinned)
			if err != nil {
				t.Fatal(err)
			}
			if len(obs.Comments) != tt.want {
				var got []string
				for _, c := range obs.Comments {
					got = append(got, c.Author+": "+c.Text)
				}
				t.Errorf("%d comments, want %d:\n%s", len(obs.Comments), tt.want, strings.Join(got, "\n"))
			}
		})
	}
}
