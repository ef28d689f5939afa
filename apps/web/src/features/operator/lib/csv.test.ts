import { describe, expect, it } from 'vitest';
import { toCsv } from './csv';

describe('toCsv', () => {
  it('writes a header and rows with CRLF, quoting what needs quoting', () => {
    expect(
      toCsv(
        ['brand', 'note'],
        [
          ['fiesta', 'plain'],
          ['ibancar', 'a, b'],
          ['x', 'say "hi"\nthere'],
          ['y', 12.5],
        ],
      ),
    ).toBe('brand,note\r\nfiesta,plain\r\nibancar,"a, b"\r\nx,"say ""hi""\nthere"\r\ny,12.5\r\n');
  });

  it('keeps a spreadsheet from reading a cell as a formula', () => {
    expect(toCsv(['a'], [['=HYPERLINK("x")'], ['+1'], ['-2'], ['@SUM(A1)'], ['<5']])).toBe(
      'a\r\n"\'=HYPERLINK(""x"")"\r\n\'+1\r\n\'-2\r\n\'@SUM(A1)\r\n<5\r\n',
    );
  });
});
