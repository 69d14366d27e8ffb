// What the bench programs compute their figures with: the median of repeated
// timings and a field of a process's /proc/<pid>/status.
#pragma once

#include <sys/types.h>

#include <algorithm>
#include <fstream>
#include <string>
#include <vector>

namespace proofreader::test {

inline double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// A field of /proc/<pid>/status ("VmRSS" and "VmHWM" in kB, "Threads"), as
// its first number; -1 when the process or the field is not there.
inline long proc_status(pid_t pid, const std::string& field) {
  std::ifstream in("/proc/" + std::to_string(pid) + "/status");
  for (std::string line; std::getline(in, line);)
    if (line.rfind(field + ":", 0) == 0) return std::stol(line.substr(field.size() + 1));
  return -1;
}

}  // namespace proofreader::test
