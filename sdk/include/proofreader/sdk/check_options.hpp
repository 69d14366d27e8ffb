// The check options as every endpoint that starts a check reads them: the
// host's POST /api/jobs (JSON or a form), a repository version's check, an
// API spec's check and a watch group's options. One reading, one set of
// errors:
//   - check_language, check_styleguide, check_consistency: true when absent
//     or null; a JSON boolean, or the text true/false, 1/0, on/off, yes/no
//     (a form's checkbox sends "on"), any case; anything else is 400
//     bad_request naming the field;
//   - prompt: at most kMaxPromptBytes bytes, else 400.
// Header-only, pure functions; any thread.
#pragma once

#include <Poco/Dynamic/Var.h>
#include <Poco/JSON/Object.h>

#include <cctype>
#include <cstddef>
#include <map>
#include <string>

#include "http.hpp"
#include "types.hpp"

namespace proofreader::sdk {

inline constexpr std::size_t kMaxPromptBytes = 4000;
inline constexpr const char* kCheckFlags[] = {"check_language", "check_styleguide", "check_consistency"};

inline ApiError not_a_flag(const std::string& name) {
  return ApiError::bad_request("field '" + name + "' must be true or false",
                               "Поле «" + name + "» должно быть true или false");
}

// A flag written as text (see above).
inline bool flag_from_text(const std::string& name, const std::string& text) {
  std::size_t begin = 0, end = text.size();
  while (begin < end && std::isspace(static_cast<unsigned char>(text[begin]))) ++begin;
  while (end > begin && std::isspace(static_cast<unsigned char>(text[end - 1]))) --end;
  std::string v;
  for (std::size_t i = begin; i < end; ++i)
    v += static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
  if (v == "true" || v == "1" || v == "on" || v == "yes") return true;
  if (v == "false" || v == "0" || v == "off" || v == "no") return false;
  throw not_a_flag(name);
}

// A flag in a JSON body: a boolean or a text as above.
inline bool flag_from_json(const std::string& name, const Poco::Dynamic::Var& value) {
  if (value.type() == typeid(bool)) return value.extract<bool>();
  if (value.isString()) return flag_from_text(name, value.extract<std::string>());
  throw not_a_flag(name);
}

inline void check_prompt(const std::string& prompt) {
  if (prompt.size() > kMaxPromptBytes)
    throw ApiError::bad_request("prompt is longer than " + std::to_string(kMaxPromptBytes) + " bytes",
                                "Инструкция длиннее " + std::to_string(kMaxPromptBytes) + " байт");
}

// Reads the options present in a JSON body into `options`; what is absent
// keeps its value. Fields other than the options are not looked at.
inline void read_check_options(const Poco::JSON::Object& body, CheckOptions& options) {
  bool* flags[] = {&options.check_language, &options.check_styleguide, &options.check_consistency};
  for (std::size_t i = 0; i < std::size(kCheckFlags); ++i)
    if (body.has(kCheckFlags[i]) && !body.isNull(kCheckFlags[i]))
      *flags[i] = flag_from_json(kCheckFlags[i], body.get(kCheckFlags[i]));
  if (body.has("prompt") && !body.isNull("prompt")) {
    const Poco::Dynamic::Var prompt = body.get("prompt");
    if (!prompt.isString())
      throw ApiError::bad_request("field 'prompt' must be a string", "Поле «prompt» должно быть строкой");
    options.prompt = prompt.extract<std::string>();
    check_prompt(options.prompt);
  }
}

// The same from a form's text fields.
inline void read_check_options(const std::map<std::string, std::string>& fields, CheckOptions& options) {
  bool* flags[] = {&options.check_language, &options.check_styleguide, &options.check_consistency};
  for (std::size_t i = 0; i < std::size(kCheckFlags); ++i)
    if (auto it = fields.find(kCheckFlags[i]); it != fields.end())
      *flags[i] = flag_from_text(it->first, it->second);
  if (auto it = fields.find("prompt"); it != fields.end()) {
    options.prompt = it->second;
    check_prompt(options.prompt);
  }
}

}  // namespace proofreader::sdk
