#include "routes/DictionaryRoutes.hpp"

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>
#include <proofreader/kit/numbers.hpp>

#include "guides/GuideStore.hpp"
#include "http/BodyFields.hpp"
#include "http/Router.hpp"

namespace proofreader::host {

namespace {

std::string scope_name(const std::string& scope) {
  return scope.empty() ? "global" : "guide '" + scope + "'";
}

Poco::JSON::Object::Ptr word_json(const DictionaryWord& w) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("id", w.id);
  o->set("word", w.word);
  o->set("styleguide_id", w.scope);
  Poco::JSON::Array::Ptr forms = new Poco::JSON::Array;
  for (const auto& f : w.forms) forms->add(f);
  o->set("forms", forms);
  return o;
}

// A scope an admin names: '' (global) or an existing guide's id.
std::string checked_scope(GuideStore& guides, const std::string& styleguide_id) {
  if (!styleguide_id.empty() && !guides.find(styleguide_id))
    throw sdk::ApiError::bad_request("no style guide '" + styleguide_id + "'",
                                     "Нет руководства «" + styleguide_id + "»");
  return styleguide_id;
}

// POST /api/dictionary {word, styleguide_id?, scope?}: from a card, the check's
// guide goes as styleguide_id and the policy decides; an admin may say
// scope "global" or "guide" (then styleguide_id names the guide).
void add(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  const auto body = BodyFields::from_json(ctx);
  body.reject_unknown({"word", "styleguide_id", "scope"});
  const std::string word = body.required_string("word");
  const std::string guide = body.optional_string("styleguide_id").value_or("");
  TeamDictionary dictionary(s.db, s.morphology);
  std::string scope;
  if (const auto chosen = body.optional_string("scope")) {
    if (!ctx.user().is_admin())
      throw sdk::ApiError::forbidden("only an administrator chooses the scope",
                                     "Область выбирает только администратор");
    if (*chosen != "global" && *chosen != "guide")
      throw sdk::ApiError::bad_request("scope must be 'global' or 'guide'",
                                       "Область словаря — «global» или «guide»");
    if (*chosen == "guide" && guide.empty())
      throw sdk::ApiError::bad_request("scope 'guide' needs a styleguide_id",
                                       "Для области «guide» нужен styleguide_id");
    scope = *chosen == "guide" ? checked_scope(s.guides, guide) : "";
  } else if (dictionary.scope_policy() == "guide" && !guide.empty() && s.guides.find(guide)) {
    scope = guide;  // a check without a guide, or of one since deleted: global
  }
  const auto [entry, is_new] = dictionary.add(word, scope, ctx.user().id);
  if (is_new)
    ctx.audit("dictionary.add", "word " + std::to_string(entry.id) + " «" + entry.word + "» " +
                                    scope_name(scope) + ", " + std::to_string(entry.forms.size()) + " forms");
  auto out = word_json(entry);
  out->set("created", is_new);
  ctx.send_json(out, is_new ? 201 : 200);
}

void list(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  TeamDictionary dictionary(s.db, s.morphology);
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("scope_policy", dictionary.scope_policy());
  body->set("words", dictionary.list());
  ctx.send_json(body, 200);
}

void remove(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  const auto id = kit::id_param(ctx);
  const auto removed = TeamDictionary(s.db, s.morphology).remove(id);
  if (!removed)
    throw sdk::ApiError::not_found("no such word in the dictionary", "Такого слова нет в словаре");
  ctx.audit("dictionary.delete",
            "word " + std::to_string(id) + " «" + removed->word + "» " + scope_name(removed->scope));
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set("id", id);
  body->set("deleted", true);
  ctx.send_json(body, 200);
}

// PATCH /api/dictionary/{id} {styleguide_id}: moves a word to the global
// dictionary ('') or a guide's.
void move(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  const auto id = kit::id_param(ctx);
  const auto body = BodyFields::from_json(ctx);
  body.reject_unknown({"styleguide_id"});
  const std::string scope = checked_scope(s.guides, body.required_string("styleguide_id"));
  const auto moved = TeamDictionary(s.db, s.morphology).move(id, scope);
  if (!moved) throw sdk::ApiError::not_found("no such word in the dictionary", "Такого слова нет в словаре");
  ctx.audit("dictionary.move", "word " + std::to_string(id) + " «" + moved->word + "» from " +
                                   scope_name(moved->scope) + " to " + scope_name(scope));
  Poco::JSON::Object::Ptr out = new Poco::JSON::Object;
  out->set("id", id);
  out->set("word", moved->word);
  out->set("styleguide_id", scope);
  ctx.send_json(out, 200);
}

void set_policy(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  const auto body = BodyFields::from_json(ctx);
  body.reject_unknown({"scope_policy"});
  const std::string policy = body.required_string("scope_policy");
  TeamDictionary(s.db, s.morphology).set_scope_policy(policy);
  ctx.audit("dictionary.settings", "scope_policy " + policy);
  Poco::JSON::Object::Ptr out = new Poco::JSON::Object;
  out->set("scope_policy", policy);
  ctx.send_json(out, 200);
}

// POST /api/dictionary/import?styleguide_id=: the body is the word list itself.
void import_words(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  const std::string scope = checked_scope(s.guides, ctx.query("styleguide_id"));
  const auto result = TeamDictionary(s.db, s.morphology).import_text(ctx.body(), scope, ctx.user().id);
  ctx.audit("dictionary.import", std::to_string(result.added) + " words added, " +
                                     std::to_string(result.existing) + " already there, " +
                                     std::to_string(result.bad_lines.size()) + " bad lines; " +
                                     scope_name(scope));
  Poco::JSON::Object::Ptr out = new Poco::JSON::Object;
  out->set("added", result.added);
  out->set("existing", result.existing);
  out->set("styleguide_id", scope);
  Poco::JSON::Array::Ptr bad = new Poco::JSON::Array;
  const bool english = ctx.locale() == "en";
  for (const auto& line : result.bad_lines) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("line", line.line);
    o->set("text", line.text);
    o->set("message", english ? line.message_en : line.message_ru);
    bad->add(o);
  }
  out->set("bad_lines", bad);
  ctx.send_json(out, 200);
}

