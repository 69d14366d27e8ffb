// /api/checks/history (list, one report, delete) and /api/checks/insights
// (spec §4.3). A user sees their own checks, an admin everyone's.
#pragma once

namespace proofreader::host {

class Database;
class Router;

// `db` holds the check history; it must outlive the router.
void register_history_routes(Router& router, Database& db);

}  // namespace proofreader::host
