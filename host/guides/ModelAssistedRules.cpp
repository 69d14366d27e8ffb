#include "guides/ModelAssistedRules.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <set>

namespace proofreader::host {

namespace {

constexpr std::size_t kMaxStatements = 80;
constexpr std::size_t kMaxPromptBytes = 12000;
constexpr std::size_t kMaxPhraseBytes = 200;

const char* kSystem =
    "Ты помогаешь превратить русское руководство по стилю технической документации в правила проверки. "
    "Для каждого утверждения, которое запрещает слово или выражение или требует заменить одно на другое, "
    "верни правило. Ответь JSON-объектом {\"rules\": [{\"statement\": номер, \"kind\": \"forbidden\" или "
    "\"replace\", \"phrase\": запрещённое слово или выражение в начальной форме, \"replacement\": замена "
    "(только для replace), \"message\": короткое объяснение для автора}]}. Утверждения, из которых правило "
    "не следует, пропусти.";

std::optional<std::string> text(const Poco::JSON::Object::Ptr& o, const std::string& key) {
  if (!o->has(key) || !o->get(key).isString()) return std::nullopt;
  return o->getValue<std::string>(key);
}

}  // namespace

int add_model_rules(RecognizedRules& recognized, const AskModel& ask) {
  if (!ask || recognized.warnings.empty()) return 0;
  // Statement N of the prompt is warning asked[N-1]; glossary entries define
  // terms and are not asked about, so a definition never becomes a replacement.
  std::string prompt = "Утверждения:\n";
  std::vector<std::size_t> asked;
  for (std::size_t i = 0; i < recognized.warnings.size() && asked.size() < kMaxStatements; ++i) {
    if (recognized.warnings[i].glossary) continue;
    const std::string line =
        std::to_string(asked.size() + 1) + ". " + recognized.warnings[i].statement + "\n";
    if (prompt.size() + line.size() > kMaxPromptBytes) break;
    prompt += line;
    asked.push_back(i);
  }
  if (asked.empty()) return 0;
  const auto answer = ask(kSystem, prompt);
  if (!answer) return 0;

  Poco::JSON::Array::Ptr rules;
  try {
    Poco::JSON::Parser parser;
    auto root = parser.parse(*answer).extract<Poco::JSON::Object::Ptr>();
    rules = root->getArray("rules");
  } catch (const std::exception&) {
    return 0;
  }
  if (!rules) return 0;
  std::set<std::size_t> covered;
  int added = 0;
  for (std::size_t i = 0; i < rules->size(); ++i) {
    auto r = rules->getObject(static_cast<unsigned>(i));
    if (!r || !r->has("statement") || !r->get("statement").isInteger()) continue;
    const auto number = r->getValue<long>("statement");
    const auto kind = text(r, "kind");
    const auto phrase = text(r, "phrase");
    const auto message = text(r, "message");
    const auto replacement = text(r, "replacement");
    if (number < 1 || static_cast<std::size_t>(number) > asked.size() || !kind || !phrase || !message)
      continue;
    if (*kind != "forbidden" && !(*kind == "replace" && replacement && !replacement->empty())) continue;
    if (phrase->empty() || phrase->size() > kMaxPhraseBytes || message->empty()) continue;
    const std::size_t warning = asked[static_cast<std::size_t>(number - 1)];
    const auto& statement = recognized.warnings[warning].statement;
    Poco::JSON::Object::Ptr rule = new Poco::JSON::Object;
    rule->set("id", "extracted-" + std::to_string(recognized.rules->size() + 1));
    rule->set("kind", *kind);
    rule->set("phrase", *phrase);
    if (*kind == "replace") rule->set("replacement", *replacement);
    rule->set("message", *message);
    rule->set("explanation", statement.substr(0, 500));
    rule->set("severity", "warning");
    rule->set("category", "style");
    rule->set("enabled", true);
    rule->set("source", "model");
    rule->set("good", Poco::JSON::Array::Ptr(new Poco::JSON::Array));
    rule->set("bad", Poco::JSON::Array::Ptr(new Poco::JSON::Array));
    recognized.rules->add(rule);
    covered.insert(warning);
    ++added;
  }
  std::vector<RecognitionWarning> left;
  for (std::size_t i = 0; i < recognized.warnings.size(); ++i)
    if (!covered.count(i)) left.push_back(recognized.warnings[i]);
  recognized.warnings = std::move(left);
  return added;
}

}  // namespace proofreader::host
