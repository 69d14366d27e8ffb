#include "TextNormaliser.hpp"

#include <Poco/DigestEngine.h>
#include <Poco/Exception.h>
#include <Poco/RegularExpression.h>
#include <Poco/SHA2Engine.h>

#include <stdexcept>

namespace proofreader::watch {

namespace {

constexpr const char* kDates =
    "\\b\\d{1,2}[./]\\d{1,2}[./]\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}(T[\\d:.]+Z?)?\\b|"
    "\\b\\d{1,2}\\s+(января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря)"
    "(\\s+\\d{4}(\\s*г\\.)?)?|\\b\\d{1,2}:\\d{2}(:\\d{2})?\\b";
constexpr const char* kNumbers = "\\d+";

std::string expand(const std::string& entry) {
  if (entry == "@dates") return kDates;
  if (entry == "@numbers") return kNumbers;
  return entry;
}

}  // namespace

TextNormaliser::TextNormaliser(const std::vector<std::string>& ignore) {
  for (const auto& entry : ignore) {
    if (entry.empty()) continue;
    try {
      patterns_.push_back(std::make_unique<Poco::RegularExpression>(
          expand(entry), Poco::RegularExpression::RE_UTF8 | Poco::RegularExpression::RE_MULTILINE));
    } catch (const Poco::Exception& e) {
      throw std::invalid_argument("ignore pattern \"" + entry + "\" does not compile: " + e.message());
    }
  }
}

TextNormaliser::~TextNormaliser() = default;
TextNormaliser::TextNormaliser(TextNormaliser&&) noexcept = default;

std::string TextNormaliser::normalise(std::string_view text) const {
  std::string s(text);
  for (const auto& pattern : patterns_) pattern->subst(s, "", Poco::RegularExpression::RE_GLOBAL);
  std::string out;
  out.reserve(s.size());
  bool space = false;
  for (char c : s) {
    if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
      space = !out.empty();
      continue;
    }
    if (space) out += ' ', space = false;
    out += c;
  }
  return out;
}

std::string content_hash(const std::vector<std::string>& normalised_blocks) {
  Poco::SHA2Engine sha(Poco::SHA2Engine::SHA_256);
  for (const auto& block : normalised_blocks) {
    if (block.empty()) continue;
    sha.update(block);
    sha.update('\n');
  }
  return Poco::DigestEngine::digestToHex(sha.digest());
}

}  // namespace proofreader::watch
