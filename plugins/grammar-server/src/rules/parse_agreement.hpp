// Shared by the agreement and the participle-comma rules: which readings of a
// word to trust, and whether an attribute (adjective, participle) agrees with
// a noun.
#pragma once

#include <proofreader/russian/morphology.hpp>
#include <set>
#include <string>
#include <string_view>

namespace proofreader::grammar {

// The word's dictionary parses when every one of them has a part of speech
// in `pos`; empty otherwise (an unknown or ambiguous word).
russian::ParseList parses_only(const russian::Morphology& morph, const std::string& word,
                               const std::set<std::string_view>& pos);

using russian::main_case;

// The attribute's reading has the noun's case and number, and its gender where
// the noun's singular has one.
bool agrees(const russian::Parse& attribute, const russian::Parse& noun);

}  // namespace proofreader::grammar
