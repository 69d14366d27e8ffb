#include "TranslationText.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/russian/tokenizer.hpp>

#include <algorithm>
#include <cctype>
#include <sstream>
#include <stdexcept>

namespace proofreader::api {
namespace {

using russian::Token;

struct Range {
  std::size_t begin, end;
};

std::string placeholder(std::size_t n) {
  return "⟦" + std::to_string(n) + "⟧";
}

// Byte ranges of glossary terms (case-insensitive, whole words) in `text`.
void term_ranges(const std::string& text, const std::vector<std::string>& terms, std::vector<Range>& out) {
  std::string lower = russian::to_lower(text);  // same byte lengths for Cyrillic and Latin
  if (lower.size() != text.size()) return;
  auto is_word_byte = [](unsigned char c) { return c >= 0x80 || std::isalnum(c) || c == '-' || c == '_'; };
  for (const auto& term : terms) {
    std::string needle = russian::to_lower(term);
    if (needle.empty() || needle.size() != term.size()) continue;
    for (std::size_t at = lower.find(needle); at != std::string::npos; at = lower.find(needle, at + 1)) {
      std::size_t end = at + needle.size();
      if ((at > 0 && is_word_byte(lower[at - 1])) || (end < lower.size() && is_word_byte(lower[end])))
        continue;
      out.push_back({at, end});
    }
  }
}

}  // namespace

MaskedText mask_for_translation(const Segment& segment, const std::vector<std::string>& terms) {
  const std::string& text = segment.text;
  std::vector<Range> ranges;
  for (const auto& code : segment.code) ranges.push_back({code.begin, code.end});
  for (const auto& token : russian::tokenize(text).tokens)
    if (token.kind == Token::Kind::code || token.kind == Token::Kind::url ||
        token.kind == Token::Kind::email || token.kind == Token::Kind::path)
      ranges.push_back({static_cast<std::size_t>(token.byte_offset),
                        static_cast<std::size_t>(token.byte_offset + token.byte_length)});
  // Path templates such as {petId} are identifiers too.
  for (std::size_t at = text.find('{'); at != std::string::npos; at = text.find('{', at + 1))
    if (std::size_t close = text.find('}', at);
        close != std::string::npos && close - at < 64 && text.find_first_of(" \n", at) > close)
      ranges.push_back({at, close + 1});
  term_ranges(text, terms, ranges);

  std::sort(ranges.begin(), ranges.end(),
            [](Range a, Range b) { return a.begin < b.begin || (a.begin == b.begin && a.end > b.end); });
  MaskedText out;
  std::size_t pos = 0;
  for (const auto& range : ranges) {
    if (range.begin < pos) continue;  // inside one already kept
    out.text += text.substr(pos, range.begin - pos);
    out.kept.push_back(text.substr(range.begin, range.end - range.begin));
    out.text += placeholder(out.kept.size());
    pos = range.end;
  }
  out.text += text.substr(pos);
  return out;
}

std::optional<std::string> unmask(const std::string& translated, const MaskedText& masked) {
  std::string out;
  std::vector<int> seen(masked.kept.size(), 0);
  const std::string open = "⟦", close = "⟧";
  std::size_t pos = 0;
  while (true) {
    std::size_t at = translated.find(open, pos);
    if (at == std::string::npos) break;
    std::size_t end = translated.find(close, at);
    if (end == std::string::npos) return std::nullopt;
    std::string number = translated.substr(at + open.size(), end - at - open.size());
    std::size_t n = 0;
    try {
      n = std::stoul(number);
    } catch (...) {
      return std::nullopt;
    }
    if (n == 0 || n > masked.kept.size() || seen[n - 1]++) return std::nullopt;
    out += translated.substr(pos, at - pos);
    out += masked.kept[n - 1];
    pos = end + close.size();
  }
  out += translated.substr(pos);
  if (std::count(seen.begin(), seen.end(), 1) != static_cast<long>(seen.size())) return std::nullopt;
  return out;
}

std::string translation_system_prompt(const std::string& target) {
  const bool english = target == "en";
  return std::string(
             "You translate the human text of an OpenAPI specification (summaries and descriptions, in "
             "Markdown) from ") +
         (english ? "Russian into English" : "English into Russian") +
         " for a technical reference. Keep every placeholder such as ⟦1⟧ exactly once and unchanged: it "
         "stands for "
         "code, an identifier or a glossary term. Keep Markdown markup. Write summaries as the source writes "
         "them "
         "(same grammatical form). Answer one JSON object "
         "{\"translations\":[{\"id\":<id>,\"text\":\"<translation>\"}]} "
         "with one entry per item and nothing else.";
}

std::string translation_batch(const std::vector<std::string>& texts) {
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (std::size_t i = 0; i < texts.size(); ++i) {
    Poco::JSON::Object::Ptr item = new Poco::JSON::Object;
    item->set("id", static_cast<int>(i));
    item->set("text", texts[i]);
    items->add(item);
  }
  Poco::JSON::Object body;
  body.set("items", items);
  std::ostringstream out;
  body.stringify(out);
  return out.str();
}

std::unordered_map<int, std::string> parse_translation_reply(const std::string& reply) {
  // Models sometimes wrap JSON in a Markdown fence: take the outermost object.
  std::size_t begin = reply.find('{'), end = reply.rfind('}');
  if (begin == std::string::npos || end == std::string::npos || end < begin)
    throw std::runtime_error("the model's reply holds no JSON object");
  Poco::JSON::Object::Ptr object;
  try {
    object =
        Poco::JSON::Parser().parse(reply.substr(begin, end - begin + 1)).extract<Poco::JSON::Object::Ptr>();
  } catch (const Poco::Exception& e) {
    throw std::runtime_error("the model's reply is not JSON: " + e.displayText());
  }
  auto list = object ? object->getArray("translations") : nullptr;
  if (!list) throw std::runtime_error("the model's reply has no \"translations\" list");
  std::unordered_map<int, std::string> out;
  for (std::size_t i = 0; i < list->size(); ++i) {
    auto item = list->getObject(i);
    if (!item || !item->has("id") || !item->has("text")) continue;
    try {
      out[item->getValue<int>("id")] = item->getValue<std::string>("text");
    } catch (const Poco::Exception&) {
    }
  }
  return out;
}

}  // namespace proofreader::api
