import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { changedFilesSince, machinesTouchedBy } from '../../scripts/qa/changed.ts';
import { machines } from '../../src/machines/index.ts';

/** `qa:paths --changed-since REF`: the plans of the machines a change touched. */
describe('the machines a change touched', () => {
  it('a machine’s own file selects it, and the machines that invoke it', () => {
    expect(machinesTouchedBy(['src/machines/app/online.machine.ts'], machines)).toEqual([
      'app',
      'online',
    ]);
    expect(machinesTouchedBy(['src/machines/player/controls.machine.ts'], machines)).toEqual([
      'player',
      'controls',
    ]);
    expect(machinesTouchedBy(['src/machines/account/humanCheck.machine.ts'], machines)).toEqual([
      'register',
      'humanCheck',
      'migrateDirect',
    ]);
  });

  it('a module the machines share selects every machine that imports it', () => {
    expect(machinesTouchedBy(['src/machines/failedWith.ts'], machines)).toEqual([
      'app',
      'boot',
      'account',
      'login',
      'register',
      'sync',
      'sessions',
      'accountEdit',
      'fileHostToken',
      'debridKey',
      'migrateUpload',
      'migrateDirect',
    ]);
  });

  it('files outside the machines select none', () => {
    expect(
      machinesTouchedBy(
        ['README.md', 'src/services/network/ping.ts', 'src/ui/app/App.tsx'],
        machines,
      ),
    ).toEqual([]);
  });

  describe('the files git sees changed since a ref', () => {
    let repo: string;
    const git = (...args: string[]) =>
      execFileSync('git', ['-c', 'user.name=QA', '-c', 'user.email=qa@example.test', ...args], {
        cwd: repo,
      });
    afterEach(() => rmSync(repo, { recursive: true, force: true }));

    it('are the committed, the uncommitted and the new ones, not the unchanged', () => {
      repo = mkdtempSync(join(tmpdir(), 'qa-changed-'));
      git('init', '-q');
      for (const name of ['a.ts', 'b.ts', 'c.ts']) writeFileSync(join(repo, name), name);
      git('add', '.');
      git('commit', '-qm', 'first');
      writeFileSync(join(repo, 'a.ts'), 'changed and committed');
      git('commit', '-qam', 'second');
      writeFileSync(join(repo, 'b.ts'), 'changed, not committed');
      writeFileSync(join(repo, 'd.ts'), 'new');
      expect(changedFilesSince('HEAD~1', repo).sort()).toEqual(['a.ts', 'b.ts', 'd.ts']);
      expect(changedFilesSince('HEAD', repo).sort()).toEqual(['b.ts', 'd.ts']);
      expect(() => changedFilesSince('no-such-ref', repo)).toThrow();
    });
  });
});
