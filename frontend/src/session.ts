// What every screen may need: the logged-in user and the served config.
import { createContext } from "preact";
import { useContext } from "preact/hooks";
import type { AppConfig, User } from "./types";

export interface Session {
  user: User | null;
  config: AppConfig | null;
  setUser(user: User | null): void;
}

export const SessionContext = createContext<Session>({ user: null, config: null, setUser: () => {} });

export function useSession(): Session {
  return useContext(SessionContext);
}

export const isAdmin = (user: User | null) => user?.role === "admin";
