import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './intl';

describe('onFirstUse', () => {
  it('makes the value on the first call only', () => {
    const make = vi.fn(() => ({ made: true }));
    const get = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
