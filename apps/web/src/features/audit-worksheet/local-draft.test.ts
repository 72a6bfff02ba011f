import { describe, expect, it, vi } from 'vitest';
import {
  clearLocalDraft,
  type LocalDraft,
  localDraftKey,
  markLocalDraftSynced,
  readLocalDraft,
  shouldRestoreLocal,
  writeLocalDraft,
} from './local-draft';
import { EMPTY_SHEET } from './worksheet-events';

const draft = (over: Partial<LocalDraft> = {}): LocalDraft => ({
  sheet: { ...EMPTY_SHEET, observacionesFinales: 'local' },
  editedAt: '2026-11-20T12:05:00.000Z',
  baseSavedAt: '2026-11-20T12:00:00.000Z',
  synced: false,
  ...over,
});

describe('local draft', () => {
  it('is kept per audit id and read back', () => {
    writeLocalDraft(31, draft());
    expect(window.localStorage.getItem('auditDraft_31')).toContain('local');
    expect(localDraftKey(31)).toBe('auditDraft_31');
    expect(readLocalDraft(31)).toEqual(draft());
    expect(readLocalDraft(32)).toBeNull();
    markLocalDraftSynced(31, '2026-11-20T12:06:00.000Z');
    expect(readLocalDraft(31)).toMatchObject({ synced: true, baseSavedAt: '2026-11-20T12:06:00.000Z' });
    clearLocalDraft(31);
    expect(readLocalDraft(31)).toBeNull();
  });

  it('ignores what is not a draft', () => {
    window.localStorage.setItem('auditDraft_5', '{roto');
    expect(readLocalDraft(5)).toBeNull();
    window.localStorage.setItem('auditDraft_5', '{"a":1}');
    expect(readLocalDraft(5)).toBeNull();
  });

  it('drops the pixels of images when the storage is full', () => {
    const setItem = vi.spyOn(window.localStorage, 'setItem');
    setItem.mockImplementationOnce(() => {
      throw new DOMException('lleno', 'QuotaExceededError');
    });
    const withImage = draft({
      sheet: {
        ...EMPTY_SHEET,
        eventos: [
          {
            id: 'a',
            numero: 1,
            timestamp: '',
            descripcion: 'd',
            observaciones: '',
            tipoEvento: 'infraccion-menor',
            imagenes: [{ id: 4, data: 'data:image/jpeg;base64,AAAA', name: 'x.jpg', size: 3 }],
          },
        ],
      },
    });
    writeLocalDraft(8, withImage);
    expect(readLocalDraft(8)?.sheet.eventos[0]?.imagenes[0]).toEqual({
      id: 4,
      data: '',
      name: 'x.jpg',
      size: 3,
    });
  });

  it('restores only unsynced work the server does not have', () => {
    expect(shouldRestoreLocal(null, null)).toBe(false);
    expect(shouldRestoreLocal(draft({ synced: true }), null)).toBe(false);
    // The server had no draft.
    expect(shouldRestoreLocal(draft({ baseSavedAt: null }), null)).toBe(true);
    // The server still has the copy this one started from (whatever the clocks say).
    expect(
      shouldRestoreLocal(draft({ editedAt: '2020-01-01T00:00:00.000Z' }), '2026-11-20T12:00:00.000Z'),
    ).toBe(true);
    // Someone saved after: only a later local change wins.
    expect(shouldRestoreLocal(draft(), '2026-11-20T12:10:00.000Z')).toBe(false);
    expect(
      shouldRestoreLocal(draft({ editedAt: '2026-11-20T12:11:00.000Z' }), '2026-11-20T12:10:00.000Z'),
    ).toBe(true);
  });
});
