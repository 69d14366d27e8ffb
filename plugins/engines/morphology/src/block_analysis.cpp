#include "block_analysis.hpp"

#include <algorithm>
#include <iterator>

#include "name_in_lower_case.hpp"
#include "word_classes.hpp"

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
// not closing „, and a straight " opens or closes by what is open. A ” closes
// a straight " as well: an editor's smart quotes often turn only one of a
// pair («от "домена соединения”, по которому …»), and the rest of the block
// would otherwise stay quoted.
class QuoteTracker {
 public:
  // Updates the state with a punctuation token; returns true for a quote mark.
  bool feed(const Token& t) {
    if (!is_quote_mark(t)) return false;
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
      close("“", "\"");
    } else if (q == "\"") {
      if (!open_.empty() && open_.back() == "\"")
        open_.pop_back();
      else
        open_.push_back(q);
    }
    return true;
  }
  bool inside() const { return !open_.empty(); }

 private:
  // Closes the innermost open quotation that `opener` (or `other_opener`) opened.
  void close(std::string_view opener, std::string_view other_opener = {}) {
    const auto it = std::find_if(open_.rbegin(), open_.rend(),
                                 [&](const std::string& o) { return o == opener || o == other_opener; });
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

// Reads the word `item` as `text` (the word itself, or in lower case where a
// sentence's capital is no name's).
void parse_word(Item& item, std::string_view text, const russian::Morphology& morphology) {
  item.parses = without_unlikely_abbreviations(morphology.parse(text));
  item.has_predicted_parse =
      std::any_of(item.parses.begin(), item.parses.end(), [](const Parse& p) { return p.predicted; }) ||
      name_in_lower_case(item.token->text, item.lower, item.parses);
}

// Is the quotation between the marks at `open` and `close` an attribute of
// the noun beside it, before the opening mark or after the closing one (over
// an aside in brackets and adjectives): «таблицу «определяемую
// пользователем»», «определяемую пользователем» (четвёртую) таблицу»? Then
// an adjective in it agrees with that noun, not with the words quoted with
// it.
bool attribute_of_noun_beside(const std::vector<Item>& items, std::size_t open, std::size_t close) {
  std::vector<const Item*> beside;
  if (open > 0) beside.push_back(&items[open - 1]);
  std::size_t after = close + 1;
  if (after < items.size() && items[after].is("(")) {
    while (after < items.size() && !items[after].is(")")) ++after;
    ++after;
  }
  const auto adjective = [](const Item& w) { return w.any_pos("ADJF") || w.any_pos("PRTF"); };
  while (after < items.size() && adjective(items[after]) && !is_noun(items[after])) ++after;
  if (after < items.size()) beside.push_back(&items[after]);
  return std::any_of(beside.begin(), beside.end(), [&](const Item* noun) {
    return noun->is_word() && is_noun(*noun) &&
           std::any_of(items.begin() + static_cast<std::ptrdiff_t>(open) + 1,
                       items.begin() + static_cast<std::ptrdiff_t>(close), [&](const Item& word) {
                         return adjective(word) && any_pair(word, *noun, adjective_agrees);
                       });
  });
}

// The quotation of `sentence` between the quote marks at `open` and `close`
// (outside any other), as a sentence of its own (AnalysedBlock::quotations),
// unless it is one word, a noun's attribute or a number shown as it stands.
// Quotations within it stay quoted; its first word is parsed in lower case, as
// a sentence's is.
void add_quotation(const AnalysedSentence& sentence, std::size_t open, std::size_t close,
                   const russian::Morphology& morphology, std::vector<AnalysedSentence>& out) {
  const auto& items = sentence.items;
  if (attribute_of_noun_beside(items, open, close)) return;
  AnalysedSentence quotation;
  QuoteTracker nested;
  int words = 0;
  bool number = false, verb = false;
  for (std::size_t k = open + 1; k < close; ++k) {
    Item item = items[k];
    const bool mark = nested.feed(*item.token);
    item.quoted = nested.inside() && !mark;
    number = number || item.token->kind == Kind::number || item.any_pos("NUMR") || item.lower == "один";
    verb = verb || item.any_pos("VERB");
    if (item.checkable()) {
      if (words == 0 && !item.parses.empty() && item.token->text == russian::capitalize(item.lower))
        parse_word(item, item.lower, morphology);
      ++words;
    }
    quotation.items.push_back(std::move(item));
  }
  // A number in words or digits with no verb is a value read aloud or shown
  // as it stands («"один точка нуль нуль нуль"», «"двенадцать бат"»), not
  // prose.
  if (words < 2 || (number && !verb)) return;
  quotation.offset = quotation.items.front().token->offset;
  quotation.length =
      quotation.items.back().token->offset + quotation.items.back().token->length - quotation.offset;
  out.push_back(std::move(quotation));
}

}  // namespace

bool is_quote_mark(const Token& t) {
  if (t.kind != Kind::punctuation) return false;
  const std::string& q = t.text;
  // Every quote mark starts with one of these bytes: «» are C2 AB and C2 BB,
  // „“” are E2 80 9E, 9C and 9D. The cheap test keeps commas and stops out.
  if (q.empty() || (q[0] != '"' && q[0] != '\xC2' && q[0] != '\xE2')) return false;
  return q == "«" || q == "»" || q == "„" || q == "“" || q == "”" || q == "\"";
}

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
  std::vector<std::pair<std::size_t, std::size_t>> quoted_spans;  // a sentence's quotations: their marks
  for (const auto& s : result.tokens.sentences) {
    AnalysedSentence sentence;
    sentence.offset = s.offset;
    sentence.length = s.length;
    bool first_word = true;
    quoted_spans.clear();
    std::size_t opened = std::string::npos;  // the mark that opened a quotation outside any other
    for (int i = s.first_token; i < s.first_token + s.token_count; ++i) {
      const Token& t = result.tokens.tokens[i];
      if (t.kind == Kind::space) continue;
      Item item;
      item.token = &t;
      item.lower = russian::to_lower(t.text);
      const bool was_inside = quotes.inside();
      const bool quote_mark = quotes.feed(t);
      item.quoted = quotes.inside() && !quote_mark;
      if (quote_mark && !was_inside) opened = sentence.items.size();
      if (quote_mark && was_inside && !quotes.inside() && opened != std::string::npos) {
        quoted_spans.emplace_back(opened, sentence.items.size());
        opened = std::string::npos;
      }
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
      if (t.kind == Kind::word && !item.protected_span && !opaque)
        parse_word(item, first_word && t.text == russian::capitalize(item.lower) ? item.lower : t.text,
                   morphology);
      if (t.kind == Kind::word) first_word = false;
      sentence.items.push_back(std::move(item));
    }
    for (const auto& [open, close] : quoted_spans)
      add_quotation(sentence, open, close, morphology, result.quotations);
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
