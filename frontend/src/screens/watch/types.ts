// The shapes /api/watch answers with.
import type { TextDiffBlock } from "../../components/BlockDiff";

export interface WatchGroup {
  id: number;
  name: string;
  description: string;
  schedule: "daily" | "manual";
  styleguide_id: string;
  options: { proofread?: boolean; check_language?: boolean; check_styleguide?: boolean; check_consistency?: boolean };
  active: boolean;
  page_count: number;
  pages?: WatchPage[];
}

export interface WatchPage {
  id: number;
  group_id: number;
  url: string;
  title: string;
  selector: string;
  main_content: boolean;
  ignore: string[];
}

export type Outcome = "pending" | "unchanged" | "changed" | "new" | "error";

export interface RunRow {
  page_id: number;
  url: string;
  title: string;
  outcome: Outcome;
  http_status: number;
  bytes: number;
  ms: number;
  error: string;
  snapshot_id: number;
  check_job_id: string;
}

export interface WatchRun {
  id: number;
  job_id: string;
  group_id: number;
  group_name: string | null;
  page_id: number;
  trigger: "manual" | "daily";
  status: "queued" | "running" | "done" | "error" | "cancelled";
  error: string;
  started_at: string;
  finished_at: string;
  total: number;
  unchanged: number;
  changed: number;
  new: number;
  errors: number;
  pending: number;
  pages?: RunRow[];
}

export interface DiffRemark {
  rule_id: string;
  category: string;
  severity: string;
  message: string;
  offset: number;
  length: number;
  fragment: string;
  suggestions: string[];
}

export interface DiffBlock extends TextDiffBlock {
  kind: string;
  remarks: DiffRemark[];
}

export interface WatchDiff {
  from: { id: number; taken_at: string } | null;
  to: { id: number; taken_at: string; check_job_id: string; report_url?: string };
  remarks_status: "none" | "pending" | "done";
  blocks: DiffBlock[];
  summary: { equal: number; added: number; removed: number; changed: number; new_remarks: number; repeated_remarks: number };
}

export interface WatchStatus {
  daily_at: string;
  last_cycle: string | null;
  next_cycle: string;
}
