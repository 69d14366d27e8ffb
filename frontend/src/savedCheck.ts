// What a saved check (its history entry) keeps beside its report: remarks
// dismissed as «not an error here» (for the document checked, so the next
// check of the same stored document starts with them) and «never for this
// term» exceptions made from its remarks (for every later check of its guide).
import { api, get } from "./api";
import type { Remark } from "./types";
import { useLoad } from "./useLoad";

export interface SavedCheck {
  dismissedIds: string[];
  dismiss(remark: Remark, dismissed: boolean): void;
  // Resolves once the exception is stored.
  neverForTerm(remark: Remark): Promise<void>;
}

// Undefined until the check is saved and its dismissals are loaded.
export function useSavedCheck(historyId: string | number | null | undefined, onError: (message: string) => void): SavedCheck | undefined {
  const loaded = useLoad(
    () => (historyId ? get<{ remark_ids: string[] }>(`/api/checks/history/${historyId}/dismissals`) : Promise.resolve(null)),
    [historyId],
  );
  if (!historyId || !loaded.data) return undefined;
  const remarkPath = (what: string, remark: Remark) => `/api/checks/history/${historyId}/${what}/${encodeURIComponent(remark.id)}`;
  return {
    dismissedIds: loaded.data.remark_ids,
    dismiss: (remark, dismissed) =>
      void api(dismissed ? "PUT" : "DELETE", remarkPath("dismissals", remark)).catch((e) => onError((e as Error).message)),
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
