// Reading the section's fixture specs (tests/fixtures/api) in unit tests.
#pragma once

#include <fstream>
#include <sstream>
#include <stdexcept>
#include <string>

inline std::string read_fixture(const std::string& name) {
  std::ifstream in(std::string(PROOFREADER_API_FIXTURES) + "/" + name, std::ios::binary);
  if (!in) throw std::runtime_error("missing fixture " + name);
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline const char* const kSpecFixtures[] = {"petstore-3.0.yaml", "petstore-3.1.json",
                                            "petstore-swagger2.yaml", "users-ru.yaml", "broken-ref.yaml"};
