// #/api and #/api/{id}: the OpenAPI section. The list of specs with upload;
// a spec's screen with its versions and tabs for segments (checked as a job,
// remarks shown under each segment, grouped by operation), consistency
// findings, the diff between versions, the translation editor (source and
// target side by side) and export, plus the documents linked to it.
import { useMemo, useState } from "preact/hooks";
import { api, ApiError, get, request, download } from "../api";
import { Problem } from "../components/Problem";
import { Screen } from "../components/Screen";
import { useT } from "../i18n";
import { followJob } from "../jobStream";
import { stageLabel } from "../jobStages";
import { useGuard } from "../useGuard";
import type { Remark, Report } from "../types";
import { useLoad } from "../useLoad";

interface SpecSummary {
  id: number;
  title: string;
  openapi_version: string;
  latest_version: number;
  operation_count: number;
  segment_count: number;
  owner: string;
}
interface Version {
  version: number;
  file_name: string;
  openapi_version: string;
  title: string;
  operation_count: number;
  segment_count: number;
  created_at: string;
}
interface ApiDocument {
  id: number;
  file_name: string;
  spec_version: number;
}
interface SpecDetail extends SpecSummary {
  versions: Version[];
  documents: ApiDocument[];
}
interface Segment {
  pointer: string;
  kind: string;
  text: string;
  operation: string;
}
interface Finding {
  pointer: string;
  rule: string;
  severity: string;
  message: string;
  operation: string;
}
interface Change {
  rule: string;
  level: string;
  breaking: boolean;
  operation: string;
  where: string;
  path: string;
  message: string;
}
interface TextChange {
  change: string;
  pointer: string;
  old: string;
  new: string;
}
interface Translation {
  pointer: string;
  operation: string;
  source: string;
  translation: string;
  origin: string;
}

export function ApiSpecs({ id }: { id?: string }) {
  // Keyed by spec: another spec opens on its latest version and first tab.
  return id ? <SpecScreen key={id} id={id} /> : <SpecList />;
}

