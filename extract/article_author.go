package extract

import (
	"golang.org/x/net/html"
)

// authorBoxClass names an author's box: the writer's photo, bio and
// "view all posts" link that blogs print under a post. It is about the
// writer, not part of what they wrote. A bare "author" or "byline" class
// (the byline itself) is left to Readability, which reads it as metadata.
var authorBoxClass = shared("authorBoxClass")

// markAuthorBoxes marks author boxes as page furniture (see
// markFurniture): pruneFurniture then drops them from the content when
// they hold a small part of it. A heading is never one ("About the
// author" as a slug id names the heading, not a box).
func markAuthorBoxes(root *html.Node) {
	for n := range root.Descendants() {
		if n.Type == html.ElementNode && headingLevel(n) == 0 && !hasAttr(n, furnitureMark) && (authorBoxClass.MatchString(attr(n, "class")) || authorBoxClass.MatchString(attr(n, "id"))) {
			n.Attr = append(n.Attr, html.Attribute{Key: furnitureMark, Val: "1"})
		}
	}
}
