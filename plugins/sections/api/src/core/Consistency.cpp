#include "Consistency.hpp"

#include <Poco/JSON/Parser.h>

#include <proofreader/russian/tokenizer.hpp>

#include <algorithm>
#include <map>
#include <set>
#include <unordered_map>

#include "JsonPointer.hpp"

namespace proofreader::api {
namespace {

using russian::Token;

bool is_latin(std::string_view word) {
  return !word.empty() && static_cast<unsigned char>(word.front()) < 0x80;
}

std::string english_form(const std::string& word) {
  if (word.size() > 4 && word.ends_with("ing")) return "nominal";
  if (word.size() > 3 && word.ends_with("s") && !word.ends_with("ss") && !word.ends_with("us") &&
      !word.ends_with("is"))
    return "indicative";
  return "imperative";
}

const char* form_name(const std::string& form) {
  if (form == "infinitive") return "инфинитив («Получить»)";
  if (form == "imperative") return "повелительное наклонение («Получите», «Get»)";
  if (form == "indicative") return "изъявительное наклонение («Возвращает», «Gets»)";
  return "отглагольное существительное («Получение», «Getting»)";
}

// Words compared by lemma when the morphology is there, so «вебинтерфейсе»
// matches the variant «вебинтерфейс»; cached, as segments repeat words.
class Lemmas {
 public:
  explicit Lemmas(const russian::Morphology* morphology) : morphology_(morphology) {}
  const std::string& of(const std::string& lower_word) {
    auto found = cache_.find(lower_word);
    if (found != cache_.end()) return found->second;
    std::string lemma = lower_word;
    if (morphology_ && !is_latin(lower_word)) {
      auto parses = morphology_->parse(lower_word);
      if (!parses.empty()) lemma = parses.front().normal_form;
    }
    return cache_.emplace(lower_word, std::move(lemma)).first->second;
  }

 private:
  const russian::Morphology* morphology_;
  std::unordered_map<std::string, std::string> cache_;
};

// The lemmas of the words of a text outside its Markdown code.
std::vector<std::string> prose_words(const Segment& segment, Lemmas& lemmas) {
  std::string prose = segment.text;
  for (const auto& range : segment.code)
    for (std::size_t i = range.begin; i < range.end; ++i)
      if (prose[i] != '\n') prose[i] = ' ';
  std::vector<std::string> words;
  for (const auto& token : russian::tokenize(prose).tokens)
    if (token.kind == Token::Kind::word) words.push_back(lemmas.of(russian::to_lower(token.text)));
  return words;
}

std::vector<std::string> term_words(const std::string& term, Lemmas& lemmas) {
  std::vector<std::string> words;
  for (const auto& token : russian::tokenize(term).tokens)
    if (token.kind == Token::Kind::word || token.kind == Token::Kind::code)
      words.push_back(lemmas.of(russian::to_lower(token.text)));
  return words;
}

bool contains_sequence(const std::vector<std::string>& words, const std::vector<std::string>& needle) {
  if (needle.empty() || needle.size() > words.size()) return false;
  return std::search(words.begin(), words.end(), needle.begin(), needle.end()) != words.end();
}

class Checker {
 public:
  Checker(const ConsistencyInput& input) : in_(input), spec_(*input.spec), root_(*input.spec->root) {}

  std::vector<Finding> run() {
    operations_text();
    duplicate_operation_ids();
    parameter_descriptions();
    summary_forms();
    glossary();
    references();
    tags();
    return std::move(out_);
  }

 private:
  void add(std::string pointer, std::string rule, std::string severity, std::string message,
           std::string operation = {}) {
    out_.push_back(
        {std::move(pointer), std::move(rule), std::move(severity), std::move(message), std::move(operation)});
  }

  void operations_text() {
    for (const auto& op : spec_.operations) {
      if (op.node->str("summary").empty())
        add(op.pointer, "operation-no-summary", "warning",
            "У операции " + op.label() + " нет краткого описания (summary)", op.label());
      if (op.node->str("description").empty())
        add(op.pointer, "operation-no-description", "suggestion",
            "У операции " + op.label() + " нет описания (description)", op.label());
    }
  }

  void duplicate_operation_ids() {
    std::unordered_map<std::string, const Operation*> first;
    for (const auto& op : spec_.operations) {
      std::string id(op.node->str("operationId"));
      if (id.empty()) continue;
      auto [it, inserted] = first.emplace(id, &op);
      if (!inserted)
        add(op.pointer + "/operationId", "duplicate-operation-id", "error",
            "operationId «" + id + "» уже есть у операции " + it->second->label(), op.label());
    }
  }

