// #/history: saved checks, newest first, a page at a time.
import { useState } from "preact/hooks";
import { api, ApiError, get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useLang, useT } from "../i18n";
import type { HistoryItem } from "../types";
import { useLoad } from "../useLoad";

const PER_PAGE = 20;
const nameOf = (v: string | { login?: string; name?: string } | null | undefined) =>
  typeof v === "string" ? v : (v?.name ?? v?.login ?? "");

export function History() {
  const t = useT();
  const lang = useLang();
  const [page, setPage] = useState(1);
  const [error, setError] = useState<ApiError | null>(null);
  const list = useLoad(() => get<{ items: HistoryItem[]; total: number }>(`/api/checks/history?page=${page}&per_page=${PER_PAGE}`), [page]);
  const pages = Math.max(1, Math.ceil((list.data?.total ?? 0) / PER_PAGE));

  const remove = async (id: string | number) => {
    if (!confirm(t("confirm_delete"))) return;
    try {
      await api("DELETE", `/api/checks/history/${encodeURIComponent(id)}`);
      list.reload();
    } catch (e) {
      setError(e as ApiError);
    }
  };

  return (
    <Screen title={t("history_title")} wide>
      <Problem error={list.error ?? error} />
      {list.data && list.data.items.length === 0 && <p>{t("empty")}</p>}
      {list.data && list.data.items.length > 0 && (
        <div class="table-wrap">
          <table>
            <thead>
              <tr>
                <th scope="col">{t("date")}</th>
                <th scope="col">{t("source")}</th>
                <th scope="col">{t("user")}</th>
                <th scope="col">{t("guide_picker")}</th>
                <th scope="col">{t("remarks")}</th>
                <th scope="col">
                  <span class="sr-only">{t("open")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.items.map((h) => (
                <tr key={h.id}>
                  <td data-label={t("date")}>{new Date(h.created_at).toLocaleString(lang)}</td>
                  <td data-label={t("source")}>{h.source?.name || h.source?.url || h.source?.kind}</td>
                  <td data-label={t("user")}>{nameOf(h.user)}</td>
                  <td data-label={t("guide_picker")}>{nameOf(h.styleguide)}</td>
                  <td data-label={t("remarks")}>{h.total}</td>
                  <td>
                    <div class="actions">
                      <a class="button" href={`#/review/${encodeURIComponent(h.id)}`}>
                        {t("open")}
                      </a>
                      <button type="button" class="danger" onClick={() => remove(h.id)}>
                        {t("delete")}
                      </button>
                    </div>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      {pages > 1 && (
        <nav class="pager" aria-label={t("pages")}>
          <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t("prev_page")}
          </button>
          <span>
            {page} / {pages}
          </span>
          <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t("next_page")}
          </button>
        </nav>
      )}
    </Screen>
  );
}
