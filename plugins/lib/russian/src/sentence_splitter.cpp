// A sentence ends at . ! ? … (with any closing quotes or brackets after it)
// when a space follows and the next word does not start in lower case, or at a
// line break before a line that does not continue the sentence. A period after
// an initial or after an abbreviation that never ends a phrase (см., рис., т.)
// does not end a sentence.
#include "sentence_splitter.hpp"

#include <algorithm>
#include <array>
#include <string_view>

#include "proofreader/russian/tokenizer.hpp"

namespace proofreader::russian {
namespace {

using Kind = Token::Kind;

bool is_terminator(const Token& t) {
  return t.kind == Kind::punctuation &&
         (t.text == "." || t.text == "!" || t.text == "?" || t.text == "…" || t.text == "...");
}

bool is_closing(const Token& t) {
  return t.kind == Kind::punctuation && (t.text == "»" || t.text == "“" || t.text == "”" || t.text == "\"" ||
                                         t.text == ")" || t.text == "]" || t.text == "’" || t.text == "'");
}

// Abbreviations after which a period is followed by more of the same
// sentence: «см. рис. 2», «т. е.», «табл. 3», «им. Ленина».
bool never_ends_sentence(std::string_view lower_word) {
  static constexpr std::array<std::string_view, 36> kWords = {
      "т",   "см",   "рис",   "табл", "напр", "ср",  "ул",  "им",   "гл",  "разд",  "прим", "англ",
      "лат", "нем",  "франц", "п",    "пп",   "ст",  "стр", "прил", "илл", "доп",   "проф", "акад",
      "доц", "букв", "сокр",  "ред",  "изд",  "тел", "кв",  "корп", "пер", "просп", "д",    "кн"};
  return std::find(kWords.begin(), kWords.end(), lower_word) != kWords.end();
}

int prev_non_space(const std::vector<Token>& tokens, int i) {
  for (int k = i - 1; k >= 0; --k)
    if (tokens[k].kind != Kind::space) return k;
  return -1;
}

// True when the period at `dot` belongs to an abbreviation or initial that
// keeps the sentence going whatever follows.
bool dot_continues(const std::vector<Token>& tokens, int dot) {
  if (dot == 0 || tokens[dot - 1].kind != Kind::word) return false;
  const Token& w = tokens[dot - 1];
  if (code_points(w.text) == 1 && starts_upper(w.text)) return true;  // initial: «А. С. Пушкин»
  const std::string lower = to_lower(w.text);
  const int before = prev_non_space(tokens, dot - 1);
  const bool after_t = before >= 1 && tokens[before].text == "." && to_lower(tokens[before - 1].text) == "т";
  // «и т. д.», «и т. п.» may end a sentence; «т. е.», «т. к.», «т. н.» never do;
  // a lone «д.», «п.» (дом, пункт) does not.
  if (after_t) return lower == "е" || lower == "к" || lower == "н";
  return never_ends_sentence(lower);
}

// Does the token at `next` start a new sentence?
bool starts_sentence(const Token& next) {
  if (next.kind == Kind::word) return starts_upper(next.text);
  if (next.kind == Kind::punctuation)
    return next.text != "," && next.text != ";" && next.text != ":" && next.text != ")" && next.text != "." &&
           next.text != "…";
  return true;  // numbers, code, URLs, symbols
}

}  // namespace

std::vector<Sentence> split_sentences(const std::vector<Token>& tokens) {
  std::vector<Sentence> sentences;
  const int n = static_cast<int>(tokens.size());
  int start = -1;  // first token of the current sentence
  auto close = [&](int last) {
    if (start < 0) return;
    Sentence s;
    s.first_token = start;
    s.token_count = last - start + 1;
    s.offset = tokens[start].offset;
    s.length = tokens[last].offset + tokens[last].length - s.offset;
    s.byte_offset = tokens[start].byte_offset;
    s.byte_length = tokens[last].byte_offset + tokens[last].byte_length - s.byte_offset;
    sentences.push_back(s);
    start = -1;
  };

  for (int i = 0; i < n; ++i) {
    const Token& t = tokens[i];
    if (t.kind == Kind::space) {
      const auto breaks = std::count(t.text.begin(), t.text.end(), '\n');
      if (start >= 0 && breaks > 0 && i + 1 < n && (breaks > 1 || starts_sentence(tokens[i + 1])))
        close(prev_non_space(tokens, i));
      continue;
    }
    if (start < 0) start = i;
    if (!is_terminator(t)) continue;
    int last = i;
    while (last + 1 < n && (is_terminator(tokens[last + 1]) || is_closing(tokens[last + 1]))) ++last;
    if (last + 1 >= n) {
      close(last);
      break;
    }
    if (tokens[last + 1].kind != Kind::space) {  // «т.е.», «2.x», «?»,
      i = last;
      continue;
    }
    const int next = last + 2;
    const bool ends = next >= n || (starts_sentence(tokens[next]) &&
                                    !(t.text == "." && last == i && dot_continues(tokens, i)));
    if (ends) close(last);
    i = last;
  }
  if (start >= 0) close(prev_non_space(tokens, n));
  return sentences;
}

}  // namespace proofreader::russian
