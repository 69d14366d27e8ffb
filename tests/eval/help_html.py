"""Paragraph text of HTML help pages, shared by the help extractors (eval-only).

A page's paragraphs, headings, list items and table cells become one line each, with inline markup
flattened to plain text. Left out: scripts, styles and code listings (not prose), hidden elements,
the elements of the page frame named by their class (navigation, header, footer), and lines
without a Cyrillic letter. Many pages embed the same paragraph: `unique_lines` writes each once.
"""
import re
from html.parser import HTMLParser

BLOCKS = {"p", "h1", "h2", "h3", "h4", "h5", "h6", "li", "td", "th", "caption", "dt", "dd"}
SKIPPED = {"script", "style", "pre", "code", "header", "footer", "aside", "noscript"}
VOID = {"br", "img", "input", "meta", "link", "hr", "wbr", "area", "base", "col", "embed", "source"}
CYRILLIC = re.compile("[а-яё]", re.IGNORECASE)


class HelpPage(HTMLParser):
    """Collects the blocks inside the element with id `area_id` (the whole page when None); a block
    inside another is a line of its own, so a parent block keeps only the text outside its child
    blocks. Elements with a class of `skipped_classes` are left out with all they hold."""

    def __init__(self, area_id=None, skipped_classes=()):
        super().__init__(convert_charrefs=True)
        self.area_id = area_id
        self.skipped_classes = set(skipped_classes)
        self.open = []  # (tag, skipped, block text or None) of each open element
        self.in_area = 0 if area_id else 1
        self.lines = []

    def skipping(self):
        return any(skipped for _, skipped, _ in self.open)

    def handle_starttag(self, tag, attrs):
        if tag in VOID:
            return
        attrs = dict(attrs)
        if self.area_id and attrs.get("id") == self.area_id:
            self.in_area += 1
        classes = set((attrs.get("class") or "").split())
        skipped = tag in SKIPPED or "hidden" in attrs or bool(classes & self.skipped_classes)
        self.open.append((tag, skipped, [] if tag in BLOCKS else None))

    def handle_endtag(self, tag):
        if tag in VOID or not any(t == tag for t, _, _ in self.open):
            return
        while self.open:
            name, _, text = self.open.pop()
            if text is not None and self.in_area and not self.skipping():
                line = re.sub(r"\s+", " ", "".join(text)).strip()
                if CYRILLIC.search(line):
                    self.lines.append(line)
            if name == tag:
                break

    def handle_data(self, data):
        if not self.in_area or self.skipping():
            return
        for _, _, text in reversed(self.open):
            if text is not None:
                text.append(data)
                return


def page_lines(path, area_id=None, skipped_classes=()):
    page = HelpPage(area_id, skipped_classes)
    with open(path, encoding="utf-8") as f:
        page.feed(f.read())
    return page.lines


def unique_lines(pages, area_id=None, skipped_classes=()):
    """The lines of all pages in order, each distinct line once."""
    seen = set()
    for path in pages:
        for line in page_lines(path, area_id, skipped_classes):
            if line not in seen:
                seen.add(line)
                yield line
