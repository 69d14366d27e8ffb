#include <catch2/catch.hpp>

#include <algorithm>
#include <fstream>
#include <sstream>

#include "Consistency.hpp"
#include "fixtures.hpp"

using namespace proofreader::api;

namespace {

std::shared_ptr<const proofreader::russian::Morphology> morphology() {
  static auto shared = proofreader::russian::Morphology::open(PROOFREADER_TEST_DICT);
  return shared;
}

std::vector<GlossaryTerm> default_glossary() {
  std::ifstream in(PROOFREADER_TEST_GUIDE);
  std::ostringstream text;
  text << in.rdbuf();
  return glossary_terms(text.str());
}

std::vector<std::string> pointers_of(const std::vector<Finding>& findings, const std::string& rule) {
  std::vector<std::string> out;
  for (const auto& f : findings)
    if (f.rule == rule) out.push_back(f.pointer);
  std::sort(out.begin(), out.end());
  return out;
}

std::vector<Finding> findings_for(const std::string& fixture) {
  auto spec = parse_spec(read_fixture(fixture), {});
  auto segments = spec_segments(*spec);
  return consistency_findings({spec.get(), &segments, morphology().get(), default_glossary()});
}

}  // namespace

TEST_CASE("The Russian spec's deliberate errors are all found") {
  auto findings = findings_for("users-ru.yaml");
  CHECK(pointers_of(findings, "operation-no-summary") ==
        std::vector<std::string>{"/paths/~1users~1{id}/delete"});
  CHECK(pointers_of(findings, "duplicate-operation-id") ==
        std::vector<std::string>{"/paths/~1users~1{id}/delete/operationId"});
  auto limit = pointers_of(findings, "parameter-described-differently");
  REQUIRE(limit.size() == 1);
  CHECK(limit[0].find("/parameters/") != std::string::npos);
  CHECK(pointers_of(findings, "summary-form") == std::vector<std::string>{"/paths/~1users/post/summary"});
  // «вебинтерфейсе» is an inflected variant of «веб-интерфейс»; «веб-интерфейс» itself is not reported.
  CHECK(pointers_of(findings, "glossary-term-variant") ==
        std::vector<std::string>{"/paths/~1users/get/description"});
  CHECK(pointers_of(findings, "unused-component") == std::vector<std::string>{"/components/schemas/Legacy"});
  CHECK(pointers_of(findings, "broken-ref") ==
        std::vector<std::string>{"/paths/~1groups/get/responses/200/content/application~1json/schema/$ref",
                                 "/paths/~1users~1{id}/get/responses/404/$ref"});
  CHECK(pointers_of(findings, "tag-no-description") == std::vector<std::string>{"/tags/1"});
  for (const auto& f : findings) {
    CHECK_FALSE(f.message.empty());
    CHECK((f.severity == "error" || f.severity == "warning" || f.severity == "suggestion"));
  }
}

TEST_CASE("Cyclic and broken references are findings, not failures") {
  auto findings = findings_for("broken-ref.yaml");
  CHECK(pointers_of(findings, "broken-ref").size() == 1);
  CHECK(pointers_of(findings, "ref-cycle") ==
        std::vector<std::string>{"/components/schemas/A/$ref", "/components/schemas/B/$ref"});
}

TEST_CASE("A clean spec has no reference or duplicate findings — parameters from components count once") {
  auto findings = findings_for("petstore-3.0.yaml");
  CHECK(pointers_of(findings, "broken-ref").empty());
  CHECK(pointers_of(findings, "duplicate-operation-id").empty());
  CHECK(pointers_of(findings, "parameter-described-differently").empty());
  CHECK(pointers_of(findings, "unused-component") == std::vector<std::string>{"/components/schemas/Unused"});
  CHECK(pointers_of(findings, "tag-no-description") == std::vector<std::string>{"/tags/1"});
  // English summaries in one imperative form.
  CHECK(pointers_of(findings, "summary-form").empty());
}

TEST_CASE("Summary forms are told apart with the morphology") {
  auto m = morphology().get();
  CHECK(summary_form("Получить список", m) == "infinitive");
  CHECK(summary_form("Получите список", m) == "imperative");
  CHECK(summary_form("Возвращает список", m) == "indicative");
  CHECK(summary_form("Получение списка", m) == "nominal");
  CHECK(summary_form("List pets", m) == "imperative");
  CHECK(summary_form("Lists pets", m) == "indicative");
  CHECK(summary_form("Listing of pets", m) == "nominal");
  CHECK(summary_form("", m).empty());
}
