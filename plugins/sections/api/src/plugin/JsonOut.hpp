// The section's records and results as the JSON the API returns.
#pragma once

#include <Poco/JSON/Array.h>
#include <Poco/JSON/Object.h>

#include "Consistency.hpp"
#include "DocumentCheck.hpp"
#include "SpecDiff.hpp"
#include "SpecStore.hpp"

namespace proofreader::api {

Poco::JSON::Object::Ptr version_json(const VersionRow& v);
Poco::JSON::Object::Ptr spec_json(const SpecRow& s);
Poco::JSON::Object::Ptr segment_json(const Segment& s);
Poco::JSON::Array::Ptr findings_json(const std::vector<Finding>& findings);
Poco::JSON::Object::Ptr diff_json(const SpecDiff& diff);
Poco::JSON::Object::Ptr document_json(const DocumentRow& d);
Poco::JSON::Array::Ptr document_findings_json(const std::vector<DocumentFinding>& findings);

}  // namespace proofreader::api
