// The one remark shape of the API, and the report's pieces, as JSON.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include <proofreader/sdk/types.hpp>

namespace proofreader::host {

Poco::JSON::Object::Ptr remark_json(const sdk::Remark& remark);
Poco::JSON::Array::Ptr remarks_json(const std::vector<sdk::Remark>& remarks);
Poco::JSON::Object::Ptr block_json(const sdk::Block& block);
Poco::JSON::Array::Ptr blocks_json(const std::vector<sdk::Block>& blocks);

// Reads a remark back (from a stored report or a client's list); throws
// sdk::ApiError 400 naming the field that is missing or of the wrong type.
sdk::Remark remark_from_json(const Poco::JSON::Object::Ptr& object);

}  // namespace proofreader::host
