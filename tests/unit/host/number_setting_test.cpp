// sdk::number_setting, the SDK's reading of a whole-number setting that the
// sections (watch, screenshots) share.
#include <catch2/catch.hpp>

#include <stdexcept>

#include "StubHostServices.hpp"

using proofreader::sdk::number_setting;

namespace {
// Settings only: nothing here fetches.
struct SettingsHost : proofreader::testing::StubHostServices {
  using StubHostServices::StubHostServices;
  proofreader::sdk::HttpResponse http(const proofreader::sdk::HttpRequest&) override {
    throw std::logic_error("no fetches in this test");
  }
};
}  // namespace

TEST_CASE("number_setting: the fallback when unset, the value when whole and not below the minimum") {
  const SettingsHost host("test", {{"N", "42"}, {"ZERO", "0"}});
  CHECK(number_setting(host, "UNSET", 7, 1) == 7);
  CHECK(number_setting(host, "N", 7, 1) == 42);
  CHECK(number_setting(host, "ZERO", 7, 0) == 0);
}

TEST_CASE("number_setting: a malformed or too small value is refused, naming the key") {
  const SettingsHost host("test", {{"NEG", "-1"},
                                   {"WORD", "ten"},
                                   {"TAIL", "10ms"},
                                   {"SMALL", "1"},
                                   {"HUGE", "99999999999999999999999"}});
  for (const char* key : {"NEG", "WORD", "TAIL", "SMALL", "HUGE"}) {
    INFO(key);
    try {
      number_setting(host, key, 5, 2);
      FAIL("accepted");
    } catch (const std::invalid_argument& e) {
      CHECK(std::string(e.what()).find(key) == 0);
    }
  }
}
