// /api/keys: personal API keys (auth/ApiKeyStore). A user creates (the key is
// in the answer, once), lists and revokes their own; an administrator lists
// everyone's (?all=true) and revokes any. Creating and revoking are audited.
#pragma once

namespace proofreader::host {

class ApiKeyStore;
class Router;

void register_api_key_routes(Router& router, ApiKeyStore& keys);

}  // namespace proofreader::host
