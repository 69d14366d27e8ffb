// What translation does to one segment's text around the model call: the
// parts that must come back unchanged (Markdown code, identifiers, URLs,
// paths, e-mail addresses and the style guide's glossary terms) are replaced
// by numbered placeholders ⟦1⟧, ⟦2⟧ … before the text goes to the model and put
// back after; a reply that lost or invented a placeholder is refused. Also the
// batch request and the parsing of the model's reply.
// Pure functions; safe from any thread.
#pragma once

#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

#include "Segments.hpp"

namespace proofreader::api {

struct MaskedText {
  std::string text;               // what the model sees
  std::vector<std::string> kept;  // kept[i] stands for placeholder ⟦i+1⟧
};

// `terms` are glossary terms (any case) kept as written.
MaskedText mask_for_translation(const Segment& segment, const std::vector<std::string>& terms);
// The translated text with the kept parts back; nullopt when a placeholder
// is missing, repeated or unknown.
std::optional<std::string> unmask(const std::string& translated, const MaskedText& masked);

// The chat messages for one batch: system instructions and the items as JSON
// {"items":[{"id":0,"text":"…"},…]}; the model answers {"translations":[{"id":0,"text":"…"},…]}.
std::string translation_system_prompt(const std::string& target);
std::string translation_batch(const std::vector<std::string>& texts);
// id → translated text from the model's reply; ids it skipped are absent.
// Throws std::runtime_error for a reply that is not that JSON object.
std::unordered_map<int, std::string> parse_translation_reply(const std::string& reply);

}  // namespace proofreader::api
