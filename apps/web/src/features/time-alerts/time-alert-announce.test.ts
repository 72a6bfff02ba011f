import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeAudio, fakeDesktopNotifications } from '../../test/browser-fakes';
import { NOTIFIED_MAX, notifiedKey, readNotifiedIds, writeNotifiedIds } from './alert-preferences';
import { DESKTOP_NOTIFICATION_MS, showTimeAlertDesktopNotification } from './desktop-notification';
import { makeTimeAlert } from './testing/time-alert-fixtures';
import {
  clearTimeAlertToasts,
  LOW_SEVERITY_TOAST_MS,
  showTimeAlertResolved,
  showTimeAlertToast,
  timeAlertToastStore,
} from './time-alert-toasts';
import { playTimeAlertTone, TIME_ALERT_TONE_HZ } from './time-alert-tone';
import { highestPriority, takeUnannounced } from './use-time-alert-announcer';

afterEach(() => {
  clearTimeAlertToasts();
  vi.useRealTimers();
});

/** The toasts shown and those waiting for a place (the bell's toaster shows at most 3 at once). */
const shownToasts = () => {
  const state = timeAlertToastStore.getState();
  return [...state.notifications, ...state.queue];
};

describe('time alert toasts', () => {
  it('close by themselves after 5 s only when low severity (baja, and the resolved message)', () => {
    showTimeAlertToast(makeTimeAlert({ id: 1, prioridad: 'baja' }));
    showTimeAlertToast(makeTimeAlert({ id: 2, prioridad: 'media' }));
    showTimeAlertToast(makeTimeAlert({ id: 3, prioridad: 'alta' }));
    showTimeAlertResolved();
    expect(LOW_SEVERITY_TOAST_MS).toBe(5_000);
    expect(shownToasts().map((n) => n.autoClose)).toEqual([5_000, false, false, 5_000]);
    expect(shownToasts().map((n) => n.color)).toEqual(['blue', 'yellow', 'red', 'green']);
  });

  it('never shows the same alert twice at once', () => {
    showTimeAlertToast(makeTimeAlert({ id: 1 }));
    showTimeAlertToast(makeTimeAlert({ id: 1 }));
    expect(shownToasts()).toHaveLength(1);
  });
});

describe('tones', () => {
  it('play 1000 Hz for alta, 800 for media and 600 for baja, at volume 0.6', () => {
    const tones = fakeAudio();
    playTimeAlertTone('alta');
    playTimeAlertTone('media');
    playTimeAlertTone('baja');
    expect(tones).toEqual([
      { hz: 1000, volume: 0.6 },
      { hz: 800, volume: 0.6 },
      { hz: 600, volume: 0.6 },
    ]);
    expect(Object.values(TIME_ALERT_TONE_HZ).sort()).toEqual([1000, 600, 800]);
  });

  it('do nothing where there is no Web Audio', () => {
    vi.stubGlobal('AudioContext', undefined);
    expect(() => playTimeAlertTone('alta')).not.toThrow();
  });

  it('of a batch: the highest priority', () => {
    expect(
      highestPriority([makeTimeAlert({ prioridad: 'baja' }), makeTimeAlert({ prioridad: 'media' })]),
    ).toBe('media');
    expect(highestPriority([])).toBeNull();
  });
});

describe('desktop notifications', () => {
  it('show when allowed and close after 5 s', () => {
    vi.useFakeTimers();
    const desktop = fakeDesktopNotifications('granted');
    showTimeAlertDesktopNotification(makeTimeAlert());
    expect(desktop.shown).toHaveLength(1);
    expect(desktop.shown[0]?.body).toBe(
      '#31 Control de cámaras · Banco Sur · Olga Operadora. Estimado: 2 h · Real: 4 h 05 min (204 %)',
    );
    vi.advanceTimersByTime(DESKTOP_NOTIFICATION_MS - 1);
    expect(desktop.shown[0]?.close).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(desktop.shown[0]?.close).toHaveBeenCalledTimes(1);
  });

  it.each<NotificationPermission>(['denied', 'default'])(
    'do not show when permission is %s',
    (permission) => {
      const desktop = fakeDesktopNotifications(permission);
      showTimeAlertDesktopNotification(makeTimeAlert());
      expect(desktop.shown).toHaveLength(0);
    },
  );
});

describe('alerts already announced', () => {
  it('are remembered per user, the newest 500 at most', () => {
    writeNotifiedIds(
      7,
      Array.from({ length: NOTIFIED_MAX + 20 }, (_, i) => i + 1),
    );
    const ids = readNotifiedIds(7);
    expect(ids?.size).toBe(NOTIFIED_MAX);
    expect(ids?.has(NOTIFIED_MAX + 20)).toBe(true);
    expect(ids?.has(20)).toBe(false);
    expect(readNotifiedIds(8)).toBeNull();
  });

  it('leave only pending alerts never announced, oldest first', () => {
    window.localStorage.setItem(notifiedKey(7), '[1]');
    const alerts = [
      makeTimeAlert({ id: 4 }),
      makeTimeAlert({ id: 3, estado: 'revisada' }),
      makeTimeAlert({ id: 2 }),
      makeTimeAlert({ id: 1 }),
    ];
    const { fresh } = takeUnannounced(7, alerts, null);
    expect(fresh.map((a) => a.id)).toEqual([2, 4]);
    expect(takeUnannounced(7, alerts, null).fresh).toEqual([]);
  });

  it('are kept in memory when storage is blocked', () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const first = takeUnannounced(7, [makeTimeAlert({ id: 1 })], null);
    expect(first.fresh).toEqual([]);
    const second = takeUnannounced(7, [makeTimeAlert({ id: 2 }), makeTimeAlert({ id: 1 })], first.known);
    expect(second.fresh.map((a) => a.id)).toEqual([2]);
  });
});