function SpecList() {
  const t = useT();
  const list = useLoad(() => get<{ specs: SpecSummary[] }>("/api/api-specs"), []);
  const [error, guard] = useGuard();
  const [busy, setBusy] = useState(false);

  const upload = async (e: Event) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    if (!(form.get("spec_id") as string)) form.delete("spec_id");
    setBusy(true);
    await guard(async () => {
      const created = await api<{ id: number }>("POST", "/api/api-specs", form);
      location.hash = `#/api/${created.id}`;
    });
    setBusy(false);
  };
  const remove = async (spec: SpecSummary) => {
    if (!confirm(t("confirm_delete"))) return;
    await guard(async () => {
      await api("DELETE", `/api/api-specs/${spec.id}`);
      list.reload();
    });
  };

  return (
    <Screen title={t("api_title")} wide>
      <form class="card" onSubmit={upload} data-testid="api-upload">
        <label>
          {t("api_file")}
          <input type="file" name="file" accept=".yaml,.yml,.json" required />
        </label>
        <label>
          {t("api_new_version_of")}
          <select name="spec_id">
            <option value="">{t("api_new_spec")}</option>
            {list.data?.specs.map((s) => (
              <option key={s.id} value={s.id}>
                {s.title || `#${s.id}`}
              </option>
            ))}
          </select>
        </label>
        <button class="primary" disabled={busy}>
          {t("api_upload")}
        </button>
      </form>
      <Problem error={list.error ?? error} />
      {list.data && list.data.specs.length === 0 && <p>{t("empty")}</p>}
      {list.data && list.data.specs.length > 0 && (
        <div class="table-wrap">
          <table data-testid="api-specs">
            <thead>
              <tr>
                <th scope="col">{t("api_spec")}</th>
                <th scope="col">OpenAPI</th>
                <th scope="col">{t("api_version")}</th>
                <th scope="col">{t("api_operations")}</th>
                <th scope="col">{t("api_segments")}</th>
                <th scope="col">{t("user")}</th>
                <th scope="col">
                  <span class="sr-only">{t("delete")}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list.data.specs.map((s) => (
                <tr key={s.id}>
                  <td>
                    <a href={`#/api/${s.id}`}>{s.title || `#${s.id}`}</a>
                  </td>
                  <td>{s.openapi_version}</td>
                  <td>{s.latest_version}</td>
                  <td>{s.operation_count}</td>
                  <td>{s.segment_count}</td>
                  <td>{s.owner}</td>
                  <td>
                    <button class="danger" onClick={() => remove(s)}>
                      {t("delete")}
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Screen>
  );
}

type Tab = "segments" | "consistency" | "diff" | "translation" | "documents";

function SpecScreen({ id }: { id: string }) {
  const t = useT();
  const spec = useLoad(() => get<SpecDetail>(`/api/api-specs/${id}`), [id]);
  const [version, setVersion] = useState(0);
  const [tab, setTab] = useState<Tab>("segments");
  const current = version || spec.data?.latest_version || 0;
  const tabs: [Tab, string][] = [
    ["segments", t("api_tab_segments")],
    ["consistency", t("api_tab_consistency")],
    ["diff", t("api_tab_diff")],
    ["translation", t("api_tab_translation")],
    ["documents", t("api_tab_documents")],
  ];
  return (
    <Screen title={spec.data?.title || t("api_title")} wide>
      <Problem error={spec.error} />
      {spec.data && (
        <>
          <div class="actions card">
            <label>
              {t("api_version")}
              <select value={current} onChange={(e) => setVersion(Number((e.target as HTMLSelectElement).value))} data-testid="api-version">
                {spec.data.versions.map((v) => (
                  <option key={v.version} value={v.version}>
                    {v.version}: {v.file_name} ({v.operation_count} / {v.segment_count})
                  </option>
                ))}
              </select>
            </label>
            <span class="muted">OpenAPI {spec.data.openapi_version}</span>
            <ExportButtons id={id} version={current} />
          </div>
          <div role="tablist" class="actions">
            {tabs.map(([key, label]) => (
              <button key={key} role="tab" aria-selected={tab === key} class={tab === key ? "primary" : ""} onClick={() => setTab(key)} data-tab={key}>
                {label}
              </button>
            ))}
          </div>
          {/* Keyed by version: one version's remarks, diff base or drafts never show under another. */}
          {tab === "segments" && <SegmentsTab key={current} id={id} version={current} />}
          {tab === "consistency" && <ConsistencyTab key={current} id={id} version={current} />}
          {tab === "diff" && <DiffTab key={current} id={id} versions={spec.data.versions} to={current} />}
          {tab === "translation" && <TranslationTab key={current} id={id} version={current} />}
          {tab === "documents" && <DocumentsTab id={id} documents={spec.data.documents} onChange={spec.reload} />}
        </>
      )}
    </Screen>
  );
}

function ExportButtons({ id, version }: { id: string; version: number }) {
  const t = useT();
  const [error, guard] = useGuard();
  const save = (format: string, translation?: string) =>
    guard(async () => {
      const query = `version=${version}&format=${format}` + (translation ? `&translation=${translation}` : "");
      await download(await request("GET", `/api/api-specs/${id}/export?${query}`), `spec.${format}`);
    });
  return (
    <span class="actions" data-testid="api-export">
      <button onClick={() => save("yaml")}>{t("api_export")} YAML</button>
      <button onClick={() => save("json")}>{t("api_export")} JSON</button>
      <button onClick={() => save("yaml", "en")}>YAML (en)</button>
      <button onClick={() => save("yaml", "ru")}>YAML (ru)</button>
      <small class="hint" data-testid="api-export-comments">
        {t("api_export_comments")}
      </small>
      <Problem error={error} />
    </span>
  );
}

// Segments grouped by operation ("" first: info, tags, components…).
function byOperation<T extends { operation: string }>(items: T[]): [string, T[]][] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.operation) ?? [];
    list.push(item);
    groups.set(item.operation, list);
  }
  return [...groups.entries()];
}

function SegmentsTab({ id, version }: { id: string; version: number }) {
  const t = useT();
  const segments = useLoad(() => get<{ segments: Segment[] }>(`/api/api-specs/${id}/segments?version=${version}`), [id, version]);
  const [remarks, setRemarks] = useState<Map<string, Remark[]> | null>(null);
  const [stage, setStage] = useState("");
  const [error, guard, setError] = useGuard();

  const check = () =>
    guard(async () => {
      setRemarks(null);
      const { job_id } = await api<{ job_id: string }>("POST", `/api/api-specs/${id}/check`, { version });
      followJob(job_id, {
        stage: setStage,
        progress: () => {},
        card: () => {},
        end: async (status, message) => {
          setStage(status);
          if (status !== "done") return setError(new ApiError(0, status, message ?? status));
          // Each block's location carries its segment's pointer (the check's contract).
          const report = await get<Report>(`/api/jobs/${job_id}/report`);
          const byPointer = new Map<string, Remark[]>();
          for (const remark of report.remarks) {
            const pointer = report.blocks[remark.block]?.location?.heading_path?.[0] ?? "";
            byPointer.set(pointer, [...(byPointer.get(pointer) ?? []), remark]);
          }
          setRemarks(byPointer);
        },
      });
    });

  const groups = useMemo(() => byOperation(segments.data?.segments ?? []), [segments.data]);
  return (
    <div>
      <p class="actions">
        <button class="primary" onClick={check} data-testid="api-check">
          {t("api_check")}
        </button>
        {stage && <span role="status">{stageLabel(t, stage)}</span>}
      </p>
      <Problem error={segments.error ?? error} />
      {groups.map(([operation, items]) => (
        <section key={operation} class="card" data-operation={operation}>
          <h2>{operation || t("api_general")}</h2>
          {items.map((s) => (
            <div key={s.pointer} data-pointer={s.pointer}>
              <p>
                <code class="muted">{s.pointer}</code> <span class="badge">{s.kind}</span>
              </p>
              <p>{s.text}</p>
              {remarks?.get(s.pointer)?.map((r) => (
                <p key={r.id} class={`remark sev-${r.severity}`} data-remark={r.rule_id}>
                  «{r.fragment}» — {r.message}
                  {r.suggestions.length > 0 && ` → ${r.suggestions.join(", ")}`}
                </p>
              ))}
            </div>
          ))}
        </section>
      ))}
      {remarks && remarks.size === 0 && <p class="notice ok">{t("api_no_remarks")}</p>}
    </div>
  );
}

