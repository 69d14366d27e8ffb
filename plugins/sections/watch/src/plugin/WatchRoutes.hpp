// The /api/watch routes: groups, pages (with import of a list of URLs), runs,
// snapshots, the diff and the scheduler's status. Handlers run on the HTTP
// server's threads, concurrently; they keep no state of their own.
#pragma once

#include <proofreader/sdk/sdk.hpp>

#include <functional>

#include "DailyScheduler.hpp"
#include "RunLauncher.hpp"
#include "WatchSettings.hpp"
#include "WatchStore.hpp"

namespace proofreader::watch {

class WatchRoutes {
 public:
  WatchRoutes(sdk::HostServices& host, WatchStore& store, RunLauncher& launcher,
              const WatchSettings& settings, std::function<Poco::JSON::Object::Ptr()> status);

  void register_routes(sdk::RouteRegistrar& routes);

 private:
  void list_groups(sdk::RequestContext& ctx);
  void create_group(sdk::RequestContext& ctx);
  void get_group(sdk::RequestContext& ctx);
  void update_group(sdk::RequestContext& ctx);
  void delete_group(sdk::RequestContext& ctx);
  void run_group(sdk::RequestContext& ctx);
  void import_pages(sdk::RequestContext& ctx);

  void list_pages(sdk::RequestContext& ctx);
  void create_page(sdk::RequestContext& ctx);
  void get_page(sdk::RequestContext& ctx);
  void update_page(sdk::RequestContext& ctx);
  void delete_page(sdk::RequestContext& ctx);
  void run_page(sdk::RequestContext& ctx);
  void list_snapshots(sdk::RequestContext& ctx);
  void diff(sdk::RequestContext& ctx);

  void list_runs(sdk::RequestContext& ctx);
  void get_run(sdk::RequestContext& ctx);

  Group existing_group(const std::string& id);
  Page existing_page(const std::string& id);
  // Applies the fields present in `body` to `page`, checking each.
  // `user` must be allowed to change the group a page moves into.
  void apply_page_fields(const Poco::JSON::Object::Ptr& body, Page& page, const sdk::User& user);
  // 403 unless the sections' rule lets `user` do `action` to the group's pages.
  void require_group_owner(const sdk::User& user, std::int64_t group_id, sdk::Action action);

  sdk::HostServices& host_;
  WatchStore& store_;
  RunLauncher& launcher_;
  const WatchSettings& settings_;
  std::function<Poco::JSON::Object::Ptr()> status_;
};

}  // namespace proofreader::watch
