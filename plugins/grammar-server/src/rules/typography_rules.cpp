#include "typography_rules.hpp"

#include <functional>

#include "../chars.hpp"

namespace proofreader::grammar {

namespace {

using Scan = std::function<void(const Analysis&, std::vector<Match>&)>;

// A typography rule whose check is a scan function; the scan's matches are
// dropped when they touch protected text (URLs, code, paths).
class ScanRule : public Rule {
 public:
  ScanRule(RuleInfo info, Scan scan) : Rule(std::move(info)), scan_(std::move(scan)) {}
  void check(const Analysis& a, std::vector<Match>& out) const override {
    std::vector<Match> found;
    scan_(a, found);
    for (auto& m : found)
      if (!a.touches_protected(m.offset, m.length)) out.push_back(std::move(m));
  }

 private:
  Scan scan_;
};

Match make_match(int offset, int length, std::string message, std::u32string replacement) {
  Match m;
  m.offset = offset;
  m.length = length;
  m.message = std::move(message);
  m.replacements.push_back(encode_utf8(replacement));
  return m;
}

RuleInfo typo_info(std::string id, std::string description, std::string issue = "typographical",
                   bool picky = false) {
  return RuleInfo{std::move(id), std::move(description), Category::typography, std::move(issue), picky};
}

// Start of the run of inline spaces that ends just before `end`.
int spaces_start(const std::u32string& t, int end) {
  int s = end;
  while (s > 0 && is_inline_space(t[s - 1])) --s;
  return s;
}

void add_space_before(RuleList& rules, std::string id, char32_t mark, std::string name) {
  auto scan = [mark, name](const Analysis& a, std::vector<Match>& out) {
    const auto& t = a.text().text();
    const int n = a.text().size();
    for (int i = 1; i < n; ++i) {
      if (t[i] != mark || !is_inline_space(t[i - 1])) continue;
      const int s = spaces_start(t, i);
      if (s == 0 || is_line_break(t[s - 1])) continue;  // a mark that starts a line
      if (mark == '.' && i + 1 < n && (t[i + 1] == '.' || is_letter(t[i + 1]) || is_digit(t[i + 1])))
        continue;  // ".NET", " ...", " .5"
      if (mark == ':' && i + 1 < n && (t[i + 1] == ')' || t[i + 1] == '(' || t[i + 1] == '-'))
        continue;                                                                                   // smileys
      if ((mark == '!' || mark == '?') && s > 0 && (t[s - 1] == '(' || t[s - 1] == '[')) continue;  // "( ! )"
      const bool glued_next = i + 1 < n && is_letter(t[i + 1]) && mark != '.';
      std::u32string replacement(1, mark);
      if (glued_next) replacement += U' ';
      out.push_back(make_match(s, i + 1 - s, "Перед знаком «" + name + "» пробел не ставится.", replacement));
    }
  };
  rules.push_back(std::make_unique<ScanRule>(
      typo_info(std::move(id), "Пробел перед знаком «" + name + "»", "whitespace"), scan));
}

void add_no_space_after(RuleList& rules, std::string id, char32_t mark, std::string name) {
  auto scan = [mark, name](const Analysis& a, std::vector<Match>& out) {
    const auto& t = a.text().text();
    const int n = a.text().size();
    for (int i = 1; i + 1 < n; ++i) {
      if (t[i] != mark || !is_cyrillic(t[i + 1])) continue;
      const char32_t before = t[i - 1];
      if (mark == '.' || mark == '!' || mark == '?') {
        // End of a sentence glued to the next: "сохраните.Затем". Initials and
        // abbreviations (А.С., т.е.) have an upper-case or one-letter left side.
        if (!is_cyrillic_lower(before) || !is_cyrillic_upper(t[i + 1])) continue;
        if (i < 2 || !is_cyrillic_lower(t[i - 2])) continue;
      } else if (!is_cyrillic(before) && before != ')' && before != U'»') {
        continue;
      }
      out.push_back(make_match(i, 2, "После знака «" + name + "» нужен пробел.",
                               std::u32string(1, mark) + U' ' + t[i + 1]));
    }
  };
  rules.push_back(std::make_unique<ScanRule>(
      typo_info(std::move(id), "Нет пробела после знака «" + name + "»", "whitespace"), scan));
}

void scan_double_space(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 1; i + 1 < n; ++i) {
    if (t[i] != ' ' || t[i + 1] != ' ' || is_space(t[i - 1])) continue;
    int e = i;
    while (e < n && t[e] == ' ') ++e;
    if (e == n || is_line_break(t[e])) continue;  // trailing spaces are invisible
    out.push_back(make_match(i, e - i, "Лишние пробелы между словами.", U" "));
    i = e;
  }
}

bool word_char_before(const std::u32string& t, int pos) {
  return pos > 0 && (is_letter(t[pos - 1]) || is_digit(t[pos - 1]) || t[pos - 1] == U'»' ||
                     t[pos - 1] == ')' || t[pos - 1] == '"');
}

void scan_hyphen_as_dash(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 1; i + 2 < n; ++i) {
    if (!is_inline_space(t[i])) continue;
    int j = i + 1;
    int dashes = 0;
    while (j < n && t[j] == '-') ++j, ++dashes;
    if (dashes < 1 || dashes > 2 || j >= n || !is_inline_space(t[j])) continue;
    if (!word_char_before(t, i)) continue;
    if (j + 1 >= n || !(is_letter(t[j + 1]) || t[j + 1] == U'«' || t[j + 1] == '"')) continue;
    // Between two numbers a hyphen means a range or a minus: another rule's business.
    if (is_digit(t[i - 1]) && is_digit(t[j + 1])) continue;
    out.push_back(make_match(i, j + 1 - i, "Вместо дефиса между словами ставится тире: « — ».", U" — "));
    i = j;
  }
}

