import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DEFAULT_LANGUAGE } from '@sheet/i18n';
import { glossaryProblems, type Concept, type LanguageGlossary } from './glossary-check';
import { filesOf, namespaces, stringsIn } from './locale-files';

const glossaryDir = path.resolve(__dirname, '../glossary');
const readJson = <T>(file: string) =>
  JSON.parse(readFileSync(path.join(glossaryDir, file), 'utf8')) as T;
const { $comment: _about, ...concepts } = readJson<Record<string, Concept>>('concepts.json');
const glossaryOf = (language: string) => readJson<LanguageGlossary>(`${language}.json`);
const english = stringsIn(DEFAULT_LANGUAGE);
const shipped = filesOf(namespaces[0]!);

test('every shipped language has its glossary', () => {
  const glossaries = readdirSync(glossaryDir)
    .filter((file) => file !== 'concepts.json')
    .map((file) => file.replace(/\.json$/, ''))
    .sort();
  expect(glossaries).toEqual(shipped);
});

describe.each(shipped)('%s', (language) => {
  test('uses its glossary’s words, avoids the ruled-out ones, and keeps one register', () => {
    expect(glossaryProblems(concepts, english, glossaryOf(language), stringsIn(language))).toEqual(
      [],
    );
  });
});

describe('the glossary check itself', () => {
  const sample = (texts: Record<string, string>) =>
    new Map([['libs/sample', new Map(Object.entries(texts))]]);
  const source = sample({ password: 'Enter your password.', retry: 'Try Again' });
  const german: LanguageGlossary = {
    register: 'formal Sie',
    otherRegister: ['\\b(du|dich|dir|dein\\w*)\\b'],
    terms: { password: ['Passwort'], tryAgain: ['Erneut versuchen'] },
    avoid: [{ pattern: 'Kennwort', instead: 'Passwort' }],
  };
  const twoConcepts = {
    password: { en: '\\bpassword\\b', meaning: 'the password' },
    tryAgain: { en: '^Try Again$', meaning: 'the button' },
  };

  it('passes the glossary’s words in the chosen register', () => {
    const right = sample({ password: 'Geben Sie Ihr Passwort ein.', retry: 'Erneut versuchen' });
    expect(glossaryProblems(twoConcepts, source, german, right)).toEqual([]);
  });

  it('fails a seeded wrong term', () => {
    const wrong = sample({ password: 'Geben Sie Ihr Kennwort ein.', retry: 'Erneut versuchen' });
    expect(glossaryProblems(twoConcepts, source, german, wrong)).toEqual([
      'libs/sample password: "password" is not "Passwort" in "Geben Sie Ihr Kennwort ein."',
      'libs/sample password: "Kennwort" where the glossary says "Passwort"',
    ]);
  });

  it('fails a seeded mixed register', () => {
    const mixed = sample({ password: 'Gib dein Passwort ein.', retry: 'Erneut versuchen' });
    expect(glossaryProblems(twoConcepts, source, german, mixed)).toEqual([
      'libs/sample password: another register ("\\b(du|dich|dir|dein\\w*)\\b") in "Gib dein Passwort ein."',
    ]);
  });

  it('names a concept a language has no word for', () => {
    const { tryAgain: _none, ...terms } = german.terms;
    const right = sample({ password: 'Ihr Passwort', retry: 'Erneut versuchen' });
    expect(glossaryProblems(twoConcepts, source, { ...german, terms }, right)).toEqual([
      'no word chosen for "tryAgain"',
    ]);
  });
});
