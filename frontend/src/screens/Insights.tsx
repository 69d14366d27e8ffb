// #/insights: remarks by category over time and the most frequent rules,
// drawn with Chart.js (loaded only for this screen).
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from "chart.js";
import { useEffect, useRef } from "preact/hooks";
import { get } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import type { Insights as InsightsData } from "../types";
import { useLoad } from "../useLoad";

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Legend, Tooltip);

// Distinguishable colours with enough contrast on white.
const PALETTE = ["#1f5fbf", "#b3261e", "#1b7f3b", "#8a4baf", "#b35c00", "#00748c", "#5f6b00", "#a1306e"];

function useChart(build: (canvas: HTMLCanvasElement) => Chart | null, deps: unknown[]) {
  const canvas = useRef<HTMLCanvasElement>(null);
  useEffect(() => {
    const chart = canvas.current ? build(canvas.current) : null;
    return () => chart?.destroy();
  }, deps);
  return canvas;
}

function ByDay({ data }: { data: InsightsData }) {
  const t = useT();
  const canvas = useChart(
    (el) => {
      const days = [...new Set(data.by_day.map((d) => d.day))].sort();
      const categories = [...new Set(data.by_day.map((d) => d.category))].sort();
      const datasets = categories.map((c, i) => ({
        label: c,
        backgroundColor: PALETTE[i % PALETTE.length],
        data: days.map((day) => data.by_day.find((d) => d.day === day && d.category === c)?.count ?? 0),
      }));
      return new Chart(el, {
        type: "bar",
        data: { labels: days, datasets },
        options: { responsive: true, maintainAspectRatio: false, animation: false, scales: { x: { stacked: true }, y: { stacked: true, beginAtZero: true } } },
      });
    },
    [data],
  );
  return (
    <figure class="card chart">
      <figcaption>{t("by_day")}</figcaption>
      <div class="chart-box">
        <canvas ref={canvas} role="img" aria-label={t("by_day")} />
      </div>
    </figure>
  );
}

function TopRules({ data }: { data: InsightsData }) {
  const t = useT();
  const canvas = useChart(
    (el) =>
      new Chart(el, {
        type: "bar",
        data: {
          labels: data.top_rules.map((r) => r.rule_id),
          datasets: [{ label: t("count"), backgroundColor: PALETTE[0], data: data.top_rules.map((r) => r.count) }],
        },
        options: { indexAxis: "y", responsive: true, maintainAspectRatio: false, animation: false, plugins: { legend: { display: false } } },
      }),
    [data],
  );
  return (
    <figure class="card chart">
      <figcaption>{t("top_rules")}</figcaption>
      <div class="chart-box">
        <canvas ref={canvas} role="img" aria-label={t("top_rules")} />
      </div>
      <table class="compact">
        <tbody>
          {data.top_rules.map((r) => (
            <tr key={r.rule_id}>
              <th scope="row">{r.rule_id}</th>
              <td>{r.message}</td>
              <td>{r.count}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}

export function Insights() {
  const t = useT();
  const insights = useLoad(() => get<InsightsData>("/api/checks/insights"), []);
  return (
    <Screen title={t("insights_title")} wide>
      <Problem error={insights.error} />
      {insights.loading && <p>{t("loading")}</p>}
      {insights.data && (
        <div class="charts">
          <ByDay data={insights.data} />
          <TopRules data={insights.data} />
        </div>
      )}
    </Screen>
  );
}
