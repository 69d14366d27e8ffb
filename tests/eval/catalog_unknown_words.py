#!/usr/bin/env python3
"""The words the grammar server's speller flags in message catalogs, with the number of programs whose
catalogs use each: the candidates of the technical lexicon's «desktop programs» section
(plugins/lib/russian/data/technical_lexicon.txt), which a person then judges word by word.

Reads every .mo of the given directories with msgunfmt (as catalogs_text.py does), drops the mnemonic
markers of menu labels («У&далить», «_Открыть»), sends the text to a running proofreader-grammar with only
RU_SPELLING enabled and keeps the flagged words written in lower case (a capitalised word there is mostly a
place or a person's name in a list). A program is the catalog's name up to its first «_» or «-».

  catalog_unknown_words.py PORT OUT.tsv DIR [DIR...]
  OUT.tsv: word, programs, occurrences, the programs, a context; most programs first
"""
import collections
import glob
import json
import os
import re
import subprocess
import sys
import urllib.parse
import urllib.request

from catalogs_text import EXCLUDED, translations

CHUNK_CHARS = 20000
MNEMONIC = re.compile(r"(?<=\w)[&_](?=\w)|(?<![\w&])[&_](?=\w)")


def flagged(port, text):
    """(word, context) of each RU_SPELLING match in text."""
    data = urllib.parse.urlencode({"text": text, "language": "ru", "enabledOnly": "true",
                                   "enabledRules": "RU_SPELLING"}).encode()
    with urllib.request.urlopen(f"http://127.0.0.1:{port}/v2/check", data, timeout=120) as answer:
        matches = json.load(answer)["matches"]
    utf16 = text.encode("utf-16-le")  # offsets count UTF-16 code units
    for m in matches:
        word = utf16[2 * m["offset"]:2 * (m["offset"] + m["length"])].decode("utf-16-le")
        yield word, m["context"]["text"]


def chunks(lines):
    chunk, size = [], 0
    for line in lines:
        chunk.append(line)
        size += len(line)
        if size > CHUNK_CHARS:
            yield "\n".join(chunk)
            chunk, size = [], 0
    if chunk:
        yield "\n".join(chunk)


def main():
    port, out, dirs = sys.argv[1], sys.argv[2], sys.argv[3:]
    programs, count, context = collections.defaultdict(set), collections.Counter(), {}
    for directory in dirs:
        for path in sorted(glob.glob(os.path.join(directory, "*.mo"))):
            name = os.path.basename(path)[:-len(".mo")]
            if name.startswith(EXCLUDED):
                continue
            program = re.split(r"[_-]", name)[0]
            po = subprocess.run(["msgunfmt", path], capture_output=True).stdout.decode("utf-8", "replace")
            lines = dict.fromkeys(MNEMONIC.sub("", line) for line in translations(po))
            for text in chunks(lines):
                for word, ctx in flagged(port, text):
                    if word != word.lower():
                        continue
                    programs[word].add(program)
                    count[word] += 1
                    context.setdefault(word, ctx)
    with open(out, "w", encoding="utf-8") as f:
        for word, where in sorted(programs.items(), key=lambda item: (-len(item[1]), -count[item[0]])):
            f.write(f"{word}\t{len(where)}\t{count[word]}\t{','.join(sorted(where))}\t{context[word]}\n")


if __name__ == "__main__":
    main()
