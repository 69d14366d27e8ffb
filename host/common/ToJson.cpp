#include "common/ToJson.hpp"

#include <Poco/JSON/Stringifier.h>

#include <sstream>

namespace proofreader::host {

std::string to_json(const Poco::Dynamic::Var& value) {
  std::ostringstream out;
  Poco::JSON::Stringifier::condense(value, out);
  return out.str();
}

}  // namespace proofreader::host
