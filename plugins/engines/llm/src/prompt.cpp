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

namespace {

constexpr const char* kLanguageCategories[] = {"spelling", "grammar", "punctuation", "typography",
                                               "agreement"};

bool is_language_category(const std::string& category) {
  return std::find(std::begin(kLanguageCategories), std::end(kLanguageCategories), category) !=
         std::end(kLanguageCategories);
}

// The first paragraph of the system message: what to look for.
std::string task_text(const Task& task) {
  std::string what;
  if (task.language)
    what =
        "Найди в тексте ошибки (орфография, грамматика, пунктуация, типографика, согласование) и "
        "стилистические недочёты";
  if (!task.rules.empty())
    what += what.empty() ? "Найди в тексте нарушения правил руководства по стилю, перечисленных ниже"
                         : ", а также нарушения правил руководства по стилю, перечисленных ниже";
  if (what.empty()) what = "Найди в тексте то, о чём просит указание пользователя";
  what += ", которых нет среди уже найденных замечаний.";
  if (!task.language) what += " Орфографию, грамматику и пунктуацию не проверяй.";
  return what;
}

}  // namespace

bool Task::wants(const std::string& category) const {
  return language || !is_language_category(category);
}

Prompt build_prompt(const Batch& batch, const Task& task, const std::vector<sdk::Remark>& prior) {
  Prompt p;
  p.system = "Ты — редактор русской технической документации. " + task_text(task) +
             " Каждое замечание относится к одному фрагменту, который точно, символ в символ, "
             "встречается в тексте блока.\n"
             "Ответь только объектом JSON вида {\"remarks\": [{\"block\": <номер блока>, \"fragment\": "
             "\"...\", \"message\": \"...\", \"suggestion\": \"...\", \"category\": \"...\"}]}. "
             "category — одно из: " +
             std::string(task.language ? "spelling, grammar, punctuation, typography, agreement, " : "") +
             "style, llm. Если замечаний нет, ответь {\"remarks\": []}.";
  if (!task.rules.empty()) {
    p.system += "\n\nПравила руководства по стилю:";
    for (const auto& r : task.rules) p.system += "\n- " + r;
  }
  if (!task.instruction.empty()) p.user += "Указание пользователя: " + task.instruction + "\n\n";
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
