// The repository's schema in the section's own SQLite store, as migration
// steps (HostServices::migrate): released steps never change; a change is a
// new step at the end.
#pragma once

#include <string>
#include <vector>

namespace proofreader::documents {

const std::vector<std::string>& repository_schema();

}  // namespace proofreader::documents
