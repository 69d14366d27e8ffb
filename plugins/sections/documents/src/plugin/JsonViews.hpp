// The JSON the routes answer with for folders, files, versions and search
// hits, and small readers of request values. One shape per record, so every
// route shows a file the same way.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <optional>

#include <proofreader/sdk/routes.hpp>

#include "Repository.hpp"

namespace proofreader::documents {

Poco::JSON::Object::Ptr folder_json(const Folder& folder);
// The folders as a tree: [{id, name, parent_id, archived, children: [...]}].
Poco::JSON::Array::Ptr folder_tree_json(const std::vector<Folder>& folders, bool include_archived);
Poco::JSON::Object::Ptr version_json(const Version& version);
// A file; with its versions when `file.versions` is filled.
Poco::JSON::Object::Ptr file_json(const File& file);

std::int64_t id_query(sdk::RequestContext& ctx, const std::string& name, std::int64_t fallback);
bool flag_query(sdk::RequestContext& ctx, const std::string& name);

}  // namespace proofreader::documents
