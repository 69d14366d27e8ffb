#!/usr/bin/env python3
"""What a speller change costs in recall: random one-letter typos (a letter dropped, added, replaced, two
swapped) of the ru_RU hunspell words a change is about, sent to two running proofreader-grammar servers with
only RU_SPELLING; prints the typos the first flags and the second accepts, and the other way round.

  typo_simulation.py MAIN_PORT BRANCH_PORT [REGEX]
  REGEX: the words to edit (a Python regular expression searched in each word); the default is round 16's
  classes, «-ивный», «-ильный», «-изация», «-ация», «-очный», and long words in «пре-».
"""
import json
import random
import re
import sys
import urllib.parse
import urllib.request

DEFAULT = r"(ивный|ильный|изация|ация|ентный|очный)$|^пре.{7,}"
ALPHABET = "абвгдеёжзийклмнопрстуфхцчшщъыьэюя"


def edit(word, rng):
    i = rng.randrange(len(word))
    kind = rng.randrange(4)
    if kind == 0:
        return word[:i] + word[i + 1:]
    if kind == 2:
        return word[:i] + rng.choice(ALPHABET) + word[i + 1:]
    if kind == 3 and i + 1 < len(word):
        return word[:i] + word[i + 1] + word[i] + word[i + 2:]
    return word[:i] + rng.choice(ALPHABET) + word[i:]


def flagged(port, words):
    found = set()
    for start in range(0, len(words), 400):
        text = " ".join(words[start:start + 400])
        data = urllib.parse.urlencode({"text": text, "language": "ru", "enabledOnly": "true",
                                       "enabledRules": "RU_SPELLING"}).encode()
        with urllib.request.urlopen(f"http://127.0.0.1:{port}/v2/check", data, timeout=300) as answer:
            for m in json.load(answer)["matches"]:  # the text is Cyrillic and spaces: offsets are characters
                found.add(text[m["offset"]:m["offset"] + m["length"]])
    return found


def main():
    main_port, branch_port = sys.argv[1], sys.argv[2]
    pattern = re.compile(sys.argv[3] if len(sys.argv) > 3 else DEFAULT)
    rng = random.Random(16)
    words = set()
    with open("/usr/share/hunspell/ru_RU.dic", encoding="utf-8") as dic:
        next(dic)  # the word count
        for line in dic:
            word = line.split("/")[0].strip()
            if re.fullmatch(r"[а-яё]+", word) and pattern.search(word):
                words.add(word)
    words = sorted(words)
    typos = sorted({edit(rng.choice(words), rng) for _ in range(6000)})
    on_main, on_branch = flagged(main_port, typos), flagged(branch_port, typos)
    print(f"{len(words)} words, {len(typos)} typos: main flags {len(on_main)}, the branch {len(on_branch)}")
    print("accepted by the branch only:", " ".join(sorted(on_main - on_branch)))
    print("flagged by the branch only:", " ".join(sorted(on_branch - on_main)))


if __name__ == "__main__":
    main()
