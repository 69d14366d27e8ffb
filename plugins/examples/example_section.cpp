// Example section plugin: owns /api/example. Shows routes with each access
// level, JSON in and out, errors through ApiError, the audit log, a stream,
// and the services a section builds on: its own store (migrate, store), a
// proofreading check of blocks it made (submit_check, with an origin and an
// on_finished callback), and a background task with progress (submit_task).
#include <Poco/Data/Session.h>
#include <Poco/JSON/Object.h>
#include <Poco/JSON/Parser.h>

#include <proofreader/sdk/sdk.hpp>

#include <chrono>
#include <sstream>
#include <thread>

namespace {

using namespace proofreader::sdk;
using namespace Poco::Data::Keywords;

std::string text_field(RequestContext& ctx) {
  auto value = ctx.json();
  if (value.type() != typeid(Poco::JSON::Object::Ptr))
    throw ApiError::bad_request("expected a JSON object", "Ожидался JSON-объект");
  auto text = value.extract<Poco::JSON::Object::Ptr>()->optValue<std::string>("text", "");
  if (text.empty()) throw ApiError::bad_request("'text' is required", "Поле «text» обязательно");
  return text;
}

// One block per non-empty line, as a section would make blocks from its own data.
Document blocks_of(const std::string& text, const std::string& name) {
  Document document;
  document.source.kind = "example";
  document.source.name = name;
  std::istringstream lines(text);
  for (std::string line; std::getline(lines, line);) {
    if (line.empty()) continue;
    Block block;
    block.index = static_cast<int>(document.blocks.size());
    block.text = line;
    block.location.paragraph = block.index + 1;
    document.blocks.push_back(std::move(block));
  }
  return document;
}

class ExampleSection : public Section {
 public:
  explicit ExampleSection(HostServices& host) : host_(host) {
    // The section's own store (<data>/plugins/example/store.db); steps never change once released.
    host_.migrate(
        {"CREATE TABLE notes (id INTEGER PRIMARY KEY, text TEXT NOT NULL, job_id TEXT, remarks INTEGER)"});
  }

  std::vector<std::string> prefixes() const override { return {"/api/example"}; }

  MenuItem menu_item() const override { return {"example", "#/example", "Пример", "Example"}; }

  // Shown under sections.example in GET /api/health/full.
  std::string health_json() override {
    Poco::Int64 notes = 0;
    auto store = host_.store();
    store << "SELECT COUNT(*) FROM notes", into(notes), now;
    return "{\"status\":\"ok\",\"notes\":" + std::to_string(notes) + "}";
  }

  void register_routes(RouteRegistrar& routes) override {
    routes.add({"GET", "/api/example/hello", Access::user, "Greets the caller", [](RequestContext& ctx) {
                  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
                  body->set("hello", ctx.user().login);
                  ctx.send_json(body, 200);
                }});
    routes.add({"POST", "/api/example/echo", Access::admin, "Echoes a JSON object and audits it",
                [](RequestContext& ctx) {
                  auto value = ctx.json();
                  if (value.type() != typeid(Poco::JSON::Object::Ptr))
                    throw ApiError::bad_request("expected a JSON object", "Ожидался JSON-объект");
                  ctx.audit("example.echo", "echoed an object");
                  ctx.send_json(value, 200);
                }});
    routes.add({"GET", "/api/example/setting", Access::user, "Shows the section's one setting",
                [this](RequestContext& ctx) {
                  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
                  body->set("greeting", host_.setting("EXAMPLE_GREETING"));
                  ctx.send_json(body, 200);
                }});
    routes.add({"POST", "/api/example/notes", Access::user,
                "Stores a note ({text}) and checks it: returns {id, job_id}",
                [this](RequestContext& ctx) { add_note(ctx); }});
    routes.add({"GET", "/api/example/notes/{id}", Access::user,
                "A note with its check's job id and remark count (null until the check ends)",
                [this](RequestContext& ctx) { get_note(ctx); }});
    routes.add({"POST", "/api/example/count", Access::user,
                "A background task counting to three with progress: returns {job_id}",
                [this](RequestContext& ctx) { count(ctx); }});
    // A slow event stream: shows how a plugin streams, and lets the tests
    // check that the proxy passes X-Accel-Buffering: no responses unbuffered.
    routes.add({"GET", "/api/example/stream", Access::user, "Three events, 300 ms apart (text/event-stream)",
                [](RequestContext& ctx) {
                  auto& response = ctx.response();
                  response.setContentType("text/event-stream");
                  response.set("Cache-Control", "no-cache");
                  response.set("X-Accel-Buffering", "no");
                  response.setChunkedTransferEncoding(true);
                  std::ostream& out = response.send();
                  for (int i = 1; i <= 3; ++i) {
                    out << "id: " << i << "\nevent: tick\ndata: {\"n\":" << i << "}\n\n" << std::flush;
                    if (i < 3) std::this_thread::sleep_for(std::chrono::milliseconds(300));
                  }
                }});
  }

