// The switches of a check (CheckOptions) by part: the one mapping from a
// CheckPart to its field, which the host's reading of requests and every
// "is this part on?" share. Pure functions; any thread.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <string>

namespace proofreader::kit {

// The switch of `part` in `options` (const or not); nullptr for
// CheckPart::always, which has none.
template <class Options>
auto* switch_of(Options& options, sdk::CheckPart part) {
  switch (part) {
    case sdk::CheckPart::language:
      return &options.check_language;
    case sdk::CheckPart::styleguide:
      return &options.check_styleguide;
    case sdk::CheckPart::consistency:
      return &options.check_consistency;
    case sdk::CheckPart::always:
      break;
  }
  return decltype(&options.check_language){nullptr};
}

// Whether a check with `options` runs the engines of `part`.
inline bool part_on(const sdk::CheckOptions& options, sdk::CheckPart part) {
  const bool* on = switch_of(options, part);
  return on == nullptr || *on;
}

// The request field that switches `part`: "check_language" and so on.
inline std::string request_field(sdk::CheckPart part) {
  return "check_" + std::string(sdk::to_string(part));
}

}  // namespace proofreader::kit
