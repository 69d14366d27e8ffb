#include "jobs/CheckWorkflow.hpp"

#include <Poco/JSON/Object.h>
#include <Poco/Logger.h>
#include <proofreader/kit/timestamps.hpp>
#include <proofreader/russian/tokenizer.hpp>

#include <algorithm>

#include "common/ToJson.hpp"
#include "pipeline/RemarkJson.hpp"
#include "pipeline/Report.hpp"

namespace proofreader::host {

namespace {

// An upload kept for its check: linked to the check's history entry, or given
// back when the check ends without one (cancelled, failed).
class KeptUpload {
 public:
  KeptUpload(OriginalStore& store, std::optional<std::string> address) : store_(store), address_(address) {}
  ~KeptUpload() {
    if (!address_) return;
    try {
      store_.abandon(*address_);
    } catch (const std::exception& e) {
      Poco::Logger::get("jobs").warning(std::string("a kept upload was not given back: ") + e.what());
    }
  }
  void link(std::int64_t history_id, const std::string& name, const std::string& format) {
    if (!address_) return;
    store_.link(history_id, *address_, name, format);
    address_.reset();
  }

 private:
  OriginalStore& store_;
  std::optional<std::string> address_;
};

}  // namespace

CheckWorkflow::CheckWorkflow(CheckStores stores, Fetcher& outgoing, Engines engines, std::string pipeline_version,
                             Pipeline& pipeline)
    : stores_(std::move(stores)),
      outgoing_(outgoing),
      engines_(std::move(engines)),
      pipeline_version_(std::move(pipeline_version)),
      pipeline_(pipeline) {}

std::optional<std::int64_t> CheckWorkflow::run(JobRequest& request, const JobSnapshot& job, JobProgress& progress,
                                               const std::shared_ptr<PipelineObserver>& observer) {
  progress.stage("extracting", 0.05);
  auto document = request.document ? request.document : load(request.source);
  request.document = nullptr;
  // The upload goes to the volume, not memory: a 50 MB file should not stay
  // there while the engines run.
  KeptUpload original(stores_.originals, keep_original(request.source, *document));
  std::string().swap(request.source.content);
  Poco::JSON::Object extracted;
  extracted.set("progress", 0.1);
  extracted.set("blocks", static_cast<int>(document->blocks.size()));
  progress.event("progress", to_json(extracted));
  // The text itself, so a client can show the cards' remarks in place as they arrive.
  Poco::JSON::Object text;
  text.set("blocks", blocks_json(document->blocks));
  progress.event("document", to_json(text));

  const auto input = input_of(request, document);
  auto result = pipeline_.run(engines_(), input, observer);
  if (progress.cancelled()) return std::nullopt;

  progress.stage("report", 0.95);
  ReportInput report_input{job.id,
                           job.source_kind,
                           job.source_name,
                           job.source_url,
                           document->source.format,
                           document.get(),
                           &result,
                           request.guide,
                           input.version,
                           job.created_at,
                           kit::now_iso_utc_micro(),
                           job.origin_json};
  const std::string report_json = to_json(build_report(report_input));
  const auto history_id = stores_.history.record(request.user, report_input, report_json);
  original.link(history_id, job.source_name, document->source.format);
  return history_id;
}

std::optional<std::string> CheckWorkflow::keep_original(const JobSource& source, const sdk::Document& document) {
  const std::string& format = document.source.format;
  if (source.kind != "file" || source.content.empty() || (format != "docx" && format != "md" && format != "txt"))
    return std::nullopt;
  try {
    return stores_.originals.put(source.content);
  } catch (const std::exception& e) {
    // The check itself does not need it: only writing remarks back will say it is missing.
    Poco::Logger::get("jobs").warning(std::string("an upload could not be kept: ") + e.what());
    return std::nullopt;
  }
}

PipelineInput CheckWorkflow::input_of(const JobRequest& request, std::shared_ptr<const sdk::Document> document) {
  PipelineInput input;
  input.document = std::move(document);
  input.options = request.options;
  input.guide = request.guide;
  input.custom_rules_json = request.custom_rules_json;
  input.version = pipeline_version_;
  const std::string guide = request.guide ? request.guide->id : "";
  const auto exceptions = stores_.exceptions.for_guide(guide);
  const auto words = std::make_shared<const std::vector<std::string>>(stores_.dictionary.forms_for(guide));
  input.dictionary_words = words;
  // Spelling remarks on a team word go whichever engine made them (a model's
  // too); the grammar and morphology engines do not make them in the first place.
  if (!exceptions.empty() || !words->empty())
    input.excluded = [exceptions, words](const sdk::Remark& r) {
      return exceptions.covers(r) ||
             (r.category == "spelling" && !words->empty() &&
              std::binary_search(words->begin(), words->end(), russian::to_lower(r.fragment)));
    };
  return input;
}

std::shared_ptr<const sdk::Document> CheckWorkflow::load(const JobSource& source) {
  return std::make_shared<const sdk::Document>(load_document(outgoing_, source));
}

PipelineResult CheckWorkflow::check_now(const JobRequest& request, std::shared_ptr<const sdk::Document> document,
                                        bool deterministic_only) {
  struct Quiet : PipelineObserver {
    void on_stage(const std::string&, const std::string&) override {}
    void on_card(const std::string&, const std::vector<sdk::Remark>&) override {}
    void on_engine_done(const EngineRun&, int, int) override {}
    bool cancelled() const override { return false; }
  };
  auto engines = engines_();
  if (deterministic_only)
    std::erase_if(engines, [](const sdk::Engine* e) { return e->info().phase != sdk::EnginePhase::deterministic; });
  return pipeline_.run(engines, input_of(request, std::move(document)), std::make_shared<Quiet>());
}

}  // namespace proofreader::host
