// /api/checks/history (list, one report, delete, a check's dismissed remarks
// and accepted fixes) and /api/checks/insights (spec §4.3). A user sees their own checks, an admin
// everyone's.
#pragma once

namespace proofreader::host {

class Database;
class OriginalStore;
class Router;

// `db` holds the check history, `originals` the uploads checks kept (a
// deleted check's goes with it); both must outlive the router.
void register_history_routes(Router& router, Database& db, OriginalStore& originals);

}  // namespace proofreader::host
