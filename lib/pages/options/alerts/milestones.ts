/**
 * Milestones as a user types them, read as their language writes numbers: "1,000" is a thousand
 * in English and "1.000" in German, while "1.5" in German or English is no whole number. Between
 * numbers a user types a space, a semicolon, or a comma with a space; a comma between digits is
 * a thousands separator only where the number cannot be read otherwise ("1,000": no milestone
 * begins with 0). What could be read two ways ("100,200,300": one number or three) is said at the
 * field and not saved, rather than guessed.
 */

export type MilestonesReading =
  | { ok: true; milestones: number[] }
  | { ok: false; problem: 'not_numbers' | 'not_whole' | 'ambiguous'; part: string };

/** How `language` writes 12345.5 (Spanish groups no 4-digit number): its thousands and decimal separators. */
function separatorsOf(language: string | undefined): { group: string; decimal: string } {
  const parts = new Intl.NumberFormat(language).formatToParts(12345.5);
  return {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
}

/** Spaces that only ever group digits (what Intl writes in French), never separate two numbers. */
const GROUPING_SPACES = /[\u00a0\u202f]/g;
/** Digits in groups of three after a first group of one to three: how a grouped number looks. */
const grouped = (separator: string) => new RegExp(`^\\d{1,3}(?:\\${separator}\\d{3})+$`);

type Part =
  | { ok: true; numbers: number[] }
  | { ok: false; problem: 'not_numbers' | 'not_whole' | 'ambiguous' };

/** One run of text without spaces or semicolons: a number, or numbers joined by commas. */
function readPart(raw: string, group: string, decimal: string): Part {
  const apostrophes = group === '’' || group === "'" ? /[’']/g : /$^/g;
  const part = raw.replace(GROUPING_SPACES, '').replace(apostrophes, '');
  // "000" after a space is the end of a number written "1 000", not a milestone of its own.
  if (/^0\d/.test(part)) return { ok: false, problem: 'ambiguous' };
  if (/^\d+$/.test(part)) return { ok: true, numbers: [Number(part)] };
  if (!/^[\d.,]+$/.test(part)) return { ok: false, problem: 'not_numbers' };
  if (grouped(group).test(part)) {
    // "1,000" is a thousand; "100,200,300" could be one number or three.
    const groups = part.split(group).slice(1);
    if (group === ',' && !groups.some((digits) => digits.startsWith('0')))
      return { ok: false, problem: 'ambiguous' };
    return { ok: true, numbers: [Number(part.split(group).join(''))] };
  }
  const pieces = part.split(',');
  // A decimal separator in a milestone ("1.5", German "1,5"): a milestone is a whole number.
  if (decimal === '.' ? part.includes('.') : pieces.length === 2 && (pieces[1]?.length ?? 0) < 3) {
    return { ok: false, problem: 'not_whole' };
  }
  if (pieces.every((piece) => /^\d+$/.test(piece))) return { ok: true, numbers: pieces.map(Number) };
  return { ok: false, problem: part.includes('.') ? 'not_whole' : 'not_numbers' };
}

export function readMilestones(text: string, language: string | undefined): MilestonesReading {
  const { group, decimal } = separatorsOf(language);
  const numbers: number[] = [];
  // Between numbers: spaces a user types (not the no-break ones Intl groups digits with), ";", ", ".
  for (const part of text
    .split(/[^\S\u00a0\u202f]+|;|,[^\S\u00a0\u202f]+/)
    .filter((p) => p !== '' && p !== ',')) {
    const read = readPart(part.replace(/,$/, ''), group, decimal);
    if (!read.ok) return { ok: false, problem: read.problem, part };
    numbers.push(...read.numbers);
  }
  if (numbers.some((n) => n > 999_999_999)) return { ok: false, problem: 'not_numbers', part: text.trim() };
  const milestones = [...new Set(numbers.filter((n) => n > 0))].sort((a, b) => a - b);
  return { ok: true, milestones };
}
