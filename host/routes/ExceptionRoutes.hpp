// «Never for this term»: POST /api/checks/history/{id}/exceptions/{remark_id}
// makes a rule exception of a saved check's remark for the checks of that
// check's style guide (any user who may see the check; audited), and admins
// review them: GET /api/rule-exceptions, DELETE /api/rule-exceptions/{id}
// (audited). Checks drop the remarks an exception covers (RemarkExceptions).
#pragma once

namespace proofreader::host {

class Database;
class Router;

// `db` holds the history and the exceptions; it must outlive the router.
void register_exception_routes(Router& router, Database& db);

}  // namespace proofreader::host
