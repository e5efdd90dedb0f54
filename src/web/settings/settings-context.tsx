// Public programme settings (dates, contact data, video ids) loaded once from the server.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import type { components } from '../../shared/generated/api';
import { api } from '../api/client';
import { startEarly, takeEarly } from '../api/early';

export type PublicSettings = components['schemas']['PublicSettings'];

interface SettingsState {
  settings: PublicSettings | null;
  error: boolean;
}

const settingsRequest = () => api.GET('/api/settings/v1/public');

/** Called once at start (main.tsx), before React renders: the settings are on their way meanwhile. */
export const startSettingsEarly = () => startEarly('settings', settingsRequest);

const SettingsContext = createContext<SettingsState>({ settings: null, error: false });

export function SettingsProvider({ children, initial }: { children: ReactNode; initial?: PublicSettings }) {
  const [state, setState] = useState<SettingsState>({ settings: initial ?? null, error: false });
  useEffect(() => {
    if (initial) return;
    let live = true;
    takeEarly('settings', settingsRequest).then(
      ({ data }) => live && setState({ settings: data?.data ?? null, error: !data }),
      () => live && setState({ settings: null, error: true }),
    );
    return () => {
      live = false;
    };
  }, [initial]);
  return <SettingsContext.Provider value={state}>{children}</SettingsContext.Provider>;
}

export function useSettings(): SettingsState {
  return useContext(SettingsContext);
}
