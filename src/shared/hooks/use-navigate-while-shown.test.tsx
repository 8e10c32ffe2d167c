import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useNavigateWhileShown } from './use-navigate-while-shown';

describe('navigating when an answer arrives', () => {
  it('goes on while the form is shown, and stays where the user went once they have left it', async () => {
    let goOn: ((to: string) => void) | undefined;
    function Form() {
      goOn = useNavigateWhileShown();
      return <p>Form</p>;
    }
    const router = createMemoryRouter(
      [
        { path: '/form', element: <Form /> },
        { path: '/elsewhere', element: <p>Elsewhere</p> },
        { path: '/done', element: <p>Done</p> },
      ],
      { initialEntries: ['/form'] },
    );
    render(<RouterProvider router={router} />);
    const whileShown = goOn!;
    act(() => whileShown('/done'));
    expect(router.state.location.pathname).toBe('/done');

    await act(() => router.navigate('/form'));
    const late = goOn!;
    await act(() => router.navigate('/elsewhere'));
    act(() => late('/done'));
    expect(router.state.location.pathname).toBe('/elsewhere');
  });
});