void scan_en_dash_as_dash(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 1; i + 2 < n; ++i) {
    if (t[i] != U'–' || !is_inline_space(t[i - 1]) || !is_inline_space(t[i + 1])) continue;
    if (i < 2 || !is_cyrillic(t[i - 2]) || !is_cyrillic(t[i + 2])) continue;
    out.push_back(make_match(i, 1, "Между словами ставится длинное тире «—», а не короткое «–».", U"—"));
  }
}

void scan_unspaced_dash(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 1; i + 1 < n; ++i) {
    if (t[i] != U'—' || !is_cyrillic_lower(t[i - 1]) || !is_cyrillic(t[i + 1])) continue;
    out.push_back(make_match(i - 1, 3, "Тире между словами отбивается пробелами.",
                             std::u32string(1, t[i - 1]) + U" — " + t[i + 1]));
  }
}

// open + t[from, to) + close, built by appending (GCC 12 warns falsely on operator+ chains here).
std::u32string quoted(char32_t open, const std::u32string& t, int from, int to, char32_t close) {
  std::u32string out(1, open);
  out.append(t, from, to - from);
  out.push_back(close);
  return out;
}

bool has_cyrillic(const std::u32string& t, int from, int to) {
  for (int k = from; k < to; ++k)
    if (is_cyrillic(t[k])) return true;
  return false;
}

// Pairs of straight double quotes on one line around Russian text.
void scan_straight_quotes(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  int open = -1;
  for (int i = 0; i < n; ++i) {
    if (is_line_break(t[i])) open = -1;
    if (t[i] != '"') continue;
    if (open < 0) {
      open = i;
      continue;
    }
    if (has_cyrillic(t, open + 1, i) && i > open + 1) {
      std::u32string replacement = quoted(U'«', t, open + 1, i, U'»');
      out.push_back(
          make_match(open, i + 1 - open, "В русском тексте используются кавычки-«ёлочки».", replacement));
    }
    open = -1;
  }
}

// “English” quotes as the outer quotes of Russian text.
void scan_english_quotes(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  int guillemets = 0;
  for (int i = 0; i < n; ++i) {
    if (t[i] == U'«') ++guillemets;
    if (t[i] == U'»' && guillemets > 0) --guillemets;
    if (t[i] != U'“' || guillemets > 0) continue;
    int close = i + 1;
    while (close < n && t[close] != U'”' && !is_line_break(t[close])) ++close;
    if (close >= n || t[close] != U'”' || !has_cyrillic(t, i + 1, close)) continue;
    out.push_back(make_match(i, close + 1 - i, "В русском тексте используются кавычки-«ёлочки».",
                             quoted(U'«', t, i + 1, close, U'»')));
    i = close;
  }
}

// «…«…»…»: inner quotes should be „лапки“.
void scan_quote_nesting(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  std::vector<int> open;
  for (int i = 0; i < n; ++i) {
    if (is_line_break(t[i])) open.clear();
    if (t[i] == U'«') {
      open.push_back(i);
    } else if (t[i] == U'»' && !open.empty()) {
      const int start = open.back();
      open.pop_back();
      if (!open.empty())
        out.push_back(make_match(start, i + 1 - start, "Внутренние кавычки оформляются «лапками»: «… „…“ …».",
                                 quoted(U'„', t, start + 1, i, U'“')));
    }
  }
}

