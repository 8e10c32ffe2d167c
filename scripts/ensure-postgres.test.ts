import { spawnSync } from 'node:child_process';
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

/**
 * `npm test` (scripts/test.sh) runs the integration tests on PostgreSQL with the URL ensure-postgres.sh prints. When
 * PostgreSQL cannot be had, only an unprivileged developer may skip that run; as root or on CI the script fails, so
 * CI cannot go green without the PostgreSQL run. PostgreSQL is made unavailable here with an empty binaries folder
 * and an apt-get that fails; `id` is replaced to play root or a normal user.
 */
const SCRIPT = fileURLToPath(new URL('./ensure-postgres.sh', import.meta.url));
const shims = mkdtempSync(path.join(tmpdir(), 'ensure-postgres-'));
const emptyLibDir = path.join(shims, 'no-postgres');
writeFileSync(path.join(shims, 'apt-get'), '#!/bin/sh\necho "apt-get: no network" >&2\nexit 100\n');
writeFileSync(path.join(shims, 'id'), '#!/bin/sh\necho "$FAKE_UID"\n');
chmodSync(path.join(shims, 'apt-get'), 0o755);
chmodSync(path.join(shims, 'id'), 0o755);

afterAll(() => rmSync(shims, { recursive: true, force: true }));

function run(uid: number, ci?: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, PATH: `${shims}:${process.env.PATH}`, POSTGRES_LIB_DIR: emptyLibDir, FAKE_UID: String(uid) };
  delete env.TEST_DATABASE_URL;
  delete env.CI;
  if (ci !== undefined) env.CI = ci;
  const result = spawnSync('bash', [SCRIPT], { env, encoding: 'utf8', timeout: 20_000 });
  return { status: result.status, lastLine: result.stdout.trim().split('\n').pop(), stderr: result.stderr };
}

describe('ensure-postgres.sh when PostgreSQL cannot be had', () => {
  it('fails as root, naming the reason', () => {
    const result = run(0);
    expect(result.status).toBe(1);
    expect(result.lastLine).toBe('FAIL: apt-get could not install postgresql');
    expect(result.stderr).toContain('PostgreSQL is required here');
  });

  it('fails on CI even as an unprivileged user', () => {
    const result = run(1000, 'true');
    expect(result.status).toBe(1);
    expect(result.lastLine).toBe('FAIL: PostgreSQL is not installed and installing it needs root');
  });

  it('lets an unprivileged developer outside CI skip the PostgreSQL run', () => {
    const result = run(1000);
    expect(result.status).toBe(0);
    expect(result.lastLine).toBe('SKIP: PostgreSQL is not installed and installing it needs root');
  });

  it('passes a given TEST_DATABASE_URL through untouched', () => {
    const env = { ...process.env, TEST_DATABASE_URL: 'postgres://u:p@127.0.0.1:5999/x', PATH: `${shims}:${process.env.PATH}`, FAKE_UID: '0' };
    const result = spawnSync('bash', [SCRIPT], { env, encoding: 'utf8', timeout: 20_000 });
    expect(result.status).toBe(0);
    expect(result.stdout.trim()).toBe('postgres://u:p@127.0.0.1:5999/x');
  });
});
