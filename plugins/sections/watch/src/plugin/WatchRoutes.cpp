#include "WatchRoutes.hpp"

#include <Poco/JSON/Parser.h>

#include <proofreader/kit/check_parts.hpp>
#include <proofreader/kit/numbers.hpp>
#include <proofreader/textdiff/textdiff.hpp>

#include <map>
#include <set>
#include <sstream>

#include <proofreader/kit/json_fields.hpp>
#include <proofreader/kit/owner.hpp>
#include "CssSelector.hpp"
#include "PageFetcher.hpp"

namespace proofreader::watch {

namespace {

using sdk::Access;
using sdk::ApiError;
using sdk::RequestContext;

Poco::Dynamic::Var parse(const std::string& json) {
  return Poco::JSON::Parser().parse(json);
}

Poco::JSON::Object::Ptr group_json(const Group& g, std::size_t page_count) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("id", g.id);
  o->set("name", g.name);
  o->set("description", g.description);
  o->set("schedule", g.schedule);
  o->set("styleguide_id", g.styleguide_id);
  o->set("options", parse(g.options_json));
  o->set("active", g.active);
  kit::set_owner(*o, g.owner.id, g.owner.login);
  o->set("page_count", static_cast<std::int64_t>(page_count));
  return o;
}

Poco::JSON::Object::Ptr page_json(const Page& p) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("id", p.id);
  o->set("group_id", p.group_id);
  o->set("url", p.url);
  o->set("title", p.title);
  o->set("selector", p.selector);
  o->set("main_content", p.main_content);
  Poco::JSON::Array::Ptr ignore = new Poco::JSON::Array;
  for (const auto& i : p.ignore) ignore->add(i);
  o->set("ignore", ignore);
  o->set("etag", p.etag);
  o->set("last_modified", p.last_modified);
  o->set("content_hash", p.content_hash);
  return o;
}

// The check options a request may set on a group: the check_<part> switches,
// read as every check reads them (HostServices::read_check_options), and
// "proofread". Only the switches the request names are kept.
std::string options_from(const sdk::HostServices& host, const Poco::JSON::Object::Ptr& body) {
  if (!body->has("options") || body->isNull("options")) return "{}";
  auto options = body->getObject("options");
  if (!options) throw ApiError::bad_request("options must be an object", "options должно быть объектом");
  Poco::JSON::Object clean;
  if (auto value = kit::bool_field(options, "proofread")) clean.set("proofread", *value);
  Poco::JSON::Object switches;
  for (sdk::CheckPart part : sdk::kSwitchableParts)
    if (const std::string field = kit::request_field(part); options->has(field) && !options->isNull(field))
      switches.set(field, options->get(field));
  sdk::CheckOptions read;
  host.read_check_options(switches, read);
  for (sdk::CheckPart part : sdk::kSwitchableParts)
    if (const std::string field = kit::request_field(part); switches.has(field))
      clean.set(field, kit::part_on(read, part));
  return kit::to_json(clean);
}

std::optional<std::int64_t> optional_id_query(RequestContext& ctx, const std::string& name) {
  const std::string text = ctx.query(name);
  if (text.empty()) return std::nullopt;
  try {
    return kit::id_from_text(text);
  } catch (const ApiError&) {
    throw ApiError::bad_request(name + " must be a positive integer",
                                name + " должно быть положительным целым");
  }
}

}  // namespace

WatchRoutes::WatchRoutes(sdk::HostServices& host, WatchStore& store, RunLauncher& launcher,
                         const WatchSettings& settings, std::function<Poco::JSON::Object::Ptr()> status)
    : host_(host), store_(store), launcher_(launcher), settings_(settings), status_(std::move(status)) {}

