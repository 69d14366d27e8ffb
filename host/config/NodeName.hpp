// NodeName: this backend's name among the backends sharing one database
// (PROOFREADER_NODE_NAME). It names the backend in /api/health/full, prefixes
// its session ids so the front end's nginx can route a user back to the
// backend holding their session, and tells a restarting backend which jobs
// were its own (they end as interrupted; nobody else's do). Two backends must
// not share a name.
#pragma once

#include <string>

namespace proofreader::host {

class Settings;

// PROOFREADER_NODE_NAME, or "<host name>-<port>" when it is empty
// ("<host name>-p<process id>" on port 0). Only
// letters, digits, '-' and '_' (anything else becomes '-'), at most 40.
std::string node_name(const Settings& settings);

}  // namespace proofreader::host
