// The ApiError an action throws, for the extraction tests' bad-input cases.
#pragma once

#include <catch2/catch.hpp>
#include <proofreader/sdk/http.hpp>

namespace proofreader::test {

// Runs `action` and returns the ApiError it throws (fails when it does not).
template <typename Action>
sdk::ApiError thrown_by(Action action) {
  try {
    action();
  } catch (const sdk::ApiError& e) {
    return e;
  }
  FAIL("no ApiError thrown");
  return sdk::ApiError(0, "", "");
}

}  // namespace proofreader::test
