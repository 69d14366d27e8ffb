#!/usr/bin/env python3
"""Russian text of the GNOME desktop help (package gnome-user-docs), one paragraph a line.

Reads /usr/share/help/ru/gnome-help/*.page (Mallard XML) and writes the text of each paragraph,
title, list item and table cell with its inline markup (<gui>, <em>, <key>, links) flattened to
plain text. The page's <info> block (credits, revisions, links) is left out, and so are code and
screen listings (commands, not prose). Nothing is committed: the text is the installed package's.

  gnome_help_text.py OUT.txt [--dir /usr/share/help/ru/gnome-help]
"""
import argparse
import glob
import os
import re
import xml.etree.ElementTree as ET

MALLARD = "{http://projectmallard.org/1.0/}"
# The elements whose text is a line of its own; a block inside another (a <p> in an <item>) is
# written by itself, so a parent block keeps only the text outside its child blocks.
BLOCKS = {"p", "title", "subtitle", "desc", "caption", "em-block"}
SKIPPED = {"info", "code", "screen", "media", "comment"}


def local(tag):
    return tag[len(MALLARD):] if tag.startswith(MALLARD) else tag.rsplit("}", 1)[-1]


def inline_text(element):
    """The text of an element with its inline children flattened and blocks inside it left out."""
    parts = [element.text or ""]
    for child in element:
        name = local(child.tag)
        if name not in BLOCKS and name not in SKIPPED:
            parts.append(inline_text(child))
        parts.append(child.tail or "")
    return "".join(parts)


def lines(element):
    name = local(element.tag)
    if name in SKIPPED:
        return
    if name in BLOCKS:
        text = re.sub(r"\s+", " ", inline_text(element)).strip()
        if text:
            yield text
    for child in element:
        yield from lines(child)


def write_lines(path, texts, source):
    """Writes one text a line and says how many came from where (shared by the help extractors)."""
    count = 0
    with open(path, "w", encoding="utf-8") as out:
        for text in texts:
            out.write(text + "\n")
            count += 1
    print(f"{count} lines from {source} written to {path}")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--dir", default="/usr/share/help/ru/gnome-help")
    args = ap.parse_args()
    pages = sorted(glob.glob(os.path.join(args.dir, "*.page")))
    if not pages:
        raise SystemExit(f"no .page files in {args.dir} (apt-get install gnome-user-docs)")
    write_lines(args.out, (text for path in pages for text in lines(ET.parse(path).getroot())),
                f"{len(pages)} pages")


if __name__ == "__main__":
    main()
