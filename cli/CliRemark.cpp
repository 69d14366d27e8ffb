#include "cli/CliRemark.hpp"

namespace proofreader::cli {

const char* severity_name(CliSeverity severity) {
  constexpr const char* names[] = {"suggestion", "warning", "error"};
  return names[static_cast<int>(severity)];
}

}  // namespace proofreader::cli
