// Insights: analytics over the check history (GET /api/checks/insights),
// computed in SQL over history_remarks and check_history.
//
// {total_remarks, checks, words, group,
//  by_category, by_rule, by_engine, by_severity, by_guide, by_user,
//  dismissed_by_rule (remarks dismissed as «not an error here»): [{key, count}] (most first),
//  top_remarks: [{rule_id, message, count}],
//  over_time: [{period, remarks, checks, words, per_1000_words}]}
// Stateless; thread-safe (each call takes its own database session).
#pragma once

#include <Poco/JSON/Object.h>

#include <string>

#include "history/HistoryFilter.hpp"
#include "storage/Database.hpp"

namespace proofreader::host {

// `group` is "day" or "week" (ISO-like "YYYY-Www", weeks starting on Monday).
Poco::JSON::Object::Ptr compute_insights(Database& db, const HistoryFilter& filter, const std::string& group);

}  // namespace proofreader::host
