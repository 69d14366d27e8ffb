// Issue 35: the agreement and subject–verb constructions a proofreader would
// not miss — a noun form that is also another part of speech, settled by its
// attribute; the pronominal «данный» read as a noun; the verb before its
// subject; a short participle after «быть» and its auxiliary; coordinated
// predicate adjectives. Sentences made up for the tests (none from the
// evaluation texts), and the constructions around them that stay unflagged.
#include "engine_fixture.hpp"

using proofreader::testing::check_found;
using proofreader::testing::check_unflagged;
using proofreader::testing::Disagreement;
using proofreader::testing::remarks_of;
using Strings = std::vector<std::string>;

TEST_CASE("morphology-engine: the issue 35 constructions are found and the agreeing form suggested",
          "[agreement][issue35]") {
  const std::vector<Disagreement> cases = {
      // the noun form is also a verb: the attribute settles it
      {"Откройте файл на рабочей почту.", "рабочей почту", "рабочую почту"},
      // the noun form is also an adjective: no second attribute, or none with a noun after it
      {"Эти дополнительными данные пригодятся для отладки.", "дополнительными данные",
       "дополнительные данные"},
      {"Этот тег имеет текстовых содержимое.", "текстовых содержимое", "текстовое содержимое"},
      // a pronominal adjective with a rare noun homonym
      {"Выберите любая папку.", "любая папку", "любую папку"},
      // an attribute that is also an intransitive participle («течь») before a genitive
      {"Укажите имя текущим рабочего каталога.", "текущим рабочего", "текущего рабочего"},
      // a pronominal attribute with a rare noun homonym before a genitive
      {"Дождитесь завершения весь процессов.", "весь процессов", "всех процессов"},
      // the pronominal «данный» has a noun homonym («данные»)
      {"Данным параметр задаёт размер буфера.", "Данным параметр", "Данный параметр"},
      // the verb before its subject
      {"Отображаются сообщение об ошибке.", "Отображаются", "Отображается"},
      {"Для запуска требуются перезапуск службы.", "требуются", "требуется"},
      {"Ключ удаляется когда завершаются последняя нить.", "завершаются", "завершается"},
      {"Ключ удаляется, когда завершаются последняя нить, которая его держала.", "завершаются",
       "завершается"},
      // a verb of state has no indefinite-personal reading: the phrase before it is its subject
      {"Каждый запрос имеют текущий обработчик.", "имеют", "имеет"},
      // a fronted phrase before a verb whose place for an object an intransitive infinitive fills
      {"Открытое описание продолжают существовать до закрытия.", "продолжают", "продолжает"},
      // a short participle after «быть»
      {"Пакеты будут удалена.", "удалена", "удалены"},
      {"Лицензия должна быть определены заранее.", "определены", "определена"},
      {"Этот ключ может быть удалены администратором.", "удалены", "удалён"},
      // coordinated predicate adjectives
      {"Аргументы являются обязательными или необязательных.", "необязательных", "необязательными"},
      // a plural attribute before coordinated nouns must stand in their case
      {"Скрытых файл или каталог не показывается.", "Скрытых файл", "Скрытый файл"},
      // a preposition's rare abbreviation reading makes no coordinated noun
      {"Короткую строка, в которой указан путь, выводится первой.", "Короткую строка", "Короткая строка"},
      // an attribute read as a subject must agree with the verb or short form after it
      {"Строка начинается одни знаком минуса.", "одни знаком", "одним знаком"},
      // «чтобы» opens a clause: a nominative plural with its genitive homonym may be its subject
      {"Настройте фильтр, чтобы сообщения записывалось в журнал.", "записывалось", "записывались"},
      // a singular verb has no indefinite-personal reading for a fronted object of its infinitive
      {"Длинные имена не может обрабатывать на старых системах.", "может", "могут"},
      // an accusative-only attribute after the verb is its object, so the noun before is the subject
      {"Запрос создаётся, когда процесс откроют каждую из сессий.", "откроют", "откроет"},
      // a noun read far likelier than its preposition or abbreviation homonym («типа», «порт.»)
      {"Значки каждом типа файла разные.", "каждом типа", "каждого типа"},
      {"Откройте нужному порт на сервере.", "нужному порт", "нужный порт"},
      // a genitive singular right after an affirmative verb is no reading: the noun is its subject
      {"Курсор мигает, пока загружается страницы.", "загружается", "загружаются"},
      // a verb of state named by its infinitive («содержат» has the dictionary lemma «содержимый»)
      {"Этот архив содержат по две копии журнала.", "содержат", "содержит"},
      // a comma after the noun coordinates no second attribute when none follows it
      {"Этот раздел имеет длинных содержимое, хотя оно не нужно.", "длинных содержимое",
       "длинное содержимое"},
      // the present «есть» is no link verb: the instrumental after it is an attribute
      {"В новой версии есть похожим функция.", "похожим функция", "похожая функция"},
      // a preposition after coordinated predicate adjectives opens their complement, no noun of theirs
      {"Настройки остаются доступными и понятной для новичков.", "понятной", "понятными"},
      // «что» takes no genitive attribute: a clause starts after it
      {"Мы видим, что лишние строки удаляется сразу.", "удаляется", "удаляются"},
      // a caseless verb homonym of the noun («раздел» of «раздеть») makes no oblique phrase of «данными»
      {"Данными раздел описывает сборку.", "Данными раздел", "Данный раздел"},
      // «хотя» is a conjunction before a clause, not the gerund of «хотеть» taking the noun as its object
      {"Служба перезапустится, хотя модуль уже удалены.", "удалены", "удалён"},
      // a noun that may be nominative is the subject, the genitive after it its attribute
      {"Запрос отменяется, если время ожидания истекли.", "истекли", "истекло"},
      // an indirect question after the verb is its object: the fronted phrase is the subject
      {"Этот ключ определяют, будет ли включено шифрование.", "определяют", "определяет"},
      // «количество», «число» take a singular verb, unlike «большинство», «ряд»
      {"Затем устанавливаются количество попыток.", "устанавливаются", "устанавливается"},
      {"Число файлов растут.", "растут", "растёт"},
      // an instrumental is predicative only after a link verb: after another verb it is an attribute
      {"Модули могут читать общим данные ядра.", "общим данные", "общие данные"},
      // only «быть» or «называться» take a predicative nominative: after «являться» it is an attribute
      {"Ответ сервера является новая строкой.", "новая строкой", "новой строкой"},
      // a Latin word right after the verb is its object (the dictionary has no reading for it)
      {"Дамп пишется, когда драйвер выполняют reset.", "выполняют", "выполняет"},
      // a noun before the verb that disagrees with it blocks no subject after it (adverbial «раз»),
      // and a verb that disagrees with nouns on both sides is named once
      {"Всякий раз открываются окно настройки.", "открываются", "открывается"},
      {"Каждый час обновляются список пакетов.", "обновляются", "обновляется"},
      // two attributes of one noun share its gender in the singular and its animacy in the accusative
      {"Результат возвращается в виде короткое целого.", "короткое целого", "короткого целого"},
      {"Программа читает хвост сохранённые данных.", "сохранённые данных", "сохранённых данных"},
      // the verb before its subject: a noun in a prepositional phrase before the verb is no subject
      {"После обновления удаляются старый пакет.", "удаляются", "удаляется"},
      {"В журнал записываются каждое событие.", "записываются", "записывается"},
      // nor is a pronoun the verb disagrees with («что» would take the singular)
      {"Это значит, что отбрасываются весь пакет.", "отбрасываются", "отбрасывается"},
  };
  check_found(cases);
}