void WatchRoutes::register_routes(sdk::RouteRegistrar& routes) {
  auto add = [&](const char* method, const char* path, const char* summary,
                 void (WatchRoutes::*handler)(RequestContext&)) {
    routes.add({method, path, Access::user, summary,
                [this, handler](RequestContext& ctx) { (this->*handler)(ctx); }});
  };
  add("GET", "/api/watch/groups", "Watch groups", &WatchRoutes::list_groups);
  add("POST", "/api/watch/groups", "Creates a watch group", &WatchRoutes::create_group);
  add("GET", "/api/watch/groups/{id}", "A watch group with its pages", &WatchRoutes::get_group);
  add("PATCH", "/api/watch/groups/{id}", "Changes a watch group", &WatchRoutes::update_group);
  add("DELETE", "/api/watch/groups/{id}", "Deletes a watch group, its pages and snapshots",
      &WatchRoutes::delete_group);
  add("POST", "/api/watch/groups/{id}/run", "Runs a group now; returns run_id and job_id",
      &WatchRoutes::run_group);
  add("POST", "/api/watch/groups/{id}/import",
      "Adds pages from a list of URLs (one a line, a title may follow)", &WatchRoutes::import_pages);
  add("GET", "/api/watch/pages", "Watched pages (?group_id=)", &WatchRoutes::list_pages);
  add("POST", "/api/watch/pages", "Adds a watched page", &WatchRoutes::create_page);
  add("GET", "/api/watch/pages/{id}", "A watched page", &WatchRoutes::get_page);
  add("PATCH", "/api/watch/pages/{id}", "Changes a watched page", &WatchRoutes::update_page);
  add("DELETE", "/api/watch/pages/{id}", "Stops watching a page", &WatchRoutes::delete_page);
  add("POST", "/api/watch/pages/{id}/run", "Runs one page now; returns run_id and job_id",
      &WatchRoutes::run_page);
  add("GET", "/api/watch/pages/{id}/snapshots", "A page's snapshots, newest first",
      &WatchRoutes::list_snapshots);
  add("GET", "/api/watch/pages/{id}/diff",
      "Block and word diff of two snapshots (?from=&to=) with new remarks", &WatchRoutes::diff);
  add("GET", "/api/watch/runs", "Watch runs, newest first (?group_id=&limit=)", &WatchRoutes::list_runs);
  add("GET", "/api/watch/runs/{id}", "A watch run with one row per page", &WatchRoutes::get_run);
  routes.add({"GET", "/api/watch/status", Access::user, "The daily cycle: last and next time",
              [this](RequestContext& ctx) { ctx.send_json(status_()); }});
}

namespace {

ApiError no_such_group() {
  return ApiError::not_found("No such watch group", "Нет такой группы");
}

ApiError no_such_page() {
  return ApiError::not_found("No such watched page", "Нет такой страницы");
}

void send_no_content(RequestContext& ctx) {
  ctx.response().setStatusAndReason(Poco::Net::HTTPResponse::HTTP_NO_CONTENT);
  ctx.response().setContentLength(0);
  ctx.response().send();
}

// Lists answer as {"<name>": [...]}.
void send_list(RequestContext& ctx, const std::string& name, const Poco::JSON::Array::Ptr& items) {
  Poco::JSON::Object::Ptr body = new Poco::JSON::Object;
  body->set(name, items);
  ctx.send_json(body);
}

}  // namespace

Group WatchRoutes::existing_group(const std::string& id) {
  auto group = store_.group(kit::id_from_text(id));
  if (!group) throw no_such_group();
  return *group;
}

Page WatchRoutes::existing_page(const std::string& id) {
  auto page = store_.page(kit::id_from_text(id));
  if (!page) throw no_such_page();
  return *page;
}

// --- Groups

void WatchRoutes::list_groups(RequestContext& ctx) {
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  std::map<std::int64_t, std::size_t> counts;
  for (const auto& p : store_.pages(std::nullopt)) ++counts[p.group_id];
  for (const auto& g : store_.groups()) out->add(group_json(g, counts[g.id]));
  send_list(ctx, "groups", out);
}

namespace {

void apply_group_fields(const Poco::JSON::Object::Ptr& body, Group& g, sdk::HostServices& host) {
  if (auto v = kit::string_field(body, "name")) g.name = *v;
  if (auto v = kit::string_field(body, "description")) g.description = *v;
  if (auto v = kit::string_field(body, "schedule")) g.schedule = *v;
  if (auto v = kit::string_field(body, "styleguide_id")) g.styleguide_id = *v;
  if (auto v = kit::bool_field(body, "active")) g.active = *v;
  if (body->has("options")) g.options_json = options_from(host, body);
  if (g.name.find_first_not_of(" \t") == std::string::npos)
    throw ApiError::bad_request("name is required", "нужно название группы");
  if (g.schedule != "daily" && g.schedule != "manual")
    throw ApiError::bad_request("schedule must be daily or manual", "schedule — daily или manual");
  if (!g.styleguide_id.empty() && !host.styleguide(g.styleguide_id))
    throw ApiError::bad_request("no style guide " + g.styleguide_id, "нет руководства " + g.styleguide_id);
}

}  // namespace

