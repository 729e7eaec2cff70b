import { create } from 'zustand';
import { bindAccountForm } from './bind-form';
import { initialAccountFormState, type AccountFormState } from './form-state';

describe('resetGeneralErrors (spec §4: coming back clears what the last screen said)', () => {
  it('clears the form’s general errors', () => {
    const store = create<AccountFormState>(() => ({
      ...initialAccountFormState(),
      generalErrors: [{ text: 'The service had a problem.' }],
    }));
    bindAccountForm(store).resetGeneralErrors();
    expect(store.getState().generalErrors).toEqual([]);
  });

  it('with none to clear, tells no one: a first screen, which opens as a return, is not drawn again', () => {
    const store = create<AccountFormState>(() => initialAccountFormState());
    const heard = jest.fn();
    store.subscribe(heard);
    bindAccountForm(store).resetGeneralErrors();
    expect(heard).not.toHaveBeenCalled();
  });
});
