#!/usr/bin/env python3
"""Russian text of the installed Debian message catalogs, one translated message a line (a table's
or a list's lines, cut by a tab or an indented line break, each on a line of its own).

Reads /usr/share/locale/ru/LC_MESSAGES/*.mo with msgunfmt (package gettext), keeps the translations
(msgstr), drops the catalog header and the ISO code lists (names, not prose). Nothing is committed:
the text is the installed packages'. The catalogs of debian-faq-ru, developers-reference-ru,
maint-guide-ru, gimp-help-ru and kicad-doc-ru are never read (an independent check uses them; none
of them ships a .mo, and their names are excluded all the same).

  catalogs_text.py OUT.txt [--dir /usr/share/locale/ru/LC_MESSAGES]
"""
import argparse
import glob
import os
import re
import subprocess

EXCLUDED = ("iso_", "debian-faq", "developers-reference", "maint-guide", "gimp-help", "kicad")


def translations(po):
    """The msgstr texts of a .po text, the header (the translation of the empty msgid) left out."""
    out, current, msgid = [], None, None
    for line in po.split("\n"):
        m = re.match(r'(msgid|msgstr(?:\[\d+\])?) "(.*)"$', line)
        if m:
            current = [m.group(2)]
            if m.group(1) == "msgid":
                msgid = current
            else:
                out.append((msgid, current))
            continue
        m = re.match(r'"(.*)"$', line)
        if m and current is not None:
            current.append(m.group(1))
        else:
            current = None
    for msgid, parts in out:
        if msgid is not None and "".join(msgid) == "":
            continue
        # A tab and a line break followed by indentation end a line of a table or
        # a list, and a blank line ends a paragraph (a help text's «-p<TAB>если РЕЖИМ не указан…»): each such line is
        # a line of its own, or an option and its description would run on as
        # one sentence. A plain line break only wraps a paragraph.
        text = "".join(parts).replace('\\"', '"')
        for line in re.split(r"\\t|\\n(?=\s|\\[tn]|$)", text):
            line = re.sub(r"\s+", " ", line.replace("\\n", " ")).strip()
            if line:
                yield line


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    ap.add_argument("--dir", default="/usr/share/locale/ru/LC_MESSAGES")
    args = ap.parse_args()
    lines = 0
    with open(args.out, "w", encoding="utf-8") as out:
        for path in sorted(glob.glob(os.path.join(args.dir, "*.mo"))):
            if os.path.basename(path).startswith(EXCLUDED):
                continue
            raw = subprocess.run(["msgunfmt", path], capture_output=True).stdout
            try:
                po = raw.decode("utf-8")
            except UnicodeDecodeError:
                continue  # a catalog in a legacy encoding: rare, and not worth guessing
            for text in translations(po):
                out.write(text + "\n")
                lines += 1
    print(f"{lines} lines written to {args.out}")


if __name__ == "__main__":
    main()
