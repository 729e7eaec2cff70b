import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ErrorPanel, PageHeader, Spinner } from './index';

describe('PageHeader', () => {
  it('renders the title as the page heading and the optional subtitle', () => {
    render(<PageHeader title="Create account" subtitle="It takes a minute" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Create account' })).toBeInTheDocument();
    expect(screen.getByText('It takes a minute')).toBeInTheDocument();
  });
});

describe('Spinner', () => {
  it('announces its label as a live status', () => {
    render(<Spinner label="Loading" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading');
  });
});

describe('ErrorPanel', () => {
  it('focuses its action so a D-pad user can press it at once, and calls it', async () => {
    const onAction = jest.fn();
    render(
      <ErrorPanel
        title="Could not load"
        message="Check the connection"
        actionLabel="Retry"
        onAction={onAction}
      />,
    );
    const button = screen.getByRole('button', { name: 'Retry' });
    expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toHaveAccessibleName('Could not load');
  });
});
