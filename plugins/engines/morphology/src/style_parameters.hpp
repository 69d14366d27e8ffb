// The style-guide parameters the morphology engine obeys, read from the
// guide's JSON (a top-level "parameters" object):
//   "vy_policy": "lowercase" (default) | "capitalized" | "off"
//   "sentence_length_limit": N (default 25; 0 turns the check off)
// Missing or malformed values keep the defaults. Plain data.
#pragma once

#include <string_view>

namespace proofreader::morphology_engine {

enum class VyPolicy { lowercase, capitalized, off };

struct StyleParameters {
  VyPolicy vy_policy = VyPolicy::lowercase;
  int sentence_length_limit = 25;
};

StyleParameters read_style_parameters(std::string_view guide_json);

}  // namespace proofreader::morphology_engine
