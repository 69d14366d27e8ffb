// #/insights: remarks over time (by category when the backend breaks them
// down), remarks by category, and the most frequent rules, drawn with
// Chart.js (loaded only for this screen).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartConfiguration } from "chart.js";
import { useEffect, useRef } from "preact/hooks";
import { get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useLang, useT } from "../i18n";
import { categoryLabel } from "../labels";
import type { Insights as InsightsData } from "../types";
import { useLoad } from "../useLoad";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

// Distinguishable colours with enough contrast on white.
const PALETTE = ["#1f5fbf", "#b3261e", "#1b7f3b", "#8a4baf", "#b35c00", "#00748c", "#5f6b00", "#a1306e"];

// Labels are in the interface language; ids (labelIds, a dataset's id) are the
// raw category ids, shown in the tooltip.
interface Series {
  labels: string[];
  labelIds?: string[];
  datasets: { label: string; id?: string; data: number[] }[];
}

function overTime(data: InsightsData, total: string, name: (id: string) => string): Series {
  const rows = data.by_period_category ?? [];
  if (rows.length) {
    const periods = [...new Set(rows.map((r) => r.period))].sort();
    const categories = [...new Set(rows.map((r) => r.category))].sort();
    const count = new Map(rows.map((r) => [r.period + "\n" + r.category, r.count]));
    return {
      labels: periods,
      datasets: categories.map((c) => ({ label: name(c), id: c, data: periods.map((p) => count.get(p + "\n" + c) ?? 0) })),
    };
  }
  const periods = data.by_period ?? [];
  return { labels: periods.map((p) => p.key), datasets: [{ label: total, data: periods.map((p) => p.count) }] };
}

function BarChart({ title, series, horizontal }: { title: string; series: Series; horizontal?: boolean }) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    if (!canvas.current) return;
    const stacked = series.datasets.length > 1;
    const config: ChartConfiguration<"bar"> = {
      type: "bar",
      data: {
        labels: series.labels,
        datasets: series.datasets.map((d, i) => ({ ...d, backgroundColor: PALETTE[i % PALETTE.length] })),
      },
      options: {
        indexAxis: horizontal ? "y" : "x",
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: stacked },
          tooltip: {
            callbacks: {
              title: (items) => items.map((item) => item.label + (series.labelIds ? ` (${series.labelIds[item.dataIndex]})` : "")),
              label: (item) => {
                const id = series.datasets[item.datasetIndex].id;
                return `${item.dataset.label}${id ? ` (${id})` : ""}: ${item.formattedValue}`;
              },
            },
          },
        },
        scales: { x: { stacked }, y: { stacked, beginAtZero: true } },
      },
    };
    const chart = new Chart(canvas.current, config);
    return () => chart.destroy();
  }, [series, horizontal]);
  return (
    <figure class="card chart">
      <figcaption>{title}</figcaption>
      <div class="chart-box">
        <canvas ref={canvas} role="img" aria-label={title} />
      </div>
    </figure>
  );
}

export function Insights() {
  const t = useT();
  const lang = useLang();
  const name = (id: string) => categoryLabel(lang, id);
  const insights = useLoad(() => get<InsightsData>("/api/checks/insights"), []);
  const data = insights.data;
  const top = data?.top_rules ?? data?.top_remarks ?? [];
  return (
    <Screen title={t("insights_title")} wide>
      <Problem error={insights.error} />
      {insights.loading && <p>{t("loading")}</p>}
      {data && (
        <div class="charts">
          <BarChart title={t("by_day")} series={overTime(data, t("remarks"), name)} />
          <BarChart
            title={t("by_category")}
            series={{
              labels: data.by_category.map((c) => name(c.category ?? c.key ?? "")),
              labelIds: data.by_category.map((c) => c.category ?? c.key ?? ""),
              datasets: [{ label: t("count"), data: data.by_category.map((c) => c.count) }],
            }}
          />
          <div>
            <BarChart
              title={t("top_rules")}
              horizontal
              series={{ labels: top.slice(0, 10).map((r) => r.rule_id), datasets: [{ label: t("count"), data: top.slice(0, 10).map((r) => r.count) }] }}
            />
            <table class="compact">
              <tbody>
                {top.slice(0, 10).map((r) => (
                  <tr key={r.rule_id + r.message}>
                    <th scope="row">{r.rule_id}</th>
                    <td>{r.message}</td>
                    <td>{r.count}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {(data.dismissed_by_rule ?? []).length > 0 && (
            <section data-testid="dismissed-by-rule">
              <h2>{t("dismissed_by_rule")}</h2>
              <table class="compact">
                <tbody>
                  {data.dismissed_by_rule!.slice(0, 10).map((r) => (
                    <tr key={r.key}>
                      <th scope="row">{r.key}</th>
                      <td>{r.count}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          )}
        </div>
      )}
    </Screen>
  );
}
