#include "reports/XlsxReport.hpp"

#include <Poco/FileStream.h>
#include <Poco/StreamCopier.h>
#include <Poco/TemporaryFile.h>
#include <xlsxwriter.h>

#include <map>
#include <sstream>
#include <stdexcept>

#include <proofreader/kit/utf8.hpp>

namespace proofreader::host {

namespace {

std::string location_of(const sdk::Remark& remark, const sdk::Document* document) {
  if (!document || remark.block < 0 || remark.block >= static_cast<int>(document->blocks.size()))
    return "Блок " + std::to_string(remark.block + 1);
  const auto& where = document->blocks[static_cast<std::size_t>(remark.block)].location;
  std::string text;
  for (const auto& heading : where.heading_path) text += (text.empty() ? "" : " › ") + heading;
  if (!text.empty()) text += ", ";
  if (where.table_row > 0)
    text += "таблица, строка " + std::to_string(where.table_row) + ", столбец " +
            std::to_string(where.table_column);
  else
    text += "абзац " + std::to_string(where.paragraph > 0 ? where.paragraph : remark.block + 1);
  return text;
}

std::string suggestions_of(const sdk::Remark& remark) {
  std::string text;
  for (const auto& s : remark.suggestions) text += (text.empty() ? "" : "; ") + s;
  return text;
}

// A cell holds at most 32 767 characters; longer text is cut at a code point
// boundary and marked, so a huge remark cannot make the workbook fail.
std::string cell_text(const std::string& text) {
  constexpr std::size_t kMaxCodePoints = 32000;
  const std::size_t cut = kit::utf8::byte_offset(text, kMaxCodePoints);
  if (cut == std::string::npos || cut == text.size()) return text;
  return text.substr(0, cut) + "…";
}

// Throws when libxlsxwriter reports an error.
void check(lxw_error error, const char* what) {
  if (error != LXW_NO_ERROR)
    throw std::runtime_error(std::string("xlsx: ") + what + ": " + lxw_strerror(error));
}

void write_remarks_sheet(lxw_workbook* book, lxw_format* header, lxw_format* wrapped,
                         const std::vector<sdk::Remark>& remarks, const sdk::Document* document) {
  lxw_worksheet* sheet = workbook_add_worksheet(book, "Замечания");
  struct Column {
    const char* title;
    double width;
  };
  static const Column kColumns[] = {{"Расположение", 28}, {"Фрагмент", 24},  {"Замечание", 60},
                                    {"Исправление", 24},  {"Категория", 16}, {"Модуль", 18},
                                    {"Важность", 12}};
  lxw_col_t col = 0;
  for (const auto& c : kColumns) {
    check(worksheet_write_string(sheet, 0, col, c.title, header), "header");
    worksheet_set_column(sheet, col, col, c.width, col == 2 ? wrapped : nullptr);
    ++col;
  }
  lxw_row_t row = 1;
  for (const auto& r : remarks) {
    const std::string cells[] = {location_of(r, document),
                                 r.fragment,
                                 r.message,
                                 suggestions_of(r),
                                 r.category,
                                 r.engine,
                                 std::string(sdk::to_string(r.severity))};
    for (lxw_col_t c = 0; c < std::size(cells); ++c)
      check(worksheet_write_string(sheet, row, c, cell_text(cells[c]).c_str(), nullptr), "cell");
    ++row;
  }
  worksheet_freeze_panes(sheet, 1, 0);
  check(worksheet_autofilter(sheet, 0, 0, row - 1, static_cast<lxw_col_t>(std::size(kColumns) - 1)),
        "autofilter");
}

void write_summary_sheet(lxw_workbook* book, lxw_format* header, const std::vector<sdk::Remark>& remarks) {
  std::map<std::string, int> by_category, by_severity;
  for (const auto& r : remarks) {
    ++by_category[r.category];
    ++by_severity[std::string(sdk::to_string(r.severity))];
  }
  lxw_worksheet* sheet = workbook_add_worksheet(book, "Сводка");
  worksheet_set_column(sheet, 0, 0, 24, nullptr);
  worksheet_set_column(sheet, 1, 1, 12, nullptr);
  lxw_row_t row = 0;
  auto table = [&](const char* title, const std::map<std::string, int>& counts) {
    check(worksheet_write_string(sheet, row, 0, title, header), "summary");
    check(worksheet_write_string(sheet, row, 1, "Количество", header), "summary");
    ++row;
    for (const auto& [key, count] : counts) {
      check(worksheet_write_string(sheet, row, 0, key.c_str(), nullptr), "summary");
      check(worksheet_write_number(sheet, row, 1, count, nullptr), "summary");
      ++row;
    }
    ++row;
  };
  check(worksheet_write_string(sheet, row, 0, "Всего замечаний", header), "summary");
  check(worksheet_write_number(sheet, row, 1, static_cast<double>(remarks.size()), nullptr), "summary");
  row += 2;
  table("Категория", by_category);
  table("Важность", by_severity);
}

}  // namespace

std::string write_remarks_xlsx(const std::vector<sdk::Remark>& remarks, const sdk::Document* document) {
  Poco::TemporaryFile file;  // libxlsxwriter writes to a file; removed when done
  lxw_workbook* book = workbook_new(file.path().c_str());
  if (!book) throw std::runtime_error("xlsx: cannot create the workbook");
  try {
    lxw_format* header = workbook_add_format(book);
    format_set_bold(header);
    format_set_bg_color(header, 0xDDE4EE);
    lxw_format* wrapped = workbook_add_format(book);
    format_set_text_wrap(wrapped);
    write_remarks_sheet(book, header, wrapped, remarks, document);
    write_summary_sheet(book, header, remarks);
  } catch (...) {
    workbook_close(book);
    throw;
  }
  check(workbook_close(book), "close");
  Poco::FileInputStream in(file.path());
  std::ostringstream bytes;
  Poco::StreamCopier::copyStream(in, bytes);
  return bytes.str();
}

}  // namespace proofreader::host
