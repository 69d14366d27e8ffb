#include "routes/GuideRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/Logger.h>

#include <memory>
#include <proofreader/kit/numbers.hpp>

#include "config/Settings.hpp"
#include "guides/GuideStore.hpp"
#include "guides/PatternCheck.hpp"
#include "guides/UserRuleStore.hpp"
#include "http/BodyFields.hpp"
#include "http/FormUpload.hpp"
#include "http/Router.hpp"
#include "model/ModelClient.hpp"
#include "routes/GuideExtraction.hpp"

namespace proofreader::host {

namespace {

// Everything the handlers share: the host's stores, and the extraction
// front that queues jobs on the host's JobManager.
struct GuideService {
  GuideStore& guides;
  UserRuleStore& rules;
  GuideExtraction extractions;
  GuideService(GuideStore& guides, UserRuleStore& rules, JobManager& jobs, AskModel ask)
      : guides(guides), rules(rules), extractions(jobs, guides, std::move(ask)) {}
};

GuideRecord existing_guide(GuideService& s, const std::string& id) {
  auto record = s.guides.find(id);
  if (!record) throw sdk::ApiError::not_found("no such style guide", "Нет такого руководства");
  return *record;
}

void list(GuideService& s, sdk::RequestContext& ctx) {
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (const auto& record : s.guides.list()) items->add(s.guides.to_json(record, false));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("items", items);
  body->set("active", s.guides.active_id());
  ctx.send_json(body);
}

void put(GuideService& s, sdk::RequestContext& ctx) {
  const std::string id = ctx.param("id");
  check_guide_id(id);
  auto value = ctx.json();
  if (value.type() != typeid(Poco::JSON::Object::Ptr))
    throw sdk::ApiError::bad_request("the guide must be a JSON object", "Руководство — объект JSON");
  auto body = value.extract<Poco::JSON::Object::Ptr>();
  validate_guide_body(body);
  const bool existed = s.guides.find(id).has_value();
  const auto saved = s.guides.save(id, body);
  ctx.audit(existed ? "styleguide.update" : "styleguide.create", id + " v" + std::to_string(saved.version));
  ctx.send_json(s.guides.to_json(saved), existed ? 200 : 201);
}

void remove(GuideService& s, sdk::RequestContext& ctx) {
  const std::string id = ctx.param("id");
  s.guides.remove(id);
  ctx.audit("styleguide.delete", id);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body);
}

void select(GuideService& s, sdk::RequestContext& ctx) {
  const std::string id = ctx.param("id");
  s.guides.select(id);
  ctx.audit("styleguide.select", id);
  ctx.send_json(s.guides.to_json(existing_guide(s, id), false));
}

void extract(GuideService& s, sdk::RequestContext& ctx) {
  FormUpload part = read_form_upload(ctx);
  if (part.file_count == 0 || part.content.empty())
    throw sdk::ApiError::bad_request("send the guide as the multipart field 'file'",
                                     "Отправьте руководство в поле формы «file»");
  const std::string name = part.filename;
  const std::string job_id = s.extractions.submit(ctx.user(), name, std::move(part.content));
  // Any user may make a draft guide, which anyone may then select for the team: recorded.
  ctx.audit("styleguide.extract", "job " + job_id + " from " + name);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("job_id", job_id);
  ctx.send_json(body, 202);
}

void extraction_status(GuideService& s, sdk::RequestContext& ctx) {
  auto status = s.extractions.status(ctx.param("job_id"), ctx.user());
  if (!status) throw sdk::ApiError::not_found("no such extraction job", "Нет такой задачи извлечения");
  ctx.send_json(*status);
}

void list_rules(GuideService& s, sdk::RequestContext& ctx) {
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("items", s.rules.visible_to(ctx.user()));
  ctx.send_json(body);
}

void create_rule(GuideService& s, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_json(ctx);
  fields.reject_unknown({"pattern", "flags", "message", "suggestion", "scope", "category"});
  NewUserRule rule;
  rule.pattern = fields.required_string("pattern");
  rule.flags = fields.optional_string("flags").value_or("");
  rule.message = fields.required_string("message");
  rule.suggestion = fields.optional_string("suggestion").value_or("");
  rule.scope = fields.optional_string("scope").value_or("own");
  if (fields.optional_string("category").value_or("custom") != "custom")
    throw sdk::ApiError::bad_request("user rules have category 'custom'",
                                     "Пользовательские правила имеют категорию «custom»");
  auto created = s.rules.create(ctx.user(), rule);
  if (rule.scope == "everyone") ctx.audit("rule.create", "everyone: " + rule.pattern);
  ctx.send_json(created, 201);
}

// The rule form's live test: the same validation as saving, then the matches
// in the writer's sample text, so what they see is what a check will mark.
void test_rule(GuideService&, sdk::RequestContext& ctx) {
  auto fields = BodyFields::from_json(ctx);
  fields.reject_unknown({"pattern", "flags", "text"});
  const std::string pattern = fields.required_string("pattern");
  const std::string flags = fields.optional_string("flags").value_or("");
  const std::string text = fields.optional_string("text").value_or("");
  if (text.size() > 20000)
    throw sdk::ApiError::bad_request("text is longer than 20000 bytes", "Текст длиннее 20000 байт");
  check_rule_pattern(pattern, flags);
  constexpr std::size_t kShown = 200;
  Poco::JSON::Array::Ptr items = new Poco::JSON::Array;
  for (const auto& match : find_matches(pattern, flags, text, kShown)) {
    Poco::JSON::Object::Ptr item = new Poco::JSON::Object;
    item->set("start", match.start);
    item->set("length", match.length);
    item->set("text", match.text);
    items->add(item);
  }
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("matches", items);
  body->set("truncated", items->size() == kShown);
  ctx.send_json(body);
}

void delete_rule(GuideService& s, sdk::RequestContext& ctx) {
  const auto id = kit::id_param(ctx);
  s.rules.remove(ctx.user(), id);
  // Audited like every user write: an administrator deleting a rule for everyone, or a user their own.
  ctx.audit("rule.delete", std::to_string(id));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("ok", true);
  ctx.send_json(body);
}

}  // namespace

