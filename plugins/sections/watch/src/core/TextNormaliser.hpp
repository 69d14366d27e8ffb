// What counts as a change of a watched page: block texts with the parts a user
// said to ignore (dates, counters, a "last updated" line) removed and
// whitespace collapsed, hashed together. Immutable after construction,
// thread-safe.
#pragma once

#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace Poco {
class RegularExpression;
}

namespace proofreader::watch {

class TextNormaliser {
 public:
  // `ignore`: regular expressions (PCRE, UTF-8) whose matches are removed,
  // or the presets "@dates" (12.03.2025, 2025-03-12, 12 марта 2025, 12:30),
  // and "@numbers" (any run of digits, e.g. view counters). A pattern that
  // covers a whole line ("^Обновлено:.*$") removes the line. Throws
  // std::invalid_argument naming a pattern that does not compile.
  explicit TextNormaliser(const std::vector<std::string>& ignore = {});
  ~TextNormaliser();
  TextNormaliser(TextNormaliser&&) noexcept;

  // The text without ignored matches, whitespace runs as one space, trimmed.
  std::string normalise(std::string_view text) const;

 private:
  std::vector<std::unique_ptr<Poco::RegularExpression>> patterns_;
};

// Hex SHA-256 of the normalised blocks (empty ones skipped), the page's
// change detector.
std::string content_hash(const std::vector<std::string>& normalised_blocks);

}  // namespace proofreader::watch
