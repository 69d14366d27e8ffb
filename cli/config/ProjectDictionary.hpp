// ProjectDictionary: the `dictionary` words of `.proofreader.yml`, each with
// every form of its paradigm (russian::word_forms, as the team dictionary
// stores a word), so «кубернетес» listed once is accepted as «кубернетесом».
// Offline the forms join the engines' dictionary (CheckContext::
// dictionary_words); in both modes a spelling remark on one of them is
// dropped, as the server drops one on a team word, so offline and --server
// agree.
#pragma once

#include <proofreader/russian/morphology.hpp>

#include <memory>
#include <string>
#include <vector>

#include "cli/CliRemark.hpp"

namespace proofreader::cli {

class ProjectDictionary {
 public:
  // Without a morphology (its dictionary not installed) each word stands for itself only.
  ProjectDictionary(const std::vector<std::string>& words,
                    const std::shared_ptr<const russian::Morphology>& morphology);

  // Sorted, lower case, without repeats.
  const std::vector<std::string>& forms() const { return forms_; }

  std::vector<CliRemark> without_project_words(std::vector<CliRemark> remarks) const;

 private:
  std::vector<std::string> forms_;
};

}  // namespace proofreader::cli
