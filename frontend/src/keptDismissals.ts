// Dismissals kept with a saved check («not an error here»): loaded for its
// history entry and written as the writer dismisses or restores a remark. The
// backend keeps them for the document checked, so the next check of the same
// stored document starts with them too.
import { api, get } from "./api";
import type { Remark } from "./types";
import { useLoad } from "./useLoad";

export interface KeptDismissals {
  ids: string[];
  save(remark: Remark, dismissed: boolean): void;
}

// Undefined until the check is saved and its dismissals are loaded.
export function useKeptDismissals(historyId: string | number | null | undefined, onError: (message: string) => void): KeptDismissals | undefined {
  const loaded = useLoad(
    () => (historyId ? get<{ remark_ids: string[] }>(`/api/checks/history/${historyId}/dismissals`) : Promise.resolve(null)),
    [historyId],
  );
  if (!historyId || !loaded.data) return undefined;
  return {
    ids: loaded.data.remark_ids,
    save: (remark, dismissed) =>
      void api(dismissed ? "PUT" : "DELETE", `/api/checks/history/${historyId}/dismissals/${encodeURIComponent(remark.id)}`).catch((e) =>
        onError((e as Error).message),
      ),
  };
}
