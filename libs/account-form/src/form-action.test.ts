import { create } from 'zustand';
import { runFormAction } from './form-action';
import { initialAccountFormState, type AccountFormState } from './form-state';

let drawNextFrame: () => void = () => undefined;
jest.mock('@sheet/ui-kit', () => ({
  nextPaint: () => new Promise<void>((resolve) => (drawNextFrame = resolve)),
}));

describe('runFormAction', () => {
  it('shows the press first (busy, fields open), then locks the fields and works, then opens them', async () => {
    const store = create<AccountFormState>(() => initialAccountFormState());
    const seenByWork: Partial<AccountFormState>[] = [];
    const action = runFormAction(store, async () => {
      const { waiting, fieldsLocked } = store.getState();
      seenByWork.push({ waiting, fieldsLocked });
      return 'next';
    });
    expect(store.getState()).toMatchObject({ waiting: true, fieldsLocked: false });
    expect(seenByWork).toEqual([]);

    drawNextFrame();
    await expect(action).resolves.toBe('next');
    expect(seenByWork).toEqual([{ waiting: true, fieldsLocked: true }]);
    expect(store.getState()).toMatchObject({ waiting: false, fieldsLocked: false });
  });

  it('opens the fields again when the work fails', async () => {
    const store = create<AccountFormState>(() => initialAccountFormState());
    const action = runFormAction(store, () => Promise.reject(new Error('down')));
    drawNextFrame();
    await expect(action).resolves.toBeUndefined();
    expect(store.getState()).toMatchObject({ waiting: false, fieldsLocked: false });
    expect(store.getState().generalErrors.length).toBe(1);
  });
});
