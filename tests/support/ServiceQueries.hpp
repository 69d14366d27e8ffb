// Questions integration tests ask a running host often: where a job stands
// once it ends, and what became of a plugin; and the steps they take often:
// a new user, a check run to its end. Called on the test's thread.
#pragma once

#include <Poco/JSON/Object.h>

#include <string>

#include "HttpClient.hpp"

namespace proofreader::test {

// Polls GET /api/jobs/{id} until the job is done, error or cancelled (20 s at
// most unless told, then the test fails) and returns its last status.
Poco::JSON::Object::Ptr wait_finished(HttpClient& client, const std::string& job_id, int max_seconds = 20);

// A client of `host` logged in as `login`; throws when the login fails.
HttpClient logged_in(const std::string& base_url, const std::string& login, const std::string& password);

// Creates the user `login` (role user, password `<login>-password-1`) as
// `admin` and returns a client logged in as them; throws on a failure.
HttpClient new_user(const std::string& base_url, HttpClient& admin, const std::string& login);

// Submits one check (POST /api/jobs with `field` = "file" or "text") and
// waits until it is done; returns its job id. Fails the test otherwise.
std::string run_job(HttpClient& client, const std::string& field, const std::string& filename,
                    const std::string& content);

// A plugin's state in GET /api/health/full (the client must be an admin's):
// "loaded", "disabled", "missing", "refused", "failed", or "absent".
std::string plugin_state(HttpClient& admin, const std::string& name);

}  // namespace proofreader::test
