#include "guides/PatternCheck.hpp"

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>

#include <memory>
#include <set>

#include <proofreader/kit/utf8.hpp>
#include <proofreader/sdk/http.hpp>

namespace proofreader::host {

namespace {

// The style engine's limits (plugins/engines/style/src/pcre_pattern.hpp): a
// rule that needs more on the samples would be cut short in every check.
constexpr std::uint32_t kMatchLimit = 200000;
constexpr std::uint32_t kDepthLimit = 5000;

// Ordinary technical prose a useful rule matches only here and there.
constexpr const char* kSample =
    "Сервис проверяет документацию на русском языке и возвращает замечания. Перед началом работы "
    "установите пакет, откройте файл настроек и укажите адрес сервера. После запуска программа "
    "создаёт каталог данных, записывает журнал и ждёт запросов пользователей. Если проверка "
    "завершилась с ошибкой, повторите её позже или обратитесь к администратору. Таблица 2 "
    "содержит параметры: имя, тип, значение по умолчанию и описание.";

// Runs a character can repeat in, ended by one that breaks most patterns:
// where nested quantifiers backtrack exponentially.
constexpr const char* kRepeatedUnits[] = {"a", "а", "1", " ", "аб ", "a1", "."};

sdk::ApiError bad_pattern(const std::string& what, std::size_t position, const std::string& reason) {
  const std::string at = std::to_string(position);
  return {400, "bad_pattern", what + " does not compile at position " + at + ": " + reason,
          "Шаблон (" + what + ") не компилируется, позиция " + at + ": " + reason};
}

using Code = std::unique_ptr<pcre2_code, decltype(&pcre2_code_free)>;

Code compile(const std::string& pattern, const std::string& flags, const std::string& what) {
  if (pattern.empty()) throw bad_pattern(what, 0, "empty pattern");
  if (pattern.size() > 4000) throw bad_pattern(what, 4000, "pattern longer than 4000 bytes");
  std::uint32_t options = PCRE2_UTF | PCRE2_UCP | PCRE2_MATCH_INVALID_UTF;
  for (char f : flags) {
    if (f == 'i') {
      options |= PCRE2_CASELESS;
    } else if (f == 'm') {
      options |= PCRE2_MULTILINE;
    } else if (f == 's') {
      options |= PCRE2_DOTALL;
    } else if (f == 'x') {
      options |= PCRE2_EXTENDED;
    } else {
      throw sdk::ApiError::bad_request("flags may contain only i, m, s, x", "Флаги: только i, m, s, x");
    }
  }
  int error = 0;
  PCRE2_SIZE offset = 0;
  pcre2_code* code = pcre2_compile(reinterpret_cast<PCRE2_SPTR>(pattern.data()), pattern.size(), options,
                                   &error, &offset, nullptr);
  if (code) return {code, &pcre2_code_free};
  PCRE2_UCHAR message[256];
  pcre2_get_error_message(error, message, sizeof message);
  const std::size_t position = kit::utf8::code_points_before(pattern, offset);  // as a user counts
  throw bad_pattern(what, position, reinterpret_cast<const char*>(message));
}

// Byte spans of the matches of `code` in `subject`, at most `limit`; the
// interpreter, not the JIT, so the backtracking limit counts the same everywhere.
std::vector<std::pair<std::size_t, std::size_t>> byte_matches(const Code& code, const std::string& subject,
                                                              std::size_t limit) {
  std::unique_ptr<pcre2_match_context, decltype(&pcre2_match_context_free)> context(
      pcre2_match_context_create(nullptr), &pcre2_match_context_free);
  pcre2_set_match_limit(context.get(), kMatchLimit);
  pcre2_set_depth_limit(context.get(), kDepthLimit);
  std::unique_ptr<pcre2_match_data, decltype(&pcre2_match_data_free)> data(
      pcre2_match_data_create_from_pattern(code.get(), nullptr), &pcre2_match_data_free);
  std::vector<std::pair<std::size_t, std::size_t>> spans;
  std::size_t start = 0;
  while (start <= subject.size() && spans.size() < limit) {
    const int rc = pcre2_match(code.get(), reinterpret_cast<PCRE2_SPTR>(subject.data()), subject.size(),
                               start, 0, data.get(), context.get());
    if (rc == PCRE2_ERROR_NOMATCH) break;
    if (rc == PCRE2_ERROR_MATCHLIMIT || rc == PCRE2_ERROR_DEPTHLIMIT || rc == PCRE2_ERROR_HEAPLIMIT)
      throw sdk::ApiError(
          400, "slow_pattern",
          "the pattern backtracks too much (nested repetition such as (a+)+): a check would "
          "stop on it",
          "Шаблон слишком медленный: вложенные повторы вроде (а+)+ перебирают варианты без конца. "
          "Упростите его");
    if (rc < 0) break;
    const PCRE2_SIZE* ovector = pcre2_get_ovector_pointer(data.get());
    spans.emplace_back(ovector[0], ovector[1]);
    if (ovector[1] > ovector[0])
      start = ovector[1];
    else if (ovector[1] < subject.size())  // after an empty match, step over one whole character
      start = ovector[1] + kit::utf8::decode(subject, ovector[1]).bytes;
    else
      break;
  }
  return spans;
}

}  // namespace

void check_pattern(const std::string& pattern, const std::string& flags, const std::string& what) {
  compile(pattern, flags, what);
}

std::vector<PatternMatch> find_matches(const std::string& pattern, const std::string& flags,
                                       const std::string& subject, std::size_t limit) {
  const Code code = compile(pattern, flags, "pattern");
  std::vector<PatternMatch> matches;
  for (const auto& [begin, end] : byte_matches(code, subject, limit))
    matches.push_back(
        {kit::utf8::code_points_before(subject, begin),
         kit::utf8::code_points_before(subject, end) - kit::utf8::code_points_before(subject, begin),
         subject.substr(begin, end - begin)});
  return matches;
}

void check_rule_pattern(const std::string& pattern, const std::string& flags) {
  const Code code = compile(pattern, flags, "pattern");
  for (const char* unit : kRepeatedUnits) {
    std::string run;
    for (int i = 0; i < 40; ++i) run += unit;
    byte_matches(code, run + "!", 1000);
  }
  const std::string sample = kSample;
  const auto spans = byte_matches(code, sample, 10000);
  std::size_t covered = 0;
  for (const auto& [begin, end] : spans) {
    if (begin == end)
      throw sdk::ApiError(400, "empty_match",
                          "the pattern matches an empty string: it would mark every position",
                          "Шаблон совпадает с пустой строкой и отметил бы любое место текста. Уточните его");
    covered += end - begin;
  }
  std::size_t words = 0;
  for (std::size_t i = 0; i < sample.size(); ++i)
    if (sample[i] == ' ') ++words;
  // A third of ordinary prose's words or characters: a remark everywhere.
  if (spans.size() * 3 > words || covered * 3 > sample.size())
    throw sdk::ApiError(400, "broad_pattern",
                        "the pattern is too general: it matches most of ordinary text (" +
                            std::to_string(spans.size()) + " matches in a sample of " +
                            std::to_string(words) + " words)",
                        "Шаблон слишком общий: в обычном тексте из " + std::to_string(words) +
                            " слов он нашёл " + std::to_string(spans.size()) + " совпадений. Уточните его");
}

}  // namespace proofreader::host