void scan_three_dots(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 0; i + 2 < n; ++i) {
    if (t[i] != '.' || t[i + 1] != '.' || t[i + 2] != '.') continue;
    if (i > 0 && t[i - 1] == '=') continue;  // "DESTDIR=...": a placeholder in a command
    if ((i > 0 && t[i - 1] == '.') || (i + 3 < n && t[i + 3] == '.')) {
      while (i < n && t[i] == '.') ++i;
      continue;
    }
    out.push_back(make_match(i, 3, "Многоточие — один знак «…».", U"…"));
    i += 2;
  }
}

void scan_doubled_mark(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 1; i + 1 < n; ++i) {
    const char32_t c = t[i];
    const char32_t d = t[i + 1];
    const bool bad = (c == ',' && (d == ',' || d == '.' || d == ';')) ||
                     (c == ';' && (d == ';' || d == ',')) || (c == ':' && d == ':');
    const bool double_period =
        c == '.' && d == '.' && is_cyrillic(t[i - 1]) && (i + 2 == n || t[i + 2] != '.');
    if ((!bad && !double_period) || !(is_letter(t[i - 1]) || is_digit(t[i - 1]))) continue;
    std::u32string replacement(1, c);
    out.push_back(make_match(i, 2, "Два знака препинания подряд.", replacement));
    ++i;
  }
}

void scan_space_inside_brackets(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 0; i + 2 < n; ++i) {
    if ((t[i] == '(' || t[i] == U'«') && t[i + 1] == ' ' && is_letter(t[i + 2]))
      out.push_back(make_match(i, 2, "После открывающей скобки или кавычки пробел не ставится.",
                               std::u32string(1, t[i])));
    if (i > 0 && is_letter(t[i]) && t[i + 1] == ' ' && (t[i + 2] == ')' || t[i + 2] == U'»'))
      out.push_back(make_match(i + 1, 2, "Перед закрывающей скобкой или кавычкой пробел не ставится.",
                               std::u32string(1, t[i + 2])));
  }
}

// Cyrillic unit abbreviations written after a number.
bool is_unit(const std::u32string& u) {
  static const std::u32string units[] = {
      U"кг",  U"мг",  U"км",  U"см", U"мм",  U"мкм", U"мл", U"мс",  U"мин", U"сек", U"ч",    U"сут",
      U"КБ",  U"Кб",  U"кБ",  U"МБ", U"Мб",  U"ГБ",  U"Гб", U"ТБ",  U"Тб",  U"бит", U"байт", U"Гц",
      U"кГц", U"МГц", U"ГГц", U"Вт", U"кВт", U"мА",  U"Ом", U"руб", U"px",  U"dpi"};
  for (const auto& unit : units)
    if (u == unit) return true;
  return false;
}

void scan_number_unit(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 0; i + 1 < n; ++i) {
    if (!is_digit(t[i]) || !is_letter(t[i + 1])) continue;
    int s = i;
    while (s > 0 && (is_digit(t[s - 1]) || t[s - 1] == ',' || t[s - 1] == '.')) --s;
    if (s > 0 && is_letter(t[s - 1])) continue;  // an identifier such as "mp3", "x86"
    int e = i + 1;
    while (e < n && is_letter(t[e])) ++e;
    if (e < n && (is_digit(t[e]) || t[e] == '_' || t[e] == '-')) continue;
    const std::u32string unit = t.substr(i + 1, e - i - 1);
    if (!is_unit(unit)) continue;
    out.push_back(make_match(s, e - s, "Число отделяется от единицы измерения пробелом.",
                             t.substr(s, i + 1 - s) + U" " + unit));
  }
}

// Latin homoglyphs inside a Cyrillic word: "cистема" typed with a Latin c.
void scan_mixed_alphabets(const Analysis& a, std::vector<Match>& out) {
  static const std::u32string latin = U"aceopxyACEHKMOPTXB";
  static const std::u32string cyrillic = U"асеорхуАСЕНКМОРТХВ";
  for (int i = 0; i < a.token_count(); ++i) {
    if (!a.is_word(i)) continue;
    const auto& tok = a.token(i);
    const std::u32string word = decode_utf8(tok.text);
    int cyr = 0;
    int homoglyphs = 0;
    int other_latin = 0;
    bool cyrillic_lower = false, latin_upper = false;
    for (char32_t c : word) {
      if (is_cyrillic(c)) {
        ++cyr;
        cyrillic_lower = cyrillic_lower || is_cyrillic_lower(c);
      } else if (latin.find(c) != std::u32string::npos) {
        ++homoglyphs;
        latin_upper = latin_upper || (c >= 'A' && c <= 'Z');
      } else if (is_latin(c)) {
        ++other_latin;
      }
    }
    if (cyr < 2 || homoglyphs == 0 || other_latin > 0 || word.find('-') != std::u32string::npos) continue;
    // A wrong keyboard layout keeps the case: a Cyrillic placeholder in
    // capitals with a Latin suffix in lower case («ПРЕФИКСaa») is a template.
    if (!cyrillic_lower && !latin_upper) continue;
    std::u32string fixed = word;
    for (auto& c : fixed)
      if (auto p = latin.find(c); p != std::u32string::npos) c = cyrillic[p];
    Match m = make_match(tok.offset, tok.length, "В слове смешаны русские и латинские буквы.", fixed);
    out.push_back(std::move(m));
  }
}

