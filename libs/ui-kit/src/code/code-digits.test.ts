import {
  activeIndex,
  enterDigits,
  eraseDigit,
  moveFocus,
  normaliseCode,
  typedText,
} from './code-digits';
import { onlyDigits } from '../text/digits';

describe('code digits', () => {
  it('keeps only digits, reading other scripts as ASCII', () => {
    expect(onlyDigits('12-34 ab56')).toBe('123456');
    expect(onlyDigits('١٢٣۴۵۶')).toBe('123456');
    expect(normaliseCode('1234567', 6)).toBe('123456');
  });

  it('puts the next digit in the first empty box', () => {
    expect(activeIndex('', 6)).toBe(0);
    expect(activeIndex('12', 6)).toBe(2);
    expect(activeIndex('123456', 6)).toBe(5);
  });

  it('types into a box and moves on, never leaving a hole', () => {
    expect(enterDigits('12', 2, '3', 6)).toEqual({ value: '123', focus: 3 });
    expect(enterDigits('123', 1, '9', 6)).toEqual({ value: '193', focus: 2 });
    expect(enterDigits('12', 5, '3', 6)).toEqual({ value: '123', focus: 3 });
    expect(enterDigits('12', 2, 'x', 6)).toEqual({ value: '12', focus: 2 });
  });

  it('takes a whole code wherever it is pasted', () => {
    expect(enterDigits('98', 4, '12 34-56', 6)).toEqual({ value: '123456', focus: 5 });
    expect(enterDigits('', 0, '1234567', 6)).toEqual({ value: '123456', focus: 5 });
  });

  it('erases a filled box in place, an empty box by going back', () => {
    expect(eraseDigit('123', 1, 6)).toEqual({ value: '13', focus: 1 });
    expect(eraseDigit('123', 3, 6)).toEqual({ value: '12', focus: 2 });
    expect(eraseDigit('', 0, 6)).toEqual({ value: '', focus: 0 });
  });

  it('moves left and right without passing the first empty box', () => {
    expect(moveFocus('123', 3, -1, 6)).toBe(2);
    expect(moveFocus('123', 0, -1, 6)).toBe(0);
    expect(moveFocus('123', 3, 1, 6)).toBe(3);
  });

  it('finds what was typed into a box that held a digit', () => {
    expect(typedText('3', '35', 6)).toBe('5');
    expect(typedText('3', '53', 6)).toBe('5');
    expect(typedText('1', '123456', 6)).toBe('123456');
    expect(typedText('', '7', 6)).toBe('7');
  });
});
