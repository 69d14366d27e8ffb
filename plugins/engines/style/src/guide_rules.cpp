#include "guide_rules.hpp"

#include <Poco/Exception.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <stdexcept>

namespace proofreader::style {

namespace {

std::vector<std::string> strings(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  std::vector<std::string> out;
  const auto array = o->getArray(name);
  if (!array) return out;
  for (std::size_t i = 0; i < array->size(); ++i) out.push_back(array->get(i).convert<std::string>());
  return out;
}

RuleKind parse_kind(const std::string& kind, const std::string& rule_id) {
  if (kind == "forbidden") return RuleKind::forbidden;
  if (kind == "replace") return RuleKind::replace;
  if (kind == "term") return RuleKind::term;
  if (kind == "regex") return RuleKind::regex;
  if (kind == "typography") return RuleKind::typography;
  throw std::invalid_argument("rule " + rule_id + ": unknown kind '" + kind + "'");
}

sdk::Severity parse_severity(const std::string& s) {
  if (s == "error") return sdk::Severity::error;
  if (s == "suggestion") return sdk::Severity::suggestion;
  return sdk::Severity::warning;
}

GuideRule parse_rule(const Poco::JSON::Object::Ptr& o, std::size_t index) {
  GuideRule r;
  r.id = o->optValue<std::string>("id", "rule" + std::to_string(index + 1));
  r.kind = parse_kind(o->optValue<std::string>("kind", ""), r.id);
  r.exact = o->optValue<std::string>("match", "lemma") == "exact";
  r.phrase = o->optValue<std::string>("phrase", "");
  r.replacement = o->optValue<std::string>("replacement", "");
  r.preferred = o->optValue<std::string>("preferred", "");
  r.variants = strings(o, "variants");
  r.pattern = o->optValue<std::string>("pattern", "");
  r.flags = o->optValue<std::string>("flags", "");
  r.literals = strings(o, "literals");
  r.suggestions = strings(o, "suggestions");
  r.except = strings(o, "except");
  r.message = o->optValue<std::string>("message", "");
  r.explanation = o->optValue<std::string>("explanation", "");
  r.good = strings(o, "good");
  r.bad = strings(o, "bad");
  r.severity = parse_severity(o->optValue<std::string>("severity", "warning"));
  r.category = o->optValue<std::string>("category", r.kind == RuleKind::typography ? "typography" : "style");
  r.enabled = o->optValue<bool>("enabled", true);
  auto require = [&](bool ok, const char* what) {
    if (!ok) throw std::invalid_argument("rule " + r.id + ": " + what);
  };
  require(!r.message.empty(), "message is required");
  switch (r.kind) {
    case RuleKind::forbidden:
      require(!r.phrase.empty(), "phrase is required");
      break;
    case RuleKind::replace:
      require(!r.phrase.empty() && !r.replacement.empty(), "phrase and replacement are required");
      break;
    case RuleKind::term:
      require(!r.preferred.empty() && !r.variants.empty(), "preferred and variants are required");
      break;
    case RuleKind::regex:
    case RuleKind::typography:
      require(!r.pattern.empty(), "pattern is required");
      break;
  }
  return r;
}

}  // namespace

std::string_view kind_name(RuleKind kind) {
  switch (kind) {
    case RuleKind::forbidden:
      return "forbidden";
    case RuleKind::replace:
      return "replace";
    case RuleKind::term:
      return "term";
    case RuleKind::regex:
      return "regex";
    case RuleKind::typography:
      return "typography";
  }
  return "forbidden";
}

GuideDefinition parse_guide(std::string_view json) {
  Poco::JSON::Object::Ptr root;
  try {
    Poco::JSON::Parser parser;
    root = parser.parse(std::string(json)).extract<Poco::JSON::Object::Ptr>();
  } catch (const Poco::Exception& e) {
    throw std::invalid_argument("the guide is not a JSON object: " + e.displayText());
  }
  if (!root) throw std::invalid_argument("the guide is not a JSON object");
  GuideDefinition guide;
  try {
    guide.id = root->optValue<std::string>("id", "");
    guide.name = root->optValue<std::string>("name", "");
    guide.version = root->optValue<int>("version", 0);
    if (const auto p = root->getObject("parameters")) {
      auto& params = guide.parameters;
      params.sentence_length_limit = p->optValue<int>("sentence_length_limit", params.sentence_length_limit);
      params.vy_policy = p->optValue<std::string>("vy_policy", params.vy_policy);
      params.quote_style = p->optValue<std::string>("quote_style", params.quote_style);
      params.yo_policy = p->optValue<std::string>("yo_policy", params.yo_policy);
    }
    if (const auto rules = root->getArray("rules")) {
      for (std::size_t i = 0; i < rules->size(); ++i) {
        const auto rule = rules->getObject(static_cast<unsigned>(i));
        if (!rule) throw std::invalid_argument("rule #" + std::to_string(i + 1) + " is not an object");
        guide.rules.push_back(parse_rule(rule, i));
      }
    }
  } catch (const Poco::Exception& e) {
    throw std::invalid_argument("malformed guide: " + e.displayText());
  }
  return guide;
}

}  // namespace proofreader::style
