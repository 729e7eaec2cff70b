import { setOneTimeBackHandler } from '@sheet/sheet-runtime';
import { createBackButtonHandler } from './back-button';

function setup(historyIndex: number) {
  const goBack = jest.fn();
  const closeSheet = jest.fn(async () => undefined);
  const onBack = createBackButtonHandler({ historyIndex: () => historyIndex, goBack, closeSheet });
  return { goBack, closeSheet, onBack };
}

describe('host back button', () => {
  it('closes the sheet on the first history entry', () => {
    const { onBack, closeSheet, goBack } = setup(0);
    onBack();
    expect(closeSheet).toHaveBeenCalledTimes(1);
    expect(closeSheet).toHaveBeenCalledWith('cancelled');
    expect(goBack).not.toHaveBeenCalled();
  });

  it('goes back after a navigation', () => {
    const { onBack, closeSheet, goBack } = setup(2);
    onBack();
    expect(goBack).toHaveBeenCalledTimes(1);
    expect(closeSheet).not.toHaveBeenCalled();
  });

  it("runs a screen's one-time handler exactly once, then behaves as usual", () => {
    const { onBack, closeSheet } = setup(0);
    const custom = jest.fn();
    setOneTimeBackHandler(custom);
    onBack();
    onBack();
    expect(custom).toHaveBeenCalledTimes(1);
    expect(closeSheet).toHaveBeenCalledTimes(1);
  });
});
