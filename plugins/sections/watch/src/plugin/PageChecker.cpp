#include "PageChecker.hpp"

#include <Poco/JSON/Parser.h>

#include <proofreader/textdiff/textdiff.hpp>

#include <proofreader/kit/json_fields.hpp>
#include "NewRemarks.hpp"
#include "PageFetcher.hpp"

namespace proofreader::watch {

namespace {

// Where a block of the check's document came from.
struct CheckedBlock {
  bool baseline;    // the old text of a changed block
  int after_index;  // the block of the new snapshot it stands for (baseline: the one that replaced it)
};

bool flag(const Poco::JSON::Object::Ptr& o, const std::string& name) {
  return !o->has(name) || o->getValue<bool>(name);
}

Poco::JSON::Object::Ptr options_object(const std::string& options_json) {
  try {
    return Poco::JSON::Parser()
        .parse(options_json.empty() ? "{}" : options_json)
        .extract<Poco::JSON::Object::Ptr>();
  } catch (const std::exception&) {
    return new Poco::JSON::Object;
  }
}

// The remarks on the new text, flagged new or not, as the diff shows them.
std::string remarks_on_new_text(const std::string& report_json, const std::vector<CheckedBlock>& blocks,
                                const std::vector<std::string>& texts) {
  auto report = Poco::JSON::Parser().parse(report_json).extract<Poco::JSON::Object::Ptr>();
  auto remarks = report->getArray("remarks");
  std::vector<RemarkKey> before, after;
  std::vector<Poco::JSON::Object::Ptr> after_remarks;
  for (std::size_t i = 0; remarks && i < remarks->size(); ++i) {
    auto r = remarks->getObject(static_cast<unsigned>(i));
    const int block = r->getValue<int>("block");
    if (block < 0 || block >= static_cast<int>(blocks.size())) continue;
    RemarkKey key = remark_key(r->getValue<std::string>("rule_id"), r->getValue<std::string>("fragment"),
                               texts[block], r->getValue<int>("offset"), r->getValue<int>("length"));
    if (blocks[block].baseline) {
      before.push_back(std::move(key));
    } else {
      after.push_back(std::move(key));
      r->set("block", blocks[block].after_index);
      after_remarks.push_back(r);
    }
  }
  const auto fresh = new_remarks(before, after);
  Poco::JSON::Array out;
  for (std::size_t i = 0; i < after_remarks.size(); ++i) {
    after_remarks[i]->set("new", static_cast<bool>(fresh[i]));
    out.add(after_remarks[i]);
  }
  return kit::to_json(out);
}

}  // namespace

sdk::CheckOptions check_options(const sdk::HostServices& host, const std::string& options_json) {
  sdk::CheckOptions options;
  host.read_check_options(*options_object(options_json), options);
  return options;
}

bool proofreads(const std::string& options_json) {
  return flag(options_object(options_json), "proofread");
}

PageChecker::PageChecker(sdk::HostServices& host, WatchStore& store) : host_(host), store_(store) {}

std::string PageChecker::submit(const Group& group, const sdk::User& user, const Page& page,
                                const std::optional<Snapshot>& before, const Snapshot& after,
                                const TextNormaliser& normaliser) {
  const std::vector<StoredBlock> none;
  const auto& old_blocks = before ? before->blocks : none;
  std::vector<std::string> old_texts, new_texts;
  for (const auto& b : old_blocks) old_texts.push_back(b.text);
  for (const auto& b : after.blocks) new_texts.push_back(b.text);
  const auto ops = textdiff::diff_blocks(normalised_texts(old_blocks, normaliser),
                                         normalised_texts(after.blocks, normaliser), old_texts, new_texts);

  sdk::CheckSubmission submission;
  std::vector<CheckedBlock> checked;
  std::vector<std::string> texts;
  auto add = [&](const StoredBlock& block, bool baseline, int after_index) {
    sdk::Block b;
    b.index = static_cast<int>(submission.document.blocks.size());
    b.kind = block.kind;
    b.text = block.text;
    submission.document.blocks.push_back(std::move(b));
    checked.push_back({baseline, after_index});
    texts.push_back(block.text);
  };
  for (const auto& op : ops) {
    if (op.kind == textdiff::BlockOp::Kind::changed) add(old_blocks[op.from], true, op.to);
    if (op.kind == textdiff::BlockOp::Kind::changed || op.kind == textdiff::BlockOp::Kind::added)
      add(after.blocks[op.to], false, op.to);
  }
  if (submission.document.blocks.empty()) return {};

  submission.user = user;
  submission.document.source = {"url", page.title.empty() ? page.url : page.title, page.url, "html"};
  submission.options = check_options(host_, group.options_json);
  submission.styleguide_id = group.styleguide_id;
  Poco::JSON::Object origin;
  origin.set("section", "watch");
  origin.set("group_id", group.id);
  origin.set("page_id", page.id);
  origin.set("snapshot_id", after.id);
  origin.set("run_id", after.run_id);
  submission.origin_json = kit::to_json(origin);
  const std::int64_t snapshot_id = after.id;
  submission.on_finished = [this, snapshot_id, checked = std::move(checked),
                            texts = std::move(texts)](const sdk::CheckOutcome& outcome) {
    if (outcome.job.status != "done") return;
    try {
      store_.set_snapshot_remarks(snapshot_id, remarks_on_new_text(outcome.report_json, checked, texts));
    } catch (const std::exception& e) {
      host_.logger().error("watch: remarks of snapshot %s not stored: %s", std::to_string(snapshot_id),
                           std::string(e.what()));
    }
  };
  return host_.submit_check(std::move(submission));
}

}  // namespace proofreader::watch
