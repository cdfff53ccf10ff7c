import { describe, expect, it } from 'vitest';
import { csvCell, csvText } from './csv.js';

describe('csv', () => {
  it('quotes what RFC 4180 says must be quoted, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\r\nlines')).toBe('"two\r\nlines"');
  });

  it('makes text that would start a formula plain text, but not numbers', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-1')).toBe("'-1");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell(-5)).toBe('-5');
  });

  it('writes a header and rows, each line ended by CRLF', () => {
    expect(csvText(['Day', 'Count'], [['2026-03-01', 2]])).toBe('Day,Count\r\n2026-03-01,2\r\n');
  });
});