void WatchRoutes::create_group(RequestContext& ctx) {
  auto body = kit::json_object(ctx.json());
  Group g;
  apply_group_fields(body, g, host_);
  g.owner = ctx.user();
  g.id = store_.insert_group(g);
  ctx.send_json(group_json(g, 0), 201);
}

void WatchRoutes::get_group(RequestContext& ctx) {
  const Group g = existing_group(ctx.param("id"));
  const auto pages = store_.pages(g.id);
  auto out = group_json(g, pages.size());
  Poco::JSON::Array::Ptr list = new Poco::JSON::Array;
  for (const auto& p : pages) list->add(page_json(p));
  out->set("pages", list);
  ctx.send_json(out);
}

void WatchRoutes::update_group(RequestContext& ctx) {
  Group g = existing_group(ctx.param("id"));
  host_.require(ctx.user(), g.owner.id, sdk::Action::change);
  apply_group_fields(kit::json_object(ctx.json()), g, host_);
  store_.update_group(g);
  ctx.send_json(group_json(g, store_.pages(g.id).size()));
}

void WatchRoutes::delete_group(RequestContext& ctx) {
  const Group g = existing_group(ctx.param("id"));
  host_.require(ctx.user(), g.owner.id, sdk::Action::remove);
  if (!store_.delete_group(g.id)) throw no_such_group();
  send_no_content(ctx);
}

namespace {

Poco::JSON::Object::Ptr started(std::int64_t run_id, WatchStore& store) {
  Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
  o->set("run_id", run_id);
  o->set("job_id", store.run_job_id(run_id));
  return o;
}

}  // namespace

void WatchRoutes::run_group(RequestContext& ctx) {
  const Group g = existing_group(ctx.param("id"));
  ctx.send_json(started(launcher_.start(g, std::nullopt, ctx.user(), "manual"), store_), 202);
}

void WatchRoutes::import_pages(RequestContext& ctx) {
  const Group g = existing_group(ctx.param("id"));
  host_.require(ctx.user(), g.owner.id, sdk::Action::change);
  auto body = kit::json_object(ctx.json());
  std::vector<std::string> lines;
  if (auto urls = kit::strings_field(body, "urls")) lines = *urls;
  if (auto text = kit::string_field(body, "text")) {
    std::istringstream in(*text);
    for (std::string line; std::getline(in, line);) lines.push_back(line);
  }
  std::set<std::string> present;
  for (const auto& p : store_.pages(g.id)) present.insert(p.url);
  Poco::JSON::Array::Ptr created = new Poco::JSON::Array, errors = new Poco::JSON::Array;
  int skipped = 0;
  for (std::size_t i = 0; i < lines.size(); ++i) {
    std::istringstream words(lines[i]);
    Page p;
    p.group_id = g.id;
    if (!(words >> p.url) || p.url.starts_with("#")) continue;  // blank lines and comments
    std::getline(words >> std::ws, p.title);
    if (present.count(p.url)) {
      ++skipped;
      continue;
    }
    try {
      host_.check_url(p.url);
    } catch (const ApiError& e) {
      Poco::JSON::Object::Ptr error = new Poco::JSON::Object;
      error->set("line", static_cast<int>(i + 1));
      error->set("url", p.url);
      error->set("code", e.code());
      error->set("message", ctx.locale() == "en" ? std::string(e.message_en()) : e.message_ru());
      errors->add(error);
      continue;
    }
    p.id = store_.insert_page(p);
    present.insert(p.url);
    created->add(page_json(p));
  }
  Poco::JSON::Object::Ptr out = new Poco::JSON::Object;
  out->set("created", created);
  out->set("errors", errors);
  out->set("skipped", skipped);
  ctx.send_json(out);
}

// --- Pages

void WatchRoutes::require_group_owner(const sdk::User& user, std::int64_t group_id, sdk::Action action) {
  const auto group = store_.group(group_id);
  host_.require(user, group ? group->owner.id : 0, action);
}

