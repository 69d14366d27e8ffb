#include "Soffice.hpp"

#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <sstream>

namespace proofreader::test {

bool soffice_installed() {
  return std::system("command -v soffice >/dev/null 2>&1") == 0;
}

SofficeResult soffice_convert(const std::string& dir, const std::string& file, const std::string& target,
                              const std::string& out_dir) {
  std::filesystem::create_directories(out_dir);
  // One profile per target format: a profile is locked while soffice runs.
  const std::string profile = dir + "/profile-" + target.substr(0, target.find(':'));
  SofficeResult out;
  out.command = "cd '" + dir + "' && HOME='" + dir + "' timeout 120 soffice -env:UserInstallation=file://" +
                profile + " --headless --convert-to " + target + " --outdir '" + out_dir + "' '" + file +
                "' >'" + out_dir + "/soffice.log' 2>&1";
  out.status = std::system(out.command.c_str());
  std::ifstream log(out_dir + "/soffice.log");
  std::ostringstream text;
  text << log.rdbuf();
  out.log = text.str();
  return out;
}

}  // namespace proofreader::test
