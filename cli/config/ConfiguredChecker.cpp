#include "cli/config/ConfiguredChecker.hpp"

#include "cli/config/RemarkSettings.hpp"

namespace proofreader::cli {

ConfiguredChecker::ConfiguredChecker(std::unique_ptr<Checker> checker, ConfigValues config,
                                     ProjectDictionary dictionary)
    : checker_(std::move(checker)), config_(std::move(config)), dictionary_(std::move(dictionary)) {}

std::vector<CliRemark> ConfiguredChecker::check(const SourceFile& file) {
  return apply_remark_settings(config_, dictionary_.without_project_words(checker_->check(file)));
}

}  // namespace proofreader::cli
