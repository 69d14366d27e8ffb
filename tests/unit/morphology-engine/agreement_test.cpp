#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;
using proofreader::testing::Disagreement;
using proofreader::testing::fragments_of;
using proofreader::testing::remarks_of;
using Strings = std::vector<std::string>;

TEST_CASE("morphology-engine: disagreeing words are found and the agreeing form suggested", "[agreement]") {
  const std::vector<Disagreement> cases = {
      {"Откройте новый вкладку.", "новый вкладку", "новую вкладку"},
      {"Удалите старые файл.", "старые файл", "старый файл"},
      {"Введите правильную пароль.", "правильную пароль", "правильный пароль"},
      {"Сохраните важное документы.", "важное документы", "важные документы"},
      {"Проверьте сетевой подключение.", "сетевой подключение", "сетевое подключение"},
      {"Открылось главная окно.", "главная окно", "главное окно"},
      {"Выберите нужные строку.", "нужные строку", "нужную строку"},
      {"Поделитесь полезной ссылками.", "полезной ссылками", "полезными ссылками"},
      {"Система работают стабильно.", "работают", "работает"},
      {"Пользователь вошли в систему.", "вошли", "вошёл"},
      {"Программа завершился с ошибкой.", "завершился", "завершилась"},
      {"Администраторы получает уведомления.", "получает", "получают"},
      {"Страница загружались долго.", "загружались", "загружалась"},
      {"Клиенты отправляет запросы.", "отправляет", "отправляют"},
      {"Мы получит ответ.", "получит", "получим"},
      {"Они открывает меню.", "открывает", "открывают"},
      {"Выберите два файлы.", "файлы", "файла"},
      {"Осталось пять минуты.", "минуты", "минут"},
      {"Создайте три папок.", "папок", "папки"},
      {"Выберите 5 файла.", "файла", "файлов"},
      {"Найдено 11 ошибка.", "ошибка", "ошибок"},
      {"Добавлено 21 записей.", "записей", "запись"},
      {"Доступ открыт для двух пользователя.", "пользователя", "пользователей"},
      {"Отчёт для четырёх администратора.", "администратора", "администраторов"},
  };
  check_found(cases);
}

TEST_CASE("morphology-engine: agreeing and ambiguous words are left alone", "[agreement]") {
  const std::vector<std::string> cases = {
      "Откройте новую вкладку.",
      "Выберите два файла.",
      "Осталось пять минут.",
      "Загрузите два новых файла.",
      "Система работает стабильно.",
      "Файл сохраняют в папку загрузок.",
      "Модуль поддерживают разработчики проекта.",
      "Загруженный пользователем файл появится в списке.",
      "Каждые полчаса сервер проверяет почту.",
      "Раздел 5 документа описывает установку.",
      "В 2020 году проект открыли.",
      "Выпуск 2021 года содержит исправления.",
      "Вы можете выбрать любой файл.",
      "Сервер и клиент обмениваются данными.",
      "Пользователи могут изменить аватар.",
      "Статья доступна всем пользователям.",
      "Для двух серверов нужна лицензия.",
      "Я запустил сервер.",
      "Нажмите кнопку «Новая» в окне «Файлы».",
      "Ошибку исправили вчера.",
      "Мастер настройки открывает окно.",
      "Большинство пользователей выбирают тёмную тему.",
      "Поддерживаются краткое и расширенное описания.",
      "Стандартные ввод и вывод перенаправлены.",
      "Файл, содержащий исправление, приложен к письму.",
      "Сборка завершилась 25 июня.",
  };
  for (const auto& text : cases) {
    INFO(text);
    CHECK(fragments_of("agreement", text).empty());
  }
}

TEST_CASE("morphology-engine: an agreement remark names the rule and keeps the capital letter",
          "[agreement]") {
  const auto remarks = remarks_of("agreement", "Новый версия доступна.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].rule_id == "agreement.adjective_noun");
  CHECK(remarks[0].suggestions == Strings{"Новая версия"});
  CHECK(remarks[0].message.find("«Новый»") != std::string::npos);
}

TEST_CASE("morphology-engine: constructions of manual pages that are no disagreement (issue 23, round 4)",
          "[agreement][issue23]") {
  for (const char* text : {
           // Coordinated attributes: a singular reading in the plural noun's case, a parenthesis between.
           "Управление разделением между старым и новым контекстами безопасности.",
           "Набор для русского, сербского и (почти полностью) украинского языков.",
           // An adverb opens a participle's phrase: the instrumental is its agent.
           "Количество байт RAM линейно отображаемых ядром в страницы.",
           "Описывается макет макросов (часто называемый макетом макросов man).",
           // The reciprocal pronoun «друг друга».
           "Все они создаются максимально похожими друг на друга.",
           // A capital after a lower-case word opens an item of a definition list.
           "Доступ имеют члены группы. остальные Набор прав для прочих.",
           // Digits in an oblique case share the noun's case.
           "Относится к типу файла, 12 битам режима и 5 файлами.",
           // A word glued to «_» belongs to an identifier.
           "СИНТАКСИС getent база_данных ключ",
       }) {
    INFO(text);
    CHECK(fragments_of("agreement", text).empty());
  }
  // The same constructions with a real disagreement are still found.
  CHECK(fragments_of("agreement", "Управление новым контекстами безопасности.") ==
        Strings{"новым контекстами"});
  CHECK(fragments_of("agreement", "Запишите 12 битами режима.").empty());
  CHECK(fragments_of("agreement", "Выберите 5 файла.") == Strings{"файла"});
  CHECK(fragments_of("agreement", "Это остальные набор прав.") == Strings{"остальные набор"});
}