void import_builtin_guide(GuideStore& guides, const Settings& settings) {
  const std::string file = settings.get("PROOFREADER_SHARE_DIR", "share") + "/styleguides/default-ru.json";
  try {
    guides.import_default(file);
  } catch (const std::exception& e) {
    Poco::Logger::get("guides").error("built-in style guide not imported from %s: %s", file,
                                      std::string(e.what()));
  }
}

void register_guide_routes(Router& r, GuideRouteServices services) {
  // Extraction asks the configured model about what the recogniser left.
  auto service = std::make_shared<GuideService>(
      services.guides, services.rules, services.jobs,
      [model = services.model](const std::string& system, const std::string& user) {
        return chat_json(model, system, user);
      });

  auto route = [&](std::string method, std::string path, sdk::Access access, std::string summary,
                   void (*handler)(GuideService&, sdk::RequestContext&)) {
    r.add({std::move(method), std::move(path), access, std::move(summary),
           [service, handler](sdk::RequestContext& c) { handler(*service, c); }});
  };
  route("GET", "/api/styleguides", sdk::Access::user, "List style guides (without rules)", list);
  route("GET", "/api/styleguides/current", sdk::Access::user, "The active style guide",
        [](GuideService& s, sdk::RequestContext& c) {
          c.send_json(s.guides.to_json(existing_guide(s, s.guides.active_id())));
        });
  route("POST", "/api/styleguides/extract", sdk::Access::user,
        "Extract a draft guide from a docx, txt or md file (multipart field 'file'); returns job_id",
        extract);
  route("GET", "/api/styleguides/extract/{job_id}", sdk::Access::user,
        "Stage, progress, guide_id and warnings of a guide extraction", extraction_status);
  route("GET", "/api/styleguides/{id}", sdk::Access::user, "One style guide with its parameters and rules",
        [](GuideService& s, sdk::RequestContext& c) {
          c.send_json(s.guides.to_json(existing_guide(s, c.param("id"))));
        });
  route("PUT", "/api/styleguides/{id}", sdk::Access::admin,
        "Create or replace a style guide (the built-in one: save a copy under a new id)", put);
  route("DELETE", "/api/styleguides/{id}", sdk::Access::admin, "Delete a style guide (not the built-in one)",
        remove);
  route("POST", "/api/styleguides/{id}/select", sdk::Access::user, "Make a guide the active one", select);
  route("GET", "/api/rules", sdk::Access::user, "The caller's regex rules and everyone's", list_rules);
  route("POST", "/api/rules", sdk::Access::user,
        "Add a regex rule (pattern, flags, message, suggestion, scope own|everyone)", create_rule);
  route("POST", "/api/rules/test", sdk::Access::user,
        "Validate a regex rule and list its matches in a sample text (pattern, flags, text)", test_rule);
  route("DELETE", "/api/rules/{id}", sdk::Access::user, "Delete a regex rule (owner or admin)", delete_rule);
}

}  // namespace proofreader::host
