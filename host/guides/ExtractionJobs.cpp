#include "guides/ExtractionJobs.hpp"

#include <Poco/Data/RecordSet.h>
#include <Poco/Data/Statement.h>
#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Random.h>

#include <iomanip>
#include <proofreader/sdk/http.hpp>
#include <sstream>

#include "extract/extractor.hpp"
#include "guides/GuideStore.hpp"
#include "guides/RuleRecognizer.hpp"
#include "storage/Database.hpp"

using namespace Poco::Data::Keywords;

namespace proofreader::host {

namespace {

std::string random_id() {
  Poco::Random random;
  random.seed();
  std::ostringstream out;
  for (int i = 0; i < 4; ++i) out << std::hex << std::setw(8) << std::setfill('0') << random.next();
  return out.str();
}

std::string base_name(const std::string& filename) {
  const auto slash = filename.find_last_of("/\\");
  std::string name = slash == std::string::npos ? filename : filename.substr(slash + 1);
  return name.substr(0, 120);
}

}  // namespace

ExtractionJobs::ExtractionJobs(Database& db, GuideStore& guides, AskModel ask_model)
    : db_(db), guides_(guides), ask_model_(std::move(ask_model)) {
  auto session = db_.session();
  session << "UPDATE styleguide_extractions SET stage = 'error', error = 'Прервано рестартом сервера' "
             "WHERE stage NOT IN ('done', 'error')",
      now;
  thread_ = std::thread([this] { loop(); });
}

ExtractionJobs::~ExtractionJobs() {
  {
    std::lock_guard lock(mutex_);
    stopping_ = true;
  }
  wake_.notify_all();
  thread_.join();
}

std::string ExtractionJobs::submit(const sdk::User& user, std::string filename, std::string bytes) {
  Job job{random_id(), base_name(filename), std::move(bytes)};
  {
    auto session = db_.session();
    Poco::Int64 owner = user.id;
    std::string id = job.id;
    session << "INSERT INTO styleguide_extractions (id, user_id, stage) VALUES (?, ?, 'parsing')", use(id),
        use(owner), now;
  }
  const std::string id = job.id;
  {
    std::lock_guard lock(mutex_);
    queue_.push_back(std::move(job));
  }
  wake_.notify_one();
  return id;
}

void ExtractionJobs::loop() {
  for (;;) {
    Job job;
    {
      std::unique_lock lock(mutex_);
      wake_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (stopping_) return;
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    run(job);
  }
}

void ExtractionJobs::update(const std::string& id, const std::string& stage, double progress,
                            const std::string& guide_id, const std::string& warnings_json,
                            const std::string& error) {
  auto session = db_.session();
  std::string s = stage, g = guide_id, w = warnings_json, e = error, key = id;
  session << "UPDATE styleguide_extractions SET stage = ?, progress = ?, guide_id = ?, warnings_json = ?, "
             "error = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now') WHERE id = ?",
      use(s), use(progress), use(g), use(w), use(e), use(key), now;
}

void ExtractionJobs::run(const Job& job) {
  try {
    update(job.id, "parsing", 0.1);
    const auto format = detect_format(job.bytes, job.filename);
    if (!format || (*format != Format::docx && *format != Format::txt && *format != Format::md))
      throw sdk::ApiError(415, "unsupported_format", "a style guide must be docx, txt or md",
                          "Руководство должно быть в формате docx, txt или md");
    const auto document = extract(job.bytes, *format);
    update(job.id, "extracting", 0.4);
    auto recognized = recognize_rules(document);
    if (ask_model_ && !recognized.warnings.empty()) {
      update(job.id, "extracting", 0.6);
      add_model_rules(recognized, ask_model_);
    }
    update(job.id, "validating", 0.8);
    Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
    body->set("name", "Черновик: " + job.filename);
    body->set("description", "Извлечено из «" + job.filename + "»; проверьте правила перед выбором.");
    body->set("source", job.filename);
    body->set("rules", recognized.rules);
    validate_guide_body(body);
    const auto saved = guides_.save("draft-" + job.id.substr(0, 12), body);
    Poco::JSON::Array::Ptr warnings = new Poco::JSON::Array;
    for (const auto& w : recognized.warnings) {
      Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
      o->set("statement", w.statement);
      o->set("reason", w.reason);
      warnings->add(o);
    }
    std::ostringstream out;
    warnings->stringify(out);
    update(job.id, "done", 1.0, saved.id, out.str());
  } catch (const sdk::ApiError& e) {
    update(job.id, "error", 1.0, {}, "[]", e.message_ru());
  } catch (const std::exception& e) {
    update(job.id, "error", 1.0, {}, "[]", e.what());
  }
}

std::optional<Poco::JSON::Object::Ptr> ExtractionJobs::status(const std::string& id, const sdk::User& user) {
  auto session = db_.session();
  Poco::Data::Statement statement(session);
  std::string key = id;
  statement << "SELECT user_id, stage, progress, guide_id, warnings_json, error FROM styleguide_extractions "
               "WHERE id = ?",
      bind(key);
  statement.execute();
  Poco::Data::RecordSet rows(statement);
  if (rows.rowCount() == 0) return std::nullopt;
  if (rows.value(0, 0).convert<Poco::Int64>() != user.id && !user.is_admin()) return std::nullopt;
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("job_id", id);
  o->set("stage", rows.value(1, 0).convert<std::string>());
  o->set("progress", rows.value(2, 0).convert<double>());
  const auto guide = rows.value(3, 0).convert<std::string>();
  o->set("guide_id", guide.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(guide));
  Poco::JSON::Parser parser;
  o->set("warnings", parser.parse(rows.value(4, 0).convert<std::string>()));
  const auto error = rows.value(5, 0).convert<std::string>();
  o->set("error", error.empty() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(error));
  return o;
}

}  // namespace proofreader::host
