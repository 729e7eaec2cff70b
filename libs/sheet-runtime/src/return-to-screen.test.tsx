import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { RETURNING_STATE, useOnReturn } from './return-to-screen';

const entered: string[] = [];

function Screen({ name }: { name: string }) {
  useOnReturn(() => entered.push(name));
  return <p>{name}</p>;
}

function renderFlow() {
  const router = createMemoryRouter(
    [
      { path: '/form', element: <Screen name="form" /> },
      { path: '/code', element: <Screen name="code" /> },
    ],
    { initialEntries: ['/form'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  entered.length = 0;
});

describe('useOnReturn', () => {
  it('runs when the person comes back (a history pop), not when going forward', async () => {
    const router = renderFlow();
    entered.length = 0; // the first entry of a page is a pop too, with nothing to forget
    await act(() => router.navigate('/code'));
    expect(entered).toEqual([]);
    await act(() => router.navigate(-1));
    expect(entered).toEqual(['form']);
  });

  it('runs when a screen replaces itself with its way back', async () => {
    const router = renderFlow();
    await act(() => router.navigate('/code'));
    entered.length = 0;
    await act(() => router.navigate('/form', { replace: true, state: RETURNING_STATE }));
    expect(entered).toEqual(['form']);
  });

  it('runs once per entry, not on every render', async () => {
    const router = renderFlow();
    await act(() => router.navigate('/code'));
    await act(() => router.navigate(-1));
    await act(() => router.navigate('/form?x=1', { replace: true }));
    expect(entered.filter((name) => name === 'form')).toHaveLength(2);
  });
});
