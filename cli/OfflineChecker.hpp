// OfflineChecker: checks files in this process, with no server, database or
// network: extracts each file with the host's extractors (tracing where its
// text stands), runs the engines (CommandPlugins) through the host's
// Pipeline, and places every remark at its line and column in the original
// file (SourcePositions). check() runs for several files at once.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "cli/Checker.hpp"

namespace proofreader::cli {

// What every offline check is given besides the file, as the service gives
// a check its guide and its team dictionary (the repository's configuration
// fills it; empty: none).
struct OfflineCheckSettings {
  std::optional<sdk::StyleGuideView> guide;
  // Every form of the project's own words, lower case, sorted, without
  // repeats (CheckContext::dictionary_words()).
  std::vector<std::string> dictionary_words;
};

class OfflineChecker : public Checker {
 public:
  // Loads the engines now. `engine_threads`: threads the engines of all files share.
  explicit OfflineChecker(int engine_threads, OfflineCheckSettings settings = {});
  ~OfflineChecker() override;

  std::vector<CliRemark> check(const SourceFile& file) override;

 private:
  struct Parts;
  std::unique_ptr<Parts> parts_;
};

}  // namespace proofreader::cli
