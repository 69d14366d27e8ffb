#include "block_analysis.hpp"

#include <algorithm>
#include <iterator>

#include "name_in_lower_case.hpp"

namespace proofreader::morphology_engine {
namespace {

using Kind = Token::Kind;

bool overlaps_protected(const sdk::Block& block, const Token& t) {
  return std::any_of(block.protected_spans.begin(), block.protected_spans.end(),
                     [&](const sdk::ProtectedSpan& s) {
                       return t.offset < s.offset + s.length && s.offset < t.offset + t.length;
                     });
}

// Tracks quotation marks through a block: «» and „“ pair up, “” pair up when
// not closing „, and a straight " opens or closes by what is open.
class QuoteTracker {
 public:
  // Updates the state with a punctuation token; returns true for a quote mark.
  bool feed(const Token& t) {
    if (t.kind != Kind::punctuation) return false;
    const std::string& q = t.text;
    if (q == "«" || q == "„") {
      open_.push_back(q);
    } else if (q == "»") {
      close("«");
    } else if (q == "“") {
      if (!open_.empty() && open_.back() == "„")
        open_.pop_back();
      else
        open_.push_back(q);
    } else if (q == "”") {
      close("“");
    } else if (q == "\"") {
      if (!open_.empty() && open_.back() == "\"")
        open_.pop_back();
      else
        open_.push_back(q);
    } else {
      return false;
    }
    return true;
  }
  bool inside() const { return !open_.empty(); }

 private:
  void close(const char* opener) {
    const auto it = std::find(open_.rbegin(), open_.rend(), opener);
    if (it != open_.rend()) open_.erase(std::next(it).base(), open_.end());
  }
  std::vector<std::string> open_;
};

// A word read far likelier as a full word is not its abbreviation: «в» is
// seldom «в.» (век), «порт» seldom «порт.» (португальский). Those readings
// would make a preposition or a noun look like a noun or an adjective too.
ParseList without_unlikely_abbreviations(ParseList parses) {
  float best_word = 0;
  bool abbreviation = false;
  for (const auto& p : parses) {
    if (p.tag.has("Abbr"))
      abbreviation = true;
    else
      best_word = std::max(best_word, p.score);
  }
  if (!abbreviation) return parses;  // most words: no second look at their tags
  const auto unlikely = [&](const Parse& p) { return p.tag.has("Abbr") && p.score * 4 < best_word; };
  if (std::none_of(parses.begin(), parses.end(), unlikely)) return parses;  // shared, not copied
  std::vector<Parse> kept;
  std::copy_if(parses.begin(), parses.end(), std::back_inserter(kept),
               [&](const Parse& p) { return !unlikely(p); });
  return ParseList(std::move(kept));
}

}  // namespace

bool Item::any_pos(std::string_view pos) const {
  return std::any_of(parses.begin(), parses.end(),
                     [&](const Parse& p) { return russian::same_grammeme(p.tag.pos(), pos); });
}

bool Item::only_pos(std::initializer_list<std::string_view> poses) const {
  return !parses.empty() && std::all_of(parses.begin(), parses.end(), [&](const Parse& p) {
    return std::any_of(poses.begin(), poses.end(),
                       [&](std::string_view pos) { return russian::same_grammeme(p.tag.pos(), pos); });
  });
}

bool Item::has_lemma(std::string_view normal_form) const {
  return std::any_of(parses.begin(), parses.end(),
                     [&](const Parse& p) { return p.normal_form == normal_form; });
}

AnalysedBlock analyse_block(const sdk::Block& block, const russian::Morphology& morphology,
                            const std::vector<std::string>& team_words) {
  AnalysedBlock result;
  result.block = &block;
  result.tokens = russian::tokenize(block.text);
  QuoteTracker quotes;
  for (const auto& s : result.tokens.sentences) {
    AnalysedSentence sentence;
    sentence.offset = s.offset;
    sentence.length = s.length;
    bool first_word = true;
    for (int i = s.first_token; i < s.first_token + s.token_count; ++i) {
      const Token& t = result.tokens.tokens[i];
      if (t.kind == Kind::space) continue;
      Item item;
      item.token = &t;
      item.lower = russian::to_lower(t.text);
      const bool quote_mark = quotes.feed(t);
      item.quoted = quotes.inside() && !quote_mark;
      item.protected_span = t.kind == Kind::url || t.kind == Kind::email || t.kind == Kind::path ||
                            t.kind == Kind::code || overlaps_protected(block, t);
      // A word glued to «_» is part of an identifier or a placeholder
      // («база_данных ключ», «путь_скомпилированного файл»), not of the prose.
      const auto underscore = [&](int j) {
        return j >= 0 && j < static_cast<int>(result.tokens.tokens.size()) &&
               result.tokens.tokens[j].text == "_";
      };
      if (t.kind == Kind::word && (underscore(i - 1) || underscore(i + 1))) item.protected_span = true;
      // The sentence's first word, after any bullet, emoji, number or
      // punctuation, has its capital from the sentence, not from a name: it is
      // parsed in lower case («Данной метрика» is not the name «Дана»). A
      // name keeps its reading when it has no other.
      const bool opaque = t.kind == Kind::word &&
                          std::binary_search(team_words.begin(), team_words.end(), item.lower) &&
                          !morphology.is_known(item.lower);
      if (t.kind == Kind::word && !item.protected_span && !opaque) {
        item.parses = without_unlikely_abbreviations(
            morphology.parse(first_word && t.text == russian::capitalize(item.lower) ? item.lower : t.text));
        item.has_predicted_parse =
            std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) { return p.predicted; }) ||
            name_in_lower_case(t.text, item.lower, item.parses);
      }
      if (t.kind == Kind::word) first_word = false;
      sentence.items.push_back(std::move(item));
    }
    result.sentences.push_back(std::move(sentence));
  }
  return result;
}

sdk::Remark make_remark(const AnalysedBlock& block, std::string category, std::string rule_id,
                        sdk::Severity severity, int offset, int length, std::string message) {
  sdk::Remark r;
  r.category = std::move(category);
  r.rule_id = std::move(rule_id);
  r.severity = severity;
  r.block = block.block->index;
  r.offset = offset;
  r.length = length;
  r.message = std::move(message);
  return r;
}

std::string text_between(const AnalysedBlock& block, const Item& first, const Item& last) {
  const int begin = first.token->byte_offset;
  return block.block->text.substr(begin, last.token->byte_offset + last.token->byte_length - begin);
}

std::string match_capital(const std::string& word, std::string_view like) {
  return russian::starts_upper(like) ? russian::capitalize(word) : word;
}

}  // namespace proofreader::morphology_engine