void WatchRoutes::apply_page_fields(const Poco::JSON::Object::Ptr& body, Page& p, const sdk::User& user) {
  if (auto v = kit::int_field(body, "group_id")) {
    const auto group = store_.group(*v);
    if (!group) throw ApiError::bad_request("no such group_id", "нет группы group_id");
    host_.require(user, group->owner.id,
                  sdk::Action::change);  // a page is its group's: moving it in changes it
    p.group_id = *v;
  }
  if (auto v = kit::string_field(body, "url")) p.url = *v;
  if (auto v = kit::string_field(body, "title")) p.title = *v;
  if (auto v = kit::string_field(body, "selector")) p.selector = *v;
  if (auto v = kit::bool_field(body, "main_content")) p.main_content = *v;
  if (auto v = kit::strings_field(body, "ignore")) p.ignore = *v;
  if (p.group_id == 0) throw ApiError::bad_request("group_id is required", "нужна группа (group_id)");
  host_.check_url(p.url);
  if (!p.selector.empty()) {
    try {
      CssSelector check(p.selector);
    } catch (const std::invalid_argument& e) {
      throw ApiError(400, "bad_selector", e.what(),
                     "селектор не поддерживается: допустимы теги, #id, .class и пробел между ними");
    }
  }
  try {
    TextNormaliser check(p.ignore);
  } catch (const std::invalid_argument& e) {
    throw ApiError(400, "bad_ignore_pattern", e.what(),
                   std::string("шаблон игнорирования не компилируется: ") + e.what());
  }
}

void WatchRoutes::list_pages(RequestContext& ctx) {
  Poco::JSON::Array::Ptr out = new Poco::JSON::Array;
  for (const auto& p : store_.pages(optional_id_query(ctx, "group_id"))) out->add(page_json(p));
  send_list(ctx, "pages", out);
}

void WatchRoutes::create_page(RequestContext& ctx) {
  Page p;
  apply_page_fields(kit::json_object(ctx.json()), p, ctx.user());
  p.id = store_.insert_page(p);
  ctx.send_json(page_json(p), 201);
}

void WatchRoutes::get_page(RequestContext& ctx) {
  ctx.send_json(page_json(existing_page(ctx.param("id"))));
}

void WatchRoutes::update_page(RequestContext& ctx) {
  Page p = existing_page(ctx.param("id"));
  require_group_owner(ctx.user(), p.group_id, sdk::Action::change);
  apply_page_fields(kit::json_object(ctx.json()), p, ctx.user());
  store_.update_page(p);
  ctx.send_json(page_json(*store_.page(p.id)));
}

void WatchRoutes::delete_page(RequestContext& ctx) {
  const Page p = existing_page(ctx.param("id"));
  require_group_owner(ctx.user(), p.group_id, sdk::Action::remove);
  if (!store_.delete_page(p.id)) throw no_such_page();
  send_no_content(ctx);
}

void WatchRoutes::run_page(RequestContext& ctx) {
  const Page p = existing_page(ctx.param("id"));
  const Group g = *store_.group(p.group_id);
  ctx.send_json(started(launcher_.start(g, p, ctx.user(), "manual"), store_), 202);
}

void WatchRoutes::list_snapshots(RequestContext& ctx) {
  send_list(ctx, "snapshots", store_.snapshot_list(existing_page(ctx.param("id")).id));
}