TEST_CASE("morphology-engine: the constructions around the issue 35 ones stay unflagged",
          "[agreement][issue35]") {
  check_unflagged({
      "Данные стали доступны после обновления.",
      "Доступ к данным закрыт.",
      "Размер данных системы ограничен.",
      "По данным опроса, служба работает.",
      "Не требуется никаких действий.",
      "Для этого требуется несколько минут.",
      "В этом режиме используется стандартный ввод.",
      "Затем используются файл и каталог.",
      "Файлы могут быть удалены.",
      "Может быть, файл удалён.",
      "Пакеты будут удалены.",
      "Оно должно быть написано строчными буквами.",
      "Краткое и расширенное описания приведены ниже.",
      "Значения могут быть большими и маленькими.",
      "Сделайте интерфейс простым и понятным.",
      "Файл продолжают использовать после удаления.",
      "Этот параметр обычно задают в файле настроек.",
      "Изменения, касающиеся настроек сети, вступают в силу сразу.",
      "Эти процессы продолжают работать в фоне.",
      "Драйвер объявляет недействительными данные кэша.",
      "Номер складывается из своих старшего (класс устройства) и младшего номеров.",
      "Номер складывается из своих старшего (задаёт общий класс этого устройства) и младшего номеров.",
      "Стандартные ввод и вывод перенаправлены.",
      "Этот файл может открыть любой пользователь.",
      "Такие файлы могут удалять без предупреждения.",
      "Запрос создаётся, когда процесс откроют.",
      "Этот отчёт формируют несколько раз в день.",
      "Если нити требуется больше времени, планировщик ждёт.",
      "Когда очереди становится тесно, запись замедляется.",
      "Когда нити назначен приоритет, она запускается.",
      "Устаревшие ключи следует удалить.",
      "Эти файлы предстоит удалить.",
      "Справа показываются строка состояния и заголовок окна.",
      "Результат возвращается вызывающему функцию процессу.",
      "Значение задаётся путём подстановки.",
      "Чтобы ошибки не было, проверьте ввод.",
      "Для копирования требовалось байт: 12.",
      "Отступ между левым и его правым соседями задан.",
      "Какие события может получать этот виджет, задаёт маска.",
      "Для этого не требуется изменения настроек.",
      "Символы, являющиеся печатными и отсутствующие в таблице, выделены.",
      "Хотя модуль загружен, служба перезапустится.",
      "Служба работает, хотя файлы повреждены.",
      "Большая часть файлов удалены.",
      "Файл настроек службы читают при запуске.",
      "Ядру функции передаются через таблицу.",
      "При запуске службы ошибки записываются в журнал.",
      "Всё, что сохраняется, шифруется.",
      "В списке файлов появляются новые записи.",
      "Результат возвращается в виде короткого целого.",
      "Программа читает хвост сохранённых данных.",
      "Этот файл проверяют, если есть права.",
      "Ряд параметров задаются вручную.",
      "Большинство пользователей выбирают светлую тему.",
      "Он делает доступными данные.",
      "Ответ сервера был пустой.",
      "Этот режим называется быстрый.",
      "Этот файл используют GNOME и KDE.",
      "Файл и каталог удаляются вместе.",
      "Каждый день проверяется почта.",
  });
}

