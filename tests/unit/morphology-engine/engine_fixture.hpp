// Runs the morphology engine (with the dictionary built into the build tree)
// over one text and returns the remarks of one category.
#pragma once

#include <catch2/catch.hpp>
#include <cstdlib>
#include <initializer_list>
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

// A sentence with one agreement error: the words the remark marks and the
// one agreeing form it suggests.
struct Disagreement {
  std::string text, fragment, suggestion;
};

// Each text gets exactly one agreement remark, on its fragment, with its suggestion.
inline void check_found(const std::vector<Disagreement>& cases) {
  for (const auto& c : cases) {
    INFO(c.text);
    const auto remarks = remarks_of("agreement", c.text);
    REQUIRE(remarks.size() == 1);
    CHECK(remarks[0].fragment == c.fragment);
    CHECK(remarks[0].suggestions == std::vector<std::string>{c.suggestion});
  }
}

// None of the texts gets an agreement remark.
inline void check_unflagged(std::initializer_list<const char*> texts) {
  for (const char* text : texts) {
    INFO(text);
    CHECK(remarks_of("agreement", text).empty());
  }
}

// The fragments of the remarks of `category` on `text`.
inline std::vector<std::string> fragments_of(const std::string& category, const std::string& text,
                                             const std::string& guide_json = {}) {
  std::vector<std::string> out;
  for (const auto& r : remarks_of(category, text, guide_json)) out.push_back(r.fragment);
  return out;
}

}  // namespace proofreader::testing
