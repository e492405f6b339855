import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { notifyError } from '@/lib/notify';
import { renderWithMantine } from '@/test/render';
import { NotificationsHost } from './notifications-host';

describe('NotificationsHost', () => {
  it('loads the notifications on the first one and shows it, then shows the next at once', async () => {
    renderWithMantine(<NotificationsHost />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    notifyError('The first one');
    expect(await screen.findByRole('alert')).toHaveTextContent('The first one');
    notifyError('The second one');
    expect(await screen.findByText('The second one')).toBeInTheDocument();
  });
});