void scan_multiplication(const Analysis& a, std::vector<Match>& out) {
  const auto& t = a.text().text();
  const int n = a.text().size();
  for (int i = 1; i + 1 < n; ++i) {
    if ((t[i] != 'x' && t[i] != U'х') || !is_digit(t[i - 1]) || !is_digit(t[i + 1])) continue;
    out.push_back(make_match(i, 1, "Знак умножения — «×».", U"×"));
  }
}

}  // namespace

void add_typography_rules(RuleList& rules) {
  auto add = [&](RuleInfo info, Scan scan) { rules.push_back(std::make_unique<ScanRule>(info, scan)); };
  add(typo_info("RU_DOUBLE_SPACE", "Два пробела подряд", "whitespace"), scan_double_space);
  add_space_before(rules, "RU_SPACE_BEFORE_COMMA", ',', "запятая");
  add_space_before(rules, "RU_SPACE_BEFORE_PERIOD", '.', "точка");
  add_space_before(rules, "RU_SPACE_BEFORE_COLON", ':', "двоеточие");
  add_space_before(rules, "RU_SPACE_BEFORE_SEMICOLON", ';', "точка с запятой");
  add_space_before(rules, "RU_SPACE_BEFORE_EXCLAMATION", '!', "восклицательный знак");
  add_space_before(rules, "RU_SPACE_BEFORE_QUESTION", '?', "вопросительный знак");
  add_space_before(rules, "RU_SPACE_BEFORE_ELLIPSIS", U'…', "многоточие");
  add_no_space_after(rules, "RU_NO_SPACE_AFTER_COMMA", ',', "запятая");
  add_no_space_after(rules, "RU_NO_SPACE_AFTER_SEMICOLON", ';', "точка с запятой");
  add_no_space_after(rules, "RU_NO_SPACE_AFTER_COLON", ':', "двоеточие");
  add_no_space_after(rules, "RU_NO_SPACE_AFTER_PERIOD", '.', "точка");
  add_no_space_after(rules, "RU_NO_SPACE_AFTER_EXCLAMATION", '!', "восклицательный знак");
  add_no_space_after(rules, "RU_NO_SPACE_AFTER_QUESTION", '?', "вопросительный знак");
  add(typo_info("RU_HYPHEN_AS_DASH", "Дефис вместо тире"), scan_hyphen_as_dash);
  add(typo_info("RU_EN_DASH_AS_DASH", "Короткое тире между словами"), scan_en_dash_as_dash);
  add(typo_info("RU_DASH_WITHOUT_SPACES", "Тире между словами без пробелов"), scan_unspaced_dash);
  add(typo_info("RU_STRAIGHT_QUOTES", "Прямые кавычки вместо «ёлочек»"), scan_straight_quotes);
  add(typo_info("RU_ENGLISH_QUOTES", "Английские кавычки вместо «ёлочек»"), scan_english_quotes);
  add(typo_info("RU_QUOTE_NESTING", "Вложенные кавычки того же рисунка"), scan_quote_nesting);
  add(typo_info("RU_THREE_DOTS", "Три точки вместо многоточия"), scan_three_dots);
  add(typo_info("RU_DOUBLE_PUNCTUATION", "Два знака препинания подряд"), scan_doubled_mark);
  add(typo_info("RU_SPACE_INSIDE_BRACKETS", "Пробел внутри скобок или кавычек", "whitespace"),
      scan_space_inside_brackets);
  add(typo_info("RU_NUMBER_UNIT_SPACE", "Число слитно с единицей измерения", "whitespace"), scan_number_unit);
  add(RuleInfo{"RU_MIXED_ALPHABETS", "Смешение кириллицы и латиницы в слове", Category::typos, "misspelling"},
      scan_mixed_alphabets);
  add(typo_info("RU_MULTIPLICATION_SIGN", "Буква «x» вместо знака умножения", "typographical", true),
      scan_multiplication);
}

}  // namespace proofreader::grammar