 private:
  void add_note(RequestContext& ctx) {
    std::string text = text_field(ctx);
    Poco::Int64 id = 0;
    {
      auto store = host_.store();
      store << "INSERT INTO notes (text) VALUES (?)", use(text), now;
      store << "SELECT last_insert_rowid()", into(id), now;
    }
    CheckSubmission check;
    check.user = ctx.user();
    check.document = blocks_of(text, "note " + std::to_string(id));
    check.origin_json = "{\"section\":\"example\",\"note\":" + std::to_string(id) + "}";
    // Runs on a worker thread when the check ends; the host drops it before unloading us.
    check.on_finished = [this, id](const CheckOutcome& outcome) {
      if (outcome.job.status != "done") return;
      Poco::JSON::Parser parser;
      auto report = parser.parse(outcome.report_json).extract<Poco::JSON::Object::Ptr>();
      int remarks = static_cast<int>(report->getArray("remarks")->size());
      Poco::Int64 key = id;
      auto store = host_.store();
      store << "UPDATE notes SET remarks = ? WHERE id = ?", use(remarks), use(key), now;
    };
    std::string job_id = host_.submit_check(std::move(check));
    {
      auto store = host_.store();
      store << "UPDATE notes SET job_id = ? WHERE id = ?", use(job_id), use(id), now;
    }
    Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
    body->set("id", id);
    body->set("job_id", job_id);
    ctx.send_json(body, 202);
  }

  void get_note(RequestContext& ctx) {
    Poco::Int64 id = 0;
    try {
      id = std::stoll(ctx.param("id"));
    } catch (const std::exception&) {
      throw ApiError::not_found();
    }
    std::vector<std::string> texts, jobs;
    std::vector<Poco::Nullable<int>> remarks;
    auto store = host_.store();
    store << "SELECT text, COALESCE(job_id, ''), remarks FROM notes WHERE id = ?", use(id), into(texts),
        into(jobs), into(remarks), now;
    if (texts.empty()) throw ApiError::not_found();
    Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
    body->set("id", id);
    body->set("text", texts.front());
    body->set("job_id", jobs.front());
    body->set("remarks",
              remarks.front().isNull() ? Poco::Dynamic::Var() : Poco::Dynamic::Var(remarks.front().value()));
    ctx.send_json(body, 200);
  }

  void count(RequestContext& ctx) {
    TaskSubmission task;
    task.user = ctx.user();
    task.kind = "example_count";
    task.title = "counting to three";
    task.run = [](TaskContext& progress) {
      for (int i = 1; i <= 3; ++i) {
        if (progress.cancelled()) return std::string("{\"counted\":0}");
        progress.stage("counting", i / 3.0);
        progress.event("tick", "{\"n\":" + std::to_string(i) + "}");
        std::this_thread::sleep_for(std::chrono::milliseconds(100));
      }
      return std::string("{\"counted\":3}");
    };
    Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
    body->set("job_id", host_.submit_task(std::move(task)));
    ctx.send_json(body, 202);
  }

  HostServices& host_;
};

// What the section may read of the configuration: its one setting. The host
// validates it at load and answers setting() for it alone.
constexpr SettingSpec kSettings[] = {
    {"EXAMPLE_GREETING", SettingType::text, "Привет",
     "Greeting of the example section's GET /api/example/setting"},
};

}  // namespace

PROOFREADER_PLUGIN(section, "example", "1.0.0", ExampleSection, kSettings)
