// The SDK's one way to read ids and whole numbers a client sends: a path id
// that is not one is simply not found (404); a field or query value that is
// not a whole number in its bounds is a 400 naming the field.
#include <catch2/catch.hpp>

#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/routes.hpp>

#include <functional>
#include <limits>
#include <string>

using proofreader::kit::id_from_text;
using proofreader::kit::whole_number_field;
using proofreader::sdk::ApiError;

namespace {

int status_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const ApiError& e) {
    return e.status();
  }
  return 0;
}

std::string message_of(const std::function<void()>& call) {
  try {
    call();
  } catch (const ApiError& e) {
    return e.message_en();
  }
  return {};
}

}  // namespace

TEST_CASE("ids: a path segment is an id of at least the minimum, or not found") {
  CHECK(id_from_text("42") == 42);
  CHECK(id_from_text("0", 0) == 0);
  for (const char* bad : {"", "0", "-1", "abc", "12abc", " 12", "1.5", "99999999999999999999"})
    CHECK(status_of([bad] { id_from_text(bad); }) == 404);
}

TEST_CASE("ids: a field value is a whole number within its bounds, or a 400 that names the field") {
  CHECK(whole_number_field("7", "spec_id") == 7);
  CHECK(whole_number_field("0", "folder_id", 0) == 0);
  CHECK(whole_number_field("2147483647", "version", 1, std::numeric_limits<int>::max()) == 2147483647);
  for (const char* bad : {"", "0", "-3", "x", "3x", "+", "99999999999999999999"})
    CHECK(status_of([bad] { whole_number_field(bad, "spec_id"); }) == 400);
  CHECK(status_of([] { whole_number_field("2147483648", "version", 1, std::numeric_limits<int>::max()); }) ==
        400);
  CHECK(message_of([] { whole_number_field("-1", "folder_id", 0); }) ==
        "folder_id must be a whole number of at least 0");
  CHECK(message_of([] { whole_number_field("0", "version", 1, 10); }) ==
        "version must be a whole number from 1 to 10");
}
