// bench_documents [documents] [kilobytes per document] [store directory]
//
// Builds a repository of generated Russian documents (default 10 000 of
// 100 KB: about 1 GB of text, the size issue 12 asks for) through the
// section's core on a real SQLite file and blob folder, or with
// BENCH_DATABASE_URL=postgresql://… in the schema plugin_documents of that
// PostgreSQL database as the host would make it (issue 25), and prints:
//  - upload throughput (blob write with SHA-256, fsync, rename, metadata row), MB/s;
//  - indexing throughput (lemmatising and FTS5 or tsvector insertion), MB of text/s;
//  - search latency p50/p99 over 200 queries of one to three words;
//  - the process's resident memory with the store open after the searches.
// The text is made of the forms of ~120 common lemmas (every form the
// morphology gives), so queries hit many documents, as in a real repository.
//
// The store directory has the section's own layout (store.db and blobs/, as
// in <data>/plugins/documents), so a backend can serve it. Given a directory
// whose store already holds files, the bench skips the build and only
// searches it (a 1 GB store takes a while to build); given one whose store
// the backend created and migrated but is empty, it builds into that store
// (tests/bench/documents/http_search.sh).
#include <sys/resource.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <functional>
#include <random>
#include <string>
#include <vector>

#include <Poco/Data/Session.h>

#include "Repository.hpp"
#include "RepositorySchema.hpp"
#include "TempDir.hpp"
#include "auth/Permissions.hpp"
#include "storage/Database.hpp"
#include "storage/SqliteTypesOnPostgreSQL.hpp"

using namespace proofreader::documents;
using Clock = std::chrono::steady_clock;

