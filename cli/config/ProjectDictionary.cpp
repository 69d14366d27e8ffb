#include "cli/config/ProjectDictionary.hpp"

#include <proofreader/russian/tokenizer.hpp>
#include <proofreader/russian/word_formation.hpp>

#include <algorithm>

namespace proofreader::cli {

ProjectDictionary::ProjectDictionary(const std::vector<std::string>& words,
                                     const std::shared_ptr<const russian::Morphology>& morphology) {
  for (const auto& word : words) {
    const std::string lower = russian::to_lower(word);
    if (!morphology) {
      forms_.push_back(lower);
      continue;
    }
    for (auto& form : russian::word_forms(lower, *morphology)) forms_.push_back(std::move(form));
  }
  std::sort(forms_.begin(), forms_.end());
  forms_.erase(std::unique(forms_.begin(), forms_.end()), forms_.end());
}

std::vector<CliRemark> ProjectDictionary::without_project_words(std::vector<CliRemark> remarks) const {
  if (forms_.empty()) return remarks;
  remarks.erase(std::remove_if(remarks.begin(), remarks.end(),
                               [&](const CliRemark& r) {
                                 return r.category == "spelling" &&
                                        std::binary_search(forms_.begin(), forms_.end(),
                                                           russian::to_lower(r.fragment));
                               }),
                remarks.end());
  return remarks;
}

}  // namespace proofreader::cli
