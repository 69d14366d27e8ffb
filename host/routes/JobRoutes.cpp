#include "routes/JobRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Parser.h>
#include <Poco/Net/HTTPServerRequestImpl.h>
#include <Poco/NumberParser.h>

#include <map>

#include <proofreader/kit/document_export_route.hpp>
#include "common/ToJson.hpp"

#include "cluster/StreamMirror.hpp"
#include "export/DocumentExport.hpp"
#include "http/ErrorBody.hpp"
#include "http/Router.hpp"
#include "pipeline/RemarkJson.hpp"
#include "routes/CheckRequest.hpp"
#include "routes/DirectCheck.hpp"

namespace proofreader::host {

namespace {

// The job if the caller may see it (its owner, or an admin); 404 otherwise,
// so other users' job ids are not revealed.
JobSnapshot visible_job(JobManager& jobs, sdk::RequestContext& ctx) {
  auto job = jobs.find(ctx.param("id"));
  if (!job || (job->user_id != ctx.user().id && !ctx.user().is_admin()))
    throw sdk::ApiError::not_found("no such job", "Нет такой задачи");
  return *job;
}

void create(const JobRouteServices& services, sdk::RequestContext& ctx) {
  auto request = read_check_request(services.check_sources, ctx);
  detect_source_format(request.source);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("job_id", services.jobs.submit(std::move(request)));
  ctx.send_json(body, 202);
}

void list(JobManager& jobs, sdk::RequestContext& ctx) {
  int limit = 50;
  Poco::NumberParser::tryParse(ctx.query("limit", "50"), limit);
  limit = std::clamp(limit, 1, 500);
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (const auto& job : jobs.list(ctx.user().id, ctx.user().is_admin() && ctx.query("all") == "true", limit))
    items->add(job.json());
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("items", items);
  ctx.send_json(body, 200);
}

void report(JobManager& jobs, sdk::RequestContext& ctx) {
  const auto job = visible_job(jobs, ctx);
  if (job.status != JobStatus::done) {
    const std::string status(to_string(job.status));
    throw sdk::ApiError(409, "job_not_done", "the job is " + status + "; the report comes when it is done",
                        "Задача в состоянии «" + status + "»: отчёт будет готов по завершении");
  }
  const std::string text = jobs.result(job.id).json;
  if (text.empty())
    throw sdk::ApiError::not_found("the report was deleted with its history entry",
                                   "Отчёт удалён вместе с записью истории");
  auto& response = ctx.response();
  response.setContentType("application/json; charset=utf-8");
  response.set("Cache-Control", "no-store");
  response.setContentLength(static_cast<std::streamsize>(text.size()));
  response.send() << text;
}

void cancel(JobManager& jobs, sdk::RequestContext& ctx) {
  const auto job = visible_job(jobs, ctx);
  if (!jobs.cancel(job.id))
    throw sdk::ApiError::conflict("the job has already finished", "Задача уже завершена");
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("job_id", job.id);
  body->set("cancelled", true);
  ctx.send_json(body, 200);
}

// The text and the cards of a finished check, one card per engine, from its
// stored report, as they were sent while it ran.
void replay_cards(const JobRouteServices& services, const JobSnapshot& job) {
  Poco::JSON::Parser parser;
  const std::string stored = services.jobs.result(job.id).json;
  if (stored.empty()) return;  // deleted with its history entry: the end alone is replayed
  auto report = parser.parse(stored).extract<Poco::JSON::Object::Ptr>();
  if (auto blocks = report->getArray("blocks")) {
    Poco::JSON::Object text;
    text.set("blocks", blocks);
    services.events.publish(job.id, "document", to_json(text));
  }
  auto remarks = report->getArray("remarks");
  std::map<std::string, Poco::JSON::Array::Ptr> by_engine;
  for (std::size_t i = 0; i < remarks->size(); ++i) {
    auto r = remarks->getObject(static_cast<unsigned>(i));
    auto& list = by_engine[r->getValue<std::string>("engine")];
    if (!list) list = new Poco::JSON::Array;
    list->add(r);
  }
  for (const auto& [engine, list] : by_engine) {
    Poco::JSON::Object card;
    card.set("engine", engine);
    card.set("block", list->getObject(0)->getValue<int>("block"));
    card.set("remarks", list);
    services.events.publish(job.id, "card", to_json(card));
  }
}

// A job whose events are no longer in memory (finished long ago, or before a
// restart) is replayed from storage: a check's cards, then the end.
void replay_from_storage(const JobRouteServices& services, const JobSnapshot& job) {
  if (services.events.known(job.id) || !job.finished()) return;
  if (job.status == JobStatus::done) {
    if (job.kind == "check") replay_cards(services, job);
    Poco::JSON::Object done;
    done.set("status", std::string("done"));
    done.set("job_id", job.id);
    services.events.publish(job.id, "done", to_json(done));
  } else {
    Poco::JSON::Object end;
    const std::string status(to_string(job.status));
    end.set("status", status);
    end.set("message", job.error);
    services.events.publish(job.id, status, to_json(end));
  }
}

void stream(const JobRouteServices& services, sdk::RequestContext& ctx) {
  const auto job = visible_job(services.jobs, ctx);
  // A job another backend holds (or held) streams from its stored events;
  // once those are gone, from its report.
  if (services.mirror && !services.jobs.holds(job.id) && !services.mirror->follow(job.id, job.finished()))
    services.events.forget(job.id);
  replay_from_storage(services, job);
  Poco::Int64 last_id = 0;
  const std::string resume = ctx.request().get("Last-Event-ID", ctx.query("last_event_id", "0"));
  if (!Poco::NumberParser::tryParse64(resume, last_id) || last_id < 0) last_id = 0;
  auto& response = ctx.response();
  response.setContentType("text/event-stream; charset=utf-8");
  response.set("Cache-Control", "no-cache");
  response.set("X-Accel-Buffering", "no");
  response.setKeepAlive(false);
  response.send() << "retry: 2000\n\n" << std::flush;
  auto& impl = static_cast<Poco::Net::HTTPServerRequestImpl&>(ctx.request());
  services.streams.adopt(impl.detachSocket(), job.id, last_id);
}

void check_direct(const JobRouteServices& services, sdk::RequestContext& ctx, bool file_only) {
  const auto [document, result] = run_direct_check(services.jobs, services.check_sources, ctx, file_only);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("remarks", remarks_json(result.remarks));
  body->set("blocks", blocks_json(document->blocks));
  Poco::JSON::Array::Ptr engines = new Poco::JSON::Array;
  for (const auto& e : result.engines) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("name", e.name);
    o->set("status", e.status);
    o->set("duration_ms", e.duration_ms);
    if (!e.error.empty()) o->set("error", e.error);
    engines->add(o);
  }
  body->set("engines", engines);
  ctx.send_json(body, 200);
}

}  // namespace

