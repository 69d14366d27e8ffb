#include "prompt.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <set>

namespace proofreader::llm {

std::vector<std::string> guide_rules(const std::string& guide_json, std::size_t max_bytes) {
  std::vector<std::string> rules;
  try {
    Poco::JSON::Parser parser;
    auto guide = parser.parse(guide_json).extract<Poco::JSON::Object::Ptr>();
    auto list = guide ? guide->getArray("rules") : nullptr;
    if (!list) return rules;
    std::set<std::string> seen;
    std::size_t total = 0;
    for (std::size_t i = 0; i < list->size(); ++i) {
      auto rule = list->getObject(static_cast<unsigned>(i));
      if (!rule || !rule->optValue<bool>("enabled", true)) continue;
      const auto message = rule->optValue<std::string>("message", "");
      if (message.empty() || !seen.insert(message).second) continue;
      if (total + message.size() > max_bytes) break;
      total += message.size();
      rules.push_back(message);
    }
  } catch (const Poco::Exception&) {
    rules.clear();
  }
  return rules;
}

Prompt build_prompt(const Batch& batch, const std::vector<std::string>& rules,
                    const std::vector<sdk::Remark>& prior, const std::string& instruction) {
  Prompt p;
  p.system =
      "Ты — редактор русской технической документации. Найди в тексте ошибки и стилистические "
      "недочёты, которых нет среди уже найденных замечаний. Каждое замечание относится к одному "
      "фрагменту, который точно, символ в символ, встречается в тексте блока.\n"
      "Ответь только объектом JSON вида {\"remarks\": [{\"block\": <номер блока>, \"fragment\": "
      "\"...\", \"message\": \"...\", \"suggestion\": \"...\", \"category\": \"...\"}]}. category — "
      "одно из: spelling, grammar, punctuation, typography, agreement, style, llm. Если замечаний "
      "нет, ответь {\"remarks\": []}.";
  if (!rules.empty()) {
    p.system += "\n\nПравила руководства по стилю:";
    for (const auto& r : rules) p.system += "\n- " + r;
  }
  if (!instruction.empty()) p.user += "Указание пользователя: " + instruction + "\n\n";
  std::set<int> in_batch;
  for (const auto* block : batch) in_batch.insert(block->index);
  std::string found;
  for (const auto& r : prior)
    if (in_batch.count(r.block))
      found += "- [" + std::to_string(r.block) + "] «" + r.fragment + "»: " + r.message + "\n";
  if (!found.empty()) p.user += "Уже найдены (не повторяй):\n" + found + "\n";
  p.user += "Текст:\n";
  for (const auto* block : batch) p.user += "[" + std::to_string(block->index) + "] " + block->text + "\n";
  return p;
}

}  // namespace proofreader::llm
