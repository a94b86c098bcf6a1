import { describe, expect, test } from 'vitest';
import { csvCell, csvRow, TextCell } from './csv';

describe('csvCell', () => {
  test.each([
    ['=1+1', `"'=1+1"`],
    ['+81 3 1234', `"'+81 3 1234"`],
    ['-5', `"'-5"`],
    ['@SUM(A1)', `"'@SUM(A1)"`],
    ['\t=cmd', `"'\t=cmd"`],
    ['\r=cmd', `"'\r=cmd"`],
  ])('when a cell starts like a formula (%j), then it is prefixed with an apostrophe', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test.each([
    ['株式会社テスト', '"株式会社テスト"'],
    ['a=b', '"a=b"'],
    ['03-1234-5678', '"03-1234-5678"'],
    ['say "hi", then\nleave', '"say ""hi"", then\nleave"'],
    ['', '""'],
  ])('when a cell is ordinary text (%j), then it is only quoted, inner quotes doubled', (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  test('when a cell is empty, a number or missing, then it is written as text', () => {
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  test('when a formula hides behind a quote, then the quote is kept and the text stays inert', () => {
    expect(csvCell('"=1+1"')).toBe('"""=1+1"""');
  });
});

describe('csvRow', () => {
  test('when cells are joined, then commas separate them and CRLF ends the record', () => {
    expect(csvRow(['a', 1, '=x'])).toBe(`"a","1","'=x"\r\n`);
  });
});

describe('TextCell', () => {
  test('when a phone number is written, then a spreadsheet keeps its leading 0 (a constant ="…" formula)', () => {
    expect(csvRow([new TextCell('0312345678'), new TextCell('03-1234-5678')])).toBe(
      '"=""0312345678""","=""03-1234-5678"""\r\n',
    );
  });

  test('when a text cell holds anything but digits and dashes, then it is an ordinary, neutralised cell', () => {
    expect(csvRow([new TextCell('=HYPERLINK("x")'), new TextCell('')])).toBe(`"'=HYPERLINK(""x"")",""\r\n`);
  });
});
