#include "guides/RuleRecognizer.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/RegularExpression.h>
#include <Poco/String.h>
#include <Poco/StringTokenizer.h>
#include <Poco/UTF8Encoding.h>
#include <Poco/Unicode.h>

#include <optional>

namespace proofreader::host {

namespace {

// Text inside «», “”, "" quotes, in order.
std::vector<std::string> quoted(const std::string& text) {
  static const Poco::RegularExpression re(R"re(«([^»]{1,80})»|“([^”]{1,80})”|"([^"]{1,80})")re",
                                          Poco::RegularExpression::RE_UTF8);
  std::vector<std::string> out;
  Poco::RegularExpression::MatchVec m;
  std::size_t offset = 0;
  while (re.match(text, offset, m) > 0) {
    for (std::size_t g = 1; g < m.size(); ++g)
      if (m[g].offset != std::string::npos && m[g].length > 0) {
        out.push_back(Poco::trim(text.substr(m[g].offset, m[g].length)));
        break;
      }
    offset = m[0].offset + m[0].length;
  }
  return out;
}

// A fragment as a rule phrase: quotes, trailing punctuation and spaces removed.
std::string clean(std::string s) {
  s = Poco::trim(s);
  for (const std::string q : {"«", "»", "“", "”", "\""}) Poco::replaceInPlace(s, q, std::string());
  while (!s.empty() && std::string(".,;:!").find(s.back()) != std::string::npos) s.pop_back();
  return Poco::trim(s);
}

bool plausible_phrase(const std::string& s) {
  return !s.empty() && s.size() <= 80;
}

class Builder {
 public:
  RecognizedRules result;

  void replace(const std::string& wrong, const std::string& right, const std::string& statement) {
    if (!plausible_phrase(wrong) || !plausible_phrase(right)) {
      warn(statement, "фрагменты правила пустые или слишком длинные");
      return;
    }
    auto rule = base("replace", "Пишите «" + right + "», а не «" + wrong + "».", statement);
    rule->set("phrase", wrong);
    rule->set("replacement", right);
    add(rule, wrong, right);
  }

  void forbid(const std::string& phrase, const std::string& statement) {
    if (!plausible_phrase(phrase)) {
      warn(statement, "запрещённый фрагмент пустой или слишком длинный");
      return;
    }
    auto rule = base("forbidden", "Не используйте «" + phrase + "».", statement);
    rule->set("phrase", phrase);
    add(rule, phrase, "");
  }

  void term(const std::string& preferred, const std::vector<std::string>& variants,
            const std::string& statement) {
    auto rule = base("term", "Принятое написание термина — «" + preferred + "».", statement);
    rule->set("preferred", preferred);
    Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
    for (const auto& v : variants) list->add(v);
    rule->set("variants", list);
    add(rule, variants.front(), preferred);
  }

  void warn(const std::string& statement, const std::string& reason, bool glossary = false) {
    result.warnings.push_back({statement.substr(0, 500), reason, glossary});
  }

 private:
  Poco::JSON::Object::Ptr base(const std::string& kind, const std::string& message,
                               const std::string& statement) {
    Poco::JSON::Object::Ptr rule = new Poco::JSON::Object;
    rule->set("id", "extracted-" + std::to_string(result.rules->size() + 1));
    rule->set("kind", kind);
    rule->set("message", message);
    rule->set("explanation", statement.substr(0, 500));
    rule->set("severity", "warning");
    rule->set("category", "style");
    rule->set("enabled", true);
    return rule;
  }

  void add(Poco::JSON::Object::Ptr rule, const std::string& bad, const std::string& good) {
    Poco::JSON::Array::Ptr bad_list = new Poco::JSON::Array, good_list = new Poco::JSON::Array;
    bad_list->add(bad);
    if (!good.empty()) good_list->add(good);
    rule->set("bad", bad_list);
    rule->set("good", good_list);
    result.rules->add(rule);
  }
};

const int kUtf8 = Poco::RegularExpression::RE_UTF8 | Poco::RegularExpression::RE_CASELESS;

// Statement shapes, tried in order; each returns true when it recognised the text.
bool write_x_not_y(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(R"(пиш(?:ем|ите|и)\s+(.+?),?\s+а\s+не\s+(.+?)\s*[.;]?$)", kUtf8);
  static const Poco::RegularExpression instead(R"(пиш(?:ем|ите|и)\s+(.+?),?\s+вместо\s+(.+?)\s*[.;]?$)",
                                               kUtf8);
  static const Poco::RegularExpression instead_first(
      R"(вместо\s+(.+?),?\s+(?:пиш(?:ем|ите|и)|используй(?:те)?|употребляй(?:те)?)\s+(.+?)\s*[.;]?$)", kUtf8);
  std::vector<std::string> g;
  if (re.split(text, g) == 3 || instead.split(text, g) == 3) {
    b.replace(clean(g[2]), clean(g[1]), text);
    return true;
  }
  if (instead_first.split(text, g) == 3) {
    b.replace(clean(g[1]), clean(g[2]), text);
    return true;
  }
  return false;
}

bool arrow(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(R"(^\s*(.+?)\s*(?:→|->|⇒)\s*(.+?)\s*[.;]?$)", kUtf8);
  std::vector<std::string> g;
  if (re.split(text, g) != 3) return false;
  b.replace(clean(g[1]), clean(g[2]), text);
  return true;
}

// The items of an unquoted list «юзер, девайс и апдейт»; empty when an item is
// longer than a few words (then it is a general instruction, not a word list).
std::vector<std::string> unquoted_items(const std::string& list) {
  static const Poco::RegularExpression separator(R"(\s*(?:,|;|\s+и\s+|\s+или\s+)\s*)", kUtf8);
  std::vector<std::string> items;
  std::size_t offset = 0;
  Poco::RegularExpression::Match m;
  for (;;) {
    const bool found = separator.match(list, offset, m) > 0;
    const std::string item = clean(list.substr(offset, found ? m.offset - offset : std::string::npos));
    if (!item.empty()) {
      if (Poco::StringTokenizer(item, " ", Poco::StringTokenizer::TOK_IGNORE_EMPTY).count() > 3) return {};
      items.push_back(item);
    }
    if (!found) break;
    offset = m.offset + m.length;
  }
  return items;
}

bool do_not_use(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(
      R"((?:не\s+(?:используйте|используем|пишите|пишем|употребляйте|употребляем)|избегайте|избегаем)\s+(?:(?:следующие\s+|такие\s+)?(?:слов[оа]?|выражени[ея]|термины)\s*:?\s+)?(.+?)\s*[.;]?$)",
      kUtf8);
  std::vector<std::string> g;
  if (re.split(text, g) != 2) return false;
  auto words = quoted(g[1]);
  if (words.empty()) words = unquoted_items(g[1]);
  if (words.empty()) {
    b.warn(text, "после «не используйте» не список слов, а общее указание");
    return true;
  }
  for (const auto& w : words) b.forbid(w, text);
  return true;
}

// Variants named in «(не Y, Z)» inside `text`, and `text` without that part.
std::vector<std::string> excluded_variants(std::string& text) {
  static const Poco::RegularExpression re(R"(\(\s*не\s+([^)]+)\))", kUtf8);
  Poco::RegularExpression::MatchVec m;
  if (re.match(text, 0, m) == 0) return {};
  std::vector<std::string> variants;
  for (auto& v :
       Poco::StringTokenizer(text.substr(m[1].offset, m[1].length), ",",
                             Poco::StringTokenizer::TOK_TRIM | Poco::StringTokenizer::TOK_IGNORE_EMPTY))
    if (auto c = clean(v); !c.empty()) variants.push_back(c);
  text.erase(m[0].offset, m[0].length);
  return variants;
}

// A glossary entry (a term and its definition, from a «Термин | Определение»
// table or a line «X — Y») defines a word; it is a rule only when it names
// spellings to avoid, «(не Y, Z)». Otherwise it is listed as not a rule, and
// never read as «replace the term by its definition».
void glossary_entry(Builder& b, std::string term, std::string definition, const std::string& statement) {
  auto variants = excluded_variants(term);
  if (variants.empty()) variants = excluded_variants(definition);
  term = clean(term);
  if (variants.empty() || !plausible_phrase(term)) {
    b.warn(statement, "запись глоссария: определение термина, а не правило", true);
    return;
  }
  b.term(term, variants, statement);
}

// «X — Y»: a short term (no quotes, at most five words), a dash, a definition.
bool glossary_line(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(R"(^\s*([^«»"“”:.;—–]{1,60}?)\s+[—–-]\s+(\S.*)$)", kUtf8);
  std::vector<std::string> g;
  if (re.split(text, g) != 3) return false;
  if (Poco::StringTokenizer(g[1], " ", Poco::StringTokenizer::TOK_IGNORE_EMPTY).count() > 5) return false;
  glossary_entry(b, g[1], g[2], text);
  return true;
}

bool glossary(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(R"(^\s*([^()]{1,60}?)\s*\(\s*не\s+[^)]+\)\s*[.;]?$)", kUtf8);
  if (!re.match(text)) return false;
  std::string term = text;
  const auto variants = excluded_variants(term);
  if (variants.empty()) return false;
  b.term(clean(term), variants, text);
  return true;
}

bool is_forbidden_list_lead(const std::string& text) {
  static const Poco::RegularExpression re(
      R"((не\s+(?:используйте|используем|пишите|пишем|употребляйте)|избегайте|запрещ\S*|стоп-слова).*:\s*$)",
      kUtf8);
  return re.match(text);
}

enum class TableKind { wrong_right, right_wrong, glossary };

// The kind a header row gives a table, or nullopt when the row is not a header.
std::optional<TableKind> header_kind(const std::string& first, const std::string& second) {
  static const Poco::RegularExpression header(
      R"(^\s*(не\s*)?(правильно|неправильно|пишем|не\s+пишем|верно|неверно|нельзя|можно|было|стало|вместо|термин)\s*:?\s*$)",
      kUtf8);
  static const Poco::RegularExpression says_wrong(R"(неправильно|не\s*пишем|неверно|нельзя|было|вместо)",
                                                  kUtf8);
  static const Poco::RegularExpression glossary_term(
      R"(^\s*(термин|понятие|сокращение|аббревиатура|слово)\s*:?\s*$)", kUtf8);
  static const Poco::RegularExpression glossary_definition(
      R"(^\s*(определение|описание|значение|расшифровка|пояснение|толкование)\s*:?\s*$)", kUtf8);
  if (glossary_term.match(first) && glossary_definition.match(second)) return TableKind::glossary;
  if (header.match(first) && header.match(second))
    return says_wrong.match(first) ? TableKind::wrong_right : TableKind::right_wrong;
  return std::nullopt;
}

// Where a sentence may start: an upper-case letter, a digit or an opening quote.
bool starts_sentence(const std::string& text, std::size_t pos) {
  static Poco::UTF8Encoding utf8;
  const auto* p = reinterpret_cast<const unsigned char*>(text.data() + pos);
  const int cp = utf8.queryConvert(p, static_cast<int>(text.size() - pos));
  return cp > 0 && (Poco::Unicode::isUpper(cp) || Poco::Unicode::isDigit(cp) || cp == 0xAB || cp == '"');
}

// A paragraph split into sentences at «. », «! », «? » before a capital,
// outside «» quotes: a paragraph may hold several rule statements.
std::vector<std::string> sentences(const std::string& text) {
  std::vector<std::string> out;
  int quote_depth = 0;
  std::size_t begin = 0;
  for (std::size_t i = 0; i < text.size(); ++i) {
    if (text.compare(i, 2, "«") == 0) ++quote_depth;
    if (text.compare(i, 2, "»") == 0 && quote_depth > 0) --quote_depth;
    if (quote_depth > 0 || std::string(".!?").find(text[i]) == std::string::npos) continue;
    std::size_t next = i + 1;
    while (next < text.size() && text[next] == ' ') ++next;
    if (next == i + 1 || next >= text.size() || !starts_sentence(text, next)) continue;
    out.push_back(Poco::trim(text.substr(begin, i + 1 - begin)));
    begin = next;
  }
  if (begin < text.size()) out.push_back(Poco::trim(text.substr(begin)));
  return out;
}

void recognize_statement(Builder& b, const std::string& text) {
  if (write_x_not_y(b, text) || arrow(b, text) || do_not_use(b, text) || glossary_line(b, text) ||
      glossary(b, text))
    return;
  b.warn(text, "не похоже ни на одну известную форму правила");
}

}  // namespace

