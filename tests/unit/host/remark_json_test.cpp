// A remark's JSON keeps the engines merged into it, so a stored report read
// back (history, the report route) still names every engine that found the problem.
#include <catch2/catch.hpp>

#include <Poco/JSON/Parser.h>
#include <sstream>

#include "pipeline/RemarkJson.hpp"

using proofreader::host::remark_from_json;
using proofreader::host::remark_json;

namespace {

Poco::JSON::Object::Ptr reparsed(const Poco::JSON::Object::Ptr& o) {
  std::ostringstream text;
  o->stringify(text);
  return Poco::JSON::Parser().parse(text.str()).extract<Poco::JSON::Object::Ptr>();
}

}  // namespace

TEST_CASE("merged_from survives a remark's JSON round trip") {
  proofreader::sdk::Remark r;
  r.engine = "morphology";
  r.category = "agreement";
  r.rule_id = "agreement.adjective_noun";
  r.message = "«свою» не согласуется с существительным «памяти».";
  r.merged_from = {{"grammar-client", "RU_AGREEMENT_ADJ_NOUN"}};
  const auto back = remark_from_json(reparsed(remark_json(r)));
  REQUIRE(back.merged_from.size() == 1);
  CHECK(back.merged_from[0].engine == "grammar-client");
  CHECK(back.merged_from[0].rule_id == "RU_AGREEMENT_ADJ_NOUN");
}

TEST_CASE("a remark without merged_from reads as merged from nothing, and a malformed one is refused") {
  auto o = reparsed(remark_json(proofreader::sdk::Remark{}));
  o->remove("merged_from");
  o->set("message", "m");
  CHECK(remark_from_json(o).merged_from.empty());
  o->set("merged_from", "grammar-client");
  CHECK_THROWS(remark_from_json(o));
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  list->add(Poco::JSON::Object::Ptr(new Poco::JSON::Object));
  o->set("merged_from", list);
  CHECK_THROWS(remark_from_json(o));
}