  // One parameter (in, name) should read the same wherever it appears.
  void parameter_descriptions() {
    struct Use {
      std::string pointer, text, operation;
    };
    std::map<std::string, std::vector<Use>> by_parameter;
    std::set<std::string> seen_pointers;
    for (const auto& op : spec_.operations) {
      auto collect = [&](const Node* list, const std::string& list_pointer) {
        if (!list || !list->is_seq()) return;
        for (std::size_t i = 0; i < list->items.size(); ++i) {
          const Node* item = list->items[i].get();
          std::string pointer = pointer_join(list_pointer, std::to_string(i));
          if (std::string_view ref = item->str("$ref"); ref.starts_with("#"))
            pointer = std::string(ref.substr(1));
          const Node* parameter = follow_refs(root_, item);
          if (!parameter || !parameter->is_map() || parameter->str("description").empty()) continue;
          if (!seen_pointers.insert(pointer).second) continue;
          by_parameter[std::string(parameter->str("in")) + " " + std::string(parameter->str("name"))]
              .push_back({pointer + "/description", std::string(parameter->str("description")), op.label()});
        }
      };
      std::string path_pointer = op.pointer.substr(0, op.pointer.rfind('/'));
      collect(op.path_item->get("parameters"), path_pointer + "/parameters");
      collect(op.node->get("parameters"), op.pointer + "/parameters");
    }
    for (const auto& [key, uses] : by_parameter) {
      std::map<std::string, int> counts;
      for (const auto& use : uses) ++counts[use.text];
      if (counts.size() < 2) continue;
      auto usual = std::max_element(counts.begin(), counts.end(),
                                    [](const auto& a, const auto& b) { return a.second < b.second; });
      std::string name = key.substr(key.find(' ') + 1);
      for (const auto& use : uses)
        if (use.text != usual->first)
          add(use.pointer, "parameter-described-differently", "warning",
              "Параметр «" + name + "» описан иначе, чем в других операциях: «" + use.text + "»; чаще: «" +
                  usual->first + "»",
              use.operation);
    }
  }

  void summary_forms() {
    struct Use {
      const Operation* op;
      std::string form;
    };
    std::vector<Use> uses;
    std::map<std::string, int> counts;
    for (const auto& op : spec_.operations) {
      std::string summary(op.node->str("summary"));
      std::string form = summary_form(summary, in_.morphology);
      if (form.empty()) continue;
      uses.push_back({&op, form});
      ++counts[form];
    }
    if (counts.size() < 2) return;
    auto usual = std::max_element(counts.begin(), counts.end(),
                                  [](const auto& a, const auto& b) { return a.second < b.second; });
    for (const auto& use : uses)
      if (use.form != usual->first)
        add(use.op->pointer + "/summary", "summary-form", "warning",
            "Краткое описание «" + std::string(use.op->node->str("summary")) + "» написано как " +
                form_name(use.form) + ", а большинство — как " + form_name(usual->first),
            use.op->label());
  }

  void glossary() {
    if (in_.glossary.empty() || !in_.segments) return;
    Lemmas lemmas(in_.morphology);
    std::vector<std::vector<std::string>> words;
    words.reserve(in_.segments->size());
    for (const auto& segment : *in_.segments) words.push_back(prose_words(segment, lemmas));
    for (const auto& term : in_.glossary) {
      auto preferred = term_words(term.preferred, lemmas);
      int preferred_uses = 0;
      for (const auto& w : words) preferred_uses += contains_sequence(w, preferred);
      for (const auto& variant : term.variants) {
        auto needle = term_words(variant, lemmas);
        if (needle == preferred) continue;
        for (std::size_t i = 0; i < words.size(); ++i) {
          if (!contains_sequence(words[i], needle)) continue;
          const Segment& segment = (*in_.segments)[i];
          add(segment.pointer, "glossary-term-variant", "warning",
              "«" + variant + "» — вариант термина «" + term.preferred + "» из глоссария" +
                  (preferred_uses ? " (в спецификации он написан правильно в " +
                                        std::to_string(preferred_uses) + " местах)"
                                  : ""),
              segment.operation);
        }
      }
    }
  }

  // Every $ref: broken, cyclic; and every component nobody refers to.
  void references() {
    std::set<std::string> targets;
    std::string pointer;
    walk_refs(root_, pointer, targets);
    auto check_group = [&](const std::string& group_pointer) {
      const Node* group = resolve_pointer(root_, group_pointer);
      if (!group || !group->is_map()) return;
      for (const auto& [name, value] : group->entries) {
        std::string component = pointer_join(group_pointer, name);
        auto next = targets.lower_bound(component);
        bool used = next != targets.end() && (*next == component || next->starts_with(component + "/"));
        if (!used)
          add(component, "unused-component", "suggestion", "Компонент «" + name + "» нигде не используется");
      }
    };
    if (spec_.swagger2) {
      for (const char* group : {"/definitions", "/parameters", "/responses"}) check_group(group);
    } else {
      for (const char* group : {"schemas", "parameters", "responses", "requestBodies", "headers", "examples",
                                "links", "callbacks"})
        check_group(std::string("/components/") + group);
    }
  }

