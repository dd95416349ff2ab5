// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, createStores } from '../../../src/services/storage/index.ts';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('browserStorage', () => {
  it("is the browser's localStorage", () => {
    expect(browserStorage()).toBe(window.localStorage);
  });

  it('stands in when the browser refuses localStorage, and the stores still work in memory', () => {
    vi.spyOn(window, 'localStorage', 'get').mockImplementation(() => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    });
    const stores = createStores(browserStorage());
    stores.modals.trigger.dismissed({ id: 'welcome' });
    expect(stores.modals.getSnapshot().context.dismissed).toEqual(['welcome']);
  });
});
