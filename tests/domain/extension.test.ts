import { describe, expect, it } from 'vitest';
import {
  type ExtensionHelloAnswer,
  extensionCheckOf,
  isSupportedExtensionVersion,
} from '../../src/domain/extension.ts';

const working: ExtensionHelloAnswer = {
  success: true,
  version: '1.0.2',
  allowed: true,
  hasPermission: true,
};

describe('extension versions (spec doc 1 §5: ^1.0.2)', () => {
  it.each(['1.0.2', '1.0.10', '1.1.0', '1.9.3'])('takes %s', (version) => {
    expect(isSupportedExtensionVersion(version)).toBe(true);
  });

  it.each(['1.0.1', '0.9.9', '2.0.0', '1.1.0-beta.1', 'latest', ''])('refuses %s', (version) => {
    expect(isSupportedExtensionVersion(version)).toBe(false);
  });
});

describe('the check of a hello answer (spec doc 1 §4)', () => {
  it('is unknown when nothing answered, failed when the extension says so', () => {
    expect(extensionCheckOf(undefined)).toBe('unknown');
    expect(extensionCheckOf({ success: false, error: 'Broken' })).toBe('failed');
  });

  it('is a success only when allowed, permitted and up to date', () => {
    expect(extensionCheckOf(working)).toBe('success');
    expect(extensionCheckOf({ ...working, allowed: false })).toBe('disallowed');
    expect(extensionCheckOf({ ...working, hasPermission: false })).toBe('noperms');
    expect(extensionCheckOf({ ...working, version: '1.0.0' })).toBe('outdated');
  });

  it('names the first problem: not allowed, then no permission, then the version', () => {
    const everything = { ...working, allowed: false, hasPermission: false, version: '0.1.0' };
    expect(extensionCheckOf(everything)).toBe('disallowed');
    expect(extensionCheckOf({ ...everything, allowed: true })).toBe('noperms');
    expect(extensionCheckOf({ ...everything, allowed: true, hasPermission: true })).toBe(
      'outdated',
    );
  });
});
