// A group's run history: when each run started, what started it, how it
// ended and what it found; each run links to its rows.
import { DataTable } from "../../components/DataTable";
import { useLang, useT } from "../../i18n";
import { RunCounts, STATUS_KEYS } from "./RunProgress";
import type { WatchRun } from "./types";
import { localTime } from "./WatchGroups";

export function RunHistory({ runs }: { runs: WatchRun[] }) {
  const t = useT();
  const lang = useLang();
  if (runs.length === 0) return <p>{t("watch_no_runs")}</p>;
  return (
    <DataTable data-watch-runs columns={[t("date"), t("watch_trigger"), t("watch_status"), t("watch_counts")]}>
      {runs.map((r) => (
        <tr key={r.id}>
          <td data-label={t("date")}>
            <a href={`#/watch/run/${r.id}`}>{localTime(r.started_at, lang)}</a>
          </td>
          <td data-label={t("watch_trigger")}>{t(r.trigger === "daily" ? "watch_daily" : "watch_manual")}</td>
          <td data-label={t("watch_status")}>
            {t(STATUS_KEYS[r.status])}
            {r.error && <div class="muted">{r.error}</div>}
          </td>
          <td data-label={t("watch_counts")}>
            <RunCounts run={r} />
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
