#include "answer.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>
#include <algorithm>

#include <stdexcept>

#include <proofreader/kit/utf8.hpp>

namespace proofreader::llm {

namespace {

int code_points(std::string_view text) {
  return static_cast<int>(kit::utf8::code_points(text));
}

bool overlaps_protected(const sdk::Block& block, int offset, int length) {
  for (const auto& span : block.protected_spans)
    if (offset < span.offset + span.length && span.offset < offset + length) return true;
  return false;
}

// Places `fragment` in `piece`: the first occurrence not on a protected span.
bool place(const Piece& piece, const std::string& fragment, sdk::Remark& r) {
  const auto text = piece.text();
  const auto& block = *piece.block;
  for (auto at = text.find(fragment); at != std::string_view::npos; at = text.find(fragment, at + 1)) {
    const int offset = piece.offset + code_points(text.substr(0, at));
    const int length = code_points(fragment);
    if (overlaps_protected(block, offset, length)) continue;
    r.block = block.index;
    r.offset = offset;
    r.length = length;
    return true;
  }
  return false;
}

std::string text_field(const Poco::JSON::Object::Ptr& o, const char* name) {
  if (!o->has(name) || o->isNull(name)) return "";
  auto v = o->get(name);
  return v.isString() ? v.extract<std::string>() : "";
}

}  // namespace

std::vector<sdk::Remark> parse_answer(const std::string& content, const Batch& batch,
                                      const std::vector<std::string>& categories) {
  Poco::JSON::Array::Ptr items;
  try {
    Poco::JSON::Parser parser;
    auto v = parser.parse(content);
    auto o = v.type() == typeid(Poco::JSON::Object::Ptr) ? v.extract<Poco::JSON::Object::Ptr>() : nullptr;
    items = o ? o->getArray("remarks") : nullptr;
  } catch (const Poco::Exception& e) {
    throw std::runtime_error("the model's answer is not JSON: " + e.displayText());
  }
  if (!items) throw std::runtime_error("the model's answer has no \"remarks\" list");

  std::vector<sdk::Remark> remarks;
  for (std::size_t i = 0; i < items->size(); ++i) {
    auto item = items->getObject(static_cast<unsigned>(i));
    if (!item) continue;
    sdk::Remark r;
    const auto fragment = text_field(item, "fragment");
    r.message = text_field(item, "message");
    if (fragment.empty() || r.message.empty()) continue;
    int wanted = -1;
    if (item->has("block") && item->get("block").isInteger()) wanted = item->get("block").convert<int>();
    bool placed = false;
    for (auto it = batch.begin(); !placed && it != batch.end(); ++it)
      if (it->block->index == wanted) placed = place(*it, fragment, r);
    for (auto it = batch.begin(); !placed && it != batch.end(); ++it) placed = place(*it, fragment, r);
    if (!placed) continue;
    const auto category = text_field(item, "category");
    r.category =
        std::find(categories.begin(), categories.end(), category) != categories.end() ? category : "llm";
    r.rule_id = "llm." + r.category;
    r.severity = sdk::Severity::suggestion;
    if (auto suggestion = text_field(item, "suggestion"); !suggestion.empty() && suggestion != fragment)
      r.suggestions.push_back(suggestion);
    remarks.push_back(std::move(r));
  }
  return remarks;
}

}  // namespace proofreader::llm
