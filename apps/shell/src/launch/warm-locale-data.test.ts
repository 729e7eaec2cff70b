import { warmLocaleData } from './warm-locale-data';

describe('warmLocaleData', () => {
  it('asks Intl for the language’s country names and date formats when the page is idle', () => {
    const idle: (() => void)[] = [];
    const win = { requestIdleCallback: (task: () => void) => idle.push(task) } as unknown as Window;
    const names = jest.spyOn(Intl, 'DisplayNames');
    const dates = jest.spyOn(Intl, 'DateTimeFormat');
    warmLocaleData('ar', win);
    expect(names).not.toHaveBeenCalled();
    idle.forEach((task) => task());
    expect(names).toHaveBeenCalledWith(['ar'], { type: 'region' });
    expect(dates).toHaveBeenCalledWith('ar', expect.objectContaining({ calendar: 'gregory' }));
    jest.restoreAllMocks();
  });

  it('leaves a language Intl does not know alone, and works without idle callbacks', () => {
    jest.useFakeTimers();
    const win = { setTimeout: (task: () => void) => setTimeout(task, 0) } as unknown as Window;
    warmLocaleData('not a language tag!', win);
    expect(() => jest.runAllTimers()).not.toThrow();
    jest.useRealTimers();
  });
});
