import { isValidCnpj, isValidCpf } from './brazil-tax-ids';

/*
 * Valid ids are built here with the published algorithms, written differently from the module
 * (CPF: ten times the sum mod 11; CNPJ: weights cycling 2..9 from the right) so the two
 * implementations check each other instead of sharing a mistake.
 */
function cpfCheckDigit(leadingDigits: string): string {
  const count = leadingDigits.length;
  let sum = 0;
  for (let i = 0; i < count; i += 1) sum += Number(leadingDigits[i]) * (count + 1 - i);
  return String(((sum * 10) % 11) % 10);
}

function withCpfCheckDigits(base9: string): string {
  const withFirst = base9 + cpfCheckDigit(base9);
  return withFirst + cpfCheckDigit(withFirst);
}

function cnpjCheckDigit(leadingDigits: string): string {
  let sum = 0;
  let weight = 2;
  for (let i = leadingDigits.length - 1; i >= 0; i -= 1) {
    sum += Number(leadingDigits[i]) * weight;
    weight = weight === 9 ? 2 : weight + 1;
  }
  const remainder = sum % 11;
  return String(remainder < 2 ? 0 : 11 - remainder);
}

function withCnpjCheckDigits(base12: string): string {
  const withFirst = base12 + cnpjCheckDigit(base12);
  return withFirst + cnpjCheckDigit(withFirst);
}

/** Replaces the last digit with the next one (mod 10), so the check no longer matches. */
function breakLastDigit(id: string): string {
  return id.slice(0, -1) + String((Number(id.slice(-1)) + 1) % 10);
}

const cpfBases = ['123456789', '529982247', '111444777', '000000001', '987654321', '390533447'];
const cnpjBases = ['112223330001', '123456780001', '000000000001', '045975390001', '987654320001'];

describe('test helpers', () => {
  it('reproduce the commonly cited example ids', () => {
    expect(withCpfCheckDigits('123456789')).toBe('12345678909');
    expect(withCnpjCheckDigits('112223330001')).toBe('11222333000181');
  });
});

describe('isValidCpf', () => {
  it.each(cpfBases.map(withCpfCheckDigits))('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('accepts the usual punctuation and spaces', () => {
    expect(isValidCpf('123.456.789-09')).toBe(true);
    expect(isValidCpf(' 123 456 789 09 ')).toBe(true);
  });

  it.each(cpfBases.map(withCpfCheckDigits).map(breakLastDigit))(
    'rejects %s, whose check digit is wrong',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('rejects a wrong first check digit', () => {
    expect(isValidCpf('123.456.789-19')).toBe(false);
  });

  it('rejects runs of one digit even though their check digits add up', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      const run = String(digit).repeat(11);
      expect(withCpfCheckDigits(run.slice(0, 9))).toBe(run);
      expect(isValidCpf(run)).toBe(false);
    }
  });

  it('rejects wrong lengths, letters and other characters', () => {
    expect(isValidCpf('')).toBe(false);
    expect(isValidCpf('1234567890')).toBe(false);
    expect(isValidCpf('123456789090')).toBe(false);
    expect(isValidCpf('123.456.789-0A')).toBe(false);
    expect(isValidCpf('A12345678909')).toBe(false);
    expect(isValidCpf('123,456,789,09')).toBe(false);
    expect(isValidCpf(withCnpjCheckDigits('112223330001'))).toBe(false);
  });
});

describe('isValidCnpj', () => {
  it.each(cnpjBases.map(withCnpjCheckDigits))('accepts %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it('accepts the usual punctuation', () => {
    expect(isValidCnpj('11.222.333/0001-81')).toBe(true);
  });

  it.each(cnpjBases.map(withCnpjCheckDigits).map(breakLastDigit))(
    'rejects %s, whose check digit is wrong',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('rejects a wrong first check digit', () => {
    expect(isValidCnpj('11.222.333/0001-91')).toBe(false);
  });

  it('rejects runs of one digit', () => {
    for (let digit = 0; digit <= 9; digit += 1) {
      expect(isValidCnpj(String(digit).repeat(14))).toBe(false);
    }
  });

  it('rejects wrong lengths, letters and a CPF', () => {
    expect(isValidCnpj('')).toBe(false);
    expect(isValidCnpj('1122233300018')).toBe(false);
    expect(isValidCnpj('112223330001810')).toBe(false);
    expect(isValidCnpj('11.222.333/0001-8X')).toBe(false);
    expect(isValidCnpj('12345678909')).toBe(false);
  });
});
