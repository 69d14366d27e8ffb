// An error state and a wrapper that runs an action and keeps its error.
import { useState } from "preact/hooks";
import type { ApiError } from "./api";

export function useGuard(): [ApiError | null, (work: () => Promise<unknown>) => Promise<void>, (e: ApiError | null) => void] {
  const [error, setError] = useState<ApiError | null>(null);
  const guard = async (work: () => Promise<unknown>) => {
    setError(null);
    try {
      await work();
    } catch (e) {
      setError(e as ApiError);
    }
  };
  return [error, guard, setError];
}
