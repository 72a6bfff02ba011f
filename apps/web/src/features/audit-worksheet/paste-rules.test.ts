import { describe, expect, it } from 'vitest';
import { type ClipboardItemLike, imageFilesFromClipboard, pasteTarget } from './paste-rules';
import { addEvent } from './worksheet-events';

const item = (kind: string, type: string, file: File | null = null): ClipboardItemLike => ({
  kind,
  type,
  getAsFile: () => file,
});

describe('paste rules', () => {
  it('takes only image-type file items', () => {
    const png = new File(['p'], 'a.png', { type: 'image/png' });
    const jpg = new File(['j'], 'b.jpg', { type: 'image/jpeg' });
    const pdf = new File(['d'], 'c.pdf', { type: 'application/pdf' });
    const files = imageFilesFromClipboard([
      item('string', 'text/plain'),
      item('string', 'text/html'),
      item('file', 'image/png', png),
      item('file', 'application/pdf', pdf),
      item('file', 'image/jpeg', jpg),
      item('file', 'image/gif', null),
    ]);
    expect(files).toEqual([png, jpg]);
  });

  it('takes nothing from text only', () => {
    expect(imageFilesFromClipboard([item('string', 'text/plain')])).toEqual([]);
  });

  it('needs at least one event; goes to the selected event, else the last', () => {
    expect(pasteTarget([], null)).toBeNull();
    expect(pasteTarget([], 'a')).toBeNull();
    const events = addEvent(addEvent([], 'a'), 'b');
    expect(pasteTarget(events, null)).toBe('b');
    expect(pasteTarget(events, 'a')).toBe('a');
    expect(pasteTarget(events, 'removed')).toBe('b');
  });
});
