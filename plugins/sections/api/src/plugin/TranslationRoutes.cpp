#include "TranslationRoutes.hpp"

#include <Poco/JSON/Object.h>

#include <proofreader/kit/numbers.hpp>
#include <proofreader/sdk/host_services.hpp>

#include <sstream>
#include <unordered_set>

#include "Consistency.hpp"
#include "TranslationText.hpp"

namespace proofreader::api {
namespace {

using Poco::JSON::Object;
using sdk::ApiError;
using sdk::RequestContext;

// A batch stays well inside the model's default answer of 1024 tokens.
constexpr std::size_t kBatchItems = 20;
constexpr std::size_t kBatchBytes = 2000;

std::string checked_target(const std::string& target) {
  if (target != "en" && target != "ru")
    throw ApiError::bad_request("target is \"en\" or \"ru\"", "target — «en» или «ru»");
  return target;
}

std::string to_text(const Object& object) {
  std::ostringstream out;
  object.stringify(out);
  return out.str();
}

Object::Ptr request_object(RequestContext& ctx) {
  auto json = ctx.json();
  if (json.type() != typeid(Object::Ptr))
    throw ApiError::bad_request("expected a JSON object", "Ожидался JSON-объект");
  return json.extract<Object::Ptr>();
}

int version_field(const Object& request) {
  if (!request.has("version")) return 0;
  try {
    return request.getValue<int>("version");
  } catch (const Poco::Exception&) {
    throw ApiError::bad_request("version must be a number", "version — число");
  }
}

// The distinct source texts worth translating, in document order.
std::vector<const Segment*> distinct_sources(const LoadedVersion& loaded) {
  std::vector<const Segment*> out;
  std::unordered_set<std::string_view> seen;
  for (const auto& s : loaded.segments)
    if (s.text.find_first_not_of(" \t\r\n") != std::string::npos && seen.insert(s.text).second)
      out.push_back(&s);
  return out;
}

Object::Ptr translation_item(const Segment& s, const TranslationEntry* entry) {
  Object::Ptr o = new Object;
  o->set("pointer", s.pointer);
  o->set("kind", s.kind);
  o->set("operation", s.operation);
  o->set("source", s.text);
  o->set("translation", entry ? entry->translation : std::string());
  o->set("origin", entry ? entry->origin : std::string("none"));
  return o;
}

}  // namespace

std::string TranslationRoutes::translate(sdk::TaskContext& task, std::int64_t spec_id, int version,
                                         const std::string& target) {
  task.stage("preparing", 0);
  auto loaded = specs_.load(spec_id, version);
  std::vector<std::string> terms;
  if (auto guide = host_.styleguide(""))
    for (const auto& term : glossary_terms(guide->json)) terms.push_back(term.preferred);
  auto sources = distinct_sources(*loaded);
  std::vector<std::string> texts;
  for (const auto* s : sources) texts.push_back(s->text);
  auto memory = store_.translations(texts, target, spec_id);
  std::vector<const Segment*> todo;
  for (const auto* s : sources)
    if (!memory.count(s->text)) todo.push_back(s);

  int translated = 0, failed = 0, calls = 0;
  std::size_t done = 0;
  while (done < todo.size() && !task.cancelled()) {
    task.stage("translating", static_cast<double>(done) / static_cast<double>(todo.size()));
    std::vector<const Segment*> batch;
    std::vector<MaskedText> masked;
    std::size_t bytes = 0;
    while (done + batch.size() < todo.size() && batch.size() < kBatchItems &&
           (batch.empty() || bytes + todo[done + batch.size()]->text.size() <= kBatchBytes)) {
      const Segment* s = todo[done + batch.size()];
      masked.push_back(mask_for_translation(*s, terms));
      bytes += s->text.size();
      batch.push_back(s);
    }
    std::vector<std::string> items;
    for (const auto& m : masked) items.push_back(m.text);
    sdk::ChatRequest chat;
    chat.messages = {{"system", translation_system_prompt(target)}, {"user", translation_batch(items)}};
    chat.json_object = true;
    ++calls;
    std::unordered_map<int, std::string> reply;
    try {
      reply = parse_translation_reply(host_.model_chat(chat));
    } catch (const std::runtime_error& e) {
      if (dynamic_cast<const ApiError*>(&e)) throw;  // the model failed or timed out: the job fails with it
      host_.logger().warning("translation batch refused: %s", std::string(e.what()));
    }
    for (std::size_t i = 0; i < batch.size(); ++i) {
      auto answer = reply.find(static_cast<int>(i));
      auto text = answer == reply.end() ? std::nullopt : unmask(answer->second, masked[i]);
      if (!text) {
        ++failed;
        continue;
      }
      store_.put_translation(batch[i]->text, target, *text);
      ++translated;
    }
    done += batch.size();
    Object progress;
    progress.set("done", static_cast<int>(done));
    progress.set("total", static_cast<int>(todo.size()));
    progress.set("failed", failed);
    task.event("batch", to_text(progress));
  }
  task.stage(task.cancelled() ? "cancelled" : "done", 1);
  Object result;
  result.set("spec_id", spec_id);
  result.set("version", loaded->row.version);
  result.set("target", target);
  result.set("segments", static_cast<int>(loaded->segments.size()));
  result.set("distinct_texts", static_cast<int>(sources.size()));
  result.set("from_memory", static_cast<int>(sources.size() - todo.size()));
  result.set("translated", translated);
  result.set("failed", failed);
  result.set("model_calls", calls);
  return to_text(result);
}

void TranslationRoutes::start_translation(RequestContext& ctx) {
  auto request = request_object(ctx);
  const std::int64_t spec_id = kit::id_param(ctx);
  const std::string target = checked_target(request->optValue<std::string>("target", ""));
  auto loaded = specs_.load(spec_id, version_field(*request));
  if (!host_.model().configured)
    throw ApiError(409, "model_not_configured", "no language model is configured (PUT /api/settings)",
                   "Языковая модель не настроена (PUT /api/settings)");
  sdk::TaskSubmission submission;
  submission.user = ctx.user();
  submission.kind = "api_translation";
  submission.title = (loaded->row.title.empty() ? loaded->row.file_name : loaded->row.title) + " v" +
                     std::to_string(loaded->row.version) + " → " + target;
  const int version = loaded->row.version;
  submission.run = [this, spec_id, version, target](sdk::TaskContext& task) {
    return translate(task, spec_id, version, target);
  };
  Object::Ptr body = new Object;
  body->set("job_id", host_.submit_task(std::move(submission)));
  body->set("version", version);
  ctx.send_json(body, 202);
}

void TranslationRoutes::list_translations(RequestContext& ctx) {
  auto loaded = specs_.load(kit::id_param(ctx), version_query(ctx));
  const std::string target = checked_target(ctx.query("target", ""));
  std::vector<std::string> texts;
  for (const auto& s : loaded->segments) texts.push_back(s.text);
  auto memory = store_.translations(texts, target, loaded->row.spec_id);
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  int translated = 0;
  for (const auto& s : loaded->segments) {
    auto found = memory.find(s.text);
    translated += found != memory.end();
    list->add(translation_item(s, found == memory.end() ? nullptr : &found->second));
  }
  Object::Ptr body = new Object;
  body->set("version", loaded->row.version);
  body->set("target", target);
  body->set("translated", translated);
  body->set("segments", list);
  ctx.send_json(body);
}

void TranslationRoutes::edit_translation(RequestContext& ctx) {
  auto request = request_object(ctx);
  auto loaded = specs_.load(kit::id_param(ctx), version_field(*request));
  const auto spec = store_.spec(loaded->row.spec_id);
  if (!spec) throw ApiError::not_found("No such spec", "Нет такой спецификации");
  host_.require(ctx.user(), spec->owner_id, sdk::Action::change);
  const std::string target = checked_target(request->optValue<std::string>("target", ""));
  const std::string pointer = request->optValue<std::string>("pointer", "");
  const std::string text = request->optValue<std::string>("text", "");
  auto segment = std::find_if(loaded->segments.begin(), loaded->segments.end(),
                              [&](const Segment& s) { return s.pointer == pointer; });
  if (segment == loaded->segments.end())
    throw ApiError::not_found("No segment at " + pointer, "Нет сегмента по указателю " + pointer);
  if (text.find_first_not_of(" \t\r\n") == std::string::npos)
    throw ApiError::bad_request("text is empty", "Пустой перевод");
  store_.put_edit(spec->id, segment->text, target, text);
  TranslationEntry entry{text, "edited"};
  ctx.send_json(translation_item(*segment, &entry));
}

std::unordered_map<std::string, std::string> translated_texts(SpecStore& store, const LoadedVersion& loaded,
                                                              const std::string& target) {
  checked_target(target);
  std::vector<std::string> texts;
  for (const auto& s : loaded.segments) texts.push_back(s.text);
  auto memory = store.translations(texts, target, loaded.row.spec_id);
  std::unordered_map<std::string, std::string> out;
  for (const auto& s : loaded.segments)
    if (auto found = memory.find(s.text); found != memory.end())
      out.emplace(s.pointer, found->second.translation);
  return out;
}

void TranslationRoutes::register_routes(sdk::RouteRegistrar& routes) {
  using sdk::Access;
  routes.add({"POST", "/api/api-specs/{id}/translations", Access::user,
              "Translates a version's segments with the language model, as a job ({version, target})",
              [this](RequestContext& ctx) { start_translation(ctx); }});
  routes.add({"GET", "/api/api-specs/{id}/translations", Access::user,
              "A version's segments with their translations (?version=&target=)",
              [this](RequestContext& ctx) { list_translations(ctx); }});
  routes.add({"PUT", "/api/api-specs/{id}/translations", Access::user,
              "Stores a hand-edited translation of one segment ({version, target, pointer, text}) for every "
              "spec of the spec's owner (the owner or an administrator)",
              [this](RequestContext& ctx) { edit_translation(ctx); }});
}

}  // namespace proofreader::api
