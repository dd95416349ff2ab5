import { useMemo } from 'react';
import { type BackendClient, createBackendClient } from '../../services/backend/client.ts';
import { useSystemSelector } from '../app/AppActor.ts';

/** The client of the backend the account lives on (the device's choice, else the configured one). */
export function useBackendClient(): BackendClient {
  const baseUrl = useSystemSelector('account', (snapshot) => snapshot.context.backendUrl);
  return useMemo(() => createBackendClient({ baseUrl }), [baseUrl]);
}
