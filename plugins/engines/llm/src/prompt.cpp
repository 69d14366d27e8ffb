#include "prompt.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <algorithm>
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
  const auto in_batch = [&batch](const sdk::Remark& r) {
    return std::any_of(batch.begin(), batch.end(), [&r](const Piece& piece) {
      return piece.block->index == r.block && r.offset >= piece.offset &&
             r.offset < piece.offset + piece.length;
    });
  };
  std::string found;
  std::size_t listed = 0, left_out = 0;
  for (const auto& r : prior) {
    if (!in_batch(r)) continue;
    if (listed == kMaxPriorRemarks) {
      ++left_out;
      continue;
    }
    ++listed;
    found += "- [" + std::to_string(r.block) + "] «" + r.fragment + "»: " + r.message + "\n";
  }
  if (left_out) found += "- и ещё " + std::to_string(left_out) + "\n";
  if (!found.empty()) p.user += "Уже найдены (не повторяй):\n" + found + "\n";
  p.user += "Текст:\n";
  for (const auto& piece : batch) {
    p.user += "[" + std::to_string(piece.block->index) + "] ";
    p.user += piece.text();
    p.user += "\n";
  }
  return p;
}

}  // namespace proofreader::llm
