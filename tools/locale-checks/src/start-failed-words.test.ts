import { readFileSync } from 'node:fs';
import path from 'node:path';
import { filesOf, read } from './locale-files';

/**
 * The shell's start-up error (apps/shell/src/launch/start-failed.ts) carries its words for every
 * language in one file, since it shows when no strings file could load. They are the sheet's own
 * load-error words: a translator changes those, and this says to copy them over.
 */
const SHEET_RUNTIME = 'libs/sheet-runtime/src/locales';
const wordsFile = path.resolve(__dirname, '../../../apps/shell/src/launch/start-failed-words.json');
const startFailedWords = JSON.parse(readFileSync(wordsFile, 'utf8')) as Record<string, unknown>;

test('the start-up error has words for exactly the languages the sheet ships', () => {
  expect(Object.keys(startFailedWords).sort()).toEqual(filesOf(SHEET_RUNTIME));
});

test.each(filesOf(SHEET_RUNTIME))(
  '%s: the start-up error says what the load error says',
  (language) => {
    const sheet = read(SHEET_RUNTIME, language);
    expect(startFailedWords[language]).toEqual({
      title: sheet.loadFailedTitle,
      message: sheet.loadFailedMessage,
      retry: sheet.retry,
    });
  },
);
