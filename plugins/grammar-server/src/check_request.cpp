#include "check_request.hpp"

#include <Poco/JSON/Parser.h>

#include <sstream>

#include <proofreader/russian/tokenizer.hpp>

namespace proofreader::grammar {

namespace {

const std::string* find(const std::map<std::string, std::string>& params, const std::string& key) {
  auto it = params.find(key);
  return it == params.end() ? nullptr : &it->second;
}

std::set<std::string> split_list(const std::map<std::string, std::string>& params, const std::string& key) {
  std::set<std::string> out;
  if (const auto* v = find(params, key)) {
    std::stringstream in(*v);
    std::string item;
    while (std::getline(in, item, ','))
      if (!item.empty()) out.insert(item);
  }
  return out;
}

void check_language(const std::map<std::string, std::string>& params) {
  const auto* lang = find(params, "language");
  if (!lang)
    throw RequestError(400,
                       "Missing 'language' parameter, e.g. 'language=ru-RU' for Russian or 'language=auto'");
  if (*lang == "ru" || *lang == "ru-RU" || *lang == "auto") return;
  throw RequestError(400, "'" + *lang +
                              "' is not a language code known to LanguageTool. Supported language codes are: "
                              "ru, ru-RU. The list of languages is also available at '/v2/languages'");
}

// The `data` parameter: {"annotation":[{"text":…} | {"markup":…, "interpretAs":…}]}.
std::unique_ptr<CheckedText> text_from_annotation(const std::string& data) {
  Poco::Dynamic::Var parsed;
  try {
    parsed = Poco::JSON::Parser().parse(data);
  } catch (const std::exception& e) {
    throw RequestError(400, std::string("Could not parse JSON from 'data' parameter: ") + e.what());
  }
  const auto root = parsed.type() == typeid(Poco::JSON::Object::Ptr)
                        ? parsed.extract<Poco::JSON::Object::Ptr>()
                        : Poco::JSON::Object::Ptr();
  if (!root || !root->isArray("annotation"))
    throw RequestError(400, "'data' needs an 'annotation' array, e.g. {\"annotation\":[{\"text\":\"...\"}]}");
  const auto items = root->getArray("annotation");
  std::u32string plain;
  std::vector<int> original_at;
  int original = 0;  // UTF-16 units of the original document so far
  for (std::size_t i = 0; i < items->size(); ++i) {
    const auto item = items->getObject(static_cast<unsigned>(i));
    if (!item) throw RequestError(400, "Each 'annotation' entry must be an object");
    const bool has_text = item->has("text");
    const bool has_markup = item->has("markup");
    if (has_text == has_markup)
      throw RequestError(400, "A 'data' entry needs either 'text' or 'markup', not both and not neither");
    if (has_text) {
      for (char32_t c : decode_utf8(item->getValue<std::string>("text"))) {
        plain.push_back(c);
        original_at.push_back(original);
        original += utf16_units(c);
      }
    } else {
      const std::u32string markup = decode_utf8(item->getValue<std::string>("markup"));
      if (item->has("interpretAs"))
        for (char32_t c : decode_utf8(item->getValue<std::string>("interpretAs"))) {
          plain.push_back(c);
          original_at.push_back(original);
        }
      for (char32_t c : markup) original += utf16_units(c);
    }
  }
  original_at.push_back(original);
  return std::make_unique<CheckedText>(std::move(plain), std::move(original_at));
}

// acceptedWords: a comma-separated list, as LanguageTool's rule lists are.
std::unordered_set<std::string> accepted_words(const std::map<std::string, std::string>& params) {
  std::unordered_set<std::string> words;
  const auto* v = find(params, "acceptedWords");
  if (!v) return words;
  std::size_t count = 0;
  std::stringstream in(*v);
  for (std::string item; std::getline(in, item, ',');) {
    const auto first = item.find_first_not_of(" \t\r\n");
    if (first == std::string::npos) continue;
    item = item.substr(first, item.find_last_not_of(" \t\r\n") - first + 1);
    if (++count > kMaxAcceptedWords)
      throw RequestError(400,
                         "'acceptedWords' has more than " + std::to_string(kMaxAcceptedWords) + " words");
    if (russian::code_points(item) > kMaxAcceptedWordLength)
      throw RequestError(400, "A word in 'acceptedWords' is longer than " +
                                  std::to_string(kMaxAcceptedWordLength) + " characters");
    words.insert(russian::to_lower(item));
  }
  return words;
}

}  // namespace

CheckRequest parse_check_request(const std::map<std::string, std::string>& params, int max_text_length) {
  const auto* text = find(params, "text");
  const auto* data = find(params, "data");
  if (!text && !data) throw RequestError(400, "Missing 'text' or 'data' parameter");
  if (text && data) throw RequestError(400, "Set only 'text' or 'data', not both");
  check_language(params);

  CheckRequest request;
  request.text = text ? std::make_unique<CheckedText>(*text) : text_from_annotation(*data);
  const int length = request.text->plain_utf16_offset(request.text->size());
  if (length > max_text_length)
    throw RequestError(413, "Your text exceeds the limit of " + std::to_string(max_text_length) +
                                " characters (it's " + std::to_string(length) +
                                " characters). Please submit a shorter text.");

  auto& s = request.selection;
  s.enabled_rules = split_list(params, "enabledRules");
  s.disabled_rules = split_list(params, "disabledRules");
  s.enabled_categories = split_list(params, "enabledCategories");
  s.disabled_categories = split_list(params, "disabledCategories");
  const auto* enabled_only = find(params, "enabledOnly");
  s.enabled_only = enabled_only && *enabled_only == "true";
  if (s.enabled_only && s.enabled_rules.empty() && s.enabled_categories.empty())
    throw RequestError(400, "You set enabledOnly=true but no enabledRules or enabledCategories");
  const auto* level = find(params, "level");
  if (level && *level != "default" && *level != "picky")
    throw RequestError(400, "Unknown level '" + *level + "', use 'default' or 'picky'");
  s.picky = level && *level == "picky";
  request.accepted_words = accepted_words(params);
  return request;
}

}  // namespace proofreader::grammar
