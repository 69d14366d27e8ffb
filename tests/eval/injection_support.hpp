// Helpers shared by the two error generators of tests/eval (inject_errors.cpp,
// inject_classes.cpp): JSON output, the words of a sentence with their parses,
// loose modifier–noun agreement, and the filter for ordinary prose sentences.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <proofreader/russian/tokenizer.hpp>

#include <algorithm>
#include <cstdio>
#include <initializer_list>
#include <string>
#include <string_view>

namespace eval {

using proofreader::russian::Morphology;
using proofreader::russian::Parse;
using proofreader::russian::ParseList;
using proofreader::russian::Token;
using Kind = Token::Kind;

inline std::string json_escape(const std::string& s) {
  std::string out;
  for (const unsigned char c : s) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c == '\n') {
      out += "\\n";
    } else if (c == '\t') {
      out += "\\t";
    } else if (c < 0x20) {
      char buf[8];
      std::snprintf(buf, sizeof buf, "\\u%04x", c);
      out += buf;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out;
}

inline std::string_view main_case(std::string_view c) {
  if (c == "gen2") return "gent";
  if (c == "acc2") return "accs";
  if (c == "loc2") return "loct";
  return c;
}

struct Word {
  const Token* token;
  std::string lower;
  ParseList parses;
  bool word() const { return token->kind == Kind::word; }
  bool known() const { return !parses.empty() && !parses.front().predicted; }
  bool only(std::initializer_list<std::string_view> poses) const {
    if (parses.empty()) return false;
    return std::all_of(parses.begin(), parses.end(), [&](const Parse& p) {
      return std::find(poses.begin(), poses.end(), p.tag.pos()) != poses.end();
    });
  }
  bool any(std::string_view pos) const {
    return std::any_of(parses.begin(), parses.end(), [&](const Parse& p) { return p.tag.pos() == pos; });
  }
  bool has_case(std::string_view c) const {
    return std::any_of(parses.begin(), parses.end(),
                       [&](const Parse& p) { return main_case(p.tag.gram_case()) == c; });
  }
};

inline bool genders_agree(std::string_view a, std::string_view b) {
  if (a.empty() || b.empty()) return true;
  if (a == "ms-f" || a == "Ms-f" || b == "ms-f" || b == "Ms-f") return true;
  return a == b;
}

// Loose agreement of a modifier with a noun: case, number, gender in the singular.
inline bool agrees(const Parse& a, const Parse& n) {
  if (main_case(a.tag.gram_case()) != main_case(n.tag.gram_case())) return false;
  if (a.tag.number() != n.tag.number()) {
    if (!(n.tag.number().empty() || n.tag.has("Pltm") || n.tag.has("Sgtm"))) return false;
  }
  if (a.tag.number() == "sing" && !genders_agree(a.tag.gender(), n.tag.gender())) return false;
  return true;
}

inline bool any_agree(const ParseList& a, const ParseList& n) {
  for (const auto& pa : a)
    for (const auto& pn : n)
      if (agrees(pa, pn)) return true;
  return false;
}

// Ordinary prose: 6–40 words, starts with a capital Cyrillic letter, ends with
// a full stop, mostly Cyrillic words, no code, paths or options.
inline bool prose(const std::string& s, const proofreader::russian::Tokenized& t) {
  int words = 0, cyr = 0;
  for (const auto& tok : t.tokens) {
    if (tok.kind == Kind::space) continue;
    if (tok.kind == Kind::code || tok.kind == Kind::path || tok.kind == Kind::url ||
        tok.kind == Kind::email || tok.kind == Kind::symbol)
      return false;
    if (tok.kind == Kind::word) {
      ++words;
      if (static_cast<unsigned char>(tok.text[0]) == 0xD0 || static_cast<unsigned char>(tok.text[0]) == 0xD1)
        ++cyr;
    }
  }
  if (words < 6 || words > 40 || cyr * 10 < words * 9) return false;
  if (s.size() < 2 || s.back() != '.') return false;
  const std::string first = s.substr(0, 2);
  return proofreader::russian::starts_upper(first) && static_cast<unsigned char>(s[0]) >= 0xD0;
}

}  // namespace eval
