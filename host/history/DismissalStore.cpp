#include "history/DismissalStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/kit/timestamps.hpp>

#include <algorithm>
#include <map>
#include <tuple>

#include "history/HistoryFilter.hpp"
#include "history/RemarkSentence.hpp"

namespace proofreader::host {

namespace {

using namespace Poco::Data::Keywords;

// The document a check was of (see the header); checks before documents were
// named by file or address kept theirs under the check itself, the second.
struct Subjects {
  std::string document;
  std::string check;
};

Subjects subjects_of(const HistoryEntry& entry) {
  const std::string check = "check:" + std::to_string(entry.id);
  try {
    Poco::JSON::Parser parser;
    const auto origin = parser.parse(entry.origin_json).extract<Poco::JSON::Object::Ptr>();
    if (origin && origin->has("document") && origin->get("document").isString())
      return {"document:" + origin->getValue<std::string>("document"), check};
  } catch (const Poco::Exception&) {
    // An origin that is no object names no document.
  }
  const auto source = entry.report->getObject("source");
  const std::string kind = source ? source->optValue<std::string>("kind", "") : "";
  const std::string owner = std::to_string(entry.user_id) + ":";
  if (kind == "file" && !source->optValue<std::string>("name", "").empty())
    return {"file:" + owner + source->getValue<std::string>("name"), check};
  if (kind == "url" && !source->optValue<std::string>("url", "").empty())
    return {"url:" + owner + source->getValue<std::string>("url"), check};
  return {check, check};
}

// What recognises a remark across checks of one document.
struct Signature {
  std::string engine, rule, fragment, sentence;
  Poco::Int64 occurrence = 0;         // of equal remarks in equal sentences, the how-manieth (from 0)
  Poco::Int64 block = 0, offset = 0;  // where it was: how a dismissal without a sentence is recognised

  bool matches(const Signature& kept) const {
    if (engine != kept.engine || rule != kept.rule || fragment != kept.fragment) return false;
    if (kept.sentence.empty()) return block == kept.block && offset == kept.offset;
    return sentence == kept.sentence && occurrence == kept.occurrence;
  }
};

// The signature of every remark of a check, by remark id.
std::map<std::string, Signature> signatures_of(const HistoryEntry& entry) {
  std::map<Poco::Int64, std::string> texts;
  if (const auto blocks = entry.report->getArray("blocks"))
    for (std::size_t i = 0; i < blocks->size(); ++i)
      if (const auto block = blocks->getObject(static_cast<unsigned>(i)))
        texts[block->optValue<Poco::Int64>("index", -1)] = block->optValue<std::string>("text", "");
  std::vector<std::pair<std::string, Signature>> in_order;
  if (const auto remarks = entry.report->getArray("remarks"))
    for (std::size_t i = 0; i < remarks->size(); ++i) {
      const auto r = remarks->getObject(static_cast<unsigned>(i));
      Signature s{r->optValue<std::string>("engine", ""),
                  r->optValue<std::string>("rule_id", ""),
                  r->optValue<std::string>("fragment", ""),
                  "",
                  0,
                  r->optValue<Poco::Int64>("block", 0),
                  r->optValue<Poco::Int64>("offset", 0)};
      const auto text = texts.find(s.block);
      s.sentence = sentence_at(text == texts.end() ? "" : text->second, s.offset);
      in_order.emplace_back(r->optValue<std::string>("id", ""), std::move(s));
    }
  std::stable_sort(in_order.begin(), in_order.end(), [](const auto& a, const auto& b) {
    return std::tie(a.second.block, a.second.offset) < std::tie(b.second.block, b.second.offset);
  });
  std::map<std::tuple<std::string, std::string, std::string, std::string>, Poco::Int64> seen;
  std::map<std::string, Signature> signatures;
  for (auto& [id, s] : in_order) {
    s.occurrence = seen[{s.engine, s.rule, s.fragment, s.sentence}]++;
    signatures[id] = std::move(s);
  }
  return signatures;
}

}  // namespace

std::optional<std::vector<std::string>> DismissalStore::dismissed(std::int64_t history_id,
                                                                  const sdk::User& caller) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return std::nullopt;
  const auto subjects = subjects_of(*entry);
  auto session = db_.session();
  auto rows =
      select_rows(session,
                  "SELECT engine, rule_id, fragment, sentence, occurrence, block, \"offset\" FROM dismissals "
                  "WHERE subject = $1 OR subject = $2",
                  {subjects.document, subjects.check});
  std::vector<Signature> kept;
  for (std::size_t row = 0; row < rows.rowCount(); ++row)
    kept.push_back({rows.value(0, row).convert<std::string>(), rows.value(1, row).convert<std::string>(),
                    rows.value(2, row).convert<std::string>(), rows.value(3, row).convert<std::string>(),
                    rows.value(4, row).convert<Poco::Int64>(), rows.value(5, row).convert<Poco::Int64>(),
                    rows.value(6, row).convert<Poco::Int64>()});
  std::vector<std::string> ids;
  if (kept.empty()) return ids;
  for (const auto& [id, signature] : signatures_of(*entry))
    if (std::any_of(kept.begin(), kept.end(), [&](const Signature& k) { return signature.matches(k); }))
      ids.push_back(id);
  return ids;
}

bool DismissalStore::set(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller,
                         bool dismissed) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return false;
  const auto signatures = signatures_of(*entry);
  const auto found = signatures.find(remark_id);
  if (found == signatures.end()) return false;
  auto [engine, rule, fragment, sentence, occurrence, block, offset] = found->second;
  auto [document, check] = subjects_of(*entry);
  auto session = db_.session();
  if (!dismissed) {
    session
        << "DELETE FROM dismissals WHERE (subject = $1 OR subject = $2) AND engine = $3 AND rule_id = $4 "
           "AND fragment = $5 AND ((sentence = $6 AND occurrence = $7) OR (sentence = '' AND block = $8 AND "
           "\"offset\" = $9))",
        use(document), use(check), use(engine), use(rule), use(fragment), use(sentence), use(occurrence),
        use(block), use(offset), now;
    return true;
  }
  std::string guide = entry->styleguide_id, created = kit::now_iso_utc_micro();
  Poco::Int64 history = history_id, user = caller.id;
  session << "INSERT INTO dismissals (subject, engine, rule_id, block, \"offset\", fragment, sentence, "
             "occurrence, history_id, user_id, styleguide_id, created_at) "
             "VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT DO NOTHING",
      use(document), use(engine), use(rule), use(block), use(offset), use(fragment), use(sentence),
      use(occurrence), use(history), use(user), use(guide), use(created), now;
  return true;
}

}  // namespace proofreader::host
