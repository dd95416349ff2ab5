import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { assertVersionHistory, upgrade } from '../../../src/services/storage/versions.ts';
import { counter } from './fixtures.ts';

const schema = z.object({ count: z.number() });
const latest = (version: number) => ({ version, schema, create: () => ({ count: 0 }) });
const migration = (version: number) => ({ version, migrate: (old: unknown) => old });

describe('assertVersionHistory', () => {
  it('accepts versions 0, 1, 2 with a migrate for each earlier one and a create for the latest', () => {
    expect(() => assertVersionHistory('k', counter.versions)).not.toThrow();
    expect(() => assertVersionHistory('k', [latest(0)])).not.toThrow();
  });

  it('rejects an empty history', () => {
    expect(() => assertVersionHistory('k', [])).toThrow(
      'Stored data "k": needs at least one version',
    );
  });

  it('rejects a history that does not start at 0', () => {
    expect(() => assertVersionHistory('k', [migration(1), latest(2)])).toThrow(
      'Stored data "k": versions must start at 0, the first is 1',
    );
  });

  it('rejects a gap between versions', () => {
    expect(() => assertVersionHistory('k', [migration(0), latest(2)])).toThrow(
      'Stored data "k": versions must rise by 1, 0 is followed by 2',
    );
  });

  it('rejects a repeated version', () => {
    expect(() => assertVersionHistory('k', [migration(0), latest(0)])).toThrow(
      'versions must rise by 1, 0 is followed by 0',
    );
  });

  it('rejects a latest version without create()', () => {
    expect(() => assertVersionHistory('k', [migration(0), { version: 1, schema }])).toThrow(
      'Stored data "k": the latest version (1) needs create() and a schema',
    );
  });

  it('rejects a latest version without a schema', () => {
    expect(() => assertVersionHistory('k', [{ version: 0, create: () => ({ count: 0 }) }])).toThrow(
      'the latest version (0) needs create() and a schema',
    );
  });

  it('rejects an earlier version without migrate()', () => {
    expect(() => assertVersionHistory('k', [{ version: 0 }, migration(1), latest(2)])).toThrow(
      'Stored data "k": version 0 needs migrate() to reach the next one',
    );
  });
});

describe('upgrade', () => {
  it('runs every migration from the stored version, in order', () => {
    expect(upgrade(counter.versions, 0, { n: 3 })).toEqual({ count: 3, label: 'migrated' });
    expect(upgrade(counter.versions, 1, { count: 4 })).toEqual({ count: 4, label: 'migrated' });
  });

  it('only validates data already at the latest version', () => {
    expect(upgrade(counter.versions, 2, { count: 5, label: 'kept' })).toEqual({
      count: 5,
      label: 'kept',
    });
    expect(upgrade(counter.versions, 2, { count: 'five', label: 'kept' })).toBeUndefined();
  });

  it('drops fields the latest schema does not know', () => {
    expect(upgrade(counter.versions, 2, { count: 5, label: 'kept', extra: true })).toEqual({
      count: 5,
      label: 'kept',
    });
  });

  it('answers undefined when a migration throws', () => {
    // Version 0 data without its object: the migration's destructuring throws.
    expect(upgrade(counter.versions, 0, null)).toBeUndefined();
  });

  it('answers undefined when the migrated data does not fit the latest schema', () => {
    expect(upgrade(counter.versions, 0, { n: 'three' })).toBeUndefined();
  });
});
