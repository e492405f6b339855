import { useState } from 'react';
import { Modal } from '@mantine/core';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { createMemoryRouter, Link, Outlet, RouterProvider, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { messages } from '@/i18n/console/messages';
import { renderWithMantine } from '@/test/render';
import { LeaveGuardProvider } from './leave-guard-provider';
import { useConfirmLeave, useLeaveGuard } from './use-leave-guard';

const c = messages.console.confirm;

/** A console form as the screens build it: react-hook-form's isDirty, an in-page Back, a save that navigates. */
function Form({ onBack, releaseOnSave = true }: { onBack: () => void; releaseOnSave?: boolean }) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { isDirty },
  } = useForm({ defaultValues: { name: '' } });
  const guard = useLeaveGuard(isDirty, { searchKeys: ['ticket'] });
  const navigate = useNavigate();
  const save = handleSubmit(() => {
    reset();
    if (releaseOnSave) guard.release();
    void navigate('/saved');
  });
  return (
    <form aria-label="Thing" onSubmit={(event) => void save(event)}>
      <label>
        Name <input {...register('name')} />
      </label>
      <button type="button" onClick={() => guard.confirm(onBack)}>
        Back
      </button>
      <button type="submit">Save</button>
    </form>
  );
}

/** A dialog whose own ways out (Escape, x) ask first, like the banner link dialog. */
function DialogForm() {
  const [open, setOpen] = useState(true);
  const [text, setText] = useState('');
  const guard = useLeaveGuard(text !== '');
  return (
    <Modal stackId="dialog-form" opened={open} onClose={() => guard.confirm(() => setOpen(false))} title="Edit link">
      <label>
        Link <input value={text} onChange={(event) => setText(event.currentTarget.value)} />
      </label>
    </Modal>
  );
}

/** Stands for the console header's Logout and language switch. */
function Logout({ onLogout }: { onLogout: () => void }) {
  const confirmLeave = useConfirmLeave();
  return (
    <button type="button" onClick={() => confirmLeave(onLogout)}>
      Logout
    </button>
  );
}

function renderConsole({ onBack = vi.fn(), onLogout = vi.fn(), releaseOnSave = true, at = '/form?ticket=7' } = {}) {
  const layout = (
    <LeaveGuardProvider>
      <nav>
        <Link to="/other">Other page</Link>
        <Link to="/form?ticket=7&page=2">Next page of the list</Link>
        <Link to="/form">Close the ticket</Link>
        <Logout onLogout={onLogout} />
      </nav>
      <Outlet />
    </LeaveGuardProvider>
  );
  const router = createMemoryRouter(
    [
      {
        element: layout,
        children: [
          { path: '/form', element: <Form onBack={onBack} releaseOnSave={releaseOnSave} /> },
          { path: '/other', element: <p>Other screen</p> },
          { path: '/dialog', element: <DialogForm /> },
          { path: '/saved', element: <p>Saved screen</p> },
        ],
      },
    ],
    { initialEntries: [at] },
  );
  renderWithMantine(<RouterProvider router={router} />);
  return { router, onBack, onLogout };
}

const question = () => screen.queryByRole('dialog', { name: c.leaveTitle });

describe('useLeaveGuard', () => {
  it('lets a clean form go at once: Back, links and Logout ask nothing', async () => {
    const { router, onBack, onLogout } = renderConsole();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onBack).toHaveBeenCalledTimes(1);
    expect(onLogout).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByText('Other screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/other');
    expect(question()).not.toBeInTheDocument();
  });

  it('asks before Back with Stay focused; Stay keeps the typed text, Leave goes back', async () => {
    const { onBack } = renderConsole();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    const dialog = await screen.findByRole('dialog', { name: c.leaveTitle });
    expect(dialog).toHaveTextContent(c.leaveMessage);
    await waitFor(() => expect(screen.getByRole('button', { name: c.stay })).toHaveFocus());
    // Enter on the focused Stay never throws the work away.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(onBack).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Name')).toHaveValue('Cars');

    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await userEvent.click(await screen.findByRole('button', { name: c.leave }));
    expect(onBack).toHaveBeenCalledTimes(1);
  });

  it('holds back a change of page until Leave, and stays on Stay', async () => {
    const { router } = renderConsole();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    expect(await screen.findByRole('dialog', { name: c.leaveTitle })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/form');
    await userEvent.click(screen.getByRole('button', { name: c.stay }));
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(router.state.location.pathname).toBe('/form');
    expect(screen.getByLabelText('Name')).toHaveValue('Cars');

    await userEvent.click(screen.getByRole('link', { name: 'Other page' }));
    await userEvent.click(await screen.findByRole('button', { name: c.leave }));
    expect(await screen.findByText('Other screen')).toBeInTheDocument();
  });

  it("asks when the form's own search parameter changes, not when another one does", async () => {
    const { router } = renderConsole();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    await userEvent.click(screen.getByRole('link', { name: 'Next page of the list' }));
    await waitFor(() => expect(router.state.location.search).toBe('?ticket=7&page=2'));
    expect(question()).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Close the ticket' }));
    expect(await screen.findByRole('dialog', { name: c.leaveTitle })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?ticket=7&page=2');
  });

  it('asks before Logout when a form has unsaved changes', async () => {
    const { onLogout } = renderConsole();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    await userEvent.click(screen.getByRole('button', { name: 'Logout' }));
    await userEvent.click(await screen.findByRole('button', { name: c.leave }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });

  it('never asks after a save that navigates at once, once released', async () => {
    const { router } = renderConsole();
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved screen')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/saved');
    expect(question()).not.toBeInTheDocument();
  });

  it('would ask after such a save without the release (the reset fields have not rendered yet)', async () => {
    renderConsole({ releaseOnSave: false });
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('dialog', { name: c.leaveTitle })).toBeInTheDocument();
  });

  it("asks the browser's own question on closing or reloading the tab, only while dirty", async () => {
    renderConsole();
    const unload = () => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(unload()).toBe(false);
    await userEvent.type(screen.getByLabelText('Name'), 'Cars');
    expect(unload()).toBe(true);
    await userEvent.clear(screen.getByLabelText('Name'));
    // Typed back to what it was: nothing is unsaved.
    expect(unload()).toBe(false);
  });

  // jsdom runs every Escape listener before React renders; Chrome renders between them, which
  // the browser test (console-leave-guard.e2e.ts, the banner link dialog) covers.
  it('asks over a dialog on its Escape; the next Escape answers Stay and leaves the dialog open', async () => {
    renderConsole({ at: '/dialog' });
    const dialog = await screen.findByRole('dialog', { name: 'Edit link' });
    await userEvent.type(screen.getByLabelText('Link'), 'https://example.com');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: c.leaveTitle })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: c.stay })).toHaveFocus());
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(question()).not.toBeInTheDocument());
    expect(dialog).toBeInTheDocument();
    expect(screen.getByLabelText('Link')).toHaveValue('https://example.com');
  });
});