namespace {

const char* kLemmas[] = {
    "файл",          "сервер",         "пользователь",   "настройка",    "система",   "документ",
    "версия",        "параметр",       "служба",         "каталог",      "запрос",    "ответ",
    "ошибка",        "журнал",         "доступ",         "пароль",       "сеть",      "адрес",
    "порт",          "база",           "данные",         "таблица",      "поле",      "значение",
    "команда",       "строка",         "окно",           "кнопка",       "меню",      "раздел",
    "глава",         "проверка",       "отчёт",          "замечание",    "правило",   "руководство",
    "инструкция",    "установка",      "обновление",     "резервный",    "копия",     "архив",
    "папка",         "диск",           "память",         "процесс",      "поток",     "задача",
    "очередь",       "сообщение",      "уведомление",    "безопасность", "ключ",      "сертификат",
    "протокол",      "соединение",     "клиент",         "приложение",   "модуль",    "плагин",
    "библиотека",    "функция",        "метод",          "класс",        "объект",    "тип",
    "формат",        "текст",          "слово",          "предложение",  "абзац",     "заголовок",
    "список",        "рисунок",        "пример",         "описание",     "создать",   "удалить",
    "изменить",      "сохранить",      "открыть",        "закрыть",      "запустить", "остановить",
    "перезапустить", "проверить",      "настроить",      "установить",   "обновить",  "скопировать",
    "переместить",   "выбрать",        "указать",        "ввести",       "нажать",    "получить",
    "отправить",     "загрузить",      "скачать",        "найти",        "новый",     "старый",
    "основной",      "дополнительный", "системный",      "сетевой",      "локальный", "удалённый",
    "важный",        "обязательный",   "необязательный", "текущий",      "последний", "первый",
    "следующий",     "быстрый"};

long rss_kb() {
  std::ifstream status("/proc/self/status");
  std::string line;
  while (std::getline(status, line))
    if (line.rfind("VmRSS:", 0) == 0) return std::stol(line.substr(6));
  return 0;
}

double ms_since(Clock::time_point start) {
  return std::chrono::duration<double, std::milli>(Clock::now() - start).count();
}

double cpu_ms() {
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1000 + static_cast<double>(t.tv_nsec) / 1e6;
}

double percentile(std::vector<double> v, double p) {
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

}  // namespace

int main(int argc, char** argv) {
  const int documents = argc > 1 ? std::stoi(argv[1]) : 10000;
  const std::size_t document_bytes = (argc > 2 ? std::stoul(argv[2]) : 100) * 1024;
  proofreader::test::TempDir scratch;
  const std::string dir = argc > 3 ? argv[3] : scratch.path();

  auto morphology = proofreader::russian::Morphology::open(PROOFREADER_RUSSIAN_DICT_DIR);
  const SearchText search_text(morphology);
  std::vector<std::string> forms;
  for (const char* lemma : kLemmas)
    for (const auto& form : morphology->lexeme(morphology->parse(lemma).front())) forms.push_back(form.word);

  // The store as the host opens a plugin's (host/storage/Database.cpp, the plugin's migrate()).
  using namespace proofreader::host;
  const char* url = std::getenv("BENCH_DATABASE_URL");
  const bool postgres = url && *url;
  const auto dialect =
      postgres ? proofreader::sdk::StoreDialect::postgresql : proofreader::sdk::StoreDialect::sqlite;
  Database store(postgres ? DatabaseLocation{Dialect::postgresql, {}, url, "plugin_documents"}
                          : DatabaseLocation{Dialect::sqlite, dir + "/store.db", {}, {}},
                 Database::Schema::none);
  std::vector<std::string> steps;
  for (const auto& step : repository_schema(dialect))
    steps.push_back(postgres ? sqlite_types_on_postgresql(step) : step);
  store.migrate("plugin", steps);
  const std::function<Poco::Data::Session()> session = [&] { return store.session(); };
  const bool reuse = [&] {
    int files = 0;
    auto s = session();
    s << "SELECT COUNT(*) FROM files", Poco::Data::Keywords::into(files), Poco::Data::Keywords::now;
    return files > 0;
  }();
  proofreader::blobs::BlobStore blobs(dir);
  Repository repo(session, blobs, proofreader::host::require, dialect);
  const proofreader::sdk::User user{1, "bench", "admin"};

  std::mt19937 random(42);
  std::uniform_int_distribution<std::size_t> pick(0, forms.size() - 1);
  auto make_text = [&](std::vector<std::string>& blocks) {
    std::string text;
    blocks.clear();
    while (text.size() < document_bytes) {
      std::string paragraph;
      for (int sentence = 0; sentence < 4; ++sentence) {
        std::string s = forms[pick(random)];
        for (int w = 0; w < 11; ++w) s += " " + forms[pick(random)];
        paragraph += s + ". ";
      }
      blocks.push_back(paragraph);
      text += paragraph + "\n\n";
    }
    return text;
  };

  double upload_ms = 0, index_ms = 0;
  std::uint64_t upload_bytes = 0, index_bytes = 0;
  std::vector<std::string> blocks;
  const auto build_start = Clock::now();
  const std::int64_t folders[] = {0, reuse ? 0 : repo.create_folder(0, "Руководства", user),
                                  reuse ? 0 : repo.create_folder(0, "Справочники", user)};
  for (int i = 0; i < (reuse ? 0 : documents); ++i) {
    const std::string text = make_text(blocks);
    auto start = Clock::now();
    proofreader::blobs::BlobWriter writer(blobs, 25'000'000);
    writer.write(text.data(), text.size());
    const auto uploaded = repo.add_version(folders[i % 3], "doc-" + std::to_string(i) + ".txt", writer,
                                           "text/plain; charset=utf-8", "", user);
    upload_ms += ms_since(start);
    upload_bytes += text.size();
    start = Clock::now();
    repo.store_index(uploaded.file_id, uploaded.version, blocks, search_text);
    index_ms += ms_since(start);
    index_bytes += text.size();
    if ((i + 1) % 500 == 0)
      std::fprintf(stderr, "%d documents, %.0f s\n", i + 1, ms_since(build_start) / 1000);
  }

  // Wall time, and the process's CPU time, which the machine's load does not
  // stretch (the search runs on this one thread).
  std::vector<double> latencies, cpu_times;
  std::int64_t hits = 0;
  for (int q = 0; q < 200; ++q) {
    std::string query = forms[pick(random)];
    for (int extra = 0; extra < q % 3; ++extra) query += " " + forms[pick(random)];
    const auto start = Clock::now();
    const double cpu_start = cpu_ms();
    const auto page = repo.search(search_text.parse_query(query), search_text, 0, false, 20, 0);
    latencies.push_back(ms_since(start));
    cpu_times.push_back(cpu_ms() - cpu_start);
    hits += page.total;
  }
  const double mb = 1024.0 * 1024.0;
  auto s = session();
  Poco::Int64 store_bytes = 0;
  if (postgres) {
    s << "SELECT pg_database_size(current_database())", Poco::Data::Keywords::into(store_bytes),
        Poco::Data::Keywords::now;
  } else {
    Poco::Int64 db_pages = 0, page_size = 0;
    s << "PRAGMA page_count", Poco::Data::Keywords::into(db_pages), Poco::Data::Keywords::now;
    s << "PRAGMA page_size", Poco::Data::Keywords::into(page_size), Poco::Data::Keywords::now;
    store_bytes = db_pages * page_size;
  }
  std::printf("%s %.1f MB%s\n", postgres ? "PostgreSQL database" : "store.db",
              static_cast<double>(store_bytes) / mb, reuse ? " (reused: search only)" : "");
  if (!reuse) {
    std::printf("documents: %d of %zu KB, %.1f MB of text\n", documents, document_bytes / 1024,
                static_cast<double>(index_bytes) / mb);
    std::printf("upload:   %.1f MB/s (blob with SHA-256, fsync, rename, row)\n",
                static_cast<double>(upload_bytes) / mb / (upload_ms / 1000));
    std::printf(postgres ? "indexing: %.2f MB of text/s (lemmas + tsvector)\n"
                         : "indexing: %.2f MB of text/s (lemmas + FTS5)\n",
                static_cast<double>(index_bytes) / mb / (index_ms / 1000));
  }
  std::printf(
      "search:   p50 %.1f ms, p99 %.1f ms over %zu queries (1-3 words; %.0f matching files on average)\n",
      percentile(latencies, 0.5), percentile(latencies, 0.99), latencies.size(),
      static_cast<double>(hits) / static_cast<double>(latencies.size()));
  std::printf("          CPU time p50 %.1f ms, p99 %.1f ms\n", percentile(cpu_times, 0.5),
              percentile(cpu_times, 0.99));
  for (std::size_t words = 1; words <= 3; ++words) {
    std::vector<double> wall, cpu;
    for (std::size_t q = words - 1; q < latencies.size(); q += 3) {
      wall.push_back(latencies[q]);
      cpu.push_back(cpu_times[q]);
    }
    std::printf("          %zu word(s): p50 %.1f ms (CPU %.1f ms)\n", words, percentile(wall, 0.5),
                percentile(cpu, 0.5));
  }
  std::printf("memory:   RSS %.1f MB with the store open (max %.1f MB)\n",
              static_cast<double>(rss_kb()) / 1024, [] {
                rusage usage{};
                getrusage(RUSAGE_SELF, &usage);
                return static_cast<double>(usage.ru_maxrss) / 1024;
              }());
  return 0;
}
