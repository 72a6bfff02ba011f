import { describe, expect, it } from 'vitest';
import { textSchema } from './schemas/common';
import { dropInvisibleEdges, isBlankText, trimText } from './text';

const INVISIBLES = ['\u200B', '\u200C', '\u200D', '\u2060', '\uFEFF', '\u00AD', '\u200E', '\u202E', '\u3164'];

describe('invisible characters never count as text', () => {
  it.each(INVISIBLES.map((c) => [c.codePointAt(0)?.toString(16), c]))(
    'U+%s alone, or twenty of it, is blank',
    (_code, c) => {
      expect(trimText(c)).toBe('');
      expect(trimText(c.repeat(20))).toBe('');
      expect(isBlankText(` ${c} ${c} `)).toBe(true);
    },
  );

  it('trims spaces and invisible characters at both ends, keeping the inside (an emoji needs its joiners)', () => {
    expect(trimText('\u200B Luz del depósito \uFEFF')).toBe('Luz del depósito');
    expect(trimText('👨\u200D👩\u200D👧')).toBe('👨\u200D👩\u200D👧');
    expect(trimText('a\u200Bb')).toBe('a\u200Bb');
    expect(isBlankText('x')).toBe(false);
    expect(isBlankText(undefined)).toBe(true);
  });

  it("drops only the invisible characters at the ends when asked to keep a text's own spaces", () => {
    expect(dropInvisibleEdges('\u200Bclave con espacio \u2060')).toBe('clave con espacio ');
    expect(dropInvisibleEdges(' \u200B x \u200B ')).toBe('  x  ');
    expect(dropInvisibleEdges('sin cambios')).toBe('sin cambios');
  });

  it('the text schema applies the length rule to what is visible', () => {
    const explanation = textSchema(2000).min(15);
    expect(explanation.safeParse('\u200B'.repeat(20)).success).toBe(false);
    expect(explanation.safeParse('\u200BFactura de luz del mes\u200B')).toEqual({
      success: true,
      data: 'Factura de luz del mes',
    });
  });
});
