#include "guides/RuleRecognizer.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/RegularExpression.h>
#include <Poco/String.h>
#include <Poco/StringTokenizer.h>

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

  void warn(const std::string& statement, const std::string& reason) {
    result.warnings.push_back({statement.substr(0, 500), reason});
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

bool do_not_use(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(
      R"((?:не\s+(?:используйте|используем|пишите|пишем|употребляйте|употребляем)|избегайте|избегаем)\s+(?:слов[оа]?\s+)?(.+?)\s*[.;]?$)",
      kUtf8);
  std::vector<std::string> g;
  if (re.split(text, g) != 2) return false;
  auto words = quoted(g[1]);
  if (words.empty()) words.push_back(clean(g[1]));
  for (const auto& w : words) b.forbid(w, text);
  return true;
}

bool glossary(Builder& b, const std::string& text) {
  static const Poco::RegularExpression re(R"(^\s*([^()]{1,60}?)\s*\(\s*не\s+([^)]+)\)\s*[.;]?$)", kUtf8);
  std::vector<std::string> g;
  if (re.split(text, g) != 3) return false;
  std::vector<std::string> variants;
  for (auto& v : Poco::StringTokenizer(
           g[2], ",", Poco::StringTokenizer::TOK_TRIM | Poco::StringTokenizer::TOK_IGNORE_EMPTY))
    variants.push_back(clean(v));
  if (variants.empty()) return false;
  b.term(clean(g[1]), variants, text);
  return true;
}

bool is_forbidden_list_lead(const std::string& text) {
  static const Poco::RegularExpression re(
      R"((не\s+(?:используйте|используем|пишите|пишем|употребляйте)|избегайте|запрещ\S*|стоп-слова).*:\s*$)",
      kUtf8);
  return re.match(text);
}

bool is_header(const std::string& cell) {
  static const Poco::RegularExpression re(
      R"(^\s*(не\s*)?(правильно|неправильно|пишем|не\s+пишем|верно|неверно|нельзя|можно|было|стало|вместо|термин)\s*:?\s*$)",
      kUtf8);
  return re.match(cell);
}

bool says_wrong(const std::string& cell) {
  static const Poco::RegularExpression re(R"(неправильно|не\s*пишем|неверно|нельзя|было|вместо)", kUtf8);
  return re.match(cell);
}

}  // namespace

RecognizedRules recognize_rules(const sdk::Document& document) {
  Builder b;
  const auto& blocks = document.blocks;
  bool wrong_first = true;  // table column order, set by a header row
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
      if (is_header(row[0]) && is_header(row[1])) {
        wrong_first = says_wrong(row[0]);
        continue;
      }
      const std::string statement = row[0] + " | " + row[1];
      wrong_first ? b.replace(clean(row[0]), clean(row[1]), statement)
                  : b.replace(clean(row[1]), clean(row[0]), statement);
      continue;
    }
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
    if (write_x_not_y(b, text) || arrow(b, text) || do_not_use(b, text) || glossary(b, text)) continue;
    b.warn(text, "не похоже ни на одну известную форму правила");
  }
  return std::move(b.result);
}

}  // namespace proofreader::host
