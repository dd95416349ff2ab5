import { type AppConfig, appConfigSchema } from '../../contracts/config.ts';

/** Why the app could not start; shown on the configuration error screen. */
export class ConfigLoadError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ConfigLoadError';
  }
}

/** Reads and validates `/config.json`; every failure becomes one readable ConfigLoadError. */
export async function loadConfig(signal?: AbortSignal): Promise<AppConfig> {
  let response: Response;
  try {
    response = await fetch('/config.json', { cache: 'no-store', signal });
  } catch (error) {
    throw new ConfigLoadError(`Could not reach /config.json (${(error as Error).message})`);
  }
  if (!response.ok) throw new ConfigLoadError(`/config.json answered ${response.status}`);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new ConfigLoadError('/config.json is not valid JSON');
  }
  const parsed = appConfigSchema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ConfigLoadError(
      `/config.json: ${issue?.path.join('.') || '(root)'} ${issue?.message}`,
    );
  }
  // Keys the boot does not read ride along, for the pages that parse them (streamAccessConfig.ts).
  return { ...(body as object), ...parsed.data };
}
