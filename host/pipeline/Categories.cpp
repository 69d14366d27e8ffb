#include "pipeline/Categories.hpp"

#include <algorithm>

namespace proofreader::host {

const std::vector<std::string>& remark_categories() {
  static const std::vector<std::string> categories{
      "spelling",  "grammar",         "punctuation", "typography", "agreement",   "passive_voice",
      "polite_vy", "sentence_length", "style",       "custom",     "consistency", "llm"};
  return categories;
}

bool is_known_category(std::string_view category) {
  const auto& all = remark_categories();
  return std::find(all.begin(), all.end(), category) != all.end();
}

}  // namespace proofreader::host
