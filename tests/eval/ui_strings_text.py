#!/usr/bin/env python3
"""Russian UI strings of Firefox, Thunderbird and LibreOffice, one string (or one line of a table
or list) a line: new clean text of the catalogs' genre for the clean share (issue 35, item 3).

Eval only; needs packages that are not among the project's dependencies:
  apt-get install -y firefox-esr-l10n-ru thunderbird-l10n-ru libreoffice-l10n-ru
Reads LibreOffice's .mo catalogs as catalogs_text.py does (msgunfmt, its translations()), and the Fluent
(.ftl) and .properties files inside the Mozilla language packs (.xpi zips). Messages with a plural
or a selector are left out (their variants are fragments, not sentences); a placeable becomes the
product's name ({ -brand-short-name }) or %S (a variable), as in the .properties files; markup is
dropped. Nothing is committed: the text is the installed packages'.

  ui_strings_text.py OUT.txt
"""
import argparse
import glob
import os
import re
import subprocess
import zipfile

from catalogs_text import translations

LANGPACKS = {
    "Firefox": "/usr/lib/firefox-esr/browser/extensions/langpack-ru@firefox-esr.mozilla.org.xpi",
    "Thunderbird": "/usr/lib/thunderbird/extensions/langpack-ru@thunderbird.mozilla.org.xpi",
}
LIBREOFFICE = "/usr/lib/libreoffice/program/resource/ru/LC_MESSAGES"
CYRILLIC = re.compile("[а-яё]", re.I)


def ftl_values(text):
    """The values of a Fluent file's messages and attributes, continuation lines joined."""
    values, current = [], None
    for line in text.split("\n"):
        m = re.match(r"\s*\.?[\w-]+\s*=\s?(.*)$", line)
        if m and not line.startswith((" ", "\t")) or m and line.lstrip().startswith("."):
            current = [m.group(1)]
            values.append(current)
        elif line.startswith((" ", "\t")) and current is not None and line.strip():
            current.append(line.strip())
        else:
            current = None
    return [" ".join(v) for v in values]


def ftl_sentence(value, product):
    if "->" in value:
        return None  # a selector (plural forms): its variants are fragments
    value = re.sub(r"\{\s*-brand[\w-]*\s*\}", product, value)
    value = re.sub(r"\{[^}]*\}", "%S", value)
    return value


def properties_sentence(value):
    if ";" in value and "#1" in value:
        return None  # plural forms
    return value.replace("\\n", " ")


def clean(text):
    text = re.sub(r"<[^>]+>", "", text).replace("&amp;", "&").replace("&nbsp;", " ")
    return re.sub(r"\s+", " ", text).strip()


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("out")
    args = ap.parse_args()
    seen, lines = set(), 0
    with open(args.out, "w", encoding="utf-8") as out:

        def emit(text):
            nonlocal lines
            text = clean(text or "")
            if text and CYRILLIC.search(text) and text not in seen:
                seen.add(text)
                out.write(text + "\n")
                lines += 1

        for product, xpi in LANGPACKS.items():
            with zipfile.ZipFile(xpi) as z:
                for name in sorted(z.namelist()):
                    body = z.read(name).decode("utf-8", errors="replace")
                    if name.endswith(".ftl"):
                        for value in ftl_values(body):
                            emit(ftl_sentence(value, product))
                    elif name.endswith(".properties"):
                        for line in body.split("\n"):
                            m = re.match(r"\s*[^#!\s][^=]*?\s*=\s*(.*)$", line)
                            if m:
                                emit(properties_sentence(m.group(1)))
        for path in sorted(glob.glob(os.path.join(LIBREOFFICE, "*.mo"))):
            po = subprocess.run(["msgunfmt", path], capture_output=True).stdout.decode("utf-8", errors="replace")
            for text in translations(po):
                emit(text.replace("~", ""))  # ~ marks the accelerator key
    print(f"{lines} lines written to {args.out}")


if __name__ == "__main__":
    main()
