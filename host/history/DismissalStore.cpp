#include "history/DismissalStore.hpp"

#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/kit/timestamps.hpp>

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
  Poco::Int64 block = 0, offset = 0;  // where it was: how a dismissal without a sentence is recognised

  bool matches(const Signature& kept) const {
    if (engine != kept.engine || rule != kept.rule || fragment != kept.fragment) return false;
    return kept.sentence.empty() ? block == kept.block && offset == kept.offset : sentence == kept.sentence;
  }
};

std::string block_text(const HistoryEntry& entry, Poco::Int64 index) {
  const auto blocks = entry.report->getArray("blocks");
  for (std::size_t i = 0; blocks && i < blocks->size(); ++i) {
    const auto block = blocks->getObject(static_cast<unsigned>(i));
    if (block && block->optValue<Poco::Int64>("index", -1) == index)
      return block->optValue<std::string>("text", "");
  }
  return "";
}

Signature signature_of(const HistoryEntry& entry, const Poco::JSON::Object::Ptr& remark) {
  Signature s{remark->optValue<std::string>("engine", ""),   remark->optValue<std::string>("rule_id", ""),
              remark->optValue<std::string>("fragment", ""), "",
              remark->optValue<Poco::Int64>("block", 0),     remark->optValue<Poco::Int64>("offset", 0)};
  s.sentence = sentence_at(block_text(entry, s.block), s.offset);
  return s;
}

}  // namespace

std::optional<std::vector<std::string>> DismissalStore::dismissed(std::int64_t history_id,
                                                                  const sdk::User& caller) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return std::nullopt;
  const auto subjects = subjects_of(*entry);
  auto session = db_.session();
  auto rows = select_rows(session,
                          "SELECT engine, rule_id, fragment, sentence, block, \"offset\" FROM dismissals "
                          "WHERE subject = $1 OR subject = $2",
                          {subjects.document, subjects.check});
  std::vector<Signature> kept;
  for (std::size_t row = 0; row < rows.rowCount(); ++row)
    kept.push_back({rows.value(0, row).convert<std::string>(), rows.value(1, row).convert<std::string>(),
                    rows.value(2, row).convert<std::string>(), rows.value(3, row).convert<std::string>(),
                    rows.value(4, row).convert<Poco::Int64>(), rows.value(5, row).convert<Poco::Int64>()});
  std::vector<std::string> ids;
  const auto remarks = entry->report->getArray("remarks");
  for (std::size_t i = 0; !kept.empty() && remarks && i < remarks->size(); ++i) {
    const auto remark = remarks->getObject(static_cast<unsigned>(i));
    const auto signature = signature_of(*entry, remark);
    for (const auto& k : kept)
      if (signature.matches(k)) {
        ids.push_back(remark->getValue<std::string>("id"));
        break;
      }
  }
  return ids;
}

bool DismissalStore::set(std::int64_t history_id, const std::string& remark_id, const sdk::User& caller,
                         bool dismissed) {
  const auto entry = HistoryStore(db_).entry(history_id, caller);
  if (!entry) return false;
  const auto remark = entry->remark(remark_id);
  if (!remark) return false;
  auto [engine, rule, fragment, sentence, block, offset] = signature_of(*entry, remark);
  auto [document, check] = subjects_of(*entry);
  auto session = db_.session();
  if (!dismissed) {
    session << "DELETE FROM dismissals WHERE (subject = $1 OR subject = $2) AND engine = $3 AND rule_id = $4 "
               "AND fragment = $5 AND (sentence = $6 OR (sentence = '' AND block = $7 AND \"offset\" = $8))",
        use(document), use(check), use(engine), use(rule), use(fragment), use(sentence), use(block),
        use(offset), now;
    return true;
  }
  std::string guide = entry->styleguide_id, created = kit::now_iso_utc_micro();
  Poco::Int64 history = history_id, user = caller.id;
  session << "INSERT INTO dismissals (subject, engine, rule_id, block, \"offset\", fragment, sentence, "
             "history_id, "
             "user_id, styleguide_id, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) "
             "ON CONFLICT DO NOTHING",
      use(document), use(engine), use(rule), use(block), use(offset), use(fragment), use(sentence),
      use(history), use(user), use(guide), use(created), now;
  return true;
}

}  // namespace proofreader::host
