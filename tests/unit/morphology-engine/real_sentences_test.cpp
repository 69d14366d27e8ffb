// Issue 23: the escapes of the agreement checks narrowed to the constructions
// they stand for, so that plain errors in ordinary sentences are found, while
// the constructions themselves stay unflagged. Invented sentences, none from
// the development set or the injection harness.
#include "engine_fixture.hpp"

using proofreader::testing::fragments_of;
using Strings = std::vector<std::string>;

namespace {

void require_fragment(const std::vector<std::pair<std::string, std::string>>& cases) {
  for (const auto& [text, fragment] : cases) {
    INFO(text);
    CHECK(fragments_of("agreement", text) == Strings{fragment});
  }
}

void require_clean(const std::vector<std::string>& texts) {
  for (const auto& text : texts) {
    INFO(text);
    CHECK(fragments_of("agreement", text).empty());
  }
}

}  // namespace

TEST_CASE("morphology-engine: a modifier before its noun disagrees whatever its case",
          "[agreement][issue23]") {
  require_fragment({
      {"Функция возвращает битовыми маску флагов.", "битовыми маску"},
      {"Служба хранит журнал в новом сервер.", "новом сервер"},
      {"Откройте справочную странице команды.", "справочную странице"},
      {"Этим параметр задаётся размер буфера.", "Этим параметр"},
      {"Этом каталог содержит журналы.", "Этом каталог"},
      {"Данной функция не требуется.", "Данной функция"},
      {"Удалите вся информацию о сеансе.", "вся информацию"},
      {"Текущими значение хранится в файле.", "Текущими значение"},
      {"Запросы обрабатываются для всей клиентов сразу.", "всей клиентов"},
      {"Каждыми пользователь получает доступ.", "Каждыми пользователь"},
  });
}

TEST_CASE("morphology-engine: the constructions those escapes stand for stay unflagged",
          "[agreement][issue23]") {
  require_clean({
      "Основного и резервного серверов достаточно.",
      "Файл данного формата открывается без ошибок.",
      "Этот режим делает возможным быстрый перезапуск.",
      "Модуль является доступным всем пользователям.",
      "Загруженный пользователем файл проверяется.",
      "Пакет, содержащий исправление, уже вышел.",
      "Выберите процесс, использующий больше всего памяти.",
      "Коды ошибок, возвращаемые сервером, описаны ниже.",
      "При этом настройки не сохраняются.",
      "Для этого ядро отключает прерывания.",
      "Этого пользователь не увидит.",
      "Назначьте каждому роль в проекте.",
      "Изменения будут видимы вызывающему процесс потоку.",
      "Укажите значение, характерное семейству адресов.",
      "Здесь два файла, отражающих количество терминалов.",
      "Это порт ввода, занятый узлом шины.",
      "Часы, управляемого микропрограммой устройства, не трогайте.",
      "Три новых файла появились в каталоге.",
      "Коды завершения: 0 Команда выполнена успешно.",
  });
}

TEST_CASE("morphology-engine: subject and verb across a reflexive or intransitive verb and an infinitive",
          "[agreement][issue23]") {
  require_fragment({
      {"Параметр игнорируются при запуске.", "игнорируются"},
      {"Эти модули загружается при старте.", "загружается"},
      {"Служба не отвечают на запросы.", "отвечают"},
      {"Процессы может обработать такую ситуацию.", "может"},
      {"Если файл содержат 0, запись пропускается.", "содержат"},
      {"Ошибка обычно возникают при перезапуске.", "возникают"},
      {"Когда сокет не были соединён, данные теряются.", "были"},
  });
  require_clean({
      "Данный флаг могут использовать слушающие сокеты.",
      "Файл сохраняют в папку проекта.",
      "Этот файл пытаются открыть при старте.",
      "Попытки увеличить ёмкость канала будут отклоняться.",
      "Большинство пользователей выбирают этот режим.",
  });
}

TEST_CASE("morphology-engine: government after «по» and a phrase opened by a homonym",
          "[agreement][issue23]") {
  require_fragment({
      {"Этот путь используется по умолчание.", "по умолчание"},
      {"Правила действуют для все типы терминалов.", "для все типы"},
  });
  require_clean({
      "Вода поднялась по колено.",
      "Выдайте по два ключа каждому.",
      "Отчёты собираются с понедельника по пятницу.",
      "При чтении не происходит чтения за меткой срочности.",
      "Отчёт о новых версиях готов.",
  });
}

TEST_CASE("morphology-engine: «по» takes the accusative of a side", "[agreement][issue35][round13]") {
  require_clean({"Кнопка находится по другую сторону панели.", "Значок стоит по левую сторону от поля."});
  require_fragment({{"Значения задаются по другую схему.", "по другую схему"}});
}
