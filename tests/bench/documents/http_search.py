#!/usr/bin/env python3
# The document repository's search through the real backend, on the store
# bench_documents built: 200 queries of one to three words over HTTP, p50 and
# p99 in milliseconds, and the backend's resident memory afterwards.
#
#   http_search.py BASE_URL ADMIN_PASSWORD BACKEND_PID
#
# http_search.sh builds the store, starts the backend on it and runs this.
import http.cookiejar
import json
import random
import statistics
import sys
import time
import urllib.parse
import urllib.request

base, password, pid = sys.argv[1], sys.argv[2], sys.argv[3]
opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(http.cookiejar.CookieJar()))
opener.open(urllib.request.Request(base + "/api/auth/login", headers={"Content-Type": "application/json"},
                                   data=json.dumps({"login": "admin", "password": password}).encode()))
# Forms of the bench's lemmas, so every query matches many files.
forms = ("файлы сервера пользователем настройки системой документов версию параметрами службе каталога запросом "
         "ответы ошибкой журнале доступа паролем сети адресу порты базы данными таблицей поля значения командой "
         "строки окном кнопку меню разделе главы проверкой отчётом замечания правилами").split()
random.seed(7)
times = {1: [], 2: [], 3: []}
for q in range(200):
    words = q % 3 + 1
    query = " ".join(random.choice(forms) for _ in range(words))
    start = time.perf_counter()
    body = json.load(opener.open(base + "/api/repo/search?q=" + urllib.parse.quote(query)))
    times[words].append((time.perf_counter() - start) * 1000)
    assert body["total"] > 0 and body["items"], query
every = sorted(times[1] + times[2] + times[3])
print("search over HTTP: p50 %.1f ms, p99 %.1f ms over %d queries (%s)" % (
    every[len(every) // 2], every[int(len(every) * 0.99)], len(every),
    ", ".join("%d word(s) p50 %.1f ms" % (n, statistics.median(v)) for n, v in times.items())))
with open("/proc/%s/status" % pid) as status:
    print("backend: " + ", ".join(line.split(":")[0] + " " + line.split(":")[1].strip()
                                  for line in status if line.startswith(("VmRSS", "VmHWM"))))
