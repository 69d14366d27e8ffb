// The generated 100-page DOCX of the pipeline benches (bench_pipeline's job,
// bench_annotate's remarks) and the sentences it is made of.
#pragma once

#include <iterator>
#include <string>
#include <utility>

namespace proofreader::test {

inline const char* const kSentences[] = {
    "Сервис проверяет орфографию, пунктуацию и стиль технической документации.",
    "Перед установкой убедитесь, что на сервере есть не менее 2 ГБ оперативной памяти.",
    "Для того чтобы осуществить настройку, администратор редактирует файл конфигурации.",
    "Данная функция позволяет пользователю выполнять проверку большого количества документов.",
    "Отчёт содержит замечания, сгруппированные по категориям и модулям проверки.",
    "Если сервер недоступен то задача завершается с ошибкой и её можно повторить.",
    "Каждый абзац документа проверяется независимо, а результаты приходят по мере готовности.",
};

// `pages` pages (100 by default): a heading and five paragraphs of about 60
// words each per page; returns the package and its word count.
std::pair<std::string, int> make_book(int pages = 100);

}  // namespace proofreader::test
