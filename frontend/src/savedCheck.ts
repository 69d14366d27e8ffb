// What a saved check (its history entry) keeps beside its report: the fixes
// accepted on it (for that check, in the order accepted, so a reload or
// another device shows the same corrected text), remarks dismissed as «not an
// error here» (for the document checked, so the next check of the same
// document starts with them while their sentence stays) and «never for this
// term» exceptions made from its remarks (for every later check of its guide).
import { useRef } from "preact/hooks";
import { api, get } from "./api";
import type { Remark } from "./types";
import { useLoad } from "./useLoad";

export interface SavedCheck {
  dismissedIds: string[];
  acceptedIds: string[];
  dismiss(remark: Remark, dismissed: boolean): void;
  accept(remark: Remark, accepted: boolean): void;
  // Resolves once the exception is stored.
  neverForTerm(remark: Remark): Promise<void>;
}

type Kept = { remark_ids: string[] };

// Undefined until the check is saved and what it keeps is loaded.
export function useSavedCheck(historyId: string | number | null | undefined, onError: (message: string) => void): SavedCheck | undefined {
  const loaded = useLoad(
    () =>
      historyId
        ? Promise.all([get<Kept>(`/api/checks/history/${historyId}/dismissals`), get<Kept>(`/api/checks/history/${historyId}/acceptances`)])
        : Promise.resolve(null),
    [historyId],
  );
  // Writes go one after another, so the server keeps acceptances in the order made.
  const writes = useRef<Promise<unknown>>(Promise.resolve());
  if (!historyId || !loaded.data) return undefined;
  const remarkPath = (what: string, remark: Remark) => `/api/checks/history/${historyId}/${what}/${encodeURIComponent(remark.id)}`;
  const write = (method: string, path: string) => {
    writes.current = writes.current.then(() => api(method, path)).catch((e) => onError((e as Error).message));
  };
  const [dismissals, acceptances] = loaded.data;
  return {
    dismissedIds: dismissals.remark_ids,
    acceptedIds: acceptances.remark_ids,
    dismiss: (remark, dismissed) => write(dismissed ? "PUT" : "DELETE", remarkPath("dismissals", remark)),
    accept: (remark, accepted) => write(accepted ? "PUT" : "DELETE", remarkPath("acceptances", remark)),
    neverForTerm: async (remark) => {
      try {
        await api("POST", remarkPath("exceptions", remark));
      } catch (e) {
        onError((e as Error).message);
        throw e;
      }
    },
  };
}
