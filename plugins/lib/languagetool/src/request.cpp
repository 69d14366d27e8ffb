#include "proofreader/languagetool/request.hpp"

#include <Poco/JSON/Parser.h>

#include <sstream>

namespace proofreader::languagetool {

namespace {

std::set<std::string> split_list(const Params& params, const std::string& key) {
  std::set<std::string> out;
  if (const auto* v = find_param(params, key)) {
    std::stringstream in(*v);
    std::string item;
    while (std::getline(in, item, ','))
      if (!item.empty()) out.insert(item);
  }
  return out;
}

void check_language(const Params& params) {
  const auto* lang = find_param(params, "language");
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
  // Poco throws on an entry of the wrong type ({"text": {...}}): that too is the caller's error.
  std::u32string plain;
  std::vector<int> original_at;
  int original = 0;  // UTF-16 units of the original document so far
  try {
    const auto items = root->getArray("annotation");
    for (std::size_t i = 0; i < items->size(); ++i) {
      const auto item = items->getObject(static_cast<unsigned>(i));
      if (!item) throw RequestError(400, "Each 'annotation' entry must be an object");
      const bool has_text = item->has("text");
      const bool has_markup = item->has("markup");
      if (has_text == has_markup)
        throw RequestError(400, "A 'data' entry needs either 'text' or 'markup', not both and not neither");
      for (const char* key : {"text", "markup", "interpretAs"})
        if (item->has(key) && !item->get(key).isString())
          throw RequestError(400, std::string("'") + key + "' of a 'data' entry must be a string");
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
  } catch (const Poco::Exception& e) {
    throw RequestError(400, "Malformed 'data' parameter: " + e.displayText());
  }
  original_at.push_back(original);
  return std::make_unique<CheckedText>(std::move(plain), std::move(original_at));
}

}  // namespace

CheckRequest parse_check_request(const Params& params, int max_text_length) {
  const auto* text = find_param(params, "text");
  const auto* data = find_param(params, "data");
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
  const auto* enabled_only = find_param(params, "enabledOnly");
  s.enabled_only = enabled_only && *enabled_only == "true";
  if (s.enabled_only && s.enabled_rules.empty() && s.enabled_categories.empty())
    throw RequestError(400, "You set enabledOnly=true but no enabledRules or enabledCategories");
  const auto* level = find_param(params, "level");
  if (level && *level != "default" && *level != "picky")
    throw RequestError(400, "Unknown level '" + *level + "', use 'default' or 'picky'");
  s.picky = level && *level == "picky";
  return request;
}

bool RuleSelection::selects(const std::string& id, const std::string& category, bool default_off) const {
  if (enabled_only) return enabled_rules.count(id) || enabled_categories.count(category);
  if (disabled_rules.count(id) || disabled_categories.count(category)) return false;
  if (default_off && !picky && !enabled_rules.count(id)) return false;
  return true;
}

}  // namespace proofreader::languagetool