void register_job_routes(Router& r, JobRouteServices services) {
  r.add({"POST", "/api/jobs", sdk::Access::user,
         "Create a check job from exactly one of file, text, url (multipart); returns job_id",
         [services](sdk::RequestContext& c) { create(services, c); }});
  r.add({"GET", "/api/jobs", sdk::Access::user, "The caller's recent jobs (admin: all=true for everyone's)",
         [services](sdk::RequestContext& c) { list(services.jobs, c); }});
  r.add({"GET", "/api/jobs/{id}", sdk::Access::user, "Status, stage and progress of a job",
         [services](sdk::RequestContext& c) { c.send_json(visible_job(services.jobs, c).json(), 200); }});
  r.add({"DELETE", "/api/jobs/{id}", sdk::Access::user, "Cancel a job",
         [services](sdk::RequestContext& c) { cancel(services.jobs, c); }});
  r.add(
      {"GET", "/api/jobs/{id}/stream", sdk::Access::user,
       "Live events of a job (SSE: stage, document, card, progress, done, error); resumes from Last-Event-ID",
       [services](sdk::RequestContext& c) { stream(services, c); }});
  r.add({"GET", "/api/jobs/{id}/report", sdk::Access::user, "The report of a finished job",
         [services](sdk::RequestContext& c) { report(services.jobs, c); }});
  r.add({"GET", "/api/jobs/{id}/document", sdk::Access::user,
         "The uploaded file of a finished check with its remarks written back: DOCX with Word comments "
         "(mode=comments), tracked changes (mode=changes) or the fixes applied with no change pending "
         "(mode=corrected); Markdown and text corrected, or diff=true for a unified diff; accept=<remark "
         "id>[:<suggestion>],… picks the fixes (default: every remark with one suggestion, not dismissed; an "
         "unknown id is 400); list=true answers {placed, skipped} instead of the file",
         [services](sdk::RequestContext& c) {
           kit::send_exported_document(
               c, services.exports.of_upload(c.param("id"), c.user(), kit::document_export_request(c)));
         }});
  r.add({"POST", "/api/check", sdk::Access::user, "Check an uploaded file now (no queue); returns remarks",
         [services](sdk::RequestContext& c) { check_direct(services, c, true); }});
  r.add({"POST", "/api/check-text", sdk::Access::user,
         "Check text now (JSON or form: text, styleguide_id, check_* flags); returns remarks and blocks",
         [services](sdk::RequestContext& c) { check_direct(services, c, false); }});
}

}  // namespace proofreader::host
