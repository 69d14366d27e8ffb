// ConfiguredChecker: a Checker (offline or on the server) with the remark
// settings of `.proofreader.yml` applied to what it finds — categories and
// rules switched off, severities, the project's words (RemarkSettings.hpp,
// ProjectDictionary.hpp) — the one place both modes pass through, so they
// give the same remarks for the same settings.
#pragma once

#include <memory>

#include "cli/Checker.hpp"
#include "cli/CliOptions.hpp"
#include "cli/config/ProjectDictionary.hpp"

namespace proofreader::cli {

class ConfiguredChecker : public Checker {
 public:
  ConfiguredChecker(std::unique_ptr<Checker> checker, ConfigValues config, ProjectDictionary dictionary);

  std::vector<CliRemark> check(const SourceFile& file) override;

 private:
  std::unique_ptr<Checker> checker_;
  ConfigValues config_;
  ProjectDictionary dictionary_;
};

}  // namespace proofreader::cli
