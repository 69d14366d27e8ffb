#include <catch2/catch.hpp>

#include "http/Router.hpp"

using proofreader::host::Router;
namespace sdk = proofreader::sdk;

namespace {
sdk::Handler noop = [](sdk::RequestContext&) {};
}

TEST_CASE("router matches literal paths before parameters and extracts parameters") {
  Router r;
  r.add({"GET", "/api/jobs/{id}", sdk::Access::user, "one job", noop});
  r.add({"GET", "/api/jobs/stats", sdk::Access::user, "stats", noop});
  r.add({"GET", "/api/jobs/{id}/report", sdk::Access::user, "report", noop});

  auto m = r.match("GET", "/api/jobs/stats");
  REQUIRE(m.entry);
  CHECK(m.entry->route.summary == "stats");

  m = r.match("GET", "/api/jobs/abc123");
  REQUIRE(m.entry);
  CHECK(m.entry->route.summary == "one job");
  CHECK(m.params.at("id") == "abc123");

  m = r.match("GET", "/api/jobs/abc/report/");
  REQUIRE(m.entry);
  CHECK(m.entry->route.summary == "report");
}

TEST_CASE("router reports other methods of a known path and nothing for unknown paths") {
  Router r;
  r.add({"GET", "/api/users", sdk::Access::user, "list", noop});
  r.add({"POST", "/api/users", sdk::Access::admin, "create", noop});
  auto m = r.match("DELETE", "/api/users");
  CHECK_FALSE(m.entry);
  CHECK(m.other_methods.size() == 2);
  m = r.match("GET", "/api/nothing");
  CHECK_FALSE(m.entry);
  CHECK(m.other_methods.empty());
  CHECK_FALSE(r.match("GET", "/api/users/x").entry);
  CHECK_FALSE(r.match("GET", "/api//users").entry);
}

TEST_CASE("router refuses duplicates, bad routes and additions after freeze") {
  Router r;
  r.add({"GET", "/api/a/{x}", sdk::Access::user, "", noop});
  CHECK_THROWS_AS(r.add({"GET", "/api/a/{y}", sdk::Access::user, "", noop}), std::logic_error);
  CHECK_THROWS_AS(r.add({"BREW", "/api/b", sdk::Access::user, "", noop}), std::logic_error);
  CHECK_THROWS_AS(r.add({"GET", "api/b", sdk::Access::user, "", noop}), std::logic_error);
  CHECK_THROWS_AS(r.add({"GET", "/api/b", sdk::Access::user, "", nullptr}), std::logic_error);
  r.freeze();
  CHECK_THROWS_AS(r.add({"GET", "/api/c", sdk::Access::user, "", noop}), std::logic_error);
  r.clear();
  CHECK(r.routes().empty());
}
