// Shapes of the JSON the backend answers with (see /work/shared/spec and the
// API contract in the front-end brief). Only the fields the screens read.

export type Lang = "ru" | "en";

export interface MenuItem {
  id: string;
  route: string;
  title: Record<Lang, string>;
  admin_only: boolean;
}

// A section's flag (enabled), whether it runs (loaded), and why not when it failed.
export interface SectionState {
  enabled: boolean;
  loaded: boolean;
  error?: string;
}

export interface AppConfig {
  sections: Record<string, SectionState>;
  oidc_enabled: boolean;
  docs_enabled: boolean;
  pipeline_version: string;
  menu: MenuItem[];
}

export interface User {
  id: number | string;
  login: string;
  role: string;
  display_name: string;
}

export type Severity = "error" | "warning" | "suggestion";

export interface Remark {
  id: string;
  engine: string;
  category: string;
  rule_id: string;
  severity: Severity;
  message: string;
  block: number;
  offset: number;
  length: number;
  fragment: string;
  suggestions: string[];
  explanation: string;
  // other engines' remarks about the same problem, merged into this card by the host
  merged_from?: { engine: string; rule_id: string }[];
}

// Bold, italic or inline code over a part of a block's text (code points).
export interface InlineStyle {
  kind: "bold" | "italic" | "code";
  offset: number;
  length: number;
}

export interface Block {
  index: number;
  kind: string;
  text: string;
  // The cells of one table share location.paragraph.
  location?: { heading_path?: string[]; paragraph?: number; table_row?: number; table_column?: number };
  // A heading's level or a list item's depth (1 = outermost); absent in reports stored before them.
  level?: number;
  ordered?: boolean;
  styles?: InlineStyle[];
}

export interface Source {
  kind: string;
  name?: string;
  url?: string;
  format?: string;
}

export interface Report {
  // A report read from the history carries both ids; a job's report its history_id once saved.
  job_id: string | null;
  history_id?: number | string | null;
  source: Source;
  blocks: Block[];
  remarks: Remark[];
  summary: {
    total: number;
    by_category: Record<string, number>;
    by_engine: Record<string, number>;
    by_severity: Record<string, number>;
  };
  engines: { name: string; version: string; status: string; duration_ms: number; error?: string }[];
  styleguide: { id: string | number; name: string } | null;
  pipeline_version: string;
}

export type JobStatus = "queued" | "running" | "done" | "error" | "cancelled";

export interface Job {
  job_id: string;
  status: JobStatus;
  stage: string;
  progress: number;
  error?: string;
}

// An item of GET /api/jobs.
export interface JobSummary extends Job {
  kind: string;
  created_at: string;
  source: Source;
}

export interface Card {
  engine: string;
  block: number;
  remarks: Remark[];
}

export interface GuideSummary {
  id: string | number;
  name: string;
  description: string;
  version: string | number;
  is_default: boolean;
  active: boolean;
  rule_count: number;
}

export interface GuideRule {
  id: string | number;
  kind: string;
  message: string;
  explanation: string;
  good: string[];
  bad: string[];
  severity: Severity;
  category: string;
  enabled: boolean;
}

export interface Guide extends GuideSummary {
  rules: GuideRule[];
}

export interface ExtractionState {
  stage: "queued" | "parsing" | "extracting" | "validating" | "done" | "error";
  progress: number;
  guide_id?: string | number | null;
  // glossary: a term's definition, from which no rule is made
  warnings?: { statement: string; reason: string; glossary?: boolean }[];
  error?: string | null;
}

export interface HistoryItem {
  id: string | number;
  created_at: string;
  user: string | { login: string };
  source: Source;
  styleguide: string | { name: string } | null;
  total: number;
  by_category: Record<string, number>;
  job_id?: string | null;
}

// /api/checks/insights: counts are {key, count}; by_day (per category) is
// used when the backend sends it, otherwise by_period (all categories).
export interface Insights {
  by_category: { key?: string; category?: string; count: number }[];
  by_period?: { key: string; count: number }[];
  by_period_category?: { period: string; category: string; count: number }[];
  top_remarks?: { rule_id: string; message: string; count: number }[];
  top_rules?: { rule_id: string; message: string; count: number }[];
  // remarks dismissed as «not an error here», by rule
  dismissed_by_rule?: { key: string; count: number }[];
}

export interface ModelSettings {
  llm_base_url: string;
  llm_api_key: string;
  llm_model: string;
  llm_temperature: number;
  llm_max_tokens: number;
  llm_timeout_s: number;
  llm_concurrency: number;
  embeddings_url: string;
  embeddings_model: string;
  proxy: string;
}
