// XlsxReport: remarks as an Excel workbook (POST /api/report and
// /api/report-issues), written with libxlsxwriter.
//
// Sheet "Замечания": location, fragment, message, suggestion, category,
// engine, severity — one row per remark, with an autofilter, a frozen header
// row and widths fitted to the columns. Sheet "Сводка": remark counts by
// category and by severity. Stateless; thread-safe.
#pragma once

#include <string>
#include <vector>

#include <proofreader/sdk/types.hpp>

namespace proofreader::host {

// The MIME type of an .xlsx file.
inline constexpr const char* kXlsxContentType =
    "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

// The workbook's bytes. `document` gives each remark's location (heading
// path, paragraph, table cell); without it the location is the block number.
std::string write_remarks_xlsx(const std::vector<sdk::Remark>& remarks, const sdk::Document* document);

}  // namespace proofreader::host