RecognizedRules recognize_rules(const sdk::Document& document) {
  Builder b;
  const auto& blocks = document.blocks;
  TableKind table = TableKind::wrong_right;  // set by a header row, until the table ends
  bool in_forbidden_list = false;
  for (std::size_t i = 0; i < blocks.size(); ++i) {
    const auto& block = blocks[i];
    const std::string text = Poco::trim(block.text);
    if (text.empty()) continue;
    if (block.kind == "table_cell") {
      // Collect the row: consecutive cells with the same row number.
      std::vector<std::string> row{text};
      while (i + 1 < blocks.size() && blocks[i + 1].kind == "table_cell" &&
             blocks[i + 1].location.table_row == block.location.table_row &&
             blocks[i + 1].location.table_column > blocks[i].location.table_column)
        row.push_back(Poco::trim(blocks[++i].text));
      if (row.size() < 2) {
        b.warn(text, "строка таблицы из одной ячейки");
        continue;
      }
      if (const auto kind = header_kind(row[0], row[1])) {
        table = *kind;
        continue;
      }
      const std::string statement = row[0] + " | " + row[1];
      switch (table) {
        case TableKind::glossary:
          glossary_entry(b, row[0], row[1], statement);
          break;
        case TableKind::wrong_right:
          b.replace(clean(row[0]), clean(row[1]), statement);
          break;
        case TableKind::right_wrong:
          b.replace(clean(row[1]), clean(row[0]), statement);
          break;
      }
      continue;
    }
    table = TableKind::wrong_right;
    if (block.kind == "heading") {
      in_forbidden_list = is_forbidden_list_lead(text);
      continue;
    }
    if (in_forbidden_list && block.kind == "list_item") {
      b.forbid(clean(text), text);
      continue;
    }
    in_forbidden_list = false;
    if (is_forbidden_list_lead(text)) {
      in_forbidden_list = true;
      continue;
    }
    for (const auto& sentence : sentences(text)) recognize_statement(b, sentence);
  }
  return std::move(b.result);
}

}  // namespace proofreader::host
