// The project's words of .proofreader.yml: every form of each, and the
// spelling remarks on them dropped (only those).
#include <catch2/catch.hpp>

#include <algorithm>
#include <cstdlib>

#include "cli/config/ProjectDictionary.hpp"

using namespace proofreader::cli;

namespace {

std::shared_ptr<const proofreader::russian::Morphology> morphology() {
  static const auto instance = [] {
    const char* build = std::getenv("PROOFREADER_BUILD_DIR");
    REQUIRE(build != nullptr);
    return proofreader::russian::Morphology::open(std::string(build) + "/share/morphology/ru");
  }();
  return instance;
}

CliRemark remark(std::string category, std::string fragment) {
  CliRemark r;
  r.category = std::move(category);
  r.fragment = std::move(fragment);
  return r;
}

}  // namespace

TEST_CASE("A project word stands for every form of its paradigm, lower case") {
  const ProjectDictionary dictionary({"Кубернетес", "докер"}, morphology());
  const auto& forms = dictionary.forms();
  CHECK(std::is_sorted(forms.begin(), forms.end()));
  CHECK(std::binary_search(forms.begin(), forms.end(), "кубернетес"));
  CHECK(std::binary_search(forms.begin(), forms.end(), "кубернетесом"));
  CHECK(std::binary_search(forms.begin(), forms.end(), "докеры"));
  CHECK(ProjectDictionary({"Кубернетес"}, nullptr).forms() == std::vector<std::string>{"кубернетес"});
}

TEST_CASE("Spelling remarks on a project word are dropped, other remarks on it kept") {
  const ProjectDictionary dictionary({"кубернетес"}, morphology());
  const auto kept = dictionary.without_project_words(
      {remark("spelling", "Кубернетесом"), remark("spelling", "кубернитес"), remark("style", "кубернетес")});
  REQUIRE(kept.size() == 2);
  CHECK(kept[0].fragment == "кубернитес");
  CHECK(kept[1].category == "style");
}