function ConsistencyTab({ id, version }: { id: string; version: number }) {
  const t = useT();
  const findings = useLoad(() => get<{ findings: Finding[] }>(`/api/api-specs/${id}/consistency?version=${version}`), [id, version]);
  return (
    <div data-testid="api-findings">
      <Problem error={findings.error} />
      {findings.data && findings.data.findings.length === 0 && <p class="notice ok">{t("api_no_findings")}</p>}
      <ul class="cards">
        {findings.data?.findings.map((f, i) => (
          <li key={i} class={`remark sev-${f.severity}`} data-rule={f.rule}>
            <header>
              <span class={`badge sev-${f.severity}`}>{f.rule}</span>
              {f.operation && <strong>{f.operation}</strong>}
            </header>
            <p>{f.message}</p>
            <code class="muted">{f.pointer}</code>
          </li>
        ))}
      </ul>
    </div>
  );
}

function DiffTab({ id, versions, to }: { id: string; versions: Version[]; to: number }) {
  const t = useT();
  const [from, setFrom] = useState(Math.max(1, to - 1));
  const diff = useLoad(
    () => get<{ summary: Record<string, number>; changes: Change[]; text_changes: TextChange[] }>(`/api/api-specs/${id}/diff?from=${from}&to=${to}`),
    [id, from, to],
  );
  const [error, guard] = useGuard();
  const changelog = () =>
    guard(async () => {
      await download(await request("GET", `/api/api-specs/${id}/diff?from=${from}&to=${to}&format=md`), "changelog.md");
    });
  return (
    <div data-testid="api-diff">
      <p class="actions">
        <label>
          {t("api_diff_from")}
          <select value={from} onChange={(e) => setFrom(Number((e.target as HTMLSelectElement).value))}>
            {versions.map((v) => (
              <option key={v.version} value={v.version}>
                {v.version}
              </option>
            ))}
          </select>
        </label>
        <span>→ {to}</span>
        <button onClick={changelog}>{t("api_changelog")}</button>
      </p>
      <Problem error={diff.error ?? error} />
      {diff.data && (
        <>
          <p>
            {t("api_breaking")}: <strong data-testid="api-breaking-count">{diff.data.summary.breaking}</strong>, {t("api_warnings")}: {diff.data.summary.warning},{" "}
            {t("api_other")}: {diff.data.summary.info}
          </p>
          <ul class="cards">
            {diff.data.changes.map((c, i) => (
              <li key={i} class={`remark ${c.breaking ? "sev-error" : c.level === "warning" ? "sev-warning" : "sev-suggestion"}`} data-level={c.level}>
                <header>
                  {c.breaking && <span class="badge sev-error">{t("api_breaking_badge")}</span>}
                  <strong>{c.operation}</strong> <span class="muted">{[c.where, c.path].filter(Boolean).join(" ")}</span>
                </header>
                <p>
                  {c.message} <code class="muted">{c.rule}</code>
                </p>
              </li>
            ))}
          </ul>
          {diff.data.text_changes.length > 0 && <h2>{t("api_text_changes")}</h2>}
          <ul class="cards">
            {diff.data.text_changes.map((c) => (
              <li key={c.pointer} class="remark">
                <code class="muted">{c.pointer}</code>
                <div class="columns">
                  <del>{c.old}</del>
                  <ins>{c.new}</ins>
                </div>
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

function TranslationTab({ id, version }: { id: string; version: number }) {
  const t = useT();
  const [target, setTarget] = useState<"en" | "ru">("en");
  const list = useLoad(() => get<{ segments: Translation[] }>(`/api/api-specs/${id}/translations?version=${version}&target=${target}`), [id, version, target]);
  const [stage, setStage] = useState("");
  const [progress, setProgress] = useState(0);
  const [error, guard, setError] = useGuard();
  const [drafts, setDrafts] = useState<Record<string, string>>({});

  const translate = () =>
    guard(async () => {
      const { job_id } = await api<{ job_id: string }>("POST", `/api/api-specs/${id}/translations`, { version, target });
      followJob(job_id, {
        stage: setStage,
        progress: setProgress,
        card: () => {},
        end: (status, message) => {
          setStage(status);
          if (status !== "done") setError(new ApiError(0, status, message ?? status));
          list.reload();
        },
      });
    });
  const save = (pointer: string) =>
    guard(async () => {
      await api("PUT", `/api/api-specs/${id}/translations`, { version, target, pointer, text: drafts[pointer] });
      list.reload();
    });
  return (
    <div data-testid="api-translation">
      <p class="actions">
        <label>
          {t("api_target")}
          <select value={target} onChange={(e) => setTarget((e.target as HTMLSelectElement).value as "en" | "ru")}>
            <option value="en">English</option>
            <option value="ru">Русский</option>
          </select>
        </label>
        <button class="primary" onClick={translate}>
          {t("api_translate")}
        </button>
        {stage && (
          <span role="status">
            {stageLabel(t, stage)} <progress value={progress} max={1} />
          </span>
        )}
      </p>
      <Problem error={list.error ?? error} />
      <table>
        <thead>
          <tr>
            <th scope="col">{t("api_source")}</th>
            <th scope="col">{t("api_translation")}</th>
          </tr>
        </thead>
        <tbody>
          {list.data?.segments.map((s) => (
            <tr key={s.pointer} data-pointer={s.pointer}>
              <td>
                <code class="muted">{s.pointer}</code>
                <p>{s.source}</p>
              </td>
              <td>
                <textarea
                  rows={2}
                  aria-label={`${t("api_translation")} ${s.pointer}`}
                  value={drafts[s.pointer] ?? s.translation}
                  onInput={(e) => setDrafts({ ...drafts, [s.pointer]: (e.target as HTMLTextAreaElement).value })}
                />
                <span class="actions">
                  <span class="muted">{s.origin}</span>
                  {drafts[s.pointer] !== undefined && drafts[s.pointer] !== s.translation && (
                    <button onClick={() => save(s.pointer)}>{t("save")}</button>
                  )}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

interface DocumentFinding {
  rule: string;
  severity: string;
  message: string;
}

function DocumentsTab({ id, documents, onChange }: { id: string; documents: ApiDocument[]; onChange(): void }) {
  const t = useT();
  const [open, setOpen] = useState<number | null>(null);
  const [error, guard] = useGuard();
  const detail = useLoad(
    () => (open ? get<{ findings: DocumentFinding[] }>(`/api/api-spec-documents/${open}`) : Promise.resolve(null)),
    [open],
  );
  const upload = async (e: Event) => {
    e.preventDefault();
    const form = new FormData(e.currentTarget as HTMLFormElement);
    form.set("spec_id", id);
    await guard(async () => {
      const created = await api<{ id: number }>("POST", "/api/api-spec-documents", form);
      onChange();
      setOpen(created.id);
    });
  };
  const remove = async (doc: ApiDocument) => {
    if (!confirm(t("confirm_delete"))) return;
    await guard(async () => {
      await api("DELETE", `/api/api-spec-documents/${doc.id}`);
      if (open === doc.id) setOpen(null);
      onChange();
    });
  };
  return (
    <div data-testid="api-documents">
      <form class="card" onSubmit={upload}>
        <label>
          {t("api_document_file")}
          <input type="file" name="file" accept=".docx,.md,.html,.htm" required />
        </label>
        <button class="primary">{t("api_upload")}</button>
      </form>
      <Problem error={detail.error ?? error} />
      <ul>
        {documents.map((d) => (
          <li key={d.id} class="actions">
            <button class="link" onClick={() => setOpen(d.id)}>
              {d.file_name}
            </button>
            <button class="danger" onClick={() => remove(d)}>
              {t("delete")}
            </button>
          </li>
        ))}
      </ul>
      {detail.data && (
        <ul class="cards">
          {detail.data.findings.map((f, i) => (
            <li key={i} class={`remark sev-${f.severity}`} data-rule={f.rule}>
              <span class={`badge sev-${f.severity}`}>{f.rule}</span> {f.message}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