void export_words(const DictionaryRouteServices& s, sdk::RequestContext& ctx) {
  const std::string scope = checked_scope(s.guides, ctx.query("styleguide_id"));
  const std::string text = TeamDictionary(s.db, s.morphology).export_text(scope);
  auto& response = ctx.response();
  response.setStatusAndReason(Poco::Net::HTTPResponse::HTTP_OK);
  response.setContentType("text/plain; charset=utf-8");
  response.set("Content-Disposition", "attachment; filename=\"dictionary" +
                                          std::string(scope.empty() ? "" : "-" + scope) + ".txt\"");
  response.set("Cache-Control", "no-store");
  response.setContentLength(static_cast<std::streamsize>(text.size()));
  response.send().write(text.data(), static_cast<std::streamsize>(text.size()));
}

}  // namespace

void register_dictionary_routes(Router& r, DictionaryRouteServices services) {
  const auto s = std::make_shared<const DictionaryRouteServices>(std::move(services));
  r.add(
      {"POST", "/api/dictionary", sdk::Access::user,
       "Add a word to the team dictionary with every form of it (from a spelling card: where it goes is the "
       "admins' scope policy; an admin may name the scope)",
       [s](sdk::RequestContext& c) { add(*s, c); }});
  r.add({"GET", "/api/dictionary", sdk::Access::admin, "The team dictionary's words and the scope policy",
         [s](sdk::RequestContext& c) { list(*s, c); }});
  r.add({"DELETE", "/api/dictionary/{id}", sdk::Access::admin, "Delete a word from the team dictionary",
         [s](sdk::RequestContext& c) { remove(*s, c); }});
  r.add({"PATCH", "/api/dictionary/{id}", sdk::Access::admin,
         "Move a word to the global dictionary (styleguide_id '') or a guide's",
         [s](sdk::RequestContext& c) { move(*s, c); }});
  r.add({"PUT", "/api/dictionary/settings", sdk::Access::admin,
         "Where a word added from a card goes: scope_policy 'global' or 'guide' (the check's guide)",
         [s](sdk::RequestContext& c) { set_policy(*s, c); }});
  r.add({"POST", "/api/dictionary/import", sdk::Access::admin,
         "Import a plain-text word list (UTF-8, one word per line) into the global dictionary or a guide's "
         "(?styleguide_id=); bad lines are reported with their numbers and skipped",
         [s](sdk::RequestContext& c) { import_words(*s, c); }});
  r.add({"GET", "/api/dictionary/export", sdk::Access::admin,
         "Export the global dictionary or a guide's (?styleguide_id=) as a plain-text word list",
         [s](sdk::RequestContext& c) { export_words(*s, c); }});
}

}  // namespace proofreader::host
