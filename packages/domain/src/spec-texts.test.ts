/**
 * Every quoted Spanish user-facing text of the specification is in the product's source.
 *
 * The rule that picks the texts (`specTexts`):
 * - a text is what the spec writes between single quotes ('…') — the spec quotes on-screen texts that way and
 *   uses no backticks;
 * - placeholders are not part of the text: ` ...` after a space or a colon (the server's reason that follows),
 *   `{name}`, a lone `N` or `M` (a count) and `"X"` (a name). What is left between placeholders must be in the
 *   source, each piece of 3 letters or more ('N de M seleccionados' → 'seleccionados'). An ellipsis glued to a
 *   word ('Guardando...') is part of the text; '…' in the source counts as '...';
 * - identifiers and values are not texts: a single lower-case word ('dashboard', 'cleanup', 'heredado',
 *   'resolver');
 * - English paraphrases are not texts: every word in ENGLISH_WORDS ('and N more', 'repair payments').
 * Where the spec folds several texts into one ('creada/actualizada'), SPEC_FORMS lists the texts it stands for.
 *
 * The product's source is every non-test file of apps/web/src, apps/server/src and packages/domain/src, with runs
 * of white space read as one space (JSX breaks lines). Texts not yet in the product are in NOT_YET, each with why;
 * the test fails when a text is missing and not listed, and when a listed text is now present (so the list only
 * shrinks).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = resolve(import.meta.dirname, '../../..');
const SPEC_DIR = process.env.SPEC_DIR ?? '/work/shared/spec';
const SPEC_FILES = ['audit-workflow.md', 'finance-and-administration.md'];
const SOURCE_DIRS = ['apps/web/src', 'apps/server/src', 'packages/domain/src'];

/** Words of the spec's English paraphrases of texts (a quoted text made only of these is not a Spanish text). */
const ENGLISH_WORDS = new Set(
  (
    'and more repair payments users my orders audits audit request new requires correction change password ' +
    'create scheduled fixed admin earns base salary active'
  ).split(' '),
);

/** Spec texts that stand for several texts of the product (the spec's own shorthand), with those texts. */
const SPEC_FORMS: Record<string, string[]> = {
  '✅ Auditoría creada/actualizada exitosamente': [
    '✅ Auditoría creada exitosamente',
    '✅ Auditoría actualizada exitosamente',
  ],
  'Sucursal actualizada/creada/eliminada exitosamente': [
    'Sucursal actualizada exitosamente',
    'Sucursal creada exitosamente',
    'Sucursal eliminada exitosamente',
  ],
};

/** Spec texts not yet in the product, each with why. Remove an entry when its text lands. */
const NOT_YET: Record<string, string> = {
  'Error al completar: ...':
    'the operator finishes in the worksheet, which says "Error al finalizar la auditoría: ..."; the panel has no complete action',
};

interface SpecText {
  /** The text as the spec quotes it. */
  text: string;
  /** Where the spec quotes it first (file:line). */
  where: string;
  /** What must be found in the source (all of it). */
  pieces: string[];
}

const QUOTED = /(?<=^|[\s([{,;:/])'(.+?)'(?=[\s).,;:/\]]|$)/gm;

/** Comments are not the product: a comment quoting the spec does not put its text on a screen. */
const STRING_OR_COMMENT =
  /('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

function withoutComments(code: string): string {
  return code.replace(STRING_OR_COMMENT, (_match, literal: string | undefined) => literal ?? ' ');
}

function normalise(text: string): string {
  return text.replaceAll('…', '...').replace(/\s+/g, ' ');
}

function isSpanishText(text: string): boolean {
  const words = text.match(/[\p{L}]+/gu) ?? [];
  if (words.length === 0) return false;
  if (words.length === 1 && /^[\p{Ll}_]+$/u.test(text)) return false;
  const letterWords = words.filter((w) => !/^[NM]$/.test(w));
  if (letterWords.length > 0 && letterWords.every((w) => ENGLISH_WORDS.has(w.toLowerCase()))) return false;
  return true;
}

function piecesOf(text: string): string[] {
  const forms = SPEC_FORMS[text];
  if (forms) return forms;
  return text
    .replace(/(?<=[\s:])\.\.\.$/, '')
    .split(/\{\w+\}|"X"|(?<![\p{L}])[NM](?![\p{L}])/u)
    .map((piece) => piece.trim().replace(/:$/, '').trim())
    .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= 3);
}

function specTexts(specs: { file: string; content: string }[]): SpecText[] {
  const seen = new Map<string, SpecText>();
  for (const { file, content } of specs) {
    content.split('\n').forEach((line, index) => {
      for (const match of line.matchAll(QUOTED)) {
        const text = match[1] ?? '';
        if (seen.has(text) || !isSpanishText(text)) continue;
        const pieces = piecesOf(text);
        if (pieces.length === 0) continue;
        seen.set(text, { text, where: `${file}:${index + 1}`, pieces });
      }
    });
  }
  return [...seen.values()];
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name === 'test' || name === 'testing' || name === '__tests__' || name === 'node_modules') continue;
      out.push(...sourceFiles(path));
    } else if (/\.(ts|tsx)$/.test(name) && !/\.(test|spec)\.tsx?$/.test(name)) {
      out.push(path);
    }
  }
  return out;
}