  void walk_refs(const Node& node, std::string& pointer, std::set<std::string>& targets) {
    if (node.is_map()) {
      for (const auto& [key, value] : node.entries) {
        std::size_t length = pointer.size();
        pointer += '/';
        pointer += pointer_token(key);
        if (key == "$ref" && value->is_string())
          check_ref(node, value->text, pointer, targets);
        else
          walk_refs(*value, pointer, targets);
        pointer.resize(length);
      }
    } else if (node.is_seq()) {
      for (std::size_t i = 0; i < node.items.size(); ++i) {
        std::size_t length = pointer.size();
        pointer += '/' + std::to_string(i);
        walk_refs(*node.items[i], pointer, targets);
        pointer.resize(length);
      }
    }
  }

  void check_ref(const Node& holder, const std::string& ref, const std::string& pointer,
                 std::set<std::string>& targets) {
    if (!ref.starts_with("#")) return;  // another file: not ours to resolve
    targets.insert(ref.substr(1));
    if (!resolve_ref(root_, ref))
      add(pointer, "broken-ref", "error", "Ссылка «" + ref + "» ведёт в никуда", operation_of(pointer));
    else if (!follow_refs(root_, &holder))
      add(pointer, "ref-cycle", "error",
          "Ссылки «" + ref + "» замыкаются в цикл и не ведут ни к какому определению", operation_of(pointer));
  }

  std::string operation_of(const std::string& pointer) const {
    for (const auto& op : spec_.operations)
      if (pointer.starts_with(op.pointer + "/")) return op.label();
    return {};
  }

  void tags() {
    std::set<std::string> declared;
    if (const Node* list = root_.get("tags"); list && list->is_seq()) {
      for (std::size_t i = 0; i < list->items.size(); ++i) {
        const Node& tag = *list->items[i];
        std::string name(tag.str("name"));
        declared.insert(name);
        if (tag.str("description").empty())
          add("/tags/" + std::to_string(i), "tag-no-description", "suggestion",
              "У тега «" + name + "» нет описания");
      }
    }
    std::set<std::string> reported;
    for (const auto& op : spec_.operations) {
      const Node* list = op.node->get("tags");
      if (!list || !list->is_seq()) continue;
      for (std::size_t i = 0; i < list->items.size(); ++i) {
        const std::string& name = list->items[i]->text;
        if (declared.count(name) || !reported.insert(name).second) continue;
        add(op.pointer + "/tags/" + std::to_string(i), "tag-no-description", "suggestion",
            "Тег «" + name + "» не объявлен в разделе tags и не имеет описания", op.label());
      }
    }
  }

  const ConsistencyInput& in_;
  const Spec& spec_;
  const Node& root_;
  std::vector<Finding> out_;
};

}  // namespace

std::vector<GlossaryTerm> glossary_terms(const std::string& guide_json) {
  std::vector<GlossaryTerm> terms;
  if (guide_json.empty()) return terms;
  auto guide = Poco::JSON::Parser().parse(guide_json).extract<Poco::JSON::Object::Ptr>();
  auto rules = guide ? guide->getArray("rules") : nullptr;
  if (!rules) return terms;
  for (std::size_t i = 0; i < rules->size(); ++i) {
    auto rule = rules->getObject(i);
    if (!rule || rule->optValue<std::string>("kind", "") != "term" || !rule->optValue<bool>("enabled", true))
      continue;
    GlossaryTerm term{rule->optValue<std::string>("preferred", ""), {}};
    if (auto variants = rule->getArray("variants"))
      for (std::size_t j = 0; j < variants->size(); ++j)
        term.variants.push_back(variants->getElement<std::string>(j));
    if (!term.preferred.empty()) terms.push_back(std::move(term));
  }
  return terms;
}

std::string summary_form(const std::string& summary, const russian::Morphology* morphology) {
  for (const auto& token : russian::tokenize(summary).tokens) {
    if (token.kind != Token::Kind::word) continue;
    if (is_latin(token.text)) return english_form(russian::to_lower(token.text));
    if (!morphology) return {};
    bool infinitive = false, imperative = false, indicative = false, noun = false;
    for (const auto& parse : morphology->parse(token.text)) {
      auto pos = parse.tag.pos();
      infinitive |= pos == "INFN";
      imperative |= pos == "VERB" && parse.tag.has("impr");
      indicative |= pos == "VERB" && parse.tag.has("indc");
      noun |= pos == "NOUN";
    }
    if (infinitive) return "infinitive";
    if (imperative) return "imperative";
    if (indicative) return "indicative";
    if (noun) return "nominal";
    return {};
  }
  return {};
}

std::vector<Finding> consistency_findings(const ConsistencyInput& input) {
  return Checker(input).run();
}

}  // namespace proofreader::api
