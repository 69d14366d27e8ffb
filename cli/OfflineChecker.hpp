// OfflineChecker: checks files in this process, with no server, database or
// network: extracts each file with the host's extractors (tracing where its
// text stands), runs the engines (CommandPlugins) through the host's
// Pipeline, and places every remark at its line and column in the original
// file (SourcePositions). check() runs for several files at once.
#pragma once

#include <proofreader/sdk/types.hpp>

#include <memory>
#include <string>
#include <vector>

#include "cli/Checker.hpp"

namespace proofreader::cli {

class OfflineChecker : public Checker {
 public:
  // Loads the engines now. `engine_threads`: threads the engines of all files
  // share. `guide`: the style guide of every check (config/ConfigGuide.hpp);
  // `dictionary_words`: the project's words in all their forms, sorted
  // (config/ProjectDictionary.hpp), as the team dictionary's reach the engines.
  OfflineChecker(int engine_threads, sdk::StyleGuideView guide, std::vector<std::string> dictionary_words);
  ~OfflineChecker() override;

  std::vector<CliRemark> check(const SourceFile& file) override;

 private:
  struct Parts;
  std::unique_ptr<Parts> parts_;
};

}  // namespace proofreader::cli
