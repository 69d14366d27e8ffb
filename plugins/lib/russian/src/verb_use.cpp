#include "proofreader/russian/verb_use.hpp"

#include <algorithm>
#include <string>
#include <vector>

#include "lemma_list.hpp"

namespace proofreader::russian {

extern const char* const kVerbsWithoutObjectText;  // generated from data/verbs_without_object.txt

bool transitive_use_rare(std::string_view lemma) {
  static const std::vector<std::string> verbs = [] {
    auto list = lemma_list(kVerbsWithoutObjectText);
    std::sort(list.begin(), list.end());
    return list;
  }();
  return std::binary_search(verbs.begin(), verbs.end(), lemma);
}

}  // namespace proofreader::russian