function readProductSource(): string {
  return SOURCE_DIRS.flatMap((dir) => sourceFiles(join(ROOT, dir)))
    .map((path) => normalise(withoutComments(readFileSync(path, 'utf8'))))
    .join('\n');
}

describe('the rule that picks spec texts', () => {
  const pick = (line: string) => specTexts([{ file: 'x.md', content: line }]);

  it('keeps Spanish texts, with an ellipsis glued to a word, and drops placeholders', () => {
    expect(pick("Button 'Iniciar Sesión', which shows 'Iniciando sesión...' while pending.")).toEqual([
      { text: 'Iniciar Sesión', where: 'x.md:1', pieces: ['Iniciar Sesión'] },
      { text: 'Iniciando sesión...', where: 'x.md:1', pieces: ['Iniciando sesión...'] },
    ]);
    expect(pick("'Error cargando plantilla: ...', 'Error {status}: {body}', 'N de M seleccionados'")).toEqual(
      [
        { text: 'Error cargando plantilla: ...', where: 'x.md:1', pieces: ['Error cargando plantilla'] },
        { text: 'Error {status}: {body}', where: 'x.md:1', pieces: ['Error'] },
        { text: 'N de M seleccionados', where: 'x.md:1', pieces: ['seleccionados'] },
      ],
    );
    expect(pick("'Cliente \"X\" eliminado exitosamente' and 'Error: ' plus text")).toEqual([
      {
        text: 'Cliente "X" eliminado exitosamente',
        where: 'x.md:1',
        pieces: ['Cliente', 'eliminado exitosamente'],
      },
      { text: 'Error: ', where: 'x.md:1', pieces: ['Error'] },
    ]);
  });

  it('reads strings and JSX text but not comments', () => {
    const code = "// 'Texto en comentario'\nconst a = 'http://x'; /* 'Otro' */ <p>Texto visible</p>";
    expect(withoutComments(code)).toBe(" \nconst a = 'http://x';   <p>Texto visible</p>");
  });

  it('drops identifiers, values and English paraphrases', () => {
    expect(pick("A hidden 'dashboard' tab, 'cleanup', 'heredado', 'and N more', 'repair payments'")).toEqual(
      [],
    );
  });

  it('uses the product forms of the texts the spec folds', () => {
    expect(pick("'Sucursal actualizada/creada/eliminada exitosamente'")[0]?.pieces).toEqual([
      'Sucursal actualizada exitosamente',
      'Sucursal creada exitosamente',
      'Sucursal eliminada exitosamente',
    ]);
    expect(pick("'N mensaje(s) nuevo(s)'")[0]?.pieces).toEqual(['mensaje(s) nuevo(s)']);
  });
});

describe('spec texts in the product', () => {
  const specPaths = SPEC_FILES.map((file) => join(SPEC_DIR, file));

  it('reads both spec files', () => {
    for (const path of specPaths) expect(existsSync(path), `${path} (set SPEC_DIR)`).toBe(true);
  });

  const texts = specPaths.every((path) => existsSync(path))
    ? specTexts(SPEC_FILES.map((file) => ({ file, content: readFileSync(join(SPEC_DIR, file), 'utf8') })))
    : [];
  const source = texts.length > 0 ? readProductSource() : '';
  // A text the spec writes in lower case mid-sentence ('marcar como vista') may start a label in upper case.
  const isPresent = (t: SpecText) =>
    t.pieces.every((piece) => {
      const wanted = normalise(piece);
      return source.includes(wanted) || source.includes(wanted.charAt(0).toUpperCase() + wanted.slice(1));
    });

  it('finds every text not listed as missing, and none of the listed ones', () => {
    expect(texts.length).toBeGreaterThan(200);
    const present = texts.filter(isPresent);
    const missingUnlisted = texts
      .filter((t) => !isPresent(t) && !(t.text in NOT_YET))
      .map((t) => `${t.where} '${t.text}'`);
    const listedButPresent = texts.filter((t) => isPresent(t) && t.text in NOT_YET).map((t) => t.text);
    const listedNotInSpec = Object.keys(NOT_YET).filter((text) => !texts.some((t) => t.text === text));
    console.info(
      `Spec texts in the product: ${present.length} / ${texts.length} (${((100 * present.length) / texts.length).toFixed(1)} %)`,
    );
    expect(
      missingUnlisted,
      'spec texts missing from the product (add them, or list them in NOT_YET with why)',
    ).toEqual([]);
    expect(listedButPresent, 'texts now in the product: remove them from NOT_YET').toEqual([]);
    expect(listedNotInSpec, 'NOT_YET entries the spec does not quote').toEqual([]);
  });
});
