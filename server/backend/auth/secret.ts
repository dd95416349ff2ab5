import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * The token-signing secret: BACKEND_SECRET when set; otherwise one generated on first start and kept
 * in the data folder (readable by the owner only), so sessions survive restarts. Never logged.
 */
export async function loadBackendSecret(
  configured: string | undefined,
  dataDir: string,
): Promise<string> {
  if (configured) return configured;
  if (dataDir.startsWith('memory://')) return randomBytes(32).toString('base64url');
  const file = join(dataDir, 'backend-secret');
  try {
    const stored = (await readFile(file, 'utf8')).trim();
    if (stored.length >= 32) return stored;
  } catch {
    // Not there yet: made below.
  }
  const secret = randomBytes(32).toString('base64url');
  await mkdir(dataDir, { recursive: true });
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
