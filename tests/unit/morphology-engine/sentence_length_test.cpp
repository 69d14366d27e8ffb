#include "engine_fixture.hpp"

using proofreader::testing::fragments_of;
using proofreader::testing::remarks_of;
using Strings = std::vector<std::string>;

namespace {

const std::string kLimitTen = R"({"parameters": {"sentence_length_limit": 10}})";

// Sentences of 11 to 20 words: over a limit of 10, under the default of 25.
const std::vector<std::string> kMediumSentences = {
    "Перед установкой проверьте, что на диске есть не меньше двух гигабайт свободного места.",
    "Сервер отправляет уведомление каждому участнику проекта, когда кто-то добавляет новый комментарий к "
    "задаче.",
    "Если соединение прервалось, программа повторит попытку через минуту и запишет сообщение в журнал.",
    "Администратор может ограничить доступ к разделу для отдельных пользователей или для целой группы сразу.",
    "Чтобы изменить язык интерфейса, откройте настройки профиля и выберите нужный язык в списке.",
    "Резервные копии хранятся тридцать дней, после чего система удаляет их без дополнительного "
    "предупреждения.",
    "Откройте терминал, перейдите в каталог проекта и запустите сборку командой из первого раздела.",
    "Новая версия приложения работает заметно быстрее и потребляет меньше памяти на старых компьютерах.",
    "При первом запуске мастер предложит создать учётную запись администратора и задать надёжный пароль.",
    "Отчёт формируется по расписанию, но его можно построить и вручную из меню действий.",
    "Если ключ утерян, обратитесь в службу поддержки, и вам выдадут новый ключ в течение дня.",
    "Для работы с большими файлами рекомендуется увеличить лимит памяти в конфигурации веб-сервера.",
    "Пользователь видит только те проекты, в которые его пригласил владелец или администратор.",
    "Изменения вступают в силу сразу после сохранения, перезапускать службу для этого не нужно.",
    "Мы рекомендуем обновлять систему регулярно, потому что обновления закрывают найденные уязвимости.",
    "Импорт данных из старой версии занимает от нескольких минут до часа в зависимости от объёма.",
    "В таблице ниже перечислены все параметры командной строки и их значения по умолчанию.",
    "Каждый документ проходит проверку орфографии, после чего редактор получает список замечаний.",
    "Скрипт проверяет подпись пакета и прерывает установку, если подпись не совпадает с ожидаемой.",
    "Вы можете подключить внешний диск и настроить автоматическое копирование данных на него.",
};

}  // namespace

TEST_CASE("morphology-engine: a sentence over the guide's limit is found", "[sentence_length]") {
  for (const auto& text : kMediumSentences) {
    INFO(text);
    CHECK(fragments_of("sentence_length", text, kLimitTen) == Strings{text});
  }
}

TEST_CASE("morphology-engine: a sentence within the default limit is not", "[sentence_length]") {
  for (const auto& text : kMediumSentences) {
    INFO(text);
    CHECK(fragments_of("sentence_length", text).empty());
  }
  CHECK(fragments_of("sentence_length", "Коротко и ясно.").empty());
}

TEST_CASE("morphology-engine: only the long sentence of a paragraph is marked", "[sentence_length]") {
  const std::string long_sentence =
      "Чтобы настроить резервное копирование, администратор открывает панель управления, выбирает раздел "
      "хранилища, указывает каталог для копий, задаёт расписание и срок хранения, проверяет свободное место "
      "на "
      "диске; после этого он запускает пробное копирование и сверяет результат с исходными данными.";
  const std::string text = "Сначала прочтите введение. " + long_sentence + " Затем переходите к установке.";
  const auto remarks = remarks_of("sentence_length", text);
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == long_sentence);
  CHECK(remarks[0].message.find("37 слов") != std::string::npos);
  CHECK(remarks[0].message.find("не более 25") != std::string::npos);
  // Split at the semicolon, the point nearest the middle.
  REQUIRE(remarks[0].suggestions.size() == 1);
  CHECK(remarks[0].suggestions[0].find("на диске. После этого он запускает") != std::string::npos);
}

TEST_CASE("morphology-engine: a split at a comma before «но» keeps the conjunction", "[sentence_length]") {
  const auto remarks =
      remarks_of("sentence_length",
                 "Программа быстро проверяет короткие документы на ошибки, но длинные отчёты с таблицами она "
                 "обрабатывает заметно дольше обычного.",
                 kLimitTen);
  REQUIRE(remarks.size() == 1);
  REQUIRE(remarks[0].suggestions.size() == 1);
  CHECK(remarks[0].suggestions[0] ==
        "Программа быстро проверяет короткие документы на ошибки. Но длинные отчёты с таблицами она "
        "обрабатывает "
        "заметно дольше обычного.");
}

TEST_CASE("morphology-engine: a limit of 0 turns the check off", "[sentence_length]") {
  CHECK(
      fragments_of("sentence_length", kMediumSentences[0], R"({"parameters": {"sentence_length_limit": 0}})")
          .empty());
}
