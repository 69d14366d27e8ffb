// Headless LibreOffice (soffice: Debian's libreoffice-writer-nogui,
// packaging/install-deps.sh's test group) for tests that open our files the
// way a writer's office suite does. Each conversion has a profile of its own,
// so parallel tests share none, and a hang fails after two minutes.
#pragma once

#include <string>

namespace proofreader::test {

bool soffice_installed();

struct SofficeResult {
  int status = -1;      // soffice's exit status (through timeout and the shell)
  std::string command;  // what ran, for a failure's message
  std::string log;      // soffice's output
};

// Converts `file` (a name in directory `dir`) to `target` ("pdf", "docx",
// "txt:'Text (encoded)':UTF8": shell words, quoted as the shell wants) into
// directory `out_dir`.
SofficeResult soffice_convert(const std::string& dir, const std::string& file, const std::string& target,
                              const std::string& out_dir);

}  // namespace proofreader::test
