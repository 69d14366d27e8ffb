#include "cli/CliRemark.hpp"

namespace proofreader::cli {

const char* severity_name(CliSeverity severity) {
  constexpr const char* names[] = {"suggestion", "warning", "error"};
  return names[static_cast<int>(severity)];
}

std::string suggestion_note(const CliRemark& remark) {
  if (remark.suggestions.empty()) return {};
  std::string note = " (";
  for (std::size_t i = 0; i < remark.suggestions.size(); ++i) note += (i ? ", " : "") + remark.suggestions[i];
  return note + ")";
}

}  // namespace proofreader::cli
