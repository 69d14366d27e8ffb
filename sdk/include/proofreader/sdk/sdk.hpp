// Umbrella header for plugin authors: include this one.
#pragma once

#include "abi.hpp"
#include "check_options.hpp"
#include "engine.hpp"
#include "host_services.hpp"
#include "http.hpp"
#include "jobs.hpp"
#include "permissions.hpp"
#include "plugin.hpp"
#include "routes.hpp"
#include "section.hpp"
#include "settings.hpp"
#include "timestamps.hpp"
#include "types.hpp"
#include "utf8.hpp"
