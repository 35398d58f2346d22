import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAX_NOTIFICATIONS, NOTIFICATION_MS, notify, setNotifier } from './notify';

afterEach(() => setNotifier(null));

describe('notify', () => {
  it('shows at once what is notified while the snackbar host is there', () => {
    const shown = vi.fn();
    setNotifier(shown);
    notify('Guardado.', 'success');
    expect(shown).toHaveBeenCalledWith('Guardado.', 'success');
  });

  it('keeps what is notified before the host registers, and shows it in order when it does', () => {
    notify('uno', 'info', 1_000);
    notify('dos', 'error', 1_500);
    const shown = vi.fn();
    setNotifier(shown, 2_000);
    expect(shown.mock.calls).toEqual([
      ['uno', 'info'],
      ['dos', 'error'],
    ]);
    // Shown once: a host registering again does not repeat them.
    const again = vi.fn();
    setNotifier(again, 2_100);
    expect(again).not.toHaveBeenCalled();
  });

  it(`drops what waited ${NOTIFICATION_MS} ms or more, and keeps only the last ${MAX_NOTIFICATIONS}`, () => {
    notify('viejo', 'default', 0);
    for (let i = 1; i <= MAX_NOTIFICATIONS + 1; i++) notify(`n${i}`, 'default', NOTIFICATION_MS);
    const shown = vi.fn();
    setNotifier(shown, NOTIFICATION_MS + 1);
    expect(shown.mock.calls.map(([message]) => message)).toEqual(['n2', 'n3', 'n4']);
  });

  it('waits again after the host is gone', () => {
    setNotifier(vi.fn());
    setNotifier(null);
    notify('después', 'warning', 10);
    const shown = vi.fn();
    setNotifier(shown, 20);
    expect(shown).toHaveBeenCalledWith('después', 'warning');
  });
});
