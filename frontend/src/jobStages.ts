// A job's stage in words. The pipeline's stages (host/jobs; engines report
// their check_* option without the prefix, or "checking"), a section task's
// own (the API translation's "preparing" and "translating") and how a job
// ended; an unknown stage is shown as it comes.
import type { StringKey, Translate } from "./i18n";

const STAGES = [
  "queued",
  "extracting",
  "language",
  "styleguide",
  "consistency",
  "checking",
  "model",
  "report",
  "preparing",
  "translating",
  "done",
  "error",
  "cancelled",
];

export const stageLabel = (t: Translate, stage: string) => (STAGES.includes(stage) ? t(("job_stage_" + stage) as StringKey) : stage);
