import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { docFiles, problemsWith, writeDocs } from '../../scripts/qa/docs.ts';
import { plansFor } from '../../scripts/qa/plans.ts';
import { readWalks, type WalksFile } from '../../scripts/qa/walks.ts';

/** `qa:paths --check` (CI): docs/qa as the machines and walks.json give it, every transition walked. */
describe('qa:paths --check', () => {
  let dir: string;
  const plans = plansFor(['online']);
  const files = docFiles(plans);
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'qa-docs-'));
    writeDocs(files, dir);
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('passes on what qa:paths wrote', () => {
    expect(problemsWith(files, plans, dir)).toEqual([]);
  });

  it('fails on a hand-edited plan, page or table', () => {
    for (const name of ['paths/online.md', 'paths/online.json', 'paths.csv']) {
      const file = join(dir, name);
      writeFileSync(file, readFileSync(file, 'utf8').replace('5000', '4000').replace('5 s', '4 s'));
    }
    expect(problemsWith(files, plans, dir)).toEqual([
      'docs/qa/paths/online.md is out of date',
      'docs/qa/paths/online.json is out of date',
      'docs/qa/paths.csv is out of date',
    ]);
  });

  it('fails on a plan whose machine is gone, and on a missing one', () => {
    writeFileSync(join(dir, 'paths/gone.md'), '# QA paths: `gone`\n');
    rmSync(join(dir, 'paths/online.json'));
    expect(problemsWith(files, plans, dir)).toEqual([
      'docs/qa/paths/online.json is out of date',
      'docs/qa/paths/gone.md has no machine any more',
    ]);
  });

  it('fails when no test walks a transition', () => {
    const walks = readWalks();
    const online = walks.machines.online as WalksFile['machines'][string];
    const { 'online.pinging --done ping--> online.counting': _dropped, ...rest } =
      online.transitions;
    const withoutOne: WalksFile = {
      ...walks,
      machines: { online: { ...online, transitions: rest } },
    };
    const unwalked = plansFor(['online'], withoutOne);
    expect(problemsWith(docFiles(unwalked), unwalked, dir)).toContain(
      'online: no test walks online.pinging --done ping--> online.counting (docs/qa/walks.json)',
    );
  });
});
