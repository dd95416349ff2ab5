import { execFileSync } from 'node:child_process';
import type { MachineEntry } from '../../src/machines/index.ts';
import { ROOT, sourceFilesOf } from '../statecharts/sources.ts';

/** The files that differ from a git ref in the working tree, new untracked files included. */
export function changedFilesSince(ref: string, cwd = ROOT): string[] {
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .split('\n')
      .filter(Boolean);
  return [
    ...new Set([
      ...git('diff', '--name-only', ref, '--'),
      ...git('ls-files', '--others', '--exclude-standard'),
    ]),
  ];
}

/** The machines one of whose source files (see sourceFilesOf) is among `files`. */
export function machinesTouchedBy(
  files: string[],
  registry: Record<string, MachineEntry>,
): string[] {
  const changed = new Set(files);
  return Object.keys(registry).filter((id) => sourceFilesOf(id).some((file) => changed.has(file)));
}
