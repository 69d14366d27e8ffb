// Runs the morphology engine (with the dictionary built into the build tree)
// over one text and returns the remarks of one category.
#pragma once

#include <catch2/catch.hpp>
#include <cstdlib>
#include <string>
#include <vector>

#include "in_memory_check_context.hpp"
#include "morphology_engine.hpp"

namespace proofreader::testing {

inline morphology_engine::MorphologyEngine& engine() {
  static morphology_engine::MorphologyEngine instance = [] {
    const char* build = std::getenv("PROOFREADER_BUILD_DIR");
    REQUIRE(build != nullptr);
    return morphology_engine::MorphologyEngine(
        russian::Morphology::open(std::string(build) + "/share/morphology/ru"));
  }();
  return instance;
}

inline std::vector<sdk::Remark> remarks_of(const std::string& category, const std::string& text,
                                           const std::string& guide_json = {}) {
  InMemoryCheckContext ctx({text}, guide_json);
  engine().check(ctx);
  std::vector<sdk::Remark> out;
  for (const auto& r : ctx.remarks())
    if (r.category == category) out.push_back(r);
  return out;
}

// The fragments of the remarks of `category` on `text`.
inline std::vector<std::string> fragments_of(const std::string& category, const std::string& text,
                                             const std::string& guide_json = {}) {
  std::vector<std::string> out;
  for (const auto& r : remarks_of(category, text, guide_json)) out.push_back(r.fragment);
  return out;
}

}  // namespace proofreader::testing
