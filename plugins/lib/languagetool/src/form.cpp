#include "proofreader/languagetool/form.hpp"

#include <optional>

#include "proofreader/languagetool/request_error.hpp"

namespace proofreader::languagetool {

namespace {

int hex_value(char c) {
  if (c >= '0' && c <= '9') return c - '0';
  if (c >= 'a' && c <= 'f') return c - 'a' + 10;
  if (c >= 'A' && c <= 'F') return c - 'A' + 10;
  return -1;
}

// %XX and '+' decoded; nullopt on a bad escape.
std::optional<std::string> decode_component(std::string_view s) {
  std::string out;
  out.reserve(s.size());
  for (std::size_t i = 0; i < s.size(); ++i) {
    if (s[i] == '+') {
      out += ' ';
    } else if (s[i] == '%') {
      if (i + 2 >= s.size()) return std::nullopt;
      const int high = hex_value(s[i + 1]), low = hex_value(s[i + 2]);
      if (high < 0 || low < 0) return std::nullopt;
      out += static_cast<char>(high * 16 + low);
      i += 2;
    } else {
      out += s[i];
    }
  }
  return out;
}

// An encoded form's parameters; nullopt when `s` cannot be one.
std::optional<Params> decode_form(std::string_view s) {
  Params params;
  while (!s.empty()) {
    const auto amp = s.find('&');
    const std::string_view part = s.substr(0, amp);
    s = amp == std::string_view::npos ? std::string_view() : s.substr(amp + 1);
    if (part.empty()) continue;
    const auto eq = part.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    auto key = decode_component(part.substr(0, eq));
    auto value = decode_component(part.substr(eq + 1));
    if (!key || !value) return std::nullopt;
    params[*key] = std::move(*value);
  }
  return params;
}

// Bytes an encoder always escapes.
bool has_unencoded_bytes(std::string_view s) {
  for (char c : s) {
    const auto b = static_cast<unsigned char>(c);
    if (b >= 0x80 || b <= 0x20 || b == 0x7f) return true;
  }
  return false;
}

// LibreOffice's unencoded body, or nullopt when `body` is not laid out so.
std::optional<Params> read_unencoded(std::string_view body) {
  constexpr std::string_view kText = "text=", kLanguage = "&language=";
  if (body.substr(0, kText.size()) != kText) return std::nullopt;
  const auto language = body.rfind(kLanguage);
  if (language == std::string_view::npos || language < kText.size() - 1) return std::nullopt;
  Params params;
  params["text"] = std::string(body.substr(kText.size(), language - kText.size()));
  // What follows the text: language, then username and apiKey, each as sent.
  std::string_view rest = body.substr(language + 1);
  while (!rest.empty()) {
    const auto amp = rest.find('&');
    const std::string_view part = rest.substr(0, amp);
    rest = amp == std::string_view::npos ? std::string_view() : rest.substr(amp + 1);
    const auto eq = part.find('=');
    if (eq == std::string_view::npos) return std::nullopt;
    params[std::string(part.substr(0, eq))] = std::string(part.substr(eq + 1));
  }
  return params;
}

}  // namespace

Params read_form(std::string_view query, std::string_view body) {
  auto params = decode_form(query);
  if (!params) throw RequestError(400, "Could not read the query string: a malformed %-escape or parameter");
  auto form = has_unencoded_bytes(body) ? std::nullopt : decode_form(body);
  if (!form) form = read_unencoded(body);
  if (!form) form = decode_form(body);
  if (!form) throw RequestError(400, "Could not read the form: a malformed %-escape or parameter");
  for (auto& [key, value] : *form) (*params)[key] = std::move(value);
  return *params;
}

const std::string* find_param(const Params& params, const std::string& key) {
  auto it = params.find(key);
  return it == params.end() ? nullptr : &it->second;
}

}  // namespace proofreader::languagetool
