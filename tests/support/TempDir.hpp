// A temporary directory removed with everything in it when the object dies.
#pragma once

#include <string>

namespace proofreader::test {

class TempDir {
 public:
  TempDir();
  ~TempDir();
  TempDir(const TempDir&) = delete;
  TempDir& operator=(const TempDir&) = delete;
  const std::string& path() const { return path_; }

 private:
  std::string path_;
};

}  // namespace proofreader::test
