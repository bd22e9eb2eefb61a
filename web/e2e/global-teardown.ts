import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Removes the run's data folder, made in playwright.config.ts (and only such a folder). */
export default function globalTeardown(): void {
  const dataDir = process.env.SOUTE_E2E_DATA_DIR;
  if (dataDir?.startsWith(join(tmpdir(), 'soute-e2e-'))) rmSync(dataDir, { recursive: true, force: true });
}