TEST_CASE("morphology-engine: nouns joined by commas from their clause's start are one plural subject",
          "[agreement][issue35]") {
  check_unflagged({
      "Файл, каталог удаляются вместе.",
      "Файл настроек, журнал удаляются вместе.",
      "Старый файл, новый каталог, ссылка удаляются.",
      "Когда файл, каталог удалены, служба останавливается.",
  });
  // The comma closes a clause, or the chain is not all nominative subjects: a singular subject.
  const std::vector<Disagreement> cases = {
      {"Если файл открыт, каталог удаляются.", "удаляются", "удаляется"},
      {"Если открыт файл, каталог удаляются.", "удаляются", "удаляется"},
      {"Чтобы сохранить файл, каталог копируются.", "копируются", "копируется"},
      // a plural subject takes no singular verb
      {"Файлы, каталоги удаляется вместе.", "удаляется", "удаляются"},
  };
  check_found(cases);
}

TEST_CASE(
    "morphology-engine: an attribute needs a noun of its own before its complement or among coordinated "
    "attributes",
    "[agreement][issue35]") {
  const std::vector<Disagreement> cases = {
      // an indeclinable «его» is no noun for the participle
      {"Отключите вызывающем процесс от его терминала.", "вызывающем процесс", "вызывающий процесс"},
      // a participle's genitive is its object only when the participle has a noun
      {"Список ожидающими сигналов пуст.", "ожидающими сигналов", "ожидающих сигналов"},
      {"Этот ключ задаёт частоту профилирующему прерывания.", "профилирующему прерывания",
       "профилирующего прерывания"},
      // after «два» the attribute stands in the plural
      {"Программа ищет два последовательному маркера.", "последовательному маркера",
       "последовательного маркера"},
      // the last of coordinated attributes stands in its noun's case
      {"Это пустая, неверная или другая неуместной ссылка.", "неуместной ссылка", "неуместная ссылка"},
  };
  check_found(cases);
  check_unflagged({
      "Ожидающие сигналов процессы спят.",
      "Для ожидающих ответа процессов очередь не нужна.",
      "Сервер, ожидающий ответа, спит.",
      "Нельзя сделать сокет слушающим соединения.",
      "Установите версию, предложенную сопровождающим пакета.",
      "Программа ищет два последовательных маркера.",
      "Выберите три новые строки.",
      "Между первым и вторым каталогами нет разницы.",
      "Процесс стал членом прекратившей работу группы.",
  });
}