void WatchRoutes::diff(RequestContext& ctx) {
  const Page page = existing_page(ctx.param("id"));
  auto snapshot_of_page = [&](std::int64_t id) {
    auto s = store_.snapshot(id);
    if (!s || s->page_id != page.id)
      throw ApiError::not_found("No such snapshot of this page", "Нет такого снимка");
    return *s;
  };
  const auto to_id = optional_id_query(ctx, "to");
  const auto from_id = optional_id_query(ctx, "from");
  const auto to = to_id ? std::optional<Snapshot>(snapshot_of_page(*to_id)) : store_.latest_snapshot(page.id);
  if (!to) throw ApiError::not_found("The page has no snapshot yet", "У страницы ещё нет снимков");
  const auto from =
      from_id ? std::optional<Snapshot>(snapshot_of_page(*from_id)) : store_.snapshot_before(page.id, to->id);

  const TextNormaliser normaliser(page.ignore);
  const std::vector<StoredBlock> none;
  const auto& old_blocks = from ? from->blocks : none;
  std::vector<std::string> old_texts, new_texts;
  for (const auto& b : old_blocks) old_texts.push_back(b.text);
  for (const auto& b : to->blocks) new_texts.push_back(b.text);
  const auto ops = textdiff::diff_blocks(normalised_texts(old_blocks, normaliser),
                                         normalised_texts(to->blocks, normaliser), old_texts, new_texts);

  // The remarks of the check made when `to` was taken, new ones only.
  std::map<int, Poco::JSON::Array::Ptr> remarks_by_block;
  int new_count = 0, repeated = 0;
  if (!to->remarks_json.empty()) {
    auto remarks = parse(to->remarks_json).extract<Poco::JSON::Array::Ptr>();
    for (std::size_t i = 0; i < remarks->size(); ++i) {
      auto r = remarks->getObject(static_cast<unsigned>(i));
      if (!r->getValue<bool>("new")) {
        ++repeated;
        continue;
      }
      ++new_count;
      auto& list = remarks_by_block[r->getValue<int>("block")];
      if (!list) list = new Poco::JSON::Array;
      list->add(r);
    }
  }

  std::map<std::string, int> counts;
  Poco::JSON::Array::Ptr blocks = new Poco::JSON::Array;
  for (const auto& op : ops) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    const std::string kind(textdiff::to_string(op.kind));
    ++counts[kind];
    o->set("op", kind);
    o->set("from_index", op.from);
    o->set("to_index", op.to);
    o->set("kind", op.to >= 0 ? to->blocks[op.to].kind : old_blocks[op.from].kind);
    if (op.from >= 0) o->set("from_text", old_blocks[op.from].text);
    if (op.to >= 0) o->set("to_text", to->blocks[op.to].text);
    if (op.kind == textdiff::BlockOp::Kind::changed) {
      Poco::JSON::Array::Ptr words = new Poco::JSON::Array;
      for (const auto& w : op.words) {
        Poco::JSON::Object::Ptr wo = new Poco::JSON::Object;
        wo->set("op", std::string(textdiff::to_string(w.kind)));
        wo->set("text", w.text);
        words->add(wo);
      }
      o->set("words", words);
    }
    const bool new_text =
        op.kind == textdiff::BlockOp::Kind::changed || op.kind == textdiff::BlockOp::Kind::added;
    auto it = remarks_by_block.find(op.to);
    o->set("remarks", new_text && it != remarks_by_block.end()
                          ? it->second
                          : Poco::JSON::Array::Ptr(new Poco::JSON::Array));
    blocks->add(o);
  }

  auto snapshot_ref = [](const Snapshot& s) {
    Poco::JSON::Object::Ptr o = new Poco::JSON::Object;
    o->set("id", s.id);
    o->set("taken_at", s.taken_at);
    o->set("run_id", s.run_id);
    return o;
  };
  Poco::JSON::Object::Ptr out = new Poco::JSON::Object;
  out->set("page_id", page.id);
  out->set("from", from ? Poco::Dynamic::Var(snapshot_ref(*from)) : Poco::Dynamic::Var());
  auto to_ref = snapshot_ref(*to);
  to_ref->set("check_job_id", to->check_job_id);
  if (!to->check_job_id.empty()) to_ref->set("report_url", "/api/jobs/" + to->check_job_id + "/report");
  out->set("to", to_ref);
  // Remarks belong to `to` as checked against the snapshot before it.
  out->set("remarks_status", to->check_job_id.empty()   ? "none"
                             : to->remarks_json.empty() ? "pending"
                                                        : "done");
  out->set("blocks", blocks);
  Poco::JSON::Object::Ptr summary = new Poco::JSON::Object;
  for (const char* k : {"equal", "added", "removed", "changed"}) summary->set(k, counts[k]);
  summary->set("new_remarks", new_count);
  summary->set("repeated_remarks", repeated);
  out->set("summary", summary);
  ctx.send_json(out);
}

// --- Runs

void WatchRoutes::list_runs(RequestContext& ctx) {
  int limit = 50;
  if (auto l = optional_id_query(ctx, "limit")) limit = static_cast<int>(std::min<std::int64_t>(*l, 500));
  auto runs = store_.run_list(optional_id_query(ctx, "group_id"), limit);
  for (std::size_t i = 0; i < runs->size(); ++i) {
    auto run = runs->getObject(static_cast<unsigned>(i));
    const auto status = run->getValue<std::string>("status");
    if (status == "queued" || status == "running") {
      const auto id = run->getValue<std::int64_t>("id");
      launcher_.reconcile(id);
      runs->set(i, store_.run_json(id, false));
    }
  }
  send_list(ctx, "runs", runs);
}

void WatchRoutes::get_run(RequestContext& ctx) {
  const auto id = kit::id_from_text(ctx.param("id"));
  launcher_.reconcile(id);
  auto run = store_.run_json(id, true);
  if (!run) throw ApiError::not_found("No such watch run", "Нет такого прогона");
  ctx.send_json(run);
}

}  // namespace proofreader::watch
