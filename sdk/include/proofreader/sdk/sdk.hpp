// Umbrella header for plugin authors: include this one.
#pragma once

#include "abi.hpp"
#include "document_export.hpp"
#include "engine.hpp"
#include "host_services.hpp"
#include "http.hpp"
#include "jobs.hpp"
#include "plugin.hpp"
#include "routes.hpp"
#include "section.hpp"
#include "settings.hpp"
#include "types.hpp"