TEST_CASE("morphology-engine: a relative «который» before the subject is no attribute of it",
          "[agreement][issue35]") {
  for (const auto& [text, verb] : std::vector<std::pair<std::string, std::string>>{
           {"Это приоритет, который ядро назначили процессу.", "назначили"},
           {"Это ссылка, на которую она указывают.", "указывают"},
       }) {
    INFO(text);
    const auto remarks = remarks_of("agreement", text);
    REQUIRE(remarks.size() == 1);
    CHECK(remarks[0].fragment == verb);
  }
  check_unflagged(
      {"Это приоритет, который ядро назначило процессу.", "Это файл, который удаляют при запуске."});
}

TEST_CASE("morphology-engine: after a singular intransitive link a plural instrumental is no predicate",
          "[agreement][issue35]") {
  const auto remarks = remarks_of("agreement", "Раньше это была усреднёнными оценка нагрузки.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "усреднёнными оценка");
  check_unflagged({"Раньше это была усреднённая оценка нагрузки.", "Эти поля были пустыми.",
                   "Драйвер делает доступными данные кэша.", "Сервер был доступным всем."});
}

TEST_CASE("morphology-engine: a rare reading of another lexeme does not make a substantive's genitive",
          "[agreement][issue35]") {
  // «вариант» is also the genitive plural of the rare «варианта»
  const auto remarks = remarks_of("agreement", "Второму вариант нужен отдельный диск.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "Второму вариант");
  CHECK(remarks[0].suggestions == Strings{"Второй вариант"});
  // a rarer form of the same lexeme stays a genitive: «поля» of «поле»
  check_unflagged({"Второму варианту нужен отдельный диск.", "Содержимое поля ввода изменено."});
}

TEST_CASE(
    "morphology-engine: the short form after «быть» agrees with the auxiliary when the noun before it is "
    "no subject of its own",
    "[agreement][issue35]") {
  const std::vector<Disagreement> cases = {
      // the noun before the modal is inside a prepositional phrase
      {"Ссылка на документы всегда должна быть указаны.", "указаны", "указана"},
      // the last of coordinated subjects
      {"Как имя, так и пароль могут быть изменён.", "изменён", "изменены"},
      // «также» between the modal and «быть»
      {"Размер может также быть заданы строкой.", "заданы", "задан"},
  };
  check_found(cases);
  check_unflagged({"Ссылка на документы всегда должна быть указана.",
                   "Как имя, так и пароль могут быть изменены.", "Размер может также быть задан строкой."});
}

TEST_CASE(
    "morphology-engine: an adjective after a participle is its complement only in the case it shares with "
    "its noun",
    "[agreement][issue35]") {
  const auto remarks = remarks_of("agreement", "Будет удалён существующим выходной журнал.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "существующим выходной");
  check_unflagged({"Будет удалён существующий выходной журнал.", "Путь, ведущий к внешней сети, закрыт.",
                   "Файл, принадлежащий другому пользователю, закрыт."});
}

TEST_CASE(
    "morphology-engine: an instrumental pronoun after a verb stands for no one before a nominative or "
    "accusative noun",
    "[agreement][issue35]") {
  const auto remarks = remarks_of("agreement", "Для архивов лучше выбрать другими каталог.");
  REQUIRE(remarks.size() == 1);
  CHECK(remarks[0].fragment == "другими каталог");
  CHECK(remarks[0].suggestions == Strings{"другой каталог"});
  check_unflagged({"Для архивов лучше выбрать другой каталог.", "Файл читается всеми процессами.",
                   "Это сохранит всем время.", "Файл отдаёт другим процессам доступ.",
                   "Задайте другими словами путь."});
}

TEST_CASE("morphology-engine: «это» before the subject of a plural predicate is its attribute",
          "[agreement][issue35]") {
  for (const char* text : {"Это ключи могут устаревать.", "Потом это ключи можно удалить."}) {
    INFO(text);
    const auto remarks = remarks_of("agreement", text);
    REQUIRE(remarks.size() == 1);
    CHECK(remarks[0].fragment.ends_with("ключи"));
  }
  check_unflagged({"Это ключи по умолчанию.", "Это ключи, которые можно удалить.", "Это делают процессы.",
                   "Это ключи пользователя.", "Эти ключи могут устаревать."});
}

TEST_CASE("morphology-engine: a dative pronoun opening a clause with a short predicate is the one concerned",
          "[agreement][issue35]") {
  check_unflagged({"Другим доступ не нужен.", "Всем доступ открыт.", "Если так, другим пароль не нужен."});
  // Without a predicate that takes a dative, the pronoun is the noun's attribute.
  for (const char* text : {"Другим процесс запускается.", "Если так, всем каталог удаляется."}) {
    INFO(text);
    CHECK(remarks_of("agreement", text).size() == 1);
  }
}

// Round 6: sentences made up after the misses on the GNOME help's text.
TEST_CASE("morphology-engine: an aside in brackets before a verb holds no subject of its clause",
          "[agreement][issue35]") {
  check_found(
      {{"Можно выбрать, насколько крупно (или насколько подробно) показываются значок окна.", "показываются",
        "показывается"},
       {"Настройкой (иначе, конфигурацией) называются запись параметров.", "называются", "называется"}});
  check_unflagged({"Можно выбрать, насколько крупно (или насколько подробно) показываются значки окна.",
                   "Настройкой (иначе, конфигурацией) называется запись параметров.",
                   "Когда файл (или каталог) удаляются, журнал обновляется."});
}

TEST_CASE(
    "morphology-engine: a noun right after a verb is no locative, and a dative only beside a subject "
    "or an infinitive",
    "[agreement][issue35]") {
  check_found({{"Когда появится инструкции по вводу, нажмите кнопку.", "появится", "появятся"}});
  check_unflagged({"Когда появятся инструкции по вводу, нажмите кнопку.",
                   "Показывается инструкции окно выбора.", "Требуется функции выделить память.",
                   "Не требуется настройки."});
}

TEST_CASE("morphology-engine: no imperative stands in a clause a subordinating conjunction opens",
          "[agreement][issue35]") {
  check_found({{"Нужно, чтобы система вели себя предсказуемо.", "вели", "вела"},
               {"Когда сигнал пришли, процесс завершается.", "пришли", "пришёл"}});
  check_unflagged({"Нужно, чтобы системы вели себя предсказуемо.", "Пришли мне файл, когда сможешь.",
                   "Когда придёт письмо, пришли мне файл."});
}

TEST_CASE("morphology-engine: a quantity noun without a genitive plural is singular",
          "[agreement][issue35]") {
  check_found({{"Для каждого проекта обычно создаются своя группа.", "создаются", "создаётся"}});
  check_unflagged({"Для каждого проекта обычно создаётся своя группа.", "Создаются группа и проект.",
                   "Обычно создаются большинство файлов.", "Большинство пользователей выбирают тему."});
}

TEST_CASE(
    "morphology-engine: a genitive-only object right after a plural verb leaves no place for a fronted one",
    "[agreement][issue35]") {
  check_found({{"Если модуль требуют особых полномочий, запустите его от имени администратора.", "требуют",
                "требует"},
               {"Когда счётчик достигают нуля, процесс завершается.", "достигают", "достигает"}});
  check_unflagged({"Если модуль требует особых полномочий, запустите его от имени администратора.",
                   "Если модуль требуют пользователи, установите его.",
                   "Если модуль требуют, установите его.",
                   "Когда счётчики достигают нуля, процесс завершается."});
}

TEST_CASE(
    "morphology-engine: a homonym far less likely than the attribute does not keep it from being checked",
    "[agreement][issue35]") {
  // «такая» is also the gerund of «такать», «все» the adverb «всё» written without «ё»
  check_found({{"Журнал хранит такая информацию, как время входа.", "такая информацию", "такую информацию"},
               {"Служба доступна во все странах.", "все странах", "всех странах"}});
  check_unflagged({"Журнал хранит такую информацию, как время входа.", "Служба доступна во всех странах.",
                   "Все равно файл удалён.", "Все в порядке.", "Это все, что нужно.",
                   "Удалите все из каталога.", "Все это время файл открыт.", "Все, кто вошёл, видят окно."});
}

TEST_CASE("morphology-engine: a preposition homonym at the end of its clause is the noun",
          "[agreement][issue35]") {
  // «путём» is also a preposition, which needs a word after it
  check_found({{"Путь к файлу выражается его абсолютного путём.", "абсолютного путём", "абсолютным путём"},
               {"Путь задаётся полного путём, а не относительным.", "полного путём", "полным путём"}});
  check_unflagged({"Значение получено обычным путём.", "Значение получают нужного путём подбора.",
                   "Отсутствие содержимого при (надёжном) чтении строки."});
}

TEST_CASE(
    "morphology-engine: a clause of its own after a comma is no second subject of a verb before its subject",
    "[agreement][issue35]") {
  check_found(
      {{"Если вводятся строчная буква, она автоматически заменяется.", "вводятся", "вводится"},
       {"Когда открываются панель, окно Свойства показывает её параметры.", "открываются", "открывается"},
       {"Здесь задаются значение, смысл которого описан ниже.", "задаются", "задаётся"},
       {"Если появляются подсказка, кнопка внизу становится активной.", "появляются", "появляется"}});
  check_unflagged({"Если вводится строчная буква, она автоматически заменяется.",
                   "Здесь задаются значение, смысл и формат поля.", "Используются файл, каталог и ссылка.",
                   "Когда открываются панель, окно и меню, программа ждёт."});
}

TEST_CASE("morphology-engine: the attribute settles the number of an indeclinable subject after its verb",
          "[agreement][issue35]") {
  check_found({{"Для настройки используются новое меню программы.", "используются", "используется"},
               {"Когда открываются контекстное меню, программа ждёт.", "открываются", "открывается"}});
  check_unflagged({"Для настройки используется новое меню программы.",
                   "Для настройки используются новые меню программ.", "Для настройки используются меню.",
                   "Когда открываются контекстные меню, программа ждёт."});
}

TEST_CASE("morphology-engine: an impersonal modal in the plural takes no infinitive with a fronted object",
          "[agreement][issue35]") {
  check_found({{"Укажите, какой файл следуют удалить.", "следуют", "следует"},
               {"Этот шаг предстоят выполнить.", "предстоят", "предстоит"}});
  check_unflagged({"Укажите, какой файл следует удалить.", "Укажите, какие файлы следует удалить.",
                   "Этот шаг предстоит выполнить.", "Эти файлы следуют за каталогом.",
                   "Этот журнал стоит сохранить."});
}

TEST_CASE("morphology-engine: a first or second person pronoun after a plural verb is its object",
          "[agreement][issue35]") {
  check_found({{"Этот модуль уведомляют вас о новых версиях.", "уведомляют", "уведомляет"},
               {"Встроенный помощник приглашают нас к работе.", "приглашают", "приглашает"}});
  check_unflagged({"Этот модуль уведомляет вас о новых версиях.", "Эти модули уведомляют вас о версиях.",
                   "Этот модуль устанавливают вам администраторы.", "Этот модуль вам устанавливают."});
}

TEST_CASE("morphology-engine: the subject of a plural predicate right after it settles its attribute",
          "[agreement][issue35]") {
  // «команды», «строки» are genitives too, which a substantive («следующая») might take
  check_found(
      {{"Следующая команды используются для печати.", "Следующая команды", "Следующие команды"},
       {"Первую строки и столбцы пропускаются.", "Первую строки", "Первые строки"},
       {"Нужно сохранить файл, следующими шаги могут быть любыми.", "следующими шаги", "следующие шаги"}});
  check_unflagged({"Следующие команды используются для печати.", "Другим файлы доступны.",
                   "Левая и правая кнопки включаются.", "При изменении содержимого ячейки будут обновлены.",
                   "Четыре младших номера доступны.", "Данные системы используются.",
                   "Следующая команда используется для печати."});
}

TEST_CASE("morphology-engine: «всё», «это» before a noun only an attribute may govern are its attribute",
          "[agreement][issue35]") {
  // the adverb «всё», the particle and pronoun «это» take no genitive after them
  check_found({{"Для удаления всё файлов нажмите кнопку.", "всё файлов", "всех файлов"},
               {"После выполнения это действий закройте окно.", "это действий", "этих действий"},
               {"Это относится ко всё каталогам.", "всё каталогам", "всем каталогам"}});
  check_unflagged({"Для удаления всех файлов нажмите кнопку.", "Это файлов не касается.",
                   "Передайте это компоновщику.", "Считать это ошибкой нельзя.", "Файлов всё больше.",
                   "Процесс всё ещё работает.", "Сделайте это для файлов.", "Это каталогам не нужно."});
}
