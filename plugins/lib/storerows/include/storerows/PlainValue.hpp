// A value of a row as JSON takes it. PostgreSQL's text columns come from
// Poco's connector as a CLOB, which Poco::JSON would write unquoted; this makes
// them strings (SQLite's text already is one). For the host's stores and the
// sections' alike.
#pragma once

#include <Poco/Data/LOB.h>
#include <Poco/Dynamic/Var.h>

#include <string>

namespace proofreader::storerows {

inline Poco::Dynamic::Var plain_value(const Poco::Dynamic::Var& value) {
  if (value.type() == typeid(Poco::Data::CLOB)) {
    const auto& text = value.extract<Poco::Data::CLOB>();
    return std::string(text.rawContent(), text.size());
  }
  return value;
}

}  // namespace proofreader::storerows
